"""The seats stay where they are while a game goes on (issue 11, point 2): a player finds their own
seat at a glance, so a header that wraps, a verdict banner or a taller step below the oval must not
move the seats. Every game that seats its players around the table view's oval (a panel that
draws its players itself says ``shows_seats``), both modes, the most players it takes, Latin and
Japanese names, 100% text, 25 random legal steps."""
from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication

from tableapp.core.session import Session
from tableapp.games.registry import GAMES, engine_for, panel_for
from tableapp.ui.widgets.cover import Cover
from tableapp.ui.widgets.seat import SeatWidget

from test_every_engine import pick
from ui_helpers import settings_dir, start_app  # noqa: F401 - fixtures
from ui_layout import JAPANESE, LATIN, WINDOW, rect_in, settle, shown

MOVING: dict[str, str] = {}  # game -> why its seats still move (a known, non-strict xfail)


def cases():
    for game in sorted(g for g in GAMES if not getattr(panel_for(g), "shows_seats", False)):
        marks = [pytest.mark.xfail(reason=MOVING[game], strict=False)] if game in MOVING else []
        for mode in ("physical", "digital"):
            for lang in ("en", "ja"):
                yield pytest.param(game, mode, lang, marks=marks, id=f"{game}-{mode}-{lang}")


@pytest.mark.parametrize("game, mode, lang", list(cases()))
def test_the_seats_do_not_move_while_the_game_goes_on(qtbot, tmp_path, start_app, game, mode, lang):
    engine = engine_for(game)
    players = (LATIN if lang == "en" else JAPANESE)[:min(8, engine.max_players)]
    w = start_app(tmp_path, lang=lang)
    w.resize(WINDOW)
    w.controller.set_session(Session("Game night at the Hasegawa-Fitzgerald house", players, w.store))
    w.show_table()
    c = w.controller
    c.start_game(engine, players=players, mode=mode, seed=3)
    rng = random.Random(game)
    places: dict[tuple, str] = {}  # where the seats were -> the first step they were there
    for step in range(25):
        qtbot.wait(5)
        seats = shown(w.findChildren(SeatWidget))
        assert len(seats) == len(players)
        places.setdefault(tuple(rect_in(w, s).getRect() for s in seats), f"step {step}: {c.summary()}")
        if c.to_act() is None:
            break
        covers = shown(w.findChildren(Cover))
        if covers:
            covers[0].button.click()
            QApplication.processEvents()
        assert c.submit(pick(c.engine, c.state, rng)), c.last_error
    assert len(places) == 1, "\n".join(f"{when}: first seats at {where[:3]}" for where, when in places.items())


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_message_coming_and_going_moves_nothing(qtbot, tmp_path, start_app, game):
    """A refused key's message (or an undo's) shows over the table's title line, not on a line of its
    own: the seats and the panel's controls stay where they were, and the message is in sight."""
    from PySide6.QtWidgets import QAbstractButton

    engine = engine_for(game)
    players = LATIN[:min(8, engine.max_players)]
    w = start_app(tmp_path)
    w.resize(WINDOW)
    w.controller.set_session(Session("Game night at the Hasegawa-Fitzgerald house", players, w.store))
    w.show_table()
    w.controller.start_game(engine, players=players, mode="physical", seed=3)
    settle(qtbot)

    def where() -> list:
        parts = shown(w.findChildren(SeatWidget)) + shown(w.table_view.panel.findChildren(QAbstractButton))
        return [rect_in(w, p).getRect() for p in parts]

    before = where()
    w.controller.show_error("That is not a legal call here, and the table's message says why at some length.")
    qtbot.waitUntil(lambda: w.banner.isVisible())
    settle(qtbot)
    assert where() == before
    title = rect_in(w, w.table_view.title)
    assert rect_in(w, w.banner).top() == title.top() and rect_in(w, w.banner).intersects(title)
    w.clear_message()
    settle(qtbot)
    assert not w.banner.isVisible() and where() == before
