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

from benchmarks.engine_speed import SECONDS, games_per_second  # noqa: E402
from tableapp.core.engine import Setup  # noqa: E402
from tableapp.core.run import GameRun  # noqa: E402
from tableapp.games.chicken_llama import ENGINE  # noqa: E402
from tableapp.games.chicken_llama.actions import Mark  # noqa: E402

NAMES = ("Ann", "Bo", "Cy", "Dee", "Eve")


def play_one(seed: int, pick: random.Random) -> int:
    """One random game from setup to winner; returns the number of actions played."""
    players = NAMES[:pick.randint(3, 5)]
    setup = Setup(game=ENGINE.id, mode="digital", players=players, chips={p: 3 for p in players}, seed=seed)
    run = GameRun(ENGINE, setup)
    while ENGINE.to_act(run.state) is not None:
        chance = run.next_chance()
        if chance is not None:
            run.play(chance, auto=True)
            continue
        legal = ENGINE.legal_actions(run.state)
        marks = [a for a in legal if isinstance(a, Mark)]
        if marks and pick.random() < 0.05:
            run.play(pick.choice(marks))
        else:
            run.play(pick.choice([a for a in legal if not isinstance(a, Mark)]))
    return len(run.played)


def main(seconds: float = SECONDS) -> str:
    return games_per_second("chicken-or-llama", play_one, seconds)


if __name__ == "__main__":
    print(main())
