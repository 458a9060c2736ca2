"""Pairs, the round of A.3 as table situations: the deal (PR1), the low card (PR2) and its
tie-break (PR3, D2), hit or fold (PR4-PR7, D3), the end of a round (PR8), the loser (PR9, D1), the
deck running out (PR10, D5, E1) and the player counts (E4).

Physical mode unless said otherwise: the table reports every card, the app keeps the stacks.
Ann, Bo, Cy sit clockwise and Ann deals, so Bo gets the first card and Ann the last.
"""
import pytest

from tableapp.core.engine import CHANCE, TABLE
from tableapp.core.errors import InputError
from tableapp.games.pairs import ENGINE

from pairs_table import Table, arranged


def fresh(s, p: str, ties: bool = False) -> int:
    """A card the table could deal ``p`` that does not pair: the highest value not all seen (on the
    deal, one nobody holds yet unless ``ties``, so that the deal does not tie while it can)."""
    ok = [v for v in range(1, 11) if s.known(v) < v and v not in s.stacks[p]]
    if s.purpose == "deal" and not ties:
        return max([v for v in ok if all(v not in st for st in s.stacks.values())] or ok)
    return max(ok)


def play_on(t: Table, until, fold=lambda s: False, ties: bool = False, limit: int = 2000) -> None:
    """Everyone hits (or folds when ``fold(state)``); the table reports high cards that do not pair
    while it can, the lowest pair otherwise, so that a game lasts through several reshuffles."""
    for _ in range(limit):
        if until(t.state):
            return
        s = t.state
        if t.to_act == TABLE:
            p = s.need[0]
            try:
                t.cards(fresh(s, p, ties))
            except ValueError:  # every value left pairs
                t.cards(min(v for v in range(1, 11) if s.known(v) < v))
        else:
            t.act(t.to_act, "fold" if fold(s) else "hit")
    raise AssertionError("the situation never came")


# -- PR1, PR2: the deal and the low card --------------------------------------------------------------

def test_the_dealer_shuffles_burns_5_and_deals_one_card_each_from_the_left_PR1():
    t = Table()
    assert t.summary == "Ann shuffles the 55 cards and burns 5 face down. Round 1: Ann deals: the card for Bo?"
    assert (t.state.deck_count, t.state.discard_count) == (50, 5)
    assert t.to_act == TABLE and t.view()["receiving"] == "Bo"
    t.cards(5)
    assert t.view()["receiving"] == "Cy" and "the card for Cy" in t.summary and "burns" not in t.summary
    t.cards(7)
    assert t.view()["receiving"] == "Ann"
    t.cards(9)
    assert (t.stack("Bo"), t.stack("Cy"), t.stack("Ann")) == ((5,), (7,), (9,))
    assert t.state.deck_count == 47


def test_the_player_with_the_lowest_card_takes_the_first_turn_PR2():
    t = Table()
    t.cards(9, 3, 6)
    assert t.to_act == "Cy" and t.state.starter == "Cy"
    assert t.summary == "Round 1: Cy hits or folds (a fold scores 3)."


def test_the_deal_starts_left_of_whoever_deals_PR1_D4():
    t = Table(dealer="Bo")
    assert t.view()["receiving"] == "Cy"
    t.cards(2)
    assert t.view()["receiving"] == "Ann"


# -- PR3, D2: a tie for low card ----------------------------------------------------------------------------

def test_a_tie_for_low_card_deals_the_tied_players_an_extra_card_and_the_lower_starts_PR3():
    t = Table()
    t.cards(4, 4, 9)
    assert t.state.tied == ("Bo", "Cy") and t.view()["tie"] == ["Bo", "Cy"]
    assert "tie for low card: the extra card for Bo?" in t.summary
    t.cards(6, 2)
    assert t.to_act == "Cy"
    assert (t.stack("Bo"), t.stack("Cy"), t.stack("Ann")) == ((4, 6), (4, 2), (9,))  # D2: the extra cards stay


