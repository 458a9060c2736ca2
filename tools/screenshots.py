#!/usr/bin/env python3
"""Screenshots of the window, offscreen, for looking at and for the README.

    python tools/screenshots.py [OUT_DIR] [--lang en|ja] [--docs]

Writes start.png, new-night.png, game-setup.png, table.png (8 players), table-digital.png
(the hot-seat cover), ledger.png into OUT_DIR (default: $TMPDIR/tableapp-shots); --docs copies the
start page and the table to docs/screenshot-start.png and docs/screenshot-table.png.
Uses liar-dice when its engine is installed, else the toy game of tests/.
"""
from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

PLAYERS = ["Aiko", "Ben", "中村", "Dana", "Eli", "佐藤", "Gus", "Hana"]


def settle(app, rounds: int = 5) -> None:
    from PySide6.QtCore import QCoreApplication, QEvent

    for _ in range(rounds):
        app.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def pick_engine():
    from tableapp.games import registry

    try:
        return registry.engine_for("liar-dice")
    except Exception:  # noqa: BLE001 - not installed yet: the toy game
        registry.GAMES["toy"] = registry.GameEntry("toy_game:ENGINE", "tableapp.ui.panels.base:GenericPanel", "")
        return registry.engine_for("toy")


def play_some(controller, steps: int) -> None:
    """A few actions by players (not facts the table must report), the first legal each time."""
    from tableapp.ui.panels.base import is_fact_template

    for _ in range(steps):
        actions = [a for a in controller.legal_actions() if not is_fact_template(a)]
        if not actions:
            return
        controller.submit(actions[min(1, len(actions) - 1)])


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("out", nargs="?", default=str(Path(tempfile.gettempdir()) / "tableapp-shots"))
    p.add_argument("--lang", default="en")
    p.add_argument("--docs", action="store_true")
    args = p.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix="tableapp-shots-"))

    from PySide6.QtCore import QSettings

    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, str(tmp / "settings"))
    from tableapp.core.session import Session
    from tableapp.ui.app import build

    app, w = build(data_dir=str(tmp), lang=args.lang, load_now=True)
    w.resize(1366 - 16, 768 - 48 - 30)  # a maximised window on a 1366×768 laptop (tests/ui_layout.WINDOW)
    engine = pick_engine()

    # two earlier nights for the start page
    old = Session("Summer cup", PLAYERS[:5], w.store)
    old.new_game(engine, PLAYERS[:5], chips=3)
    old.finish()
    night = Session("Friday night", PLAYERS, w.store)

    from tableapp.ui.new_night import NewNightDialog

    dialog = NewNightDialog(w)
    for name in PLAYERS[:5]:
        dialog.name_edit.setText(name)
        dialog.add_player()
    dialog.name_edit.setText("aiko")
    dialog.add_player()  # refused: shows the inline message
    dialog.resize(760, 640)
    dialog.show()
    settle(app)
    dialog.grab().save(str(out / "new-night.png"))
    dialog.close()

    w.controller.set_session(night)
    w.show_table()
    from tableapp.ui.game_setup import GameSetupDialog

    setup = GameSetupDialog(w.controller, w)
    setup.resize(1000, 800)
    setup.show()
    settle(app)
    setup.grab().save(str(out / "game-setup.png"))
    setup.close()

    w.controller.start_game(engine, players=PLAYERS, chips=engine.default_chips)
    play_some(w.controller, 7)
    settle(app)
    w.grab().save(str(out / "table.png"))

    w.show_ledger()
    w.ledger_window.resize(1200, 600)
    settle(app)
    w.ledger_window.grab().save(str(out / "ledger.png"))
    w.ledger_window.close()

    hot = Session("Hot seat", PLAYERS[:4], w.store)
    w.controller.set_session(hot)
    w.controller.start_game(engine, players=PLAYERS[:4], mode="digital", seed=7, chips=engine.default_chips)
    settle(app)
    w.grab().save(str(out / "table-digital.png"))

    w.show_start()  # now listing the night in play, the hot-seat one and a finished one
    settle(app)
    w.grab().save(str(out / "start.png"))

    if args.docs:
        docs = ROOT / "docs"
        docs.mkdir(exist_ok=True)
        shutil.copyfile(out / "start.png", docs / "screenshot-start.png")
        shutil.copyfile(out / "table.png", docs / "screenshot-table.png")
    w.close()
    shutil.rmtree(tmp, ignore_errors=True)
    print(f"screenshots in {out}/")
    return 0


if __name__ == "__main__":
    sys.exit(main())
