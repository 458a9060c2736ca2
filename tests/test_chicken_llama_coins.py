"""Chicken or Llama The Poker: every coin movement of §4 (C1-C13), as table situations.

Physical mode unless said otherwise: the table reports the facts, the app moves the coins.
Ann, Bo, Cy (and Dee, Eve) sit clockwise; Ann deals unless said otherwise.
"""
from tableapp.core.ledger import BANK, POT
from tableapp.core.session import Session, bank_total
from tableapp.games.chicken_llama import ENGINE

from chicken_llama_table import Table, moves

H = {"llamas": 2, "chickens": 0}  # a clean 2-bill hand
BUST = {"llamas": 1, "chickens": 1}


def to_allin(t: Table, *stakers: str, voters: dict[str, str] = {}):
    """Everyone in order stakes or folds, nobody draws, the voters vote: the all-in phase."""
    for p in t.state.rnd.order:
        t.act(p, "stake" if p in stakers else "fold")
    for p in stakers:
        t.act(p, "draw", count=0)
    for v, target in voters.items():
        t.act(v, "vote", **{"for": target})
    assert t.phase == "allin"


def test_every_player_gets_3_coins_from_the_bank_when_the_game_starts_C1():
    night = Session("Friday", ["Ann", "Bo", "Cy"])
    night.new_game(ENGINE, ["Ann", "Bo", "Cy"], options={"first_dealer": "Ann"})
    assert night.balances() == {"Ann": 3, "Bo": 3, "Cy": 3}
    assert [(r.src, r.dst, r.amount) for r in night.ledger()] == [(BANK, p, 3) for p in ("Ann", "Bo", "Cy")]
    assert bank_total(night.ledger()) == 9


def test_a_stake_puts_S_coins_into_the_pot_C2():
    t = Table()
    t.deal()
    assert ENGINE.describe(t.state, ENGINE.parse_action({"by": "Ann", "do": "stake"})) == "Ann stakes 1"
    assert moves(t.act("Ann", "stake")) == [("Ann", POT, 1, "CL-C2")]
    assert t.coins("Ann") == 2 and t.pot == 1 and t.view()["players"][0]["contribution"] == 1


def test_a_player_with_fewer_coins_than_the_stake_puts_in_all_of_them_C2_D13():
    # a 5-player game with 3 left: S = 2, and Ann has only 1 coin
    t = Table(chips={"Ann": 1, "Bo": 6, "Cy": 8}, start={"n0": 5, "round": 7})
    t.deal()
    assert [c.label for c in ENGINE.choices(t.state)] == ["Stake 1 (all)", "Fold and vote"]
    assert moves(t.act("Ann", "stake")) == [("Ann", POT, 1, "CL-C2")]
    assert moves(t.act("Bo", "stake")) == [("Bo", POT, 2, "CL-C2")]
    assert t.coins("Ann") == 0 and t.state.round == 7


def test_the_last_two_players_stake_automatically_capped_C3():
    t = Table("Ann Bo", chips={"Ann": 1, "Bo": 8}, start={"n0": 3})
    assert moves(t.deal()) == [("Ann", POT, 1, "CL-C3"), ("Bo", POT, 2, "CL-C3")]
    assert t.phase == "draw" and t.to_act == "Ann"


def test_a_bust_survivor_is_paid_F_by_every_voter_and_takes_back_the_stake_C4_C5():
    t = Table("Ann Bo Cy Dee")
    t.deal()
    t.act("Ann", "stake")
    t.each("fold", "Bo", "Cy", "Dee")
    assert t.phase == "survivor" and t.to_act == "#table"
    t.fact("survivor_bust", bust=True, chickens=1)
    assert "Ann's hand is bust: every voter pays 1 coin to Ann (CL-R5b)." in t.lines()
    assert moves(t.fact("confirm")) == [
        ("Bo", "Ann", 1, "CL-C4"), ("Cy", "Ann", 1, "CL-C4"), ("Dee", "Ann", 1, "CL-C4"), (POT, "Ann", 1, "CL-C5")]
    assert t.coins("Ann", "Bo", "Cy", "Dee") == (6, 2, 2, 2)


