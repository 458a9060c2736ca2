"""Pairs, what the app refuses and what it says: A.6's impossibility checks in physical mode, quick
entry (H6) with its checks, and the screens (public view, choices, keys, entries).

Ann, Bo, Cy sit clockwise and Ann deals (the deal goes Bo, Cy, Ann); the losing score is 21.
"""
import json

import pytest

from tableapp.core.engine import TABLE
from tableapp.core.errors import InputError
from tableapp.core.views import DEALER, STARTER, TURN
from tableapp.games.pairs import ENGINE

from pairs_table import Table, moves

# -- A.6: the cards the table reports --------------------------------------------------------------------


@pytest.mark.parametrize("value", [0, 11, -3])
def test_a_card_is_a_value_from_1_to_10_A6(value):
    t = Table()
    assert "A Pairs card is a value from 1 to 10" in t.refused(None, "card", value=value)


def test_a_pair_of_1s_is_impossible_A6():
    t = Table()
    t.cards(1, 5, 9)
    t.act("Bo", "hit")
    assert "A pair of 1s is impossible: the deck has only one 1." in t.refused(None, "card", value=1)


def test_a_second_1_is_impossible_anywhere_A6():
    t = Table()
    t.cards(1)
    assert "The deck has only one 1, and it is already seen (1 in stacks)." in t.refused(None, "card", value=1)


def test_more_cards_of_a_value_than_the_deck_has_are_refused_counting_stacks_scores_and_discards_A6():
    t = Table(start={"scores": {"Ann": [3]}})  # one 3 scored
    t.cards(3, 5, 9)  # a second 3 in Bo's stack
    t.hit("Bo", 8)
    t.fold("Cy")  # Cy scores Bo's 3; the 5, 9 and 8 are discarded
    t.cards(3)  # the third and last 3
    assert "The deck has only 3 3s, and all of them are already seen (1 in stacks, 2 scored)." in \
        t.refused(None, "card", value=3)
    t.cards(5, 9)
    t.fold("Bo")  # scores Bo's 3
    t.cards(10, 8, 4)  # Ann starts with the 4
    t.hit("Ann", 7)  # 7s: none gone yet
    t.hit("Bo", 2)
    t.act("Cy", "hit")
    assert "(3 scored)" in t.refused(None, "card", value=3)


def test_cards_discarded_since_the_shuffle_count_too_A6():
    t = Table()
    t.cards(2, 5, 9)
    t.hit("Bo", 2)  # Bo pairs 2s: one 2 scored, the other discarded
    assert "(1 scored, 1 discarded since the last shuffle)" in t.refused(None, "card", value=2)


def test_a_refused_card_changes_nothing_and_the_right_one_is_then_taken():
    t = Table()
    t.cards(1)
    t.refused(None, "card", value=1)
    t.cards(4)
    assert t.stack("Cy") == (4,)


def test_nothing_but_the_card_asked_for_is_accepted_while_the_table_deals_A6():
    t = Table()
    assert t.to_act == TABLE
    assert "Report the card for Bo first." in t.refused("Bo", "fold")
    assert "Scores are reported this way only with quick entry (H6)." in t.refused(
        None, "score", player="Bo", value=3, how="fold")
    assert "Nothing is shuffled now" in t.refused(None, "shuffle", deck=[1])


def test_nobody_hits_or_folds_while_the_app_shuffles_in_whole_sentences_PR4():
    """The refusal is one sentence per verb (a verb spliced into a sentence was English inside Japanese)."""
    t = Table(mode="digital")
    assert t.state.phase == "shuffle"
    assert "Nobody hits now." in t.refused("Bo", "hit")
    assert "Nobody folds now." in t.refused("Bo", "fold")


def test_the_public_view_names_who_gets_the_cards_still_due_in_deal_order_A6():
    t = Table("Ann Bo Cy Dee")
    assert ENGINE.public_view(t.state).detail["next"] == ["Bo", "Cy", "Dee", "Ann"]
    t.cards(5, 7)
    assert ENGINE.public_view(t.state).detail["next"] == ["Dee", "Ann"]
    t.cards(9, 8)
    assert ENGINE.public_view(t.state).detail["next"] == []  # Bo's turn: no card is due


