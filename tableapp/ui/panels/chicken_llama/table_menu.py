"""Out of the way on purpose: "Table ▾", the rare action of a player leaving (§9, CL-C13),
like the Liar Dice panel's menu (shortcut Ctrl+Shift+L). The players offered are those the
engine lets leave (``engine.can_leave``); the dialog's sentence is the engine's own
``describe`` of the leave (the round voided and every contribution back, the coins out of the
game, the deal passed on), and nothing happens until it is confirmed."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QGridLayout, QMenu, QPushButton, QVBoxLayout

from .common import ErrorLabel, label
from .reveal_log import LOG_KEY

LEAVE_KEY = "Ctrl+Shift+L"


def leave_actions(controller) -> list:
    """One ``leave`` action per player the engine lets leave now, in seat order."""
    c = controller
    if c.run is None or c.read_only or c.game_over:
        return []
    return [c.parse_action({"by": name, "do": "leave"}) for name in c.players if c.engine.can_leave(c.state, name)]


class LeaveDialog(QDialog):
    """Who leaves? One button per player the engine allows (keys 1-9); the engine's sentence
    says what will happen; "Leave for good" (Enter) confirms, Esc cancels."""

    def __init__(self, controller, leaves: list, parent=None):
        super().__init__(parent)
        tr = QCoreApplication.translate
        self.controller = controller
        self.leaves = leaves
        self.chosen = None
        self.setWindowTitle(tr("ChickenLlamaPanel", "A player leaves the game"))
        lay = QVBoxLayout(self)
        lay.setSizeConstraint(QVBoxLayout.SizeConstraint.SetMinimumSize)  # grows with the sentence
        lay.setSpacing(10)
        lay.addWidget(label(tr("ChickenLlamaPanel", "Who leaves the game for good?"), role="heading"))
        grid = QGridLayout()
        grid.setSpacing(8)
        self.buttons: list[QPushButton] = []
        for i, action in enumerate(leaves):
            key = str(i + 1) if i < 9 else ""
            b = QPushButton(f"{key}   {action.by}" if key else action.by)
            b.setProperty("role", "choice")
            b.setCheckable(True)
            b.setMinimumHeight(48)
            if key:
                b.setShortcut(QKeySequence(key))
            b.clicked.connect(lambda _=False, a=action: self.choose(a))
            grid.addWidget(b, i // 3, i % 3)
            self.buttons.append(b)
        lay.addLayout(grid)
        self.sentence = label(tr("ChickenLlamaPanel", "Choose a player."), wrap=True)
        self.sentence.setProperty("cl", "move")
        self.sentence.setMinimumWidth(560)
        self.sentence.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.sentence.ensurePolished()
        self.sentence.setMinimumHeight(self.sentence.fontMetrics().lineSpacing() * 4)  # room for the engine's words
        lay.addWidget(self.sentence)
        self.error = ErrorLabel()
        lay.addWidget(self.error)
        self.box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        ok = self.box.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(tr("ChickenLlamaPanel", "Leave for good"))
        ok.setEnabled(False)
        self.box.accepted.connect(self.try_leave)
        self.box.rejected.connect(self.reject)
        lay.addWidget(self.box)

    def choose(self, action) -> None:
        self.chosen = action
        for b, a in zip(self.buttons, self.leaves):
            b.setChecked(a is action)
        self.sentence.setText(self.controller.describe(action))  # the engine's words, nothing computed here
        self.error.setText("")
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
