"""Chicken or Llama The Poker through the real main window: a physical round entered by the
table (keys and clicks), a digital hot-seat round with marks, draws and the public reveal,
and the promise of §7.2 that two bills with the same marks look exactly the same."""
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel, QPushButton

from tableapp.core.session import Session
from tableapp.games.chicken_llama import ENGINE
from tableapp.ui.art.bills import BillWidget, slot_point

from chicken_llama_table import pile
from ui_helpers import answer_dialog, settings_dir, start_app  # noqa: F401 - fixtures

CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def open_game(qtbot, start_app, tmp_path, players, mode, options=None, **kwargs):
    w = start_app(tmp_path)
    session = Session("Game night", players, w.store)
    w.controller.set_session(session)
    w.show_table()
    w.controller.start_game(ENGINE, players=players, mode=mode, seed=11,
                            options={"first_dealer": players[0], **(options or {})}, **kwargs)
    w.show()
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    return w, session


def panel(w):
    return w.table_view.panel


def press(qtbot, w, key, changed, modifier=Qt.KeyboardModifier.NoModifier):
    """A shortcut key (the button flashes, then clicks): wait until ``changed()``."""
    qtbot.keyClick(w, key, modifier)
    qtbot.waitUntil(changed)


def played(session):
    n = len(session.game.run.played)
    return lambda: len(session.game.run.played) > n


def button(page, text):
    return next(b for b in page.buttons if text in b.text())


def click(qtbot, widget):
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def row(w, name):
    return next(r for r in panel(w).players.rows if r.name.text() == name)


