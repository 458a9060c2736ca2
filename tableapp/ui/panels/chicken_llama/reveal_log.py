"""House option H9 (rules §7.5): the public log of past reveals. Every bill shown at a reveal
(R5b, R10) appears as its common side, with the marks it had then, beside its animal side, so
the table can look up what the marks meant. Newest round first. Only what the engine's public
view lists (``view(state, None)["reveal_log"]``, present only when H9 is on) is drawn; the
pictures depend on the marks and the animal only (tableapp/ui/art/bills.py)."""
from __future__ import annotations

from itertools import groupby

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QFrame, QGridLayout, QHBoxLayout, QLabel, QScrollArea,
                               QVBoxLayout, QWidget)

from tableapp.ui.art.bills import bill_animal_pixmap, bill_back_pixmap

from .common import bill_height, label

LOG_KEY = "Ctrl+R"


def animal_word(animal: str) -> str:
    if animal == "llama":
        return QCoreApplication.translate("ChickenLlamaPanel", "llama")
    if animal == "chicken":
        return QCoreApplication.translate("ChickenLlamaPanel", "chicken")
    return animal


class RevealLogDialog(QDialog):
    """The log, newest round first: per round its players, per player their bills in the order
    received, each as [common side with marks][animal side]. ``entries`` lists what is shown,
    in the order shown: (round, holder, marks, animal)."""

    def __init__(self, log: list[dict], parent=None):
        super().__init__(parent)
        tr = QCoreApplication.translate
        self.setWindowTitle(tr("ChickenLlamaPanel", "Reveal log"))
        self.entries: list[tuple[int, str, tuple[str, ...], str]] = []
        lay = QVBoxLayout(self)
        lay.addWidget(label(tr("ChickenLlamaPanel", "Reveal log"), role="heading"))
        hint = label(tr("ChickenLlamaPanel", "Every bill shown at a reveal: its common side with the marks it had "
                                             "then, beside its animal. Newest first."), role="muted", wrap=True)
        lay.addWidget(hint)
        area = QScrollArea()
        area.setWidgetResizable(True)
        area.setFrameShape(QFrame.Shape.NoFrame)
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        inner = QWidget()
        body = QVBoxLayout(inner)
        body.setContentsMargins(0, 0, 8, 0)
        body.setSpacing(4)
        h = bill_height(self, 2.0)
        size = QSize(round(h * 2.1), round(h * 1.05))
        rounds = sorted({e["round"] for e in log}, reverse=True)
        widest = 0
        for rnd in rounds:
            body.addWidget(label(tr("ChickenLlamaPanel", "Round {n}").format(n=rnd), name="prompt"))
            grid = QGridLayout()
            grid.setHorizontalSpacing(14)
            grid.setVerticalSpacing(6)
            in_round = [e for e in log if e["round"] == rnd]
            for row, (holder, bills) in enumerate(groupby(in_round, key=lambda e: e["holder"])):
                name = label(holder, name="seatName")
                grid.addWidget(name, row, 0, Qt.AlignmentFlag.AlignVCenter)
                pairs = QHBoxLayout()
                pairs.setSpacing(18)
                for n, e in enumerate(bills, start=1):
                    pairs.addWidget(self._pair(holder, n, e, size))
                    self.entries.append((rnd, holder, tuple(e["marks"]), e["animal"]))
                    widest = max(widest, n)
                pairs.addStretch(1)
                grid.addLayout(pairs, row, 1)
            grid.setColumnStretch(1, 1)
            body.addLayout(grid)
        if not log:
            body.addWidget(label(tr("ChickenLlamaPanel", "No reveal yet."), role="muted"))
        body.addStretch(1)
        area.setWidget(inner)
        lay.addWidget(area, 1)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        box.rejected.connect(self.reject)
        box.button(QDialogButtonBox.StandardButton.Close).setDefault(True)
        lay.addWidget(box)
        pair_w = size.width() * 2 + 2 + 18
        self.resize(min(1100, max(620, 160 + pair_w * max(widest, 2))), 620)

    @staticmethod
    def _pair(holder: str, n: int, entry: dict, size: QSize) -> QWidget:
        """One bill: the common side (marks) beside the animal side."""
        box = QWidget()
        box.setProperty("cl", "clear")
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(2)
        back = QLabel()
        back.setPixmap(bill_back_pixmap(entry["marks"], size))
        animal = QLabel()
        animal.setPixmap(bill_animal_pixmap(entry["animal"], size))
        row.addWidget(back)
        row.addWidget(animal)
        text = QCoreApplication.translate("ChickenLlamaPanel", "{name}'s bill {n}: {animal}").format(
            name=holder, n=n, animal=animal_word(entry["animal"]))
        box.setToolTip(text)
        box.setAccessibleName(text)
        return box
