"""Out of the way on purpose: a player leaves (LD-E7) and, in physical mode, void the round
because the dice were exposed or knocked (LD-E8). Both ask for confirmation; both are offered
only when the engine lists them (never between a challenge and its show, LD-E11)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QGridLayout, QLabel, QMenu, QMessageBox, QPushButton,
                               QVBoxLayout)

from .common import sized

LEAVE_KEY = "Ctrl+Shift+L"
VOID_KEY = "Ctrl+Shift+V"


class LeaveDialog(QDialog):
    """Who leaves? One button per player with chips (keys 1-9); the sentence says where the
    chips go; OK (Enter) confirms."""

    def __init__(self, controller, leaves: list, parent=None):
        super().__init__(parent)
        tr = QCoreApplication.translate
        self.controller = controller
        self.leaves = leaves
        self.chosen = None
        self.setWindowTitle(tr("LiarDicePanel", "A player leaves the game"))
        lay = QVBoxLayout(self)
        head = QLabel(tr("LiarDicePanel", "Who leaves the game for good?"))
        head.setProperty("role", "heading")
        lay.addWidget(head)
        grid = QGridLayout()
        self.buttons: list[QPushButton] = []
        for i, action in enumerate(leaves):
            key = str(i + 1) if i < 9 else ""
            b = QPushButton(f"{key}  {action.by}" if key else action.by)
            b.setCheckable(True)
            sized(b, 1.3, "font-weight: bold; padding: 8px 16px;")
            if key:
                b.setShortcut(QKeySequence(key))
            b.clicked.connect(lambda _=False, a=action: self.choose(a))
            grid.addWidget(b, i // 3, i % 3)
            self.buttons.append(b)
        lay.addLayout(grid)
        self.sentence = sized(QLabel(tr("LiarDicePanel", "Choose a player.")), 1.3, "font-weight: bold;")
        self.sentence.setWordWrap(True)
        lay.addWidget(self.sentence)
        self.error = QLabel()
        self.error.setProperty("role", "error")
        self.error.setWordWrap(True)
        lay.addWidget(self.error)
        self.box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.box.button(QDialogButtonBox.StandardButton.Ok).setText(tr("LiarDicePanel", "Leave for good"))
        self.box.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)
        self.box.accepted.connect(self.try_leave)
        self.box.rejected.connect(self.reject)
        lay.addWidget(self.box)

    def choose(self, action) -> None:
        self.chosen = action
        for b, a in zip(self.buttons, self.leaves):
            b.setChecked(a is action)
        self.sentence.setText(self.controller.describe(action))
        ok = self.box.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(True)
        ok.setDefault(True)

    def try_leave(self) -> None:
        if self.chosen is None:
            return
        if self.controller.submit(self.chosen):
            self.accept()
        else:
            self.error.setText(self.controller.last_error or "")


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
