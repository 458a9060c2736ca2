"""After a modal dialog closes (the game setup, the rules) the main window is active and the table
has the keyboard focus: Space, F11 and Ctrl+= work without a click."""
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from test_ui_liar_dice import LEFT, new_night, start_liar_dice
from ui_helpers import answer_dialog, settings_dir, start_app  # noqa: F401 - fixtures


def has_focus(w) -> bool:
    focus = QApplication.focusWidget()
    return QApplication.activeWindow() is w and focus is not None and w.table_view.isAncestorOf(focus)


def test_the_table_has_the_keys_after_the_setup_and_the_rules(qtbot, tmp_path, start_app):
    from tableapp.ui.rules_dialog import RulesDialog

    from tableapp.ui.game_setup import GameSetupDialog

    w = start_app(tmp_path)
    night = new_night(qtbot, w, ["Ann", "Bo"], 2)
    game = answer_dialog(qtbot, GameSetupDialog, start_liar_dice("digital", 4))
    qtbot.mouseClick(w.start_page.new_button, LEFT)
    night.check()
    qtbot.waitUntil(lambda: bool(game))
    game.check()
    qtbot.waitUntil(lambda: w.controller.run is not None)
    qtbot.waitUntil(lambda: has_focus(w))  # the game setup closed: no click needed
    p = w.table_view.panel
    assert p.private is not None and p.private.covered
    # F1 opens the rules; closed with Esc, the keys go to the table again
    seen = answer_dialog(qtbot, RulesDialog, lambda d: d.reject())
    w.show_rules()
    seen.check()
    assert seen
    qtbot.waitUntil(lambda: has_focus(w))
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)  # no click first: Space takes the screen
    qtbot.waitUntil(lambda: not p.private.covered)
    scale = w.scale
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert w.scale > scale
