"""Out of the way on purpose: "Table ▾", the rare action of a player leaving (§9, CL-C13),
like the Liar Dice panel's menu (shortcut Ctrl+Shift+L). The players offered are those the
engine lets leave (``engine.can_leave``); the dialog's sentence is the engine's own
``describe`` of the leave (the round voided and every contribution back, the coins out of the
game, the deal passed on), and nothing happens until it is confirmed."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QPushButton

from tableapp.ui.widgets.leave_dialog import LeaveDialog  # noqa: F401 - used below and by tests

from .reveal_log import LOG_KEY

LEAVE_KEY = "Ctrl+Shift+L"


def leave_actions(controller) -> list:
    """One ``leave`` action per player the engine lets leave now, in seat order."""
    c = controller
    if c.run is None or c.read_only or c.game_over:
        return []
    return [c.parse_action({"by": name, "do": "leave"}) for name in c.players if c.engine.can_leave(c.state, name)]


class TableMenuButton(QPushButton):
    """"Table ▾" with "Player leaves…"; its shortcut works while the panel is shown, without
    opening the menu."""

    def __init__(self, panel, parent=None):
        super().__init__(parent)
        tr = QCoreApplication.translate
        self.panel = panel
        self.setText(tr("ChickenLlamaPanel", "Table ▾"))
        self.setProperty("cl", "tool")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        menu = QMenu(self)
        self.leave_action = QAction(tr("ChickenLlamaPanel", "Player leaves…"), panel)
        self.leave_action.setShortcut(QKeySequence(LEAVE_KEY))
        self.leave_action.triggered.connect(lambda _=False: self.leave())
        menu.addAction(self.leave_action)
        panel.addAction(self.leave_action)  # the shortcut works without opening the menu
        self.log_action: QAction | None = None
        self.setMenu(menu)
        self.setToolTip(tr("ChickenLlamaPanel", "A player leaves the game ({key})").format(key=LEAVE_KEY))

    def add_reveal_log(self, show) -> QPushButton:
        """House option H9: "Reveal log" (Ctrl+R) in the menu, and a button beside it for
        everyone to see; returns the button. The key is on the action only (a second owner of
        the same key would make it ambiguous) and the menu shows it."""
        tr = QCoreApplication.translate
        self.log_action = QAction(tr("ChickenLlamaPanel", "Reveal log"), self.panel)
        self.log_action.setShortcut(QKeySequence(LOG_KEY))
        self.log_action.triggered.connect(lambda _=False: show())
        self.menu().insertAction(self.leave_action, self.log_action)
        self.panel.addAction(self.log_action)
        button = QPushButton(tr("ChickenLlamaPanel", "Reveal log"))
        button.setProperty("cl", "tool")
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.setToolTip(tr("ChickenLlamaPanel", "Past reveals: each bill's marks beside its animal ({key})").format(
            key=LOG_KEY))
        button.clicked.connect(lambda _=False: self.log_action.trigger())
        return button

    def update_actions(self) -> None:
        self.leave_action.setEnabled(bool(leave_actions(self.panel.controller)))

    def leave(self) -> None:
        leaves = leave_actions(self.panel.controller)
        if leaves:
            LeaveDialog(self.panel.controller, leaves, self.panel).exec()
