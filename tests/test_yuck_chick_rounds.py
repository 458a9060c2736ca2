"""Yuck, Chick, Knock, Down: a round as table situations, rule by rule (physical mode unless
said otherwise). Ann, Bo, Cy and Dee sit in that order; everyone starts with 50 chips."""
import pytest

from tableapp.core.engine import TABLE
from tableapp.core.ledger import POT
from tableapp.games.yuck_chick import ENGINE

from yuck_chick_table import Table, moves


def bo_starts(**kw) -> Table:
    """Round 1 dealt: fields Ann 5, Bo 3, Cy 8, Dee 9; Bo has the lowest card and starts."""
    t = Table(**kw)
    t.deal(5, 3, 8, 9)
    return t


# -- R1, R2, R3: ante, deal, start player -------------------------------------------------------------

def test_r1_everyone_antes_one_chip_as_the_round_is_dealt():
    t = Table()
    moved = t.deal(5, 3, 8, 9)
    assert moves(moved) == [(p, POT, 1, "YCKD-R1") for p in ("Ann", "Bo", "Cy", "Dee")]
    assert t.pot == 4 and t.chips("Ann", "Bo", "Cy", "Dee") == (49, 49, 49, 49)


def test_r2_each_player_has_one_hand_card_one_field_card_and_the_rest_is_the_deck():
    t = bo_starts()
    r = t.rnd
    assert r.fields == {"Ann": (5,), "Bo": (3,), "Cy": (8,), "Dee": (9,)}
    assert r.hand_count == {"Ann": 1, "Bo": 1, "Cy": 1, "Dee": 1}
    assert r.deck_count == 55 - 8 and t.view()["deck"] == 47


def test_r3_the_lowest_field_card_starts_round_one():
    t = bo_starts()
    assert t.to_act == "Bo" and t.rnd.starter == "Bo"
    assert "Bo starts (lowest field card)" in t.last_words()


def test_r3_d9_a_tie_for_the_lowest_card_is_a_random_pick_among_the_tied_players_the_same_on_replay():
    picks = set()
    for seed in range(30):
        t = Table(seed=seed)
        t.deal(3, 5, 3, 9)
        assert t.rnd.starter in ("Ann", "Cy") and t.rnd.picked
        again = Table(seed=seed)
        again.deal(3, 5, 3, 9)
        assert again.rnd.starter == t.rnd.starter  # seeded: a replay picks the same
        picks.add(t.rnd.starter)
    assert picks == {"Ann", "Cy"}
    assert "Ann, Cy tie for the lowest card: the app picks" in t.last_words()


def test_h7_the_table_names_the_start_player_among_the_tied_lowest_cards():
    t = Table(table_picks_starter=True)
    t.deal(3, 5, 3, 9)
    assert t.phase == "starter" and t.to_act == TABLE
    assert [a.name for a in ENGINE.legal_actions(t.state)] == ["Ann", "Cy"]
    assert "does not have the lowest field card" in t.refused(None, "starter", name="Bo")
    t.fact("starter", name="Cy")
    assert t.to_act == "Cy"


def test_h7_without_a_tie_nobody_is_asked():
    t = Table(table_picks_starter=True)
    t.deal(4, 5, 3, 9)
    assert t.phase == "turn" and t.to_act == "Cy"


def test_r3_from_round_two_the_previous_winner_starts():
    t = bo_starts()
    t.act("Bo", "down", owner="Bo", card=3)
    t.act("Cy", "down", owner="Cy", card=8)
    t.act("Dee", "down", owner="Ann", card=5)  # Ann is the last player in (R9)
    assert t.state.rnd.winner == "Ann"
    t.deal(1, 2, 2, 3)  # Ann's 1 is not the lowest that matters now
    assert t.to_act == "Ann" and "Ann starts (last round's winner)" in t.last_words()


# -- R4: turns ---------------------------------------------------------------------------------------

