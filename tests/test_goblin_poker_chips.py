"""Goblin Poker chips (B.4, G-C1 ... G-C7), the house options H8-H12, players leaving (D25), the
table ending a game (CORE-E1), standings and what a game carries to the next."""
import pytest

from tableapp.core.errors import InputError
from tableapp.core.run import GameRun
from tableapp.core.views import Carry
from tableapp.games.goblin_poker import ENGINE

from goblin_poker_table import Table, moves

CARRY = "#pot:carry:goblin"


def revealed(players="Ann Bo Cy", table=None, **cards):
    t = table or Table(players)
    t.deal()
    t.reveal(**cards)
    return t


def test_G_C1_every_player_antes_1_into_the_pot_at_the_deal():
    t = Table("Ann Bo Cy")
    assert moves(t.deal()) == [("Ann", "#pot", 1, "G-C1"), ("Bo", "#pot", 1, "G-C1"), ("Cy", "#pot", 1, "G-C1")]
    assert t.pot == 3 and t.chips("Ann", "Bo", "Cy") == (99, 99, 99)


def test_H8_the_ante_is_a_house_option():
    t = Table("Ann Bo Cy", ante=5)
    t.deal()
    assert t.pot == 15
    assert ENGINE.public_view(Table("Ann Bo Cy", ante=5).state).stake == "Ante 5"


def test_G_C6_D11_the_last_games_odd_chips_join_the_pot_with_the_antes():
    t = Table("Ann Bo Cy", carry=Carry(pots={CARRY: 2}))
    assert ENGINE.balances(t.state)[CARRY] == 2  # the carry is part of the starting balances
    held = {"Ann": 100, "Bo": 100, "Cy": 100, CARRY: 2}  # what the night holds after the last game
    assert GameRun(ENGINE, t.setup, held).opening == []  # so nothing moves at the opening
    assert moves(t.deal())[-1] == (CARRY, "#pot", 2, "G-C6")
    assert t.pot == 5 and t.carried == 0


def test_the_carry_in_the_opening_comes_from_the_setup_not_from_the_bank_of_another_game():
    t = Table("Ann Bo Cy", carry=Carry(pots={CARRY: 2, "#pot:carry:pairs": 4}))
    assert "#pot:carry:pairs" not in ENGINE.balances(t.state)  # Pairs' carry is not Goblin Poker's (D7)


def test_G_C7_H10_on_credit_a_short_fold_is_paid_in_full_and_the_balance_goes_below_zero():
    t = Table("Ann Bo Cy", chips={"Ann": 100, "Bo": 2, "Cy": 100})
    revealed(table=t, Ann=5, Bo=7, Cy=8)
    t.pitch("Ann")
    assert moves(t.fold("Bo")) == [("Bo", "#pot", 5, "G-C2")]  # one transfer, no bank movement
    assert t.chips("Bo") == -4
    assert ENGINE.credit(t.setup)


def test_G_C7_a_short_pair_penalty_is_paid_in_full_on_credit():
    t = Table("Ann Bo Cy", chips={"Ann": 100, "Bo": 100, "Cy": 3})
    revealed(table=t, Ann=5, Bo=3, Cy=9)
    t.pitch("Bo", "Cy", "Ann")
    t.dealt(4)
    assert moves(t.dealt(9)) == [("Cy", "#pot", 9, "G-C3")] and t.chips("Cy") == 2 - 9


def test_D24_credit_off_a_short_payer_pays_what_they_have_and_the_rest_is_waived():
    t = Table("Ann Bo Cy", chips={"Ann": 100, "Bo": 3, "Cy": 100}, credit=False)
    assert not ENGINE.credit(t.setup)
    revealed(table=t, Ann=5, Bo=7, Cy=8)
    t.pitch("Ann")
    assert moves(t.fold("Bo")) == [("Bo", "#pot", 2, "G-C2")]
    assert t.chips("Bo") == 0 and t.pot == 5


def test_D24_credit_off_an_ante_larger_than_the_stack_takes_all_of_it():
    t = Table("Ann Bo Cy", chips={"Ann": 100, "Bo": 2, "Cy": 100}, credit=False, ante=3)
    assert ("Bo", "#pot", 2, "G-C1") in moves(t.deal())


def test_D24_credit_off_a_player_with_no_chips_cannot_sit_in():
    with pytest.raises(InputError, match="no chips"):
        Table("Ann Bo Cy", chips={"Ann": 100, "Bo": 0, "Cy": 100}, credit=False)
    Table("Ann Bo Cy", chips={"Ann": 100, "Bo": -3, "Cy": 100})  # on credit a debt plays on


