"""Pairs, the chips of a finished game as table situations: Seattle, Tacoma and Olympia (PR11-PR14,
A-C1 to A-C6), the carried remainder (D7), credit on and off (H4, D8), a leaver (E5, H7), the table
ending the game (CORE-E1), the standings and what a game leaves for the next.

Physical mode: Ann, Bo, Cy sit clockwise, Ann deals (the deal goes Bo, Cy, Ann), the losing score is
21. Bo starts at 19 (score cards 10 and 9), Cy at 3, Ann at 5, unless said otherwise.
"""
import pytest

from tableapp.core.engine import Setup
from tableapp.core.errors import InputError, RuleError
from tableapp.core.ledger import BANK
from tableapp.core.run import GameRun
from tableapp.core.session import Session
from tableapp.core.views import Carry
from tableapp.games.pairs import ENGINE
from tableapp.games.pairs.state import CARRY

from pairs_table import Table, moves

NEAR = {"scores": {"Bo": [10, 9], "Cy": [3], "Ann": [5]}}


def bo_folds_a_2(t: Table):
    """Bo is dealt the 2, the lowest card, starts and folds: 19 + 2 = 21, Bo loses (PR9)."""
    t.cards(2, 6, 9)
    return t.fold("Bo")


# -- Seattle (PR12, A-C1) ----------------------------------------------------------------------------

def test_seattle_the_loser_pays_1_chip_to_every_other_player_A_C1():
    t = Table(start=NEAR)
    assert moves(bo_folds_a_2(t)) == [("Bo", "Cy", 1, "A-C1"), ("Bo", "Ann", 1, "A-C1")]
    assert t.coins("Ann", "Bo", "Cy") == (21, 18, 21) and t.pot == 0
    assert t.view()["payout"] == ["Bo loses with 21 (losing score 21).", "Bo pays 1 chip to Cy.",
                                  "Bo pays 1 chip to Ann."]


def test_seattle_leaves_the_carried_chips_where_they_are_D7():
    t = Table(start={**NEAR, "carry": 2})
    bo_folds_a_2(t)
    assert t.pot == 2 and ENGINE.carry(t.state).pots == {CARRY: 2}


# -- Tacoma (PR13, A-C2, A-C4, A-C5) ------------------------------------------------------------------

def test_tacoma_the_loser_pays_the_stake_and_the_lowest_score_takes_the_pot_A_C2_A_C4():
    t = Table(start=NEAR, betting="tacoma")
    assert moves(bo_folds_a_2(t)) == [("Bo", CARRY, 6, "A-C2"), (CARRY, "Cy", 6, "A-C4")]
    assert t.coins("Ann", "Bo", "Cy") == (20, 14, 26) and t.pot == 0


def test_tacoma_ties_for_the_lowest_score_split_the_pot_and_the_remainder_waits_A_C4_A_C5():
    t = Table(start={"scores": {"Bo": [10, 9], "Cy": [5], "Ann": [4, 1]}, "carry": 1}, betting="tacoma")
    assert moves(bo_folds_a_2(t)) == [("Bo", CARRY, 6, "A-C2"), (CARRY, "Ann", 3, "A-C4"), (CARRY, "Cy", 3, "A-C4")]
    assert t.pot == 1  # 7 = 3 + 3 + 1 carried on
    assert "1 chip stay in the pot for the next Pairs game (A-C5)." in t.view()["payout"]


def test_the_tacoma_stake_is_a_house_option_H2():
    t = Table(start={"scores": {"Bo": [10, 9], "Cy": [5], "Ann": [5]}}, betting="tacoma", tacoma_stake=5)
    assert moves(bo_folds_a_2(t)) == [("Bo", CARRY, 5, "A-C2"), (CARRY, "Ann", 2, "A-C4"), (CARRY, "Cy", 2, "A-C4")]
    assert t.pot == 1


