"""Random whole nights with the real engines, for the night's-end tests: a roster, then a few games
of random legal play (some carrying the chips over, some ended early so that chips wait in a carry
pot, some on credit so that a stack goes below zero)."""
from __future__ import annotations

import random

from tableapp.core.engine import TABLE
from tableapp.core.errors import InputError, RuleError
from tableapp.core.session import Session
from tableapp.games.registry import GAMES, engine_for

NAMES = ["Ann", "Bo", "Cy", "Dee", "Eve", "Fay", "長谷川", "中村", "Gus", "Hal"]
CREDIT = {"pairs": {"credit": True}, "goblin-poker": {"credit": True}}
STEPS = 20_000


def pick(engine, state, rng: random.Random):
    """A random legal move (as tests/test_every_engine.py picks them)."""
    options = [c.action for c in engine.choices(state) if c.entry is None and c.group != "mark"]
    fact = engine.random_fact(state, rng)
    if fact is not None and (not options or rng.random() < 0.7):
        return fact
    return rng.choice(options)


def play_out(night: Session, rng: random.Random, end_early: float = 0.0) -> None:
    """Play the current game to its end; with probability ``end_early`` per action the table ends
    it early (CORE-E1: the odd chips wait in a carry pot)."""
    run = night.run
    engine = run.engine
    for _ in range(STEPS):
        state = run.state
        if engine.to_act(state) is None:
            return
        if end_early and rng.random() < end_early:
            try:
                night.act({"do": "end-game"})
                return
            except RuleError:  # not at this moment (e.g. between a challenge and its show)
                pass
        try:
            night.act(pick(engine, state, rng))
        except (RuleError, InputError):
            if engine.to_act(state) == TABLE:
                continue
            raise
    raise AssertionError(f"{engine.id} did not end")


def random_night(seed: int, games: int = 3, store=None, quick: bool = True, players: int | None = None) -> Session:
    """``quick``: only the games that play out in few actions (Liar Dice, Chicken or Llama, and the
    others with small stacks)."""
    rng = random.Random(seed)
    roster = rng.sample(NAMES, players or rng.randint(3, 6))
    night = Session(f"Random night {seed}", roster, store)
    for g in range(games):
        fits = [gid for gid in sorted(GAMES) if engine_for(gid).min_players <= len(roster)]
        gid = rng.choice(fits)
        engine = engine_for(gid)
        n = rng.randint(engine.min_players, min(engine.max_players, len(roster)))
        chosen = set(rng.sample(roster, n))
        seats = [p for p in roster if p in chosen]
        mode = rng.choice(["physical", "digital"])
        options = dict(CREDIT.get(gid, {})) if rng.random() < 0.5 else {}
        chips = None
        if quick and engine.default_chips > 10:
            chips = rng.randint(4, 12)
        carry = g > 0 and rng.random() < 0.4
        try:
            night.new_game(engine, seats, mode=mode, seed=rng.randrange(1 << 30), options=options,
                           chips=None if carry else chips, carry=carry)
        except InputError:  # e.g. a player with no chips, or a debt in a game without credit
            night.new_game(engine, seats, mode=mode, seed=rng.randrange(1 << 30), options=options, chips=chips)
        play_out(night, rng, end_early=0.02 if rng.random() < 0.4 else 0.0)
    return night
