"""Liar Dice through the main window: a physical game to the end (calls by clicking and by
keyboard, a reroll count, a challenge, the faces, a refused entry, Ctrl+Z of a mistyped face, the
winner) and a hot-seat digital game (the cover, dice chosen by clicking, the reveal)."""
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox

from tableapp.core.session import Session
from tableapp.games.registry import engine_for
from tableapp.ui.art.dice import DiceRow

from test_ui_flow import type_text
from ui_helpers import answer_dialog, settings_dir, start_app  # noqa: F401 - fixtures

LEFT = Qt.MouseButton.LeftButton


def panel(w):
    return w.table_view.panel


def press(qtbot, w, *keys, mod=Qt.KeyboardModifier.NoModifier):
    for k in keys:
        qtbot.keyClick(w, k, mod)


def activate(qtbot, w):
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)


def take_screen(qtbot, w, p):
    """Space on the cover: its button flashes, then shows the private view."""
    press(qtbot, w, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not p.private.covered)


def chips(w):
    """Every player's stack and the pot (0 included)."""
    held = w.controller.session.balances()
    return {**{p: held.get(p, 0) for p in w.controller.players}, "#pot": held.get("#pot", 0)}


def total(balances):
    return sum(balances.values())


def new_night(qtbot, w, names, chips_each):
    from tableapp.ui.new_night import NewNightDialog

    def fill(d):
        for name in names:
            type_text(qtbot, d.name_edit, name)
            qtbot.keyClick(d.name_edit, Qt.Key.Key_Return)
        d.chips.setValue(chips_each)
        d.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    return answer_dialog(qtbot, NewNightDialog, fill)


def start_liar_dice(mode="physical", seed=None):
    def start(d):
        d.game_combo.setCurrentIndex(d.game_combo.findData("liar-dice"))
        if mode == "digital":
            d.digital.setChecked(True)
            d.seed.setText(str(seed))
        assert d.start_button.isEnabled(), d.error.text()
        d.start_button.click()
    return start


def open_game(qtbot, w, names, chips_each, mode="physical", seed=None):
    from tableapp.ui.game_setup import GameSetupDialog

    night = new_night(qtbot, w, names, chips_each)
    game = answer_dialog(qtbot, GameSetupDialog, start_liar_dice(mode, seed))
    qtbot.mouseClick(w.start_page.new_button, LEFT)
    night.check()
    qtbot.waitUntil(lambda: bool(game))
    game.check()
    qtbot.waitUntil(lambda: w.controller.run is not None)
    assert w.controller.mode == mode
    activate(qtbot, w)


