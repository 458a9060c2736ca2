"""Dice faces for Liar Dice: poker dice (A K Q J 10 9) and ordinary pip dice (1-6, LD-D14).

Drawn as vectors into any square, so the same face is sharp at 32 px and at 256 px. The die
body always keeps the same inset inside its square, whether or not it is selected, so
toggling a die never makes the row jump.

Poker faces follow card colours so they read at a glance from across the table: A and Q
black, K and J red, each with its suit underneath (shape as well as colour, for colour-blind
players); 10 blue and 9 green, which have no card suit and stand alone.
"""
from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (QBrush, QColor, QFont, QGuiApplication, QLinearGradient,
                           QPainter, QPainterPath, QPen, QPixmap, QPolygonF, QTransform)
from PySide6.QtWidgets import QHBoxLayout, QSizePolicy, QWidget

from .. import style

POKER_FACES = ("A", "K", "Q", "J", "10", "9")
PIP_FACES = ("1", "2", "3", "4", "5", "6")
# LD-D14: an ordinary die stands in for a poker die, 1 = 9 ... 6 = A.
POKER_TO_PIPS = {"9": "1", "10": "2", "J": "3", "Q": "4", "K": "5", "A": "6"}

IVORY_LIGHT = QColor("#fffaf0")
IVORY_DARK = QColor("#e6d9b8")
EDGE = QColor("#4a3c28")
SELECT = QColor("#4fc3f7")  # same accent as the app style; focus uses the yellow ring
SELECT_LIGHT = QColor("#eefaff")
SELECT_DARK = QColor("#bfe6f7")
INK_BLACK = QColor("#141414")
INK_RED = QColor("#c8102e")
# face -> (ink, suit or None)
FACE_STYLE = {
    "A": (INK_BLACK, "spade"),
    "K": (INK_RED, "heart"),
    "Q": (INK_BLACK, "club"),
    "J": (INK_RED, "diamond"),
    "10": (QColor("#1746b8"), None),
    "9": (QColor("#0f7a3e"), None),
}
# pip centres in a -1..1 box; the classic layouts
PIP_LAYOUT = {
    "1": [(0, 0)],
    "2": [(0.5, -0.5), (-0.5, 0.5)],
    "3": [(0.5, -0.5), (0, 0), (-0.5, 0.5)],
    "4": [(-0.5, -0.5), (0.5, -0.5), (-0.5, 0.5), (0.5, 0.5)],
    "5": [(-0.5, -0.5), (0.5, -0.5), (0, 0), (-0.5, 0.5), (0.5, 0.5)],
    "6": [(-0.5, -0.55), (-0.5, 0), (-0.5, 0.55), (0.5, -0.55), (0.5, 0), (0.5, 0.55)],
}

_MUTED = "#b8c0c8"  # the app's muted text (ui/style.py): an empty slot's outline
MARGIN = 0.08  # of the square: room for the selection halo and the shadow


def face_name(face: str) -> str:
    """The spoken name of a face, for screen readers and tooltips."""
    names = {
        "A": QCoreApplication.translate("art", "ace"),
        "K": QCoreApplication.translate("art", "king"),
        "Q": QCoreApplication.translate("art", "queen"),
        "J": QCoreApplication.translate("art", "jack"),
        "10": QCoreApplication.translate("art", "ten"),
        "9": QCoreApplication.translate("art", "nine"),
    }
    if face in names:
        return names[face]
    return QCoreApplication.translate("art", "{n} pips").format(n=face)


def _check(face: str, pips: bool) -> str:
    """The face actually drawn: pip dice show a poker face as its pip count (LD-D14)."""
    if face in PIP_FACES:
        return face
    if face not in POKER_FACES:
        raise ValueError(f"not a die face: {face!r}")
    return POKER_TO_PIPS[face] if pips else face