def test_r4_play_goes_clockwise_from_the_start_player_and_skips_eliminated_players():
    t = bo_starts()
    t.knock("Bo")
    assert t.to_act == "Cy"
    t.act("Cy", "down", owner="Ann", card=5)  # Cy is out
    assert t.to_act == "Dee"
    t.knock("Dee")
    assert t.to_act == "Ann"
    t.act("Ann", "chick")
    assert t.to_act == "Bo"
    t.knock("Bo")
    assert t.to_act == "Dee"  # Cy is skipped


def test_r4_an_action_out_of_turn_is_refused_and_changes_nothing():
    t = bo_starts()
    assert "It is Bo's turn, not Cy's" in t.refused("Cy", "knock")
    t.refused("Ann", "yuck")
    t.refused("Dee", "down", owner="Cy", card=8)
    t.refused(None, "flip", card=4)  # no Yuck is waiting for its card
    t.refused(None, "reveal", cards=[4])
    t.refused(None, "deal", fields=[1, 2, 3, 4])


# -- R5: Yuck ----------------------------------------------------------------------------------------

def test_r5_a_yuck_without_a_pair_adds_the_card_to_the_field_and_passes_the_turn():
    t = bo_starts()
    t.act("Bo", "yuck")
    assert t.phase == "flip" and t.to_act == TABLE
    assert t.fact("flip", card=6) == []
    assert t.rnd.fields["Bo"] == (3, 6) and t.rnd.deck_count == 46 and t.to_act == "Cy"
    assert t.last_words() == "Bo turns up a card: 6"


def test_r5_d3_a_yuck_that_makes_a_pair_eliminates_and_pays_the_value_once():
    t = bo_starts()
    t.yuck("Bo", 4)
    moved = t.yuck("Cy", 8)
    assert moves(moved) == [("Cy", POT, 8, "YCKD-R5")]
    assert "Cy" not in t.rnd.active and t.rnd.out["Cy"] == "yuck"
    assert t.last_words() == "Cy turns up a card: 8, a pair of 8s; Cy is out and pays 8"
    seat = next(s for s in ENGINE.public_view(t.state).seats if s.name == "Cy")
    assert [p.face for p in seat.pieces] == [None, None, None]  # field and hand face down (§7)
    assert t.to_act == "Dee"


def test_r5_d7_a_pair_the_player_cannot_pay_takes_all_their_chips_and_ends_the_game_after_the_round():
    t = Table(chips={"Ann": 50, "Bo": 50, "Cy": 5, "Dee": 50})
    t.deal(5, 3, 8, 9)
    t.knock("Bo")
    moved = t.yuck("Cy", 8)
    assert moves(moved) == [("Cy", POT, 4, "YCKD-R5")]
    assert t.rnd.shortfall == {"Cy": 4} and t.chips("Cy") == 0
    assert "pays 4 of 8, all they have (4 unpaid)" in t.last_words()
    t.knock("Dee", "Ann", "Bo")  # the round is played to the end (D7 a)
    t.fact("reveal", cards=[2])  # Dee
    t.fact("reveal", cards=[4])  # Ann
    t.fact("reveal", cards=[10])  # Bo: 13, the best
    assert t.phase == "over" and t.state.ended_by == "E2a"
    assert t.chips("Bo") == 49 + 4 + 4 and t.pot == 0


# -- R6: Chick ---------------------------------------------------------------------------------------

def test_r6_d5_each_chick_costs_the_hand_size_before_drawing_one_then_two_then_three():
    t = bo_starts()
    paid = []
    for _ in range(3):
        paid += moves(t.act("Bo", "chick"))
        t.knock("Cy", "Dee", "Ann")
    assert paid == [("Bo", POT, 1, "YCKD-R6"), ("Bo", POT, 2, "YCKD-R6"), ("Bo", POT, 3, "YCKD-R6")]
    assert t.rnd.hand_count["Bo"] == 4 and t.rnd.deck_count == 47 - 3


