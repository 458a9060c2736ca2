"""Buttons side by side while their words fit, in order, the next row taking those that do not:
at 100 % text quick entry's pair, fold, Confirm and "Report the final scores…" share one row; at
larger text the long one goes below the others, whole, instead of squeezing "P A pair" to nothing."""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget


def rows_for(needs: list[int], width: int, spacing: int) -> list[int]:
    """How many buttons each row takes, in order: as many as their natural widths allow."""
    rows: list[int] = []
    used = 0
    for need in needs:
        if rows and used + spacing + need <= width:
            rows[-1] += 1
            used += spacing + need
        else:
            rows.append(1)
            used = need
    return rows


class KeyRows(QWidget):
    """``buttons`` in rows (``rows_for``); each button's share of its row follows its words.
    ``relaid()`` is told when the rows change: the panel's height follows."""

    SPACING = 6

    def __init__(self, buttons: list[QPushButton], relaid: Callable[[], None] = lambda: None, parent=None):
        super().__init__(parent)
        self.buttons, self.relaid = buttons, relaid
        self.rows: list[int] = []
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(self.SPACING)
        for b in buttons:
            b.setParent(self)
        self._due = False
        self._place()

    def _place(self) -> None:
        self._due = False
        width = self.width() if self.width() > 100 else 1 << 20  # (not laid out yet: one row)
        needs = [b.sizeHint().width() for b in self.buttons]
        rows = rows_for(needs, width, self.SPACING)
        if rows == self.rows:
            self._stretch(needs)
            return
        first = not self.rows
        self.rows = rows
        lay = self.layout()
        while lay.count():
            row = lay.takeAt(0).layout()
            while row is not None and row.count():
                row.takeAt(0)
        i = 0
        for n in rows:
            row = QHBoxLayout()
            row.setSpacing(self.SPACING)
            for b in self.buttons[i:i + n]:
                row.addWidget(b)
            lay.addLayout(row)
            i += n
        self._stretch(needs)
        if not first:
            self.relaid()

    def _stretch(self, needs: list[int]) -> None:
        """Each button's share of its row as its words' width: none gets less than it needs."""
        lay = self.layout()
        for r in range(lay.count()):
            row = lay.itemAt(r).layout()
            for j in range(row.count()):
                b = row.itemAt(j).widget()
                row.setStretch(j, max(1, needs[self.buttons.index(b)]))

    def _place_later(self) -> None:
        if not self._due:
            self._due = True
            QTimer.singleShot(0, self, self._place)  # once the buttons have their new fonts

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self._place()

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):  # View > Larger text
            self._place_later()
