#!/usr/bin/env python3
"""UI benchmarks, offscreen: ``python benchmarks/bench_ui.py``

(a) start-up to the first painted window, as a ratio to a bare PySide6 QMainWindow measured
    in the same run (fresh interpreters, median of RUNS each; target <= 1.5x);
(b) one action from submit to repaint with 8 players and 10,000 logged actions (p50/p95 ms;
    target p95 < 16 ms), and one undo, with the toy game of tests/toy_game.py;
(c) every game's registered panel, digital, 5 players, through the real TableView (the games
    of one kind one after another in one night, as at a table): one action from submit to
    repaint, and a player taking the screen from the cover (p50/p95 ms, target p95 <= 16 ms). The
    actions are random legal choices, the same on every run (seeded). CPU time is shown beside the
    wall time: on a busy machine the wall time also counts the other processes.
"""
from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
RUNS = 10
LOGGED = 10_000
SAMPLES = 200

PAINT_FILTER = r"""
import os
from PySide6.QtCore import QEvent, QObject
class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            os.write(1, b"painted\n")
            os._exit(0)
        return False
"""

BARE = PAINT_FILTER + r"""
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
w = QMainWindow()
w.resize(1280, 820)
f = FirstPaint()
w.installEventFilter(f)
w.show()
app.exec()
"""

APP = PAINT_FILTER + r"""
import sys
sys.path.insert(0, {root!r})
from tableapp.ui.app import build
app, w = build(data_dir={data!r}, lang="en")
f = FirstPaint()
w.installEventFilter(f)
app.exec()
"""


def _time_to_paint(code: str, env: dict) -> float:
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                            env=env)
    line = proc.stdout.readline()
    elapsed = time.perf_counter() - start
    proc.wait(timeout=30)
    if line.strip() != b"painted":
        raise RuntimeError("the window never painted")
    return elapsed


def bench_startup() -> list[str]:
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(Path(tmp) / "config"))
        # as installed: pip compiles a package's bytecode at install time (it did PySide6's), so the
        # source tree's modules are compiled here (__pycache__, ignored by git) rather than on every
        # start measured, which they would be with PYTHONDONTWRITEBYTECODE set
        subprocess.run([sys.executable, "-m", "compileall", "-q", str(ROOT / "tableapp")], env=env, check=True)
        app_code = APP.format(root=str(ROOT), data=str(Path(tmp) / "data"))
        _time_to_paint(BARE, env), _time_to_paint(app_code, env)  # warm the disk cache
        bare, ours = [], []
        for _ in range(RUNS):  # interleaved, so a busy moment hits both alike
            bare.append(_time_to_paint(BARE, env))
            ours.append(_time_to_paint(app_code, env))
    b, o = statistics.median(bare), statistics.median(ours)
    verdict = "ok" if o / b <= 1.5 else "OVER TARGET"
    return [f"start-up to first paint: bare QMainWindow {b * 1000:.0f} ms, tableapp {o * 1000:.0f} ms "
            f"(median of {RUNS}): ratio {o / b:.2f} (target <= 1.5: {verdict})"]


def _night_with_logged_actions(store, engine, players, n: int):
    """A night whose game has ``n`` logged actions, written to the store in one transaction."""
    from tableapp.core.session import Session

    session = Session("Benchmark", players, store)
    session.new_game(engine, players, chips=100_000)
    session.store = None  # build the log in memory, then write it at once (10,000 fsyncs would take minutes)
    tie = [6, 6] + [1] * (len(players) - 2)  # a tie carries the pot: nobody runs out
    for i in range(n):
        session.act({"by": players[0], "do": "ante"} if i % 2 == 0 else {"do": "dice", "faces": tie})
    session.store = store
    store.append(session.id, session.game.seq, session.game.entries)
    return session


