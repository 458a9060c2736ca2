"""Pairs: properties of many random legal games in both modes (and with quick entry).

Random players hit or fold (and now and then leave or end the game); in physical mode the cards
come from a real shuffled deck the test deals, following the app's reshuffle instructions, and
every few cards every value is probed: the app accepts exactly the values the table cannot rule
out (A.6). After every action: chips add up, nobody is below zero without credit, every card is
somewhere (55 in all), no stack holds a pair, nobody but the loser reaches the losing score, and
the views are plain JSON that never depend on the deck order. Every game ends, and its script
replays to the same state.
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
from tableapp.games.pairs import ENGINE
from tableapp.games.pairs.state import OVER, replace

from pairs_table import random_game

OPTIONS = st.fixed_dictionaries({
    "betting": st.sampled_from(["seattle", "tacoma", "olympia"]),
    "tacoma_stake": st.integers(1, 12),
    "credit": st.booleans(),
    "deal_passes_each_round": st.booleans(),
    "leaver_loses": st.booleans(),
})
SEEDS = st.integers(0, 2**32 - 1)
DECK = Counter(pairs_deck())


def check(run, rng: random.Random) -> None:
    s = run.state
    bal = ENGINE.balances(s)
    assert sum(bal.values()) == sum(run.setup.chips.values())  # no chip enters or leaves a game
    if not s.opts.credit:
        assert min(bal.values()) >= 0
    held = [v for p in s.seats for v in s.stacks[p]]
    scored = [v for p in s.seats for v in s.scores[p]]
    assert not Counter(scored) - DECK  # never more of a value than the deck has
    for p in s.seats:
        assert len(set(s.stacks[p])) == len(s.stacks[p])  # a pair never stays in a stack (PR6, PR3)
        assert s.score(p) < s.losing or (p == s.loser and s.phase == OVER)
    if not s.opts.quick_entry:
        assert s.deck_count + s.discard_count + len(held) + len(scored) == 55  # every card is somewhere
    if s.mode == "digital" and (s.deck or s.discard):  # (before the first shuffle the app holds none)
        assert Counter(s.deck) + Counter(s.discard) + Counter(held) + Counter(scored) == DECK
    if rng.random() < 0.1:
        view = ENGINE.public_view(s)
        json.dumps(view.model_dump(mode="json"))
        [c.to_json() for c in ENGINE.choices(s)]
        if s.mode == "digital" and len(s.deck) > 1:
            deck = list(s.deck)
            rng.shuffle(deck)
            assert ENGINE.public_view(replace(s, deck=tuple(deck))) == view


def play_and_check(seed: int, mode: str, options: dict) -> None:
    rng = random.Random(seed ^ 0x9A1)
    run = random_game(seed, mode, options, each=lambda r: check(r, rng))
    s = run.state
    assert ENGINE.outcome(s).finished and s.ended in ("lost", "void", "early")
    places = ENGINE.standings(s)
    assert sorted(p.name for p in places) == sorted(s.seats)
    assert [p.result for p in places].count("lost") == (1 if s.ended == "lost" else 0)
    if seed % 4 == 0:
        again = play_script(parse_script(script_of(run)))
        assert again.state == run.state and result_json(again) == result_json(run)


GAMES = settings(max_examples=examples(200), deadline=None, suppress_health_check=[HealthCheck.too_slow])


@GAMES
@given(seed=SEEDS, options=OPTIONS)
def test_random_physical_games_keep_every_chip_and_card_and_end(seed, options):
    play_and_check(seed, "physical", options)


@GAMES
@given(seed=SEEDS, options=OPTIONS)
def test_random_digital_games_keep_every_chip_and_card_end_and_hide_the_deck(seed, options):
    play_and_check(seed, "digital", options)


@settings(max_examples=examples(100), deadline=None)
@given(seed=SEEDS, options=OPTIONS)
def test_random_quick_entry_games_keep_every_chip_and_end(seed, options):
    play_and_check(seed, "physical", {**options, "quick_entry": True})
