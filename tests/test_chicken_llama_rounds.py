"""Chicken or Llama The Poker: the flow of rounds as table situations (physical mode unless
said otherwise): stakes rising, the two-player endgame, all-ins, withdrawals, eliminations."""
import pytest

from tableapp.core.ledger import POT
from tableapp.games.chicken_llama import ENGINE
from tableapp.games.chicken_llama.amounts import amounts

from chicken_llama_table import Table, moves

H = {"llamas": 2, "chickens": 0}
BUST = {"llamas": 1, "chickens": 1}


def to_allin(t: Table, *stakers: str, voters: dict[str, str] = {}):
    for p in t.state.rnd.order:
        t.act(p, "stake" if p in stakers else "fold")
    for p in t.state.rnd.active:
        t.act(p, "draw", count=0)
    for v, target in voters.items():
        t.act(v, "vote", **{"for": target})


# -- R1 / D11: the stake increase -----------------------------------------------------------------

@pytest.mark.parametrize("n0, left, S", [(5, 5, 1), (5, 4, 1), (5, 3, 2), (5, 2, 2), (4, 4, 1), (4, 3, 1),
                                         (4, 2, 2), (3, 3, 1), (3, 2, 2)])
def test_every_payment_costs_one_more_once_few_players_remain(n0, left, S):
    a = amounts(n0, left)
    assert (a.S, a.V, a.F, a.W) == (S, S, S, S + 1)
    assert amounts(n0, left, withdraw_costs_extra=True).W == S + 2  # H3


def test_a_five_player_game_raises_the_stakes_when_two_players_go_out_in_one_round():
    t = Table("Ann Bo Cy Dee Eve")
    t.deal()
    to_allin(t, "Ann", "Bo", "Cy", voters={"Dee": "Ann", "Eve": "Ann"})
    t.each("allin", "Ann", "Bo", "Cy")
    t.each("stay", "Ann", "Bo", "Cy")
    t.fact("reveal", hands={"Ann": H, "Bo": BUST, "Cy": {"llamas": 0, "chickens": 2}})
    assert "Bo has no coins left and is out (CL-R12)." in t.lines()
    assert "Cy has no coins left and is out (CL-R12)." in t.lines()
    t.fact("confirm")
    assert t.coins("Ann", "Bo", "Cy", "Dee", "Eve") == (9, 0, 0, 3, 3)
    assert ENGINE.outcome(t.state).eliminated == ("Bo", "Cy") and t.state.alive == ("Ann", "Dee", "Eve")
    t.deal()  # 3 of 5 left: S = V = F = 2, W = 3
    assert t.view()["amounts"] == {"inc": 1, "S": 2, "V": 2, "F": 2, "W": 3}
    assert t.view()["stakes_rise"] == "Stakes rise to 2"
    assert "Stakes rise to 2" in ENGINE.summary(t.state)
    assert moves(t.act("Ann", "stake")) == [("Ann", POT, 2, "CL-C2")]


def test_a_four_player_game_keeps_the_stake_at_one_with_three_left_and_raises_it_with_two():
    t = Table("Ann Bo Cy Dee")
    t.deal()
    to_allin(t, "Ann", "Bo", voters={"Cy": "Ann", "Dee": "Ann"})
    t.each("allin", "Ann", "Bo")
    t.each("stay", "Ann", "Bo")
    t.fact("reveal", hands={"Ann": H, "Bo": BUST})
    t.fact("confirm")
    assert t.state.alive == ("Ann", "Cy", "Dee")
    t.deal()
    assert t.view()["amounts"]["S"] == 1 and t.view()["stakes_rise"] is None


# -- R3 / D10: two players left ---------------------------------------------------------------------

def test_two_players_left_skip_betting_and_voting_but_draw():
    t = Table("Ann Bo", chips={"Ann": 4, "Bo": 5}, start={"n0": 3, "round": 9}, dealer="Bo")
    assert "both stake automatically" in ENGINE.describe(t.state, ENGINE.parse_action({"do": "shuffle"}))
    t.deal()
    assert t.phase == "draw" and t.to_act == "Bo" and t.pot == 4
    t.act("Bo", "draw", count=1)
    t.act("Ann", "draw", count=3)
    assert t.phase == "allin" and t.to_act == "Bo"  # no voting: nobody folded
    t.act("Bo", "allin")
    t.act("Ann", "fold")
    assert moves(t.fact("confirm")) == [(POT, "Bo", 7, "CL-C9")]
    assert t.coins("Ann", "Bo") == (2, 7) and t.state.round == 9


