"""Small shared pieces of the Liar Dice panel: rank words and keys, sizes relative to the
app's text scale, a label that shrinks long text to fit, and a strip of painted dice."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QPushButton, QSizePolicy, QWidget

from tableapp.ui import style
from tableapp.ui.art.dice import paint_die

# rank values of the engine (LD §1): 1 = 9 ... 6 = A; faces as the engine writes them
FACES = {6: "A", 5: "K", 4: "Q", 3: "J", 2: "10", 1: "9"}
# the key that names a rank (T or 0 for ten: "10" typed as 1-0 reads as ten)
RANK_KEYS = {"a": 6, "k": 5, "q": 4, "j": 3, "t": 2, "0": 2, "9": 1}


def rank_word(value: int) -> str:
    words = {
        6: QCoreApplication.translate("LiarDicePanel", "Aces"),
        5: QCoreApplication.translate("LiarDicePanel", "Kings"),
        4: QCoreApplication.translate("LiarDicePanel", "Queens"),
        3: QCoreApplication.translate("LiarDicePanel", "Jacks"),
        2: QCoreApplication.translate("LiarDicePanel", "Tens"),
        1: QCoreApplication.translate("LiarDicePanel", "Nines"),
    }
    return words[value]


def category_word(cat: int) -> str:
    """A hand category as said at the table, short enough for a button (the full name of the
    call is on the Call button and the board)."""
    words = {
        1: QCoreApplication.translate("LiarDicePanel", "High card"),
        2: QCoreApplication.translate("LiarDicePanel", "Pair"),
        3: QCoreApplication.translate("LiarDicePanel", "Two pair"),
        4: QCoreApplication.translate("LiarDicePanel", "Three"),
        5: QCoreApplication.translate("LiarDicePanel", "Straight"),
        6: QCoreApplication.translate("LiarDicePanel", "Full house"),
        7: QCoreApplication.translate("LiarDicePanel", "Four"),
        8: QCoreApplication.translate("LiarDicePanel", "Five"),
    }
    return words[cat]


# -- sizes -----------------------------------------------------------------------------------------
def sized(widget: QWidget, factor: float, extra: str = "") -> QWidget:
    """Mark ``widget`` to be drawn at ``factor`` times the app's text size (see :func:`restyle`)."""
    widget.setProperty("ldFactor", factor)
    widget.setProperty("ldExtra", extra)
    return widget


def base_pt(widget: QWidget) -> float:
    """The app's text size in points, as its style sheet gives it to a plain widget."""
    widget.ensurePolished()
    size = widget.font().pointSizeF()
    return size if size > 0 else float(style.BASE_PT)


def restyle(root: QWidget, base: float) -> None:
    """Give every marked widget under ``root`` its size (again, after the text scale changed)."""
    for w in [root, *root.findChildren(QWidget)]:
        factor = w.property("ldFactor")
        if factor:
            size = max(7, round(base * float(factor)))
            # a chosen (checked) button reads as chosen from across the table: the app's accent
            sheet = (f"* {{ font-size: {size}pt; {w.property('ldExtra') or ''} }} "
                     f"*:checked {{ background: {style.ACCENT}; color: #000; border-color: #ffffff; }} "
                     # a disabled button looks disabled, whatever its own colours (e.g. Challenge)
                     f"*:disabled {{ background: #2d3640; color: {style.OUT}; border-color: #39424b; }}")
            w.setProperty("ldBase", base)
            if w.styleSheet() != sheet:  # setting a style sheet costs about a millisecond
                w.setStyleSheet(sheet)


class FitButton(QPushButton):
    """A push button whose bold text shrinks (from ``largest`` down to ``smallest`` times the
    app's text size) to fit its width: a long call must not be cut, in any language."""

    def __init__(self, largest: float, smallest: float, extra: str = "", parent=None):
        super().__init__(parent)
        self._largest, self._smallest, self._extra = largest, smallest, extra
        sized(self, largest, extra)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setMinimumWidth(0)

    def setText(self, text: str) -> None:
        super().setText(text)
        self._fit()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        base = float(self.property("ldBase") or style.BASE_PT)
        room = self.width() - 40  # padding and border
        factor = self._largest
        while factor > self._smallest:
            f = QFont(self.font())
            f.setPointSizeF(base * factor)
            f.setBold(True)
            if QFontMetricsF(f).horizontalAdvance(self.text()) <= room:
                break
            factor = max(self._smallest, factor * 0.93)
        if abs(float(self.property("ldFactor") or 0) - factor) > 1e-6:
            sized(self, factor, self._extra)
            restyle(self, base)


