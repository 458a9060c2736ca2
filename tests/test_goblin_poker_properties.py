"""Goblin Poker: properties of many random legal games in both modes.

Random players fold or pitch, leave now and then, and the table sometimes ends a game early; in
physical mode the facts come from real cards the test deals (so they are consistent, and the
engine's deck and out-of-play counts must match them). After every action: chips add up, nobody
is below zero without credit, and in digital mode every card is somewhere and no public view
depends on a hidden card (nor a seat's private view on another seat's). Every game ends, its
standings rank everyone, and its script replays to the same state.
"""
from __future__ import annotations

import json
import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import examples
from tableapp.games.scripts import parse_script, play_script, result_json, script_of
from tableapp.games.common.cards import pairs_deck
from tableapp.games.goblin_poker import ENGINE
from tableapp.games.goblin_poker.state import OVER

from goblin_poker_table import play_random_game

OPTIONS = st.fixed_dictionaries({
    "ante": st.sampled_from([1, 1, 2, 5]),
    "credit": st.booleans(),
    "discard_tie_cards": st.booleans(),
    "fold_cost_others_only": st.booleans(),
})
seen: Counter = Counter()  # how often a scramble really changed the hidden cards
GAMES = settings(max_examples=examples(400), deadline=None, suppress_health_check=[HealthCheck.too_slow])


def hidden(s) -> list[int]:
    """Every card a player at the table cannot see: hands, secret first cards, deck, middle, pile."""
    return ([c for h in s.hands.values() for c in h] + list(s.chosen.values()) + list(s.deck) + list(s.middle)
            + [c for c in s.pool])


def check_cards(s) -> None:
    """Digital: every card of the deck is somewhere, and the counts agree with the cards."""
    if not s.round:  # not dealt yet
        return
    on_table = [c for p in s.active for c in s.stacks.get(p, ())]
    assert Counter(hidden(s) + on_table) == Counter(pairs_deck())
    assert s.deck_count == len(s.deck) and s.pool_count == len(s.pool) and s.middle_count == len(s.middle)
    if s.phase != OVER:
        sizes = {len(s.hands[p]) + (p in s.chosen) + (p in s.pitchers) for p in s.active}
        assert len(sizes) == 1  # GR5: every hand the same size, a pitch or a choice aside


def check_views(s, rng: random.Random) -> None:
    pub = ENGINE.public_view(s)
    json.dumps(pub.model_dump(mode="json"))
    scrambled = ENGINE.scramble(s, None, rng)
    check_cards(scrambled)  # a real deal of the same cards ...
    assert Counter(hidden(scrambled)) == Counter(hidden(s))
    if any(scrambled.hands[p] != s.hands[p] for p in s.hands) or scrambled.deck != s.deck:
        seen["changed"] += 1  # ... which the check below must not see
    assert pub == ENGINE.public_view(scrambled)
    seat = rng.choice(s.seats)
    mine = ENGINE.private_view(s, seat)
    if mine is not None:
        again = ENGINE.scramble(s, seat, rng)
        assert again.hands[seat] == s.hands[seat]
        assert mine == ENGINE.private_view(again, seat)
        assert ENGINE.view(s, seat) == ENGINE.view(again, seat)


def play_and_check(seed: int, mode: str, options: dict, chips: int) -> None:
    rng = random.Random(seed ^ 0x60B1)
    total = None

    def each(run):
        nonlocal total
        s = run.state
        bal = ENGINE.balances(s)
        total = sum(bal.values()) if total is None else total
        assert sum(bal.values()) == total  # B.4: chips only move between players and the pot
        if not options["credit"]:
            assert min(bal.values()) >= 0
        if mode == "digital":
            check_cards(s)
            if rng.random() < 0.2:
                check_views(s, rng)
        for choice in ENGINE.choices(s):
            assert choice.label and (choice.seat is None or choice.seat in s.active)
        ENGINE.describe(s, run.played[-1].action)

    run = play_random_game(seed, mode, options, each=each, chips=chips)
    s = run.state
    out = ENGINE.outcome(s)
    assert out.finished and ENGINE.to_act(s) is None
    places = ENGINE.standings(s)
    assert sorted(p.name for p in places) == sorted(s.seats) and places[0].rank == 1
    if out.winner:
        assert places[0].name == out.winner and places[0].result == "won"
        assert ENGINE.balances(s)["#pot"] == 0
    if s.sharers:
        assert {p.name for p in places if p.rank == 1} == set(s.sharers)
    if seed % 3 == 0:
        again = play_script(parse_script(script_of(run)))
        assert again.state == run.state and result_json(again) == result_json(run)


@GAMES
@given(seed=st.integers(0, 2**32), options=OPTIONS, chips=st.sampled_from([100, 100, 4]))
def test_random_physical_games_keep_the_chips_and_the_cards_consistent_and_end(seed, options, chips):
    play_and_check(seed, "physical", options, chips)


@GAMES
@given(seed=st.integers(0, 2**32), options=OPTIONS, chips=st.sampled_from([100, 100, 4]))
def test_random_digital_games_keep_every_card_and_never_show_a_hidden_one(seed, options, chips):
    play_and_check(seed, "digital", options, chips)


def test_the_leak_checks_above_compared_views_of_really_different_deals():
    if not seen["changed"]:
        for seed in range(5):
            play_and_check(seed, "digital", {"ante": 1, "credit": True, "discard_tie_cards": False,
                                             "fold_cost_others_only": False}, 100)
    assert seen["changed"] > 0


def test_eight_players_who_never_fold_break_ties_and_reach_the_split():
    """E10 and GR14 are rare with random players: eight players who never fold nor leave."""
    seen = Counter()
    for seed in range(examples(12)):
        for mode in ("digital", "physical"):
            run = play_random_game(seed, mode, {"discard_tie_cards": seed % 2 == 0}, n=8, leave_rate=0.0,
                                   fold_rate=0.0, end_rate=0.0, each=lambda run: check_cards(run.state) if mode == "digital" else None)
            seen[mode, "split" if run.state.sharers else "winner" if run.state.winner else "ended"] += 1
            seen["ties"] += sum(p.action.do == "draw" for p in run.played)
    assert seen["ties"] > 0 and seen["digital", "split"] + seen["physical", "split"] > 0, seen