def test_H12_the_fold_cost_can_come_from_the_other_players_stacks_only():
    t = revealed(table=Table("Ann Bo Cy", fold_cost_others_only=True), Ann=5, Bo=3, Cy=8)
    assert moves(t.fold("Bo")) == [("Bo", "#pot", 5, "G-C2")]


def test_H11_the_tie_break_cards_are_discarded_once_the_tie_is_broken():
    t = revealed(table=Table("Ann Bo Cy", discard_tie_cards=True), Ann=3, Bo=3, Cy=8)
    t.draw(7)
    t.draw(5)
    assert t.to_act == "Ann"  # the draw decided it
    assert t.state.stacks == {"Ann": (3,), "Bo": (3,), "Cy": (8,)}
    assert sorted(t.state.discards) == [5, 7]
    assert ENGINE.public_view(t.state).stake == "Fold costs 3 chips"


def test_H11_the_next_lowest_stack_needs_a_new_draw_when_the_stacks_are_tied_again():
    t = revealed(table=Table("Ann Bo Cy", discard_tie_cards=True), Ann=3, Bo=3, Cy=8)
    t.draw(7)
    t.draw(5)
    t.pitch("Ann", "Bo", "Cy")
    assert t.phase == "tie" and t.state.tie.group == ("Bo", "Ann")  # GR10 asks again


def test_CORE_E1_the_table_ends_the_game_and_the_players_still_in_share_the_pot():
    t = revealed("Ann Bo Cy Dee", Ann=5, Bo=3, Cy=8, Dee=9)
    t.fold("Bo")  # pot 4 + 3
    end = ENGINE.parse_action({"do": "end-game"})
    assert ENGINE.describe(t.state, end) == \
        "The table ends the game: the pot of 7 is shared, 2 each, 1 carried to the next game"
    transfers = t.act(None, "end-game")
    assert moves(transfers) == [("#pot", "Ann", 2, "CORE-E1"), ("#pot", "Cy", 2, "CORE-E1"),
                                ("#pot", "Dee", 2, "CORE-E1"), ("#pot", CARRY, 1, "CORE-E1c")]
    assert ENGINE.outcome(t.state).finished and ENGINE.outcome(t.state).winner is None
    assert t.summary == "The game was ended early"


def test_CORE_E1_ending_before_the_deal_moves_nothing_and_the_carry_waits_on():
    t = Table("Ann Bo Cy", carry=Carry(pots={CARRY: 2}))
    assert ENGINE.end_early(t.state).transfers == []
    # (the log does not speak of sharing a pot of 0)
    assert ENGINE.describe(t.state, ENGINE.parse_action({"do": "end-game"})) == \
        "The table ends the game (the pot is empty)"
    t.act(None, "end-game")
    assert t.carried == 2 and ENGINE.carry(t.state).pots == {CARRY: 2}


def test_D25_a_leaver_pays_the_current_fold_cost_with_their_own_stack_counted():
    t = revealed("Ann Bo Cy Dee", Ann=5, Bo=3, Cy=8, Dee=9)
    assert moves(t.act("Bo", "leave")) == [("Bo", "#pot", 3, "G-C2")]
    assert t.state.how["Bo"] == "left" and t.to_act == "Cy"
    assert ENGINE.outcome(t.state).left == ("Bo",)


def test_D25_E11_a_leaver_who_pitched_leaves_the_card_and_the_one_left_over_is_discarded_unseen():
    t = revealed("Ann Bo Cy Dee", Ann=5, Bo=3, Cy=8, Dee=9)
    t.pitch("Bo", "Cy")
    t.act("Bo", "leave")  # during Dee's turn
    t.pitch("Dee", "Ann")
    assert t.state.middle_count == 4 and t.state.receivers == ("Ann", "Cy", "Dee")
    assert t.summary.endswith("the card left over is discarded unseen")
    pool = t.state.pool_count
    t.dealt(2, 4, 3)
    assert t.state.round == 2 and t.state.middle_count == 0 and t.state.pool_count == pool + 1


def test_D25_leaving_before_the_first_cards_are_turned_up_costs_only_the_ante():
    t = Table("Ann Bo Cy Dee")
    t.deal()
    assert t.act("Dee", "leave") == []
    assert "Give exactly one first card for each player in: Ann, Bo, Cy" in t.refused(
        None, "reveal", cards={"Ann": 5, "Bo": 3, "Cy": 8, "Dee": 9})
    t.reveal(Ann=5, Bo=3, Cy=8)
    assert t.chips("Dee") == 99 and t.pot == 4