def test_with_H5_two_players_left_go_straight_to_the_all_in_phase():
    t = Table("Ann Bo", start={"n0": 4}, endgame_skips_draw=True)
    t.deal()
    assert t.phase == "allin" and t.to_act == "Ann" and t.pot == 4
    t.each("pass", "Ann", "Bo")
    assert t.phase == "reveal"
    t.refused(None, "reveal", hands={"Ann": {"llamas": 3, "chickens": 0}, "Bo": H})  # nobody drew
    t.fact("reveal", hands={"Ann": H, "Bo": H})  # a tie: the dealer wins it (D14)
    assert moves(t.fact("confirm")) == [(POT, "Ann", 4, "CL-C9")]


def test_a_three_player_game_reaches_the_endgame_when_one_player_is_out():
    t = Table(chips={"Ann": 3, "Bo": 3, "Cy": 1})
    t.deal()
    to_allin(t, "Ann", "Cy", voters={"Bo": "Ann"})
    t.act("Ann", "pass")
    t.act("Cy", "allin")
    t.act("Ann", "allin")
    t.each("stay", "Ann", "Cy")
    t.fact("reveal", hands={"Ann": H, "Cy": BUST})
    t.fact("confirm")
    assert t.coins("Ann", "Bo", "Cy") == (4, 3, 0) and t.state.alive == ("Ann", "Bo")
    assert moves(t.deal()) == [("Ann", POT, 2, "CL-C3"), ("Bo", POT, 2, "CL-C3")]
    assert t.phase == "draw" and t.view()["stakes_rise"] == "Stakes rise to 2"


# -- R9: the all-in phase ---------------------------------------------------------------------------

def test_an_all_in_gives_the_players_who_passed_another_turn():
    t = Table()
    t.deal()
    to_allin(t, "Ann", "Bo", "Cy")
    t.act("Ann", "pass")
    t.act("Bo", "allin")
    assert t.to_act == "Cy" and [c.label for c in ENGINE.choices(t.state)][:2] == ["All-in (3)", "Fold (lose 1)"]
    t.act("Cy", "fold")
    assert t.to_act == "Ann"  # Ann passed before the all-in and must now answer it
    t.refused("Ann", "pass")
    t.act("Ann", "allin")
    assert t.phase == "lastcall" and t.to_act == "Ann"  # asked in order from the dealer


def test_nobody_going_all_in_leads_to_a_showdown_of_stakes_only():
    t = Table()
    t.deal()
    to_allin(t, "Ann", "Bo", voters={"Cy": "Bo"})
    t.each("pass", "Ann", "Bo")
    assert t.phase == "reveal"
    t.fact("reveal", hands={"Ann": BUST, "Bo": BUST})
    assert moves(t.fact("confirm")) == [(POT, "Ann", 1, "CL-C11"), (POT, "Bo", 1, "CL-C11")]


# -- R9.3, R9.5, R9.6: withdrawals ------------------------------------------------------------------

def test_a_withdrawal_out_of_turn_does_not_move_the_turn_and_reopens_pass():
    t = Table()
    t.deal()
    to_allin(t, "Ann", "Bo", "Cy")
    t.act("Ann", "allin")
    assert t.to_act == "Bo"
    t.act("Ann", "withdraw")  # not Ann's turn: allowed any time before the reveal (R9.6)
    assert t.to_act == "Bo" and t.state.rnd.active == ("Bo", "Cy")
    t.refused("Bo", "fold")  # nobody is all-in any more: all-in or pass
    t.act("Bo", "pass")
    t.act("Cy", "pass")
    assert t.phase == "reveal"


def test_a_withdrawal_that_leaves_one_player_makes_them_the_winner_without_a_reveal():
    t = Table()
    t.deal()
    to_allin(t, "Ann", "Bo", "Cy")
    t.act("Ann", "allin")
    t.act("Bo", "fold")
    t.act("Cy", "allin")
    t.act("Cy", "withdraw")
    assert t.phase == "settle" and t.state.rnd.winner == "Ann"
    assert moves(t.fact("confirm")) == [(POT, "Ann", 6, "CL-C9")]
    assert t.coins("Ann", "Bo", "Cy") == (6, 2, 1)


