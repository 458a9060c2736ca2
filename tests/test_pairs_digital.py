"""Pairs in digital mode (A.7): the app shuffles, burns and deals every card itself (chance
outcomes written out, so a script can fix the deck), the player to act picks hit or fold, nothing
is private but the deck order, and no shuffle or card can be undone.

Ann, Bo, Cy sit clockwise and Ann deals (the deal goes Bo, Cy, Ann); the losing score is 21.
"""
import random

import pytest

from tableapp.core.engine import CHANCE
from tableapp.core.errors import InputError
from tableapp.core.session import Session
from tableapp.games.common.cards import pairs_deck
from tableapp.games.pairs import ENGINE
from tableapp.games.pairs.state import replace

from pairs_table import Table, arranged, moves


def test_the_app_shuffles_all_55_cards_burns_5_and_deals_from_the_top_PR1():
    t = Table(mode="digital")
    assert t.to_act == CHANCE and t.phase == "shuffle"
    assert t.summary == "Round 1: the app shuffles and burns 5; Ann deals."
    deck = arranged(5, 7, 9, burn=(1, 2, 3, 4, 6))
    assert ENGINE.describe(t.state, ENGINE.parse_action({"do": "shuffle", "deck": deck})) == \
        "The app shuffles the 55 cards and burns 5"
    t.shuffle(deck)
    assert (t.state.deck_count, t.state.discard_count) == (50, 5)
    t.deal_digital()
    assert (t.stack("Bo"), t.stack("Cy"), t.stack("Ann")) == ((5,), (7,), (9,)) and t.to_act == "Bo"
    assert [p.action.value for p in t.run.played[1:]] == [5, 7, 9]


def test_a_shuffle_must_hold_exactly_the_cards_being_shuffled():
    t = Table(mode="digital")
    assert "exactly the 55 cards" in t.refused(None, "shuffle", deck=[10] * 55)
    assert "exactly the 55 cards" in t.refused(None, "shuffle", deck=list(pairs_deck())[:-1])


def test_the_app_deals_only_its_top_card():
    t = Table(mode="digital")
    t.shuffle(arranged(5, 7, 9))
    assert "The app deals the top card of its deck, not a 6." in t.refused(None, "card", value=6)
    t.cards(5)
    assert t.stack("Bo") == (5,)


def test_a_tie_for_low_card_is_broken_by_the_apps_cards_with_a_pairing_card_redealt_PR3():
    t = Table(mode="digital")
    t.shuffle(arranged(4, 4, 9, 4, 7, 3))  # Bo 4, Cy 4; Bo's tie card 4 pairs, then 7; Cy 3
    t.deal_digital()
    assert t.stack("Bo") == (4, 7) and t.stack("Cy") == (4, 3) and t.to_act == "Cy"
    log = [ENGINE.describe(t.run.state_at(i), p.action) for i, p in enumerate(t.run.played)]
    assert "Tie-break: Bo is dealt a 4, which pairs: it is discarded and Bo gets another" in log


def test_the_player_to_act_hits_and_the_app_draws_a_card_PR5_PR6():
    t = Table(mode="digital")
    t.shuffle(arranged(5, 7, 9, 8, 7))
    t.deal_digital()
    t.act("Bo", "hit")
    assert t.to_act == CHANCE
    t.deal_digital()
    assert t.stack("Bo") == (5, 8) and t.to_act == "Cy"
    t.act("Cy", "hit")
    t.deal_digital()  # Cy pairs 7s and the app deals the next round at once
    assert t.state.scores["Cy"] == (7,) and t.state.round == 2
    assert t.summary.startswith("Cy caught a pair of 7s and scored 7 (total 7). Round 2:")


def test_the_app_reshuffles_the_discard_pile_when_the_deck_is_out_PR10_D5():
    found = 0
    for seed in range(40):
        t = Table("Ann Bo", mode="digital", seed=seed)
        while t.to_act is not None and t.state.reshuffles == 0:
            if t.to_act == CHANCE:
                before = t.state
                action = t.run.next_chance()
                if before.phase == "shuffle" and before.discard:
                    assert sorted(action.deck) == sorted(before.discard)
                    assert ENGINE.describe(before, action).startswith(
                        f"The deck is out: the app shuffles the discard pile ({len(before.discard)} cards)")
                    t.run.play(action, auto=True)
                    burned = 5 if len(before.discard) > 5 else 0
                    assert t.state.deck == tuple(action.deck[burned:]) and t.state.discard == tuple(action.deck[:burned])
                    assert t.state.scores == before.scores and t.state.stacks == before.stacks
                    found += 1
                    break
                t.run.play(action, auto=True)
            else:
                t.act(t.to_act, "hit")
    assert found >= 5