def test_a_physical_game_to_the_winner(qtbot, tmp_path, start_app):
    w = start_app(tmp_path)
    open_game(qtbot, w, ["Ann", "Cho", "中村"], 1)
    c, p = w.controller, panel(w)
    assert type(p).__name__ == "LiarDicePanel"
    assert chips(w) == {"Ann": 1, "Cho": 1, "中村": 1, "#pot": 0}
    assert p.board.call.text() == "Ann calls first"

    # Ann opens by clicking: a hand, then Call (only the categories that have a legal call)
    picker = p.picker
    assert list(picker.buttons) == [str(n) for n in range(1, 9)]
    assert not picker.call_button.isEnabled()
    qtbot.mouseClick(picker.buttons["2"], LEFT)
    assert picker.pending_text() == "One pair"
    assert "n" in picker.buttons and "a" in picker.buttons  # "no rank named" (LD-D1) and the ranks
    qtbot.mouseClick(picker.buttons["k"], LEFT)
    assert picker.pending_text() == "Pair of Kings"
    qtbot.mouseClick(picker.call_button, LEFT)
    assert c.public_view()["call"] == "Pair of Kings"
    assert p.board.call.text() == "Pair of Kings"
    assert p.board.caption.text() == "Ann called:"

    # Cho takes the cup by keyboard: says "I reroll 2" (R 2), then Full house (6) with no rank, Enter
    p = panel(w)
    picker = p.picker
    assert "1" not in picker.buttons and "2" in picker.buttons  # High card is below the call now
    press(qtbot, w, Qt.Key.Key_R, Qt.Key.Key_2)
    assert p.reroll_count.count == 2 and p.reroll_count.buttons[2].isChecked()
    assert p.board.note.text() == "Cho rerolls 2 dice"  # shown to everyone before the call
    press(qtbot, w, Qt.Key.Key_6)
    assert picker.pending_text() == "Full house"
    press(qtbot, w, Qt.Key.Key_A)  # Aces full
    assert picker.pending_text() == "Full house, Aces"
    press(qtbot, w, Qt.Key.Key_Escape)  # back: no rank named after all
    assert picker.pending_text() == "Full house"
    press(qtbot, w, Qt.Key.Key_Return)
    view = c.public_view()
    assert view["call"] == "Full house" and view["caller"] == "Cho"
    assert view["history"][-1] == {"by": "Cho", "do": "call", "call": "Full house", "name": "Full house",
                                   "rerolled": 2}
    assert p.board.note.text() == "after rerolling 2 dice"
    assert "1. Ann: Pair of Kings" in p.board.history.text()

    # 中村 challenges with C; the table enters the faces
    press(qtbot, w, Qt.Key.Key_C)
    assert c.public_view()["phase"] == "show"
    faces = panel(w).faces
    assert faces is not None and p.board.extra is faces.display
    # a bad entry: three faces and Enter. Refused with the engine's words; nothing changes
    press(qtbot, w, Qt.Key.Key_A, Qt.Key.Key_A, Qt.Key.Key_A)
    assert faces.slots.faces() == ["A", "A", "A"]
    press(qtbot, w, Qt.Key.Key_Return)
    assert "3 dice given" in faces.error.text()
    assert w.banner.isVisible() and "3 dice given" in w.banner.label.text()
    assert c.public_view()["phase"] == "show" and chips(w) == {"Ann": 1, "Cho": 1, "中村": 1, "#pot": 0}
    # a key that is no face says so and adds nothing
    press(qtbot, w, Qt.Key.Key_7)
    assert faces.slots.faces() == ["A", "A", "A"] and '"7" is not a die face' in faces.error.text()
    press(qtbot, w, Qt.Key.Key_C)  # C again, as digital mode asks: the challenge stands already
    assert faces.error.text() == "The challenge is made: enter the five dice shown."
    # mistyped: K Q instead of K K. The preview names the hand and who pays, before anything moves
    qtbot.mouseClick(faces.face_buttons["K"], LEFT)
    assert not w.banner.isVisible()  # the refusal's banner goes once the entry is being fixed
    press(qtbot, w, Qt.Key.Key_Q)
    # the engine's own words for this show (controller.describe), before anything moves
    assert faces.verdict.text() == "Shown: A A A K Q — Three Aces. Full house called: Cho called too high and pays 1, " \
                                   "and is out"
    assert chips(w)["Cho"] == 1
    press(qtbot, w, Qt.Key.Key_Return)
    assert chips(w) == {"Ann": 1, "Cho": 0, "中村": 1, "#pot": 1}
    # Ctrl+Z: back to the face entry, Cho's chip back
    w.update_actions()
    assert w.act_undo.text().startswith("Undo: Shown: A A A K Q")
    press(qtbot, w, Qt.Key.Key_Z, mod=Qt.KeyboardModifier.ControlModifier)
    assert c.public_view()["phase"] == "show"
    assert chips(w) == {"Ann": 1, "Cho": 1, "中村": 1, "#pot": 0}
    faces = panel(w).faces
    assert faces.faces == []
    press(qtbot, w, Qt.Key.Key_A, Qt.Key.Key_A, Qt.Key.Key_K, Qt.Key.Key_Q)
    press(qtbot, w, Qt.Key.Key_Backspace)  # the Q again, corrected before confirming
    press(qtbot, w, Qt.Key.Key_A, Qt.Key.Key_K)
    assert faces.faces == ["A", "A", "K", "A", "K"]
    assert faces.verdict.text() == "Shown: A A K A K — Full house, Aces over Kings. Full house called: 中村 challenged " \
                                   "and pays 1, and is out"
    qtbot.mouseClick(faces.confirm_button, LEFT)
    assert chips(w) == {"Ann": 1, "Cho": 1, "中村": 0, "#pot": 1}

    # everyone sees the dice and the verdict until the next call; 中村 is out, so Ann starts (LD-D10)
    p = panel(w)
    view = c.public_view()
    assert view["starter"] == "Ann" and view["round"] == 2
    assert p.board.reveal.isVisibleTo(p.board)
    assert p.board.reveal.dice.faces() == ["A", "A", "K", "A", "K"]
    assert p.board.reveal.verdict.text() == view["last_showdown"]["text"]
    assert p.board.caption.text() == "Round 1: 中村 challenged Cho"

    # round 2: Ann calls High card by keyboard; Cho challenges by clicking and must lose (LD-E6)
    press(qtbot, w, Qt.Key.Key_1, Qt.Key.Key_Return)
    assert c.public_view()["call"] == "High card"
    p = panel(w)
    assert p.board.action is p.challenge_button  # Challenge sits under the call it challenges
    qtbot.mouseClick(p.challenge_button, LEFT)
    faces = panel(w).faces
    for face in ("9", "10", "J", "Q", "A"):
        qtbot.mouseClick(faces.face_buttons[face], LEFT)
    assert "Cho challenged and pays 1, and is out" in faces.verdict.text()
    press(qtbot, w, Qt.Key.Key_Enter)

    # the winner takes the pot; the end page shows the banner and the last showdown
    assert c.game_over
    assert chips(w) == {"Ann": 3, "Cho": 0, "中村": 0, "#pot": 0}
    tv = w.table_view
    assert tv.panel_area.currentWidget() is tv.end_page
    assert p.end_view.banner.text() == "Ann wins the pot of 2"
    assert not tv.end_label.isVisibleTo(tv.end_page)
    reasons = [(r.src, r.dst, r.amount, r.reason) for r in c.session.ledger() if r.reason.startswith("LD-")]
    assert reasons == [("中村", "#pot", 1, "LD-C2"), ("Cho", "#pot", 1, "LD-C2"), ("#pot", "Ann", 2, "LD-C5")]
    assert total(chips(w)) == 3
    log = tv.log_model
    assert log.undone().count(True) == 1  # the mistyped show, struck through


