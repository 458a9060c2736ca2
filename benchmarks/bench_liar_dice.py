"""Engine throughput: random full games of Liar Dice in digital mode, played through GameRun
(conservation checked on every action), for about three seconds.

    python benchmarks/bench_liar_dice.py
"""
from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.engine_speed import SECONDS, games_per_second, play_random  # noqa: E402
from tableapp.games.liar_dice import ENGINE  # noqa: E402
from tableapp.games.liar_dice.actions import Leave  # noqa: E402


def play_one(seed: int, pick: random.Random) -> int:
    """One random game from setup to winner; returns the number of actions played."""
    players = tuple(f"P{i}" for i in range(pick.randint(3, 6)))
    return play_random(ENGINE, players, seed, lambda legal: pick.choice([a for a in legal if not isinstance(a, Leave)]))


def main(seconds: float = SECONDS) -> str:
    return games_per_second("liar-dice", play_one, seconds)


if __name__ == "__main__":
    print(main())
