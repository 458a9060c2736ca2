"""Pairs through the real main window: a physical game entered at the table on the card keypad
(every impossibility of A.6 refused in the engine's words, nothing changed), a digital game played
by keys with no cover, the deck running out, and quick entry (H6)."""
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from ui_helpers import settings_dir, start_app  # noqa: F401 - fixtures
from ui_layout import WINDOW

from tableapp.core.session import Session
from tableapp.games.pairs import ENGINE

KEYS = {v: getattr(Qt.Key, f"Key_{v % 10}") for v in range(1, 11)}  # 0 is 10


def open_game(qtbot, start_app, tmp_path, players, mode, options=None, size=WINDOW, **kwargs):
    w = start_app(tmp_path)
    session = Session("Game night", players, w.store)
    w.controller.set_session(session)
    w.show_table()
    w.controller.start_game(ENGINE, players=players, mode=mode, seed=5, chips=100,
                            options={"first_dealer": players[0], **(options or {})}, **kwargs)
    w.resize(size)
    w.show()
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    return w, session


def panel(w):
    return w.table_view.panel


def played(session):
    n = len(session.game.run.played)
    return lambda: len(session.game.run.played) > n


def press(qtbot, w, key, changed=None):
    """A key as typed at the table, to the widget with the focus (a shortcut: the button flashes, then clicks)."""
    qtbot.keyClick(QApplication.focusWidget() or w, key)
    if changed is not None:
        qtbot.waitUntil(changed)


def card(qtbot, w, session, v):
    """The table reports a card of value ``v`` on the keypad."""
    press(qtbot, w, KEYS[v], played(session))


def refused(qtbot, w, session, key, words):
    """A key the engine refuses: its words in the panel's message line, nothing played."""
    n = len(session.game.run.played)
    state = session.game.run.state
    press(qtbot, w, key)
    p = panel(w)
    qtbot.waitUntil(lambda: p.message.isVisible() and words in p.message.text())
    assert len(session.game.run.played) == n and session.game.run.state is state


def tile(w, name):
    return panel(w).seats.tiles[name]


def stack(w, name):
    return [int(f) for f in tile(w, name).stack.faces() if f]


def test_a_physical_game_entered_on_the_card_keypad(qtbot, tmp_path, start_app):
    players = ["Ann", "Bo", "Cy"]
    w, session = open_game(qtbot, start_app, tmp_path, players, "physical", start={"scores": {"Ann": [10, 8]}})
    p, c = panel(w), w.controller
    assert not w.table_view.table.isVisible()  # the panel draws the players itself
    assert "Round 1 · losing score 21" == p.header.round.text()
    assert "Seattle: the loser pays everyone 1" in p.header.rule.text()
    # game start (A.6): the dealer shuffles and burns 5; then the cards in deal order, from the dealer's left
    assert p.body.instruction.isVisible() and p.body.instruction.text() == \
        "Ann shuffles the 53 cards and burns 5 face down."
    assert p.body.prompt.text() == "The card dealt to Bo" and p.body.order.text().startswith("Then: Cy, Ann")
    assert tile(w, "Bo").look == "turn" and tile(w, "Bo").stack.faces() == [""]  # where the card goes
    assert tile(w, "Ann").badge.isVisible() and not tile(w, "Bo").badge.isVisible()  # the dealer button
    card(qtbot, w, session, 5)
    assert not p.body.instruction.isVisible() and p.body.prompt.text() == "The card dealt to Cy"
    card(qtbot, w, session, 7)
    card(qtbot, w, session, 1)
    assert (stack(w, "Bo"), stack(w, "Cy"), stack(w, "Ann")) == ([5], [7], [1])

    # PR2: the lowest card starts; the fold says what it scores
    assert tile(w, "Ann").look == "turn" and tile(w, "Bo").look == ""
    assert p.body.prompt.text() == "Ann: hit or fold?"
    assert [b.text() for b in p.buttons] == ["H   Hit", "F   Fold (scores 1)"]
    press(qtbot, w, Qt.Key.Key_H, played(session))
    assert p.body.prompt.text() == "The card Ann drew"
    refused(qtbot, w, session, Qt.Key.Key_1, "A pair of 1s is impossible: the deck has only one 1.")
    assert stack(w, "Ann") == [1]
    card(qtbot, w, session, 10)  # no pair: Bo's turn
    assert stack(w, "Ann") == [1, 10] and not p.message.isVisible()  # the refusal was for the moment before
    assert tile(w, "Bo").look == "turn"
    press(qtbot, w, Qt.Key.Key_F, played(session))  # Bo folds: the lowest card in play, Ann's 1
    assert tile(w, "Bo").score.text() == "Score 1" and tile(w, "Bo").score_cards.faces() == ["1"]

    # the round is over: no turn is taken any more, in the engine's words
    assert p.body.prompt.text() == "The card dealt to Bo" and not p.buttons
    assert not p.submit(c.parse_action({"by": "Bo", "do": "hit"}))
    assert "The round is over: Bo scored. Deal the next round." in p.message.text()
    # round 2: the only 1 is Bo's score card
    refused(qtbot, w, session, Qt.Key.Key_1, "The deck has only one 1, and it is already seen (1 scored)")
    card(qtbot, w, session, 4)
    card(qtbot, w, session, 4)
    card(qtbot, w, session, 6)
    # PR3: a tie for low card, broken by a card each; a tie card that pairs is discarded and replaced
    assert p.body.prompt.text() == "Tie-break card for Bo" and p.body.order.text().startswith("Then: Cy  ")
    assert tile(w, "Bo").accessibleName() == "Bo: gets a card" and tile(w, "Cy").accessibleName() == "Cy: tied for low card"
    card(qtbot, w, session, 4)
    assert p.body.prompt.text() == "Tie-break card for Bo"
    assert p.body.order.text().startswith("The 4 paired: it is discarded; deal Bo another card.")
    card(qtbot, w, session, 2)
    card(qtbot, w, session, 9)
    assert stack(w, "Bo") == [4, 2] and stack(w, "Cy") == [4, 9] and tile(w, "Bo").look == "turn"
    press(qtbot, w, Qt.Key.Key_H, played(session))
    card(qtbot, w, session, 6)
    press(qtbot, w, Qt.Key.Key_H, played(session))  # Cy
    card(qtbot, w, session, 9)  # a pair of 9s: Cy scores 9
    assert tile(w, "Cy").score.text() == "Score 9" and tile(w, "Cy").score_cards.faces() == ["9"]

    # round 3: Ann, at 18, folds for 3 and reaches the losing score 21: Seattle, she pays everyone 1
    for v in (7, 8, 3):
        card(qtbot, w, session, v)
    assert [b.text() for b in p.buttons] == ["H   Hit", "F   Fold (scores 3)"]
    press(qtbot, w, Qt.Key.Key_F, lambda: c.game_over)
    assert session.balances()["Ann"] == 98 and session.balances()["Bo"] == 101 and session.balances()["Cy"] == 101
    assert w.table_view.panel_area.currentWidget() is w.table_view.end_page
    end = w.table_view.end_extra.itemAt(0).widget()
    from PySide6.QtWidgets import QLabel
    texts = " ".join(label.text() for label in end.findChildren(QLabel))
    assert QApplication.activeWindow() is w  # no page ever flashed up a window of its own
    assert "Ann loses with 21" in texts and "Ann pays 1 chip to Bo." in texts and "Scores: Ann 21 · Bo 1 · Cy 9" in texts