def test_r6_a_pair_drawn_into_the_hand_does_not_eliminate():
    t = bo_starts()
    t.act("Bo", "chick")
    assert "Bo" in t.rnd.active and t.last_words() == "Bo chicks: pays 1, hand is now 2 cards"


def test_d6_a_chick_the_player_cannot_afford_is_refused():
    t = Table(chips={"Ann": 50, "Bo": 3, "Cy": 50, "Dee": 50})
    t.deal(5, 3, 8, 9)
    t.act("Bo", "chick")  # 1 chip: Bo has 1 left, hand 2
    t.knock("Cy", "Dee", "Ann")
    assert "A Chick costs 2 (your hand size) and Bo has 1" in t.refused("Bo", "chick")
    assert "chick" not in [a.do for a in ENGINE.legal_actions(t.state)]


def test_h3_an_unaffordable_chick_pays_all_the_chips_and_is_a_shortfall():
    t = Table(chips={"Ann": 50, "Bo": 3, "Cy": 50, "Dee": 50}, pay_what_you_have=True)
    t.deal(5, 3, 8, 9)
    t.act("Bo", "chick")
    t.knock("Cy", "Dee", "Ann")
    assert moves(t.act("Bo", "chick")) == [("Bo", POT, 1, "YCKD-R6")]
    assert t.rnd.shortfall == {"Bo": 1} and "Bo" in t.rnd.active  # still in, may win the pot (§9)


def test_a_player_chicking_down_to_zero_chips_plays_on_with_yuck_and_knock():
    t = Table(chips={"Ann": 50, "Bo": 2, "Cy": 50, "Dee": 50})
    t.deal(5, 3, 8, 9)
    t.act("Bo", "chick")
    t.knock("Cy", "Dee", "Ann")
    assert t.chips("Bo") == 0
    assert [a.do for a in ENGINE.legal_actions(t.state)] == ["yuck", "knock"]


# -- R7: Knock ---------------------------------------------------------------------------------------

def test_r7_a_knock_moves_nothing_and_a_knocker_may_act_again_later():
    t = bo_starts()
    assert t.act("Bo", "knock") == []
    t.knock("Cy", "Dee")
    t.act("Ann", "chick")
    assert "yuck" in [a.do for a in ENGINE.legal_actions(t.state)] and t.to_act == "Bo"


# -- R8: Down ----------------------------------------------------------------------------------------

def test_r8_d2_down_takes_a_card_from_another_field_pays_its_value_and_the_owner_plays_on_without_it():
    t = bo_starts()
    moved = t.act("Bo", "down", owner="Cy", card=8)
    assert moves(moved) == [("Bo", POT, 8, "YCKD-R8")]
    assert t.rnd.out["Bo"] == "down" and t.rnd.fields["Cy"] == () and "Cy" in t.rnd.active
    assert t.last_words() == "Bo downs: takes Cy's 8, pays 8 and is out"
    bo = next(p for p in t.view()["players"] if p["name"] == "Bo")
    assert bo["field"] == [] and bo["facedown"] == 3  # own field, hand and the taken card
    t.yuck("Cy", 8)  # the taken 8 no longer pairs (D2)
    assert "Cy" in t.rnd.active and t.rnd.fields["Cy"] == (8,)


def test_r8_down_may_take_the_players_own_card():
    t = bo_starts()
    assert moves(t.act("Bo", "down", owner="Bo", card=3)) == [("Bo", POT, 3, "YCKD-R8")]
    assert "takes their own 3" in t.last_words()


def test_r8_down_on_a_card_not_in_an_active_field_is_refused():
    t = bo_starts()
    t.act("Bo", "down", owner="Bo", card=3)
    assert "Bo is out of this round" in t.refused("Cy", "down", owner="Bo", card=3)
    assert "Ann's field has no 7" in t.refused("Cy", "down", owner="Ann", card=7)
    assert "not in this round" in t.refused("Cy", "down", owner="Zed", card=7)