def bench_action_latency() -> list[str]:
    sys.path.insert(0, str(ROOT / "tests"))
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QEvent, QObject, QSettings

    with tempfile.TemporaryDirectory() as tmp:
        QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, str(Path(tmp) / "settings"))
        from tableapp.games import registry
        from tableapp.ui.app import build
        from toy_game import ENGINE

        registry.GAMES.setdefault("toy", registry.GameEntry("toy_game:ENGINE",
                                                           "tableapp.ui.panels.base:GenericPanel", ""))
        app, window = build(data_dir=str(Path(tmp) / "data"), lang="en", load_now=True)
        players = ["Ann", "Bo", "Cy", "中村", "Dee", "Eve", "Fay", "Gus"]
        built = _night_with_logged_actions(window.store, ENGINE, players, LOGGED)
        built.snapshot()  # as closing the window does
        from tableapp.store.nights import open_night

        t0 = time.perf_counter()  # reopening it, as after a quit: read, rebuilt, the table shown
        session = open_night(window.store, built.id)
        window.controller.set_session(session)
        window.show_table()
        app.processEvents()
        opened = time.perf_counter() - t0

        painted = []

        class Painted(QObject):
            def eventFilter(self, obj, event):
                if event.type() == QEvent.Type.Paint:
                    painted.append(obj)
                return False

        spy = Painted()
        table = window.table_view
        for widget in (table.table, table.log.viewport(), table.summary):
            widget.installEventFilter(spy)

        def timed(step) -> float:
            painted.clear()
            start = time.perf_counter()
            step()
            while not painted:
                app.processEvents()
                if time.perf_counter() - start > 2:
                    raise RuntimeError("no repaint after the action")
            return (time.perf_counter() - start) * 1000

        tie = [6, 6] + [1] * (len(players) - 2)
        actions = []
        for i in range(SAMPLES):
            action = {"by": "Ann", "do": "ante"} if session.game.run.state.anted is False else \
                {"do": "dice", "faces": tie}
            ok = []
            actions.append(timed(lambda a=action: ok.append(window.controller.submit(a))))
            if not ok[0]:
                raise RuntimeError(window.controller.last_error)
        undos = [timed(window.controller.undo) for _ in range(20)]
        logged = window.table_view.log_model.rowCount()
        window.close()

    p95 = pct(actions, 95)
    verdict = "ok" if p95 < 16 else "OVER TARGET"
    return [
        f"night with 8 players and {LOGGED:,} logged actions reopened in {opened * 1000:.0f} ms "
        f"(log rows now {logged:,})",
        f"one action, submit to repaint ({SAMPLES} samples, saved to SQLite first): "
        f"p50 {pct(actions, 50):.1f} ms, p95 {p95:.1f} ms (target p95 < 16: {verdict})",
        f"one undo, to repaint (20 samples): p50 {pct(undos, 50):.1f} ms, p95 {pct(undos, 95):.1f} ms",
    ]


def _pick(choices, rng):
    """A random legal choice (no leaving, no early end), mostly the quick ones that keep a game
    going: the lowest call, an accept; a Chicken or Llama mark now and then. None: nothing to do."""
    chs = [ch for ch in choices if ch.entry in (None, "reroll") and ch.action.do not in ("leave", "end-game")]
    marks = [ch for ch in chs if ch.group == "mark"]
    if len(marks) < len(chs) and not (marks and rng.random() < 0.1):
        chs = [ch for ch in chs if ch.group != "mark"]
    if not chs:
        return None
    calls = [ch for ch in chs if ch.group == "call"]
    accept = [ch for ch in chs if ch.action.do == "accept"]
    if calls and rng.random() < 0.8:
        ch = calls[0]
    elif accept and rng.random() < 0.7:
        ch = accept[0]
    else:
        ch = rng.choice(chs)
    if ch.entry == "reroll":  # Liar Dice: the dice the receiver chose to reroll
        return ch.action.model_copy(update={"dice": sorted(rng.sample(range(1, 6), rng.randint(0, 3)))})
    return ch.action


