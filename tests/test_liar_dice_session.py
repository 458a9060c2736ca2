"""Liar Dice through a night's session: undo at the table, and the digital guard against peeking."""
import pytest

from tableapp.core.engine import TABLE
from tableapp.core.errors import UndoError
from tableapp.core.ledger import POT
from tableapp.core.session import Session
from tableapp.games.liar_dice import ENGINE


def night(*names, **kw):
    s = Session("Friday", list(names))
    s.new_game(ENGINE, list(names), **kw)
    return s


def test_physical_undo_takes_back_a_mistyped_show_and_the_right_faces_settle_it():
    s = night("Ann", "Bo", "Cho")
    s.act({"by": "Ann", "do": "call", "call": "Pair of Aces"})
    s.act({"by": "Bo", "do": "challenge"})
    s.act({"do": "show", "faces": ["A", "A", "K", "Q", "J"]})  # the table meant K K Q J 9
    assert s.balances()["Bo"] == 2
    assert s.undo() == "Shown: A A K Q J — Pair of Aces. Pair of Aces called: Bo challenged and pays 1"
    assert s.run.balances == {"Ann": 3, "Bo": 3, "Cho": 3, POT: 0}
    assert ENGINE.to_act(s.run.state) == TABLE
    s.act({"do": "show", "faces": ["K", "K", "Q", "J", "9"]})
    assert s.balances() == {"Ann": 2, "Bo": 3, "Cho": 3, POT: 1}
    assert Session.undone_flags(s.game) == [False, False, True, False]


def test_physical_undo_takes_back_a_challenge_pressed_for_a_player_who_accepted():
    s = night("Ann", "Bo", "Cho")
    s.act({"by": "Ann", "do": "call", "call": "One pair"})
    s.act({"by": "Bo", "do": "challenge"})  # Bo had said "accept"
    s.act({"do": "show", "faces": ["A", "A", "K", "Q", "J"]})
    assert s.undo().startswith("Shown:")
    assert s.undo() == "Bo challenges"
    assert ENGINE.summary(s.run.state) == "Ann called One pair — Bo to accept or challenge"
    s.act({"by": "Bo", "do": "call", "call": "Two pair", "rerolled": 2})
    assert ENGINE.to_act(s.run.state) == "Cho"
    assert s.run.balances == {"Ann": 3, "Bo": 3, "Cho": 3, POT: 0}
    assert s.redo_label() is None  # a new action clears redo


def test_digital_undo_stops_at_the_roll_and_at_the_accept():
    s = night("Ann", "Bo", "Cho", mode="digital", seed=11)
    assert s.run.played[0].auto  # the app rolled for Ann at once
    with pytest.raises(UndoError):
        s.undo()
    s.act({"by": "Ann", "do": "call", "call": "One pair"})
    assert s.undo() == "Ann calls One pair"  # a call shows nothing: it may be taken back
    s.act({"by": "Ann", "do": "call", "call": "Pair of Nines"})
    s.act({"by": "Bo", "do": "accept"})  # Bo has seen the dice
    assert s.undo_blocker() is not None
    with pytest.raises(UndoError):
        s.undo()
    s.act({"by": "Bo", "do": "reroll", "dice": [2, 3]})  # the app rerolls at once
    assert len(s.run.played) == 5 and s.run.played[-1].auto
    with pytest.raises(UndoError):
        s.undo()
    s.act({"by": "Bo", "do": "call", "call": "Two pair"})
    s.act({"by": "Cho", "do": "challenge"})  # everyone has seen the dice
    with pytest.raises(UndoError):
        s.undo()


def test_without_the_guard_digital_undo_goes_back_and_redo_brings_the_same_dice():
    s = night("Ann", "Bo", mode="digital", seed=5, undo_guard=False)
    s.act({"by": "Ann", "do": "call", "call": "One pair"})
    s.act({"by": "Bo", "do": "accept"})
    s.act({"by": "Bo", "do": "reroll", "dice": [1, 2, 3, 4, 5]})
    rolled = s.run.played[-1].action
    assert s.undo() == "Bo rerolls 5 dice"
    assert s.run.state.phase == "reroll"
    s.redo()
    assert s.run.played[-1].action == rolled


def test_the_log_says_one_die_not_one_dice():
    s = night("Ann", "Bo", mode="digital", seed=3)
    s.act({"by": "Ann", "do": "call", "call": "High card"})
    s.act({"by": "Bo", "do": "accept"})
    s.act({"by": "Bo", "do": "reroll", "dice": [2]})  # the app's reroll of that one die follows
    lines = [ENGINE.describe(state, p.action) for state, p in zip(
        [s.run.state_at(i) for i in range(len(s.run.played))], s.run.played)]
    assert "Bo rerolls 1 die" in lines and "The app rerolls 1 die for Bo" in lines