def test_d6_a_down_dearer_than_the_actors_chips_is_refused_and_not_offered():
    t = Table(chips={"Ann": 50, "Bo": 6, "Cy": 50, "Dee": 50})
    t.deal(5, 3, 8, 9)
    assert "Taking the 8 costs 8 and Bo has 5" in t.refused("Bo", "down", owner="Cy", card=8)
    assert [(a.owner, a.card) for a in ENGINE.legal_actions(t.state) if a.do == "down"] == [("Ann", 5), ("Bo", 3)]


def test_h3_an_unaffordable_down_pays_all_the_chips_and_is_a_shortfall():
    t = Table(chips={"Ann": 50, "Bo": 6, "Cy": 50, "Dee": 50}, pay_what_you_have=True)
    t.deal(5, 3, 8, 9)
    assert moves(t.act("Bo", "down", owner="Cy", card=8)) == [("Bo", POT, 5, "YCKD-R8")]
    assert t.rnd.shortfall == {"Bo": 3}


def test_no_face_up_card_anywhere_means_no_down():
    t = Table("Ann Bo Cy", any_player_count=True)
    t.deal(5, 3, 8)
    t.act("Bo", "down", owner="Cy", card=8)  # Cy's field is empty
    t.act("Cy", "down", owner="Ann", card=5)  # Ann's too; Ann wins at once
    assert t.state.rnd.winner == "Ann"
    t2 = Table("Ann Bo Cy Dee")
    t2.deal(5, 3, 8, 9)
    t2.act("Bo", "down", owner="Cy", card=8)
    t2.act("Cy", "down", owner="Ann", card=5)
    t2.act("Dee", "down", owner="Dee", card=9)  # only Ann is left: she wins
    assert t2.state.rnd.winner == "Ann"


# -- R9: immediate win -------------------------------------------------------------------------------

def test_r9_when_one_active_player_is_left_they_win_the_pot_at_once_without_revealing():
    t = bo_starts()
    t.act("Bo", "down", owner="Bo", card=3)
    t.act("Cy", "down", owner="Cy", card=8)
    moved = t.act("Dee", "down", owner="Dee", card=9)
    assert moves(moved) == [("Dee", POT, 9, "YCKD-R8"), (POT, "Ann", 4 + 3 + 8 + 9, "YCKD-R15")]
    assert t.pot == 0 and t.phase == "deal" and t.state.rnd.how == "alone"
    assert t.last_words().endswith("Ann is the last player in and wins the pot of 24 chips")


def test_r9_a_yuck_pair_that_leaves_one_player_wins_the_round_for_them():
    t = Table("Ann Bo", any_player_count=True)
    t.deal(5, 3)
    moved = t.yuck("Bo", 3)
    assert moves(moved) == [("Bo", POT, 3, "YCKD-R5"), (POT, "Ann", 5, "YCKD-R15")]


# -- R10, R11: the knock streak and the showdown order ------------------------------------------------

def test_r10_the_streak_counts_knocks_and_shows_as_k_of_m():
    t = bo_starts()
    t.knock("Bo", "Cy")
    assert t.view()["streak"]["text"] == "2 of 4" and ENGINE.public_view(t.state).stake.startswith("Knocks 2 of 4")
    assert t.view()["streak"]["knocked"] == ["Bo", "Cy"]


@pytest.mark.parametrize("action", [{"do": "yuck"}, {"do": "chick"}, {"do": "down", "owner": "Cy", "card": 8}])
def test_r10_yuck_chick_and_down_reset_the_streak(action):
    t = bo_starts()
    t.knock("Bo", "Cy")
    t.act("Dee", **action)
    if action["do"] == "yuck":
        t.fact("flip", card=2)
    assert t.rnd.streak == 0 and t.phase == "turn"


