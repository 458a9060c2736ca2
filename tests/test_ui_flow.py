"""The whole night through the window: start page -> new night (with a Japanese name) -> new
game -> play by clicking and by keyboard -> undo with Ctrl+Z -> ledger -> restart resumes."""
from PySide6.QtCore import Qt
from PySide6.QtGui import QInputMethodEvent
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from ui_helpers import answer_dialog, settings_dir, start_app, toy  # noqa: F401 - fixtures


def type_text(qtbot, edit, text):
    """Type like a person: ASCII as keys, anything else committed by the input method (IME)."""
    if text.isascii():
        qtbot.keyClicks(edit, text)
    else:
        event = QInputMethodEvent()
        event.setCommitString(text)
        QApplication.sendEvent(edit, event)


def fill_new_night(qtbot, dialog):
    for name in ("Ann", "Bo", "中村"):
        type_text(qtbot, dialog.name_edit, name)
        qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Return)
        # Enter adds the name; it must not also start the night once two players are in
        assert dialog.isVisible() and dialog.result() == 0
    # a second "ann" is refused inline and not added
    qtbot.keyClicks(dialog.name_edit, "ann")
    qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Return)
    assert "Two players" in dialog.error.text()
    assert dialog.names() == ["Ann", "Bo", "中村"]
    dialog.name_edit.clear()
    # 中村 moves up one seat with the keyboard
    dialog.players.setCurrentRow(2)
    dialog.players.setFocus()
    qtbot.keyClick(dialog.players, Qt.Key.Key_Up, Qt.KeyboardModifier.AltModifier)
    assert dialog.names() == ["Ann", "中村", "Bo"]
    dialog.chips.setValue(4)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()


def start_toy_game(dialog):
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("toy"))
    assert "ante" in dialog.options_form.editors  # the form is built from ToyOptions
    assert dialog.stack.value() == 4  # the night's starting chips
    assert dialog.start_button.isEnabled(), dialog.error.text()
    dialog.start_button.click()


def panel_button(window, text):
    buttons = window.table_view.panel.buttons
    return next(b for b in buttons if text in b.text())


def test_a_whole_night_through_the_window(qtbot, tmp_path, toy, start_app):
    from tableapp.ui.game_setup import GameSetupDialog
    from tableapp.ui.new_night import NewNightDialog
    from tableapp.ui.panels.base import FactDialog

    w = start_app(tmp_path)
    assert w.stack.currentWidget() is w.start_page
    night = answer_dialog(qtbot, NewNightDialog, lambda d: fill_new_night(qtbot, d))
    game = answer_dialog(qtbot, GameSetupDialog, start_toy_game)
    qtbot.mouseClick(w.start_page.new_button, Qt.MouseButton.LeftButton)
    night.check()
    assert night, "no new night dialog"
    qtbot.waitUntil(lambda: bool(game))
    game.check()
    qtbot.waitUntil(lambda: w.controller.run is not None)
    assert night and w.stack.currentWidget() is w.table_view
    session = w.controller.session
    assert session.roster == ["Ann", "中村", "Bo"]
    assert session.balances() == {"Ann": 4, "中村": 4, "Bo": 4}
    seats = w.table_view.table.seats
    assert [s.name.text() for s in seats] == ["Ann", "中村", "Bo"]

    # Ann antes by clicking; the table reports the dice through the fact dialog
    qtbot.mouseClick(panel_button(w, "Everyone antes"), Qt.MouseButton.LeftButton)
    assert w.table_view.table.pot.text() == "Pot: 3"

    def report(d):
        d.edits["faces"].setText("6 1 2")
        d.try_submit()
    facts = answer_dialog(qtbot, FactDialog, report)
    qtbot.mouseClick(panel_button(w, "Report dice"), Qt.MouseButton.LeftButton)
    facts.check()
    assert session.balances()["Ann"] == 6
    assert seats[0].chips.text() == "6 chips"

    # an illegal fact changes nothing and says why, in the banner
    assert not w.controller.submit({"do": "dice", "faces": [1, 2, 3]})
    assert w.banner.isVisible() and "not due" in w.banner.label.text()
    assert session.balances()["Ann"] == 6

    # the keyboard: "1" is the first action's shortcut
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    qtbot.keyClick(w, Qt.Key.Key_1)  # the button flashes, then clicks (animateClick)
    qtbot.waitUntil(lambda: session.balances()["#pot"] == 3)
    assert session.balances() == {"Ann": 5, "中村": 2, "Bo": 2, "#pot": 3}

    # undo names what it undoes, Ctrl+Z takes it back, the log strikes it through
    w.update_actions()
    assert w.act_undo.text() == "Undo: Everyone antes"
    assert w.act_undo.isEnabled()
    qtbot.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert session.balances() == {"Ann": 6, "中村": 3, "Bo": 3, "#pot": 0}
    assert w.act_undo.text() == "Undo: Dice: 6 1 2"
    assert w.act_redo.text() == "Redo: Everyone antes"
    log = w.table_view.log_model
    assert log.texts() == ["Everyone antes", "Dice: 6 1 2", "Everyone antes"]
    assert log.undone() == [False, False, True]

    # the ledger window shows every transfer with running totals
    w.show_ledger()
    ledger = w.ledger_window.model
    assert ledger.rowCount() == len(session.ledger()) == 3 + 3 + 1
    # each player's running total and the pot's, then the reason (long words) last
    assert ledger.headers()[7:] == ["Ann", "中村", "Bo", "Pot", "Reason"]
    last = ledger.rowCount() - 1
    assert [ledger.data(ledger.index(last, c)) for c in range(7, 11)] == ["6", "3", "3", "0"]
    assert [ledger.data(ledger.index(r, 10)) for r in (3, 5)] == ["1", "3"]  # the pot, ante by ante
    csv_path = tmp_path / "ledger.csv"
    assert w.export_ledger(str(csv_path))
    assert "中村" in csv_path.read_text(encoding="utf-8")
    w.close()

    # a restart on the same data folder lists the night and resumes it with the same chips
    again = start_app(tmp_path)
    listed = again.start_page.open_list
    assert listed.has_nights() and "中村" in listed.item(0).text()
    qtbot.mouseClick(again.start_page.resume_button, Qt.MouseButton.LeftButton)
    assert again.controller.session.balances() == {"Ann": 6, "中村": 3, "Bo": 3, "#pot": 0}
    assert [s.chips.text() for s in again.table_view.table.seats] == ["6 chips", "3 chips", "3 chips"]
    assert again.table_view.log_model.undone() == [False, False, True]
    assert again.act_redo.text() == "Redo: Everyone antes"