def test_tie_cards_go_clockwise_from_the_dealers_left_D2():
    t = Table("Ann Bo Cy Dee", dealer="Cy")  # the deal goes Dee, Ann, Bo, Cy
    t.cards(3, 8, 5, 3)
    assert t.state.tied == ("Dee", "Cy")
    t.cards(7)
    assert t.view()["receiving"] == "Cy"


def test_a_tie_card_that_pairs_is_discarded_and_the_same_player_gets_another_at_once_PR3():
    t = Table()
    t.cards(4, 4, 9)
    discarded = t.state.discard_count
    t.cards(4)
    assert t.stack("Bo") == (4,) and t.state.discard_count == discarded + 1
    assert t.view()["receiving"] == "Bo" and t.view()["tie_discard"] == 4
    assert "Bo's 4 paired: discard it and deal Bo another." in t.summary
    assert t.score("Bo") == 0  # nobody scores on this deal
    t.cards(8, 6)
    assert t.to_act == "Cy"


def test_players_whose_extra_cards_tie_again_repeat_among_themselves_PR3():
    t = Table("Ann Bo Cy Dee")  # the deal goes Bo, Cy, Dee, Ann
    t.cards(3, 3, 3, 9)
    assert t.state.tied == ("Bo", "Cy", "Dee")
    t.cards(5, 4, 4)
    assert t.state.tied == ("Cy", "Dee") and t.stack("Bo") == (3, 5)
    t.cards(7, 6)
    assert t.to_act == "Dee"


def test_the_tie_break_in_the_log_says_who_starts():
    t = Table()
    t.cards(4, 4)
    assert ENGINE.describe(t.state, ENGINE.parse_action({"do": "card", "value": 9})) == \
        "Ann is dealt a 9; tie for low card (4s): Bo, Cy get another card"
    t.cards(9, 6)
    assert ENGINE.describe(t.state, ENGINE.parse_action({"do": "card", "value": 8})) == \
        "Tie-break: Cy is dealt an 8; Bo has the lowest card and starts"


# -- PR4-PR7: hit, pair, fold ---------------------------------------------------------------------------

def test_a_hit_that_does_not_pair_joins_the_stack_and_the_turn_passes_clockwise_PR5():
    t = Table()
    t.cards(5, 7, 9)
    t.act("Bo", "hit")
    assert t.to_act == TABLE and "Bo hits: which card?" in t.summary
    t.cards(8)
    assert t.stack("Bo") == (5, 8) and t.to_act == "Cy"
    t.hit("Cy", 3)
    t.hit("Ann", 10)
    assert t.to_act == "Bo"  # turns have no limit


def test_a_pair_scores_its_value_keeps_one_card_and_ends_the_round_PR6_PR8():
    t = Table()
    t.cards(5, 7, 9)
    t.hit("Bo", 8)
    discarded = t.state.discard_count
    t.act("Cy", "hit")
    assert ENGINE.describe(t.state, ENGINE.parse_action({"do": "card", "value": 7})) == \
        "Cy draws a 7: a pair of 7s, Cy scores 7 (total 7)"
    t.cards(7)
    assert t.state.scores["Cy"] == (7,) and t.score("Cy") == 7
    assert all(t.stack(p) == () for p in ("Ann", "Bo", "Cy"))
    # PR8: Bo's 5 and 8, Ann's 9 and one of the two 7s go to the discard pile
    assert t.state.discard_count == discarded + 4
    assert t.summary == "Cy caught a pair of 7s and scored 7 (total 7). Round 2: Ann deals: the card for Bo?"


def test_a_fold_scores_the_lowest_card_in_play_from_any_stack_PR7_D3():
    t = Table()
    t.cards(5, 7, 9)
    t.hit("Bo", 8)
    assert t.view()["fold_score"] == 5
    labels = [c.label for c in ENGINE.choices(t.state)]
    assert labels == ["Hit", "Fold (scores 5)"]
    t.fold("Cy")  # takes Bo's 5
    assert t.state.scores["Cy"] == (5,) and t.state.last.how == "fold"


def test_a_fold_may_take_the_folders_own_card_and_may_come_on_the_first_turn_PR7():
    t = Table()
    t.cards(6, 2, 9)
    assert t.to_act == "Cy"
    t.fold("Cy")
    assert t.state.scores["Cy"] == (2,)