def test_r10_a_yuck_that_eliminates_also_resets_the_streak():
    t = bo_starts()
    t.knock("Bo", "Cy")
    t.yuck("Dee", 9)
    assert t.rnd.streak == 0 and t.view()["streak"]["text"] == "0 of 3"


def test_r10_r11_when_every_active_player_knocked_in_a_row_the_showdown_starts_after_the_last_knocker():
    t = bo_starts()
    t.knock("Bo", "Cy", "Dee")
    assert t.phase == "turn"
    t.knock("Ann")
    assert t.phase == "reveal" and t.to_act == TABLE
    assert t.rnd.reveal_order == ("Bo", "Cy", "Dee", "Ann")  # Ann, the last knocker, reveals last
    assert t.last_words() == "Ann knocks (4 of 4): showdown, revealing in the order Bo, Cy, Dee, Ann"


def test_d1_knocks_before_an_elimination_do_not_count():
    t = bo_starts()
    t.knock("Bo", "Cy")
    t.act("Dee", "down", owner="Dee", card=9)
    t.knock("Ann", "Bo")
    assert t.phase == "turn"
    t.knock("Cy")
    assert t.phase == "reveal" and t.rnd.reveal_order == ("Ann", "Bo", "Cy")


# -- R12-R15: the showdown ---------------------------------------------------------------------------

def to_showdown(t: Table) -> None:
    t.knock("Bo", "Cy", "Dee", "Ann")


def test_r12_a_revealed_hand_joins_the_field_and_scores_its_total():
    t = bo_starts()
    to_showdown(t)
    assert t.fact("reveal", cards=[7]) == []
    assert t.rnd.fields["Bo"] == (3, 7) and t.rnd.scores["Bo"] == 10
    assert t.last_words() == "Bo reveals 7: score 10"


def test_r12_d4_each_paired_value_is_paid_once_the_sources_example_costs_15():
    t = bo_starts()
    t.yuck("Bo", 10)
    t.knock("Cy", "Dee", "Ann")
    t.yuck("Bo", 7)  # field 3 10 7
    for _ in range(3):
        t.knock("Cy", "Dee", "Ann")
        t.act("Bo", "chick")
    t.knock("Cy", "Dee", "Ann", "Bo")  # hand 4 cards
    assert t.rnd.reveal_order[0] == "Cy"
    t.fact("reveal", cards=[2])
    t.fact("reveal", cards=[4])
    t.fact("reveal", cards=[6])
    moved = t.fact("reveal", cards=[8, 7, 8, 8])  # 3 10 7 7 8 8 8: 7 + 8
    assert moves(moved)[0] == ("Bo", POT, 15, "YCKD-R12")
    assert t.state.rnd.out["Bo"] == "showdown"
    assert "Bo reveals 8 7 8 8: pairs of 7s and 8s, Bo is out and pays 15" in t.last_words()


def test_r12_d7_a_showdown_penalty_beyond_the_chips_takes_them_all():
    t = Table(chips={"Ann": 50, "Bo": 3, "Cy": 50, "Dee": 50})
    t.deal(5, 3, 8, 9)
    to_showdown(t)
    moved = t.fact("reveal", cards=[3])
    assert moves(moved) == [("Bo", POT, 2, "YCKD-R12")] and t.rnd.shortfall == {"Bo": 1}


def test_r13_the_last_unrevealed_player_wins_without_revealing_or_paying_for_pairs():
    t = bo_starts()
    to_showdown(t)
    t.fact("reveal", cards=[3])  # Bo: pair of 3s
    t.fact("reveal", cards=[8])  # Cy: pair of 8s
    moved = t.fact("reveal", cards=[9])  # Dee: pair of 9s; Ann is the only one left
    assert moves(moved) == [("Dee", POT, 9, "YCKD-R12"), (POT, "Ann", 4 + 3 + 8 + 9, "YCKD-R15")]
    assert t.phase == "deal" and "Ann" not in t.state.rnd.revealed and t.state.rnd.how == "unrevealed"
    assert t.last_words().endswith("Ann is the last player in and wins the pot of 24 chips without revealing")