# -- a label that fits ------------------------------------------------------------------------------
class FitLabel(QWidget):
    """Bold text as large as fits (up to ``lines`` lines) between ``smallest`` and ``largest``
    times the app's text size: the current call must read from across the table, however long."""

    def __init__(self, largest: float, smallest: float, lines: int = 2, color: str = style.INK, parent=None):
        super().__init__(parent)
        self._text = ""
        self._largest, self._smallest, self._lines = largest, smallest, lines
        self._color = QColor(color)
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

    def set_color(self, color: str) -> None:
        self._color = QColor(color)
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

    def _fitting(self, rect: QRectF) -> tuple[QFont, int]:
        """The largest font that fits: on one line if it can stay large (a Japanese call must not
        break mid-word), else wrapped on up to ``lines`` lines."""
        one = int(self._align)
        factor = self._largest
        while factor >= max(self._smallest, self._largest * 0.6):
            font = self._font(factor)
            fm = QFontMetricsF(font)
            if fm.horizontalAdvance(self._text) <= rect.width() and fm.height() <= rect.height() + 0.5:
                return font, one
            factor *= 0.92
        flags = one | int(Qt.TextFlag.TextWordWrap)
        factor = self._largest
        while factor > self._smallest:
            font = self._font(factor)
            fm = QFontMetricsF(font)
            box = fm.boundingRect(rect, flags, self._text)
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
            box = QFontMetricsF(font).boundingRect(rect, flags, self._text)
            if box.height() <= rect.height() + 0.5 and box.width() <= rect.width() + 0.5:
                return font, flags
            if factor <= floor or font.pointSizeF() <= 7.0:
                top = (one & ~int(Qt.AlignmentFlag.AlignVertical_Mask)) | int(Qt.AlignmentFlag.AlignTop)
                return font, top | int(Qt.TextFlag.TextWordWrap)
            factor = max(floor, factor * 0.92)

    def fits(self) -> bool:
        """True if the whole text is drawn inside the label (for the tests)."""
        rect = QRectF(self.rect())
        font, flags = self._fitting(rect)
        box = QFontMetricsF(font).boundingRect(rect, flags, self._text)
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
        painter.drawText(rect, flags, self._text)
        painter.end()


# -- painted dice ----------------------------------------------------------------------------------
class DiceStrip(QWidget):
    """Up to five dice painted in a row, public (a showdown, faces being entered). Empty slots
    (faces not entered yet) are dashed outlines with their position number."""

    def __init__(self, lines: float = 3.2, parent=None):
        super().__init__(parent)
        self._faces: list[str] = []
        self._pips = False
        self._slots = 0
        self._lines = lines
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_faces(self, faces: list[str], pips: bool = False, slots: int = 0) -> None:
        self._faces, self._pips, self._slots = list(faces), pips, slots
        self.setAccessibleName(" ".join(faces))
        self.update()

    def faces(self) -> list[str]:
        return list(self._faces)

    def _side(self) -> int:
        return round(self.fontMetrics().height() * self._lines)

    def sizeHint(self) -> QSize:
        return QSize(self._side() * 5 + 40, self._side())

    def minimumSizeHint(self) -> QSize:
        return QSize(self._side() * 3, self._side())

    def changeEvent(self, event) -> None:
        if event.type() == event.Type.FontChange:
            self.updateGeometry()
        super().changeEvent(event)

    def paintEvent(self, event) -> None:
        n = max(len(self._faces), self._slots)
        if not n:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        gap = 8
        side = min(self.height(), (self.width() - gap * (n - 1)) / n)
        for i in range(n):
            rect = QRectF(i * (side + gap), (self.height() - side) / 2, side, side)
            if i < len(self._faces):
                paint_die(painter, rect, self._faces[i], pips=self._pips)
            else:
                inner = rect.adjusted(side * 0.1, side * 0.1, -side * 0.1, -side * 0.1)
                painter.setPen(QPen(QColor(style.MUTED), max(2.0, side * 0.04), Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(inner, side * 0.15, side * 0.15)
                painter.setPen(QColor(style.MUTED))
                f = QFont(self.font())
                f.setPointSizeF(self.font().pointSizeF() * 1.3)
                painter.setFont(f)
                painter.drawText(inner, Qt.AlignmentFlag.AlignCenter, str(i + 1))
        painter.end()
