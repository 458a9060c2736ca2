"""What every engine-throughput benchmark shares: one random full game, and the loop that plays
such games for a few seconds."""
from __future__ import annotations

import random
import time
from typing import Callable

SECONDS = 3.0


def play_random(engine, players: tuple[str, ...], seed: int, choose: Callable[[list], object], chips: int = 3) -> int:
    """One digital game from setup to winner: the app's chance drawn, ``choose(legal)`` picks each
    player's action. Returns the number of actions played."""
    from tableapp.core.engine import Setup
    from tableapp.core.run import GameRun

    setup = Setup(game=engine.id, mode="digital", players=players, chips={p: chips for p in players}, seed=seed)
    run = GameRun(engine, setup)
    while engine.to_act(run.state) is not None:
        chance = run.next_chance()
        if chance is not None:
            run.play(chance, auto=True)
        else:
            run.play(choose(engine.legal_actions(run.state)))
    return len(run.played)


def games_per_second(game: str, play_one: Callable[[int, random.Random], int], seconds: float = SECONDS) -> str:
    """``play_one(seed, pick)`` plays one game to its end and returns how many actions it took."""
    pick = random.Random(2024)
    games = actions = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        actions += play_one(games, pick)
        games += 1
    elapsed = time.perf_counter() - t0
    return f"{game}: {games / elapsed:.0f} full random games/s ({actions / elapsed:.0f} actions/s)"