def test_r13_is_checked_before_each_reveal_a_revealed_survivor_still_needs_the_comparison():
    t = bo_starts()
    to_showdown(t)
    t.fact("reveal", cards=[1])  # Bo survives: 4
    t.fact("reveal", cards=[8])  # Cy out
    assert t.phase == "reveal"  # Dee and Ann still to reveal
    t.fact("reveal", cards=[9])  # Dee out: Bo (revealed) and Ann remain
    assert t.phase == "reveal" and t.rnd.next_revealer == "Ann"
    t.fact("reveal", cards=[5])  # Ann out: Bo wins by the comparison
    assert t.state.rnd.winner == "Bo" and t.state.rnd.how == "showdown"


def test_r14_the_highest_score_wins_the_whole_pot():
    t = bo_starts()
    to_showdown(t)
    t.fact("reveal", cards=[10])  # Bo 13
    t.fact("reveal", cards=[2])  # Cy 10
    t.fact("reveal", cards=[7])  # Dee 16
    moved = t.fact("reveal", cards=[4])  # Ann 9
    assert moves(moved) == [(POT, "Dee", 4, "YCKD-R15")] and t.pot == 0
    assert t.last_words() == "Ann reveals 4: score 9; Dee wins the pot of 4 chips with a score of 16"


def test_r14_d10_a_tied_top_score_goes_to_the_later_revealer():
    t = bo_starts()
    to_showdown(t)
    t.fact("reveal", cards=[10])  # Bo 13
    t.fact("reveal", cards=[5])  # Cy 13
    t.fact("reveal", cards=[2])  # Dee 11
    t.fact("reveal", cards=[4])  # Ann 9
    assert t.state.rnd.winner == "Cy"


def test_r14_the_last_knocker_wins_any_tie_they_are_part_of():
    t = bo_starts()
    to_showdown(t)
    t.fact("reveal", cards=[10])  # Bo 13
    t.fact("reveal", cards=[2])  # Cy 10
    t.fact("reveal", cards=[1])  # Dee 10
    t.fact("reveal", cards=[8])  # Ann 13, revealed last
    assert t.state.rnd.winner == "Ann"


def test_a_player_whose_field_was_emptied_scores_the_hand_alone():
    t = bo_starts()
    t.act("Bo", "down", owner="Cy", card=8)
    t.knock("Cy", "Dee", "Ann")
    assert t.rnd.reveal_order == ("Cy", "Dee", "Ann")
    t.fact("reveal", cards=[10])  # Cy: 10, the field was empty
    t.fact("reveal", cards=[9])  # Dee: pair of 9s
    t.fact("reveal", cards=[6])  # Ann: 11
    assert t.state.rnd.scores == {"Ann": 11, "Cy": 10} and t.state.rnd.winner == "Ann"


# -- E2, H2, H6: the end of the game -------------------------------------------------------------------

def test_e2b_a_player_on_zero_after_the_round_ends_the_game():
    t = Table(chips={"Ann": 50, "Bo": 4, "Cy": 50, "Dee": 50})
    t.deal(5, 3, 8, 9)
    t.act("Bo", "down", owner="Bo", card=3)  # Bo: 3 - 3 = 0
    t.act("Cy", "down", owner="Cy", card=8)
    t.act("Dee", "down", owner="Dee", card=9)
    assert t.phase == "over" and t.state.ended_by == "E2b" and ENGINE.to_act(t.state) is None
    assert "Game over (someone has no chips left): Ann wins with 73 chips" in t.last_words()


def everyone_downs_own_card(t: Table) -> None:
    """Each player to act takes their own first field card until one player is left (R9)."""
    while t.phase == "turn":
        who = t.to_act
        t.act(who, "down", owner=who, card=t.rnd.fields[who][0])