def bench_real_panels() -> list[str]:
    import random

    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QEvent, QObject, QSettings

    out = []
    with tempfile.TemporaryDirectory() as tmp:
        QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, str(Path(tmp) / "settings"))
        from tableapp.core.session import Session
        from tableapp.games import registry
        from tableapp.ui.app import build

        app, window = build(data_dir=str(Path(tmp) / "data"), lang="en", load_now=True)
        window.resize(1366, 768)
        window.show()
        c = window.controller
        players = ["Ann", "Bo", "Cy", "中村", "Dee"]
        painted = []

        class Painted(QObject):
            def eventFilter(self, obj, event):
                if event.type() == QEvent.Type.Paint:
                    painted.append(obj)
                return False

        spy = Painted()

        def timed(step) -> tuple[float, float]:
            """(wall, CPU) ms from ``step`` to the window's repaint: Qt paints every changed widget of
            a window in one go, and the game log's new line is among them."""
            painted.clear()
            start, cpu = time.perf_counter(), time.thread_time()
            step()
            while not painted:
                app.processEvents()
                if time.perf_counter() - start > 2:
                    raise RuntimeError("no repaint after the action")
            return (time.perf_counter() - start) * 1000, (time.thread_time() - cpu) * 1000

        games = [g for g in registry.GAMES if g != "toy"]  # every game's real panel, its own or the generic one
        for game in games:
            engine = registry.engine_for(game)
            rng = random.Random(7)
            acts, reveals = [], []
            seed = 0
            while len(acts) < SAMPLES and seed < 200:
                seed += 1
                if seed == 1 or not c.game_over:  # the next game of the same night, as at a table
                    c.set_session(Session("Benchmark", players, window.store))
                    window.show_table()
                    # a night opened a moment ago frees and freezes its memory a second later
                    # (controller.set_session): that pause is the opening's, not a click's
                    settle = time.perf_counter() + 1.2
                    while time.perf_counter() < settle:
                        app.processEvents()
                        time.sleep(0.02)
                try:
                    c.start_game(engine, players=players, mode="digital", seed=seed,
                                 chips=max(engine.default_chips, 6))
                except Exception as e:  # noqa: BLE001 - a game that cannot start so is reported, not timed
                    out.append(f"{game}: cannot start a digital game of 5 ({e})")
                    break
                table = window.table_view
                for widget in (table.log.viewport(), table.summary, table.table, table.panel):
                    widget.installEventFilter(spy)
                app.processEvents()
                while not c.game_over and len(acts) < SAMPLES:
                    cover = getattr(table.panel, "pages", None)
                    cover = cover.cover if cover is not None else None
                    if cover is not None and cover.covered:
                        reveals.append(timed(cover.reveal))
                    action = _pick(engine.choices(c.state), rng)
                    if action is None:
                        break
                    ok = []
                    acts.append(timed(lambda a=action: ok.append(c.submit(a))))
                    if not ok[0]:
                        raise RuntimeError(f"{game}: {c.last_error}")
            if not acts:
                continue
            wall, cpu = [a[0] for a in acts], [a[1] for a in acts]
            p95 = pct(wall, 95)
            verdict = "ok" if p95 <= 16 else "OVER TARGET"
            line = (f"{game} ({type(window.table_view.panel).__name__}), digital, 5 players: one action, submit to "
                    f"repaint ({len(acts)}): p50 {pct(wall, 50):.1f} ms, p95 {p95:.1f} ms (CPU p50 "
                    f"{pct(cpu, 50):.1f}, p95 {pct(cpu, 95):.1f}) (target p95 <= 16: {verdict})")
            if reveals:
                rw, rc = [r[0] for r in reveals], [r[1] for r in reveals]
                line += (f"; taking the screen ({len(reveals)}): p50 {pct(rw, 50):.1f} ms, p95 {pct(rw, 95):.1f} ms "
                         f"(CPU p95 {pct(rc, 95):.1f})")
            out.append(line)
        window.close()
    return out


def pct(values, p):
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]


def main() -> list[str]:
    return bench_startup() + bench_action_latency() + bench_real_panels()


if __name__ == "__main__":
    # ``python benchmarks/bench_ui.py real``: only the real panels (c)
    print("\n".join(bench_real_panels() if sys.argv[1:] == ["real"] else main()))
