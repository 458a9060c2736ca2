#!/usr/bin/env python3
"""The README's screenshot of each game's table at 1366×768: the main window as a maximised window
on a 1366×768 laptop gets it (tests/ui_layout.WINDOW), drawn offscreen at 100% text.

    python tools/game_shots.py [OUT_DIR] [--docs] [--game ID]

Each game is played a fixed number of seeded random legal steps (SHOTS: a step that shows what the
game's panel is about), the hot-seat cover taken when it shows. Writes screenshot-<game>.png into
OUT_DIR (default: $TMPDIR/tableapp-game-shots), or into docs/ with --docs.
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

PLAYERS = ["Aiko", "Bartholomew", "中村", "Dana", "Eli", "佐藤", "Gus", "Hana"]
# game -> (mode, players, steps played, seed)
SHOTS = {
    "liar-dice": ("physical", 8, 5, 1),
    "chicken-or-llama": ("digital", 5, 9, 2),
    "pairs": ("physical", 5, 8, 3),
    "goblin-poker": ("physical", 6, 9, 4),
    "yuck-chick-knock-down": ("physical", 5, 9, 5),
    "kinola": ("digital", 6, 14, 6),
}


def settle(app) -> None:
    for _ in range(8):
        app.processEvents()


def take_screen(w, app) -> None:
    from tableapp.ui.widgets.cover import Cover

    for cover in w.findChildren(Cover):
        if cover.isVisible():
            cover.button.click()
            settle(app)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("out", nargs="?", default=str(Path(tempfile.gettempdir()) / "tableapp-game-shots"))
    p.add_argument("--docs", action="store_true")
    p.add_argument("--game", action="append", help="only this game (may be given again)")
    args = p.parse_args(argv)
    out = ROOT / "docs" if args.docs else Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix="tableapp-game-shots-"))

    from PySide6.QtCore import QSettings

    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, str(tmp / "settings"))
    from tableapp.core.session import Session
    from tableapp.games.registry import engine_for
    from tableapp.ui.app import build
    from test_every_engine import pick
    from ui_layout import WINDOW

    app, w = build(data_dir=str(tmp), lang="en", load_now=True)
    w.resize(WINDOW)
    w.show()
    for game, (mode, n, steps, seed) in SHOTS.items():
        if args.game and game not in args.game:
            continue
        players = PLAYERS[:n]
        w.controller.set_session(Session("Friday night", players, w.store))
        w.show_table()
        c = w.controller
        c.start_game(engine_for(game), players=players, mode=mode, seed=seed)
        rng = random.Random(seed)
        for _ in range(steps):
            settle(app)
            take_screen(w, app)
            if c.to_act() is None:
                break
            c.submit(pick(c.engine, c.state, rng))
        settle(app)
        take_screen(w, app)
        w.grab().save(str(out / f"screenshot-{game}.png"))
        print(f"{game}: {c.summary()}")
    w.close()
    print(f"screenshots in {out}/", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
