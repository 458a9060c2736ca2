"""The Liar Dice panel on a small laptop screen (1366×768 leaves about 1280×690 for the window):
nothing squashed or cut."""
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF

from tableapp.core.session import Session
from tableapp.games.registry import engine_for

from test_ui_liar_dice import activate, panel, press, take_screen
from ui_helpers import settings_dir, start_app  # noqa: F401 - fixtures
from ui_layout import LATIN, WINDOW, layout_problems, set_text_scale, settle

def whole(button) -> bool:
    """The button has at least its natural height and room for its text and icon."""
    icon = button.iconSize().width() + 8 if not button.icon().isNull() else 0
    text = QFontMetricsF(button.font()).horizontalAdvance(button.text())
    return button.height() >= button.sizeHint().height() and button.width() >= text + icon + 12

def test_the_digital_call_picker_with_the_dice_fits_a_laptop_window(qtbot, tmp_path, start_app):
    w = start_app(tmp_path)
    w.resize(WINDOW)  # the laptop's window (a narrower one wraps the table's line: the page then scrolls)
    players = ["Alice", "中村", "Bob", "=SUM(1,2)"]
    w.controller.set_session(Session("Game night", players, w.store))
    w.show_table()
    w.controller.start_game(engine_for("liar-dice"), players=players, mode="digital", seed=11, chips=3)
    activate(qtbot, w)
    p = panel(w)
    take_screen(qtbot, w, p)
    press(qtbot, w, Qt.Key.Key_3, Qt.Key.Key_K)  # Two pair, Kings up: the second rank's step
    qtbot.wait(20)
    picker = p.picker
    assert picker.pending_text() == "Two pair, Kings up"
    assert len(picker.buttons) == 5
    assert all(whole(b) for b in picker.buttons.values()), [
        (b.text(), b.size().toTuple(), b.sizeHint().toTuple()) for b in picker.buttons.values()]
    heights = {b.height() for b in picker.buttons.values()}
    assert len(heights) == 1  # one row height, with or without a die

    assert not w.scroll.verticalScrollBar().isVisible() and not w.scroll.horizontalScrollBar().isVisible()


@pytest.mark.parametrize("mode", ["physical", "digital"])
def test_a_complete_call_at_200_percent_is_whole_and_in_sight(qtbot, tmp_path, start_app, mode):
    # at 200% text "Call Full house, Kings over Tens ⏎" did not fit the picker's column even in small
    # type and was cut on both sides ("ll Four Jacks"); and Call, enabled only once the call is
    # complete, stayed below the window
    w = start_app(tmp_path)
    w.resize(WINDOW)
    set_text_scale(w, 2.0)
    players = LATIN[:5]
    w.controller.set_session(Session("Game night", players, w.store))
    w.show_table()
    w.controller.start_game(engine_for("liar-dice"), players=players, mode=mode, seed=11, chips=3)
    activate(qtbot, w)
    p = panel(w)
    if mode == "digital":
        take_screen(qtbot, w, p)
    press(qtbot, w, Qt.Key.Key_6, Qt.Key.Key_K, Qt.Key.Key_T)  # Full house, Kings over Tens
    settle(qtbot)
    call = p.picker.call_button
    assert call.isEnabled() and p.picker.pending_text() == "Full house, Kings over Tens"
    assert layout_problems(w, scrolling=True) == []
    assert "⏎" in call.text() and "Full house, Kings over Tens" in call.toolTip()  # (shortened or not)
    press(qtbot, w, Qt.Key.Key_Return)
    assert w.controller.public_view()["call"] == "Full house, Kings over Tens"
