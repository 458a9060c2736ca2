"""Text that fits: a button whose bold text shrinks to its width, and a label as large as its room
allows (a call or a verdict must read from across the table, however long, in any language)."""
from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QPushButton, QSizePolicy, QWidget

from tableapp.ui import style
from tableapp.ui.widgets.one_line import keep_words

from .scale import restyle, sized


class FitButton(QPushButton):
    """A push button whose bold text shrinks (from ``largest`` down to ``smallest`` times the
    app's text size) to fit its width: a long call must not be cut, in any language."""

    PADDING = 40  # the padding and border around the text

    def __init__(self, largest: float, smallest: float, extra: str = "", parent=None):
        super().__init__(parent)
        self._largest, self._smallest, self._extra = largest, smallest, extra
        self._texts: list[str] = []  # set_texts: the shorter ones, for a button too narrow for the first
        sized(self, largest, extra)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setMinimumWidth(0)

    def setText(self, text: str) -> None:
        if self._texts:  # (the tooltip was set_texts')
            self._texts = []
            self.setToolTip("")
        self._show(text)

    def set_texts(self, *texts: str) -> None:
        """The first text that fits the width even at the smallest size, else the last (e.g. "Call
        Four Jacks ⏎", then "Call ⏎": a long call at large text was cut on both sides, "ll Four Jacks");
        the tooltip says the first."""
        self._texts = list(texts)
        self.setToolTip(texts[0] if len(texts) > 1 else "")
        self._fit()

    def _show(self, text: str) -> None:
        if super().text() != text:
            super().setText(text)
        self._fit_size()

    def _fit(self) -> None:
        if not self._texts:
            self._fit_size()
            return
        room = self.width() - self.PADDING
        fm = QFontMetricsF(self._font(self._smallest))
        self._show(next((t for t in self._texts if fm.horizontalAdvance(t) <= room), self._texts[-1]))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()

    def _font(self, factor: float) -> QFont:
        f = QFont(self.font())
        f.setPointSizeF(max(7, round(float(self.property("ldBase") or style.BASE_PT) * factor)))  # as apply_size
        f.setBold(True)
        return f

    def least_width(self) -> int:
        """The narrowest this button may be with its text whole (at the smallest size)."""
        return int(QFontMetricsF(self._font(self._smallest)).horizontalAdvance(self.text()) + 0.99) + self.PADDING

    def _fit_size(self) -> None:
        base = float(self.property("ldBase") or style.BASE_PT)
        room = self.width() - self.PADDING
        factor = self._largest
        while factor > self._smallest:
            if QFontMetricsF(self._font(factor)).horizontalAdvance(self.text()) <= room:
                break
            factor = max(self._smallest, factor * 0.93)
        if abs(float(self.property("ldFactor") or 0) - factor) > 1e-6:
            sized(self, factor, self._extra)
            restyle(self, base)


