#!/usr/bin/env python3
"""Each game's table display (F10) at 1366×768 as the chairs see it, and how high its letters are.

    python tools/letter_heights.py [OUT_DIR] [--players N]

Plays every registered game a few seeded random steps with N players (default 5, at most the game's) (until a stake or call is
on the table), draws the real display window at 1366×768, saves display-<game>-<N>.png into OUT_DIR
(default: $TMPDIR/tableapp-letters) and prints a Markdown table of the letter
heights measured in those pixels: for the pot, the stake or call, whose turn and the chips, the ink
of the first capital letter or digit drawn (the height a reader's eye gets; issue 11 asks 44 px for
the first three and 32 px for the chips; the face-up cards are drawn as large as the chips). The font's own cap height is printed beside it.
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

PLAYERS = ["Aiko", "Bartholomew", "Chiara", "Dana", "Eli", "Francesca", "Gus", "Hana"]
ROLES = ("pot", "stake", "turn", "chips", "faces")
STEPS = 40


def settle(app) -> None:
    for _ in range(5):
        app.processEvents()


def ink_height(image, item) -> int | None:
    """The height in pixels of the ink of the first capital letter or digit of ``item`` as drawn
    in ``image`` (None when it has none): rows in its column whose colour stands off the
    background by more than a third of full contrast."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QColor, QFontMetricsF

    text = item.text
    at = next((k for k, ch in enumerate(text) if ch.isdigit() or ("A" <= ch <= "Z")), None)
    if at is None:
        return None
    fm = QFontMetricsF(item.font)
    width = fm.horizontalAdvance(text)
    left = item.rect.left()
    if item.align & Qt.AlignmentFlag.AlignRight:
        left = item.rect.right() - width
    elif item.align & Qt.AlignmentFlag.AlignHCenter:
        left = item.rect.center().x() - width / 2
    x0 = int(left + fm.horizontalAdvance(text[:at])) + 1
    x1 = int(left + fm.horizontalAdvance(text[:at + 1])) - 1
    top, bottom = int(item.rect.top()), int(item.rect.bottom())
    back = QColor(image.pixel(max(0, x0 - 2), top + 1)).lightness()
    rows = [y for y in range(max(0, top), min(image.height(), bottom + 1))
            if any(abs(QColor(image.pixel(x, y)).lightness() - back) > 85 for x in range(x0, x1 + 1))]
    return rows[-1] - rows[0] + 1 if rows else None


def play_to_a_stake(controller, rng) -> None:
    from test_every_engine import pick

    for _ in range(STEPS):
        if controller.to_act() is None:
            return
        controller.submit(pick(controller.engine, controller.state, rng))
        if controller.public().stake and rng.random() < 0.4:
            return


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("out", nargs="?", default=str(Path(tempfile.gettempdir()) / "tableapp-letters"))
    p.add_argument("--players", type=int, default=5)
    args = p.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix="tableapp-letters-"))

    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QFontMetrics

    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, str(tmp / "settings"))
    from tableapp.core.session import Session
    from tableapp.games.registry import GAMES, engine_for
    from tableapp.ui.app import build

    app, w = build(data_dir=str(tmp), lang="en", load_now=True)
    w.resize(1366, 768)
    print("| game (players) | pot | stake or call | whose turn | chips | face-up cards |")
    print("|---|---|---|---|---|---|")
    for game in sorted(GAMES):
        engine = engine_for(game)
        players = PLAYERS[:min(args.players, len(PLAYERS), engine.max_players)]
        w.controller.set_session(Session(f"Letters: {game}", players, w.store))
        w.show_table()
        w.controller.start_game(engine, players=players, mode="digital", seed=5)
        play_to_a_stake(w.controller, random.Random(game))
        if w.display is None or not w.display.isVisible():
            w.toggle_display()
        display = w.display
        display.showNormal()
        display.resize(1366, 768)
        display.refresh()
        settle(app)
        image = display.grab().toImage()
        image.save(str(out / f"display-{game}-{len(players)}.png"))
        scene = display.scene()
        cells = []
        for role in ROLES:
            items = scene.by_role(role)
            if not items:
                cells.append("—")
                continue
            measured = [h for h in (ink_height(image, i) for i in items) if h is not None]
            font_cap = min(QFontMetrics(i.font).capHeight() for i in items)
            ink = f"{min(measured)} px" if measured else "no capital"
            cells.append(f"{ink} (font {font_cap})")
        print(f"| {engine.title} ({len(players)}) | " + " | ".join(cells) + " |")
        w.toggle_display()
    w.close()
    print(f"\nscreenshots in {out}/", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
