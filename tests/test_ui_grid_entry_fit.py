"""The kit's grid entry (one row per seat, one number per column) on a 1366×768 laptop, wherever a
game shows it: Pairs' final scores in quick entry (H6, key E) and Chicken or Llama's physical
showdown (llamas and chickens per hand). The fewest and the most players, long Latin and Japanese
names (the Japanese ones with the Japanese screens), at 100%, 150% and 200% text: the house's checks
hold (ui_layout.layout_problems: no name or heading cut, every box and Confirm in sight, at 100% no
scrolling, never sideways), and no name is drawn smaller than names are at 100% text."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from tableapp.games.chicken_llama import ENGINE as CHICKEN_LLAMA
from tableapp.games.pairs import ENGINE as PAIRS
from tableapp.ui import style
from tableapp.ui.panels.kit import GridEntry

from ui_helpers import settings_dir, start_app  # noqa: F401 - fixtures
from ui_layout import SCALES, layout_problems, settle, start_physical_table

# (game, language, players, text size) that still fails, and why: a strict xfail (it fails once fixed)
KNOWN: dict[tuple[str, str, int, float], str] = {}


PLAIN = ("stake", "pass", "stay", "shuffle")  # everyone stays in to the showdown: a row for every hand


def to_the_showdown(c) -> None:
    for _ in range(200):
        if c.state.phase == "reveal":
            return
        choices = [ch for ch in c.choices() if ch.entry is None and ch.group != "mark"]

        def rank(ch) -> int:
            a = ch.action
            if a.do == "draw":
                return 1 if getattr(a, "count", None) == 0 else 9
            return PLAIN.index(a.do) if a.do in PLAIN else 5
        assert c.submit(min(choices, key=rank).action), c.last_error
    raise AssertionError(f"no showdown: {c.state.phase}")


def cases():
    for game, counts in (("pairs", (2, 5, 8)), ("chicken_llama", (3, 5))):
        for lang in ("en", "ja"):
            for n in counts:
                for scale in SCALES:
                    why = KNOWN.get((game, lang, n, scale))
                    marks = [pytest.mark.xfail(reason=why, strict=True)] if why else []
                    yield pytest.param(game, lang, n, scale, marks=marks, id=f"{game}-{lang}-{n}-{round(scale * 100)}")


@pytest.mark.parametrize("game, lang, n, scale", list(cases()))
def test_the_grid_entry_fits_a_laptop(qtbot, tmp_path, start_app, game, lang, n, scale):
    if game == "pairs":
        w, _players = start_physical_table(qtbot, start_app, tmp_path, PAIRS, lang, n, scale, {"quick_entry": True})
        qtbot.keyClick(QApplication.focusWidget() or w, Qt.Key.Key_E)  # the final scores
    else:
        w, _players = start_physical_table(qtbot, start_app, tmp_path, CHICKEN_LLAMA, lang, n, scale, {})
        to_the_showdown(w.controller)
    qtbot.waitUntil(lambda: isinstance(w.table_view.panel.body, GridEntry))
    settle(qtbot)
    grid = w.table_view.panel.body
    problems = layout_problems(w, scrolling=scale > 1.0)
    least = round(style.BASE_PT * 1.35)  # a name's size at 100% text (style.py: seatName)
    problems += [f"{name.text()!r} drawn at {name.font().pointSizeF()}pt, under {least}pt"
                 for name in grid.findChildren(QLabel, "seatName") if name.font().pointSizeF() < least - 0.01]
    assert not problems, f"{n} players ({lang}) at {round(scale * 100)}%:\n" + "\n".join(problems)
