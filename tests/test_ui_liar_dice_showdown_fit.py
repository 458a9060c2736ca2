"""The Liar Dice showdown on a 1366×768 laptop at larger text (issue 11, point 3): the board's caption
names who challenged whom whole, long Latin and Japanese names alike (it was cut to "Round 1:
Anastasia-Josep…" at 150% and 200%), and the caption, the dice and the verdict are all in the window
with the next call's controls."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from tableapp.core.session import Session
from tableapp.games.registry import engine_for
from tableapp.ui.widgets.one_line import NO_BREAK_SPACE, WORD_JOINER

from test_ui_liar_dice import activate, panel, press
from ui_helpers import settings_dir, start_app  # noqa: F401 - fixtures
from ui_layout import WINDOW, hidden_controls, layout_problems, rect_in, set_text_scale, settle, visible_area

# the caller first (she opens), the challenger second: two long names, the caption's worst case
PLAYERS = {"en": ["Maximilian-Alexander", "Anastasia-Josephine", "Bartholomew"],
           "ja": ["長谷川さくら子", "佐々木健太郎", "中村"]}


def to_the_showdown(qtbot, start_app, tmp_path, lang: str, scale: float):
    players = PLAYERS[lang]
    w = start_app(tmp_path, lang=lang)
    w.resize(WINDOW)
    set_text_scale(w, scale)
    w.controller.set_session(Session("Game night", players, w.store))
    w.show_table()
    w.controller.start_game(engine_for("liar-dice"), players=players, mode="physical", chips=3)
    w.show()
    activate(qtbot, w)
    press(qtbot, w, Qt.Key.Key_2, Qt.Key.Key_Return)  # the first calls One pair
    press(qtbot, w, Qt.Key.Key_C)  # the second challenges
    press(qtbot, w, Qt.Key.Key_A, Qt.Key.Key_A, Qt.Key.Key_K, Qt.Key.Key_A, Qt.Key.Key_K, Qt.Key.Key_Return)
    settle(qtbot)
    return w, players


def drawn(label) -> str:
    """A KeepWordsLabel's text as drawn, without its word joiners ("…" and line breaks if cut)."""
    return QLabel.text(label).replace(WORD_JOINER, "").replace(NO_BREAK_SPACE, " ")


@pytest.mark.parametrize("scale", [1.0, 1.5, 2.0])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_showdown_caption_names_both_players_whole_with_the_verdict_in_sight(
        qtbot, tmp_path, start_app, lang, scale):
    w, (caller, challenger, _third) = to_the_showdown(qtbot, start_app, tmp_path, lang, scale)
    board = panel(w).board
    assert board.reveal.isVisible(), "no showdown on the board"
    caption = board.caption
    assert caller in caption.text() and challenger in caption.text()
    assert drawn(caption) == caption.text(), f"the caption is cut: {drawn(caption)!r}"
    assert board.reveal.verdict.fits(), board.reveal.verdict.size().toTuple()
    # the caption, the dice and the verdict in the window, not below it, with the step's controls
    for part in (caption, board.reveal.dice, board.reveal.verdict):
        assert visible_area(w, part).contains(rect_in(w, part)), (
            type(part).__name__, rect_in(w, part).getRect(), visible_area(w, part).getRect())
    assert hidden_controls(w, w.table_view) == []
    assert layout_problems(w, scrolling=scale > 1.0) == []
