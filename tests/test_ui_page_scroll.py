"""The main window's page scrolls only when it must (issue 11: at 100% text nothing scrolls): not
because the scroll bar, once shown, narrows the page so that its rows wrap and it stays too tall,
nor because a page not shown is taller than the one shown."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QWidget

from tableapp.core.session import Session
from tableapp.games.registry import engine_for
from tableapp.ui.widgets.cover import Cover

from ui_helpers import settings_dir, start_app  # noqa: F401 - fixtures
from ui_layout import LATIN, WINDOW, layout_problems, scrolls, set_text_scale, settle, shown


def start(w, game: str, players: list[str], mode: str):
    """A game started right after the start page, as the host does it (no pause between)."""
    w.controller.set_session(Session("Game night at the Hasegawa-Fitzgerald house", players, w.store))
    w.show_table()
    w.controller.start_game(engine_for(game), players=players, mode=mode, seed=11)


def test_the_first_hot_seat_cover_of_a_game_fits_the_window_without_scrolling(qtbot, tmp_path, start_app):
    # eight long names: each seat's cards wrap to two rows when the page is 14 px narrower, so a
    # scroll bar shown while the table was first laid out used to keep itself (44 px of scrolling,
    # the cover's 'I am X: show (Space)' button below the window)
    w = start_app(tmp_path)
    w.resize(WINDOW)
    set_text_scale(w, 1.0)
    start(w, "goblin-poker", LATIN[:8], "digital")
    qtbot.wait(5)
    assert shown(w.findChildren(Cover)), "the first player's screen is covered"
    assert layout_problems(w) == []


def test_a_taller_page_not_shown_does_not_make_the_table_scroll(qtbot, tmp_path, start_app):
    w = start_app(tmp_path)
    w.resize(WINDOW)
    set_text_scale(w, 1.0)
    tall = QWidget()
    tall.setMinimumHeight(2 * WINDOW.height())  # e.g. the start page at large text
    w.stack.addWidget(tall)
    start(w, "goblin-poker", LATIN[:4], "physical")
    qtbot.waitUntil(lambda: w.stack.currentWidget() is w.table_view)
    qtbot.wait(5)
    assert scrolls(w, w.table_view) == []
    w.stack.setCurrentWidget(tall)  # the tall page itself still scrolls
    qtbot.waitUntil(lambda: scrolls(w) != [], timeout=2000)


def test_a_new_game_after_one_ended_early_at_larger_text_raises_nothing(qtbot, tmp_path, start_app):
    # the ended game's panel kept following the window's scroll bar after it was deleted: laying out
    # the next game's table raised "Internal C++ object (LiarDicePanel) already deleted" (pytest-qt
    # fails a test on an exception raised inside a Qt slot)
    w = start_app(tmp_path)
    w.resize(WINDOW)
    set_text_scale(w, 2.0)
    players = LATIN[:5]
    start(w, "liar-dice", players, "digital")
    qtbot.wait(20)
    assert w.scroll.verticalScrollBar().maximum() > 0, "at 200% the table scrolls (the panel follows it)"
    c = w.controller
    assert c.submit(c.parse_action({"do": "end-game"})), c.last_error
    qtbot.wait(20)
    c.start_game(engine_for("liar-dice"), players=players, mode="digital", seed=12)
    qtbot.wait(20)
    set_text_scale(w, 1.5)  # the window laid out again: its scroll bar's range changes
    qtbot.wait(20)
    assert not c.game_over and c.to_act() is not None


@pytest.mark.parametrize("scale", [1.0, 1.5, 2.0])
def test_the_start_page_with_a_night_fits_the_window_at_every_text_size(qtbot, tmp_path, start_app, scale):
    # at 150% the night's long roster made its list scroll sideways; at 200% the page scrolled and
    # Resume was below the window (the page took the list's wished height, not its least)
    w = start_app(tmp_path)
    w.resize(WINDOW)
    set_text_scale(w, scale)
    Session("Game night at the Hasegawa-Fitzgerald house", LATIN[:6], w.store)
    w.show_start()
    settle(qtbot)
    nights = w.start_page.open_list
    assert nights.has_nights()
    assert not nights.horizontalScrollBar().isVisible()
    assert layout_problems(w) == []  # (Resume in sight, nothing cut, the page does not scroll)
