"""Liar Dice hands and calls (LD §3): the verified hand table, the 90 calls and their order."""
from collections import Counter
from itertools import product

import pytest

from tableapp.games.liar_dice.hands import (
    CALLS, FACE_VALUE, CallError, call_name, call_ranks, call_text, calls_above, fill_h4, is_raise, meets,
    parse_call, roll_key, swap_h2,
)

ALL_ROLLS = list(product(range(1, 7), repeat=5))
HAND_COUNTS = {8: 6, 7: 150, 6: 300, 5: 240, 4: 1200, 3: 1800, 2: 3600, 1: 480}  # LD §3.1


def v(text: str) -> tuple[int, ...]:
    return tuple(FACE_VALUE[f] for f in text.split())


def test_every_one_of_the_7776_rolls_falls_in_the_verified_hand_counts():
    counts = Counter(roll_key(r)[0] for r in ALL_ROLLS)
    assert len(ALL_ROLLS) == 7776
    assert dict(counts) == HAND_COUNTS


def test_straight_beats_full_house_swaps_only_the_order_not_the_counts():
    counts = Counter(swap_h2(roll_key(r))[0] for r in ALL_ROLLS)
    assert counts[5] == 300 and counts[6] == 240  # H2: full houses are now cat 5, straights cat 6
    assert {k: c for k, c in counts.items() if k not in (5, 6)} == {k: c for k, c in HAND_COUNTS.items() if k not in (5, 6)}
    weakest_straight = swap_h2(roll_key(v("K Q J 10 9")))
    best_full_house = swap_h2(roll_key(v("A A A K K")))
    assert weakest_straight > best_full_house
    assert roll_key(v("K Q J 10 9")) < roll_key(v("9 9 9 10 10"))  # the source order without H2


@pytest.mark.parametrize("faces, key", [
    ("A A A A A", (8, 6, 0)), ("A A A A 10", (7, 6, 0)), ("A A A J J", (6, 6, 3)), ("J J A A A", (6, 6, 3)),
    ("A K Q J 10", (5, 6, 0)), ("K Q J 10 9", (5, 5, 0)), ("A A A Q 10", (4, 6, 0)), ("A A 10 10 9", (3, 6, 2)),
    ("A A K Q 10", (2, 6, 0)), ("A K 10 Q 9", (1, 0, 0)), ("A K Q J 9", (1, 0, 0)),
])
def test_the_example_rolls_of_the_hand_table(faces, key):
    assert roll_key(v(faces)) == key


def test_every_high_card_roll_holds_an_ace_and_a_nine():
    assert all({1, 6} <= set(r) for r in ALL_ROLLS if roll_key(r)[0] == 1)


def test_there_are_exactly_90_well_formed_calls_in_strictly_increasing_order():
    assert len(CALLS) == 90 == len(set(CALLS))
    assert all(a < b for a, b in zip(CALLS, CALLS[1:]))
    assert CALLS[0] == (1, 0, 0) and CALLS[-1] == (8, 6, 0)
    per_cat = Counter(k[0] for k in CALLS)
    assert dict(per_cat) == {1: 1, 2: 7, 3: 21, 4: 7, 5: 3, 6: 37, 7: 7, 8: 7}


def test_the_order_listed_in_the_rules_from_two_pair_to_straights():
    names = [call_text(k) for k in CALLS]
    two_pair = names[names.index("Two pair"):names.index("Three of a kind")]
    assert two_pair[:6] == ["Two pair", "Two pair, Tens up", "Two pair, Tens and Nines", "Two pair, Jacks up",
                            "Two pair, Jacks and Nines", "Two pair, Jacks and Tens"]
    assert two_pair[-1] == "Two pair, Aces and Kings"
    assert names[names.index("Straight"):names.index("Full house")] == ["Straight", "K-high straight", "A-high straight"]
    full = names[names.index("Full house"):names.index("Four of a kind")]
    assert full[:3] == ["Full house", "Full house, Nines", "Full house, Nines over Tens"]
    assert full[-1] == "Full house, Aces over Kings"


def test_every_call_reads_back_from_its_own_text_and_the_name_matches_without_a_translator():
    for key in CALLS:
        assert parse_call(call_text(key)) == key
        assert call_name(key) == call_text(key)


