"""Bills for Chicken or Llama The Poker: the common side with its marks, and the animal side.

Rules §7.2: the picture of the common side depends ONLY on the set of marks. So
``paint_bill_back`` takes nothing but a rectangle and a set of slot names; it draws the slots
in the fixed order of ``SLOTS`` (never in set iteration order), uses no randomness, no time,
no bill identity, and always the same orientation. Two bills with the same marks are
pixel-identical; two unmarked bills are indistinguishable.

Geometry is in units of the bill's height H (a bill is 2H wide), so hit-testing and drawing
share one description of where each of the 15 slots sits (§7.3).
"""
from __future__ import annotations

import math
from functools import lru_cache
from typing import Iterable

from PySide6.QtCore import QCoreApplication, QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (QBrush, QColor, QFont, QGuiApplication, QLinearGradient, QPainter,
                           QPainterPath, QPen, QPixmap, QPolygonF, QTransform)
from PySide6.QtWidgets import QSizePolicy, QWidget

from .. import style

# Same names and order as the engine (tableapp.games.chicken_llama.bills.SLOTS); kept here so
# the art does not import an engine.
CORNERS = ("tl", "tr", "bl", "br")
CREASES = ("h", "v")
DOTS = tuple(f"d{i}" for i in range(1, 10))  # row by row, d1 top-left ... d9 bottom-right
SLOTS = CORNERS + CREASES + DOTS
ANIMALS = ("llama", "chicken", "unknown")

ASPECT = 2.0  # width / height
FOLD = 0.30  # corner fold leg, in H
DOT_R = 0.07  # ink dot radius, in H
COLS = (0.28, 0.50, 0.72)  # dot grid, fractions of the width
ROWS = (0.27, 0.50, 0.73)  # fractions of the height
# hit zones, in H: generous, but never overlapping each other
CORNER_HIT, DOT_HIT, CREASE_HIT = 0.5, 0.105, 0.075

PAPER_LIGHT = QColor("#eef1de")
PAPER_DARK = QColor("#d9e2c4")
PRINT = QColor("#4f7d66")  # engraved pattern: mid-tone, so dark marks stand out against it
EDGE = QColor("#22382d")
INK = QColor("#101633")  # ink dots: nearly black, the darkest thing on the bill
FLAP = QColor("#fffdf4")  # a folded corner shows plain paper
GUIDE = QColor("#0a6fb0")  # marking-mode hints: a deep blue that shows on the pale paper
GUIDE_FILL = QColor(79, 195, 247, 130)  # the app accent, under the pointer

ANIMAL_STYLE = {  # background, frame/word colour: a cool llama, a warm chicken, a grey "?"
    "llama": (QColor("#8ccbea"), QColor("#1d5b7c")),
    "chicken": (QColor("#ffc53d"), QColor("#8a5300")),
    "unknown": (QColor("#59636e"), QColor("#20262c")),
}
OUTLINE = QColor("#33241a")

KEYS = {Qt.Key.Key_Q: "tl", Qt.Key.Key_W: "tr", Qt.Key.Key_A: "bl", Qt.Key.Key_S: "br",
        Qt.Key.Key_H: "h", Qt.Key.Key_V: "v",
        **{getattr(Qt.Key, f"Key_{i}"): f"d{i}" for i in range(1, 10)}}


def slot_title(slot: str) -> str:
    titles = {
        "tl": QCoreApplication.translate("art", "top-left corner fold (Q)"),
        "tr": QCoreApplication.translate("art", "top-right corner fold (W)"),
        "bl": QCoreApplication.translate("art", "bottom-left corner fold (A)"),
        "br": QCoreApplication.translate("art", "bottom-right corner fold (S)"),
        "h": QCoreApplication.translate("art", "horizontal crease (H)"),
        "v": QCoreApplication.translate("art", "vertical crease (V)"),
    }
    if slot in titles:
        return titles[slot]
    return QCoreApplication.translate("art", "dot {n} ({n})").format(n=slot[1:])