# -- shapes -------------------------------------------------------------------------------------------
@lru_cache(maxsize=8)
def _suit_path(suit: str) -> QPainterPath:
    """A suit symbol in a -1..1 box, built from circles and polygons (no font needed).

    Built at 100x and scaled down: Qt flattens curves in boolean operations with a fixed
    tolerance, so a union made in a 1-unit box would come out as octagons.
    """
    def circle(x, y, r):
        p = QPainterPath()
        p.addEllipse(QPointF(x * 100, y * 100), r * 100, r * 100)
        return p

    def poly(*pts):
        p = QPainterPath()
        p.addPolygon(QPolygonF([QPointF(x * 100, y * 100) for x, y in pts]))
        p.closeSubpath()
        return p

    if suit == "diamond":
        path = poly((0, -1), (0.72, 0), (0, 1), (-0.72, 0))
    elif suit == "heart":
        path = circle(-0.47, -0.38, 0.5).united(circle(0.47, -0.38, 0.5)).united(
            poly((-0.95, -0.3), (0.95, -0.3), (0, 0.95)))
    elif suit == "spade":
        path = (circle(-0.45, 0.12, 0.45).united(circle(0.45, 0.12, 0.45))
                .united(poly((-0.88, 0.02), (0.88, 0.02), (0, -1))).united(circle(0, 0.22, 0.3))
                .united(poly((0, 0.25), (0.38, 1), (-0.38, 1))))
    else:  # club
        path = (circle(0, -0.5, 0.4).united(circle(-0.47, 0.1, 0.4)).united(circle(0.47, 0.1, 0.4))
                .united(circle(0, 0.05, 0.22)).united(poly((0, 0.25), (0.38, 1), (-0.38, 1))))
    return QTransform.fromScale(0.01, 0.01).map(path)


@lru_cache(maxsize=32)
def _glyph_path(text: str) -> QPainterPath:
    """The face text as an outline, centred on its ink box, one unit tall.

    An outline (not drawText) scales smoothly to any size and lets "10" be squeezed to the
    width of one letter. Centring on the ink box (not the baseline) keeps J's and Q's tails
    inside the die and clear of the suit.
    """
    font = QFont()
    font.setFamilies(["DejaVu Sans", "Arial", "Helvetica", "sans-serif"])
    font.setPixelSize(100)
    font.setWeight(QFont.Weight.Black)
    path = QPainterPath()
    path.addText(QPointF(0, 0), font, text)
    box = path.boundingRect()
    t = QTransform.fromScale(1 / box.height(), 1 / box.height())
    t.translate(-box.center().x(), -box.center().y())
    return t.map(path)


def _body(rect: QRectF) -> QRectF:
    side = min(rect.width(), rect.height())
    sq = QRectF(0, 0, side, side)
    sq.moveCenter(rect.center())
    m = side * MARGIN
    return sq.adjusted(m, m, -m, -m)


# -- painting -----------------------------------------------------------------------------------------
def paint_die(painter: QPainter, rect: QRectF, face: str, *, pips: bool = False,
              selected: bool = False, hidden: bool = False) -> None:
    """Draw one die in the largest square centred in ``rect``.

    ``hidden`` draws the upturned dice cup instead of a face (the face is still checked).
    ``selected`` adds a thick blue halo (and, when large enough, a reroll badge).
    """
    shown = _check(face, pips)
    body = _body(QRectF(rect))
    s = body.width()
    radius = s * 0.18
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    if selected:
        halo = max(2.5, s * 0.07)  # stays visible on a 32 px die
        painter.setPen(QPen(QColor(0, 0, 0, 200), halo * 1.8))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(body, radius, radius)
        painter.setPen(QPen(SELECT, halo))
        painter.drawRoundedRect(body.adjusted(-halo * 0.2, -halo * 0.2, halo * 0.2, halo * 0.2),
                                radius * 1.1, radius * 1.1)
    if hidden:
        _paint_cup(painter, body)
    else:
        _paint_body(painter, body, radius, selected)
        if shown in PIP_FACES:
            _paint_pips(painter, body, shown)
        else:
            _paint_letter(painter, body, shown)
    if selected and s >= 44:
        _paint_reroll_badge(painter, body)
    painter.restore()


def _paint_body(painter: QPainter, body: QRectF, radius: float, selected: bool) -> None:
    s = body.width()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 90))  # drop shadow, down-right: the die sits on the table
    painter.drawRoundedRect(body.translated(s * 0.035, s * 0.045), radius, radius)
    grad = QLinearGradient(body.topLeft(), body.bottomRight())
    # a selected die turns pale blue as well as getting its halo: it reads from across the table
    grad.setColorAt(0, SELECT_LIGHT if selected else IVORY_LIGHT)
    grad.setColorAt(1, SELECT_DARK if selected else IVORY_DARK)
    painter.setBrush(QBrush(grad))
    painter.setPen(QPen(EDGE, max(1.0, s * 0.035)))
    painter.drawRoundedRect(body, radius, radius)
    if s >= 48:  # a soft inner highlight reads as a rounded edge; noise at small sizes
        inner = body.adjusted(s * 0.06, s * 0.06, -s * 0.06, -s * 0.06)
        painter.setPen(QPen(QColor(255, 255, 255, 150), s * 0.02))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(inner, radius * 0.7, radius * 0.7)


