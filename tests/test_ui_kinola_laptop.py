"""Kinola on a 1366×768 laptop at 100% text (issue 11): 3 to 6 players, long Latin and Japanese
names (the Japanese with the Japanese screens), both modes, played from the first deal through a
round's first tricks (digital) or two rounds' reports (physical) to the game-over page; at every
step, and with the screen taken when covered, nothing is cut, overlaps or hides and nothing scrolls
(ui_layout.layout_problems, as the every-game test checks with fewer Kinola steps); on the game-over
page the standings and the payments are drawn no smaller than the app's text."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication

from tableapp.core.actions import EndGame
from tableapp.core.session import Session
from tableapp.games.kinola import ENGINE

from test_every_engine import pick
from test_ui_kinola_end_larger_text import end_text_problems
from ui_helpers import settings_dir, start_app  # noqa: F401 - fixtures
from ui_layout import JAPANESE, LATIN, WINDOW, layout_problems, set_text_scale, take_screen_if_covered


PLAYS = 8  # the digital cards reserved and played before the game is ended (a whole trick or more)
ROUNDS = 2  # the physical rounds reported before the game is ended


def cases():
    for mode in ("physical", "digital"):
        for n in (3, 4, 5, 6):
            for ja in (False, True):
                yield pytest.param(mode, n, ja, id=f"{mode}-{n}-{'ja' if ja else 'latin'}")


@pytest.mark.parametrize("mode, n, ja", list(cases()))
def test_every_step_fits_at_100_percent(qtbot, tmp_path, start_app, mode, n, ja):
    players = (JAPANESE if ja else LATIN)[:n]
    w = start_app(tmp_path, lang="ja" if ja else "en")
    w.resize(WINDOW)
    set_text_scale(w, 1.0)
    w.controller.set_session(Session("Game night at the Hasegawa-Fitzgerald house", players, w.store))
    w.show_table()
    c = w.controller
    c.start_game(ENGINE, players=players, mode=mode, seed=n)
    rng = random.Random(f"kinola-{mode}-{n}-{ja}")
    problems: dict[str, str] = {}

    def check(step: str) -> None:
        qtbot.wait(5)
        for _ in range(6):  # the window laid out up to its scroll area (one level of widgets a pass)
            QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        for p in layout_problems(w):
            problems.setdefault(p, step)

    plays = 0
    while c.to_act() is not None:
        phase = c.state.phase
        check(f"{phase}: {c.summary()}")
        if take_screen_if_covered(w):
            check(f"{phase}, screen taken: {c.summary()}")
        if plays >= (PLAYS if mode == "digital" else ROUNDS):
            break
        plays += phase in (("reserve", "play") if mode == "digital" else ("report",))
        assert c.submit(pick(c.engine, c.state, rng)), c.last_error
    assert c.submit(EndGame()), c.last_error
    check("game over")
    for p in end_text_problems(w):
        problems.setdefault(p, "game over")
    listed = "\n".join(f"{where}: {p}" for p, where in list(problems.items())[:20])
    assert not problems, f"{len(problems)} problems:\n{listed}"
