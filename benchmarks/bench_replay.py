"""Replay of a 100,000-action night from its log (target: under 1 s).

Plays random legal games of Liar Dice (digital, the app rolling) until the log holds
100,000 actions, then times rebuilding the night from those logged entries, as a
resume after a crash does.
"""
from __future__ import annotations

import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent.parent))

from tableapp.core.session import Entry, Session  # noqa: E402
from tableapp.games.registry import engine_for  # noqa: E402

TARGET = 100_000


def build_log(game: str = "liar-dice", players=("Ann", "Bo", "Cy", "Di", "Ed", "Flo")):
    engine = engine_for(game)
    rng = random.Random(1)
    games = []
    total = 0
    seed = 0
    while total < TARGET:
        s = Session("bench", list(players))
        rec = s.new_game(engine, list(players), mode="digital", seed=seed, chips=engine.default_chips)
        seed += 1
        while engine.to_act(rec.run.state) is not None and total + len(rec.run.played) < TARGET:
            legal = [a for a in engine.legal_actions(rec.run.state) if a.by is not None and a.do != "leave"]
            s.act(rng.choice(legal))
        # as the store hands them back: each action's JSON text
        entries = [Entry("action", json.dumps(p.action.to_json(), ensure_ascii=False), p.auto, p.ts)
                   for p in rec.run.played]
        games.append((rec.run.setup, entries))
        total += len(entries)
    return engine, games, total


def main() -> str:
    engine, games, total = build_log()
    best = float("inf")
    for _ in range(7):  # the best of several runs: this measures the code, not the machine's other load
        engine._parsed.clear()  # as a fresh process resuming: every distinct action parsed anew
        t0 = time.perf_counter()
        s = Session("bench", list(games[0][0].players))
        for setup, entries in games:
            s.games.clear()
            s.replay_game(engine, setup, {}, 0.0, entries)
        best = min(best, time.perf_counter() - t0)
    ok = "ok" if best < 1.0 else "OVER TARGET"
    return f"replay: {total:,} logged actions in {best:.3f} s (target < 1 s: {ok})"


if __name__ == "__main__":
    print(main())