def _marks(marks: Iterable[str]) -> frozenset[str]:
    marks = frozenset(marks)
    unknown = marks - set(SLOTS)
    if unknown:
        raise ValueError(f"not a bill slot: {sorted(unknown)}")
    return marks


# -- geometry -----------------------------------------------------------------------------------------
def bill_rect(rect: QRectF) -> QRectF:
    """The bill inside ``rect``: the largest 2:1 rectangle, centred, leaving room for its shadow."""
    rect = QRectF(rect)
    h = min(rect.height(), rect.width() / ASPECT) / 1.05
    b = QRectF(0, 0, h * ASPECT, h)
    b.moveCenter(rect.center())
    return b


def _dot_centre(b: QRectF, slot: str) -> QPointF:
    i = int(slot[1:]) - 1
    return QPointF(b.left() + COLS[i % 3] * b.width(), b.top() + ROWS[i // 3] * b.height())


def _corner(b: QRectF, slot: str) -> tuple[QPointF, float, float]:
    """The corner point and the unit directions pointing into the bill."""
    x, sx = (b.left(), 1.0) if slot[1] == "l" else (b.right(), -1.0)
    y, sy = (b.top(), 1.0) if slot[0] == "t" else (b.bottom(), -1.0)
    return QPointF(x, y), sx, sy


def slot_point(rect: QRectF, slot: str) -> QPointF:
    """Where to click for ``slot`` on a bill drawn in ``rect`` (the middle of its zone)."""
    b, H = bill_rect(rect), bill_rect(rect).height()
    if slot in CORNERS:
        c, sx, sy = _corner(b, slot)
        return QPointF(c.x() + sx * 0.12 * H, c.y() + sy * 0.12 * H)
    if slot == "h":  # the crease line, between the left edge and dot d4
        return QPointF(b.left() + 0.14 * b.width(), b.center().y())
    if slot == "v":  # between the top edge and dot d2
        return QPointF(b.center().x(), b.top() + 0.09 * H)
    return _dot_centre(b, slot)


def slot_at(rect: QRectF, point: QPointF) -> str | None:
    """The slot whose zone holds ``point`` on a bill drawn in ``rect``, or None."""
    b = bill_rect(rect)
    H = b.height()
    if not b.contains(point):
        return None
    for slot in CORNERS:
        c, sx, sy = _corner(b, slot)
        dx, dy = (point.x() - c.x()) * sx, (point.y() - c.y()) * sy
        if dx + dy < CORNER_HIT * H and max(dx, dy) < 0.42 * H:
            return slot
    for slot in DOTS:
        d = point - _dot_centre(b, slot)
        if math.hypot(d.x(), d.y()) < DOT_HIT * H:
            return slot
    if abs(point.y() - b.center().y()) < CREASE_HIT * H:
        return "h"
    if abs(point.x() - b.center().x()) < CREASE_HIT * H:
        return "v"
    return None


def _paper(b: QRectF, marks: frozenset[str]) -> QPainterPath:
    """The outline of the paper: a rounded rectangle minus the folded-over corners."""
    r = b.height() * 0.045
    path = QPainterPath()
    path.addRoundedRect(b, r, r)
    L = FOLD * b.height()
    for slot in CORNERS:
        if slot in marks:
            c, sx, sy = _corner(b, slot)
            cut = QPainterPath()
            cut.addPolygon(QPolygonF([c + QPointF(-sx, -sy), QPointF(c.x() + sx * L, c.y() - sy),
                                      QPointF(c.x() - sx, c.y() + sy * L)]))
            cut.closeSubpath()
            path = path.subtracted(cut)
    return path


def _flap(b: QRectF, slot: str) -> QPolygonF:
    """The folded corner lying on the bill: the corner triangle mirrored over its fold line."""
    L = FOLD * b.height()
    c, sx, sy = _corner(b, slot)
    return QPolygonF([QPointF(c.x() + sx * L, c.y()), QPointF(c.x(), c.y() + sy * L),
                      QPointF(c.x() + sx * L, c.y() + sy * L)])


# -- the common side ----------------------------------------------------------------------------------
def paint_bill_back(painter: QPainter, rect: QRectF, marks: Iterable[str]) -> None:
    """Draw the common side with ``marks`` (slot names) in ``rect``. Depends on nothing else."""
    marks = _marks(marks)
    b = bill_rect(rect)
    H = b.height()
    paper = _paper(b, marks)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 80))
    painter.drawPath(paper.translated(H * 0.015, H * 0.025))  # lies on the table
    grad = QLinearGradient(b.topLeft(), b.bottomRight())
    grad.setColorAt(0, PAPER_LIGHT)
    grad.setColorAt(1, PAPER_DARK)
    painter.setBrush(QBrush(grad))
    painter.drawPath(paper)
    painter.save()
    painter.setClipPath(paper)
    _paint_engraving(painter, b, PRINT)
    for slot in CREASES:  # creases before dots: the ink stays readable on a fold line
        if slot in marks:
            _paint_crease(painter, b, slot)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(INK)
    for slot in DOTS:
        if slot in marks:
            painter.drawEllipse(_dot_centre(b, slot), DOT_R * H, DOT_R * H)
    painter.restore()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(EDGE, max(1.0, H * 0.014)))
    painter.drawPath(paper)
    for slot in CORNERS:
        if slot in marks:
            _paint_fold(painter, b, slot)
    painter.restore()


