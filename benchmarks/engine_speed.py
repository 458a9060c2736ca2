"""The loop every engine-throughput benchmark shares: play random full games for a few seconds."""
from __future__ import annotations

import random
import time
from typing import Callable

SECONDS = 3.0


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
