"""The main window's page scrolls only when it must (issue 11: at 100% text nothing scrolls): not
because the scroll bar, once shown, narrows the page so that its rows wrap and it stays too tall,
nor because a page not shown is taller than the one shown."""
from __future__ import annotations

from PySide6.QtWidgets import QWidget

from tableapp.core.session import Session
from tableapp.games.registry import engine_for
from tableapp.ui.widgets.cover import Cover

from ui_helpers import settings_dir, start_app  # noqa: F401 - fixtures
from ui_layout import LATIN, WINDOW, layout_problems, scrolls, set_text_scale, shown


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
