"""The Yuck, Chick, Knock, Down panel (panel.py): the players' fields as cards, the knock streak, and
the page of the moment (a turn's four actions, the facts the table reports, the hot-seat hand)."""
from .panel import YuckChickPanel

__all__ = ["YuckChickPanel"]
