"""Playing cards: the Pairs deck (1-10) and a standard deck with jokers, drawn as vectors.

A card is named by the same text the engines put in a ``Piece`` face:

- the Pairs deck (Pairs, Goblin Poker, Yuck Chick Knock Down): "1" ... "10". The deck holds as
  many cards of a value as the value (one 1 ... ten 10s), so the card shows its value large and
  that count as dots underneath, in a colour of its own: value and count read from the chairs;
- a standard card: "10H", "AS", "QD", "2C" (rank and suit letter, ``games.common.cards``) and the
  jokers "JOKER1", "JOKER2" ... Suits are four colours (spades black, hearts red, diamonds blue,
  clubs green) and never colour alone: each corner has the suit's symbol and its letter;
- None: a card lying face down (its back); "": an empty place (a dashed outline).

``card_pixmap`` caches each card per size; ``CardRow`` paints a row of them in one widget (no
child widget per card: a hand of 17 repaints in one pass) and reports clicks on a card.
"""
from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap, QTransform
from PySide6.QtWidgets import QSizePolicy, QWidget

from tableapp.games.common.cards import JOKER, RANKS, SUITS

from .dice import _dpr, _glyph_path, _suit_path

RATIO = 0.7  # a card's width to its height (poker cards: 63 x 88 mm)
PAPER = QColor("#fffdf6")
EDGE = QColor("#3a3328")
SELECT = QColor("#4fc3f7")  # the app's accent (ui/style.py)
MUTED = QColor("#b8c0c8")
BACK = QColor("#1f3b73")
BACK_LINE = QColor("#3d62a8")
SUIT_NAME = {"S": "spade", "H": "heart", "D": "diamond", "C": "club"}
SUIT_INK = {"S": QColor("#141414"), "H": QColor("#c8102e"), "D": QColor("#1746b8"), "C": QColor("#0f7a3e")}
JOKER_INK = QColor("#6a1b9a")
# the Pairs deck: one colour per value, neighbours far apart, dark enough for white dots
PAIRS_INK = {1: "#5d4037", 2: "#c62828", 3: "#ef6c00", 4: "#9e7c00", 5: "#2e7d32",
             6: "#00838f", 7: "#1565c0", 8: "#4527a0", 9: "#ad1457", 10: "#37474f"}


def tr(text: str) -> str:
    return QCoreApplication.translate("art", text)


# -- what a face is ---------------------------------------------------------------------------------
def pairs_value(face: str | None) -> int | None:
    """The Pairs-deck value of ``face`` ("1".."10"), None for any other card."""
    if face is not None and face.isdigit() and 1 <= int(face) <= 10:
        return int(face)
    return None


def standard(face: str) -> tuple[str, str, int] | None:
    """(rank, suit, joker number) of a standard card's text, None if it is not one."""
    if face.startswith(JOKER):
        n = face[len(JOKER):] or "1"
        return (JOKER, "H", int(n)) if n.isdigit() else None
    rank, suit = face[:-1], face[-1:]
    return (rank, suit, 0) if rank in RANKS and suit in SUITS else None


def card_name(face: str | None) -> str:
    """The card in words, for tooltips and screen readers: "7 (the deck has seven)", "10 of hearts"."""
    if face is None:
        return tr("a card face down")
    if face == "":
        return tr("an empty place")
    value = pairs_value(face)
    if value is not None:
        return tr("{v} (the deck has {v})").format(v=value)
    card = standard(face)
    if card is None:
        return face
    rank, suit, n = card
    if rank == JOKER:
        return tr("joker {n}").format(n=n)
    suits = {"S": tr("spades"), "H": tr("hearts"), "D": tr("diamonds"), "C": tr("clubs")}
    return tr("{rank} of {suit}").format(rank=rank, suit=suits[suit])


# -- painting -----------------------------------------------------------------------------------------
def card_rect(rect: QRectF) -> QRectF:
    """The largest card of the right shape centred in ``rect``, with room for a selection ring."""
    h = min(rect.height(), rect.width() / RATIO) * 0.94
    card = QRectF(0, 0, h * RATIO, h)
    card.moveCenter(rect.center())
    return card