def test_the_carried_remainder_goes_to_the_next_pairs_games_payout_D7():
    first = Table(start={"scores": {"Bo": [10, 9], "Cy": [5], "Ann": [4, 1]}}, betting="tacoma")
    bo_folds_a_2(first)
    left = ENGINE.carry(first.state)
    assert left.pots == {}  # 6 split 3 + 3: nothing left
    second = Table(start={"scores": {"Bo": [10, 9], "Cy": [5], "Ann": [4, 1]}}, betting="tacoma", tacoma_stake=7)
    bo_folds_a_2(second)
    carried = ENGINE.carry(second.state)
    assert carried.pots == {CARRY: 1} and carried.dealer == "Bo"
    # the next game takes the chip in its starting balances: nothing moves at its opening
    stacks = ENGINE.balances(second.state)
    third = Table(start=NEAR, betting="olympia", carry=carried,
                  chips={p: stacks[p] for p in ("Ann", "Bo", "Cy")}, carried=stacks)
    assert third.run.opening == [] and third.pot == 1
    t = bo_folds_a_2(third)  # Olympia: 21 - 3 = 18 (Bo holds 14: on credit), plus the carried 1
    assert moves(t) == [("Bo", CARRY, 18, "A-C6"), (CARRY, "Cy", 19, "A-C4")]
    assert third.pot == 0


# -- Olympia (PR14, A-C3, E6) --------------------------------------------------------------------------

def test_olympia_the_loser_pays_the_difference_to_the_lowest_score_A_C3():
    t = Table(start=NEAR, betting="olympia")
    assert moves(bo_folds_a_2(t)) == [("Bo", CARRY, 18, "A-C3"), (CARRY, "Cy", 18, "A-C4")]
    assert "Bo pays 18 chips into the pot: 21 − 3, the difference to the lowest score." in t.view()["payout"]


def test_olympia_counts_the_losers_whole_score_above_the_losing_score_E6():
    t = Table(start={"scores": {"Bo": [10, 4], "Cy": [3], "Ann": [5]}}, betting="olympia")
    t.cards(9, 5, 7)  # Cy starts with the 5
    t.hit("Cy", 8)
    t.hit("Ann", 10)
    assert moves(t.hit("Bo", 9)) == [("Bo", CARRY, 20, "A-C3"), (CARRY, "Cy", 20, "A-C4")]  # 14 + 9 = 23; 23 - 3
    assert t.score("Bo") == 23


def test_olympia_ties_for_the_lowest_score_split_the_difference_A_C4_A_C5():
    t = Table(start={"scores": {"Bo": [10, 9], "Cy": [4], "Ann": [4]}}, betting="olympia")
    assert moves(bo_folds_a_2(t)) == [("Bo", CARRY, 17, "A-C3"), (CARRY, "Ann", 8, "A-C4"), (CARRY, "Cy", 8, "A-C4")]
    assert t.pot == 1


def test_with_two_players_the_other_player_is_always_the_lowest_score_E4():
    t = Table("Ann Bo", start={"scores": {"Bo": [10, 10, 9], "Ann": [10, 10, 9]}}, betting="olympia")
    t.cards(2, 3)  # Bo 2, Ann 3
    assert moves(t.fold("Bo")) == [("Bo", CARRY, 2, "A-C3"), (CARRY, "Ann", 2, "A-C4")]  # 31 - 29


# -- credit (H4, D8, A-C6) ------------------------------------------------------------------------------

def test_with_credit_a_short_loser_pays_in_full_and_goes_below_zero_A_C6():
    t = Table(start=NEAR, betting="tacoma", chips={"Ann": 20, "Bo": 2, "Cy": 20})
    assert ENGINE.credit(t.setup)
    assert moves(bo_folds_a_2(t)) == [("Bo", CARRY, 6, "A-C6"), (CARRY, "Cy", 6, "A-C4")]
    assert t.coins("Bo") == -4
    assert "Bo had 2 chips: the bank advances 4 chips from its spare chips (A-C6)." in t.view()["payout"]