def test_after_a_pair_no_more_turn_input_is_accepted_for_that_round_A6():
    t = Table()
    t.cards(5, 7, 9)
    t.hit("Bo", 5)
    assert "The round is over: Bo scored. Deal the next round." in t.refused("Cy", "hit")
    assert "Deal the next round" in t.refused("Bo", "fold")


def test_only_the_player_to_act_may_hit_or_fold_PR4():
    t = Table()
    assert "Report the card for Bo first." in t.refused("Bo", "hit")
    t.cards(5, 7, 9)
    assert "It is Bo's turn, not Ann's." in t.refused("Ann", "fold")
    t.act("Bo", "hit")
    assert "Report the card for Bo first." in t.refused("Bo", "hit")


# -- PR9, D1: the loser ----------------------------------------------------------------------------------

def test_reaching_the_losing_score_exactly_loses_PR9_D1():
    t = Table(start={"scores": {"Bo": [10, 9]}})  # Bo 19 of 21
    t.cards(2, 5, 9)
    t.fold("Bo")
    assert t.phase == "over" and t.state.loser == "Bo" and t.score("Bo") == 21
    assert ENGINE.to_act(t.state) is None and t.summary == "Game over: Bo loses with 21."


def test_a_score_below_the_losing_score_plays_on_with_the_same_dealer_PR9():
    t = Table(start={"scores": {"Bo": [10, 9]}})
    t.cards(1, 5, 9)
    t.fold("Bo")
    assert t.score("Bo") == 20 and t.phase == "card" and t.state.dealer == "Ann" and t.state.round == 2


def test_the_deal_passes_left_every_round_with_H5():
    t = Table(deal_passes_each_round=True)
    t.cards(5, 7, 9)
    t.fold("Bo")
    assert t.state.dealer == "Bo" and t.view()["receiving"] == "Cy"


