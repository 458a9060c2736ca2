"""Opening a stored night: 10 logged actions against 10,000 (target: the long one in 0.25 s or
less), from the positions kept beside the log, and without them (a full replay), as a person
reopening the night after a quit does: the store read, the session rebuilt, the table shown.

A Liar Dice night, digital, 5 players, undos among the actions."""
from __future__ import annotations

import os
import random
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

PLAYERS = ["Ann", "Bo", "Cy", "中村", "Dee"]


def _night(store, n: int) -> int:
    from tableapp.core.session import Session
    from tableapp.games.registry import engine_for

    engine = engine_for("liar-dice")
    session = Session("Benchmark", PLAYERS, store)
    session.new_game(engine, PLAYERS, mode="digital", seed=1, chips=10**6, undo_guard=False)
    written = len(session.game.entries)  # the game's start and first roll, already stored
    session.store = None  # built in memory, then written at once (10,000 fsyncs would take minutes)
    rng = random.Random(1)
    while len(session.game.entries) < n:
        session.act(rng.choice([c.action for c in engine.choices(session.run.state) if c.entry is None]
                               or [engine.random_fact(session.run.state, rng)]))
        if rng.random() < 0.03:
            session.undo()
    session.store = store
    store.append(session.id, session.game.seq, session.game.entries[written:])
    session.snapshot()  # as closing the window does
    return session.id


def _best_open(store, night: int, window, app, runs: int = 5) -> tuple[float, float]:
    """(store to session, and to the table shown) in seconds, the best of ``runs``."""
    from tableapp.store.nights import open_night

    from tableapp.games.registry import engine_for

    best_session = best_shown = float("inf")
    for _ in range(runs):
        engine_for("liar-dice")._parsed.clear()  # as a fresh process: every action text parsed anew
        t0 = time.perf_counter()
        session = open_night(store, night, write=False)
        t1 = time.perf_counter()
        if session.read_only_reason and "read-only" not in session.read_only_reason.split(":")[0]:
            raise RuntimeError(session.read_only_reason)  # a night that does not replay measures nothing
        if len(session.game.entries) != len(store.load(night)[1][0].entries):
            raise RuntimeError("the night did not open whole")
        window.controller.set_session(session)
        window.show_table()
        app.processEvents()
        t2 = time.perf_counter()
        best_session, best_shown = min(best_session, t1 - t0), min(best_shown, t2 - t0)
    return best_session, best_shown


def main() -> list[str]:
    from PySide6.QtCore import QSettings

    with tempfile.TemporaryDirectory() as tmp:
        QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, str(Path(tmp) / "settings"))
        from tableapp.ui.app import build

        app, window = build(data_dir=str(Path(tmp) / "data"), lang="en", load_now=True)
        store = window.store
        if not hasattr(store, "load_snapshot"):
            return ["open a stored night: the store keeps no snapshots"]
        short, long = _night(store, 10), _night(store, 10_000)
        s10, w10 = _best_open(store, short, window, app)
        s10k, w10k = _best_open(store, long, window, app)
        store._con.execute("DELETE FROM snapshots")  # the same night without its kept positions
        store._con.commit()
        f10k, fw10k = _best_open(store, long, window, app, runs=3)
        window.close()
    ok = "ok" if w10k <= 0.25 else "OVER TARGET"
    return [f"open a stored night, table shown: 10 actions {w10 * 1000:.0f} ms, 10,000 actions {w10k * 1000:.0f} ms "
            f"(session {s10k * 1000:.0f} ms; target <= 250: {ok}); without kept positions {fw10k * 1000:.0f} ms "
            f"(session {f10k * 1000:.0f} ms)"]


if __name__ == "__main__":
    print("\n".join(main()))
