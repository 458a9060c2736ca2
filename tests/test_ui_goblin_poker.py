"""Goblin Poker through the real main window: a physical game entered at the table with keys (the
card keypad for the first cards and the dealt cards, F and P for a turn) to a pot won on pairs; a
refused entry that keeps what was typed and says why; a tie-break draw; and a digital game behind
the cover (one key or click picks a card) to a pot won by folds."""
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from tableapp.core.session import Session
from tableapp.games.registry import engine_for
from tableapp.ui.panels.kit.fit import FitLabel

from ui_helpers import settings_dir, start_app  # noqa: F401 - fixtures

PLAYERS = ["Ann", "Bo", "Cy"]
DIGITS = {v: getattr(Qt.Key, f"Key_{v % 10}") for v in range(1, 11)}


def open_game(qtbot, start_app, tmp_path, mode, players=PLAYERS, **kwargs):
    w = start_app(tmp_path)
    w.controller.set_session(Session("Night", players, w.store))
    w.show_table()
    w.controller.start_game(engine_for("goblin-poker"), players=players, mode=mode,
                            options={"first_dealer": players[0]}, **kwargs)
    w.resize(1366, 768)
    w.show()
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    return w, w.table_view.panel


def played(w):
    n = len(w.controller.session.game.run.played)
    return lambda: len(w.controller.session.game.run.played) > n


def key(qtbot, w, k, wait=None):
    qtbot.keyClick(w, k)
    if wait is not None:
        qtbot.waitUntil(wait)


def cards(qtbot, w, *values):
    for v in values:
        qtbot.keyClick(w, DIGITS[v])


def tile(panel, name):
    return panel.seats.tile(name)


def test_a_physical_game_entered_with_keys_ends_when_two_players_pair_on_the_deal(qtbot, tmp_path, start_app):
    w, p = open_game(qtbot, start_app, tmp_path, "physical")
    assert not w.table_view.table.isVisible()  # the panel draws the players itself
    assert "Ann deals" in p.body.prompt.text() and p.header.round.text() == "Before the deal"
    key(qtbot, w, Qt.Key.Key_Return, played(w))  # antes in, 6 cards each
    assert p.header.pot.text() == "Pot 3" and tile(p, "Ann").chips.text() == "99 chips"

    # GR1: a slot per player in seat order; each key fills the one outlined and moves on
    slots = p.body.slots
    assert [s.name for s in slots.slots] == PLAYERS and slots.current_name() == "Ann"
    cards(qtbot, w, 5, 4)
    assert slots.current_name() == "Cy"
    key(qtbot, w, Qt.Key.Key_Backspace)  # Cy's slot is empty: Backspace clears Bo's 4
    assert slots.values() == {"Ann": 5, "Bo": None, "Cy": None} and slots.current_name() == "Bo"
    cards(qtbot, w, 3, 8)
    assert p.body.preview.text() == "The first cards are turned up: Ann 5, Bo 3, Cy 8"
    key(qtbot, w, Qt.Key.Key_Return, played(w))

    # GR6: Bo's 3 is the lowest stack: Bo starts, and a fold costs the lowest card in play
    assert p.header.round.text() == "Round 1 of 5" and p.header.cost.text() == "Fold costs 3 chips"
    assert tile(p, "Bo").starter.isVisibleTo(p) and tile(p, "Bo").turn.isVisibleTo(p)
    assert [b.text() for b in p.buttons] == ["F   Fold (pay 3)", "P   Pitch a card"]
    assert [c.face for c in w.controller.public().seat("Bo").pieces] == ["3"]
    assert tile(p, "Bo").stack.faces() == ["3"]
    for _ in PLAYERS:
        key(qtbot, w, Qt.Key.Key_P, played(w))

    # GR10: the deal in the announced order, typed ahead; Enter plays them one by one
    assert [s.name for s in p.body.slots.slots] == ["Bo", "Cy", "Ann"]
    cards(qtbot, w, 3, 8, 2)
    assert p.body.preview.text() == "Bo gets 3: a pair of 3s, Bo is out and pays 3 chips"
    key(qtbot, w, Qt.Key.Key_Return, lambda: w.controller.game_over)
    # GR11, GR12: Bo and Cy pair; Ann wins at once and her card is never dealt (D20)
    balances = w.controller.session.balances()
    assert (balances["Ann"], balances["Bo"], balances["Cy"], balances["#pot"]) == (113, 96, 91, 0)
    end = w.table_view.end_extra.itemAt(0).widget()
    texts = [x.text() for x in end.findChildren(QWidget) if isinstance(x, (QLabel, FitLabel))]
    assert texts[0] == "Ann wins the pot: 14 chips"  # the title, as large as fits
    assert w.table_view.log_model.texts()[-3:-1] == [
        "Bo gets 3: a pair of 3s, Bo is out and pays 3 chips", "Cy gets 8: a pair of 8s, Cy is out and pays 8 chips"]