def test_a_start_position_shuffles_every_card_but_the_score_cards():
    t = Table(mode="digital", start={"scores": {"Bo": [10, 9], "Cy": [9]}})
    assert "exactly the 52 cards" in t.refused(None, "shuffle", deck=list(pairs_deck())[:52])
    t.shuffle(arranged(2, 6, 8, without=(10, 9, 9)))
    t.deal_digital()
    assert moves(t.fold("Bo")) == [("Bo", "Cy", 1, "A-C1"), ("Bo", "Ann", 1, "A-C1")]


def test_nothing_is_private_and_the_views_never_show_the_deck_order_A7():
    t = Table(mode="digital")
    t.deal_digital()
    s = t.state
    assert ENGINE.private_view(s, "Bo") is None
    deck = list(s.deck)
    random.Random(1).shuffle(deck)
    other = replace(s, deck=tuple(deck), discard=tuple(reversed(s.discard)))
    assert ENGINE.public_view(other) == ENGINE.public_view(s)
    assert ENGINE.view(other, "Bo") == ENGINE.view(s, None)
    assert "deck" not in str(ENGINE.public_view(s).detail.get("players"))


def test_no_shuffle_or_card_can_be_undone_but_a_decision_before_the_draw_can():
    night = Session("Friday", ["Ann", "Bo", "Cy"])
    night.new_game(ENGINE, ["Ann", "Bo", "Cy"], mode="digital", seed=11, chips=10, options={"first_dealer": "Ann"})
    assert night.undo_blocker() is not None  # the opening shuffle and deal
    run = night.game.run
    assert ENGINE.is_barrier(run.state, ENGINE.parse_action({"by": "Bo", "do": "hit"}), "digital") is False
    assert ENGINE.is_barrier(run.state, ENGINE.parse_action({"do": "card", "value": 3}), "digital") is True
    assert ENGINE.is_barrier(run.state, ENGINE.parse_action({"do": "card", "value": 3}), "physical") is False
    who = ENGINE.to_act(run.state)
    night.act({"by": who, "do": "hit"})  # the app draws at once
    assert night.undo_blocker() is not None


def test_digital_mode_rejects_a_card_the_deck_does_not_hold_even_in_a_script():
    t = Table(mode="digital")
    t.shuffle(arranged(5, 7, 9))
    with pytest.raises(InputError):
        ENGINE.apply(t.state, ENGINE.parse_action({"do": "card", "value": 1}))


def test_the_hidden_cards_drawn_anew_keep_every_card_and_what_everyone_saw():
    """Engine.scramble (the every-engine leak check): the deck order and the burned cards are drawn
    anew; the cards discarded face up since the shuffle, the stacks and the score cards stay."""
    t = Table(mode="digital")
    t.shuffle(arranged(5, 7, 9, 8, 7, 2, 4, 6))
    t.deal_digital()
    t.act("Bo", "hit")
    t.deal_digital()
    t.act("Cy", "hit")
    t.deal_digital()  # Cy pairs 7s; the next round is dealt
    s = t.state
    other = ENGINE.scramble(s, None, random.Random(3))
    assert sorted(other.deck + other.discard) == sorted(s.deck + s.discard) and len(other.deck) == len(s.deck)
    assert other.deck != s.deck and other.stacks == s.stacks and other.scores == s.scores
    seen = [v for v, n in enumerate(s.seen_out) for _ in range(n)]
    assert sorted(other.discard[:len(seen)]) == sorted(seen)
    assert ENGINE.public_view(other) == ENGINE.public_view(s)
    assert ENGINE.scramble(Table().state, None, random.Random(3)) is None  # physical: nothing hidden


def test_a_random_fact_is_a_card_the_table_could_report():
    t = Table()
    rng = random.Random(5)
    for _ in range(30):
        fact = ENGINE.random_fact(t.state, rng)
        if fact is None:
            t.act(t.to_act, "hit")
            continue
        t.run.play(fact)  # never refused
    assert ENGINE.random_fact(Table(mode="digital").state, rng) is None