def test_a_physical_round_entered_at_the_table(qtbot, tmp_path, start_app):
    players = ["Ann", "Bo", "中村", "Dee"]
    w, session = open_game(qtbot, start_app, tmp_path, players, "physical")
    assert not w.table_view.table.isVisible()  # the panel draws the players itself
    p = panel(w)
    assert [r.name.text() for r in p.players.rows] == players
    # every round starts with the table's shuffle
    assert "Ann shuffles all 26 bills" in p.body.findChild(QLabel, "prompt").text()
    press(qtbot, w, Qt.Key.Key_1, played(session))

    # betting, in order from the dealer, with the real amounts on the buttons
    assert "Betting · Ann" == p.header.phase.text()
    # the keys are the engine's: the letter people say (S stake, F fold, A all-in, P pass, Y stay)
    assert [b.text() for b in p.body.buttons] == ["S   Stake 1", "F   Fold and vote"]
    press(qtbot, w, Qt.Key.Key_S, played(session))  # Ann stakes
    click(qtbot, button(p.body, "Fold"))  # Bo folds and will vote
    press(qtbot, w, Qt.Key.Key_S, played(session))  # 中村
    press(qtbot, w, Qt.Key.Key_S, played(session))  # Dee
    assert p.header.pot.text() == "Pot 3"
    assert row(w, "Bo").status.text() == "folded, votes"

    # draw counts: the key is the number drawn, N: not counted
    assert "How many bills did Ann draw?" in p.body.findChild(QLabel, "prompt").text()
    assert [b.text() for b in p.body.buttons][-1] == "N   Not counted"
    press(qtbot, w, Qt.Key.Key_2, played(session))
    press(qtbot, w, Qt.Key.Key_1, played(session))
    press(qtbot, w, Qt.Key.Key_0, played(session))
    assert row(w, "Ann").bills_note.text() == "4 bills"

    # the voter votes for a player still in; never for a voter (not even offered)
    labels = [b.text() for b in p.body.buttons]
    assert labels == ["1   Vote for Ann", "2   Vote for 中村", "3   Vote for Dee"]
    click(qtbot, button(p.body, "中村"))
    assert row(w, "Bo").status.text() == "folded, voted for 中村"

    # the all-in round: a Withdraw button next to every all-in player, until the reveal
    assert [b.text() for b in p.body.buttons] == ["A   All-in (3)", "P   Pass"]
    press(qtbot, w, Qt.Key.Key_A, played(session))  # Ann all-in
    assert row(w, "Ann").withdraw.isVisible()
    assert row(w, "Ann").withdraw.text() == "Alt+1   Withdraw: pay 2, get 1 back"
    assert [b.text() for b in p.body.buttons] == ["A   All-in (3)", "F   Fold (lose 1)"]
    press(qtbot, w, Qt.Key.Key_A, played(session))  # 中村 all-in
    press(qtbot, w, Qt.Key.Key_A, played(session))  # Dee all-in: the last call asks Ann
    assert p.header.phase.text() == "Last call · Ann"
    # the engine's whole label is 12 px wider than this window's row of buttons: without the name (the
    # header says whose call it is), the whole in the tooltip
    assert [b.text() for b in p.body.buttons] == ["1   Withdraw (pay 2, get 1 back)", "Y   Stay in"]
    # (the amount added in the game's word, coins)
    assert p.body.buttons[0].toolTip() == "Ann: withdraw (pay 2, get 1 back) (2 coins)"
    assert [r.withdraw.isVisible() for r in p.players.rows] == [False, False, True, True]
    press(qtbot, w, Qt.Key.Key_4, played(session), Qt.KeyboardModifier.AltModifier)  # Dee withdraws, out of turn
    assert session.balances()["Dee"] == 1 and row(w, "Dee").status.text() == "withdrew"
    for _ in range(4):  # another circuit after a withdrawal: Ann and 中村 stay, twice
        click(qtbot, button(p.body, "Stay in"))
    assert p.header.phase.text() == "Showdown · the table"
    assert [r.withdraw.isVisible() for r in p.players.rows] == [True, False, True, False]

    # the showdown: an impossible entry is refused with the engine's words, nothing changes
    page = p.body
    n = len(session.game.run.played)
    page.set_row("Ann", 0, 4)
    page.set_row("中村", 0, 3)
    click(qtbot, page.confirm_button)
    assert page.error.text() == "7 chickens were counted, but there are only 6 chicken bills (§6)."
    assert len(session.game.run.played) == n and p.body is page
    assert w.banner.isVisible()
    page.set_row("中村", 3, 1)  # 中村 drew 1: 3 bills, not 4
    assert not w.banner.isVisible()  # the refusal's banner goes once the counts are being fixed
    click(qtbot, page.confirm_button)
    assert page.error.text() == "中村 holds 3 bills (2 dealt + 1 drawn), but 4 were counted (§6)."
    # typed in, then Enter
    for name, llamas, chickens in (("Ann", "4", "0"), ("中村", "2", "1")):
        for box, text in zip(page.boxes[name], (llamas, chickens)):
            box.setFocus()
            box.selectAll()
            qtbot.keyClicks(box, text)
    qtbot.keyClick(page.boxes["中村"][1], Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: session.game.run.state.phase == "settle")
    assert len(session.game.run.played) == n + 1 and w.controller.last_error is None  # entered once

    # the settlement breakdown, confirmed with one key
    lines = p.body.texts()
    assert lines == [
        "The pot holds 8 coins: Ann 3 (all-in), 中村 3 (all-in), Dee 2 (kept from a withdrawal).",
        "Ann wins the showdown (CL-R10).",
        "→ Ann takes the pot: 8 coins.",
        "→ Bo voted for 中村: wrong, pays 1 coin to Ann.",
        "This round: Ann +6, Bo −1, 中村 −3, Dee −2.",
        "中村 has no coins left and is out (CL-R12).",
        "Ann deals again (CL-R13).",
    ]
    assert row(w, "Ann").status.text() == "all-in · 4 llamas, 0 chickens"
    press(qtbot, w, Qt.Key.Key_Return, played(session))
    assert session.balances() == {"Ann": 9, "Bo": 2, "中村": 0, "Dee": 1, "#pot": 0}
    moves = [(r.src, r.dst, r.amount, r.reason) for r in session.ledger() if r.reason.startswith("CL-C")]
    assert ("#pot", "Dee", 1, "CL-C8") in moves
    assert moves[-2:] == [("#pot", "Ann", 8, "CL-C9"), ("Bo", "Ann", 1, "CL-C10")]
    assert row(w, "中村").coins.text() == "out"
    assert p.header.phase.text() == "Shuffle and deal · the table"


def hand_animals(page):
    return [b.show_animal() for b in page.bills]


def no_animal_drawn(w):
    """While the cover is up nothing on screen shows an animal side."""
    return all(b.show_animal() is None for b in w.findChildren(BillWidget) if b.isVisible())


