"""Goblin Poker, the flow of a game at the table (Part B: GR1-GR15, D12-D22), physical mode
unless said otherwise. Ann deals, so the deal and every tie-break start with Bo (her left)."""
from tableapp.core.engine import TABLE
from tableapp.games.goblin_poker import ENGINE
from tableapp.games.goblin_poker.stacks import stack_key

from goblin_poker_table import Table, moves


def revealed(players="Ann Bo Cy", **cards):
    t = Table(players)
    t.deal()
    t.reveal(**cards)
    return t


def test_B2_the_table_deals_and_the_app_names_the_dealer_and_the_ante():
    t = Table("Ann Bo Cy Dee")
    assert t.to_act == TABLE
    assert t.summary == "Ann deals: everyone antes 1, deal 6 cards each"
    t.deal()
    assert t.state.deck_count == 55 - 24  # B.6: the deck count
    assert all(t.state.hand_size(p) == 6 for p in "Ann Bo Cy Dee".split())


def test_GR1_the_first_cards_start_the_stacks_and_the_lowest_card_plays_first():
    t = revealed(Ann=5, Bo=3, Cy=8)
    assert t.state.stacks == {"Ann": (5,), "Bo": (3,), "Cy": (8,)}
    assert t.to_act == "Bo" and t.state.queue == ("Bo", "Cy", "Ann")  # GR6: clockwise from the lowest
    assert all(t.state.hand_size(p) == 5 for p in ("Ann", "Bo", "Cy"))  # GR5


def test_GR3_D16_a_card_is_lower_than_no_card_so_2_3_6_is_below_2_3():
    assert stack_key((6, 2, 3)) < stack_key((3, 2))
    assert stack_key((2, 3)) < stack_key((2, 4, 5))  # the first difference decides
    assert stack_key((3, 2)) == stack_key((2, 3))  # a full tie
    t = Table("Ann Bo Cy", start={"round": 2, "pot": 3, "stacks": {"Ann": [2, 3], "Bo": [6, 3, 2], "Cy": [4]}})
    assert t.to_act == "Bo"


def test_GR4_a_tie_for_the_lowest_first_card_is_broken_by_cards_drawn_from_the_dealers_left():
    t = revealed(Ann=3, Bo=3, Cy=8)
    assert t.phase == "tie" and t.state.tie.group == ("Bo", "Ann")
    assert t.summary == "Full tie for the lowest stack (Bo, Ann); draw a card for Bo"
    assert t.draw(7) == []  # no chips move
    assert t.summary.endswith("draw a card for Ann")
    t.draw(5)
    # D13: the tie-break cards stay in the stacks; Ann's 3-5 is lower than Bo's 3-7
    assert t.state.stacks["Ann"] == (3, 5) and t.state.stacks["Bo"] == (3, 7)
    assert t.to_act == "Ann" and t.state.queue == ("Ann", "Bo", "Cy")


def test_GR4_D14_a_tie_break_card_that_pairs_is_discarded_and_the_same_player_draws_again():
    t = revealed(Ann=3, Bo=3, Cy=8)
    t.draw(3)  # Bo's second 3: no elimination, no payment
    assert t.state.stacks["Bo"] == (3,) and t.state.discards == (3,)
    assert t.summary == "Bo's tie-break card 3 makes a pair: discard it; draw again for Bo"
    assert t.view()["discards"] == [3]  # B.7: discarded tie-break cards are public
    t.draw(9)
    t.draw(4)
    assert t.to_act == "Ann"  # Ann's 3-4 is below Bo's 3-9
    assert t.state.stacks == {"Ann": (3, 4), "Bo": (3, 9), "Cy": (8,)}


def test_GR4_the_draw_repeats_only_among_the_players_still_tied_for_the_lowest():
    t = revealed("Ann Bo Cy Dee", Ann=4, Bo=4, Cy=4, Dee=9)
    assert t.state.tie.group == ("Bo", "Cy", "Ann")
    t.draw(6)
    t.draw(5)
    t.draw(5)  # Cy 4-5 and Ann 4-5 tie again below Bo's 4-6: only they draw
    assert t.state.tie.group == ("Cy", "Ann") and t.state.tie.pending == ("Cy", "Ann")
    t.draw(8)
    t.draw(7)
    assert t.to_act == "Ann" and t.state.queue == ("Ann", "Bo", "Cy", "Dee")
    assert t.state.stacks["Bo"] == (4, 6)  # Bo drew once only