def _wave_frame(b: QRectF, inset: float, amp: float, waves: int, phase: float) -> QPolygonF:
    """A sine wave running round a rectangle: the guilloché border of a banknote.

    Built as one polygon (one Qt call, not hundreds of lineTo calls: faster, and see
    tableapp/ui/art/__init__.py for why fewer void Qt calls also matters on Python 3.11).
    """
    r = b.adjusted(inset, inset, -inset, -inset)
    w, h = r.width(), r.height()
    per = 2 * (w + h)
    steps = waves * 12
    pts = []
    for k in range(steps + 1):
        d = per * k / steps
        if d <= w:
            x, y, nx, ny = r.left() + d, r.top(), 0, 1
        elif d <= w + h:
            x, y, nx, ny = r.right(), r.top() + d - w, -1, 0
        elif d <= 2 * w + h:
            x, y, nx, ny = r.right() - (d - w - h), r.bottom(), 0, -1
        else:
            x, y, nx, ny = r.left(), r.bottom() - (d - 2 * w - h), 1, 0
        a = amp * math.sin(2 * math.pi * waves * k / steps + phase)
        pts.append(QPointF(x + nx * a, y + ny * a))
    return QPolygonF(pts)


def _rosette(c: QPointF, size: float, phase: float) -> QPolygonF:
    """A closed petal curve (8 lobes), stretched sideways to fit the wide bill."""
    pts = []
    for i in range(181):
        t = 2 * math.pi * i / 180
        rad = size * (0.8 + 0.2 * math.cos(8 * t + phase))
        pts.append(QPointF(c.x() + rad * math.cos(t) * 1.35, c.y() + rad * math.sin(t)))
    return QPolygonF(pts)


def _paint_engraving(painter: QPainter, b: QRectF, color: QColor) -> None:
    """The printed pattern shared by every bill: frame, guilloché, central rosette, dot guides."""
    H = b.height()
    thin = max(0.6, H * 0.007)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(color, max(1.0, H * 0.012)))
    r = H * 0.03
    painter.drawRoundedRect(b.adjusted(H * 0.05, H * 0.05, -H * 0.05, -H * 0.05), r, r)
    painter.setPen(QPen(color, thin))
    painter.drawRoundedRect(b.adjusted(H * 0.13, H * 0.13, -H * 0.13, -H * 0.13), r, r)
    if H >= 40:  # the wave border is texture; below 40 px it would only be grey noise
        for phase in (0.0, math.pi):
            painter.drawPolyline(_wave_frame(b, H * 0.09, H * 0.022, 36, phase))
    # the rosette behind the centre dot: concentric petal curves
    c = b.center()
    faint = QColor(color)
    faint.setAlpha(150)
    painter.setPen(QPen(faint, thin))
    for k, size in enumerate((0.30, 0.22)):
        painter.drawPolyline(_rosette(c, H * size, k * math.pi / 8))
    # small printed rings where the nine dots go, so "which dot" reads at a glance
    painter.setPen(QPen(faint, thin))
    for slot in DOTS:
        painter.drawEllipse(_dot_centre(b, slot), DOT_R * H * 1.45, DOT_R * H * 1.45)


