"""A text of the end page that fits its room (end.py): a list, one item a line, or a paragraph, as
large as the room allows between its largest and smallest sizes; at larger text its smallest size
goes lower, never below its size at 100 % (the window may scroll, and the room goes to the rest)."""
from __future__ import annotations

import re

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QFont, QFontMetricsF

from tableapp.ui import style
from tableapp.ui.panels.kit.fit import FitLabel
from tableapp.ui.widgets.one_line import NO_BREAK_SPACE, keep_words

COUNT = re.compile(r"(\d) ")  # a number and the word after it


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
        return style.larger_text(self.font().pointSizeF())

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
