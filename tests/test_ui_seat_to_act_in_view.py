"""Whose turn stays in sight at larger text (issue 11): where a panel's seats scroll in an area of
their own (a row or two in sight at 200 %), the seat to act is scrolled into it when the turn passes,
its name first. The table looked at the first seats while the fifth was to act."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, QRect

from test_ui_layout_every_game import setup_table
from ui_helpers import settings_dir, start_app  # noqa: F401 - fixtures
from ui_layout import settle, take_screen_if_covered


def cl_seat(panel, name):
    return next(r for r, e in zip(panel.players.rows, panel._view.detail["players"]) if e["name"] == name)


# game -> (its seats' scroll area, the widget of a seat by name)
SEATS = {
    "chicken-or-llama": (lambda p: p.players_area, cl_seat),
    "goblin-poker": (lambda p: p.seats_area, lambda p, name: p.seats_area.seats.tile(name)),
    "kinola": (lambda p: p.players, lambda p, name: p.seats.box(name)),
    "pairs": (lambda p: p.seat_area, lambda p, name: p.seats.tiles[name]),
    "yuck-chick-knock-down": (lambda p: p.seats_area, lambda p, name: next(
        t for t, s in zip(p.seats.tiles, p.controller.public().seats) if s.name == name)),
}


@pytest.mark.parametrize("mode", ["physical", "digital"])
@pytest.mark.parametrize("game", sorted(SEATS))
def test_the_seat_to_act_is_scrolled_into_its_area_at_200_percent(qtbot, tmp_path, start_app, game, mode):
    from test_every_engine import pick

    w, players = setup_table(start_app, tmp_path, game, mode, 2.0, 0, 0)  # the most players
    w.show()
    c = w.controller
    area_of, seat_of = SEATS[game]
    rng = random.Random(game)
    scrolled = 0
    for step in range(14):
        take_screen_if_covered(w)
        settle(qtbot)
        who = c.to_act()
        panel = w.table_view.panel
        area = area_of(panel)
        # (an area given no room at all, the page taking it: whose turn is then the header's line)
        if who in players and area.isVisible() and area.viewport().height() > 0 \
                and area.verticalScrollBar().maximum() > 0:
            seat = seat_of(panel, who)
            top = QRect(seat.mapTo(area.viewport(), QPoint(0, 0)), seat.size())
            top.setHeight(min(top.height(), seat.fontMetrics().height() * 2))  # its name line at least
            assert area.viewport().rect().contains(top), f"step {step}: {who}'s seat is out of sight"
            scrolled += 1
        if who is None:
            break
        assert c.submit(pick(c.engine, c.state, rng)), c.last_error
    if not scrolled:
        pytest.skip(f"{game}, {mode}: every seat in sight at 200 %")
