"""Chicken or Llama The Poker: properties of thousands of random legal games in both modes.

Random players pick random legal actions (marks, out-of-turn withdrawals and leaving too);
in physical mode the facts come from a hidden deck the test deals, so they are consistent.
After every action: coins add up (§4), nobody is below zero, the pot is the contributions and
empty between rounds; in digital mode every bill is somewhere and no view depends on a bill's
identity or on an animal the seat has not seen. Every game ends, and its script replays to
the same state.
"""
from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tableapp.core.ledger import BANK, POT
from tableapp.games.scripts import parse_script, play_script, result_json, script_of
from tableapp.games.chicken_llama import ENGINE
from tableapp.games.chicken_llama.state import replace

from chicken_llama_table import play_random_game

OPTIONS = st.fixed_dictionaries({
    "role_swap": st.booleans(),
    "last_draw_unseen": st.booleans(),
    "withdraw_costs_extra": st.booleans(),
    "dealer_moves_only_if_bust": st.booleans(),
    "endgame_skips_draw": st.booleans(),
    "secret_votes": st.booleans(),
    "mark_limit": st.sampled_from([None, None, 1, 3]),
    "public_reveal_log": st.booleans(),
})
GAMES = settings(max_examples=1000, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def check_coins(run, removed: int) -> None:
    s = run.state
    bal = ENGINE.balances(s)
    assert sum(bal.values()) == 3 * len(run.setup.players) - removed  # §4 invariant (C13 removes)
    assert min(bal.values()) >= 0
    if s.rnd is None:
        assert bal[POT] == 0
    else:
        assert bal[POT] == sum(s.rnd.contrib.values())
        assert all(bal[p] + s.rnd.contrib.get(p, 0) > 0 for p in s.rnd.order)  # D13: elimination only at R12
    assert all(bal[p] > 0 for p in s.alive) or s.rnd is not None


def relabel(s, pi: list[int]):
    """The same table with bill ``b`` renamed ``pi[b]``; its marks go with it."""
    r = s.rnd
    marks = [0] * 26
    for b, m in enumerate(s.marks):
        marks[pi[b]] = m
    r = replace(r, pile=tuple(pi[b] for b in r.pile), hands={p: tuple(pi[b] for b in h) for p, h in r.hands.items()})
    return replace(s, marks=tuple(marks), rnd=r)


def visible(s, seat) -> set[int]:
    """The bills whose animal ``seat`` may see now: its own looked-at bills and public reveals."""
    r = s.rnd
    out = set()
    if seat in r.hands:
        out |= {b for b, seen in zip(r.hands[seat], r.seen[seat]) if seen}
    if s.phase == "settle":
        for p in r.counts:
            out |= set(r.hands[p])
    return out


def check_views(s, rng: random.Random) -> None:
    r = s.rnd
    assert len(r.pile) + sum(len(h) for h in r.hands.values()) == 26  # every bill is somewhere (§9)
    seat = rng.choice((None,) + s.alive)
    json.dumps(ENGINE.view(s, seat))  # a view is plain JSON
    # identities: permute the llamas among themselves and the chickens among themselves
    llamas, chickens = list(range(20)), list(range(20, 26))
    rng.shuffle(llamas)
    rng.shuffle(chickens)
    assert ENGINE.view(s, seat) == ENGINE.view(relabel(s, llamas + chickens), seat)
    # unseen animals: swap a chicken and a llama this seat cannot see, keeping each place's marks
    hidden = set(range(26)) - visible(s, seat)
    hl, hc = [b for b in hidden if b < 20], [b for b in hidden if b >= 20]
    if hl and hc:
        a, b = rng.choice(hl), rng.choice(hc)
        pi = list(range(26))
        pi[a], pi[b] = b, a
        swapped = relabel(s, pi)
        swapped = replace(swapped, marks=tuple(s.marks[pi[x]] if x in (a, b) else m
                                               for x, m in enumerate(swapped.marks)))
        assert ENGINE.view(s, seat) == ENGINE.view(swapped, seat)


def check_replay(run) -> None:
    again = play_script(parse_script(script_of(run)))
    assert again.state == run.state
    assert result_json(again) == result_json(run)


def play_and_check(seed: int, mode: str, options: dict) -> None:
    rng = random.Random(seed ^ 0x5EED)

    removed = 0

    def each(run):
        nonlocal removed
        removed += sum(t.amount for t in run.played[-1].transfers if t.dst == BANK)
        check_coins(run, removed)
        if mode == "digital" and run.state.rnd is not None and rng.random() < 0.25:
            check_views(run.state, rng)

    run = play_random_game(seed, mode, options, each=each)
    out = ENGINE.outcome(run.state)
    assert out.finished and out.winner in run.setup.players
    assert ENGINE.balances(run.state)[out.winner] == sum(ENGINE.balances(run.state).values())
    if seed % 5 == 0:
        check_replay(run)


@GAMES
@given(seed=st.integers(0, 2**32 - 1), options=OPTIONS)
def test_random_physical_games_keep_every_coin_and_end(seed, options):
    play_and_check(seed, "physical", options)


@GAMES
@given(seed=st.integers(0, 2**32 - 1), options=OPTIONS)
def test_random_digital_games_keep_every_coin_end_and_leak_nothing(seed, options):
    play_and_check(seed, "digital", options)
