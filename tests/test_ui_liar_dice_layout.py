"""The Liar Dice panel on a small laptop screen (1366×768 leaves about 1280×690 for the window):
nothing squashed or cut."""
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF

from tableapp.core.session import Session
from tableapp.games.registry import engine_for

from test_ui_liar_dice import activate, panel, press, take_screen
from ui_helpers import settings_dir, start_app  # noqa: F401 - fixtures
from ui_layout import WINDOW

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