def test_a_withdrawal_after_the_last_call_but_before_the_reveal_goes_back_to_the_last_call():
    t = Table()
    t.deal()
    to_allin(t, "Ann", "Bo", "Cy")
    t.each("allin", "Ann", "Bo", "Cy")
    t.each("stay", "Ann", "Bo", "Cy")
    assert t.phase == "reveal"
    t.act("Bo", "withdraw")
    assert t.phase == "lastcall" and t.to_act == "Ann"
    t.each("stay", "Ann", "Cy")
    assert t.phase == "reveal"


def test_a_player_holding_one_coin_gets_nothing_back_after_withdrawing():
    t = Table(chips={"Ann": 1, "Bo": 3, "Cy": 3})
    t.deal()
    to_allin(t, "Ann", "Bo", "Cy")
    t.each("allin", "Ann", "Bo", "Cy")
    assert ENGINE.describe(t.state, ENGINE.parse_action({"by": "Ann", "do": "withdraw"})) == \
        "Ann withdraws: pays 1, gets 0 back"
    assert moves(t.act("Ann", "withdraw")) == []
    assert t.coins("Ann") == 0 and t.state.contribution("Ann") == 1


def test_with_H3_a_withdrawal_costs_three_and_a_bigger_all_in_gets_the_rest_back():
    t = Table(chips={"Ann": 3, "Bo": 5, "Cy": 3}, withdraw_costs_extra=True)
    t.deal()
    to_allin(t, "Ann", "Bo", "Cy")
    t.each("allin", "Ann", "Bo", "Cy")
    assert moves(t.act("Ann", "withdraw")) == []  # 3 in, W = 3: nothing back
    assert moves(t.act("Bo", "withdraw")) == [(POT, "Bo", 2, "CL-C8")]  # 5 in: 2 back
    assert t.phase == "settle" and t.state.rnd.winner == "Cy"


def test_a_capped_withdrawal_keeps_at_most_the_contribution_in_the_pot():
    t = Table("Ann Bo Cy", chips={"Ann": 2, "Bo": 6, "Cy": 6}, start={"n0": 5})  # W = 3, Ann has 2 in all
    t.deal()
    to_allin(t, "Ann", "Bo", "Cy")
    t.each("allin", "Ann", "Bo", "Cy")
    assert moves(t.act("Ann", "withdraw")) == []
    assert t.state.contribution("Ann") == 2


def test_digital_withdrawals_wait_for_the_last_call_circuit():
    t = Table(mode="digital", seed=3)
    t.deal(list(range(26)))
    for p in ("Ann", "Bo", "Cy"):
        t.act(p, "stake")
    for p in ("Ann", "Bo", "Cy"):
        t.act(p, "stop")
    t.act("Ann", "allin")
    t.refused("Ann", "withdraw")  # digital: only at the last call (R9.3)
    t.each("allin", "Bo", "Cy")
    assert t.phase == "lastcall" and t.to_act == "Ann"
    t.refused("Bo", "withdraw")  # not asked yet
    t.act("Ann", "stay")
    t.act("Bo", "withdraw")
    t.act("Cy", "stay")
    assert t.phase == "lastcall" and t.to_act == "Ann"  # a withdrawal: another circuit
    t.each("stay", "Ann", "Cy")
    assert t.phase == "settle"  # the app reveals and judges


# -- R12: eliminations and the end ---------------------------------------------------------------

def test_everyone_but_the_winner_going_out_ends_the_game():
    t = Table()
    t.deal()
    to_allin(t, "Ann", "Bo", "Cy")
    t.each("allin", "Ann", "Bo", "Cy")
    t.each("stay", "Ann", "Bo", "Cy")
    t.fact("reveal", hands={"Ann": BUST, "Bo": {"llamas": 1, "chickens": 1}, "Cy": H})
    assert t.lines()[-1] == "Cy wins the game with 9 coins."
    t.fact("confirm")
    out = ENGINE.outcome(t.state)
    assert out.finished and out.winner == "Cy" and out.eliminated == ("Ann", "Bo")
    assert t.to_act is None and ENGINE.legal_actions(t.state) == []
    assert "Game over: Cy wins with 9 coins." == ENGINE.summary(t.state)
    t.refused(None, "shuffle")


def test_the_showdown_tie_goes_to_the_player_earliest_from_the_dealer_D14():
    t = Table(dealer="Bo")
    t.deal()
    to_allin(t, "Ann", "Cy", voters={"Bo": "Ann"})
    t.each("pass", "Cy", "Ann")
    t.fact("reveal", hands={"Ann": H, "Cy": H})
    assert t.state.rnd.winner == "Cy"  # order from Bo: Bo, Cy, Ann