# -- H6: quick entry -------------------------------------------------------------------------------------

def test_quick_entry_asks_only_who_scored_how_much_and_how_H6():
    t = Table(quick_entry=True)
    assert t.to_act == TABLE and t.phase == "quick"
    entries = [(c.label, c.entry, c.key) for c in ENGINE.choices(t.state)]
    assert entries == [("Report this round's score", "score", "s"), ("Report the final scores", "scores", "e")]
    t.act(None, "score", player="Bo", value=8, how="pair")
    t.act(None, "score", player="Cy", value=3, how="fold")
    assert (t.score("Bo"), t.score("Cy"), t.state.round) == (8, 3, 3)
    assert t.summary.startswith("Cy folded and scored 3 (total 3). Round 3 · quick entry")


def test_quick_entry_ends_the_game_with_the_same_chips_H6_PR9():
    t = Table(quick_entry=True, start={"scores": {"Bo": [10, 9]}}, betting="tacoma")
    assert moves(t.act(None, "score", player="Bo", value=4, how="pair")) == [
        ("Bo", "#pot:carry:pairs", 6, "A-C2"), ("#pot:carry:pairs", "Ann", 3, "A-C4"),
        ("#pot:carry:pairs", "Cy", 3, "A-C4")]
    assert t.state.loser == "Bo"


def test_quick_entry_refuses_scores_the_deck_cannot_make_A6():
    t = Table(quick_entry=True, start={"scores": {"Ann": [2]}})
    assert "A pair of 1s is impossible" in t.refused(None, "score", player="Bo", value=1, how="pair")
    assert "A pair of 2s is impossible: 1 of the 2 cards of value 2 are already score cards." in t.refused(
        None, "score", player="Bo", value=2, how="pair")
    t.act(None, "score", player="Bo", value=2, how="fold")  # the other 2, taken on a fold
    assert "All 2 cards of value 2 are already score cards." in t.refused(None, "score", player="Cy", value=2,
                                                                          how="fold")
    assert "not playing" in t.refused(None, "score", player="Zed", value=5, how="fold")
    assert "from 1 to 10" in t.refused(None, "score", player="Cy", value=12, how="fold")


def test_quick_entry_takes_the_final_scores_at_once_H6():
    t = Table(quick_entry=True, betting="olympia")
    t.act(None, "score", player="Ann", value=6, how="pair")
    assert moves(t.act(None, "final", scores={"Ann": 12, "Bo": 24, "Cy": 9}, loser="Bo")) == [
        ("Bo", "#pot:carry:pairs", 15, "A-C3"), ("#pot:carry:pairs", "Cy", 15, "A-C4")]
    assert t.state.loser == "Bo" and t.score("Bo") == 24
    assert [(p.name, p.result) for p in ENGINE.standings(t.state)] == [("Cy", ""), ("Ann", ""), ("Bo", "lost")]


@pytest.mark.parametrize("scores, message", [
    ({"Ann": 5, "Bo": 22}, "Give the final score of every player"),
    ({"Ann": 5, "Bo": 20, "Cy": 9}, "Exactly one player ends at the losing score 21 or more (PR9), not 0."),
    ({"Ann": 30, "Bo": 22, "Cy": 9}, "not 2"),
    ({"Ann": 5, "Bo": 31, "Cy": 9}, "Bo cannot end above 30"),
    ({"Ann": 4, "Bo": 22, "Cy": 9}, "A score never goes down: Ann already had more."),
    ({"Ann": 6, "Bo": 22, "Cy": 1}, "cannot be made of the cards of one deck"),  # Ann's 1 is the only 1
    ({"Ann": 5, "Bo": 22, "Cy": 2}, "cannot be made of the cards of one deck"),  # both 2s are scored
])
def test_quick_entry_refuses_final_scores_that_cannot_be(scores, message):
    t = Table(quick_entry=True, start={"scores": {"Ann": [1, 2, 2]}})
    assert message in t.refused(None, "final", scores=scores)


