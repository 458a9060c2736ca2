"""Engine throughput: random full games of Yuck, Chick, Knock, Down in digital mode (3 chips each,
so bankruptcy comes within a few rounds), played through GameRun (conservation checked on every
action), for about three seconds.

    python benchmarks/bench_yuck_chick.py
"""
from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.engine_speed import SECONDS, games_per_second, play_random  # noqa: E402
from tableapp.games.yuck_chick import ENGINE  # noqa: E402


def play_one(seed: int, pick: random.Random) -> int:
    """One random game from setup to its end; returns the number of actions played."""
    players = tuple(f"P{i}" for i in range(pick.randint(4, 6)))
    return play_random(ENGINE, players, seed, pick.choice)


def main(seconds: float = SECONDS) -> str:
    return games_per_second("yuck-chick-knock-down", play_one, seconds)


if __name__ == "__main__":
    print(main())
