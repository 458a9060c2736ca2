"""The kit's keys act on the key press itself: the same key pressed twice in quick succession (two
players' 3s typed one after the other) counts twice, and the button still flashes as if clicked.
A Qt button's own shortcut clicks only after a 100 ms flash, and a second press in that time
restarted the flash: one click for two keys."""
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget

from tableapp.core.views import Choice
from tableapp.ui.panels.kit import KeyButton

from card_game import Ante
from test_ui_kit import card_game, open_game  # noqa: F401 - fixtures
from ui_helpers import settings_dir, start_app  # noqa: F401 - fixtures


def shown_window(qtbot, *widgets) -> QWidget:
    window = QWidget()
    lay = QVBoxLayout(window)
    for w in widgets:
        lay.addWidget(w)
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    return window


def test_a_key_button_acts_on_each_press_at_once_and_then_flashes(qtbot, card_game):
    stake = Choice(action=Ante(by="Ann"), label="Stake 2", key="s")
    button = KeyButton(stake)
    clicks = []
    button.clicked.connect(lambda: clicks.append(1))
    window = shown_window(qtbot, button)
    assert button.text() == "S   Stake 2" and button.shortcut().toString() == "S"
    qtbot.keyClick(window, Qt.Key.Key_S)
    assert clicks == [1] and button.isDown()  # counted on the press; the flash comes after
    qtbot.keyClick(window, Qt.Key.Key_S)
    assert clicks == [1, 1]  # pressed again within the flash: counted again
    qtbot.waitUntil(lambda: not button.isDown(), timeout=1000)
    button.setText("S   Stake 3")  # a panel relabels it (setText drops the shortcut) and sets it again
    button.setShortcut(QKeySequence("S"))
    qtbot.keyClick(window, Qt.Key.Key_S)
    qtbot.keyClick(window, Qt.Key.Key_S)
    assert clicks == [1, 1, 1, 1]
    clicks[2:] = []
    button.setEnabled(False)
    qtbot.keyClick(window, Qt.Key.Key_S)
    assert clicks == [1, 1]  # a disabled button's key does nothing
    button.setEnabled(True)
    button.hide()
    qtbot.keyClick(window, Qt.Key.Key_S)
    assert clicks == [1, 1]  # nor a hidden one's


def test_the_same_card_typed_twice_quickly_is_entered_twice(qtbot, tmp_path, start_app, card_game):
    from tableapp.ui.panels.kit import CardsEntry, GridEntry

    w, session = open_game(qtbot, start_app, tmp_path, card_game)
    c = w.controller
    p = w.table_view.panel
    qtbot.keyClick(w, Qt.Key.Key_A)
    for card in (7, 3, 5):  # each player's card, on the kit's card keypad
        page = p.pages.page
        page.choose(card)
        assert page.confirm(), c.last_error
    grid = p.pages.page
    assert isinstance(grid, GridEntry)
    for name, tricks in (("Ann", 2), ("Bo", 1), ("Cy", 0)):
        grid.set_row(name, tricks)
    assert grid.confirm(), c.last_error
    cards = p.pages.page
    assert isinstance(cards, CardsEntry)
    for _ in range(3):  # no wait between the keys: three 4s, as fast as a hand types them
        qtbot.keyClick(w, Qt.Key.Key_4)
    assert cards.values == [4, 4, 4]
    qtbot.keyClick(w, Qt.Key.Key_Backspace)
    qtbot.keyClick(w, Qt.Key.Key_Backspace)
    assert cards.values == [4]
    qtbot.keyClick(w, Qt.Key.Key_9)
    qtbot.keyClick(w, Qt.Key.Key_9)
    qtbot.keyClick(w, Qt.Key.Key_Return)
    assert c.state.cards == (4, 9, 9)  # Enter too acts at once
