"""The message banner at the table (issue 11, points 2 and 3): a message the table must read shows
whole, with no "…" and no tooltip to hover, at every text size and in Japanese; it covers no seat
and no control of the step, also once larger text has scrolled the page down to the panel's
buttons; and nothing moves when it comes or goes. Driven as at the table: Ctrl+G during a game
at 1366×768."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QAbstractButton, QLabel

from tableapp.games.registry import engine_for
from tableapp.ui.widgets.seat import SeatWidget

from test_ui_liar_dice import press
from ui_helpers import settings_dir, start_app  # noqa: F401 - fixtures
from ui_layout import (JAPANESE, LATIN, SCALES, WINDOW, rect_in, set_text_scale, settle, shown, text_problems,
                       visible_area)

FINISH_FIRST = "Finish the current game before starting the next one (or end it early from its Table ▾ menu)."


def liar_dice(qtbot, start_app, tmp_path, lang: str = "en", scale: float = 1.0):
    """Liar Dice for eight (long names) in a laptop's window at ``scale`` text, the window active."""
    from PySide6.QtWidgets import QApplication

    from tableapp.core.session import Session

    players = (JAPANESE if lang == "ja" else LATIN)[:8]
    w = start_app(tmp_path, lang=lang)
    w.resize(WINDOW)
    set_text_scale(w, scale)
    w.controller.set_session(Session("Game night at the Hasegawa-Fitzgerald house", players, w.store))
    w.show_table()
    w.controller.start_game(engine_for("liar-dice"), players=players, mode="physical", seed=11)
    w.show()
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    settle(qtbot)
    return w, players


def in_sight(w, widget) -> QRect:
    """The part of ``widget`` on screen (the page's viewport clips what has scrolled away)."""
    return rect_in(w, widget).intersected(visible_area(w, widget))


def seats_and_controls(w) -> list:
    return shown(w.findChildren(SeatWidget)) + [
        b for b in shown(w.table_view.panel.findChildren(QAbstractButton)) if b.isEnabled()]


def where(w) -> list:
    return [rect_in(w, p).getRect() for p in seats_and_controls(w)]


def assert_shown_whole_and_covering_nothing(w, text: str) -> None:
    banner, label = w.banner, w.banner.label
    assert banner.isVisible() and label.text() == text
    covered = [f"{getattr(p, 'name', p).text()!r} {in_sight(w, p).getRect()}" for p in seats_and_controls(w)
               if in_sight(w, p).intersects(rect_in(w, banner))]
    assert not covered, f"the banner {rect_in(w, banner).getRect()} covers {covered}"
    drawn = QLabel.text(label)  # as drawn: whole (its words kept together), on as many lines as it takes
    assert drawn.replace("\u2060", "").replace("\u00a0", " ") == text, drawn
    assert not text_problems(banner), text_problems(banner)  # every line inside the label's box
    assert rect_in(w, label).intersected(rect_in(w, banner)) == rect_in(w, label)
    # in sight: below the menu bar, above the status bar, inside the window
    page = rect_in(w, w.scroll)
    assert page.top() <= rect_in(w, banner).top() and rect_in(w, banner).bottom() <= page.bottom()
    assert rect_in(w, banner).right() <= w.width()


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("scale", SCALES)
def test_ctrl_g_during_a_game_says_so_whole_and_covers_no_seat(qtbot, tmp_path, start_app, scale, lang):
    from tableapp.core.i18n import tr

    w, _players = liar_dice(qtbot, start_app, tmp_path, lang, scale)
    bar = w.scroll.verticalScrollBar()
    if scale > 1.0:  # larger text: the page scrolls to the step's buttons, the top seats at the top
        bar.setValue(bar.maximum())
        settle(qtbot)
        assert bar.value() > 0
    before = where(w)
    press(qtbot, w, Qt.Key.Key_G, mod=Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: w.banner.isVisible())
    settle(qtbot)
    assert_shown_whole_and_covering_nothing(w, tr("MainWindow", FINISH_FIRST))
    assert where(w) == before
    w.clear_message()
    settle(qtbot)
    assert not w.banner.isVisible() and where(w) == before


def test_a_short_message_still_floats_over_the_title_line(qtbot, tmp_path, start_app):
    w, players = liar_dice(qtbot, start_app, tmp_path)
    w.show_message("info", f"Undone: {players[0]} calls two pair")
    settle(qtbot)
    title = rect_in(w, w.table_view.title)
    assert rect_in(w, w.banner).top() == title.top() and rect_in(w, w.banner).width() == title.width()
    assert_shown_whole_and_covering_nothing(w, f"Undone: {players[0]} calls two pair")


def test_with_the_game_log_dragged_shut_a_long_message_covers_the_big_line_not_the_seats(
        qtbot, tmp_path, start_app):
    w, _players = liar_dice(qtbot, start_app, tmp_path)
    split = w.table_view.log_column.parentWidget()
    split.setSizes([sum(split.sizes()), 0])
    settle(qtbot)
    before = where(w)
    text = "A message that goes on and on " * 6  # two lines across the table
    w.show_message("error", text)
    settle(qtbot)
    assert_shown_whole_and_covering_nothing(w, text)
    assert w.banner.label.wrapped_height() > 0  # (on more than one line)
    assert rect_in(w, w.banner).intersects(rect_in(w, w.table_view.summary))
    assert where(w) == before


def test_a_message_too_long_for_any_room_ends_in_an_ellipsis_and_says_the_rest_in_its_tooltip(
        qtbot, tmp_path, start_app):
    w, _players = liar_dice(qtbot, start_app, tmp_path, scale=2.0)
    text = "A message that goes on and on " * 12
    w.show_message("error", text)
    settle(qtbot)
    assert w.banner.label.text() == text and w.banner.toolTip() == text and text in w.statusBar().currentMessage()
    assert w.banner.label.is_cut() and QLabel.text(w.banner.label).endswith("…")
    assert not text_problems(w.banner)
    assert rect_in(w, w.banner).bottom() <= rect_in(w, w.scroll).bottom()