def test_a_voter_who_cannot_pay_F_in_full_pays_what_they_have_and_is_out_C4_D13():
    t = Table(chips={"Ann": 4, "Bo": 1, "Cy": 5}, start={"n0": 5})  # 3 of 5 left: F = 2
    t.deal()
    t.act("Ann", "stake")
    t.each("fold", "Bo", "Cy")
    t.fact("survivor_bust", bust=True)
    assert "Bo pays 1 coin to Ann. (all they have)" in t.lines()
    assert moves(t.fact("confirm")) == [("Bo", "Ann", 1, "CL-C4"), ("Cy", "Ann", 2, "CL-C4"), (POT, "Ann", 2, "CL-C5")]
    assert t.coins("Ann", "Bo", "Cy") == (7, 0, 3)
    assert ENGINE.outcome(t.state).eliminated == ("Bo",)


def test_a_survivor_who_is_not_bust_only_takes_back_the_stake_and_deals_next_C5_C12_D5():
    t = Table("Ann Bo Cy Dee", dealer="Dee")
    t.deal()
    t.act("Dee", "fold")
    t.act("Ann", "stake")
    t.each("fold", "Bo", "Cy")
    t.fact("survivor_bust", bust=False, chickens=0)
    assert moves(t.fact("confirm")) == [(POT, "Ann", 1, "CL-C5")]
    assert t.coins("Ann", "Bo", "Cy", "Dee") == (3, 3, 3, 3)
    assert t.state.dealer == "Ann"


def test_with_H4_the_dealer_stays_when_the_survivor_is_not_bust_and_moves_when_bust():
    for bust, dealer in ((False, "Dee"), (True, "Ann")):
        t = Table("Ann Bo Cy Dee", dealer="Dee", dealer_moves_only_if_bust=True)
        t.deal()
        t.act("Dee", "fold")
        t.act("Ann", "stake")
        t.each("fold", "Bo", "Cy")
        t.fact("survivor_bust", bust=bust)
        t.fact("confirm")
        assert t.state.dealer == dealer


def test_an_all_in_puts_every_coin_behind_into_the_pot_C6():
    t = Table()
    t.deal()
    to_allin(t, "Ann", "Bo", "Cy")
    allin = ENGINE.parse_action({"by": "Ann", "do": "allin"})
    assert ENGINE.describe(t.state, allin) == "Ann goes all-in: adds 2, 3 in"
    assert moves(t.act("Ann", "allin")) == [("Ann", POT, 2, "CL-C6")]
    assert t.coins("Ann") == 0 and t.state.contribution("Ann") == 3


def test_an_all_in_with_nothing_left_behind_moves_no_coin_C6():
    t = Table(chips={"Ann": 1, "Bo": 3, "Cy": 3})
    t.deal()
    to_allin(t, "Ann", "Bo", "Cy")
    assert t.coins("Ann") == 0
    assert moves(t.act("Ann", "allin")) == []
    assert t.state.rnd.status["Ann"] == "allin"
    # Bo decides; next to Ann a Withdraw button stays until the reveal (R9.6)
    assert [c.label for c in ENGINE.choices(t.state)] == [
        "All-in (3)", "Fold (lose 1)", "Ann: withdraw (pay 1, get 0 back)"]


def test_a_fold_facing_an_all_in_moves_nothing_and_the_stake_goes_to_the_winner_C7_C9():
    t = Table()
    t.deal()
    to_allin(t, "Ann", "Bo", "Cy")
    t.act("Ann", "allin")
    assert moves(t.act("Bo", "fold")) == [] and t.pot == 5
    fold = ENGINE.parse_action({"by": "Cy", "do": "fold"})
    assert ENGINE.describe(t.state, fold) == "Cy folds and loses the stake of 1"
    t.act("Cy", "fold")
    assert t.phase == "settle"  # R9.4a: Ann is the last one in, nothing is revealed
    assert moves(t.fact("confirm")) == [(POT, "Ann", 5, "CL-C9")]
    assert t.coins("Ann", "Bo", "Cy") == (5, 2, 2)


