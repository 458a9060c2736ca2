"""Widgets shared by every game's table view: seats, pot, game log, banner, hot-seat cover."""