def test_quick_entry_final_scores_name_the_right_loser():
    t = Table(quick_entry=True)
    assert "Ann has not reached 21: Bo did." in t.refused(None, "final", scores={"Ann": 3, "Bo": 22, "Cy": 9},
                                                           loser="Ann")


def test_quick_entry_is_for_physical_mode_only_H6():
    with pytest.raises(InputError, match="Quick entry"):
        Table(mode="digital", quick_entry=True)


# -- the screens ------------------------------------------------------------------------------------------

def test_the_public_view_shows_every_stack_score_turn_and_the_fold_score_A7():
    t = Table(start={"scores": {"Cy": [6]}, "carry": 2}, betting="tacoma")
    t.cards(5, 7, 9)
    t.hit("Bo", 8)
    v = ENGINE.public_view(t.state)
    assert v.to_act == "Cy" and v.turn_text == "Cy" and v.phase_text == "Hit or fold"
    seats = {s.name: s for s in v.seats}
    assert [p.face for p in seats["Bo"].pieces] == ["5", "8"] and all(p.kind == "card" for p in seats["Bo"].pieces)
    assert seats["Cy"].note == "score 6" and seats["Cy"].status == "to act"
    assert seats["Cy"].roles == (TURN,) and seats["Ann"].roles == (DEALER,) and seats["Bo"].roles == (STARTER,)
    assert [(p.account, p.chips) for p in v.pots] == [("#pot:carry:pairs", 2)]
    assert v.stake == "Tacoma: the loser pays 6 to the lowest score"
    d = v.detail
    assert d["fold_score"] == 5 and d["losing_score"] == 21 and d["carry"] == 2
    assert [p["score_cards"] for p in d["players"]] == [[], [], [6]]
    assert (d["deck"], d["discard"]) == (45, 5)  # 55 - the scored 6 - 5 burned - 4 dealt
    json.dumps(v.model_dump(mode="json"))
    assert ENGINE.private_view(t.state, "Cy") is None and ENGINE.view(t.state, "Cy") == ENGINE.view(t.state, None)


def test_the_choices_of_the_table_ask_for_one_card_with_the_card_entry():
    t = Table()
    [c] = ENGINE.choices(t.state)
    assert (c.label, c.entry, c.group, c.seat, c.key) == ("The card dealt to Bo", "card", "table", None, "c")
    t.cards(5, 7, 9)
    t.act("Bo", "hit")
    assert ENGINE.choices(t.state)[0].label == "The card Bo drew"
    assert ENGINE.public_view(t.state).seat("Bo").status == "gets a card"


def test_the_choices_of_the_player_to_act_are_hit_and_fold_with_keys():
    t = Table()
    t.cards(5, 7, 9)
    assert [(c.label, c.key, c.seat, c.group) for c in ENGINE.choices(t.state)] == [
        ("Hit", "h", "Bo", "main"), ("Fold (scores 5)", "f", "Bo", "main")]


def test_the_log_describes_each_action_in_words():
    t = Table(start={"scores": {"Bo": [10, 9]}})
    d = lambda **a: ENGINE.describe(t.state, ENGINE.parse_action(a))  # noqa: E731
    assert d(do="card", value=8) == "Bo is dealt an 8"
    t.cards(8, 5)
    assert d(do="card", value=9) == "Ann is dealt a 9; Cy has the lowest card and starts"
    t.cards(9)
    assert d(by="Cy", do="hit") == "Cy hits"
    assert d(by="Cy", do="fold") == "Cy folds and scores 5, the lowest card in play (total 5)"
    t.hit("Cy", 3)
    t.act("Ann", "fold")
    t.cards(2, 6, 7)
    assert d(by="Bo", do="fold") == ("Bo folds and scores 2, the lowest card in play (total 21): "
                                     "Bo reaches the losing score 21 and loses")
    assert d(by="Bo", do="leave") == "Bo leaves: the game is void and no chips move (E5)"
    assert d(do="end-game") == "The table ends the game: no loser, no chips move"
    assert ENGINE.describe(t.state, ENGINE.parse_action({"do": "card", "value": 42})) == "A card: 42"
