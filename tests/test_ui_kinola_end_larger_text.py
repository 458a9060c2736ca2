"""Kinola's game-over page on a 1366×768 laptop at 150% and 200% text (issue 11): 3 to 6 players,
long Latin and Japanese names (the Japanese with the Japanese screens), both modes, each game at one
of the two sizes (every mode and language at both). The game is played quickly to its end (the
steps before are checked in test_ui_kinola_laptop.py at 100% and in the every-game test at larger
text); then nothing on the end page is cut, the Next game button is in sight (the window may
scroll), and so are the standings and who pays whom, drawn no smaller than the app's text at 100%."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF

from tableapp.core.actions import EndGame
from tableapp.core.session import Session
from tableapp.games.kinola import ENGINE
from tableapp.ui import style
from tableapp.ui.panels.kit.fit import FitLabel

from test_every_engine import pick
from ui_helpers import settings_dir, start_app  # noqa: F401 - fixtures
from ui_layout import JAPANESE, LATIN, WINDOW, layout_problems, rect_in, set_text_scale, settle, visible_area

PLAYS = 2  # the digital cards reserved before the game is ended (the split's payments shown)
ROUNDS = 1  # the physical rounds reported before the game is ended (the last round shown too)


def cases():
    for m, mode in enumerate(("physical", "digital")):
        for n in (3, 4, 5, 6):
            for ja in (False, True):
                scale = 1.5 if (m + n + ja) % 2 else 2.0
                yield pytest.param(mode, n, ja, scale, id=f"{mode}-{n}-{'ja' if ja else 'latin'}-{round(scale * 100)}")


def end_text_problems(w) -> list[str]:
    """The standings and who pays whom in sight and read from the chairs: never smaller than the
    app's text at 100% (at 100% too: the oval gives them its room)."""
    out = []
    for name in ("knStandings", "knPayments"):
        text = w.table_view.end_page.findChild(FitLabel, name)
        if text is None or not text.isVisible():
            continue
        box, area = rect_in(w, text), visible_area(w, text)
        if not area.contains(box):
            out.append(f"{name} at {box.getRect()} outside the visible {area.getRect()}")
        size = text._fitting(QRectF(text.rect()))[0].pointSizeF()
        if size < style.BASE_PT - 0.05:
            out.append(f"{name} drawn at {size:.1f}pt")
    return out


@pytest.mark.parametrize("mode, n, ja, scale", list(cases()))
def test_the_end_page_fits_at_larger_text(qtbot, tmp_path, start_app, mode, n, ja, scale):
    players = (JAPANESE if ja else LATIN)[:n]
    w = start_app(tmp_path, lang="ja" if ja else "en")
    w.resize(WINDOW)
    set_text_scale(w, scale)
    w.controller.set_session(Session("Game night at the Hasegawa-Fitzgerald house", players, w.store))
    w.show_table()
    c = w.controller
    c.start_game(ENGINE, players=players, mode=mode, seed=n)
    rng = random.Random(f"kinola-{mode}-{n}-{ja}")
    plays = 0
    while plays < (PLAYS if mode == "digital" else ROUNDS):
        plays += c.state.phase in (("reserve", "play") if mode == "digital" else ("report",))
        assert c.submit(pick(c.engine, c.state, rng)), c.last_error
    assert c.submit(EndGame()), c.last_error
    settle(qtbot)
    assert w.table_view.panel_area.currentWidget() is w.table_view.end_page
    problems = layout_problems(w, scrolling=True) + end_text_problems(w)
    assert not problems, f"{len(problems)} problems:\n" + "\n".join(problems[:20])
