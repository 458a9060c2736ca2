"""Kinola: properties of many random legal games in both modes.

Random players reserve and play random legal cards (digital); in physical mode a real round is
played out with cards by the test so that every entry is consistent, reserved cards entered as
rank and suit or as a class. Now and then someone leaves or the table ends the game. After every
action: chips add up (§2's invariant), nobody is below zero, every card is somewhere (digital),
and no public view depends on a card nobody may see. Every game ends, its pot empty, and its
script replays to the same state.
"""
from __future__ import annotations

import json
import random

from conftest import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tableapp.core.errors import InputError
from tableapp.core.ledger import POT
from tableapp.games.scripts import parse_script, play_script, result_json, script_of
from tableapp.games.kinola import ENGINE
from tableapp.games.kinola import actions as A

from kinola_table import play_random_game

OPTIONS = st.fixed_dictionaries({
    "penalties_before_ante": st.booleans(),
    "bankrupt_ends_at_once": st.booleans(),
    "show_points": st.booleans(),
    "overtime_cap": st.sampled_from([None, None, 1, 3]),
    "substitute": st.booleans(),
})
PHYSICAL = settings(max_examples=examples(400), deadline=None, suppress_health_check=[HealthCheck.too_slow])
DIGITAL = settings(max_examples=examples(150), deadline=None, suppress_health_check=[HealthCheck.too_slow])


def check_chips(run, total: int) -> None:
    bal = ENGINE.balances(run.state)
    assert sum(bal.values()) == total  # §2: chips only move between players and the pot
    assert min(bal.values()) >= 0  # row 15: nobody pays more than they have
    if run.state.phase == "over":
        assert bal[POT] == 0  # taken, or split with its remainder (D9): nothing is carried


def check_cards(s) -> None:
    r = s.rnd
    held = [c for h in r.hands.values() for c in h] + list(r.reserved.values()) + [c for _, c in r.trick]
    played = len(s.cfg.deck) - len(held)
    assert played == len(r.order) * r.done and len(set(held)) == len(held)
    assert all(len(h) == s.cfg.hand - (p in r.reserved) - r.done - any(q == p for q, _ in r.trick)
               for p, h in r.hands.items())


def check_views(s, rng: random.Random) -> None:
    """Everything a seat may not see dealt anew (Engine.scramble) changes nothing it is shown."""
    seat = rng.choice(s.seats)
    json.dumps(ENGINE.view(s, seat))  # plain JSON
    public = ENGINE.public_view(s)
    json.dumps(public.model_dump(mode="json"))
    hidden = ENGINE.scramble(s, None, rng)
    assert ENGINE.public_view(hidden) == public and ENGINE.view(hidden, None) == ENGINE.view(s, None)
    mine = ENGINE.scramble(s, seat, rng)
    assert ENGINE.private_view(mine, seat) == ENGINE.private_view(s, seat)
    assert ENGINE.view(mine, seat) == ENGINE.view(s, seat)
    assert sorted(map(str, all_cards(mine))) == sorted(map(str, all_cards(s)))  # the same cards, elsewhere


def all_cards(s) -> list:
    r = s.rnd
    return [c for h in r.hands.values() for c in h] + list(r.reserved.values())


def check_refusal(run, rng: random.Random) -> None:
    """Physical: an entry whose points or tricks do not add up is refused (§6)."""
    s = run.state
    if s.phase != "report":
        return
    legal = ENGINE.legal_actions(s)[0]
    seats = {p: row.model_copy(update={"points": 1 if rng.random() < 0.5 else 0, "tricks": 0}) for p, row in
             legal.seats.items()}
    try:
        ENGINE.apply(s, A.Result(seats=seats))
    except InputError:
        pass
    else:
        raise AssertionError("an entry with no tricks at all was accepted")


def play_and_check(seed: int, mode: str, options: dict) -> None:
    rng = random.Random(seed ^ 0x5EED)
    total = None

    def each(run):
        nonlocal total
        if total is None:
            total = sum(ENGINE.balances(run.state_at(0)).values())
        check_chips(run, total)
        s = run.state
        if mode == "digital" and s.rnd is not None:
            check_cards(s)
            if rng.random() < 0.05:
                check_views(s, rng)
        elif rng.random() < 0.2:
            check_refusal(run, rng)
            json.dumps(ENGINE.public_view(s).model_dump())

    run = play_random_game(seed, mode, options, each=each)
    s = run.state
    assert ENGINE.outcome(s).finished and s.end is not None
    places = ENGINE.standings(s)
    assert sorted(p.name for p in places) == sorted(s.seats)
    bankrupt_ranks = [p.rank for p in places if p.name in s.bankrupt and p.name not in s.left]
    others = [p.rank for p in places if p.name not in s.bankrupt and p.name not in s.left]
    assert not bankrupt_ranks or not others or min(bankrupt_ranks) > max(others)  # §5.4: bankrupt last
    if seed % 3 == 0:
        again = play_script(parse_script(script_of(run)))
        assert again.state == run.state and result_json(again) == result_json(run)


@PHYSICAL
@given(seed=st.integers(0, 2**32 - 1), options=OPTIONS)
def test_random_physical_games_keep_every_chip_and_end(seed, options):
    play_and_check(seed, "physical", options)


@DIGITAL
@given(seed=st.integers(0, 2**32 - 1), options=OPTIONS)
def test_random_digital_games_keep_every_chip_end_and_leak_nothing(seed, options):
    play_and_check(seed, "digital", options)


@settings(max_examples=examples(30), deadline=None)
@given(seed=st.integers(0, 2**32 - 1), eleven=st.booleans())
def test_random_harsh_three_player_games_end(seed, eleven):
    options = {"harsh": True, "eleven_rounds": eleven}
    run = play_random_game(seed, "digital", options, n=3)
    assert ENGINE.outcome(run.state).finished and run.state.cfg.tricks == 11
    run = play_random_game(seed, "physical", options, n=3)
    assert ENGINE.outcome(run.state).finished
