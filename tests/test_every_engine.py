"""One test over every registered engine (issue 9): random legal games in both modes. Chips are
conserved (GameRun checks every action), nobody goes below zero unless the game plays on credit,
every game ends, the views are plain JSON, replaying the log gives the same state, and a seat's
view is unchanged when everything it may not see is drawn anew. A new game gets all of this from
its registry line."""
from __future__ import annotations

import json
import random

import pytest
from conftest import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tableapp.core.engine import CHANCE, TABLE
from tableapp.core.errors import InputError, RuleError
from tableapp.core.session import Session
from tableapp.games.registry import GAMES, engine_for
from tableapp.games.scripts import parse_script, play_script, script_of

STEPS = 20_000  # far beyond any real game: a game still going after this many actions never ends
GAME_IDS = sorted(GAMES)


def players_for(engine, rng: random.Random) -> list[str]:
    n = rng.randint(engine.min_players, min(engine.max_players, 6))
    return [f"P{i}" for i in range(n)]


def pick(engine, state, rng: random.Random):
    """A random legal move: a fact the table could report, or one of the choices (leaving and
    ending early aside, so that games run to their own end)."""
    options = [c.action for c in engine.choices(state) if c.entry is None and c.group != "mark"]
    fact = engine.random_fact(state, rng)
    if fact is not None and (not options or rng.random() < 0.7):
        return fact
    marks = [c.action for c in engine.choices(state) if c.group == "mark"]
    if marks and rng.random() < 0.05:
        return rng.choice(marks)
    assert options, f"{engine.id}: nothing to do for {engine.to_act(state)!r} in {engine.summary(state)!r}"
    return rng.choice(options)


def check_views(engine, state, seats: list[str], rng: random.Random) -> None:
    public = engine.public_view(state)
    json.dumps(public.model_dump(mode="json"))
    assert [s.name for s in public.seats] == list(seats) or set(s.name for s in public.seats) >= set(seats)
    for seat in [None, *seats]:
        private = engine.private_view(state, seat) if seat is not None else None
        if private is not None:
            json.dumps(private.model_dump(mode="json"))
        scrambled = engine.scramble(state, seat, rng)
        if scrambled is None:  # the game declares it hides nothing: then no seat has a private view
            assert all(engine.private_view(state, p) is None for p in seats), engine.id
            continue
        assert engine.public_view(scrambled) == public, f"{engine.id}: the public view shows hidden things"
        if seat is not None:
            assert engine.private_view(scrambled, seat) == private, f"{engine.id}: {seat} sees what is not theirs"


def play(game: str, mode: str, seed: int) -> None:
    rng = random.Random(seed)
    engine = engine_for(game)
    seats = players_for(engine, rng)
    night = Session("every engine", seats)
    night.new_game(engine, seats, mode=mode, seed=seed)
    run = night.run
    credit = engine.credit(run.setup)
    for step in range(STEPS):
        state = run.state
        who = engine.to_act(state)
        if who is None:
            break
        assert who != CHANCE, "the session draws the app's chance at once"
        if rng.random() < 0.2:
            check_views(engine, state, seats, rng)
        action = pick(engine, state, rng)
        try:
            night.act(action)
        except (RuleError, InputError):
            if engine.to_act(state) == TABLE:
                continue  # a random fact the rules refuse: nothing changed, draw another
            raise
        assert credit or min(v for k, v in run.balances.items()) >= 0, (game, run.balances)
    else:
        pytest.fail(f"{game} ({mode}) did not end in {STEPS} actions")
    assert engine.outcome(run.state).finished
    standings = run.standings()
    assert sorted(s.name for s in standings) == sorted(seats) and min(s.rank for s in standings) == 1
    assert sum(s.net for s in standings) + sum(v for k, v in run.balances.items() if k.startswith("#")) == 0
    again = play_script(parse_script(script_of(run)))
    assert again.state == run.state and again.balances == run.balances


@pytest.mark.parametrize("game", GAME_IDS)
@pytest.mark.parametrize("mode", ["physical", "digital"])
@settings(max_examples=examples(15), deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                          HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 2**31))
def test_random_games_conserve_chips_end_replay_and_leak_nothing(game, mode, seed):
    play(game, mode, seed)