def test_a_digital_game_by_keys_with_no_cover_to_a_tacoma_payout(qtbot, tmp_path, start_app):
    """A.7: nothing is private, so nothing is ever covered; the player to act is framed and picks
    Hit (H) or Fold (F) until someone reaches the losing score; Tacoma: the stake to the lowest."""
    players = ["Ann", "Bo", "Cy"]
    w, session = open_game(qtbot, start_app, tmp_path, players, "digital",
                           options={"betting": "tacoma", "tacoma_stake": 6})
    p, c = panel(w), w.controller
    assert "Tacoma: the loser pays 6 to the lowest score" in p.header.rule.text()
    assert "credit on (H4)" in p.header.rule.text() and p.header.pot.text() == "Pot 0 chips"
    hits = 0
    while not c.game_over:
        view = c.public()
        assert c.private_seat() is None and p.pages.cover is None  # never "pass the screen"
        who = view.to_act
        assert [name for name, t in p.seats.tiles.items() if t.look == "turn"] == [who]
        assert p.body.prompt.text() == f"{who}: hit or fold?"
        fold = f"F   Fold (scores {view.detail['fold_score']})"
        assert p.buttons[-1].text() == fold
        for d in view.detail["players"]:  # every stack and score card face up on its tile
            assert tile(w, d["name"]).stack.faces() == [str(v) for v in d["stack"]]
            assert tile(w, d["name"]).score_cards.faces() == [str(v) for v in d["score_cards"]]
        # hit now and then (a card is drawn for everyone to see), fold mostly: the game ends soon
        if hits < 6 and len(p.buttons) == 2:
            hits += 1
            press(qtbot, w, Qt.Key.Key_H, played(session))
        else:
            press(qtbot, w, Qt.Key.Key_F, played(session))
    view = c.public()
    loser = view.detail["loser"]
    scores = {d["name"]: d["score"] for d in view.detail["players"]}
    assert scores[loser] >= 21
    low = min(v for n, v in scores.items() if n != loser)
    lowest = [n for n, v in scores.items() if n != loser and v == low]
    bal = session.balances()
    assert bal[loser] == 94  # PR13: the stake of 6 into the pot
    for name in lowest:  # the pot shared by the lowest scores, the remainder carried (A-C5)
        assert bal[name] == 100 + 6 // len(lowest)
    assert sum(bal[n] for n in players) + view.pot_total == 300


