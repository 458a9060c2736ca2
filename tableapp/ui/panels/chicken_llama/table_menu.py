"""Out of the way on purpose (the shared "Table ▾", ``widgets/table_menu.py``): the rare action of
a player leaving (§9, CL-C13), Ctrl+Shift+L. The players offered are those the engine lets leave
(``engine.can_leave``); the dialog's sentence is the engine's own ``describe`` of the leave (the
round voided and every contribution back, the coins out of the game, the deal passed on), and
nothing happens until it is confirmed. With house option H9 the menu also holds the reveal log."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QPushButton

from tableapp.ui.widgets.leave_dialog import LeaveDialog  # noqa: F401 - for tests
from tableapp.ui.widgets.table_menu import LEAVE_KEY, TableMenuButton

from .reveal_log import LOG_KEY


def leave_actions(controller) -> list:
    """One ``leave`` action per player the engine lets leave now, in seat order."""
    c = controller
    if c.run is None or c.read_only or c.game_over:
        return []
    return [c.parse_action({"by": name, "do": "leave"}) for name in c.players if c.engine.can_leave(c.state, name)]


class ChickenLlamaTableMenu(TableMenuButton):
    def __init__(self, panel, parent=None):
        super().__init__(panel, lambda: leave_actions(panel.controller), parent)
        self.setProperty("cl", "tool")
        self.log_action = None
        self.setToolTip(QCoreApplication.translate("ChickenLlamaPanel", "A player leaves the game ({key})").format(
            key=LEAVE_KEY))

    def add_reveal_log(self, show) -> QPushButton:
        """House option H9: "Reveal log" (Ctrl+R) in the menu, and a button beside it for
        everyone to see; returns the button. The key is on the action only (a second owner of
        the same key would make it ambiguous) and the menu shows it."""
        tr = QCoreApplication.translate
        self.log_action = self.add(tr("ChickenLlamaPanel", "Reveal log"), LOG_KEY, show, before=self.leave_action)
        button = QPushButton(tr("ChickenLlamaPanel", "Reveal log"))
        button.setProperty("cl", "tool")
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.setToolTip(tr("ChickenLlamaPanel", "Past reveals: each bill's marks beside its animal ({key})").format(
            key=LOG_KEY))
        button.clicked.connect(lambda _=False: self.log_action.trigger())
        return button

    def update_actions(self) -> None:
        self.update_leave()