class FitLabel(QWidget):
    """Bold text as large as fits (up to ``lines`` lines) between ``smallest`` and ``largest``
    times the app's text size: the current call must read from across the table, however long."""

    def __init__(self, largest: float, smallest: float, lines: int = 2, color: str | None = None, parent=None):
        super().__init__(parent)
        self._text = ""
        self._largest, self._smallest, self._lines = largest, smallest, lines
        self._color = QColor(color or style.INK)  # the theme of the moment (Settings > Theme)
        self._align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def text(self) -> str:
        return self._text

    def setText(self, text: str) -> None:
        if text != self._text:
            self._text = text
            self.setAccessibleName(text)
            self.setToolTip(text)  # the whole text, should even the smallest size not hold it
            self.update()

    def set_smallest(self, smallest: float) -> None:
        """A new floor (e.g. a lower one at larger text, where the 100% size is still readable)."""
        if smallest != self._smallest:
            self._smallest = smallest
            self.update()

    def set_color(self, color: str) -> None:
        self._color = QColor(color or style.INK)  # the theme of the moment (Settings > Theme)
        self.update()

    def setAlignment(self, align) -> None:
        self._align = align
        self.update()

    def _font(self, factor: float) -> QFont:
        f = QFont(self.font())
        f.setPointSizeF(max(7.0, self.font().pointSizeF() * factor))
        f.setBold(True)
        return f

    def sizeHint(self) -> QSize:
        h = QFontMetricsF(self._font(self._largest)).lineSpacing()
        return QSize(200, round(h * min(self._lines, 1.6)))

    def minimumSizeHint(self) -> QSize:
        return QSize(60, round(QFontMetricsF(self._font(self._smallest)).lineSpacing() * 1.1))

    def changeEvent(self, event) -> None:
        if event.type() == event.Type.FontChange:
            self.updateGeometry()
        super().changeEvent(event)

    def _words(self, font: QFont, rect: QRectF) -> str:
        """The text as wrapped: Japanese breaks only between words and phrases (``keep_words``)."""
        fm = QFontMetricsF(font)
        return keep_words(self._text, lambda w: fm.horizontalAdvance(w) <= rect.width())

    def _fitting(self, rect: QRectF) -> tuple[QFont, int]:
        """``_fit`` for this text, box and font, kept until one of them changes (a repaint that
        changed nothing here measures nothing again)."""
        f = self.font()
        key = (self._text, rect.width(), rect.height(), f.pointSizeF(), f.family(), self._largest, self._smallest,
               self._lines, int(self._align))
        kept = getattr(self, "_kept", None)
        if kept is None or kept[0] != key:
            kept = self._kept = (key, self._fit(rect))
        return kept[1]

    def _fit(self, rect: QRectF) -> tuple[QFont, int]:
        """The largest font that fits: on one line if it can stay large (a Japanese call must not
        break mid-word), else wrapped on up to ``lines`` lines."""
        one = int(self._align)
        factor = self._largest
        while factor >= max(self._smallest, self._largest * 0.6):
            font = self._font(factor)
            fm = QFontMetricsF(font)
            # measured as ``fits`` measures it (the bounding box can be a pixel wider than the advance;
            # a text of several lines is as high as all of them)
            box = fm.boundingRect(rect, one, self._text)
            if box.width() <= rect.width() + 0.5 and box.height() <= rect.height() + 0.5:
                return font, one
            factor *= 0.92
        flags = one | int(Qt.TextFlag.TextWordWrap)
        factor = self._largest
        while factor > self._smallest:
            font = self._font(factor)
            fm = QFontMetricsF(font)
            box = fm.boundingRect(rect, flags, self._words(font, rect))
            lines = box.height() / fm.lineSpacing()
            if (box.height() <= rect.height() + 0.5 and box.width() <= rect.width() + 0.5
                    and lines <= self._lines + 0.2):
                return font, flags
            factor = max(self._smallest, factor * 0.92)
        # the smallest size, on as many lines as it takes; if even that is cut (a long Japanese
        # verdict on a narrow board), smaller still, and at the very least the start is shown
        floor = min(self._smallest, 0.7)
        while True:
            font = self._font(factor)
            box = QFontMetricsF(font).boundingRect(rect, flags, self._words(font, rect))
            if box.height() <= rect.height() + 0.5 and box.width() <= rect.width() + 0.5:
                return font, flags
            if factor <= floor or font.pointSizeF() <= 7.0:
                top = (one & ~int(Qt.AlignmentFlag.AlignVertical_Mask)) | int(Qt.AlignmentFlag.AlignTop)
                return font, top | int(Qt.TextFlag.TextWordWrap)
            factor = max(floor, factor * 0.92)

    def least_height(self, width: int) -> int:
        """The height the whole text needs at ``width`` wrapped at the smallest size (0: no text): a
        layout that gives the label only its hint (1.6 lines) cuts a long line of news at larger text."""
        if not self._text or width <= 0:
            return 0
        font = self._font(self._smallest)
        rect = QRectF(0, 0, width, 1 << 20)
        flags = int(self._align) | int(Qt.TextFlag.TextWordWrap)
        return int(QFontMetricsF(font).boundingRect(rect, flags, self._words(font, rect)).height() + 0.99)

    def fits(self) -> bool:
        """True if the whole text is drawn inside the label (for the tests)."""
        rect = QRectF(self.rect())
        font, flags = self._fitting(rect)
        box = QFontMetricsF(font).boundingRect(rect, flags, self._words(font, rect))
        return box.height() <= rect.height() + 0.5 and box.width() <= rect.width() + 0.5

    def paintEvent(self, event) -> None:
        if not self._text:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        rect = QRectF(self.rect())
        font, flags = self._fitting(rect)
        painter.setFont(font)
        painter.setPen(self._color)
        painter.drawText(rect, flags, self._words(font, rect) if flags & int(Qt.TextFlag.TextWordWrap) else self._text)
        painter.end()