def take_screen(qtbot, w, name):
    p = panel(w)
    assert p.private_view.covered and no_animal_drawn(w)
    assert f"Pass the screen to {name}" in p.private_view.currentWidget().findChild(QLabel, "coverTitle").text()
    qtbot.keyClick(w, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not panel(w).private_view.covered)
    return panel(w).private_view.private


def test_a_digital_round_in_hot_seat_with_marks(qtbot, tmp_path, start_app):
    players = ["Ann", "Bo", "Cy"]
    # Ann: llama, chicken; Bo: llama, llama; Cy: llama, llama; then a llama on top, a chicken at the bottom
    order = pile(players, {"Ann": [0, 20], "Bo": [1, 2], "Cy": [3, 4]}, then=[5, 6])
    w, session = open_game(qtbot, start_app, tmp_path, players, "digital", start={"pile": order})
    p = panel(w)
    assert p.header.pile_count.text() == "pile\n20 bills"
    page = take_screen(qtbot, w, "Ann")
    assert hand_animals(page) == ["llama", "chicken"]

    # a mark by clicking a corner of Ann's first bill: everyone sees it on the table
    bill = page.bills[0]
    qtbot.mouseClick(bill, Qt.MouseButton.LeftButton, pos=slot_point(bill.back_rect(), "tl").toPoint())
    assert row(w, "Ann").bills[0].marks() == {"tl"}
    assert page.bills[0].marks() == {"tl"} and not page.bills[0].hasFocus()
    # marking with the keys: M, then the keys are marks (the decisions wait), Enter ends it
    qtbot.keyClick(w, Qt.Key.Key_M)
    qtbot.waitUntil(lambda: page.marking)
    assert not any(b.isEnabled() for b in page.buttons)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_1)  # dot 1 on bill 2, not "stake"
    assert row(w, "Ann").bills[1].marks() == {"d1"} and session.game.run.state.phase == "bet"
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not page.marking)
    assert all(b.isEnabled() for b in page.buttons)
    press(qtbot, w, Qt.Key.Key_S, lambda: session.game.run.state.rnd.queue[0] == "Bo")  # Ann stakes

    page = take_screen(qtbot, w, "Bo")
    assert hand_animals(page) == ["llama", "llama"]
    press(qtbot, w, Qt.Key.Key_S, played(session))  # Bo stakes
    page = take_screen(qtbot, w, "Cy")
    click(qtbot, button(page, "Fold"))

    # Ann's draw turn: top (seen), bottom (seen), top again (the 3rd stays unseen)
    page = take_screen(qtbot, w, "Ann")
    assert [b.text() for b in page.buttons] == ["1   Draw from the top", "2   Draw from the bottom",
                                                "X   Stop drawing"]
    press(qtbot, w, Qt.Key.Key_1, played(session))
    assert hand_animals(page) == ["llama", "chicken", "llama"]
    assert page.news.text() == "You drew a llama from the top. Draw again or stop?"
    press(qtbot, w, Qt.Key.Key_2, played(session))
    assert hand_animals(page) == ["llama", "chicken", "llama", "chicken"]
    press(qtbot, w, Qt.Key.Key_1, played(session))  # the turn ends: Bo's cover, nothing private
    assert len(row(w, "Ann").bills) == 5 and row(w, "Ann").status.text() == "staked · drew top, bottom, top"
    page = take_screen(qtbot, w, "Bo")
    click(qtbot, button(page, "Stop"))
    page = take_screen(qtbot, w, "Cy")
    click(qtbot, button(page, "Vote for Bo"))
    page = take_screen(qtbot, w, "Ann")
    click(qtbot, button(page, "Pass"))
    page = take_screen(qtbot, w, "Bo")
    click(qtbot, button(page, "Pass"))

    # the public reveal: every bill's animal beside (under) its marked common side
    assert session.game.run.state.phase == "settle" and p.private_view is None
    assert [b.show_animal() for b in row(w, "Ann").bills] == ["llama", "chicken", "llama", "chicken", "llama"]
    assert [b.marks() for b in row(w, "Ann").bills][:2] == [{"tl"}, {"d1"}]
    assert [b.show_animal() for b in row(w, "Bo").bills] == ["llama", "llama"]
    assert [b.show_animal() for b in row(w, "Cy").bills] == [None, None]  # a voter's bills stay hidden
    assert "Bo wins the showdown (CL-R10)." in p.body.texts()
    press(qtbot, w, Qt.Key.Key_Return, played(session))
    assert session.balances() == {"Ann": 2, "Bo": 4, "Cy": 3, "#pot": 0}
    # the next round's first private screen starts covered again
    assert p.private_view.covered and no_animal_drawn(w)


