"""Goblin Poker, physical mode: the app asks only B.6's facts, in the order it announces, and
refuses every impossibility of B.6 without changing anything; D23 when the deck runs out."""
from collections import Counter

from tableapp.core.engine import TABLE
from tableapp.core.errors import InputError, RuleError
from tableapp.games.common.cards import pairs_deck
from tableapp.games.goblin_poker import ENGINE
from tableapp.games.goblin_poker import actions as A

from goblin_poker_table import Table


def revealed(players="Ann Bo Cy", **cards):
    t = Table(players)
    t.deal()
    t.reveal(**cards)
    return t


def test_B6_the_app_asks_each_fact_as_a_template_with_the_entry_that_asks_for_it():
    t = Table("Ann Bo Cy")
    (deal,) = ENGINE.choices(t.state)
    assert deal.group == "table" and deal.entry is None and deal.label == "Antes in, 6 cards dealt each"
    t.deal()
    (reveal,) = ENGINE.choices(t.state)
    assert reveal.entry == "grid" and set(reveal.action.cards) == {"Ann", "Bo", "Cy"}
    t.reveal(Ann=3, Bo=3, Cy=8)
    (draw,) = ENGINE.choices(t.state)
    assert draw.entry == "card" and draw.label == "Tie-break card for Bo"
    t.draw(4)
    t.draw(5)
    fold, pitch = ENGINE.choices(t.state)
    assert (fold.label, fold.key, fold.amount, fold.seat) == ("Fold (pay 3)", "f", 3, "Bo")
    assert (pitch.label, pitch.key, pitch.action.card) == ("Pitch a card", "p", None)  # never which card
    t.pitch("Bo", "Cy", "Ann")
    (dealt,) = ENGINE.choices(t.state)
    assert dealt.entry == "card" and dealt.label == "Card dealt to Bo"


def test_B6_every_value_is_1_to_10():
    t = Table("Ann Bo Cy")
    t.deal()
    assert "1 to 10, not 11" in t.refused(None, "reveal", cards={"Ann": 11, "Bo": 3, "Cy": 8})
    assert "1 to 10, not 0" in t.refused(None, "reveal", cards={"Ann": 0, "Bo": 3, "Cy": 8})
    t.reveal(Ann=5, Bo=3, Cy=8)
    t.pitch("Bo", "Cy", "Ann")
    assert "not 12" in t.refused(None, "dealt", card=12)
    assert "Give the card's value" in t.refused(None, "dealt")


def test_B6_never_more_cards_of_a_value_than_the_deck_holds_counting_every_stack_seen():
    t = Table("Ann Bo Cy")
    t.deal()
    assert "only one 1" in t.refused(None, "reveal", cards={"Ann": 1, "Bo": 1, "Cy": 8})
    t.reveal(Ann=2, Bo=2, Cy=3)
    assert "only 2 cards of 2" in t.refused(None, "draw", card=2)  # a third 2
    t.draw(3)  # Bo 2-3
    t.draw(3)  # Ann 2-3: the third 3 ...
    assert "only 3 cards of 3" in t.refused(None, "draw", card=3)


def test_B6_the_stacks_of_folded_and_eliminated_players_and_discarded_draws_still_count():
    t = revealed("Ann Bo Cy Dee", Ann=5, Bo=2, Cy=8, Dee=9)
    t.fold("Bo")  # Bo's 2 is face down now, but it was seen
    t.pitch("Cy", "Dee", "Ann")
    t.dealt(2)  # Ann gets the other 2
    assert "only 2 cards of 2" in t.refused(None, "dealt", card=2)


def test_B6_GR1_exactly_one_value_per_player():
    t = Table("Ann Bo Cy")
    t.deal()
    assert "for each player in: Ann, Bo, Cy" in t.refused(None, "reveal", cards={"Ann": 5, "Bo": 3})
    assert "for each player" in t.refused(None, "reveal", cards={"Ann": 5, "Bo": 3, "Cy": 8, "Zed": 4})


def test_B6_the_app_never_asks_about_hands_or_which_card_was_pitched():
    t = revealed(Ann=5, Bo=3, Cy=8)
    assert "never asks which card" in t.refused("Bo", "pitch", card=4)
    assert "In physical mode" in t.refused("Bo", "choose", card=4)
    assert ENGINE.private_view(t.state, "Bo") is None


def test_B6_no_input_for_folded_or_eliminated_players_and_none_after_the_game_is_over():
    t = revealed("Ann Bo Cy Dee", Ann=5, Bo=3, Cy=8, Dee=9)
    t.fold("Bo")
    assert "It is Cy's turn, not Bo's" in t.refused("Bo", "pitch")
    t.pitch("Cy", "Dee", "Ann")
    t.dealt(4, 7)
    t.dealt(9)  # Dee pairs
    assert t.state.round == 2 and "Dee" not in t.state.queue
    assert "turn" in t.refused("Dee", "fold")


def test_a_fact_is_the_tables_not_a_players_and_comes_only_when_asked():
    t = Table("Ann Bo Cy")
    assert "leave out" in t.refused("Ann", "reveal", cards={"Ann": 5, "Bo": 3, "Cy": 8}).replace('"', "")
    assert "not possible now" in t.refused(None, "dealt", card=4)
    assert "not possible now" in t.refused(None, "draw", card=4)
    assert "deal" in t.refused("Ann", "deal")
    t.deal()
    assert "not possible now" in t.refused(None, "deal")


def test_physical_deal_refuses_a_deck_order_and_the_reshuffle_is_never_asked():
    t = Table("Ann Bo Cy")
    assert "give no deck" in t.refused(None, "deal", deck=[1] * 55)
    t.deal()
    t.reveal(Ann=3, Bo=3, Cy=8)
    assert "report the card drawn" in t.refused(None, "reshuffle", deck=[])