def test_GR6_D18_the_turn_order_is_fixed_at_the_start_of_the_round_and_a_fold_does_not_change_it():
    t = revealed("Ann Bo Cy Dee", Ann=5, Bo=3, Cy=8, Dee=6)
    assert t.state.queue == ("Bo", "Cy", "Dee", "Ann")
    t.fold("Bo")
    assert t.state.queue == ("Cy", "Dee", "Ann") and t.to_act == "Cy"


def test_GR7_only_the_player_to_act_may_fold_or_pitch():
    t = revealed(Ann=5, Bo=3, Cy=8)
    assert "It is Bo's turn, not Cy's" in t.refused("Cy", "pitch")
    assert "It is Bo's turn" in t.refused("Ann", "fold")


def test_GR8_G_C2_a_fold_pays_the_lowest_face_up_card_of_all_active_stacks_the_folders_own_included():
    t = revealed(Ann=5, Bo=3, Cy=8)
    assert t.summary == "Round 1 of 5: Bo folds (pays 3) or pitches"
    assert moves(t.fold("Bo")) == [("Bo", "#pot", 3, "G-C2")]
    # D22: Bo's 3 left play, so the lowest card in play is now Ann's 5
    assert ENGINE.public_view(t.state).stake == "Fold costs 5 chips"
    assert t.state.stacks["Bo"] == (3,) and "Bo" not in t.state.active


def test_GR8_GR12_G_C4_when_the_second_to_last_player_folds_the_last_takes_the_pot_at_once():
    t = revealed(Ann=5, Bo=3, Cy=8)
    t.fold("Bo")
    assert moves(t.fold("Cy")) == [("Cy", "#pot", 5, "G-C2"), ("#pot", "Ann", 11, "G-C4")]
    assert t.to_act is None and t.chips("Ann", "Bo", "Cy") == (110, 96, 94)  # E12: Ann takes no turn
    assert ENGINE.outcome(t.state).winner == "Ann" and t.summary == "Ann wins the pot"


def test_E14_a_player_who_pitched_and_then_wins_by_folds_takes_the_pot_and_the_card_is_never_dealt():
    t = revealed(Ann=5, Bo=3, Cy=8)
    t.pitch("Bo")
    t.fold("Cy")
    t.fold("Ann")
    # the pot: 3 antes, Cy's fold at Bo's 3, Ann's fold at Bo's 3; Bo's pitched card is just collected
    assert ENGINE.outcome(t.state).winner == "Bo" and t.chips("Bo") == 99 + 9
    assert t.to_act is None and "over" in t.refused(None, "dealt", card=4)


def test_GR9_GR10_the_pitched_cards_are_dealt_from_the_lowest_stack_clockwise():
    t = revealed(Ann=5, Bo=3, Cy=8)
    t.pitch("Bo", "Cy", "Ann")
    assert t.phase == "dealing" and t.state.receivers == ("Bo", "Cy", "Ann")
    assert t.summary == "Shuffle the 3 pitched cards; deal them face up to Bo, Cy, Ann"
    assert ENGINE.public_view(t.state).stake == "Dealing to Bo, Cy, Ann"
    t.dealt(7)
    assert t.summary == "Deal the next pitched card face up to Cy, Ann"
    t.dealt(2, 9)
    # GR13: round 2 starts from the new lowest stack: Cy's 2-8
    assert t.state.round == 2 and t.state.stacks == {"Ann": (5, 9), "Bo": (3, 7), "Cy": (8, 2)}
    assert t.state.queue == ("Cy", "Ann", "Bo")
    assert all(t.state.hand_size(p) == 4 for p in ("Ann", "Bo", "Cy"))