def _paint_crease(painter: QPainter, b: QRectF, slot: str) -> None:
    """A fold line across the bill: a shaded valley, a dark line and a light ridge beside it."""
    H = b.height()
    c = b.center()
    if slot == "h":
        a, z, n = QPointF(b.left(), c.y()), QPointF(b.right(), c.y()), QPointF(0, 1)
    else:
        a, z, n = QPointF(c.x(), b.top()), QPointF(c.x(), b.bottom()), QPointF(1, 0)
    shade = QLinearGradient(c, c + n * (H * 0.16))
    shade.setColorAt(0, QColor(40, 55, 40, 90))
    shade.setColorAt(1, QColor(40, 55, 40, 0))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(shade))
    span = QRectF(a, z + n * (H * 0.16)).normalized()
    painter.drawRect(span)
    painter.setPen(QPen(QColor(255, 255, 255, 230), max(1.0, H * 0.016)))
    painter.drawLine(a - n * (H * 0.018), z - n * (H * 0.018))
    painter.setPen(QPen(QColor("#26332b"), max(1.0, H * 0.02)))
    painter.drawLine(a, z)


def _paint_fold(painter: QPainter, b: QRectF, slot: str) -> None:
    H = b.height()
    flap = _flap(b, slot)
    c, sx, sy = _corner(b, slot)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 70))
    painter.drawPolygon(flap.translated(sx * H * 0.025, sy * H * 0.025))
    grad = QLinearGradient((flap[0] + flap[1]) / 2, flap[2])  # fold line to tip: a bent sheet
    grad.setColorAt(0, FLAP)
    grad.setColorAt(1, QColor("#dcd7c6"))
    painter.setBrush(QBrush(grad))
    painter.setPen(QPen(EDGE, max(1.0, H * 0.014), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                        Qt.PenJoinStyle.RoundJoin))
    painter.drawPolygon(flap)


