"""At larger text a panel's seats (tiles, rows) scroll in an area of their own, a row or two in sight:
the seat whose turn it is is scrolled into that area when the turn passes to it, its name first. The
table looked at the first seats while the fifth was to act (issue 11: whose turn is what the table
reads first). Only when the turn moves: a player who scrolled to look at another seat is not pulled
back at every refresh of the same turn."""
from __future__ import annotations

from PySide6.QtCore import QObject, QPoint, QRect, QTimer
from PySide6.QtWidgets import QScrollArea, QWidget
from shiboken6 import isValid

from .sight import scroll_to


class SeatInView(QObject):
    """``follow(seat_widget, name)`` after each refresh of the panel owning ``area``."""

    def __init__(self, area: QScrollArea):
        super().__init__(area)
        self.area = area
        self._name: str | None = None  # whose turn was last scrolled to
        self._seat: QWidget | None = None
        # the area laid out anew (its height given by the panel a moment later, a new text size): the
        # seat of the turn in sight again; the player's own scrolling changes the value, not the range
        area.verticalScrollBar().rangeChanged.connect(lambda *_range: self.now())

    def follow(self, seat: QWidget | None, name: str | None) -> None:
        if name == self._name and seat is self._seat:
            return  # (the same turn: a seat built only now, at the panel's first refresh, still counts)
        self._name, self._seat = name, seat
        if seat is not None:
            QTimer.singleShot(0, self, self.now)  # once laid out: the seat's place may change with this refresh

    def now(self) -> None:
        seat, area = self._seat, self.area
        if seat is None or not isValid(seat) or area.widget() is None or not seat.isVisible():
            return
        if area.verticalScrollBar().maximum() > 0:  # (100 % text: every seat in sight)
            # the whole seat, or its top (its name) when it is taller than the area
            scroll_to(area, QRect(seat.mapTo(area.widget(), QPoint(0, 0)), seat.size()), top_first=True)