def _paint_letter(painter: QPainter, body: QRectF, face: str) -> None:
    ink, suit = FACE_STYLE[face]
    s = body.width()
    if s < 40:  # a 3-pixel suit is noise: small dice show the letter alone, bigger
        suit = None
    glyph = _glyph_path(face)
    box = glyph.boundingRect()
    tall = s * (0.50 if suit else 0.58)  # ink height on the die
    sx = min(tall, s * 0.76 / box.width())  # squeeze "10" to fit
    cy = body.center().y() - (s * 0.1 if suit else 0)
    t = QTransform()
    t.translate(body.center().x(), cy)
    t.scale(sx, tall)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink)
    painter.drawPath(t.map(glyph))
    if suit:
        t = QTransform()
        t.translate(body.center().x(), body.center().y() + s * 0.30)
        t.scale(s * 0.105, s * 0.105)
        painter.drawPath(t.map(_suit_path(suit)))


def _paint_pips(painter: QPainter, body: QRectF, face: str) -> None:
    s = body.width()
    c = body.center()
    # the single pip is big and red, as on Japanese and most casino dice
    r, color = (s * 0.15, INK_RED) if face == "1" else (s * 0.095, INK_BLACK)
    painter.setPen(Qt.PenStyle.NoPen)
    for x, y in PIP_LAYOUT[face]:
        centre = QPointF(c.x() + x * s * 0.56, c.y() + y * s * 0.56)
        painter.setBrush(color)
        painter.drawEllipse(centre, r, r)


def _paint_cup(painter: QPainter, body: QRectF) -> None:
    """The upturned leather dice cup: what everyone sees while the dice are hidden."""
    s = body.width()
    x0, y0, cx = body.left(), body.top(), body.center().x()
    top, bottom = y0 + s * 0.06, y0 + s * 0.97
    cup = QPainterPath()
    cup.moveTo(cx - s * 0.32, top)
    cup.lineTo(cx + s * 0.32, top)
    cup.lineTo(x0 + s * 0.98, bottom)
    cup.lineTo(x0 + s * 0.02, bottom)
    cup.closeSubpath()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 90))
    painter.drawPath(cup.translated(s * 0.035, s * 0.03))
    grad = QLinearGradient(QPointF(x0, 0), QPointF(x0 + s, 0))
    grad.setColorAt(0, QColor("#5a1e12"))
    grad.setColorAt(0.35, QColor("#9a3b22"))
    grad.setColorAt(1, QColor("#3e130b"))
    painter.setBrush(QBrush(grad))
    painter.setPen(QPen(QColor("#1e0905"), max(1.0, s * 0.03)))
    painter.drawPath(cup)
    # brass bands: make it read as a cup, not a brown block
    painter.setPen(QPen(QColor("#e0b24e"), max(1.0, s * 0.05)))
    for f in (0.2, 0.82):
        y = top + (bottom - top) * f
        half = s * 0.32 + (s * 0.48 - s * 0.32) * f
        painter.drawLine(QPointF(cx - half + s * 0.02, y), QPointF(cx + half - s * 0.02, y))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 220, 180, 70))  # one soft highlight stripe
    painter.drawRect(QRectF(cx - s * 0.16, top + s * 0.25, s * 0.07, s * 0.45))


def _paint_reroll_badge(painter: QPainter, body: QRectF) -> None:
    """A small circular-arrow badge: "this die will be rolled again" without relying on colour."""
    s = body.width()
    r = s * 0.15
    c = QPointF(body.right() - r * 0.55, body.top() + r * 0.55)
    painter.setPen(QPen(QColor("#0b2230"), s * 0.02))
    painter.setBrush(SELECT)
    painter.drawEllipse(c, r, r)
    arc = QRectF(c.x() - r * 0.55, c.y() - r * 0.55, r * 1.1, r * 1.1)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor("#0b2230"), r * 0.22, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
    painter.drawArc(arc, 100 * 16, 260 * 16)
    tip = QPointF(c.x() - r * 0.1, c.y() - r * 0.55)  # arrow head at the arc's start
    head = QPolygonF([tip + QPointF(r * 0.38, 0), tip + QPointF(-r * 0.12, -r * 0.32),
                      tip + QPointF(-r * 0.12, r * 0.32)])
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#0b2230"))
    painter.drawPolygon(head)