def test_a_withdrawal_forfeits_W_and_gives_back_the_rest_C8():
    t = Table()
    t.deal()
    to_allin(t, "Ann", "Bo", "Cy")
    t.each("allin", "Ann", "Bo", "Cy")
    assert t.phase == "lastcall" and t.to_act == "Ann"
    assert ENGINE.describe(t.state, ENGINE.parse_action({"by": "Ann", "do": "withdraw"})) == \
        "Ann withdraws: pays 2, gets 1 back"
    assert moves(t.act("Ann", "withdraw")) == [(POT, "Ann", 1, "CL-C8")]
    assert t.coins("Ann") == 1 and t.state.contribution("Ann") == 2 and t.pot == 8


def test_the_showdown_winner_takes_the_whole_pot_C9():
    t = Table()
    t.deal()
    to_allin(t, "Ann", "Bo", "Cy")
    t.each("pass", "Ann", "Bo", "Cy")
    assert t.phase == "reveal" and t.to_act == "#table"
    t.fact("reveal", hands={"Ann": BUST, "Bo": H, "Cy": {"llamas": 1, "chickens": 1}})
    assert moves(t.fact("confirm")) == [(POT, "Bo", 3, "CL-C9")]
    assert t.coins("Ann", "Bo", "Cy") == (2, 5, 2)


def test_a_wrong_voter_pays_V_to_the_winner_and_a_right_voter_pays_nothing_C10_C12():
    t = Table("Ann Bo Cy Dee")
    t.deal()
    to_allin(t, "Ann", "Bo", voters={"Cy": "Ann", "Dee": "Bo"})
    t.each("pass", "Ann", "Bo")
    t.fact("reveal", hands={"Ann": {"llamas": 1, "chickens": 1}, "Bo": H})
    lines = t.lines()
    assert "Cy voted for Ann: wrong, pays 1 coin to Bo." in lines
    assert "Dee voted for Bo: right, pays nothing (CL-C12)." in lines
    assert moves(t.fact("confirm")) == [(POT, "Bo", 2, "CL-C9"), ("Cy", "Bo", 1, "CL-C10")]
    assert t.coins("Ann", "Bo", "Cy", "Dee") == (2, 5, 2, 3)


def test_a_wrong_voter_pays_V_at_most_their_coins_C10_D13():
    t = Table("Ann Bo Cy", chips={"Ann": 4, "Bo": 4, "Cy": 1}, start={"n0": 5})  # V = 2
    t.deal()
    to_allin(t, "Ann", "Bo", voters={"Cy": "Bo"})
    t.each("pass", "Ann", "Bo")
    t.fact("reveal", hands={"Ann": H, "Bo": BUST})
    assert moves(t.fact("confirm")) == [(POT, "Ann", 4, "CL-C9"), ("Cy", "Ann", 1, "CL-C10")]
    assert t.coins("Ann", "Bo", "Cy") == (7, 2, 0) and t.state.alive == ("Ann", "Bo")


