"""Engine throughput: random full games of Kinola in digital mode (3 to 6 players, 200 chips each),
played through GameRun (conservation checked on every action), for about three seconds.

    python benchmarks/bench_kinola.py
"""
from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.engine_speed import SECONDS, games_per_second, play_random  # noqa: E402
from tableapp.games.kinola import ENGINE  # noqa: E402

NAMES = ("Ann", "Bo", "Cy", "Dee", "Eve", "Fay")


def play_one(seed: int, pick: random.Random) -> int:
    """One random game from setup to its end; returns the number of actions played."""
    return play_random(ENGINE, NAMES[:pick.randint(3, 6)], seed, pick.choice, chips=ENGINE.default_chips)


def main(seconds: float = SECONDS) -> str:
    return games_per_second("kinola", play_one, seconds)


if __name__ == "__main__":
    print(main())