def test_h2_a_fixed_game_ends_after_its_rounds():
    t = Table(rounds=2)
    t.deal(5, 3, 8, 9)
    everyone_downs_own_card(t)
    assert t.phase == "deal"
    t.deal(5, 3, 8, 9)
    everyone_downs_own_card(t)
    assert t.phase == "over" and t.state.ended_by == "E2c" and t.state.rounds_played == 2
    assert "the last round has been played" in t.last_words()


def test_d8_bankruptcy_ends_a_fixed_game_early():
    t = Table(chips={"Ann": 50, "Bo": 4, "Cy": 50, "Dee": 50}, rounds=5)
    t.deal(5, 3, 8, 9)
    t.act("Bo", "down", owner="Bo", card=3)
    t.act("Cy", "down", owner="Cy", card=8)
    t.act("Dee", "down", owner="Dee", card=9)
    assert t.state.ended_by == "E2b" and t.state.rounds_played == 1


def tie_after_round_one(**kw) -> Table:
    """Ann 51, the others 20; round 1: Bo knocks, Cy, Dee and Ann each take their own card, so Bo
    wins 4 + 8 + 9 + 5 = 26: Ann and Bo both hold 45."""
    t = Table(chips={"Ann": 51, "Bo": 20, "Cy": kw.pop("cy", 20), "Dee": 20}, rounds=1, **kw)
    t.deal(5, 3, 8, 9)
    t.act("Bo", "knock")
    for p, v in (("Cy", 8), ("Dee", 9), ("Ann", 5)):
        t.act(p, "down", owner=p, card=v)
    return t


def test_e3_d12_a_tie_for_the_most_chips_makes_co_winners():
    t = tie_after_round_one()
    assert t.chips("Ann", "Bo") == (45, 45) and t.phase == "over" and t.state.ended_by == "E2c"
    assert ENGINE.outcome(t.state).winner is None
    assert [(p.name, p.rank, p.result) for p in ENGINE.standings(t.state)] == [
        ("Ann", 1, "won"), ("Bo", 1, "won"), ("Cy", 3, "lost"), ("Dee", 4, "lost")]
    assert "Ann, Bo share the win with 45 chips" in t.last_words()


def test_h6_a_tie_for_the_most_chips_after_the_last_round_plays_one_more_round_until_untied():
    t = tie_after_round_one(tiebreak_rounds=True)
    assert t.chips("Ann", "Bo") == (45, 45) and t.phase == "deal"
    t.deal(5, 3, 8, 9)  # Bo, the winner, starts
    t.act("Bo", "down", owner="Bo", card=3)  # Bo 41
    t.act("Cy", "down", owner="Cy", card=8)
    t.act("Dee", "knock")
    t.act("Ann", "down", owner="Ann", card=5)  # Ann 39; Dee wins
    assert t.phase == "over" and t.state.ended_by == "E2c" and ENGINE.outcome(t.state).winner == "Bo"


def test_h6_does_not_extend_a_game_in_which_a_player_is_on_zero():
    t = tie_after_round_one(tiebreak_rounds=True, cy=9)
    assert t.chips("Ann", "Bo", "Cy") == (45, 45, 0) and t.state.ended_by == "E2b"
    places = ENGINE.standings(t.state)
    assert places[-1].name == "Cy" and places[-1].result == "out"


# -- §9: the player count at the edges ----------------------------------------------------------------

@pytest.mark.parametrize("players, deck, h5", [("Ann Bo Cy Dee", 47, False), ("Ann Bo Cy Dee Eve Fay", 43, False),
                                                ("Ann Bo", 51, True), ("A B C D E F G H", 39, True)])
def test_the_deck_holds_55_minus_two_cards_per_player(players, deck, h5):
    t = Table(players, **({"any_player_count": True} if h5 else {}))
    n = len(players.split())
    t.deal(*[10] * n)  # ten 10s: any table up to 8 players may show all 10s
    assert t.rnd.deck_count == deck and t.pot == n
