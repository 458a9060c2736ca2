"""Kinola's part of the table view's end page (how the game ended is the big line above): the
standings (§5.4), every payment of the split (or of the last round), and the last round itself.

The standings say all the oval of seats would (every player's chips, and their place), so the oval
gives them its room (the panel's ``oval_at_end``). The standings and the payments are lists, one a
line, read from the chairs: side by side when half the page holds their lines, else one over the
other; the last round's story under them, smaller (the game log has it too). Each text is as large
as its room allows (FitLabel), down to a size that still reads from the chairs: at 100 % text the
page fits the window without scrolling. At larger text their smallest sizes go lower (never below
their size at 100 %), the window may scroll, and the page keeps the Next game button in sight with
as much of the result above it as the window shows."""
from __future__ import annotations

import re

from PySide6.QtCore import QPoint, QRect, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QGridLayout, QWidget

from tableapp.ui import style
from tableapp.ui.panels.kit.fit import FitLabel
from tableapp.ui.panels.kit.sight import controls_span, outer_scroll, scroll_to
from tableapp.ui.widgets.one_line import NO_BREAK_SPACE, keep_words

from .common import tr
from .deal import payment_lines

COUNT = re.compile(r"(\d) ")  # a number and the word after it
LARGER = 1.2  # the app's text over 1.2 times its usual size: View > Larger text


class EndText(FitLabel):
    """A FitLabel of one or more lines (a list: one item a line, each wrapped between its words
    when it must), as tall as its lines at the largest size when the page has the room, and never
    lower than they are at the smallest size (``smallest``, or ``larger_smallest`` at larger
    text, but never below the smallest size at 100 %)."""

    def __init__(self, largest: float, smallest: float, larger_smallest: float, name: str, text: str):
        lines = text.count("\n") + 1
        super().__init__(largest, smallest, lines=2 * lines)  # (a long item may take two lines)
        self._least_100 = smallest
        self._least_larger = larger_smallest
        self.setObjectName(name)
        self.setText(text)

    def larger(self) -> bool:
        return self.font().pointSizeF() > style.BASE_PT * LARGER

    def rescaled(self) -> None:
        """The smallest size for the app's text size of the moment."""
        least = self._least_100
        if self.larger():
            least = max(self._least_larger, self._least_100 * style.BASE_PT / self.font().pointSizeF())
        if least != self._smallest:
            self._smallest = least
            self.updateGeometry()

    def changeEvent(self, event) -> None:
        if event.type() == event.Type.FontChange:
            self.rescaled()
        super().changeEvent(event)

    def _fit(self, rect: QRectF) -> tuple[QFont, int]:
        """The largest font whose lines all fit the box. A list keeps each item on its line (a name
        never split) down to its smallest size, and wraps (between words) only then; a paragraph
        wraps at any size. Below the smallest size only when even that does not fit (the tooltip
        has it all). (FitLabel's own counts a single line's height.)"""
        top = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        wrap = top | int(Qt.TextFlag.TextWordWrap)

        def fits(font: QFont, flags: int) -> bool:
            text = self._words(font, rect) if flags & int(Qt.TextFlag.TextWordWrap) else self._text
            box = QFontMetricsF(font).boundingRect(rect, flags, text)
            return box.height() <= rect.height() + 0.5 and box.width() <= rect.width() + 0.5

        factor = self._largest
        while True:  # one line an item
            if fits(self._font(factor), top):
                return self._font(factor), top
            if factor <= self._smallest + 1e-6:
                break
            factor = max(self._smallest, factor * 0.95)
        factor = self._smallest if "\n" in self._text else self._largest
        floor = min(self._smallest, 0.6)
        while True:
            font = self._font(factor)
            if fits(font, wrap) or factor <= floor or font.pointSizeF() <= 7.0:
                return font, wrap
            factor = max(self._smallest, factor * 0.95) if factor > self._smallest else max(floor, factor * 0.92)

    def preferred_height(self, width: int) -> int:
        """Its height at ``width`` with all the room it wants (the size ``_fit`` picks then)."""
        rect = QRectF(0, 0, max(1, width), 1 << 20)
        font, flags = self._fit(rect)
        text = self._words(font, rect) if flags & int(Qt.TextFlag.TextWordWrap) else self._text
        return int(QFontMetricsF(font).boundingRect(rect, flags, text).height() + 2.99)

    def _words(self, font, rect: QRectF) -> str:
        fm = QFontMetricsF(font)
        # a count stays with the word after it ("226 chips", "294 チップ", "25 を受け取る")
        lines = (COUNT.sub("\\1" + NO_BREAK_SPACE, line) for line in self._text.split("\n"))
        return "\n".join(keep_words(line, lambda w: fm.horizontalAdvance(w) <= rect.width()) for line in lines)

    def widest(self, factor: float) -> float:
        """Its longest line, unwrapped, at ``factor`` times the app's text size."""
        fm = QFontMetricsF(self._font(factor))
        return max(fm.horizontalAdvance(line) for line in self._text.split("\n"))

    def height_at(self, width: int, factor: float) -> int:
        font = self._font(factor)
        rect = QRectF(0, 0, max(1, width), 1 << 20)
        flags = int(Qt.AlignmentFlag.AlignLeft) | int(Qt.TextFlag.TextWordWrap)
        return int(QFontMetricsF(font).boundingRect(rect, flags, self._words(font, rect)).height() + 2.99)

    def sizeHint(self) -> QSize:
        width = self.width() if self.width() > 0 else 400
        return QSize(200, self.preferred_height(width))

    def minimumSizeHint(self) -> QSize:
        width = self.width() if self.width() > 0 else 400
        return QSize(60, self.height_at(width, self._smallest))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self.updateGeometry()  # its heights follow its width


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
        self._arrange(self.side_by_side(self.width()), self.font().pointSizeF() > style.BASE_PT * LARGER)
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
