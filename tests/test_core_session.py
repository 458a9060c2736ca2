"""The foundation with a toy game: conservation, undo/redo, the digital guard, the ledger."""
import pytest

from tableapp.core.errors import RuleError, UndoError
from tableapp.core.ledger import BANK, POT
from tableapp.core.session import Session, bank_total

from toy_game import ENGINE


def night(*names):
    return Session("Friday", list(names))


def total(s: Session) -> int:
    return sum(s.balances().values())


def test_chips_are_conserved_after_every_action():
    s = night("Ann", "Bo", "Cy")
    s.new_game(ENGINE, ["Ann", "Bo", "Cy"], chips=3)
    assert total(s) == 9 == bank_total(s.ledger())
    for faces in ([6, 1, 1], [2, 2, 1], [1, 5, 1]):
        s.act({"by": "Ann", "do": "ante"})
        assert total(s) == 9
        s.act({"do": "dice", "faces": faces})
        assert total(s) == 9
    # Ann wins round 1 (5), round 2 ties and the pot carries, Bo takes the 6-chip pot of round 3
    assert (s.balances()["Ann"], s.balances()["Bo"], s.balances()["Cy"]) == (3, 6, 0)


def test_an_illegal_action_changes_nothing():
    s = night("Ann", "Bo")
    s.new_game(ENGINE, ["Ann", "Bo"], chips=3)
    with pytest.raises(RuleError):
        s.act({"by": "Bo", "do": "ante"})
    assert s.balances() == {"Ann": 3, "Bo": 3}
    assert len(s.game.entries) == 0


def test_undo_and_redo_move_the_chips_back_and_forth():
    s = night("Ann", "Bo")
    s.new_game(ENGINE, ["Ann", "Bo"], chips=3)
    s.act({"by": "Ann", "do": "ante"})
    s.act({"do": "dice", "faces": [6, 1]})
    assert s.balances()["Ann"] == 4
    assert s.undo_label() == "Dice: 6 1"
    assert s.undo() == "Dice: 6 1"
    assert s.balances()["Ann"] == 2 and s.balances()[POT] == 2
    s.redo()
    assert s.balances()["Ann"] == 4
    s.undo()
    s.undo()
    assert s.balances() == {"Ann": 3, "Bo": 3}
    assert Session.undone_flags(s.game) == [True, True]
    s.undo()  # as far back as the night goes: the start of the game itself
    assert s.games == [] and s.balances() == {"Ann": 0, "Bo": 0}
    with pytest.raises(UndoError):
        s.undo()


def test_a_new_action_clears_redo():
    s = night("Ann", "Bo")
    s.new_game(ENGINE, ["Ann", "Bo"], chips=3)
    s.act({"by": "Ann", "do": "ante"})
    s.undo()
    s.act({"by": "Ann", "do": "ante"})
    assert s.redo_label() is None


def test_digital_undo_stops_at_the_roll_unless_the_guard_is_off():
    s = night("Ann", "Bo")
    s.new_game(ENGINE, ["Ann", "Bo"], mode="digital", seed=7, chips=3)
    s.act({"by": "Ann", "do": "ante"})  # the app rolls at once
    assert len(s.game.run.played) == 2 and s.game.run.played[1].auto
    assert s.undo_blocker() is not None
    with pytest.raises(UndoError):
        s.undo()
    t = night("Ann", "Bo")
    t.new_game(ENGINE, ["Ann", "Bo"], mode="digital", seed=7, chips=3, undo_guard=False)
    t.act({"by": "Ann", "do": "ante"})
    t.undo()  # takes back the ante and the roll together
    assert len(t.game.run.played) == 0
    t.redo()  # the same roll comes back: redo is not a re-roll
    assert t.game.run.played[1].action == s.game.run.played[1].action


def test_the_same_seed_rolls_the_same_dice():
    a, b = night("Ann", "Bo"), night("Ann", "Bo")
    for s in (a, b):
        s.new_game(ENGINE, ["Ann", "Bo"], mode="digital", seed=99, chips=3)
        s.act({"by": "Ann", "do": "ante"})
    assert a.game.run.played[1].action == b.game.run.played[1].action


def test_next_game_carries_chips_or_starts_fresh_with_explicit_bank_entries():
    s = night("Ann", "Bo")
    s.new_game(ENGINE, ["Ann", "Bo"], chips=1)
    s.act({"by": "Ann", "do": "ante"})
    s.act({"do": "dice", "faces": [6, 1]})  # Ann wins everything
    assert s.game.run.engine.outcome(s.game.run.state).winner == "Ann"
    s.new_game(ENGINE, ["Ann", "Bo"], carry=True, chips={"Bo": 2})  # Bo rebuys 2
    assert s.balances()["Ann"] == 2 and s.balances()["Bo"] == 2
    assert s.ledger()[-1].src == BANK and s.ledger()[-1].dst == "Bo" and s.ledger()[-1].amount == 2
    assert total(s) == bank_total(s.ledger()) == 4


def test_finished_night_is_read_only():
    s = night("Ann", "Bo")
    s.new_game(ENGINE, ["Ann", "Bo"], chips=3)
    s.finish()
    with pytest.raises(Exception):
        s.act({"by": "Ann", "do": "ante"})


def test_the_opening_buy_ins_are_listed_in_seat_order():
    s = night("Zoe", "中村", "Ann")
    s.new_game(ENGINE, ["Zoe", "中村", "Ann"], chips=3)
    assert [(r.src, r.dst, r.reason) for r in s.ledger()] == [
        ("#bank", "Zoe", "buy-in"), ("#bank", "中村", "buy-in"), ("#bank", "Ann", "buy-in")]
