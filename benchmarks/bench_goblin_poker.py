"""Engine throughput: random full games of Goblin Poker in digital mode, played through GameRun
(conservation checked on every action), for about three seconds.

    python benchmarks/bench_goblin_poker.py
"""
from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.engine_speed import SECONDS, games_per_second, play_random  # noqa: E402
from tableapp.games.goblin_poker import ENGINE  # noqa: E402

NAMES = ("Ann", "Bo", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal")


def play_one(seed: int, pick: random.Random) -> int:
    """One random game from setup to its end (3 to 8 players); returns the number of actions."""
    return play_random(ENGINE, NAMES[:pick.randint(3, 8)], seed, pick.choice)


def main(seconds: float = SECONDS) -> str:
    return games_per_second("goblin-poker", play_one, seconds)


if __name__ == "__main__":
    print(main())
