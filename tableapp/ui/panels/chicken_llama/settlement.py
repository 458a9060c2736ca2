"""The end of a round, in public: the settlement breakdown from the public view (the pot, every
payment and why, the net result, who is out, who deals next), confirmed by the table with one
key (Enter). The reveal itself is shown in the players' rows: each bill's animal side under its
marked common side (see table.py)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

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
        outer.addLayout(lay)
        outer.addStretch(1)
        # the confirm row sits below the scrolling part of the panel: always in sight
        self.footer = QWidget()
        row = QHBoxLayout(self.footer)
        row.setContentsMargins(0, 0, 0, 0)
        self.confirm = None
        if confirm_choice is not None:
            self.confirm = KeyButton(confirm_choice)
            self.confirm.setMinimumHeight(52)
            self.confirm.setProperty("primary", True)
            self.confirm.clicked.connect(self.do_confirm)
            row.addWidget(self.confirm)
        self.error = ErrorLabel()
        row.addWidget(self.error, 1)

    def texts(self) -> list[str]:
        return [w.text() for w in self.lines]

    def do_confirm(self) -> None:
        ok, why = self.submit(self.confirm_choice.action)
        if not ok:
            self.error.setText(why)