def test_D23_physical_the_deck_runs_out_during_a_tie_break_the_app_says_shuffle_and_counts_the_new_deck():
    names = "Ann Bo Cy Dee Eve Fay Gus Hal"
    t = Table(names)
    t.deal()
    assert t.state.deck_count == 7  # E10: 8 players leave 7 cards
    t.reveal(Ann=10, Bo=10, Cy=10, Dee=10, Eve=10, Fay=10, Gus=10, Hal=9)
    t.fold("Hal")  # Hal's 9 and hand (5 cards) leave play: 6 out-of-play cards
    assert t.state.pool_count == 6
    t.pitch("Ann", "Bo", "Cy", "Dee", "Eve", "Fay", "Gus")
    assert t.state.tie.group == ("Bo", "Cy", "Dee", "Eve", "Fay", "Gus", "Ann")
    for card in (9, 9, 9, 9, 9, 9, 9):  # the 7 cards of the deck: every tied player 10-9, tied again
        t.draw(card)
    assert t.state.deck_count == 0 and "the deck is empty: shuffle the out-of-play cards" in t.summary
    t.draw(8)  # from the new deck of the 6 out-of-play cards
    assert t.state.deck_count == 5 and t.state.pool_count == 0 and t.state.discards == ()


def test_E10_eight_players_tie_at_the_deal_and_the_seven_cards_of_the_deck_break_it():
    t = Table("Ann Bo Cy Dee Eve Fay Gus Hal")
    t.deal()
    t.reveal(Ann=10, Bo=10, Cy=10, Dee=10, Eve=10, Fay=10, Gus=10, Hal=9)
    t.pitch("Hal", "Ann", "Bo", "Cy", "Dee", "Eve", "Fay", "Gus")
    assert t.state.receivers == ("Hal", "Ann", "Bo", "Cy", "Dee", "Eve", "Fay", "Gus")
    t.dealt(8, 9, 9, 9, 9, 9, 9, 9)  # Hal 8-9, everyone else 9-10
    assert t.state.round == 2 and t.to_act == "Hal"
    t.pitch("Hal", "Ann", "Bo", "Cy", "Dee", "Eve", "Fay", "Gus")
    t.dealt(7, 8, 8, 8, 8, 8, 8, 8)  # Hal 7-8-9; the others 8-9-10, tied
    t.fold("Hal")
    t.pitch("Ann", "Bo", "Cy", "Dee", "Eve", "Fay", "Gus")
    assert t.phase == "tie" and t.state.deck_count == 7
    for card in (7, 7, 7, 7, 7, 7, 6):  # the deck's 7 cards; Ann's 6 breaks the tie
        t.draw(card)
    assert t.phase == "dealing" and t.state.receivers[0] == "Ann"


FULL = {"Ann": [4, 5], "Bo": [4, 5], "Cy": [6, 7], "Dee": [6, 7], "Eve": [6, 8], "Fay": [7, 8], "Gus": [8, 9],
        "Hal": [9]}


def test_D23_with_no_card_left_anywhere_the_tied_player_first_from_the_dealers_left_counts_as_lower():
    # 8 players, 40 cards in hand and 15 in stacks: no deck and nothing out of play
    t = Table("Ann Bo Cy Dee Eve Fay Gus Hal", start={"round": 1, "pot": 8, "deck": 0, "stacks": FULL})
    assert t.state.deck_count == 0 and t.state.pool_count == 0
    assert t.phase == "turns" and t.to_act == "Bo"  # Bo sits at the dealer's left


def test_D23_the_same_in_digital_mode_with_the_real_cards():
    rest = Counter(pairs_deck())
    rest.subtract(c for stack in FULL.values() for c in stack)
    cards = sorted(rest.elements())  # the 40 other cards, 5 in each hand
    hands = {p: cards[5 * i:5 * i + 5] for i, p in enumerate(FULL)}
    start = {"round": 1, "pot": 8, "stacks": FULL, "hands": hands, "deck": []}
    t = Table("Ann Bo Cy Dee Eve Fay Gus Hal", mode="digital", dealer="Cy", start=start)
    assert t.state.pool == () and t.state.deck == ()
    assert t.to_act == "Ann"  # Dee is at Cy's left; of Ann and Bo, Ann comes first from there


def test_start_positions_are_checked():
    for start, words in [
        ({"round": 6, "stacks": {"Ann": [1], "Bo": [2]}}, "round"),
        ({"round": 2, "stacks": {"Ann": [1]}}, "2 or more"),
        ({"round": 2, "stacks": {"Ann": [1, 1], "Bo": [2]}}, "no two alike"),
        ({"round": 2, "stacks": {"Ann": [1], "Bo": [2]}, "hands": {}}, "hands"),
        ({"pot": 3}, "give its round"),
        ({"seats": 3}, "unknown keys"),
        ({"carry": -1}, "carry"),
    ]:
        try:
            Table("Ann Bo Cy", start=start)
        except InputError as e:
            assert words in str(e), (start, str(e))
        else:
            raise AssertionError(start)


def test_the_action_vocabulary_reads_and_writes_the_script_json():
    for data in ({"do": "deal"}, {"do": "reveal", "cards": {"Ann": 3}}, {"do": "draw", "card": 4},
                 {"by": "Ann", "do": "fold"}, {"by": "Ann", "do": "pitch"}, {"do": "dealt", "card": 7},
                 {"by": "Ann", "do": "leave"}, {"do": "end-game"}, {"by": "Ann", "do": "choose", "card": 3},
                 {"do": "reshuffle", "deck": [1, 2]}):
        assert ENGINE.parse_action(data).to_json() == data
    assert isinstance(ENGINE.parse_action({"do": "deal"}), A.Deal)
