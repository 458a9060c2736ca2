"""The end of a round, in public: the settlement breakdown from the public view (the pot, every
payment and why, the net result, who is out, who deals next), confirmed by the table with one
key (Enter). The reveal itself is shown in the players' rows: each bill's animal side under its
marked common side (see table.py)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget  # noqa: F401

from tableapp.core.views import Choice
from tableapp.ui.panels.kit import KeyButton

from .common import ErrorLabel, label


class SettlementPage(QWidget):
    def __init__(self, submit, view: dict, confirm_choice: Choice | None, parent=None):
        super().__init__(parent)
        self.submit = submit
        self.confirm_choice = confirm_choice
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(6)
        if view.get("game_winner"):
            banner = label(QCoreApplication.translate(
                "ChickenLlamaPanel", "{name} wins the game!").format(name=view["game_winner"]), role="title", wrap=True)
            banner.setProperty("cl", "winner")
            outer.addWidget(banner)
        lay = QVBoxLayout()
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(2)
        self.lines = []
        for line in view.get("settlement", []):
            moves = bool(line.get("amount"))
            w = label(("→ " if moves else "") + line["text"], wrap=True)
            w.setProperty("cl", "move" if moves else "line")
            lay.addWidget(w)
            self.lines.append(w)
        # two columns, so that five players' revealed bills above still leave it on a 1366×768 screen:
        # the breakdown, and Confirm beside it (never below the window's edge)
        columns = QHBoxLayout()
        columns.setSpacing(16)
        columns.addLayout(lay, 1)
        self.confirm_box = QWidget()
        row = QVBoxLayout(self.confirm_box)
        row.setContentsMargins(0, 0, 0, 0)
        self.confirm = None
        if confirm_choice is not None:
            self.confirm = KeyButton(confirm_choice, role="choiceSmall")
            self.confirm.setMinimumHeight(44)
            self.confirm.setProperty("primary", True)
            self.confirm.clicked.connect(self.do_confirm)
            row.addWidget(self.confirm)
        self.error = ErrorLabel()
        row.addWidget(self.error)
        row.addStretch(1)
        if self.confirm is not None:  # its whole label, always: the breakdown wraps instead
            self.confirm.setMinimumWidth(self.confirm.sizeHint().width())
        columns.addWidget(self.confirm_box, 0, Qt.AlignmentFlag.AlignTop)
        outer.addLayout(columns)
        outer.addStretch(1)

    def texts(self) -> list[str]:
        return [w.text() for w in self.lines]

    def do_confirm(self) -> None:
        ok, why = self.submit(self.confirm_choice.action)
        if not ok:
            self.error.setText(why)
