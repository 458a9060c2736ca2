"""Who leaves the game? Shared by every game's panel: one button per player the engine lets
leave (keys 1-9), the engine's own sentence for what will happen, and nothing changes until
"Leave for good" (Enter) is pressed; Esc cancels."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QGridLayout, QLabel, QPushButton, QVBoxLayout


class LeaveDialog(QDialog):
    def __init__(self, controller, leaves: list, parent=None):
        super().__init__(parent)
        tr = QCoreApplication.translate
        self.controller = controller
        self.leaves = leaves
        self.chosen = None
        self.setWindowTitle(tr("LeaveDialog", "A player leaves the game"))
        lay = QVBoxLayout(self)
        lay.setSizeConstraint(QVBoxLayout.SizeConstraint.SetMinimumSize)  # grows with the sentence
        lay.setSpacing(10)
        head = QLabel(tr("LeaveDialog", "Who leaves the game for good?"))
        head.setProperty("role", "heading")
        lay.addWidget(head)
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
        self.sentence = QLabel(tr("LeaveDialog", "Choose a player."))
        self.sentence.setWordWrap(True)
        font = self.sentence.font()
        font.setBold(True)
        self.sentence.setFont(font)
        self.sentence.setMinimumWidth(560)
        self.sentence.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.sentence.setMinimumHeight(self.sentence.fontMetrics().lineSpacing() * 4)  # room for the engine's words
        lay.addWidget(self.sentence)
        self.error = QLabel()
        self.error.setProperty("role", "error")
        self.error.setWordWrap(True)
        lay.addWidget(self.error)
        self.box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        ok = self.box.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(tr("LeaveDialog", "Leave for good"))
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