def test_D25_the_last_opponent_leaving_gives_the_pot_at_once():
    t = revealed(Ann=5, Bo=3, Cy=8)
    t.fold("Bo")
    assert moves(t.act("Ann", "leave")) == [("Ann", "#pot", 5, "G-C2"), ("#pot", "Cy", 11, "G-C4")]
    assert ENGINE.outcome(t.state).winner == "Cy"


def test_D25_D26_leaving_between_games_costs_nothing_while_three_players_stay():
    t = Table("Ann Bo Cy Dee")
    assert ENGINE.can_leave(t.state, "Dee")
    assert t.act("Dee", "leave") == []
    assert not ENGINE.can_leave(t.state, "Cy")
    assert "needs 3 players" in t.refused("Cy", "leave")
    assert moves(t.deal()) == [("Ann", "#pot", 1, "G-C1"), ("Bo", "#pot", 1, "G-C1"), ("Cy", "#pot", 1, "G-C1")]


def test_a_player_who_is_out_cannot_leave_the_game_again_or_act():
    t = revealed(Ann=5, Bo=3, Cy=8)
    t.fold("Bo")
    assert not ENGINE.can_leave(t.state, "Bo")
    assert "not in this game" in t.refused("Bo", "leave")


def test_standings_the_winner_first_then_the_others_by_what_the_game_cost_them():
    t = revealed("Ann Bo Cy Dee", Ann=5, Bo=3, Cy=8, Dee=9)
    t.fold("Bo")  # costs 1 + 3
    t.fold("Cy")  # costs 1 + 5
    t.fold("Dee")  # costs 1 + 5
    places = [(p.name, p.rank, p.result) for p in ENGINE.standings(t.state)]
    assert places == [("Ann", 1, "won"), ("Bo", 2, "out"), ("Cy", 3, "out"), ("Dee", 3, "out")]


def test_standings_the_survivors_of_round_5_share_first_place():
    t = Table("Ann Bo Cy Dee", start={"round": 5, "pot": 11, "stacks": {
        "Ann": [1, 4, 7, 10, 2], "Bo": [2, 5, 8, 10, 6], "Cy": [3, 6, 9, 10, 5]}})
    assert ENGINE.standings(t.state) == []
    t.pitch("Ann", "Bo", "Cy")
    t.dealt(3, 3, 4)
    places = [(p.name, p.rank, p.result) for p in ENGINE.standings(t.state)]
    assert places == [("Ann", 1, "won"), ("Bo", 1, "won"), ("Cy", 1, "won"), ("Dee", 4, "out")]


def test_the_carry_and_the_next_dealer_go_to_the_next_game():
    t = Table("Ann Bo Cy", start={"round": 5, "pot": 5, "stacks": {"Ann": [1, 4, 7, 10, 2], "Bo": [2, 5, 8, 10, 6]}})
    t.pitch("Ann", "Bo")
    t.dealt(3, 3)
    carry = ENGINE.carry(t.state)
    assert carry.pots == {CARRY: 1} and carry.dealer == "Bo"
    nxt = Table("Bo Cy Ann", dealer=None, carry=carry)
    assert nxt.state.dealer == "Bo" and nxt.carried == 1
    assert moves(nxt.deal())[-1] == (CARRY, "#pot", 1, "G-C6")


def test_the_first_dealer_option_wins_over_the_deal_passed_on_and_seat_1_deals_without_either():
    assert Table("Ann Bo Cy", dealer="Cy", carry=Carry(dealer="Bo")).state.dealer == "Cy"
    assert Table("Ann Bo Cy", dealer=None, carry=Carry(dealer="Zed")).state.dealer == "Ann"
    with pytest.raises(InputError):
        Table("Ann Bo Cy", dealer="Zed")


def test_a_dealer_who_left_passes_the_deal_to_the_next_player_who_stayed():
    t = revealed("Ann Bo Cy Dee", Ann=5, Bo=3, Cy=8, Dee=9)
    t.act("Bo", "leave")
    t.act(None, "end-game")
    assert ENGINE.carry(Table("Ann Bo Cy Dee", dealer="Ann").state).dealer == "Bo"
    assert ENGINE.carry(t.state).dealer == "Cy"


def test_reasons_name_every_chip_movement_in_words():
    words = ENGINE.reasons()
    for rid in ("G-C1", "G-C2", "G-C3", "G-C4", "G-C5", "G-C6", "CORE-E1", "CORE-E1c"):
        assert words[rid] and words[rid] != rid
