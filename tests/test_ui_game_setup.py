"""The next game's setup: chips carried over only by default when the game can start that way
(the engine's own validate_setup decides)."""
from PySide6.QtCore import Qt

from test_ui_liar_dice import open_game, press
from ui_helpers import answer_dialog, settings_dir, start_app  # noqa: F401 - fixtures


def finish_a_game(qtbot, w):
    """Ann calls High card, Bo challenges and pays his only chip: Ann holds everything."""
    open_game(qtbot, w, ["Ann", "Bo"], 1)
    press(qtbot, w, Qt.Key.Key_1, Qt.Key.Key_Return)
    press(qtbot, w, Qt.Key.Key_C)
    press(qtbot, w, Qt.Key.Key_A, Qt.Key.Key_K, Qt.Key.Key_Q, Qt.Key.Key_J, Qt.Key.Key_9, Qt.Key.Key_Return)
    assert w.controller.game_over
    assert w.controller.session.balances()["Ann"] == 2


def setup_dialog(qtbot, w, handle):
    from tableapp.ui.game_setup import GameSetupDialog

    seen = answer_dialog(qtbot, GameSetupDialog, handle)
    w.new_game()
    seen.check()
    assert seen


def test_after_liar_dice_everyone_starts_equal_by_default(qtbot, tmp_path, start_app):
    w = start_app(tmp_path)
    finish_a_game(qtbot, w)

    def look(d):
        assert d.game_combo.currentData() == "liar-dice"
        assert d.carry.isEnabled() and d.fresh.isChecked()  # carrying over would fail LD-H1
        assert d.start_button.isEnabled() and d.error.text() == ""
        # Ann won both chips: starting fresh at 1 each hands one back to the bank, and the dialog says so
        assert d.warnings.isVisibleTo(d) and "back to the bank: Ann 1." in d.warnings.text()
        d.carry.click()  # chosen on purpose: it stays chosen, and says why it cannot start
        assert d.carry.isChecked() and not d.start_button.isEnabled() and "LD-H1" in d.error.text()
        assert "Bo would not" in d.error.text()  # who needs a rebuy
        d.digital.setChecked(True)  # other changes do not undo the person's choice
        assert d.carry.isChecked()
        d.fresh.click()
        assert d.start_button.isEnabled()
        d.reject()

    setup_dialog(qtbot, w, look)


def test_chips_are_carried_over_by_default_when_the_game_accepts_them(qtbot, tmp_path, start_app, monkeypatch):
    from tableapp.games.liar_dice.engine import LiarDiceEngine

    w = start_app(tmp_path)
    finish_a_game(qtbot, w)
    monkeypatch.setattr(LiarDiceEngine, "validate_setup", lambda self, setup: None)  # a game that takes any stacks

    def look(d):
        assert d.carry.isChecked() and d.start_button.isEnabled()
        d.reject()

    setup_dialog(qtbot, w, look)


def test_the_next_game_opens_in_the_mode_of_the_last_one(qtbot, tmp_path, start_app):
    """A night played digital stays digital: the next game's dialog offers the last game in its mode
    (it fell back to Physical, and a table that pressed Enter got a game asking for the dice it had
    no more)."""
    from tableapp.core.session import Session
    from tableapp.games.registry import engine_for

    w = start_app(tmp_path)
    names = ["Ann", "Bo", "Cy"]
    w.controller.set_session(Session("Night", names, w.store))
    w.show_table()
    w.controller.start_game(engine_for("kinola"), players=names, mode="digital", seed=3)
    assert w.controller.submit({"do": "end-game"}) and w.controller.game_over  # CORE-E1

    def look(d):
        assert d.game_combo.currentData() == "kinola"
        assert d.digital.isChecked() and not d.physical.isChecked()
        assert d.mode() == "digital"
        d.reject()

    setup_dialog(qtbot, w, look)
