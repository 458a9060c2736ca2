"""Engine throughput: random full games of Chicken or Llama The Poker in digital mode, played
through GameRun (conservation checked on every action), for about three seconds.

Random players choose among the legal decisions; now and then they add a mark.

    python benchmarks/bench_chicken_llama.py
"""
from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.engine_speed import SECONDS, games_per_second, play_random  # noqa: E402
from tableapp.games.chicken_llama import ENGINE  # noqa: E402
from tableapp.games.chicken_llama.actions import Mark  # noqa: E402

NAMES = ("Ann", "Bo", "Cy", "Dee", "Eve")


def play_one(seed: int, pick: random.Random) -> int:
    """One random game from setup to winner; returns the number of actions played."""
    def choose(legal):
        marks = [a for a in legal if isinstance(a, Mark)]
        if marks and pick.random() < 0.05:
            return pick.choice(marks)
        return pick.choice([a for a in legal if not isinstance(a, Mark)])

    return play_random(ENGINE, NAMES[:pick.randint(3, 5)], seed, choose)


def main(seconds: float = SECONDS) -> str:
    return games_per_second("chicken-or-llama", play_one, seconds)


if __name__ == "__main__":
    print(main())