def test_when_every_hand_is_bust_every_contribution_goes_back_even_forfeits_C11_D12():
    t = Table("Ann Bo Cy Dee")
    t.deal()
    to_allin(t, "Ann", "Bo", "Cy", voters={"Dee": "Bo"})
    t.each("allin", "Ann", "Bo", "Cy")
    t.act("Ann", "withdraw")  # pays 2 of her 3, gets 1 back
    t.each("stay", "Bo", "Cy", "Bo", "Cy")  # a circuit with a withdrawal, then a quiet one
    t.fact("reveal", hands={"Bo": BUST, "Cy": {"llamas": 0, "chickens": 2}})
    assert "Every hand is bust: no winner, so every contribution goes back (CL-D12)." in t.lines()
    assert moves(t.fact("confirm")) == [(POT, "Ann", 2, "CL-C11"), (POT, "Bo", 3, "CL-C11"), (POT, "Cy", 3, "CL-C11")]
    assert t.coins("Ann", "Bo", "Cy", "Dee") == (3, 3, 3, 3)  # Dee's wrong vote costs nothing
    assert t.state.dealer == "Ann"  # no winner: the dealer stays (R13)


def test_a_stake_forfeited_by_an_all_in_fold_is_refunded_when_every_hand_is_bust_C11():
    t = Table()
    t.deal()
    to_allin(t, "Ann", "Bo", "Cy")
    t.act("Ann", "allin")
    t.act("Bo", "fold")
    t.act("Cy", "allin")
    t.each("stay", "Ann", "Cy")
    t.fact("reveal", hands={"Ann": BUST, "Cy": BUST})
    assert moves(t.fact("confirm")) == [(POT, "Ann", 3, "CL-C11"), (POT, "Bo", 1, "CL-C11"), (POT, "Cy", 3, "CL-C11")]


def test_nobody_staking_makes_the_round_void_nothing_moves_and_the_dealer_stays_C12_D6():
    t = Table()
    t.deal()
    t.each("fold", "Ann", "Bo", "Cy")
    assert t.phase == "settle"
    assert t.lines()[0] == "Nobody staked: the round is void and no coins move (CL-R5c)."
    assert moves(t.fact("confirm")) == []
    assert t.coins("Ann", "Bo", "Cy") == (3, 3, 3) and t.state.dealer == "Ann"
    t.deal()
    assert t.state.round == 2 and t.to_act == "Ann"


def test_a_player_who_leaves_between_rounds_takes_their_coins_out_of_the_game_C13():
    t = Table()
    t.deal()
    t.act("Ann", "stake")
    t.each("fold", "Bo", "Cy")
    t.fact("survivor_bust", bust=True)
    t.fact("confirm")  # Ann 5, Bo 2, Cy 2
    assert moves(t.act("Bo", "leave")) == [("Bo", BANK, 2, "CL-C13")]
    assert t.state.alive == ("Ann", "Cy") and ENGINE.outcome(t.state).eliminated == ("Bo",)
    assert sum(ENGINE.balances(t.state).values()) == 9 - 2
    assert moves(t.deal()) == [("Ann", POT, 2, "CL-C3"), ("Cy", POT, 2, "CL-C3")]  # N0 = 3: 2 left, S = 2


def test_a_player_who_leaves_during_a_round_voids_it_first_C11_C13():
    t = Table("Ann Bo Cy Dee")
    t.deal()
    to_allin(t, "Ann", "Bo", "Cy", voters={"Dee": "Ann"})
    t.act("Ann", "allin")
    assert moves(t.act("Cy", "leave")) == [
        (POT, "Ann", 3, "CL-C11"), (POT, "Bo", 1, "CL-C11"), (POT, "Cy", 1, "CL-C11"), ("Cy", BANK, 3, "CL-C13")]
    assert t.coins("Ann", "Bo", "Cy", "Dee") == (3, 3, 0, 3) and t.pot == 0
    assert t.phase == "shuffle" and t.state.dealer == "Ann"


def test_a_leaving_dealer_passes_the_deal_clockwise_and_the_last_player_left_wins():
    t = Table(dealer="Bo")
    t.deal()
    t.act("Bo", "leave")
    assert t.state.dealer == "Cy" and t.state.alive == ("Ann", "Cy")
    t.act("Ann", "leave")
    assert ENGINE.outcome(t.state).finished and ENGINE.outcome(t.state).winner == "Cy"
    assert t.to_act is None and t.view()["winner"] == "Cy"
