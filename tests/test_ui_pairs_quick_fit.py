"""Pairs' quick entry (H6, physical) on a 1366×768 laptop: the table types who scored, how much,
pair or fold and Enter, round after round, with the real keys; the most and the fewest players,
long Latin and Japanese names (the Japanese ones with the Japanese screens), at 100%, 150% and
200% text. At every key the house's checks hold (ui_layout.layout_problems: no word cut, every
control of the step in sight, at 100% no scrolling), and the engine's words for the score about
to be played are in sight when Enter is pressed. The every-game layout test never plays quick
entry (its random steps start without H6)."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tableapp.games.pairs import ENGINE

from ui_helpers import settings_dir, start_app  # noqa: F401 - fixtures
from ui_layout import SCALES, layout_problems, rect_in, set_text_scale, settle, start_physical_table, visible_area

ROUNDS = 3
KEYS = {v: getattr(Qt.Key, f"Key_{v % 10}") for v in range(1, 11)}  # 0 is 10
HOW = {"pair": Qt.Key.Key_P, "fold": Qt.Key.Key_F}


def open_quick_entry(qtbot, start_app, tmp_path, lang: str, n: int, scale: float):
    return start_physical_table(qtbot, start_app, tmp_path, ENGINE, lang, n, scale, {"quick_entry": True})


def a_score(c, rng):
    """A score the table could report (the engine's random fact) that does not end the game."""
    s = c.state
    for _ in range(200):
        score = ENGINE.random_fact(s, rng)
        if sum(s.scores[score.player]) + score.value < s.losing:
            return score
    raise AssertionError("no score left that keeps the game going")


def in_sight(w, widget) -> bool:
    return widget.isVisible() and visible_area(w, widget).contains(rect_in(w, widget))


@pytest.mark.parametrize("scale", SCALES, ids=lambda s: f"{round(s * 100)}")
@pytest.mark.parametrize("lang, n", [("en", 8), ("ja", 8), ("en", 2), ("ja", 2)], ids=lambda x: str(x))
def test_quick_entry_fits_a_laptop_round_after_round(qtbot, tmp_path, start_app, lang, n, scale):
    w, players = open_quick_entry(qtbot, start_app, tmp_path, lang, n, scale)
    c, panel = w.controller, w.table_view.panel
    rng = random.Random(f"quick-{lang}-{n}-{scale}")
    problems: dict[str, str] = {}

    def check(step: str) -> None:
        settle(qtbot)
        for p in layout_problems(w, scrolling=scale > 1.0):
            problems.setdefault(p, step)

    def press(key) -> None:
        qtbot.keyClick(QApplication.focusWidget() or w, key)

    for r in range(ROUNDS):
        check(f"round {r + 1}: nothing chosen yet")
        score = a_score(c, rng)
        page = panel.body
        seat = players.index(score.player) + 1
        if r == 1:  # a pair of 1s: refused in the engine's words, nothing played; taken back key by key
            for key, took in ((KEYS[seat], page.seat_buttons[score.player]), (KEYS[1], page.value_buttons[1]),
                              (HOW["pair"], page.how_buttons["pair"])):
                press(key)
                qtbot.waitUntil(took.isChecked)
            press(Qt.Key.Key_Return)
            qtbot.waitUntil(lambda: panel.message.isVisible())
            check(f"round {r + 1}: a pair of 1s refused")
            if not in_sight(w, panel.message):
                problems.setdefault(f"the refusal {panel.message.text()!r} out of sight", f"round {r + 1}")
            for _ in range(3):
                press(Qt.Key.Key_Backspace)
            qtbot.waitUntil(lambda: page.who is None)
            check(f"round {r + 1}: the refused score taken back")
        # (a button's shortcut flashes it first: the step is checked once it took)
        for key, what, took in ((KEYS[seat], f"{score.player} chosen", page.seat_buttons[score.player]),
                                (KEYS[score.value], f"{score.value} chosen", page.value_buttons[score.value]),
                                (HOW[score.how], f"a {score.how} chosen", page.how_buttons[score.how])):
            press(key)
            qtbot.waitUntil(took.isChecked)
            check(f"round {r + 1}: {what}")
        if not in_sight(w, page.preview):  # what Enter would play, in the engine's words
            problems.setdefault(f"the preview {page.preview.text()!r} out of sight", f"round {r + 1}: before Enter")
        played = len(c.session.game.run.played)
        press(Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: len(c.session.game.run.played) > played)
    check(f"round {ROUNDS + 1}: nothing chosen yet")
    listed = "\n".join(f"{where}: {p}" for p, where in list(problems.items())[:20])
    assert not problems, f"{n} players ({lang}) at {round(scale * 100)}%, {len(problems)} problems:\n{listed}"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_larger_text_during_quick_entry_still_fits(qtbot, tmp_path, start_app, lang):
    """View > Larger text in the middle of a round (Ctrl+=, Ctrl+-): the page re-arranges each time,
    the choices made so far kept."""
    w, players = open_quick_entry(qtbot, start_app, tmp_path, lang, 8, 1.0)
    page = w.table_view.panel.body
    page.seat_buttons[players[1]].click()
    page.value_buttons[7].click()
    problems = {}
    for scale in (2.0, 1.5, 1.0, 2.0, 1.0):
        set_text_scale(w, scale)
        settle(qtbot)
        for p in layout_problems(w, scrolling=scale > 1.0):
            problems.setdefault(p, f"at {round(scale * 100)}%")
        assert page.seat_buttons[players[1]].isChecked() and page.value_buttons[7].isChecked()
    listed = "\n".join(f"{where}: {p}" for p, where in list(problems.items())[:20])
    assert not problems, listed