def paint_card(painter: QPainter, rect: QRectF, face: str | None, *, selected: bool = False,
               dim: bool = False) -> None:
    """Draw ``face`` (see the module docstring) in ``rect``; ``dim``: a card that cannot be played now."""
    c = card_rect(rect)
    radius = c.width() * 0.08
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    if selected:  # an empty slot too: the one the next key fills (Yuck's deal, a slot clicked)
        ring = c.adjusted(-c.width() * 0.04, -c.width() * 0.04, c.width() * 0.04, c.width() * 0.04)
        painter.setPen(QPen(SELECT, max(2.0, c.width() * 0.05)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(ring, radius * 1.3, radius * 1.3)
    if face == "":
        painter.setPen(QPen(MUTED, max(1.5, c.width() * 0.03), Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(c, radius, radius)
        painter.restore()
        return
    painter.setPen(QPen(EDGE, max(1.0, c.width() * 0.015)))
    painter.setBrush(BACK if face is None else PAPER)
    painter.drawRoundedRect(c, radius, radius)
    if face is None:
        _paint_back(painter, c)
    elif pairs_value(face) is not None:
        _paint_pairs(painter, c, pairs_value(face))
    elif standard(face) is not None:
        _paint_standard(painter, c, *standard(face))
    else:
        _glyph(painter, c.center(), c.height() * 0.2, face, EDGE)
    if dim:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(40, 40, 40, 130))
        painter.drawRoundedRect(c, radius, radius)
    painter.restore()


def _glyph(painter: QPainter, centre: QPointF, height: float, text: str, ink: QColor,
           max_width: float | None = None) -> None:
    """``text`` as a filled outline ``height`` tall, centred on ``centre`` (squeezed to ``max_width``)."""
    path = _glyph_path(text)
    sx = height
    width = path.boundingRect().width() * height
    if max_width is not None and width > max_width:
        sx = height * max_width / width
    t = QTransform()
    t.translate(centre.x(), centre.y())
    t.scale(sx, height)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink)
    painter.drawPath(t.map(path))


def _suit(painter: QPainter, centre: QPointF, size: float, suit: str, ink: QColor) -> None:
    t = QTransform()
    t.translate(centre.x(), centre.y())
    t.scale(size / 2, size / 2)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink)
    painter.drawPath(t.map(_suit_path(SUIT_NAME[suit])))


def _paint_back(painter: QPainter, c: QRectF) -> None:
    inner = c.adjusted(c.width() * 0.1, c.width() * 0.1, -c.width() * 0.1, -c.width() * 0.1)
    painter.setPen(QPen(BACK_LINE, max(1.0, c.width() * 0.03)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(inner, c.width() * 0.05, c.width() * 0.05)
    step = inner.width() / 5
    painter.setClipRect(inner)
    x = inner.left() - inner.height()
    while x < inner.right():
        painter.drawLine(QPointF(x, inner.bottom()), QPointF(x + inner.height(), inner.top()))
        x += step
    painter.setClipping(False)


def _paint_pairs(painter: QPainter, c: QRectF, value: int) -> None:
    ink = QColor(PAIRS_INK[value])
    band = QRectF(c.left(), c.top(), c.width(), c.height() * 0.64)
    path = QPainterPath()
    path.addRoundedRect(c, c.width() * 0.08, c.width() * 0.08)
    painter.save()
    painter.setClipPath(path)
    painter.fillRect(band.adjusted(0, 0, 0, 0), ink)
    painter.restore()
    _glyph(painter, QPointF(c.center().x(), band.center().y()), band.height() * 0.55, str(value),
           QColor("white"), max_width=c.width() * 0.8)
    # the count of its kind: as many dots as the deck holds cards of this value, rows of five
    rows = [min(5, value), max(0, value - 5)]
    rows = [r for r in rows if r]
    area = QRectF(c.left(), band.bottom(), c.width(), c.bottom() - band.bottom())
    d = min(c.width() / 6.4, area.height() / (len(rows) + 1.2))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink)
    for i, n in enumerate(rows):
        y = area.top() + area.height() / 2 + (i - (len(rows) - 1) / 2) * d * 1.15
        for j in range(n):
            x = c.center().x() + (j - (n - 1) / 2) * d * 1.15
            painter.drawEllipse(QPointF(x, y), d * 0.45, d * 0.45)


def _paint_standard(painter: QPainter, c: QRectF, rank: str, suit: str, n: int) -> None:
    w, h = c.width(), c.height()
    if rank == JOKER:
        _glyph(painter, QPointF(c.center().x(), c.top() + h * 0.3), h * 0.26, "★", JOKER_INK)
        _glyph(painter, QPointF(c.center().x(), c.top() + h * 0.62), h * 0.13, "JOKER", JOKER_INK, max_width=w * 0.8)
        _glyph(painter, QPointF(c.center().x(), c.top() + h * 0.84), h * 0.16, str(n), JOKER_INK)
        # Kinola counts the jokers as hearts below the 2: the small heart says so
        _suit(painter, QPointF(c.left() + w * 0.16, c.top() + h * 0.12), w * 0.18, "H", SUIT_INK["H"])
        return
    ink = SUIT_INK[suit]
    # the corner: rank, and under it the suit's letter (never colour alone)
    _glyph(painter, QPointF(c.left() + w * 0.2, c.top() + h * 0.13), h * 0.14, rank, ink, max_width=w * 0.3)
    _glyph(painter, QPointF(c.left() + w * 0.2, c.top() + h * 0.3), h * 0.09, suit, ink)
    # the middle: the rank large, the suit symbol under it
    _glyph(painter, QPointF(c.left() + w * 0.64, c.top() + h * 0.3), h * 0.3, rank, ink, max_width=w * 0.48)
    _suit(painter, QPointF(c.center().x(), c.top() + h * 0.72), min(w * 0.6, h * 0.38), suit, ink)


# -- pixmaps ------------------------------------------------------------------------------------------
def card_pixmap(face: str | None, height: int, *, selected: bool = False, dim: bool = False,
                dpr: float | None = None) -> QPixmap:
    """A card ``height`` logical pixels tall (its width ``RATIO`` of that), at the screen's pixel ratio;
    cached."""
    return _card_pixmap(face, int(height), selected, dim, _dpr(dpr))


@lru_cache(maxsize=512)
def _card_pixmap(face, height, selected, dim, dpr) -> QPixmap:
    w, h = max(1, round(height * RATIO * dpr)), max(1, round(height * dpr))
    pm = QPixmap(w, h)
    pm.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pm)
    paint_card(painter, QRectF(0, 0, w, h), face, selected=selected, dim=dim)
    painter.end()
    pm.setDevicePixelRatio(dpr)
    return pm


# -- a row of cards ---------------------------------------------------------------------------------
class CardRow(QWidget):
    """Cards in a row, ``lines`` text lines tall (so they follow the text size), overlapping when the
    row is short of width (``overlap=False``: narrower instead, see ``LEAST``). Optional per card:
    ``enabled`` (a disabled card is dimmed and not clickable), ``selected``, and a caption under it
    (a key to press, a player's name).

    ``clicked(index)`` when a clickable, enabled card is clicked."""

    clicked = Signal(int)
    GAP = 6  # between two cards side by side
    # overlap=False: the cards get narrower down to this share of their height, never over each other
    # (slots the table fills in, each captioned with its player: an overlapped slot hid its caption);
    # the row's least width holds them all at it, so a layout puts the row elsewhere rather than shorter
    LEAST = 0.7

    def __init__(self, lines: float = 5.0, parent: QWidget | None = None, *, clickable: bool = False,
                 overlap: bool = True):
        super().__init__(parent)
        self._lines = lines
        self._clickable = clickable
        self._overlap = overlap
        self._faces: list[str | None] = []
        self._enabled: list[bool] = []
        self._selected: set[int] = set()
        self._captions: list[str] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        if clickable:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
            self.setProperty("stepControl", True)  # (kit/sight.py CONTROL: kept in sight with the step's keys)

    # -- content --------------------------------------------------------------------------------------
    def set_faces(self, faces: list[str | None], *, enabled: list[bool] | None = None,
                  selected: set[int] | None = None, captions: list[str] | None = None) -> None:
        faces = list(faces)
        enabled = list(enabled) if enabled is not None else [True] * len(faces)
        selected = set(selected or ())
        captions = list(captions or [])
        if (faces, enabled, selected, captions) == (self._faces, self._enabled, self._selected, self._captions):
            return  # nothing to repaint (a refresh that changed nothing here)
        had_captions = bool(self._captions)
        self._faces, self._enabled, self._selected, self._captions = faces, enabled, selected, captions
        self.setAccessibleName(", ".join(card_name(f) for f in faces))
        if had_captions != bool(captions):
            self.updateGeometry()
        self.update()

    def faces(self) -> list[str | None]:
        return list(self._faces)

    def set_lines(self, lines: float) -> None:
        """The cards' height in text lines (a panel with more rows of seats makes them smaller)."""
        if lines != self._lines:
            self._lines = lines
            self.updateGeometry()
            self.update()

    # -- geometry -------------------------------------------------------------------------------------
    def card_height(self) -> int:
        return round(self.fontMetrics().height() * self._lines)

    def _caption_height(self) -> int:
        return self.fontMetrics().height() + 2 if self._captions else 0

    def _caption_width(self) -> int:
        """The widest caption's width (a player's name under a slot: 0 without captions)."""
        fm = self.fontMetrics()
        return max((fm.horizontalAdvance(c) for c in self._captions), default=0)

    def sizeHint(self) -> QSize:
        h = self.card_height()
        n = max(1, len(self._faces))
        step = max(h * RATIO, self._caption_width()) + self.GAP  # the names whole, where the row has room
        return QSize(round(n * step), h + self._caption_height())

    def minimumSizeHint(self) -> QSize:
        h = self.card_height()
        if self._overlap:
            return QSize(round(h * RATIO * 2), h + self._caption_height())
        n = max(1, len(self._faces))
        return QSize(math.ceil(n * h * self.LEAST * RATIO + (n - 1) * self.GAP), h + self._caption_height())

    def hasHeightForWidth(self) -> bool:
        return not self._overlap

    def heightForWidth(self, width: int) -> int:
        # overlap=False: no taller than its cards at this width (narrower cards leave no gap under them)
        n = max(1, len(self._faces))
        h = min(self.card_height(), (width - (n - 1) * self.GAP) / n / RATIO)
        return math.ceil(h) + self._caption_height()

    def card_rects(self) -> list[QRectF]:
        """Where each card is drawn (later cards overlap earlier ones when the row is short, unless
        ``overlap`` is False: then all get narrower, however short the row)."""
        n = len(self._faces)
        if not n:
            return []
        h = min(self.card_height(), self.height() - self._caption_height())
        w = h * RATIO
        step = w + self.GAP
        if n > 1 and n * step - self.GAP > self.width():
            if not self._overlap:
                w = max(1.0, (self.width() - (n - 1) * self.GAP) / n)
                h, step = w / RATIO, w + self.GAP
            else:
                step = max(w * 0.25, (self.width() - w) / (n - 1))
            return [QRectF(i * step, 0, w, h) for i in range(n)]
        # captions wider than their cards (players' names under the slots): the cards spread over the
        # row's spare width, each in the middle of a column its caption may fill ("Anastasia-Jo…", not "An…")
        column = self._column(w, n)
        if column <= w:
            return [QRectF(i * step, 0, w, h) for i in range(n)]
        step = column + self.GAP
        return [QRectF(i * step + (column - w) / 2, 0, w, h) for i in range(n)]

    def _column(self, w: float, n: int) -> float:
        """The width under each of ``n`` cards ``w`` wide: its caption's, as far as the row holds them."""
        return max(w, min(self._caption_width(), (self.width() + self.GAP) / n - self.GAP))

    def caption_rects(self) -> list[QRectF]:
        """Where each card's caption may be drawn: under its card, as wide as the card's column (wider
        than the card where the row spreads its cards), never reaching under the next card's."""
        rects = self.card_rects()
        out = []
        for i, rect in enumerate(rects):
            if i + 1 < len(rects) and rects[i + 1].left() < rect.right() + self.GAP - 0.5:  # overlapping: its strip
                out.append(QRectF(rect.left(), rect.bottom() + 2,
                                  min(rect.width(), rects[i + 1].left() - rect.left() - 4), self.fontMetrics().height()))
                continue
            column = self._column(rect.width(), len(rects))
            out.append(QRectF(rect.center().x() - column / 2, rect.bottom() + 2, column, self.fontMetrics().height()))
        return out

    def shown_captions(self) -> list[str]:
        """The captions as drawn: whole where their column holds them, else cut with "…"."""
        fm = self.fontMetrics()
        out = []
        for i, rect in enumerate(self.caption_rects()):
            caption = self._captions[i] if i < len(self._captions) else ""
            text = fm.elidedText(caption, Qt.TextElideMode.ElideRight, math.floor(rect.width())) if caption else ""
            if text == "…":  # not even a letter and "…": the initial alone says whose slot it is
                text = caption[:1]
            out.append(text)
        return out

    def card_at(self, point: QPointF) -> int | None:
        for i, rect in reversed(list(enumerate(self.card_rects()))):  # the top card first
            if rect.contains(point):
                return i
        return None

    def changeEvent(self, event) -> None:
        if event.type() == event.Type.FontChange:
            self.updateGeometry()
        super().changeEvent(event)

    # -- painting and clicks ---------------------------------------------------------------------------
    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        rects = self.card_rects()
        for i, rect in enumerate(rects):
            enabled = self._enabled[i] if i < len(self._enabled) else True
            pm = card_pixmap(self._faces[i], round(rect.height()), selected=i in self._selected,
                             dim=not enabled, dpr=self.devicePixelRatioF())
            painter.drawPixmap(rect.topLeft(), pm)
        if self._captions:
            painter.setPen(self.palette().windowText().color())
            for rect, text in zip(self.caption_rects(), self.shown_captions()):
                if text:
                    painter.drawText(rect, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, text)
        painter.end()

    def mouseReleaseEvent(self, event) -> None:
        if self._clickable and event.button() == Qt.MouseButton.LeftButton:
            i = self.card_at(event.position())
            if i is not None and (i >= len(self._enabled) or self._enabled[i]):
                self.clicked.emit(i)
                return
        super().mouseReleaseEvent(event)

