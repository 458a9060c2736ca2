"""Engine throughput: random full games of Pairs in digital mode (2 to 8 players), played through
GameRun (conservation checked on every action), for about three seconds. Random players hit or fold.

    python benchmarks/bench_pairs.py
"""
from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.engine_speed import SECONDS, games_per_second, play_random  # noqa: E402
from tableapp.games.pairs import ENGINE  # noqa: E402

NAMES = ("Ann", "Bo", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal")


def play_one(seed: int, pick: random.Random) -> int:
    """One random game from setup to its loser; returns the number of actions played."""
    return play_random(ENGINE, NAMES[:pick.randint(2, 8)], seed, pick.choice)


def main(seconds: float = SECONDS) -> str:
    return games_per_second("pairs", play_one, seconds)


if __name__ == "__main__":
    print(main())
