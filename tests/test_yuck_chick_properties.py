"""Yuck, Chick, Knock, Down: properties of many random legal games in both modes.

Random players pick random legal actions (leaving and ending the game early too); in physical
mode the facts come from a hidden deck the test deals, so they are consistent. After every
action: chips add up (§4), nobody is below zero, the pot is empty between rounds, a round in
play has two or more active players, the deck count agrees with what left it; in digital mode
no view, choice or private view depends on a card the seat cannot see. Every game ends, and
its script replays to the same state.
"""
from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import examples
from tableapp.core.ledger import BANK, POT
from tableapp.games.scripts import parse_script, play_script, result_json, script_of
from tableapp.games.yuck_chick import ENGINE

from yuck_chick_table import play_random_game

OPTIONS = st.fixed_dictionaries({
    "rounds": st.sampled_from([None, None, 1, 3, 8]),
    "pay_what_you_have": st.booleans(),
    "reveal_hands_after_round": st.booleans(),
    "any_player_count": st.booleans(),
    "tiebreak_rounds": st.booleans(),
    "table_picks_starter": st.booleans(),
})
GAMES = settings(max_examples=examples(200), deadline=None, suppress_health_check=[HealthCheck.too_slow])


def check_chips(run, total: int) -> None:
    s = run.state
    bal = ENGINE.balances(s)
    assert sum(bal.values()) == total  # §4: chips only move, or leave with a leaver
    assert min(bal.values()) >= 0  # §4: never below 0
    if not s.in_round:
        assert bal[POT] == 0  # R15 / CORE-E1: the pot is empty between rounds
    else:
        r = s.rnd
        assert len(r.active) >= 2  # E1: one active player left ends the round at once
        drawn = 0  # §6: the deck count is 55 - 2n - Yucks - Chicks of this round
        for p in reversed(run.played):
            if p.action.do == "deal":
                break
            drawn += p.action.do in ("flip", "chick")
        assert r.deck_count == 55 - 2 * len(r.order) - drawn
        if s.mode == "digital":
            assert len(r.deck) == r.deck_count


def seen_by(s, seat):
    out = {"view": ENGINE.view(s, seat), "public": ENGINE.public_view(s).model_dump(mode="json")}
    if seat is not None:
        pv = ENGINE.private_view(s, seat)
        out["private"] = pv.model_dump(mode="json") if pv else None
    out["choices"] = [c.to_json() for c in ENGINE.choices(s) if c.action.by is not None]
    out["words"] = [ENGINE.describe(s, c.action) for c in ENGINE.choices(s) if c.action.by is not None]
    return out


def check_views(s, rng: random.Random) -> None:
    """The deck and every hand ``seat`` may not see dealt anew (Engine.scramble): nothing it sees
    changes, not even the words of the choices of the player to act."""
    seat = rng.choice((None,) + s.players)
    json.dumps(ENGINE.view(s, seat))  # a view is plain JSON
    other = ENGINE.scramble(s, seat, rng)
    r, r2 = s.rnd, other.rnd
    assert sorted(r.deck + sum((h for p, h in r.hands.items() if p != seat), ())) == \
        sorted(r2.deck + sum((h for p, h in r2.hands.items() if p != seat), ()))  # the same cards
    if len(set(r.deck)) > 1 and len(r.deck) > 10:
        assert r2.deck != r.deck  # drawn anew (the same order: once in millions)
    assert seen_by(s, seat) == seen_by(other, seat)


def play_and_check(seed: int, mode: str, options: dict) -> None:
    rng = random.Random(seed ^ 0x5EED)
    total = None

    def each(run):
        nonlocal total
        if total is None:
            total = sum(ENGINE.balances(run.state_at(0)).values())
        total -= sum(t.amount for t in run.played[-1].transfers if t.dst == BANK)
        check_chips(run, total)
        s = run.state
        if mode == "digital" and s.in_round and rng.random() < 0.3:
            check_views(s, rng)

    run = play_random_game(seed, mode, options, each=each)
    out = ENGINE.outcome(run.state)
    assert out.finished and ENGINE.to_act(run.state) is None
    places = ENGINE.standings(run.state)
    assert {p.name for p in places} == set(run.setup.players)
    if seed % 4 == 0:
        again = play_script(parse_script(script_of(run)))
        assert again.state == run.state
        assert result_json(again) == result_json(run)


@GAMES
@given(seed=st.integers(0, 2**32 - 1), options=OPTIONS)
def test_random_physical_games_keep_every_chip_and_end(seed, options):
    play_and_check(seed, "physical", options)


@GAMES
@given(seed=st.integers(0, 2**32 - 1), options=OPTIONS)
def test_random_digital_games_keep_every_chip_end_and_leak_nothing(seed, options):
    play_and_check(seed, "digital", options)
