"""Out of the way on purpose: a player leaves (LD-E7) and, in physical mode, void the round
because the dice were exposed or knocked (LD-E8). Both ask for confirmation; both are offered
only when the engine lists them (never between a challenge and its show, LD-E11)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QMessageBox, QPushButton

from tableapp.ui.widgets.leave_dialog import LeaveDialog  # noqa: F401 - used below and by tests

from .common import sized

LEAVE_KEY = "Ctrl+Shift+L"
VOID_KEY = "Ctrl+Shift+V"


def confirm_void(controller, action, parent) -> bool:
    tr = QCoreApplication.translate
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(tr("LiarDicePanel", "Void this round?"))
    box.setText(tr("LiarDicePanel", "The dice were exposed or knocked: void this round? No chips move."))
    box.setInformativeText(controller.describe(action))
    box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    box.setDefaultButton(QMessageBox.StandardButton.No)
    answer = box.exec()
    _refocus(parent)
    if answer != QMessageBox.StandardButton.Yes:
        return False
    return controller.submit(action)


def _refocus(widget) -> None:
    """After a modal dialog: the main window active again, the keys with the table."""
    refocus = getattr(widget.window(), "refocus", None)
    if refocus is not None:
        refocus()


class TableMenuButton(QPushButton):
    """"Table ▾": the rare actions, each with a shortcut that works while the panel is shown."""

    def __init__(self, panel, parent=None):
        super().__init__(parent)
        tr = QCoreApplication.translate
        self.panel = panel
        self.setText(tr("LiarDicePanel", "Table ▾"))
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        sized(self, 0.95, "padding: 3px 8px;")
        menu = QMenu(self)
        self.leave_action = QAction(tr("LiarDicePanel", "A player leaves the game…"), panel)
        self.leave_action.setShortcut(QKeySequence(LEAVE_KEY))
        self.leave_action.triggered.connect(lambda _=False: self.leave())
        menu.addAction(self.leave_action)
        panel.addAction(self.leave_action)  # the shortcut works without opening the menu
        self.void_action = QAction(tr("LiarDicePanel", "Void this round (dice exposed)…"), panel)
        self.void_action.setShortcut(QKeySequence(VOID_KEY))
        self.void_action.triggered.connect(lambda _=False: self.void())
        menu.addAction(self.void_action)
        panel.addAction(self.void_action)
        self.setMenu(menu)
        self.setToolTip(tr("LiarDicePanel", "A player leaves ({leave}); void the round ({void})").format(
            leave=LEAVE_KEY, void=VOID_KEY))

    def _legal(self, do: str) -> list:
        return [a for a in self.panel.controller.legal_actions() if getattr(a, "do", None) == do]

    def update_actions(self, physical: bool) -> None:
        self.leave_action.setEnabled(bool(self._legal("leave")))
        self.void_action.setVisible(physical)
        self.void_action.setEnabled(physical and bool(self._legal("void")))

    def leave(self) -> None:
        leaves = self._legal("leave")
        if leaves:
            LeaveDialog(self.panel.controller, leaves, self.panel).exec()
            _refocus(self.panel)

    def void(self) -> None:
        voids = self._legal("void")
        if voids:
            confirm_void(self.panel.controller, voids[0], self.panel)