def test_two_bills_with_the_same_marks_look_the_same_on_the_table(qtbot, tmp_path, start_app):
    players = ["Ann", "Bo", "Cy"]
    order = pile(players, {"Ann": [20, 0], "Bo": [1, 21], "Cy": [2, 3]})  # a chicken and a llama marked alike
    w, session = open_game(qtbot, start_app, tmp_path, players, "digital", start={"pile": order})
    for name, bill in (("Ann", 1), ("Bo", 2)):
        page = take_screen(qtbot, w, name)
        for slot in ("tl", "h", "d5"):
            assert page.submit({"by": name, "do": "mark", "bill": bill, "slot": slot})[0]
        press(qtbot, w, Qt.Key.Key_S, played(session))
    chicken, llama = row(w, "Ann").bills[0], row(w, "Bo").bills[1]
    assert chicken.marks() == llama.marks() == {"tl", "h", "d5"}
    assert chicken.size() == llama.size()
    assert chicken.grab().toImage() == llama.grab().toImage()
    # and so do two unmarked bills; a different mark is visible
    assert row(w, "Ann").bills[1].grab().toImage() == row(w, "Cy").bills[0].grab().toImage()
    assert row(w, "Ann").bills[1].grab().toImage() != chicken.grab().toImage()


def test_two_players_left_skip_betting_and_voting_and_the_game_ends_with_a_banner(qtbot, tmp_path, start_app):
    w, session = open_game(qtbot, start_app, tmp_path, ["Ann", "Bo"], "physical",
                           start={"n0": 3}, chips={"Ann": 7, "Bo": 2})
    p = panel(w)
    press(qtbot, w, Qt.Key.Key_1, played(session))  # shuffled and dealt: both stake 2 at once
    assert p.header.phase.text() == "Draw · Ann"
    assert p.header.rise.isVisible() and p.header.rise.text() == "▲ Stakes rise to 2"
    assert p.header.amounts.text() == "stake S = 2 · wrong vote V = 2 · bust survivor F = 2 · withdrawal W = 3"
    assert p.header.pot.text() == "Pot 4"
    press(qtbot, w, Qt.Key.Key_0, played(session))
    press(qtbot, w, Qt.Key.Key_1, played(session))
    assert p.header.phase.text() == "All-in · Ann"  # no vote: nobody folded
    press(qtbot, w, Qt.Key.Key_A, played(session))  # Ann all-in (7)
    assert [b.text() for b in p.body.buttons] == ["A   All-in (2)", "F   Fold (lose 2)"]
    press(qtbot, w, Qt.Key.Key_A, played(session))  # Bo all-in with nothing more to add
    press(qtbot, w, Qt.Key.Key_Y, played(session))  # last call: both stay
    press(qtbot, w, Qt.Key.Key_Y, played(session))
    p.body.set_row("Ann", 2, 0)
    p.body.set_row("Bo", 2, 1)
    press(qtbot, w, Qt.Key.Key_Return, played(session))
    assert any(label.text() == "Ann wins the game!" for label in p.body.findChildren(QLabel))
    assert "Ann wins the game with 9 coins." in p.body.texts()
    press(qtbot, w, Qt.Key.Key_Return, played(session))
    assert session.balances() == {"Ann": 9, "Bo": 0, "#pot": 0}
    view = w.table_view
    # the standings say every player's coins: no oval of seats in chips beside them
    assert view.panel_area.currentWidget() is view.end_page and not view.table.isVisible()
    texts = [label.text() for label in view.end_page.findChildren(QLabel) if label.isVisible()]
    assert "Ann wins the game!" in texts and "Ann: 9 coins\nBo: out" in texts


