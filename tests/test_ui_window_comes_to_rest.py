"""The window comes to rest (issue 11, point 3): at larger text no game's table keeps laying itself
out, its scroll bar coming and going, while nobody touches it. Pairs at 200 % with eight players did
(a card page's fitted words took the room the panel's minimum gave them, and that minimum followed
the words: 446 px, 444, 446 ...): a flickering bar beside the table, and a busy laptop all night."""
from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication

from tableapp.games.registry import GAMES

from test_ui_layout_every_game import counts, setup_table
from ui_helpers import settings_dir, start_app  # noqa: F401 - fixtures
from ui_layout import settle, take_screen_if_covered

STEPS = 4  # the first steps of the game: each with its page


@pytest.mark.parametrize("mode", ["physical", "digital"])
@pytest.mark.parametrize("scale", [1.5, 2.0])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_table_comes_to_rest_at_larger_text(qtbot, tmp_path, start_app, game, scale, mode):
    from test_every_engine import pick

    w, players = setup_table(start_app, tmp_path, game, mode, scale, 0, 0)  # the most players
    assert len(players) == counts(w.controller.engine)[0]
    w.show()
    rng = random.Random(f"{game}-{mode}")
    bar = w.scroll.verticalScrollBar()
    for step in range(STEPS):
        take_screen_if_covered(w)
        settle(qtbot, timeout=3000)
        changes: list[int] = []
        bar.rangeChanged.connect(lambda _lo, hi: changes.append(hi))
        qtbot.wait(400)  # nothing done: nothing should move
        bar.rangeChanged.disconnect()
        assert len(changes) <= 1, f"step {step}: the scroll bar's range went {changes[:12]} untouched"
        c = w.controller
        if c.to_act() is None:
            break
        assert c.submit(pick(c.engine, c.state, rng)), c.last_error
        QApplication.processEvents()