# -- the animal side ----------------------------------------------------------------------------------
def paint_bill_animal(painter: QPainter, rect: QRectF, animal: str) -> None:
    """Draw the animal side: "llama", "chicken", or "unknown" (a "?" for an unseen bill)."""
    if animal not in ANIMALS:
        raise ValueError(f"not an animal side: {animal!r}")
    back, ink = ANIMAL_STYLE[animal]
    b = bill_rect(rect)
    H = b.height()
    r = H * 0.045
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 80))
    painter.drawRoundedRect(b.translated(H * 0.015, H * 0.025), r, r)
    grad = QLinearGradient(b.topLeft(), b.bottomRight())
    grad.setColorAt(0, back.lighter(112))
    grad.setColorAt(1, back)
    painter.setBrush(QBrush(grad))
    painter.drawRoundedRect(b, r, r)
    frame = QColor(ink)
    frame.setAlpha(140)
    painter.save()
    painter.setClipRect(b)
    painter.setPen(QPen(frame, max(1.0, H * 0.012)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(b.adjusted(H * 0.05, H * 0.05, -H * 0.05, -H * 0.05), r, r)
    if H >= 40:
        painter.setPen(QPen(frame, max(0.6, H * 0.007)))
        painter.drawPolyline(_wave_frame(b, H * 0.09, H * 0.022, 36, 0.0))
    painter.restore()
    painter.setPen(QPen(EDGE, max(1.0, H * 0.014)))
    painter.drawRoundedRect(b, r, r)
    if animal == "unknown":
        _paint_text(painter, QRectF(b.center().x() - H * 0.5, b.top() + H * 0.15, H, H * 0.7), "?",
                    QColor("#f4f4f4"), ink)
    else:
        # picture on the left, word on the right: the silhouette and colour carry across the
        # table, the word settles it up close and for colour-blind players
        box = QRectF(b.left() + H * 0.16, b.top() + H * 0.1, H * 0.8, H * 0.8)
        path = _llama() if animal == "llama" else _chicken()
        t = QTransform()
        t.translate(box.left(), box.top())
        t.scale(box.width() / 100, box.height() / 100)
        for shape, fill in path:
            painter.setBrush(fill)
            painter.setPen(QPen(OUTLINE, max(1.0, H * 0.022), Qt.PenStyle.SolidLine,
                                Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
            painter.drawPath(t.map(shape))
        word = (QCoreApplication.translate("art", "LLAMA") if animal == "llama"
                else QCoreApplication.translate("art", "CHICKEN"))
        area = QRectF(b.left() + H * 1.0, b.center().y() - H * 0.12, b.width() - H * 1.16, H * 0.24)
        _paint_text(painter, area, word, ink, None)
    painter.restore()


def _paint_text(painter: QPainter, area: QRectF, text: str, fill: QColor, outline: QColor | None) -> None:
    """Text as an outline fitted into ``area``: sharp at any size, never overflowing."""
    font = QFont()
    font.setFamilies(["DejaVu Sans", "Arial", "Helvetica", "sans-serif"])
    font.setPixelSize(100)
    font.setWeight(QFont.Weight.Black)
    path = QPainterPath()
    path.addText(QPointF(0, 0), font, text)
    box = path.boundingRect()
    k = min(area.width() / box.width(), area.height() / box.height())
    t = QTransform()
    t.translate(area.center().x(), area.center().y())
    t.scale(k, k)
    t.translate(-box.center().x(), -box.center().y())
    painter.setBrush(fill)
    if outline is None:
        painter.setPen(Qt.PenStyle.NoPen)
    else:
        painter.setPen(QPen(outline, max(1.0, area.height() * 0.04), Qt.PenStyle.SolidLine,
                            Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    painter.drawPath(t.map(path))


def _union(*paths: QPainterPath) -> QPainterPath:
    out = paths[0]
    for p in paths[1:]:
        out = out.united(p)
    return out


def _rrect(x, y, w, h, r) -> QPainterPath:
    p = QPainterPath()
    p.addRoundedRect(QRectF(x, y, w, h), r, r)
    return p


def _ellipse(cx, cy, rx, ry, angle: float = 0.0) -> QPainterPath:
    p = QPainterPath()
    p.addEllipse(QPointF(0, 0), rx, ry)
    t = QTransform()
    t.translate(cx, cy)
    t.rotate(angle)
    return t.map(p)


def _poly(*pts) -> QPainterPath:
    p = QPainterPath()
    p.addPolygon(QPolygonF([QPointF(x, y) for x, y in pts]))
    p.closeSubpath()
    return p


@lru_cache(maxsize=1)
def _llama() -> list[tuple[QPainterPath, QColor]]:
    """A standing llama facing right, in a 100 x 100 box: long upright neck, banana ears."""
    body = _union(
        _rrect(14, 44, 62, 28, 14),  # body
        _rrect(60, 14, 16, 44, 8),  # neck
        _rrect(60, 8, 30, 16, 8),  # head and snout
        _ellipse(64, 6, 3.2, 7.5, -12), _ellipse(71, 5, 3.2, 7.5, 8),  # ears
        _rrect(18, 62, 8, 32, 3.5), _rrect(31, 62, 8, 32, 3.5),  # hind legs
        _rrect(56, 62, 8, 32, 3.5), _rrect(68, 62, 8, 32, 3.5),  # front legs
        _ellipse(14, 50, 5, 8, 20),  # tail
    )
    blanket = _rrect(32, 40, 24, 18, 4)
    eye = _ellipse(79, 13, 2.4, 2.4)
    return [(body, QColor("#f6ead2")), (blanket, QColor("#d6336c")), (eye, OUTLINE)]


@lru_cache(maxsize=1)
def _chicken() -> list[tuple[QPainterPath, QColor]]:
    """A plump white hen facing right: red comb and wattle, yellow beak, tail fan."""
    tail = _union(_ellipse(20, 40, 8, 18, -28), _ellipse(29, 36, 7, 16, -8), _ellipse(13, 50, 7, 15, -55))
    body = _union(tail, _ellipse(48, 60, 30, 22), _poly((58, 40), (82, 40), (76, 62), (56, 58)),
                  _ellipse(70, 33, 13, 14))
    comb = _union(_ellipse(62, 21, 5, 5), _ellipse(68.5, 18, 5.5, 5.5), _ellipse(75, 20.5, 5, 5))
    beak = _poly((81, 29), (93, 34.5), (81, 39))
    wattle = _ellipse(80, 45, 3.5, 5.5)
    wing = _ellipse(45, 60, 16, 10, -8)
    legs = _union(_rrect(38, 78, 4, 16, 2), _rrect(54, 78, 4, 16, 2),
                  _rrect(32, 91, 14, 4, 2), _rrect(50, 91, 14, 4, 2))
    eye = _ellipse(73, 30, 2.4, 2.4)
    red, yellow = QColor("#e03131"), QColor("#f59f00")
    return [(legs, yellow), (comb, red), (body, QColor("#ffffff")), (wing, QColor("#e9ecef")),
            (beak, yellow), (wattle, red), (eye, OUTLINE)]


# -- pixmaps ------------------------------------------------------------------------------------------
def _dpr() -> float:
    app = QGuiApplication.instance()
    return float(app.devicePixelRatio()) if app else 1.0


def bill_back_pixmap(marks: Iterable[str], size: QSize, dpr: float | None = None) -> QPixmap:
    """The common side at ``size`` logical pixels (transparent around the bill); cached by marks."""
    return _back_pixmap(_marks(marks), size.width(), size.height(), float(dpr or _dpr()))


def bill_animal_pixmap(animal: str, size: QSize, dpr: float | None = None) -> QPixmap:
    """The animal side at ``size``; the key includes the word, so a language switch redraws."""
    word = QCoreApplication.translate("art", "LLAMA") + QCoreApplication.translate("art", "CHICKEN")
    return _animal_pixmap(animal, size.width(), size.height(), float(dpr or _dpr()), word)


def _canvas(w: int, h: int, dpr: float) -> QPixmap:
    pm = QPixmap(max(1, round(w * dpr)), max(1, round(h * dpr)))
    pm.fill(Qt.GlobalColor.transparent)
    return pm


@lru_cache(maxsize=256)
def _back_pixmap(marks: frozenset[str], w: int, h: int, dpr: float) -> QPixmap:
    pm = _canvas(w, h, dpr)
    p = QPainter(pm)
    paint_bill_back(p, QRectF(0, 0, pm.width(), pm.height()), marks)
    p.end()
    pm.setDevicePixelRatio(dpr)
    return pm


@lru_cache(maxsize=32)
def _animal_pixmap(animal: str, w: int, h: int, dpr: float, _word: str) -> QPixmap:
    pm = _canvas(w, h, dpr)
    p = QPainter(pm)
    paint_bill_animal(p, QRectF(0, 0, pm.width(), pm.height()), animal)
    p.end()
    pm.setDevicePixelRatio(dpr)
    return pm


def _whole(rect: QRectF) -> QRect:
    """``rect`` on whole pixels (a cached picture is drawn there unscaled)."""
    return QRect(round(rect.left()), round(rect.top()), max(1, round(rect.width())), max(1, round(rect.height())))


# -- widget -------------------------------------------------------------------------------------------
class BillWidget(QWidget):
    """One bill: its common side and, for reveals, its animal side beside, below or instead.

    In marking mode a click on a slot zone (or a key: Q W A S folds, H V creases, 1-9 dots)
    emits ``mark_requested(slot)``. The widget never changes its own marks: the caller submits
    the action and then calls ``set_marks``. Slots already marked are ignored (a mark is
    permanent, so there is nothing to ask for).
    """

    mark_requested = Signal(str)

    def __init__(self, marks: Iterable[str] = frozenset(), parent: QWidget | None = None, *,
                 show_animal: str | None = None, placement: str = "beside", markable: bool = False):
        super().__init__(parent)
        self._marks = _marks(marks)
        self._animal: str | None = None
        self._placement = "beside"
        self._markable = False
        self._hover: str | None = None
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.set_show_animal(show_animal, placement)
        self.set_markable(markable)

    # state
    def marks(self) -> frozenset[str]:
        return self._marks

    def set_marks(self, marks: Iterable[str]) -> None:
        marks = _marks(marks)
        if marks != self._marks:  # a panel sets every bill on every click: repaint only a change
            self._marks = marks
            self.update()

    def show_animal(self) -> str | None:
        return self._animal

    def set_show_animal(self, animal: str | None, placement: str | None = None) -> None:
        """Show the animal side ("llama", "chicken", "unknown") or not (None)."""
        if animal is not None and animal not in ANIMALS:
            raise ValueError(f"not an animal side: {animal!r}")
        if placement is not None and placement not in ("beside", "below", "instead"):
            raise ValueError(f"placement is beside, below or instead: {placement!r}")
        if animal == self._animal and placement in (None, self._placement):
            return  # unchanged: no new size for the layouts above to work out, nothing to repaint
        if placement is not None:
            self._placement = placement
        self._animal = animal
        self.updateGeometry()
        self.update()

    def is_markable(self) -> bool:
        return self._markable

    def set_markable(self, markable: bool) -> None:
        if markable == self._markable and self.accessibleName():
            return  # unchanged (a panel sets every bill on every click): nothing to repaint
        self._markable = markable
        self._hover = None
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus if markable else Qt.FocusPolicy.NoFocus)
        self._words()
        self.update()

    def _words(self) -> None:
        self.setToolTip(QCoreApplication.translate(
            "art", "Mark this bill: click a corner, a fold line or a dot.\n"
                   "Keys: Q W A S corners, H V creases, 1-9 dots.") if self._markable else "")
        self.setAccessibleName(QCoreApplication.translate("art", "bill"))

    # layout
    def _areas(self) -> tuple[QRectF | None, QRectF | None]:
        """(common side, animal side) rectangles in widget coordinates."""
        m = self._ring()
        r = QRectF(self.rect()).adjusted(m * 2, m * 2, -m * 2, -m * 2)
        if self._animal is None:
            return r, None
        if self._placement == "instead":
            return None, r
        gap = m * 2
        if self._placement == "below":
            h = (r.height() - gap) / 2
            return QRectF(r.left(), r.top(), r.width(), h), QRectF(r.left(), r.bottom() - h, r.width(), h)
        w = (r.width() - gap) / 2
        return QRectF(r.left(), r.top(), w, r.height()), QRectF(r.right() - w, r.top(), w, r.height())

    def back_rect(self) -> QRectF | None:
        """Where the common side is drawn (pass it to ``slot_point`` / ``slot_at``)."""
        return self._areas()[0]

    def _ring(self) -> float:
        return max(3.0, min(self.width(), self.height()) * 0.02)

    def sizeHint(self) -> QSize:
        # a bill is about four lines of text tall: it grows with the app's text scale
        h = round(self.fontMetrics().height() * 4.2)
        w, extra = h * 2, round(h * 0.3)
        if self._animal is not None and self._placement == "beside":
            return QSize(w * 2 + extra, h + extra)
        if self._animal is not None and self._placement == "below":
            return QSize(w + extra, h * 2 + extra)
        return QSize(w + extra, h + extra)

    def minimumSizeHint(self) -> QSize:
        s = self.sizeHint()
        return QSize(s.width() // 2, s.height() // 2)

    def changeEvent(self, event) -> None:
        if event.type() == event.Type.FontChange:
            self.updateGeometry()
        elif event.type() == event.Type.LanguageChange:
            self._words()
        super().changeEvent(event)

    # painting
    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        back, animal = self._areas()
        # the cached pictures (by marks and size), not the engraving again: a click repaints every
        # bill on screen, and the same marks still give the same pixels
        if back is not None:
            r = _whole(back)
            painter.drawPixmap(r.topLeft(), _back_pixmap(self._marks, r.width(), r.height(), _dpr()))
            if self._markable:
                self._paint_guides(painter, back)
        if animal is not None:
            r = _whole(animal)
            painter.drawPixmap(r.topLeft(), bill_animal_pixmap(self._animal, r.size()))
        if self.hasFocus():  # yellow dashed ring hugging the bill(s), as on the dice
            ring = self._ring()
            hug = QRectF()
            for area in (back, animal):
                if area is not None:
                    hug = hug.united(bill_rect(area))
            painter.setPen(QPen(QColor(style.FOCUS), ring, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(hug.adjusted(-ring * 1.5, -ring * 1.5, ring * 1.5, ring * 1.5),
                                    ring * 2, ring * 2)
        painter.end()

    def _paint_guides(self, painter: QPainter, rect: QRectF) -> None:
        """Marking mode: faint dashed outlines of the free slots, the hovered one in bold.

        Drawn over the bill only on the holder's private screen, and the same for every bill
        with the same marks, so it tells nobody anything the common side does not.
        """
        b = bill_rect(rect)
        H = b.height()
        for slot in SLOTS:
            if slot in self._marks:
                continue
            hot = slot == self._hover
            color = QColor(GUIDE)
            color.setAlpha(255 if hot else 170)
            painter.setPen(QPen(color, max(1.5, H * (0.022 if hot else 0.012)), Qt.PenStyle.DashLine))
            painter.setBrush(GUIDE_FILL if hot else Qt.BrushStyle.NoBrush)
            if slot in CORNERS:
                painter.drawPolygon(_flap(b, slot))
            elif slot in DOTS:
                painter.drawEllipse(_dot_centre(b, slot), DOT_R * H * 1.3, DOT_R * H * 1.3)
            elif hot:  # crease guides only on hover: two long dashed lines would clutter the bill
                c = b.center()
                if slot == "h":
                    painter.drawLine(QPointF(b.left(), c.y()), QPointF(b.right(), c.y()))
                else:
                    painter.drawLine(QPointF(c.x(), b.top()), QPointF(c.x(), b.bottom()))

    # input
    def _slot_at(self, pos: QPointF) -> str | None:
        back = self.back_rect()
        return slot_at(back, pos) if back is not None else None

    def mouseMoveEvent(self, event) -> None:
        if self._markable:
            slot = self._slot_at(event.position())
            if slot != self._hover:
                self._hover = slot
                self.setCursor(Qt.CursorShape.PointingHandCursor if slot and slot not in self._marks
                               else Qt.CursorShape.ArrowCursor)
                self.update()
        super().mouseMoveEvent(event)

    def leaveEvent(self, event) -> None:
        self._hover = None
        self.update()
        super().leaveEvent(event)

    def mousePressEvent(self, event) -> None:
        if self._markable and event.button() == Qt.MouseButton.LeftButton:
            self._request(self._slot_at(event.position()))
            event.accept()
        else:
            super().mousePressEvent(event)

    def keyPressEvent(self, event) -> None:
        slot = KEYS.get(event.key()) if self._markable else None
        if slot is not None:
            self._request(slot)
            event.accept()
        else:
            super().keyPressEvent(event)

    def _request(self, slot: str | None) -> None:
        if slot is not None and slot not in self._marks and self._back_shown():
            self.mark_requested.emit(slot)

    def _back_shown(self) -> bool:
        return self.back_rect() is not None
