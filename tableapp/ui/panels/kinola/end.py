"""Kinola's part of the table view's end page (how the game ended is the big line above): the
standings (§5.4), every payment of the split (or of the last round), and the last round itself.

The standings say all the oval of seats would (every player's chips, and their place), so the oval
gives them its room (the panel's ``oval_at_end``). The standings and the payments are lists, one a
line, read from the chairs: side by side when half the page holds their lines, else one over the
other; the last round's story under them, smaller (the game log has it too). Each text is as large
as its room allows (end_text.py), down to a size that still reads from the chairs: at 100 % text
the page fits the window without scrolling. At larger text their smallest sizes go lower (never
below their size at 100 %), the window may scroll, the last round goes above the lists (it scrolls
away first), and the page keeps the Next game button in sight with as much of the result above it
as the window shows."""
from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QTimer
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QGridLayout, QWidget

from tableapp.ui import style
from tableapp.ui.panels.kit.sight import controls_span, outer_scroll, scroll_to

from .common import tr
from .deal import payment_lines
from .end_text import EndText


class EndView(QWidget):
    """The standings, the payments and the last round (each may be missing), arranged for the width;
    the end page's controls (Next game) kept in sight when the window scrolls."""

    GAP = 24  # between the two columns

    def __init__(self, standings: str, payments: str, last: str, parent=None):
        super().__init__(parent)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(self.GAP)
        self.grid.setVerticalSpacing(8)
        self.standings = EndText(1.8, 1.1, 0.8, "knStandings", standings) if standings else None
        self.payments = EndText(1.5, 1.0, 0.75, "knPayments", payments) if payments else None
        self.last = EndText(1.1, 0.8, 0.6, "knLastRound", last) if last else None
        if self.last is not None:
            self.last.set_color(style.MUTED)
        self._shape: tuple[bool, bool] | None = None  # (side by side, the last round first)
        self._area = None
        self._arrange(True, False)

    def hasHeightForWidth(self) -> bool:
        return False  # its texts' heights follow their widths once laid out (EndText's hints)

    def side_by_side(self, width: int) -> bool:
        """The standings and the payments side by side: when each list's items are whole on their
        lines in half the width at their smallest size, or when, wrapped there, the two lists are
        still lower than one over the other (by a line or more)."""
        if self.standings is None or self.payments is None:
            return False
        lists = (self.standings, self.payments)
        half = (width - self.GAP) // 2
        if all(t.widest(t._smallest) <= half for t in lists):
            return True
        side = max(t.height_at(half, t._smallest) for t in lists)
        stacked = sum(t.height_at(width, t._smallest) for t in lists) + self.grid.verticalSpacing()
        line = QFontMetricsF(self.payments._font(self.payments._smallest)).lineSpacing()
        return side <= stacked - line

    def _arrange(self, side: bool, last_first: bool) -> None:
        """The two lists side by side or one over the other; the last round under them, or above
        them at larger text (where the window scrolls, it scrolls away before the lists do)."""
        if (side, last_first) == self._shape:
            return
        self._shape = (side, last_first)
        for t in (self.standings, self.payments, self.last):
            if t is not None:
                self.grid.removeWidget(t)
        rows: list[list[EndText]] = [[self.standings, self.payments]] if side else [[self.standings], [self.payments]]
        if self.last is not None:
            rows.insert(0 if last_first else len(rows), [self.last])
        row = 0
        for parts in rows:
            parts = [t for t in parts if t is not None]
            for c, t in enumerate(parts):
                self.grid.addWidget(t, row, c, 1, 2 // len(parts))
            row += bool(parts)
        for c in (0, 1):
            self.grid.setColumnStretch(c, 1)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._arrange(self.side_by_side(self.width()), style.larger_text(self.font().pointSizeF()))
        QTimer.singleShot(0, self, self.keep_in_sight)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        for t in (self.standings, self.payments, self.last):
            if t is not None:
                t.rescaled()  # (the app's text size is known once the page is shown)
        area = outer_scroll(self)
        if area is not None and area is not self._area:
            self._area = area
            area.verticalScrollBar().rangeChanged.connect(self._laid_out)
        QTimer.singleShot(0, self, self.keep_in_sight)

    def _laid_out(self, *_range) -> None:
        QTimer.singleShot(0, self, self.keep_in_sight)

    def keep_in_sight(self) -> None:
        """Larger text, the window scrolled: the end page's controls in sight, with as much of the
        result above them as fits (the game's title and the big line scroll away first)."""
        area, page = self._area, self.parentWidget()
        if area is None or page is None or not self.isVisible() or area.widget() is None:
            return
        if area.verticalScrollBar().maximum() <= 0:
            return  # the page fits the window (100 % text)
        inner = area.widget()
        span = controls_span(page, inner).united(QRect(self.mapTo(inner, QPoint(0, 0)), self.size()))
        scroll_to(area, span)


def end_widget(view, standings) -> QWidget:
    d = view.detail
    lines = []
    for place in standings:  # ranks from the engine, chips from the public view
        seat = view.seat(place.name)
        chips = seat.chips if seat else 0
        words = tr("{rank}. {name}: 1 chip") if chips == 1 else tr("{rank}. {name}: {chips} chips")
        lines.append(words.format(rank=place.rank, name=place.name, chips=chips))
    last = d.get("last_round")
    what = tr("Round {k}: {what}.").format(k=last["round"], what=last.get("text", "")) if last else ""
    payments = (d.get("split") or {}).get("payments") or (last or {}).get("payments") or []
    return EndView("\n".join(lines), payment_lines(payments), what)
