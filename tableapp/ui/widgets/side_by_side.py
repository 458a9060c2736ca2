"""A row that becomes a column when it is too narrow: its parts side by side while the width holds
them all at their least, else one above the other.

At larger text a row of big controls (Accept beside Challenge, a keypad beside Confirm) would
otherwise make the whole table wider than the window, and the page would scroll sideways, where
nobody looks for the rest of the table. Its least width is the widest part's, so it never asks
the window for the row's whole width."""
from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtWidgets import QBoxLayout


class SideBySide(QBoxLayout):
    ACROSS = QBoxLayout.Direction.LeftToRight
    DOWN = QBoxLayout.Direction.TopToBottom

    def __init__(self, parent=None, spacing: int = 8):
        super().__init__(self.ACROSS, parent)
        self.setSpacing(spacing)
        self._stretches: list[int] | None = None  # the parts' stretches across, kept while down

    def _shown(self) -> list:
        return [self.itemAt(i) for i in range(self.count()) if not self.itemAt(i).isEmpty()]

    def across_width(self) -> int:
        """The width the parts need side by side, each at its least."""
        items = self._shown()
        m = self.contentsMargins()
        return (sum(item.minimumSize().width() for item in items) + self.spacing() * max(0, len(items) - 1)
                + m.left() + m.right())

    def minimumSize(self) -> QSize:
        size = super().minimumSize()
        if self.direction() != self.ACROSS:
            return size
        m = self.contentsMargins()
        widest = max((item.minimumSize().width() for item in self._shown()), default=0)
        return QSize(widest + m.left() + m.right(), size.height())

    def sizeHint(self) -> QSize:
        # as wide as the parts side by side, turned down or not: a row given only its hint's width
        # (the reroll count beside a stretch) otherwise stayed down for good once a shorter label
        # had turned it (its hint, down, is the widest part's), a row above the call picker lost
        size = super().sizeHint()
        if self.direction() == self.ACROSS:
            return size
        m = self.contentsMargins()
        across = (sum(item.sizeHint().width() for item in self._shown()) + self.spacing() * max(0, len(self._shown()) - 1)
                  + m.left() + m.right())
        return QSize(max(size.width(), across), size.height())

    def setGeometry(self, rect: QRect) -> None:
        direction = self.ACROSS if rect.width() >= self.across_width() else self.DOWN
        if direction != self.direction():
            self._turn(direction)  # (the parent then asks our new least height and lays us out again)
        super().setGeometry(rect)

    def _turn(self, direction) -> None:
        """Down, the parts keep their own heights, packed at the top (a stretch meant to share the
        width would open gaps between them); across again, their stretches come back. (The parts are
        all added before the first layout.)"""
        if direction == self.DOWN:
            self._stretches = [self.stretch(i) for i in range(self.count())]
            for i in range(self.count()):
                self.setStretch(i, 0)
            self.addStretch(1)  # the room left, under the last part
        else:
            self.takeAt(self.count() - 1)  # that stretch
            for i, stretch in enumerate(self._stretches or []):
                self.setStretch(i, stretch)
        self.setDirection(direction)

    def is_across(self) -> bool:
        return self.direction() == self.ACROSS