def test_the_deck_running_out_says_shuffle_the_discards_and_burn_5(qtbot, tmp_path, start_app):
    """PR10/A.6: when a card is due and the deck is empty, the app says so above the keypad."""
    players = ["Ann", "Bo"]
    w, session = open_game(qtbot, start_app, tmp_path, players, "physical")
    p, c = panel(w), w.controller
    while c.public().detail["reshuffles"] == 0:  # the table plays on, long rounds of no pairs, until the deck is out
        view = c.public()
        assert not view.over
        d = view.detail
        if view.phase == "turn":
            mine = next(x for x in d["players"] if x["name"] == view.to_act)["stack"]
            assert c.submit({"by": view.to_act, "do": "hit" if len(mine) < 6 else "fold"}), c.last_error
            continue
        held = next(x for x in d["players"] if x["name"] == d["receiving"])["stack"]
        can = [v for v in range(10, 0, -1) if c.refusal(c.parse_action({"do": "card", "value": v})) is None]
        v = next((v for v in can if v not in held), can[0])  # a pair only when nothing else is left
        assert c.submit({"do": "card", "value": v}), c.last_error
    qtbot.wait(10)
    text = p.body.instruction.text()
    assert p.body.instruction.isVisible()
    assert text.startswith("The deck is out: shuffle the discard pile (") and text.endswith("and burn 5.")
    assert p.header.counts.text().startswith("Deck ")
    before = session.game.run.state
    card(qtbot, w, session, next(v for v in range(10, 0, -1) if c.refusal(c.parse_action({"do": "card", "value": v})) is None))
    assert session.game.run.state is not before and not p.body.instruction.isVisible()


def test_quick_entry_takes_who_how_much_and_pair_or_fold_then_the_final_scores(qtbot, tmp_path, start_app):
    """H6: for tables that only want the chips: "2 7 P Enter" is Bo's pair of 7s; A.6's quick-entry
    checks refuse in the engine's words; E opens the final scores, which settle the game."""
    players = ["Ann", "Bo", "Cy"]
    w, session = open_game(qtbot, start_app, tmp_path, players, "physical", options={"quick_entry": True})
    p, c = panel(w), w.controller
    page = p.body
    assert [b.text() for b in page.seat_buttons.values()] == ["1   Ann", "2   Bo", "3   Cy"]
    for key in (Qt.Key.Key_2, Qt.Key.Key_7, Qt.Key.Key_P):
        press(qtbot, w, key)
    qtbot.waitUntil(lambda: page.how_buttons["pair"].isChecked())
    assert page.seat_buttons["Bo"].isChecked() and page.value_buttons[7].isChecked()
    assert page.preview.text() == "Bo scores 7 with a pair of 7s (total 7)"  # the engine's words, before Enter
    press(qtbot, w, Qt.Key.Key_Return, played(session))
    assert tile(w, "Bo").score.text() == "Score 7" and tile(w, "Bo").score_cards.faces() == ["7"]

    page = p.body  # the next round's page, empty
    assert not any(b.isChecked() for b in page.seat_buttons.values())
    press(qtbot, w, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: page.preview.text() == "Choose who scored first (keys 1–3).")
    for key in (Qt.Key.Key_3, Qt.Key.Key_1, Qt.Key.Key_P):
        press(qtbot, w, key)
    qtbot.waitUntil(lambda: page.how_buttons["pair"].isChecked())
    refused(qtbot, w, session, Qt.Key.Key_Return, "A pair of 1s is impossible: the deck has only one 1.")
    press(qtbot, w, Qt.Key.Key_Backspace)  # takes back "pair": a fold of 1 is possible
    qtbot.waitUntil(lambda: not page.how_buttons["pair"].isChecked())
    press(qtbot, w, Qt.Key.Key_F)
    press(qtbot, w, Qt.Key.Key_Return, played(session))
    assert tile(w, "Cy").score.text() == "Score 1"

    # the final scores at once (the engine's choice, key E): Ann reaches 21 and loses, Seattle
    final = next(b for b in p.body.findChildren(type(p.body.final_button)) if b is p.body.final_button)
    assert final.text() == "E   Report the final scores…"
    press(qtbot, w, Qt.Key.Key_E)
    qtbot.waitUntil(lambda: type(p.body).__name__ == "GridEntry")
    grid = p.body
    for name, score in (("Ann", 23), ("Bo", 7), ("Cy", 4)):
        grid.set_row(name, score)
    press(qtbot, w, Qt.Key.Key_Return, lambda: c.game_over)
    bal = session.balances()
    assert (bal["Ann"], bal["Bo"], bal["Cy"]) == (98, 101, 101)
    assert QApplication.activeWindow() is w  # the grid took no focus from the window