def test_a_player_leaves_during_a_round_from_the_table_menu_C11_C13(qtbot, tmp_path, start_app):
    from tableapp.ui.widgets.leave_dialog import LeaveDialog

    players = ["Ann", "Bo", "中村", "Dee"]
    w, session = open_game(qtbot, start_app, tmp_path, players, "physical")
    p = panel(w)
    press(qtbot, w, Qt.Key.Key_1, played(session))  # shuffled and dealt
    press(qtbot, w, Qt.Key.Key_S, played(session))  # Ann stakes
    press(qtbot, w, Qt.Key.Key_S, played(session))  # Bo stakes
    press(qtbot, w, Qt.Key.Key_F, played(session))  # 中村 folds
    press(qtbot, w, Qt.Key.Key_S, played(session))  # Dee stakes
    assert p.header.pot.text() == "Pot 3" and p.header.phase.text() == "Draw · Ann"
    assert p.table_menu.leave_action.shortcut().toString() == "Ctrl+Shift+L"

    # Ctrl+Shift+L: every remaining player is offered; the sentence is the engine's, and
    # nothing happens until "Leave for good"
    def leave_bo(d):
        qtbot.waitUntil(lambda: QApplication.activeWindow() is d)
        assert [b.text() for b in d.buttons] == ["1   Ann", "2   Bo", "3   中村", "4   Dee"]
        qtbot.keyClick(d, Qt.Key.Key_Return)  # Enter before a choice: nothing happens, and it says why
        assert d.error.text() == "Choose who leaves first: press their seat's number."
        assert len(session.game.run.played) == 5
        qtbot.keyClick(d, Qt.Key.Key_2)  # the button flashes, then clicks
        qtbot.waitUntil(lambda: d.chosen is not None)
        assert d.sentence.text() == ("Bo leaves the game: the round is void and every contribution goes back to "
                                     "its owner; then Bo's 3 coins go back to the bank")
        assert len(session.game.run.played) == 5  # not yet
        qtbot.keyClick(d, Qt.Key.Key_Return)  # Enter: leave for good
    seen = answer_dialog(qtbot, LeaveDialog, leave_bo)
    press(qtbot, w, Qt.Key.Key_L, played(session), CTRL_SHIFT)
    seen.check()

    # the round is void: every contribution went back, Bo's coins left the game (to the bank)
    assert session.balances() == {"Ann": 3, "Bo": 0, "中村": 3, "Dee": 3, "#pot": 0}
    last = [(r.src, r.dst, r.amount, r.reason) for r in session.ledger()][-4:]
    assert last == [("#pot", "Ann", 1, "CL-C11"), ("#pot", "Bo", 1, "CL-C11"), ("#pot", "Dee", 1, "CL-C11"),
                    ("Bo", "#bank", 3, "CL-C13")]
    assert ENGINE.reasons()["CL-C13"] == "left the game: coins back to the bank"
    assert row(w, "Bo").coins.text() == "out" and row(w, "Bo").status.text() == "left the game"
    assert p.header.pot.text() == "Pot 0" and p.header.phase.text() == "Shuffle and deal · the table"

    # the dealer leaving passes the deal on, says the dialog; Esc changes nothing; Bo is not offered
    def dealer_thinks_again(d):
        qtbot.waitUntil(lambda: QApplication.activeWindow() is d)
        # every seat keeps its number: 中村 is still 3, and Bo's 2 says why it picks nobody
        assert [b.text() for b in d.buttons] == ["1   Ann", "3   中村", "4   Dee"]
        qtbot.keyClick(d, Qt.Key.Key_2)
        assert d.chosen is None and "Bo" in d.error.text()
        qtbot.keyClick(d, Qt.Key.Key_1)
        qtbot.waitUntil(lambda: d.chosen is not None)
        assert d.sentence.text() == "Ann leaves the game: 3 coins go back to the bank; the deal passes to 中村"
        qtbot.keyClick(d, Qt.Key.Key_Escape)
    n = len(session.game.run.played)
    seen = answer_dialog(qtbot, LeaveDialog, dealer_thinks_again)
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    qtbot.keyClick(w, Qt.Key.Key_L, CTRL_SHIFT)
    qtbot.waitUntil(lambda: bool(seen) and QApplication.activeModalWidget() is None)
    seen.check()
    assert len(session.game.run.played) == n and session.balances()["Ann"] == 3


