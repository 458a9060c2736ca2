"""Who leaves the game? Shared by every game's panel: one button per player the engine lets
leave, keyed by the seat's number in the game (1-9, 0 for the tenth: a seat keeps its number when
someone before it has left), the engine's own sentence for what will happen, and nothing changes
until "Leave for good" (Enter) is pressed; Esc cancels. A key that picks nobody says why."""
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
        self.seats = list(controller.players) or [a.by for a in leaves]
        for action in leaves:
            i = self.seats.index(action.by) if action.by in self.seats else len(self.seats)
            key = seat_key(i)
            b = QPushButton(f"{key}   {action.by}" if key else action.by)
            b.setProperty("role", "choice")
            b.setCheckable(True)
            b.setAutoDefault(False)  # Enter confirms the choice (the default button), never re-picks
            b.setMinimumHeight(48)
            if key:
                b.setShortcut(QKeySequence(key))
            b.clicked.connect(lambda _=False, a=action: self.choose(a))
            grid.addWidget(b, i // 3, i % 3)  # its seat's place: the grid keeps its shape from leave to leave
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
        ok.setDefault(True)  # Enter: before a choice it says to choose (try_leave)
        self.box.accepted.connect(self.try_leave)
        self.box.rejected.connect(self.reject)
        lay.addWidget(self.box)

    def choose(self, action) -> None:
        self.chosen = action
        for b, a in zip(self.buttons, self.leaves):
            b.setChecked(a is action)
        self.sentence.setText(self.controller.describe(action))  # the engine's words, nothing computed here
        self.error.setText("")

    def keyPressEvent(self, event) -> None:
        """A seat's number that no button answers (its player already left, or may not leave now): why."""
        text = event.text()
        seat = next((name for i, name in enumerate(self.seats) if text and seat_key(i) == text), None)
        if seat is not None:
            self.error.setText(self._why_not(seat))
            return
        super().keyPressEvent(event)

    def _why_not(self, seat: str) -> str:
        tr = QCoreApplication.translate
        try:
            why = self.controller.refusal(self.controller.parse_action({"by": seat, "do": "leave"}))
        except ValueError:
            why = None
        return why or tr("LeaveDialog", "{name} cannot leave the game now.").format(name=seat)

    def try_leave(self) -> None:
        if self.chosen is None:
            self.error.setText(QCoreApplication.translate(
                "LeaveDialog", "Choose who leaves first: press their seat's number."))
            return
        if self.controller.submit(self.chosen):
            self.accept()
        else:
            self.error.setText(self.controller.last_error or "")


def seat_key(index: int) -> str:
    """The key of the seat at ``index`` (from 0): 1-9, then 0 for the tenth; none beyond."""
    return str(index + 1) if index < 9 else "0" if index == 9 else ""