def test_an_impossible_entry_is_refused_in_the_engines_words_and_keeps_what_was_typed(qtbot, tmp_path, start_app):
    w, p = open_game(qtbot, start_app, tmp_path, "physical")
    key(qtbot, w, Qt.Key.Key_Return, played(w))
    page = p.body
    n = len(w.controller.session.game.run.played)
    cards(qtbot, w, 1, 1)
    key(qtbot, w, Qt.Key.Key_Return)
    assert page.error.text() == "Enter the card of Cy."  # nothing is played with a seat missing
    cards(qtbot, w, 8)
    key(qtbot, w, Qt.Key.Key_Return)
    assert page.error.text() == "The deck has only one 1, and it has been seen already."  # B.6
    assert len(w.controller.session.game.run.played) == n and p.body is page
    assert page.slots.values() == {"Ann": 1, "Bo": 1, "Cy": 8}
    page.slots.go_to(page.slots.slot("Bo"))  # a click on Bo's slot, and the right card
    cards(qtbot, w, 2)
    assert page.error.text() == ""
    key(qtbot, w, Qt.Key.Key_Return, played(w))
    assert w.controller.public().detail["lowest"] == "Ann"


def test_a_tie_for_the_lowest_first_card_asks_the_drawn_cards_from_the_dealers_left(qtbot, tmp_path, start_app):
    w, p = open_game(qtbot, start_app, tmp_path, "physical")
    key(qtbot, w, Qt.Key.Key_Return, played(w))
    cards(qtbot, w, 3, 3, 8)
    key(qtbot, w, Qt.Key.Key_Return, played(w))
    assert p.body.prompt.text() == "Tie-break card drawn for Bo:"  # GR4: from the dealer's (Ann's) left
    cards(qtbot, w, 3)  # D14: a pair with Bo's 3: discarded, Bo draws again
    key(qtbot, w, Qt.Key.Key_Return, played(w))
    assert p.body.prompt.text() == "Tie-break card drawn for Bo:"
    assert "discarded: 3" in p.notes.info.text()
    cards(qtbot, w, 9)
    key(qtbot, w, Qt.Key.Key_Return, played(w))
    assert p.body.prompt.text() == "Tie-break card drawn for Ann:"
    cards(qtbot, w, 2)
    key(qtbot, w, Qt.Key.Key_Return, played(w))
    assert w.controller.to_act() == "Ann"  # 2-3 is lower than 3-9
    assert tile(p, "Ann").stack.faces() == ["2", "3"]


def shown_cards(w, p) -> list[list]:
    """The faces of every card row on screen that is not a player's public stack."""
    from tableapp.ui.art.cards import CardRow

    stacks = {id(t.stack) for t in p.seats.tiles}
    return [row.faces() for row in w.findChildren(CardRow) if row.isVisibleTo(w) and id(row) not in stacks]


def test_a_digital_game_behind_the_cover_one_key_picks_a_card_and_folds_end_it(qtbot, tmp_path, start_app):
    w, p = open_game(qtbot, start_app, tmp_path, "digital", seed=4)
    c = w.controller
    hands = {name: list(c.engine.private_view(c.state, name).detail["hand"]) for name in PLAYERS}
    for name in ["Bo", "Cy", "Ann"]:  # GR1: in secret, from the dealer's left
        assert c.to_act() == name and p.pages.covered
        assert shown_cards(w, p) == []  # B.7: no hand on screen until its player takes it
        key(qtbot, w, Qt.Key.Key_Space, lambda: not p.pages.covered)
        assert shown_cards(w, p) == [[str(v) for v in hands[name]]]  # their own hand, and only theirs
        first = hands[name][-1]
        key(qtbot, w, DIGITS[first], played(w))  # one key picks the first card
        assert all(not pc.face for pc in c.public().seat(name).pieces) or name == "Ann"  # still secret
    # all first cards face up at once (GR1), then the lowest stack starts
    view = c.public()
    assert all(str(hands[n][-1]) in [pc.face for pc in view.seat(n).pieces] for n in PLAYERS)
    starter = view.to_act
    assert tile(p, starter).starter.isVisibleTo(p)
    pot = view.pot_total
    paid = 0
    for _ in range(2):  # two folds: the last player takes the pot (GR12)
        who = c.to_act()
        key(qtbot, w, Qt.Key.Key_Space, lambda: not p.pages.covered)
        fold = p.body.fold
        cost = int(fold.text().split("pay ")[1].rstrip(")"))
        assert p.header.cost.text().startswith("Fold costs")
        qtbot.mouseClick(fold, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: c.to_act() != who)
        paid += cost
        assert not any(pc.face for pc in c.public().seat(who).pieces)  # B.7: face down, as a count
    assert c.game_over
    winner = c.public().detail["winner"]
    assert c.session.balances()[winner] == 99 + pot + paid
    assert sum(v for k, v in c.session.balances().items()) == 300
