"""A focus ring on every control (issue 11, point 4): Tab through the table of every game, both modes,
and every stop is a control that draws the ring (the style sheet's ``:focus`` rules, or a widget
that paints its own). The seats' scroll areas took the focus with nothing to show for it: two
silent Tab stops in a row for a player who steers with the keyboard."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QAbstractSpinBox, QApplication, QComboBox,
                               QLineEdit, QPlainTextEdit, QTextEdit)

from tableapp.games.registry import GAMES
from tableapp.ui.art.bills import BillWidget
from tableapp.ui.art.dice import DieWidget

from test_ui_layout_every_game import setup_table
from ui_helpers import settings_dir, start_app  # noqa: F401 - fixtures
from ui_layout import settle, take_screen_if_covered

# what the style sheet rings (style.py: ":focus"), and the app's own widgets that paint their ring
RINGED = (QAbstractButton, QAbstractSpinBox, QLineEdit, QComboBox, QAbstractItemView, QTextEdit, QPlainTextEdit)
PAINTS_ITS_OWN = (BillWidget, DieWidget)  # a dashed ring hugging the bill, the die


@pytest.mark.parametrize("mode", ["physical", "digital"])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_tab_stop_of_the_table_shows_a_focus_ring(qtbot, tmp_path, start_app, game, mode):
    w, _players = setup_table(start_app, tmp_path, game, mode, 1.0, 0, 0)
    w.show()
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    take_screen_if_covered(w)
    settle(qtbot)
    silent = []
    start = QApplication.focusWidget()  # (the table itself when a game starts: its keys, not a Tab stop)
    for _ in range(40):
        qtbot.keyClick(QApplication.focusWidget() or w, Qt.Key.Key_Tab)
        f = QApplication.focusWidget()
        if f is not None and f is not start and not isinstance(f, RINGED) and not isinstance(f, PAINTS_ITS_OWN):
            silent.append(f"{type(f).__name__} {f.objectName()!r}")
    assert not silent, f"Tab stops with no focus ring: {sorted(set(silent))}"