def test_D19_the_deal_starts_from_the_lowest_stack_at_the_moment_of_the_deal():
    t = revealed("Ann Bo Cy Dee", Ann=5, Bo=3, Cy=8, Dee=6)
    t.fold("Bo")  # the round's first player is out
    t.pitch("Cy", "Dee", "Ann")
    assert t.state.receivers == ("Ann", "Cy", "Dee")


def test_D19_the_deal_order_is_not_changed_by_an_elimination_during_the_deal():
    t = revealed("Ann Bo Cy Dee", Ann=5, Bo=3, Cy=8, Dee=6)
    t.pitch("Bo", "Cy", "Dee", "Ann")
    t.dealt(3)  # Bo pairs and is out: Ann's 5 is now the lowest, but Cy still gets the next card
    assert t.state.receivers == ("Cy", "Dee", "Ann")


def test_GR10_a_tie_at_the_moment_of_the_deal_is_broken_first():
    t = revealed("Ann Bo Cy Dee", Ann=2, Bo=5, Cy=5, Dee=9)
    t.fold("Ann")  # Bo's 5 and Cy's 5 are now the lowest stacks, fully tied
    t.pitch("Bo", "Cy", "Dee")
    assert t.phase == "tie" and t.state.tie.group == ("Bo", "Cy")
    t.draw(6)
    t.draw(4)
    assert t.state.receivers == ("Cy", "Dee", "Bo")  # Cy's 4-5 is the lowest


def test_GR11_G_C3_a_dealt_card_that_pairs_eliminates_and_costs_its_value():
    t = revealed("Ann Bo Cy Dee", Ann=5, Bo=3, Cy=8, Dee=6)
    t.pitch("Bo", "Cy", "Dee", "Ann")
    assert t.dealt(9) == []
    assert moves(t.dealt(8)) == [("Cy", "#pot", 8, "G-C3")]
    assert "Cy" not in t.state.active and t.state.how["Cy"] == "paired"
    t.dealt(2, 7)
    assert t.state.round == 2 and t.state.active == ("Ann", "Bo", "Dee")


def test_GR12_D20_the_last_player_wins_in_the_middle_of_a_deal_and_the_rest_is_never_dealt():
    t = revealed(Ann=5, Bo=3, Cy=8)
    t.pitch("Bo", "Cy", "Ann")
    t.dealt(3)  # Bo pairs
    transfers = t.dealt(8)  # Cy pairs: Ann wins, penalty included, without receiving a card (E13)
    assert moves(transfers) == [("Cy", "#pot", 8, "G-C3"), ("#pot", "Ann", 3 + 3 + 8, "G-C4")]
    assert t.summary == "Stop dealing: Ann wins the pot"
    assert t.to_act is None
    assert "over" in t.refused(None, "dealt", card=4)


def test_GR13_GR14_G_C5_G_C6_after_round_5_the_survivors_split_and_the_odd_chips_wait_for_the_next_game():
    t = Table("Ann Bo Cy Dee", start={"round": 5, "pot": 11, "stacks": {
        "Ann": [1, 4, 7, 10, 2], "Bo": [2, 5, 8, 10, 6], "Cy": [3, 6, 9, 10, 5]}})
    assert t.to_act == "Ann" and t.state.hand_size("Ann") == 1
    t.pitch("Ann", "Bo", "Cy")
    assert moves(t.dealt(3, 3, 4)) == [("#pot", "Ann", 3, "G-C5"), ("#pot", "Bo", 3, "G-C5"),
                                        ("#pot", "Cy", 3, "G-C5"), ("#pot", "#pot:carry:goblin", 2, "G-C6")]
    assert t.to_act is None and t.carried == 2 and t.pot == 0
    assert t.summary == "After round 5, Ann, Bo, Cy share the pot"
    assert ENGINE.carry(t.state).pots == {"#pot:carry:goblin": 2}


def test_GR15_D12_the_deal_passes_left_to_the_next_game():
    t = revealed(Ann=5, Bo=3, Cy=8)
    t.fold("Bo")
    t.fold("Cy")
    assert ENGINE.carry(t.state).dealer == "Bo"
