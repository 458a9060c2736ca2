"""A label on one line that ends in "…" when its text is too long for it, instead of being cut
or making its window wider. ``text()`` stays the whole text (for tests, tooltips and screen
readers); only the drawing is shortened."""
from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QLabel


class OneLineLabel(QLabel):
    """A label drawn on one line, elided at the end when too long. ``text()`` is the whole text."""

    # No Qt enums are touched before the first paint (the banner is built before it): the small
    # minimum size hint alone lets the label shrink below its text's width.

    def minimumSizeHint(self) -> QSize:
        return QSize(10, self.fontMetrics().height())

    def sizeHint(self) -> QSize:
        return QSize(self.fontMetrics().horizontalAdvance(self.text()), self.fontMetrics().height())

    def shown_text(self) -> str:
        """The text as drawn: whole, or cut with "…" to the label's width."""
        from PySide6.QtCore import Qt

        return self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, self.contentsRect().width())

    def is_elided(self) -> bool:
        return self.shown_text() != self.text()

    def paintEvent(self, event) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtGui import QPainter

        painter = QPainter(self)
        align = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.style().drawItemText(painter, self.contentsRect(), align, self.palette(), self.isEnabled(),
                                  self.shown_text(), self.foregroundRole())
        painter.end()


WORD_JOINER = "\u2060"  # no line break here; drawn as nothing


def keep_words(text: str, fits=None) -> str:
    """``text`` that may break only at its spaces. Japanese has no spaces and Qt would break it
    between any two characters ("渡してくだ／さい", "中／村"); its space-separated chunks ("画面を", a
    name, "さんに渡してください") are the sensible places. ``fits(chunk)``: False for a chunk too
    wide for the line, which may then break anywhere after all (better than being cut)."""
    return " ".join(w if w.isascii() or (fits is not None and not fits(w)) else WORD_JOINER.join(w)
                    for w in text.split(" "))


class KeepWordsLabel(QLabel):
    """A word-wrapped label whose Japanese breaks only between its space-separated words (see
    ``keep_words``), unless a word alone is wider than the label. ``text()`` is the text as given."""

    def __init__(self, text: str = "", parent=None):
        super().__init__(parent)
        self._plain = ""
        self.setWordWrap(True)
        if text:
            self.setText(text)

    def setText(self, text: str) -> None:
        self._plain = text
        self.setAccessibleName(text)
        self._show_words()

    def text(self) -> str:
        return self._plain

    def plain_text(self) -> str:
        return self._plain

    def _show_words(self) -> None:
        from PySide6.QtGui import QFontMetricsF

        room = self.contentsRect().width() - 2 * self.margin() - 4
        fm = QFontMetricsF(self.font())
        shown = keep_words(self._plain, (lambda w: fm.horizontalAdvance(w) <= room) if room > 20 else None)
        if QLabel.text(self) != shown:
            QLabel.setText(self, shown)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._show_words()

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        from PySide6.QtCore import QEvent

        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._show_words()


class ShrinkLabel(KeepWordsLabel):
    """Large text that stays on one line when it can: the font shrinks (from ``factor`` down to
    ``smallest`` times the app's text size) before the text wraps onto a second line. The table's
    big public line keeps its height from turn to turn, and leaves the panel its room on a small
    screen. Japanese wraps only between its words (``keep_words``)."""

    def __init__(self, factor: float, smallest: float, parent=None):
        self._factor, self._smallest = factor, smallest
        super().__init__(parent=parent)

    def setText(self, text: str) -> None:
        super().setText(text)
        self._fit()

    def _full_line(self) -> int:
        """One line at the largest size: the height a shorter font keeps (so the table below does not
        move, and re-place every seat, each time the line shrinks a little for a longer text)."""
        from PySide6.QtGui import QFont, QFontMetricsF

        size = (self.parentWidget() or self).font().pointSizeF() * self._factor
        extra = self.height() - self.contentsRect().height() + 2 * self.margin()
        if getattr(self, "_line_for", None) != (size, extra):  # the layout asks on every change
            font = QFont(self.font())
            font.setPointSizeF(size)
            self._line_for = (size, extra)
            self._line = int(QFontMetricsF(font).lineSpacing() + 0.99) + max(0, extra)
        return self._line

    def heightForWidth(self, width: int) -> int:
        return max(super().heightForWidth(width), self._full_line())

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(hint.width(), max(hint.height(), self._full_line()))

    def minimumSizeHint(self) -> QSize:
        # one line at the smallest size: the window's minimum does not follow the size chosen for
        # the current width (that would make the page's scroll bar come and go)
        from PySide6.QtGui import QFont, QFontMetricsF

        font = QFont(self.font())
        font.setPointSizeF((self.parentWidget() or self).font().pointSizeF() * self._smallest)
        extra = self.height() - self.contentsRect().height() + 2 * self.margin()
        return QSize(60, int(QFontMetricsF(font).lineSpacing() + 0.99) + max(0, extra))

    def point_size(self) -> float:
        """As large as fits on one line, between ``smallest`` and ``factor`` times the app's text size."""
        from PySide6.QtGui import QFont, QFontMetricsF

        base = (self.parentWidget() or self).font().pointSizeF()
        # QLabel wraps a little before its contents width: a style sheet's padding counts twice
        chrome = self.width() - self.contentsRect().width()
        room = self.width() - 2 * chrome - 2 * self.margin() - 6
        font = QFont(self.font())
        size = base * self._factor
        while size > base * self._smallest:
            font.setPointSizeF(size)
            if QFontMetricsF(font).horizontalAdvance(self._plain) <= room:
                return size
            size *= 0.95
        return base * self._smallest

    def _fit(self) -> None:
        if self.width() <= 0:
            return
        sheet = f"font-size: {self.point_size():.1f}pt;"
        if self.styleSheet() != sheet:
            self.setStyleSheet(sheet)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()
        self._show_words()

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        from PySide6.QtCore import QEvent

        # a new parent, or a new text size (the app's style sheet changed): fit again (setting our
        # own size below is a style change too, which then finds nothing to change)
        if event.type() in (QEvent.Type.ParentChange, QEvent.Type.StyleChange, QEvent.Type.FontChange):
            self._fit()
            self._show_words()
