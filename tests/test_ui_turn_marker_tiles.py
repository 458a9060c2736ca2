"""Pairs, Yuck Chick Knock Down, Kinola and Goblin Poker draw their own seat tiles: the player to act carries a
"▶" in text there (issue 11: colour is never the only signal; the README promises the marker), as the
other games' seats do, and no other tile does: at 100 % and 200 % text, with long names, through
random play (Kinola digital: at a physical table the table reports whole rounds, no player acts
on the screen). (Before, these three said the turn by the tile's colour alone.)"""
from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QLabel, QWidget

from tableapp.core.views import TURN
from tableapp.ui.display.content import MARKER

from test_every_engine import pick
from test_ui_layout_every_game import setup_table
from ui_helpers import settings_dir, start_app  # noqa: F401 - fixtures
from ui_layout import label_problem, settle, take_screen_if_covered


def tiles(panel) -> dict[str, QWidget]:
    """Each player's tile by name, whatever the panel calls them."""
    seats = panel.seats
    if hasattr(seats, "boxes"):  # Kinola
        return {b.name.text(): b for b in seats.boxes}
    if isinstance(seats.tiles, dict):  # Pairs
        return dict(seats.tiles)
    if not hasattr(seats.tiles[0], "name_text"):  # Goblin Poker
        return {t.name.full(): t for t in seats.tiles}
    return {t.name_text: t for t in seats.tiles}  # Yuck Chick Knock Down


def marked(tile: QWidget) -> list[QLabel]:
    """The tile's labels in sight that show the marker."""
    return [lab for lab in tile.findChildren(QLabel) if lab.isVisibleTo(tile.window()) and MARKER in lab.text()]


@pytest.mark.parametrize("scale", [1.0, 2.0], ids=["100", "200"])
@pytest.mark.parametrize("game, mode", [("pairs", "physical"), ("pairs", "digital"), ("yuck-chick-knock-down", "physical"),
                                        ("yuck-chick-knock-down", "digital"), ("kinola", "digital"),
                                        ("goblin-poker", "physical"), ("goblin-poker", "digital")])
def test_the_player_to_act_has_a_marker_in_text_on_their_tile_and_nobody_else(qtbot, tmp_path, start_app, game,
                                                                              mode, scale):
    w, players = setup_table(start_app, tmp_path, game, mode, scale, 0, 0)  # the most players, long names
    c = w.controller
    rng = random.Random(7)
    seen = 0
    for step in range(40):
        settle(qtbot)
        take_screen_if_covered(w)
        settle(qtbot)
        view = c.public()
        acting = {s.name for s in view.seats if TURN in s.roles}
        by_name = tiles(w.table_view.panel)
        assert set(by_name) == set(players)
        for name, tile in by_name.items():
            marks = marked(tile)
            if name in acting:
                assert len(marks) == 1, (step, name, view.phase)
                assert label_problem(marks[0]) is None, label_problem(marks[0])
                seen += 1
            elif game != "pairs" or not getattr(tile, "look", "") == "turn":  # Pairs: also who gets the next card
                assert not marks, (step, name, view.phase, [m.text() for m in marks])
        if c.to_act() is None or seen >= 4:
            break
        assert c.submit(pick(c.engine, c.state, rng)), c.last_error
    assert seen, "no step with a player to act"
