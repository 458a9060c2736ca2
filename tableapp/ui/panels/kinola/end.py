"""Kinola's part of the table view's end page: the standings (§5.4) first, then the last round
(how the game ended is the big line above) beside every payment of it and of the split.

Under the table's oval on a 1366×768 screen the page has a few lines' room at 100 % text: each
text takes the size that fits it (FitLabel), the payments in one paragraph, so that six players'
split and the "Next game" button stay in sight. At larger text each asks for the height its
wrapped lines need at its smallest size (the window scrolls, nothing is cut)."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from tableapp.ui import style
from tableapp.ui.panels.kit.fit import FitLabel

from .common import tr
from .deal import payment_text


class EndText(FitLabel):
    """A FitLabel that asks for ``lines`` lines of its room, or for all its wrapped lines at its
    smallest size when those are more (larger text, a narrow window)."""

    def __init__(self, largest: float, smallest: float, lines: int, name: str, text: str):
        super().__init__(largest, smallest, lines=lines)
        self.setObjectName(name)
        self.setText(text)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        font = self._font(self._smallest)
        rect = QRectF(0, 0, max(1, width), 1 << 20)
        flags = int(Qt.AlignmentFlag.AlignLeft) | int(Qt.TextFlag.TextWordWrap)
        need = QFontMetricsF(font).boundingRect(rect, flags, self._words(font, rect)).height()
        least = self.fontMetrics().lineSpacing() * self._lines * self._smallest
        return int(max(need, least) + 2.99)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self.updateGeometry()  # the least height follows the width (the window's own counts it)

    def minimumSizeHint(self):
        hint = super().minimumSizeHint()
        if self.width() > 0:
            hint.setHeight(self.heightForWidth(self.width()))
        return hint


def end_widget(view, standings) -> QWidget:
    d = view.detail
    box = QWidget()
    lay = QVBoxLayout(box)
    lay.setContentsMargins(0, 0, 0, 0)
    lines = []
    for place in standings:  # ranks from the engine, chips from the public view
        seat = view.seat(place.name)
        chips = seat.chips if seat else 0
        words = tr("{rank}. {name}: 1 chip") if chips == 1 else tr("{rank}. {name}: {chips} chips")
        lines.append(words.format(rank=place.rank, name=place.name, chips=chips))
    if lines:  # six players' standings on two lines, as bold as the seats' names
        lay.addWidget(EndText(1.2, 0.8, 2, "knStandings", "    ".join(lines)), 2)
    row = QHBoxLayout()
    last = d.get("last_round")
    if last:
        what = tr("Round {k}: {what}.").format(k=last["round"], what=last.get("text", ""))
        row.addWidget(EndText(0.95, 0.7, 5, "knLastRound", what), 3)
    payments = (d.get("split") or {}).get("payments") or (last or {}).get("payments") or []
    if payments:
        paid = EndText(0.95, 0.7, 5 if last else 2, "knPayments", payment_text(payments))
        paid.set_color(style.MUTED)
        row.addWidget(paid, 2)
    if row.count():
        lay.addLayout(row, 3)
    return box