@pytest.mark.parametrize("n, losing", [(2, 31), (3, 21), (4, 16), (5, 13), (6, 11), (7, 11), (8, 11)])
def test_the_losing_score_follows_the_number_of_players_A2_D1_E4(n, losing):
    t = Table(" ".join(["Ann", "Bo", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"][:n]))
    assert t.state.losing == losing and t.view()["losing_score"] == losing


@pytest.mark.parametrize("players", ["Ann", "Ann Bo Cy Dee Eve Fay Gus Hal Ivy"])
def test_fewer_than_2_or_more_than_8_players_are_refused_E4(players):
    with pytest.raises(InputError, match="Pairs needs 2 to 8 players"):
        Table(players)


# -- PR10, D5, E1: the deck runs out ----------------------------------------------------------------------

def test_when_the_deck_is_out_the_app_says_shuffle_the_discard_pile_and_burn_5_PR10():
    t = Table("Ann Bo")
    play_on(t, lambda s: s.deck_count == 0 and s.phase == "turn")
    pile = t.state.discard_count
    scores = dict(t.state.scores)
    t.act(t.to_act, "hit")
    assert t.state.shuffle_note == (pile, 5) and (t.state.deck_count, t.state.discard_count) == (pile - 5, 5)
    assert t.summary.startswith(f"The deck is out: shuffle the discard pile ({pile} cards) and burn 5.")
    assert t.state.scores == scores  # score cards are never shuffled in (D5)
    t.cards(fresh(t.state, t.state.need[0]))
    assert t.state.shuffle_note is None and "burn" not in t.summary


def test_after_a_reshuffle_cards_discarded_before_it_can_come_again_D5():
    t = Table("Ann Bo")
    play_on(t, lambda s: s.deck_count == 0 and s.phase == "turn")
    gone = [v for v in range(1, 11) if t.state.known(v) >= v and all(v not in st for st in t.state.stacks.values())
            and not any(v in sc for sc in t.state.scores.values())]
    assert gone  # some value is all in the discard pile: it cannot be dealt until the reshuffle
    who = t.to_act
    t.act(who, "hit")
    t.cards(gone[0])  # back in the deck now
    assert gone[0] in t.stack(who) or t.state.last.value == gone[0]


def test_the_deck_can_run_out_in_the_middle_of_a_deal_E1():
    t = Table("Ann Bo Cy")
    play_on(t, lambda s: s.reshuffles == 1, fold=lambda s: s.deck_count <= 2)
    s = t.state
    assert s.purpose == "deal" and 0 < len(s.need) < 3 and t.stack("Bo")
    assert "The deck is out: shuffle the discard pile (51 cards) and burn 5. Round 4" in t.summary
    assert f"the card for {s.need[0]}?" in t.summary


def test_the_deck_can_run_out_in_the_middle_of_a_tie_break_E1():
    t = Table("Ann Bo")
    play_on(t, lambda s: s.reshuffles == 1, ties=True)
    assert t.state.purpose == "tie" and t.state.tied == ("Bo", "Ann")
    assert "The deck is out: shuffle the discard pile (40 cards) and burn 5. Round 2: Bo's 10 paired" in t.summary
    t.cards(fresh(t.state, "Bo"))  # the tie-break goes on from the new deck
    assert t.state.deck_count == 34 and t.view()["receiving"] == "Ann"


def test_a_discard_pile_of_5_or_fewer_is_shuffled_without_burning_D5():
    # digital: the app's own shuffle shows the rule most directly
    t = Table("Ann Bo", mode="digital")
    t.shuffle(arranged(1, 2))  # Bo 1, Ann 2: Bo starts
    t.deal_digital()
    # a position where the pile holds only the 5 burned cards and the deck is out
    from tableapp.games.pairs.state import replace
    s = replace(t.state, deck=(), deck_count=0)
    t.run.state = s
    t.act("Bo", "hit")
    assert t.phase == "shuffle" and t.to_act == CHANCE
    t.shuffle([10, 10, 10, 10, 10])
    assert (t.state.deck_count, t.state.discard_count) == (5, 0)


def test_with_no_card_left_anywhere_the_player_to_act_must_fold_E1():
    t = Table("Ann Bo", mode="digital")
    t.shuffle(arranged(1, 2))
    t.deal_digital()
    from tableapp.games.pairs.state import replace
    t.run.state = replace(t.state, deck=(), deck_count=0, discard=(), discard_count=0)
    assert [c.label for c in ENGINE.choices(t.state)] == ["Fold (scores 1)"]
    assert "The deck and the discard pile are both empty: Bo must fold." in t.refused("Bo", "hit")


def test_a_tie_no_card_can_break_is_settled_by_seat_from_the_dealers_left_PR3():
    """Unreachable in practice (every value the drawer lacks would have to be in stacks or scored);
    the app must still not deal for ever: the first tied player from the dealer's left starts."""
    from tableapp.games.pairs.phases import tie_draw
    from tableapp.games.pairs.state import replace

    t = Table("Ann Bo")  # the deal goes Bo, Ann
    s = replace(t.state, stacks={"Bo": (1, 2, 3, 4, 5, 6, 7, 8, 9), "Ann": (9, 10)},
                scores={"Bo": (), "Ann": (10,) * 9}, tied=("Bo", "Ann"), need=("Bo", "Ann"), purpose="tie")
    assert not s.can_stay("Bo") and s.can_stay("Ann")
    after = tie_draw(s)
    assert (after.phase, after.turn, after.starter, after.tie_by_seat) == ("turn", "Bo", "Bo", True)
    # the same in play: Bo deals, so Ann draws first and then Bo cannot
    t = Table("Ann Bo", dealer="Bo")
    t.run.state = replace(t.state, stacks={"Bo": (1, 2, 3, 4, 5, 6, 7, 8, 9), "Ann": (9,)}, phase="card",
                          scores={"Bo": (), "Ann": (10,) * 10}, tied=("Ann", "Bo"), need=("Ann", "Bo"), purpose="tie")
    assert ENGINE.describe(t.state, ENGINE.parse_action({"do": "card", "value": 8})) == (
        "Tie-break: Ann is dealt an 8; no card can break the tie, so Ann starts (first from the dealer's left)")
    t.cards(8)
    assert t.to_act == "Ann" and t.state.tie_by_seat