# -- pixmaps ------------------------------------------------------------------------------------------
def _dpr(dpr: float | None) -> float:
    if dpr:
        return float(dpr)
    app = QGuiApplication.instance()
    return float(app.devicePixelRatio()) if app else 1.0


def die_pixmap(face: str, size: int, *, pips: bool = False, selected: bool = False,
               hidden: bool = False, dpr: float | None = None) -> QPixmap:
    """A ``size`` x ``size`` (logical pixels) die, drawn at the screen's pixel ratio; cached."""
    return _die_pixmap(face, int(size), pips, selected, hidden, _dpr(dpr))


@lru_cache(maxsize=256)
def _die_pixmap(face, size, pips, selected, hidden, dpr) -> QPixmap:
    px = max(1, round(size * dpr))
    pm = QPixmap(px, px)
    pm.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pm)
    paint_die(painter, QRectF(0, 0, px, px), face, pips=pips, selected=selected, hidden=hidden)
    painter.end()
    pm.setDevicePixelRatio(dpr)
    return pm


# -- widgets ------------------------------------------------------------------------------------------
class DieWidget(QWidget):
    """One die. Click or Space toggles "selected" (reroll this die) while selectable."""

    toggled = Signal(bool)

    def __init__(self, face: str = "A", parent: QWidget | None = None, *, pips: bool = False,
                 hidden: bool = False, selectable: bool = True):
        super().__init__(parent)
        _check(face, pips)
        self._face, self._pips, self._hidden = face, pips, hidden
        self._selected = False
        self._pressed = False
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.set_selectable(selectable)
        self._describe()

    # state
    def face(self) -> str:
        return self._face

    def set_face(self, face: str) -> None:
        _check(face, self._pips)
        self._face = face
        self._describe()
        self.update()

    def set_pips(self, pips: bool) -> None:
        self._pips = pips
        self._describe()
        self.update()

    def set_hidden(self, hidden: bool) -> None:
        self._hidden = hidden
        self._describe()
        self.update()

    def is_selected(self) -> bool:
        return self._selected

    def set_selected(self, selected: bool) -> None:
        if selected != self._selected:
            self._selected = selected
            self._describe()
            self.update()
            self.toggled.emit(selected)

    def toggle(self) -> None:
        self.set_selected(not self._selected)

    def is_selectable(self) -> bool:
        return self._selectable

    def set_selectable(self, selectable: bool) -> None:
        self._selectable = selectable
        # Tab only stops on dice that can be chosen
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus if selectable else Qt.FocusPolicy.NoFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor if selectable else Qt.CursorShape.ArrowCursor)
        self.update()

    def _describe(self) -> None:
        if self._hidden:
            name = QCoreApplication.translate("art", "hidden die")
        else:
            name = face_name(_check(self._face, self._pips))
        if self._selected:
            name = QCoreApplication.translate("art", "{face}, to reroll").format(face=name)
        self.setAccessibleName(name)

    # geometry: a die is about three lines of text tall, so it grows with the text scale
    def sizeHint(self) -> QSize:
        side = round(self.fontMetrics().height() * 3.4)
        return QSize(side, side)

    def minimumSizeHint(self) -> QSize:
        side = round(self.fontMetrics().height() * 1.8)
        return QSize(side, side)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return width

    def changeEvent(self, event) -> None:
        if event.type() == event.Type.FontChange:
            self.updateGeometry()
        elif event.type() == event.Type.LanguageChange:
            self._describe()
        super().changeEvent(event)

    # painting
    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        side = min(self.width(), self.height())
        ring = max(3.0, side * 0.045)
        square = QRectF(0, 0, side, side)
        square.moveCenter(QRectF(self.rect()).center())
        if self.hasFocus():
            # yellow dashed ring, outside the die: never confused with the blue "selected" halo
            pen = QPen(QColor(style.FOCUS), ring, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            r = square.adjusted(ring / 2, ring / 2, -ring / 2, -ring / 2)
            painter.drawRoundedRect(r, side * 0.2, side * 0.2)
        inner = square.adjusted(ring * 1.2, ring * 1.2, -ring * 1.2, -ring * 1.2)
        # the cached picture (die_pixmap), not the vectors again: a click repaints every die on screen
        size = max(1, round(inner.width()))
        painter.drawPixmap(QPointF(round(inner.left()), round(inner.top())),
                           die_pixmap(self._face, size, pips=self._pips, selected=self._selected, hidden=self._hidden))
        painter.end()

    # input
    def mousePressEvent(self, event) -> None:
        if self._selectable and event.button() == Qt.MouseButton.LeftButton:
            self._pressed = True
            event.accept()
        else:
            super().mousePressEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        if self._pressed and event.button() == Qt.MouseButton.LeftButton:
            self._pressed = False
            if self.rect().contains(event.position().toPoint()):  # dragging off cancels
                self.toggle()
            event.accept()
        else:
            super().mouseReleaseEvent(event)

    def keyPressEvent(self, event) -> None:
        if self._selectable and event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.toggle()
            event.accept()
        else:
            super().keyPressEvent(event)  # ignored: digits go on to the DiceRow


_DIGITS = {getattr(Qt.Key, f"Key_{n}"): n for n in range(1, 10)}


class DiceRow(QWidget):
    """The five dice of one roll; keys 1-5 toggle the dice by position."""

    selection_changed = Signal(list)  # the selected positions, 1-based

    def __init__(self, faces: list[str] | None = None, parent: QWidget | None = None, *,
                 pips: bool = False, selectable: bool = True):
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.dice = [DieWidget(f, self, pips=pips) for f in (faces or ["A", "K", "Q", "J", "10"])]
        if len(self.dice) != 5:
            raise ValueError("a roll has five dice")
        for die in self.dice:
            layout.addWidget(die)
            die.toggled.connect(self._changed)
        self.set_selectable(selectable)

    def faces(self) -> list[str]:
        return [d.face() for d in self.dice]

    def set_faces(self, faces: list[str]) -> None:
        """Show a new roll. The selection is cleared: it belonged to the previous roll."""
        if len(faces) != 5:
            raise ValueError("a roll has five dice")
        for face in faces:  # validate all before changing any
            _check(face, False)
        self.clear_selection()
        for die, face in zip(self.dice, faces):
            die.set_face(face)

    def set_pips(self, pips: bool) -> None:
        for die in self.dice:
            die.set_pips(pips)

    def set_hidden(self, hidden: bool) -> None:
        for die in self.dice:
            die.set_hidden(hidden)

    def selected_positions(self) -> list[int]:
        return [i for i, d in enumerate(self.dice, start=1) if d.is_selected()]

    def set_selected_positions(self, positions: list[int]) -> None:
        for i, die in enumerate(self.dice, start=1):
            die.set_selected(i in positions)

    def clear_selection(self) -> None:
        self.set_selected_positions([])

    def set_selectable(self, selectable: bool) -> None:
        self._selectable = selectable
        for die in self.dice:
            die.set_selectable(selectable)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus if selectable else Qt.FocusPolicy.NoFocus)

    def is_selectable(self) -> bool:
        return self._selectable

    def _changed(self, _on: bool) -> None:
        self.selection_changed.emit(self.selected_positions())

    def keyPressEvent(self, event) -> None:
        n = _DIGITS.get(event.key())
        if self._selectable and n is not None and n <= 5:
            self.dice[n - 1].toggle()
            event.accept()
        else:
            super().keyPressEvent(event)


class DiceStrip(QWidget):
    """Up to five dice painted in a row, public (a showdown, faces being entered). Empty slots
    (faces not entered yet) are dashed outlines with their position number."""

    GAP = 8  # between two dice

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

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        # no taller than five dice across this width: a narrow board (larger text) keeps the rest
        # of its height for the verdict under the dice
        return min(self._side(), math.ceil((width - self.GAP * 4) / 5))

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
        gap = self.GAP
        side = min(self.height(), (self.width() - gap * (n - 1)) / n)
        for i in range(n):
            rect = QRectF(i * (side + gap), (self.height() - side) / 2, side, side)
            if i < len(self._faces):
                paint_die(painter, rect, self._faces[i], pips=self._pips)
            else:
                inner = rect.adjusted(side * 0.1, side * 0.1, -side * 0.1, -side * 0.1)
                painter.setPen(QPen(QColor(_MUTED), max(2.0, side * 0.04), Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(inner, side * 0.15, side * 0.15)
                painter.setPen(QColor(_MUTED))
                f = QFont(self.font())
                f.setPointSizeF(self.font().pointSizeF() * 1.3)
                painter.setFont(f)
                painter.drawText(inner, Qt.AlignmentFlag.AlignCenter, str(i + 1))
        painter.end()
