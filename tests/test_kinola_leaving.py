"""Kinola: a player leaves (§9, H7), the table ends the game (CORE-E1), and a game started from a
position in the middle (``start``)."""
import pytest

from tableapp.core.errors import InputError
from tableapp.core.ledger import POT
from tableapp.games.kinola import ENGINE

from kinola_table import Table, deck_for, moves

ROUND1 = {"Ann": ("AS", 10, 4), "Bo": ("2C", 0, 0), "Cy": ("QH", 20, 6), "Dee": ("zero", 4, 2)}


def test_a_leaver_between_rounds_ends_the_game_owed_penalties_go_in_first_and_the_pot_is_split():
    """§9: Ann owes the Ace's 2 from round 1; Cy leaves: Ann pays them into the pot (as row 12), and
    the 2 chips, too few for a share each, go to the richest remaining player, Bo."""
    t = Table()
    t.deal()
    t.result(ROUND1, held="Bo", took="Cy")
    out = moves(t.act("Cy", "leave"))
    assert out == [("Ann", POT, 2, "KN-C12"), (POT, "Bo", 2, "KN-C14")]
    assert t.phase == "over" and t.state.end == "left" and t.to_act is None
    places = [(p.name, p.rank, p.result) for p in ENGINE.standings(t.state)]
    assert places[-1] == ("Cy", 4, "left") and places[0] == ("Bo", 1, "won")
    assert ENGINE.outcome(t.state).left == ("Cy",)


def test_a_leaver_during_a_round_voids_the_hand_and_the_antes_stay_in_the_pot_to_be_split():
    """§9: nothing of the dealt hand is settled; the pot of 25 is split among Ann, Bo and Dee (8 each),
    the 1 over to the richest, Bo (195, first from the dealer's left among the tied)."""
    t = Table()
    t.deal()
    assert ENGINE.can_leave(t.state, "Cy")
    out = moves(t.act("Cy", "leave"))
    assert out == [(POT, "Bo", 8, "KN-C13"), (POT, "Dee", 8, "KN-C13"), (POT, "Ann", 8, "KN-C13"),
                   (POT, "Bo", 1, "KN-C14")]
    assert "Cy leaves the game: the hand in play is void; the pot of 25 is split, 8 each" in t.last_log()
    assert not ENGINE.can_leave(t.state, "Ann")


def test_h7_a_substitute_takes_the_seat_and_the_game_goes_on():
    t = Table(substitute=True)
    t.deal()
    assert moves(t.act("Cy", "leave")) == []
    assert t.phase == "report" and ENGINE.public_view(t.state).seat("Cy").status == "substitute"
    assert "a substitute takes over the seat" in t.last_log()


def test_the_table_ends_the_game_the_pot_is_shared_and_the_remainder_goes_to_the_richest():
    """CORE-E1 with Kinola's D9: no chips are left for a later game."""
    t = Table(mode="digital", dealer="Dee")
    t.deal(deck_for(t.players, "Dee", {}))
    step = ENGINE.end_early(t.state)
    # 25 among four: 6 each; the 1 over to the richest, Ann, Bo and Cy tie (195), Ann first from Dee's left
    assert moves(step.transfers) == [(POT, "Ann", 6, "CORE-E1"), (POT, "Bo", 6, "CORE-E1"), (POT, "Cy", 6, "CORE-E1"),
                                     (POT, "Dee", 6, "CORE-E1"), (POT, "Ann", 1, "KN-C14")]
    out = moves(t.act(None, "end-game"))
    assert out == moves(step.transfers) and t.state.end == "early"
    assert ENGINE.carry(t.state).pots == {} and ENGINE.carry(t.state).dealer == "Ann"


# -- start positions ---------------------------------------------------------------------------------

def test_a_start_position_sets_the_round_the_pot_the_dealer_and_the_penalties_owed():
    t = Table(start={"round": 5, "pot": 40, "dealer": "Cy", "owed": {"Ann": "ace", "Dee": "kinola"}}, dealer=None)
    assert t.pot == 40 and t.state.dealer == "Cy" and t.view()["round"] == 5
    assert moves(t.deal()) == [("Cy", POT, 5, "KN-C4"), ("Dee", POT, 10, "KN-C7"), ("Ann", POT, 2, "KN-C6")]


def test_a_start_position_may_fix_the_next_deck_in_digital_mode():
    deck = deck_for(("Ann", "Bo", "Cy", "Dee"), "Ann", {"Bo": ["KH"]})
    t = Table(mode="digital", start={"deck": deck})
    assert t.run.next_chance().deck == deck
    t.deal()
    assert t.state.rnd.holder == "Bo"


@pytest.mark.parametrize("start, words", [
    ({"pot": -1}, "start.pot at least 0"),
    ({"round": 0}, "start.round is the next round"),
    ({"owed": {"Ann": "queen"}}, "start.owed"),
    ({"owed": {"Ann": "kinola", "Bo": "kinola"}}, "only one player"),
    ({"dealer": "Zed"}, "The dealer must be one of the players"),
    ({"deck": ["AS"]}, "digital mode only"),
    ({"stack": 3}, "Unknown start keys"),
])
def test_an_impossible_start_position_is_refused_in_words(start, words):
    with pytest.raises(InputError, match=words):
        Table(start=start, dealer=None)


def test_a_game_reopened_from_its_snapshot_is_the_game_a_full_replay_gives():
    """A long night's snapshot: the restricted unpickler reads Kinola's states (cards, options, deck)."""
    import io
    import random

    from tableapp.core.i18n import language
    from tableapp.core.session import Session
    from tableapp.core.snapshot import _Unpickler, image

    from test_snapshot import PLAYERS, reopen, same_game

    night = Session("Friday", PLAYERS)
    night.new_game(ENGINE, PLAYERS, mode="digital", seed=5, undo_guard=False)
    rng = random.Random(5)
    while len(night.game.entries) < 300 and ENGINE.to_act(night.run.state) is not None:
        night.act(rng.choice([c.action for c in ENGINE.choices(night.run.state)]))
        if rng.random() < 0.05:
            night.undo()
    entries = list(night.game.entries)
    early = reopen(night, entries[:200], None)
    early._word(early.game)
    blob = image(early.game, language())
    assert _Unpickler(io.BytesIO(blob)).load()["state"] == early.game.run.state
    same_game(reopen(night, entries, blob), reopen(night, entries, None))
