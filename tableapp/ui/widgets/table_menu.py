""""Table ▾": every game panel's menu of rare actions, out of the way on purpose. It always holds
"A player leaves…" (Ctrl+Shift+L), confirmed in the engine's own words (``LeaveDialog``); a game
adds its own (Liar Dice: void the round; Chicken or Llama: the reveal log) with ``add``. Each
action's shortcut works while the panel is shown, without opening the menu."""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QPushButton

from .leave_dialog import LeaveDialog

LEAVE_KEY = "Ctrl+Shift+L"


def refocus(widget) -> None:
    """After a modal dialog: the main window active again, the keys with the table."""
    again = getattr(widget.window(), "refocus", None)
    if again is not None:
        again()


class TableMenuButton(QPushButton):
    """``leaves()``: the leave actions the engine allows now, one per player, in seat order."""

    def __init__(self, panel, leaves: Callable[[], list], parent=None):
        super().__init__(parent)
        self.panel = panel
        self.leaves = leaves
        self.setText(QCoreApplication.translate("TableMenu", "Table ▾"))
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setMenu(QMenu(self))
        self.leave_action = self.add(QCoreApplication.translate("TableMenu", "A player leaves the game…"),
                                     LEAVE_KEY, self.leave)

    def add(self, text: str, key: str | None, slot: Callable[[], object], before: QAction | None = None) -> QAction:
        """An action in the menu (before ``before``, else at the end), its key live on the panel."""
        action = QAction(text, self.panel)
        if key:
            action.setShortcut(QKeySequence(key))
        action.triggered.connect(lambda _=False: slot())
        if before is not None:
            self.menu().insertAction(before, action)
        else:
            self.menu().addAction(action)
        self.panel.addAction(action)  # the shortcut works without opening the menu
        return action

    def update_leave(self) -> None:
        self.leave_action.setEnabled(bool(self.leaves()))

    def leave(self) -> None:
        leaves = self.leaves()
        if leaves:
            LeaveDialog(self.panel.controller, leaves, self.panel).exec()
            refocus(self.panel)