def test_more_llamas_win_whatever_the_number_of_bills():
    t = Table()
    t.deal()
    for p in ("Ann", "Bo", "Cy"):
        t.act(p, "stake")
    t.act("Ann", "draw", count=3)
    t.act("Bo", "draw", count=1)
    t.act("Cy", "draw")  # not counted
    t.each("pass", "Ann", "Bo", "Cy")
    t.fact("reveal", hands={"Ann": {"llamas": 4, "chickens": 1}, "Bo": {"llamas": 3, "chickens": 0},
                            "Cy": {"llamas": 2, "chickens": 0}})
    assert t.state.rnd.winner == "Bo"


def test_with_H1_chickens_count_and_a_llama_busts():
    t = Table(role_swap=True)
    t.deal()
    to_allin(t, "Ann", "Bo", voters={"Cy": "Ann"})
    t.each("pass", "Ann", "Bo")
    t.fact("reveal", hands={"Ann": {"llamas": 1, "chickens": 1}, "Bo": {"llamas": 0, "chickens": 2}})
    assert t.state.rnd.winner == "Bo"
    assert ENGINE.summary(t.state).startswith("Round 1 · Settlement")


def test_describe_speaks_like_the_table():
    t = Table()
    t.deal()
    say = lambda by, do, **kw: ENGINE.describe(t.state, ENGINE.parse_action({"by": by, "do": do, **kw}))
    assert say("Ann", "stake") == "Ann stakes 1"
    assert say("Ann", "fold") == "Ann folds and will vote"
    assert ENGINE.summary(t.state) == "Round 1 · Betting: Ann: Stake 1 or fold"
    t.act("Ann", "fold")
    t.each("stake", "Bo", "Cy")
    assert say("Bo", "draw", count=2) == "Bo drew 2 bills"
    t.act("Bo", "draw", count=2)
    t.act("Cy", "draw", count=1)
    assert say("Ann", "vote", **{"for": "Cy"}) == "Ann votes for Cy"
    assert say("Ann", "leave") == ("Ann leaves the game: the round is void and every contribution goes back to its "
                                   "owner; then Ann's 3 coins go back to the bank; the deal passes to Bo")
    assert say("Bo", "leave") == ("Bo leaves the game: the round is void and every contribution goes back to its "
                                  "owner; then Bo's 3 coins go back to the bank")


def test_without_a_named_first_dealer_the_app_picks_one_from_the_seed_the_same_way_on_replay():
    picks = {seed: Table("Ann Bo Cy Dee", dealer=None, seed=seed).state.dealer for seed in range(40)}
    assert picks == {seed: Table("Ann Bo Cy Dee", dealer=None, seed=seed).state.dealer for seed in range(40)}
    assert set(picks.values()) == {"Ann", "Bo", "Cy", "Dee"}


def test_the_buttons_show_the_real_amounts():
    t = Table("Ann Bo Cy Dee")
    t.deal()
    t.act("Ann", "fold")
    t.each("stake", "Bo", "Cy", "Dee")
    t.each("draw", "Bo", "Cy", "Dee")
    assert [c.label for c in ENGINE.choices(t.state)] == ["Vote for Bo", "Vote for Cy", "Vote for Dee"]
    t.act("Ann", "vote", **{"for": "Cy"})
    t.act("Bo", "allin")
    buttons = ENGINE.choices(t.state)
    assert [(c.label, c.amount) for c in buttons] == [
        ("All-in (3)", 3), ("Fold (lose 1)", None), ("Bo: withdraw (pay 2, get 1 back)", 2)]
    assert ENGINE.summary(t.state) == "Round 1 · All-in: Cy: all-in or fold"


def test_describe_says_what_a_leave_does_between_rounds_and_to_the_last_two():
    t = Table(dealer="Bo")
    say = lambda by: ENGINE.describe(t.state, ENGINE.parse_action({"by": by, "do": "leave"}))
    assert say("Ann") == "Ann leaves the game: 3 coins go back to the bank"
    assert say("Bo") == "Bo leaves the game: 3 coins go back to the bank; the deal passes to Cy"
    t.act("Ann", "leave")
    assert say("Bo") == "Bo leaves the game: 3 coins go back to the bank; Cy wins the game"