def play_a_digital_round_to_the_reveal(w, session):
    """Ann marks her first bill and stakes, Bo stakes, Cy folds and votes Bo; nobody draws or goes all-in."""
    c = w.controller
    for data in ({"by": "Ann", "do": "mark", "bill": 1, "slot": "tl"}, {"by": "Ann", "do": "stake"},
                 {"by": "Bo", "do": "stake"}, {"by": "Cy", "do": "fold"}, {"by": "Ann", "do": "stop"},
                 {"by": "Bo", "do": "stop"}, {"by": "Cy", "do": "vote", "for": "Bo"},
                 {"by": "Ann", "do": "pass"}, {"by": "Bo", "do": "pass"}):
        assert c.submit(data), c.last_error
    assert session.game.run.state.phase == "settle"


def test_the_public_reveal_log_H9_lists_past_reveals_newest_first(qtbot, tmp_path, start_app):
    from tableapp.ui.panels.chicken_llama.reveal_log import RevealLogDialog

    players = ["Ann", "Bo", "Cy"]
    order = pile(players, {"Ann": [0, 20], "Bo": [1, 2], "Cy": [3, 4]})
    w, session = open_game(qtbot, start_app, tmp_path, players, "digital", start={"pile": order},
                           options={"public_reveal_log": True})
    p = panel(w)
    assert p.log_button is not None and p.log_button.isVisible()
    assert p.log_button.text() == "Reveal log" and "(Ctrl+R)" in p.log_button.toolTip()
    assert p.table_menu.log_action.shortcut().toString() == "Ctrl+R"
    play_a_digital_round_to_the_reveal(w, session)
    press(qtbot, w, Qt.Key.Key_Return, played(session))  # the table confirms the settlement

    def look(d):
        assert d.entries == [(1, "Ann", ("tl",), "llama"), (1, "Ann", (), "chicken"),
                             (1, "Bo", (), "llama"), (1, "Bo", (), "llama")]
        pictures = [lab for lab in d.findChildren(QLabel) if lab.pixmap() is not None and not lab.pixmap().isNull()]
        assert len(pictures) == 8  # each bill: its marked common side beside its animal
        d.reject()
    seen = answer_dialog(qtbot, RevealLogDialog, look)
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    qtbot.keyClick(w, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: bool(seen))
    seen.check()
    assert [line["holder"] for line in w.controller.public_view()["reveal_log"]] == ["Ann", "Ann", "Bo", "Bo"]


def test_without_H9_there_is_no_reveal_log(qtbot, tmp_path, start_app):
    from tableapp.ui.panels.chicken_llama.reveal_log import RevealLogDialog

    players = ["Ann", "Bo", "Cy"]
    order = pile(players, {"Ann": [0, 20], "Bo": [1, 2], "Cy": [3, 4]})
    w, session = open_game(qtbot, start_app, tmp_path, players, "digital", start={"pile": order})
    play_a_digital_round_to_the_reveal(w, session)
    press(qtbot, w, Qt.Key.Key_Return, played(session))
    p = panel(w)
    assert p.log_button is None and p.table_menu.log_action is None
    assert "reveal_log" not in w.controller.public_view()
    assert not [b for b in p.findChildren(QPushButton) if "Reveal log" in b.text()]
    seen = answer_dialog(qtbot, RevealLogDialog, lambda d: d.reject())
    qtbot.keyClick(w, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    qtbot.wait(100)
    assert not seen


def test_a_step_key_under_the_cover_says_who_takes_the_screen(qtbot, tmp_path, start_app):
    # S (stake) pressed while "Pass the screen to Ann" is up did nothing and said nothing
    players = ["Ann", "Bo", "Cy"]
    w, session = open_game(qtbot, start_app, tmp_path, players, "digital")
    p = panel(w)
    assert p.pages.covered and p.pages.cover.name == "Ann"
    n = len(session.game.run.played)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_S)  # where the key goes (the table, or the cover's button)
    message = w.banner.label.text()
    assert w.banner.isVisible() and "Ann takes it with Space" in message, message
    assert len(session.game.run.played) == n and p.pages.covered
    take_screen(qtbot, w, "Ann")
    assert not w.banner.isVisible()