def test_with_credit_a_seattle_loser_pays_every_chip_and_the_rest_on_credit_A_C1_A_C6():
    t = Table("Ann Bo Cy Dee", start={"scores": {"Bo": [10, 5]}}, chips={"Ann": 5, "Bo": 1, "Cy": 5, "Dee": 5})
    t.cards(1, 6, 7, 9)  # Bo 15 + 1 = 16, the losing score for 4
    assert moves(t.fold("Bo")) == [("Bo", "Cy", 1, "A-C1"), ("Bo", "Dee", 1, "A-C6"), ("Bo", "Ann", 1, "A-C6")]
    assert t.coins("Bo") == -2


def test_an_indebted_player_goes_further_down_and_a_receiver_in_debt_hands_chips_back_to_the_bank_D8():
    t = Table(start=NEAR, betting="tacoma", chips={"Ann": 20, "Bo": -3, "Cy": -2})
    assert moves(bo_folds_a_2(t)) == [("Bo", CARRY, 6, "A-C6"), (CARRY, "Cy", 6, "A-C4")]
    assert t.coins("Bo", "Cy") == (-9, 4)
    assert "Cy was 2 below zero: 2 of these go back to the bank's spare chips (D8)." in t.view()["payout"]


def test_without_credit_a_seattle_loser_pays_1_chip_at_a_time_from_the_left_until_out_D8():
    t = Table("Ann Bo Cy Dee", start={"scores": {"Bo": [10, 5]}}, chips={"Ann": 5, "Bo": 1, "Cy": 5, "Dee": 5},
              credit=False)
    assert not ENGINE.credit(t.setup)
    t.cards(1, 6, 7, 9)
    assert moves(t.fold("Bo")) == [("Bo", "Cy", 1, "A-C1")]
    assert t.coins("Bo") == 0
    assert "Bo had only 1 chip: the other 2 chips are waived (D8)." in t.view()["payout"]


def test_without_credit_the_tacoma_prize_is_reduced_to_what_the_loser_has_D8():
    t = Table(start=NEAR, betting="tacoma", chips={"Ann": 20, "Bo": 4, "Cy": 20}, credit=False)
    assert moves(bo_folds_a_2(t)) == [("Bo", CARRY, 4, "A-C2"), (CARRY, "Cy", 4, "A-C4")]


def test_without_credit_a_player_with_no_chips_may_play_but_nobody_starts_in_debt_D8():
    Table(chips={"Ann": 0, "Bo": 3, "Cy": 3}, credit=False)
    with pytest.raises(InputError, match="owes chips"):
        Table(chips={"Ann": -1, "Bo": 3, "Cy": 3}, credit=False)
    Table(chips={"Ann": -1, "Bo": 3, "Cy": 3})  # with credit a debt plays on


# -- a leaver (E5, H7) and the end of the game by the table (CORE-E1) --------------------------------------

def test_a_player_leaving_voids_the_game_no_chips_move_E5():
    t = Table(start={**NEAR, "carry": 3}, betting="tacoma")
    t.cards(2, 6)
    assert ENGINE.can_leave(t.state, "Cy")
    assert moves(t.act("Cy", "leave")) == []
    assert t.phase == "over" and t.state.ended == "void" and t.pot == 3
    assert t.summary == "The game is void: Cy left. No chips move."
    assert [(p.name, p.rank, p.result) for p in ENGINE.standings(t.state)] == [
        ("Ann", 1, ""), ("Bo", 2, ""), ("Cy", 3, "left")]
    assert ENGINE.outcome(t.state).left == ("Cy",) and not ENGINE.can_leave(t.state, "Ann")


def test_with_H7_a_leaver_loses_at_the_current_score():
    t = Table(start=NEAR, leaver_loses=True)
    assert moves(t.act("Ann", "leave")) == [("Ann", "Bo", 1, "A-C1"), ("Ann", "Cy", 1, "A-C1")]
    assert t.state.loser == "Ann"
    assert [(p.name, p.result) for p in ENGINE.standings(t.state)] == [("Cy", ""), ("Bo", ""), ("Ann", "lost")]


def test_with_H7_an_olympia_leaver_below_the_lowest_score_pays_nothing():
    t = Table(start=NEAR, leaver_loses=True, betting="olympia")
    assert moves(t.act("Cy", "leave")) == []  # Cy 3, the lowest of the others 5
    assert "Cy is not above the lowest score and pays nothing." in t.view()["payout"]