def test_leave_and_void_from_the_table_menu(qtbot, tmp_path, start_app):
    from tableapp.ui.widgets.leave_dialog import LeaveDialog

    w = start_app(tmp_path)
    open_game(qtbot, w, ["Ann", "Bo", "Cy"], 2)
    c = w.controller
    press(qtbot, w, Qt.Key.Key_2, Qt.Key.Key_Return)  # Ann: One pair
    # the dice were knocked: void (Ctrl+Shift+V), confirmed; no chips move, Ann rolls again (LD-E8)
    box = answer_dialog(qtbot, QMessageBox, lambda d: d.button(QMessageBox.StandardButton.Yes).click())
    press(qtbot, w, Qt.Key.Key_V, mod=Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    box.check()
    view = c.public_view()
    assert view["round"] == 2 and view["starter"] == "Ann" and view["call"] is None
    # Bo leaves (Ctrl+Shift+L): choose with key 2, the sentence says where the chips go, confirm
    def leave(d):
        qtbot.waitUntil(lambda: QApplication.activeWindow() is d)
        qtbot.keyClick(d, Qt.Key.Key_2)  # the button flashes, then clicks
        qtbot.waitUntil(lambda: d.chosen is not None)
        assert d.sentence.text() == "Bo leaves the game (2 chips to the pot)"
        # the chosen player's button stands out from the others (its background, inside the border)
        chosen, other = d.buttons[1].grab().toImage(), d.buttons[0].grab().toImage()
        assert chosen.pixelColor(6, chosen.height() // 2) != other.pixelColor(6, other.height() // 2)
        d.box.button(QDialogButtonBox.StandardButton.Ok).click()
    seen = answer_dialog(qtbot, LeaveDialog, leave)
    activate(qtbot, w)
    press(qtbot, w, Qt.Key.Key_L, mod=Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    seen.check()
    assert seen and chips(w) == {"Ann": 2, "Bo": 0, "Cy": 2, "#pot": 2}
    assert c.public_view()["to_act"] == "Ann"  # Bo was not holding the cup: the round goes on


def test_a_digital_game_behind_the_cover(qtbot, tmp_path, start_app):
    w = start_app(tmp_path)
    session = Session("Hot seat", ["Ann", "Bo", "中村"], w.store)
    w.controller.set_session(session)
    w.show_table()
    c = w.controller
    c.start_game(engine_for("liar-dice"), players=["Ann", "Bo", "中村"], mode="digital", seed=11, chips=1)
    activate(qtbot, w)

    def no_private_dice(p):
        return p.private is not None and p.private.covered and not [
            r for r in p.findChildren(DiceRow) if r.isVisible()]

    # Ann's roll is behind the cover until she takes the screen (Space)
    p = panel(w)
    assert no_private_dice(p)
    assert p.picker is None
    press(qtbot, w, Qt.Key.Key_2)  # keys do nothing under the cover
    assert c.public_view()["call"] is None
    take_screen(qtbot, w, p)
    rows = [r for r in p.findChildren(DiceRow) if r.isVisible()]
    assert len(rows) == 1 and rows[0].faces() == c.engine.view(c.state, "Ann")["dice"]
    assert not rows[0].is_selectable()
    # Hide (Esc) covers again; Space shows again
    press(qtbot, w, Qt.Key.Key_Escape)  # the Hide button flashes, then covers
    qtbot.waitUntil(lambda: p.private.covered)
    assert no_private_dice(p)
    take_screen(qtbot, w, p)
    press(qtbot, w, Qt.Key.Key_2, Qt.Key.Key_Return)  # One pair
    assert c.public_view()["call"] == "One pair"

    # Bo chooses on the public screen: no dice there, the screen holder was dropped
    p = panel(w)
    assert p.private is None and c.screen_holder is None
    assert not [r for r in p.findChildren(DiceRow) if r.isVisible()]
    qtbot.mouseClick(p.accept_button, LEFT)
    p = panel(w)
    assert no_private_dice(p)  # "Pass the screen to Bo"
    # over the cover, this step's words (not the last step's "Bo: accept One pair ..., or challenge")
    assert p.prompt.isVisible() and p.prompt.text() == "Bo took the cup and chooses dice to reroll"
    take_screen(qtbot, w, p)
    row = p.reroll_dice
    before = list(row.faces())
    assert before == c.engine.view(c.state, "Bo")["dice"] and row.is_selectable()
    qtbot.mouseClick(row.dice[0], LEFT)
    qtbot.mouseClick(row.dice[2], LEFT)
    press(qtbot, w, Qt.Key.Key_5)
    press(qtbot, w, Qt.Key.Key_5)  # and not the fifth after all
    assert row.selected_positions() == [1, 3]
    press(qtbot, w, Qt.Key.Key_Return)
    view = c.public_view()
    assert view["rerolled"] == 2 and view["dice"] is None  # the count is public, the dice are not
    assert panel(w).board.note.text() == "Bo accepted and rerolled 2 dice"
    # still Bo's screen: the new dice and the call picker, no second cover
    p = panel(w)
    assert not p.private.covered
    after = c.engine.view(c.state, "Bo")["dice"]
    assert [after[1], after[3], after[4]] == [before[1], before[3], before[4]]
    qtbot.mouseClick(p.picker.buttons["3"], LEFT)
    qtbot.mouseClick(p.picker.call_button, LEFT)  # Two pair
    assert c.public_view()["history"][-1]["rerolled"] == 2

    # 中村 challenges: the dice are shown to everyone with the verdict. It cannot be undone (the
    # guard), so one C only asks; Esc takes it back, and a second C lifts the cup
    p = panel(w)
    assert not [r for r in p.findChildren(DiceRow) if r.isVisible()]
    press(qtbot, w, Qt.Key.Key_C)
    assert c.public_view()["phase"] == "respond" and "cannot be undone" in w.banner.label.text()
    assert p.challenge_button.text() == "Press C again"
    press(qtbot, w, Qt.Key.Key_Escape)
    assert p.challenge_button.text() == "C   Challenge" and not w.banner.isVisible()
    press(qtbot, w, Qt.Key.Key_C, Qt.Key.Key_C)
    view = c.public_view()
    last = view["last_showdown"]
    assert last["faces"] == after and last["call"] == "Two pair"
    p = panel(w)
    assert p.board.reveal.dice.faces() == after
    assert p.board.reveal.verdict.text() == last["text"]
    loser = last["loser"]
    assert chips(w)[loser] == 0 and chips(w)["#pot"] == 1 and total(chips(w)) == 3
    assert no_private_dice(p)  # the next starter's roll waits behind the cover
    starter = view["starter"]
    assert starter == ("中村" if loser != "中村" else "Ann")

    # round 2 with two players: a High card call is always met, so the challenger pays (LD-E6)
    take_screen(qtbot, w, p)
    press(qtbot, w, Qt.Key.Key_1, Qt.Key.Key_Return)
    challenger = c.to_act()
    press(qtbot, w, Qt.Key.Key_C, Qt.Key.Key_C)
    assert c.game_over
    winner = starter
    assert chips(w) == {**{n: 0 for n in ("Ann", "Bo", "中村")}, winner: 3, "#pot": 0}
    assert challenger != winner
    assert panel(w).end_view.banner.text() == f"{winner} wins the pot of 2"
    reasons = [r.reason for r in session.ledger() if r.reason.startswith("LD-")]
    assert reasons == ["LD-C2" if last["met"] else "LD-C3", "LD-C2", "LD-C5"]
