"""Out of the way on purpose (the shared "Table ▾", ``widgets/table_menu.py``): a player leaves
(LD-E7) and, in physical mode, void the round because the dice were exposed or knocked (LD-E8).
Both ask for confirmation; both are offered only when the engine lists them (never between a
challenge and its show, LD-E11)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from tableapp.ui.widgets.leave_dialog import LeaveDialog  # noqa: F401 - for tests
from tableapp.ui.widgets.table_menu import LEAVE_KEY, TableMenuButton, refocus

from .common import sized

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
    refocus(parent)
    if answer != QMessageBox.StandardButton.Yes:
        return False
    return controller.submit(action)


class LiarDiceTableMenu(TableMenuButton):
    def __init__(self, panel, parent=None):
        super().__init__(panel, lambda: self._legal("leave"), parent)
        tr = QCoreApplication.translate
        sized(self, 0.95, "padding: 3px 8px;")
        self.void_action = self.add(tr("LiarDicePanel", "Void this round (dice exposed)…"), VOID_KEY, self.void)
        self.setToolTip(tr("LiarDicePanel", "A player leaves ({leave}); void the round ({void})").format(
            leave=LEAVE_KEY, void=VOID_KEY))

    def _legal(self, do: str) -> list:
        return [a for a in self.panel.controller.legal_actions() if getattr(a, "do", None) == do]

    def update_actions(self, physical: bool) -> None:
        self.update_leave()
        self.void_action.setVisible(physical)
        self.void_action.setEnabled(physical and bool(self._legal("void")))

    def void(self) -> None:
        voids = self._legal("void")
        if voids:
            confirm_void(self.panel.controller, voids[0], self.panel)