def test_the_table_ending_the_game_moves_no_chips_and_keeps_the_carry_CORE_E1():
    t = Table(start={**NEAR, "carry": 2}, betting="tacoma")
    t.cards(2)
    step = ENGINE.end_early(t.state)
    assert list(step.transfers) == [] and step.state.ended == "early"
    assert moves(t.act(None, "end-game")) == [] and t.pot == 2
    assert [(p.name, p.rank, p.result) for p in ENGINE.standings(t.state)] == [
        ("Cy", 1, ""), ("Ann", 2, ""), ("Bo", 3, "")]
    assert "The game is over" in t.refused(None, "end-game")
    with pytest.raises(RuleError, match="The game is over"):
        ENGINE.end_early(t.state)


# -- standings and what the next game gets ---------------------------------------------------------------

def test_standings_the_loser_last_the_others_by_score_lowest_best_ties_sharing_a_rank():
    t = Table("Ann Bo Cy Dee", start={"scores": {"Bo": [10, 5], "Cy": [3], "Ann": [4], "Dee": [3]}})
    assert ENGINE.standings(t.state) == []
    t.cards(1, 6, 7, 9)
    t.fold("Bo")
    assert [(p.name, p.rank, p.result) for p in ENGINE.standings(t.state)] == [
        ("Cy", 1, ""), ("Dee", 1, ""), ("Ann", 3, ""), ("Bo", 4, "lost")]
    assert ENGINE.outcome(t.state).finished and ENGINE.outcome(t.state).winner is None


def test_the_deal_passes_left_to_the_next_game_and_the_next_game_reads_it_D4():
    t = Table(start=NEAR)
    bo_folds_a_2(t)
    assert ENGINE.carry(t.state).dealer == "Bo"
    nxt = Table(dealer=None, carry=Carry(dealer="Bo"))
    assert nxt.state.dealer == "Bo" and nxt.view()["receiving"] == "Cy"
    assert Table(dealer=None).state.dealer == "Ann"  # the night's first game: seat 1
    assert Table(dealer="Cy", carry=Carry(dealer="Bo")).state.dealer == "Cy"  # the option wins


def test_a_night_of_two_seattle_games_keeps_one_ledger_with_the_rule_ids():
    night = Session("Friday", ["Ann", "Bo", "Cy"])
    night.new_game(ENGINE, ["Ann", "Bo", "Cy"], chips=10, start=NEAR, options={"first_dealer": "Ann"})
    for v in (2, 6, 9):
        night.act({"do": "card", "value": v})
    night.act({"by": "Bo", "do": "fold"})
    assert night.balances() == {"Ann": 11, "Bo": 8, "Cy": 11}
    night.new_game(ENGINE, ["Ann", "Bo", "Cy"], carry=True, start={"scores": {"Cy": [10, 9]}},
                   options={"first_dealer": "Bo"})
    for v in (4, 2, 8):  # the deal goes Cy, Ann, Bo: Ann starts with the 2
        night.act({"do": "card", "value": v})
    night.act({"by": "Ann", "do": "hit"})
    night.act({"do": "card", "value": 5})
    night.act({"by": "Bo", "do": "hit"})
    night.act({"do": "card", "value": 7})
    night.act({"by": "Cy", "do": "fold"})  # scores the 2: 21
    assert night.balances() == {"Ann": 12, "Bo": 9, "Cy": 9}
    assert [r.reason for r in night.ledger() if r.src != BANK] == ["A-C1"] * 4
    assert ENGINE.reason_text("A-C1") == "loser pays 1 to each other player (Seattle)"


def test_a_game_starts_with_the_carried_chips_in_its_pot_account():
    setup = Setup(game="pairs", players=("Ann", "Bo"), chips={"Ann": 5, "Bo": 5}, carry=Carry(pots={CARRY: 4}))
    run = GameRun(ENGINE, setup, {"Ann": 5, "Bo": 5, CARRY: 4})
    assert run.opening == [] and ENGINE.balances(run.state) == {"Ann": 5, "Bo": 5, CARRY: 4}