@pytest.mark.parametrize("text, key", [
    ("Pair of Aces", (2, 6, 0)), ("pair of aces", (2, 6, 0)), ("a pair of aces", (2, 6, 0)), ("one pair", (2, 0, 0)),
    ("two pair, kings and nines", (3, 5, 1)), ("Two pair, Nines and Kings", (3, 5, 1)), ("kings up", (3, 5, 0)),
    ("Jacks and Queens", (3, 4, 3)), ("aces full over jacks", (6, 6, 3)), ("Full house, Aces", (6, 6, 0)),
    ("aces full of jacks", (6, 6, 3)), ("full house", (6, 0, 0)), ("five aces", (8, 6, 0)), ("5 aces", (8, 6, 0)),
    ("five of a kind", (8, 0, 0)), ("K-high straight", (5, 5, 0)), ("A-high straight", (5, 6, 0)),
    ("a straight", (5, 0, 0)), ("straight", (5, 0, 0)), ("high card", (1, 0, 0)), ("three of a kind", (4, 0, 0)),
    ("Three Queens", (4, 4, 0)), ("four 10s", (7, 2, 0)), ("FOUR KINGS", (7, 5, 0)), ("2 pair", (3, 0, 0)),
])
def test_calls_are_read_the_way_people_say_them(text, key):
    assert parse_call(text) == key


@pytest.mark.parametrize("text", [
    "Two pair, Nines up", "Full house, Queens over Queens", "Q-high straight", "High card, Ace", "",
    "Pair of Aces and Kings and Queens", "Two pair, Kings and Kings", "pair of twos", "aces", "Four Kings and Queens",
])
def test_ill_formed_calls_are_refused_with_a_reason(text):
    with pytest.raises(CallError) as e:
        parse_call(text)
    assert str(e.value)


@pytest.mark.parametrize("previous, new, legal", [  # the examples of LD §3.2
    ("One pair", "Pair of Nines", True),
    ("Pair of Kings", "Pair of Kings", False),
    ("Pair of Aces", "Two pair", True),
    ("Two pair, Kings and Queens", "Two pair, Aces up", True),
    ("Two pair, Aces up", "Two pair, Kings and Queens", False),
    ("Three Aces", "Straight", True),
    ("Full house, Kings over Aces", "Full house, Aces", True),
    ("Full house, Kings over Aces", "Full house, Kings", False),
    ("Four of a kind", "Three Aces", False),
])
def test_the_raise_examples_of_the_rules(previous, new, legal):
    assert is_raise(parse_call(new), parse_call(previous)) is legal


@pytest.mark.parametrize("call, faces, met", [  # the examples of LD §3.3
    ("Pair of Aces", "K K Q Q 9", True),
    ("Three Kings", "9 9 9 A A", True),
    ("Straight", "A K Q J 9", False),
    ("A-high straight", "K Q J 10 9", False),
    ("Four Kings", "K K K K A", True),
    ("Four Kings", "K K K Q Q", False),
    ("Full house, Kings over Aces", "A A A 9 9", True),
    ("High card", "A K Q J 9", True),
    ("High card", "9 9 9 9 9", True),
])
def test_the_showdown_examples_of_the_rules(call, faces, met):
    assert meets(v(faces), parse_call(call)) is met


def test_a_rank_left_open_is_met_by_exactly_the_same_rolls_as_its_lowest_filling():
    for key in CALLS:
        filled = fill_h4(key)
        assert [meets(r, key) for r in ALL_ROLLS] == [meets(r, filled) for r in ALL_ROLLS], key


def test_strict_raises_fill_open_ranks_with_the_lowest_rank():
    assert fill_h4(parse_call("One pair")) == parse_call("Pair of Nines")
    assert fill_h4(parse_call("Two pair")) == parse_call("Two pair, Tens and Nines")
    assert fill_h4(parse_call("Kings up")) == parse_call("Two pair, Kings and Nines")
    assert fill_h4(parse_call("Straight")) == parse_call("K-high straight")
    assert fill_h4(parse_call("Full house")) == parse_call("Full house, Nines over Tens")
    assert fill_h4(parse_call("Full house, Aces")) == parse_call("Full house, Aces over Nines")
    assert fill_h4(parse_call("Full house, Nines")) == parse_call("Full house, Nines over Tens")
    assert not is_raise(parse_call("Pair of Nines"), parse_call("One pair"), strict_raises=True)
    assert is_raise(parse_call("Pair of Tens"), parse_call("One pair"), strict_raises=True)


def test_the_lists_of_higher_calls_follow_the_house_options():
    assert len(calls_above(None)) == 90
    assert calls_above(parse_call("Five Aces")) == ()
    assert calls_above(parse_call("Five of a kind")) == tuple((8, r, 0) for r in range(1, 7))
    # H2: after an A-high straight only four and five of a kind remain; a full house is lower
    above = calls_above(parse_call("A-high straight"), straight_beats_full_house=True)
    assert {k[0] for k in above} == {7, 8}
    # H4: "Pair of Nines" no longer raises "One pair"
    assert parse_call("Pair of Nines") not in calls_above(parse_call("One pair"), strict_raises=True)
    ranks = call_ranks(False, True)
    assert ranks[parse_call("One pair")] == ranks[parse_call("Pair of Nines")]
    assert len(set(call_ranks(False, False).values())) == 90
