"""Seats around an oval table, and the pot(s) in the middle (each seat: ``seat.SeatWidget``)."""
from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QEvent, QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from .. import style
from .seat import SeatInfo, SeatWidget, chips_text


SEAT_GAP = 6  # the least gap between two seats, or a seat and the pot: touching reads as one box
# ...and between a seat and the pot's label, whose box has margins of its own: more made a resumed
# table's oval give way to rows once the panel below took its line, the seats changing size mid-game
POT_GAP = 2


def _overlapping(rects: list[QRect], pot: QRect | None = None, gap: int = SEAT_GAP) -> bool:
    """Two seats closer than ``gap``, or a seat closer than POT_GAP to the ``pot``."""
    grown = [r.adjusted(-gap // 2, -gap // 2, gap - gap // 2, gap - gap // 2) for r in rects]
    return any(a.intersects(b) for i, a in enumerate(grown) for b in grown[i + 1:]) \
        or (pot is not None and any(r.intersects(pot.adjusted(-POT_GAP, -POT_GAP, POT_GAP, POT_GAP)) for r in rects))


def in_order(rects: list[QRect]) -> bool:
    """The seats (in seat order) go once clockwise around the middle of their box: a seat pushed into
    the middle of the table (an oval too narrow for its seats) turns the walk back on itself."""
    if len(rects) < 3:
        return True
    box = rects[0]
    for r in rects[1:]:
        box = box.united(r)
    c = QPointF(box.center())
    angles = [math.atan2(r.center().y() - c.y(), r.center().x() - c.x()) for r in rects]
    turn = sum((b - a) % (2 * math.pi) for a, b in zip(angles, angles[1:] + angles[:1]))
    return abs(turn - 2 * math.pi) < 0.01


@lru_cache(maxsize=64)
def _even_angles(n: int, rx: float, ry: float, samples: int = 720) -> list[float]:
    """Angles of n points spaced evenly by arc length around an oval, from the bottom (the
    laptop's side) clockwise: on a wide table the long sides get more seats than the ends."""
    start = math.pi / 2
    angles = [start + 2 * math.pi * k / samples for k in range(samples + 1)]
    lengths = [0.0]
    for a, b in zip(angles, angles[1:]):
        lengths.append(lengths[-1] + math.hypot(rx * (math.cos(b) - math.cos(a)), ry * (math.sin(b) - math.sin(a))))
    total, out, k = lengths[-1], [], 0
    for i in range(n):
        target = total * i / n
        while lengths[k + 1] < target:
            k += 1
        out.append(angles[k])
    return out


ROW_GAP = 8  # between the seats of the rows arrangement (a short oval)


class OvalTable(QWidget):
    """The felt with the seats around it (seat order clockwise from the bottom) and the pot."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.seats: list[SeatWidget] = []
        self._sizes = None  # (what they depend on, (width, height), least width or None) of the seats: see _seat_size
        self._total = 0  # every chip at the table (seats and pots): the widest stack a seat may show
        self.pot = QLabel(self)
        self.pot.setObjectName("pot")
        self.pot.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # () -> the pixels to keep free at the top now, for what lies above to grow into (the table
        # view's big line taking a second line): the seats stay where they are on the screen when it
        # does. A panel below that takes the oval's room leaves this much (head_room()).
        self.head_room = None
        self._room: int | None = None

    def minimumSizeHint(self) -> QSize:
        # small enough for a 1366×768 laptop (the panel below needs its room), yet the seats at the
        # top and the bottom of the oval never overlap each other or the pot, whatever the text size
        rows = self._rows_height(self._seat_size()[1], self._floor()) if self.seats and self.width() > 0 else 0
        self._least_h = max(180, rows)  # (kept for _band)
        return QSize(420, self._least_h)

    def room_above(self) -> int:
        """The pixels kept free at the top now (``head_room``); asked on every placing and paint,
        measured again when this table or what it follows (``follow``) is resized or restyled."""
        if self._room is None:
            self._room = max(0, self.head_room()) if self.head_room is not None else 0
        return self._room

    def _band(self) -> tuple[int, int]:
        """(top, height) of the part the felt and the seats take: below the room kept free, never
        shorter than the least height (a banner above squeezing the oval takes the room first)."""
        top = max(0, min(self.room_above(), self.height() - getattr(self, "_least_h", 180)))
        return top, self.height() - top

    def eventFilter(self, obj, event) -> bool:
        if event.type() == QEvent.Type.Resize:  # (``follow``) the line above took or gave back a line
            self._room = None
            self._place()
        return False

    def follow(self, widget: QWidget) -> None:
        """Place the seats again whenever ``widget`` (above, the room kept free depends on it) is resized."""
        widget.installEventFilter(self)

    def set_seats(self, infos: list[SeatInfo]) -> None:
        while len(self.seats) < len(infos):
            seat = SeatWidget(self)
            seat.show()
            self.seats.append(seat)
        while len(self.seats) > len(infos):
            gone = self.seats.pop()
            gone.hide()
            gone.deleteLater()
        for seat, info in zip(self.seats, infos):
            seat.set_info(info)
        self._seat_chips = sum(i.chips for i in infos)
        self._total = self._seat_chips + getattr(self, "_pot_chips", 0)
        self._place()

    def set_pots(self, pots: list[tuple[str, int]]) -> None:
        """(label, chips) of each pot; shown in the middle of the felt."""
        self._pot_chips = sum(chips for _, chips in pots)
        self._total = getattr(self, "_seat_chips", 0) + self._pot_chips
        text = "\n".join(f"{label[:1].upper()}{label[1:]}: {chips}" for label, chips in pots)
        if text != self.pot.text():
            self.pot.setText(text)
            self.updateGeometry()  # more pots, more lines: the minimum height grows
            self._place_pot()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._sizes = self._room = None
        self._place()

    def showEvent(self, event) -> None:
        # the first show (e.g. a resumed night): the seats now have the style sheet's fonts
        super().showEvent(event)
        self._sizes = self._room = None
        self.updateGeometry()
        self._place(force=True)

    def relayout(self) -> None:
        """After the text size changed: seats have new size hints."""
        self._sizes = self._room = None
        self.updateGeometry()
        self._place(force=True)

    def _felt(self) -> QRectF:
        (top, h), w = self._band(), self.width()
        sw, sh = self._seat_size()
        return QRectF(sw * 0.4, top + sh * 0.42, max(40, w - sw * 0.8), max(40, h - sh * 0.84))

    def _seat_size(self) -> tuple[int, int]:
        # asked by the layout, the placing and every paint: measured again only when the seats, the
        # chips in play, the widget's size or the text size (fonts, once polished) changed
        key = None
        if self.seats:
            first = self.seats[0]
            first.ensurePolished()
            first.name.ensurePolished()
            first.chips.ensurePolished()
            key = (len(str(max(self._total, 1))), self.width(), self._band()[1], first.name.font().pointSizeF(),
                   first.chips.font().pointSizeF(), tuple((s.name.text(), s.status.text()) for s in self.seats))
        if self._sizes is None or self._sizes[0] != key:
            self._sizes = (key, self._measure_seats(), None)
        return self._sizes[1]

    def _measure_seats(self) -> tuple[int, int]:
        if not self.seats:
            return 160, 100
        # one size for every seat, whatever the turn: no seat grows when its badges show
        sample = chips_text(int("8" * len(str(max(self._total, 1)))))
        hints = [s.stable_size(sample) for s in self.seats]
        n = len(self.seats)
        # room around the oval for n seats without overlapping
        limit = max(110, int(math.pi * (self.width() + self._band()[1]) / 2 / max(n, 1) * 0.92))
        w = min(max(max(q.width() for q in hints), 150), limit, max(110, self.width() // 3))
        h = max(q.height() for q in hints)
        return w, h

    def _place(self, force: bool = False) -> None:
        key = (len(self.seats), self._seat_size(), self.width(), self._band())
        if key == getattr(self, "_placed", None) and not force:
            return
        self._placed = key
        if self.seats:
            sw, sh = self._seat_size()
            least = (len(self.seats), sh, self._columns(self._floor()))
            if least != getattr(self, "_least_for", None):  # the least height follows the seats and their rows
                self._least_for = least
                self.updateGeometry()
            rects = self._rects(sw, sh)
            # with many seats on a small oval, narrow them (names end in '…') until none overlaps,
            # but never below the chips line, which a seat must always show whole
            floor = self._floor()
            pot = self._pot_rect().translated(0, -self._band()[0])  # (the seats' rects: the band's coordinates)
            while sw - 6 >= floor and _overlapping(rects, pot):
                sw -= 6
                rects = self._rects(sw, sh)
            self._between = None
            # a short oval (many seats, large text): a row above, a row below (and ends between them);
            # an oval too narrow for its seats pushed some into its middle, out of their order
            if _overlapping(rects, pot) or not in_order(rects):
                rects = self._rows(sh)
            top = self._band()[0]
            for seat, rect in zip(self.seats, rects):
                seat.setGeometry(rect.translated(0, top))
        self._place_pot()
        self.update()

    def _rects(self, sw: int, sh: int) -> list[QRect]:
        """Seat centres on the largest oval that keeps every seat inside the band (its coordinates)."""
        h = self._band()[1]
        cx, cy = self.width() / 2, h / 2
        rx, ry = max(1.0, (self.width() - sw) / 2), max(1.0, (h - sh) / 2)
        out = []
        for a in _even_angles(len(self.seats), rx, ry):
            x = max(0, min(self.width() - sw, cx + rx * math.cos(a) - sw / 2))
            y = max(0, min(h - sh, cy + ry * math.sin(a) - sh / 2))
            out.append(QRect(int(x), int(y), sw, sh))
        return out

    def _floor(self) -> int:
        """The narrowest a seat may be (SeatWidget.least_width), the widest of them; asked with every
        least size (the panel below asks it on each refresh), measured again with the seats' sizes."""
        self._seat_size()
        if self._sizes[2] is None:
            sample = chips_text(int("8" * len(str(max(self._total, 1)))))
            self._sizes = (*self._sizes[:2], max(110, *(s.least_width(sample) for s in self.seats)))
        return self._sizes[2]

    def _columns(self, floor: int) -> int:
        """Seats a row of the two-row (or more) arrangement holds, each at least ``floor`` wide."""
        most = max(1, (len(self.seats) + 1) // 2)
        return max(1, min(most, (self.width() + ROW_GAP) // (floor + ROW_GAP)))

    def _ring(self, cols: int) -> tuple[int, int, int, int]:
        """(top, bottom, left, right): the seats in the row above the pot, the row below it, and the
        columns at the table's ends between those rows. Half the seats above and half below while
        a row holds them; more, and the rest sit at the ends, as around a real table (in rows of
        three, the fourth seat of a side had sat alone in the middle of the table, out of order)."""
        n = len(self.seats)
        if n <= 2 * cols or cols < 2:
            return n // 2, n - n // 2, 0, 0
        rest = n - 2 * cols
        return cols, cols, rest - rest // 2, rest // 2

    def _seat_width(self, cols: int) -> int:
        return max(60, min(self._seat_size()[0] * 2, (self.width() - ROW_GAP * (cols - 1)) // cols))

    def _pot_between_ends(self, cols: int) -> bool:
        """The pot fits between the seats at the two ends (else it takes a row of its own)."""
        room = self.width() - 2 * self._seat_width(cols) - 2 * SEAT_GAP
        return room >= (self.pot.sizeHint().width() if self.pot.text() else 0)

    def _rows_height(self, sh: int, floor: int) -> int:
        """The least height of the rows above and below the pot, the seats at the ends and the pot."""
        cols = self._columns(floor)
        top, bottom, left, right = self._ring(cols)
        pot = self.pot.sizeHint().height() + 2 * SEAT_GAP
        if left:
            ends = max(left, right)
            if self._pot_between_ends(cols):
                return max((ends + 2) * sh + (ends + 1) * ROW_GAP, 2 * sh + pot)
            return (ends + 2) * sh + ends * ROW_GAP + pot
        rows = -(-top // cols) + -(-bottom // cols)
        return rows * sh + max(0, rows - 2) * ROW_GAP + pot

    def _rows(self, sh: int) -> list[QRect]:
        """The seats in rows above and below the pot, as wide as the table allows (the rest at the
        table's ends, or, on a table one seat wide, more rows); still clockwise from the bottom, as
        around the oval: the row below right to left, the left end upwards, the row above left to
        right, the right end downwards."""
        gap, h = ROW_GAP, self._band()[1]
        cols = self._columns(self._floor())
        top, bottom, left, right = self._ring(cols)
        sw = self._seat_width(cols)

        def block(count: int, y0: int) -> list[list[QRect]]:
            rows = []
            for r in range(-(-count // cols)):
                k = min(cols, count - r * cols)
                x0 = (self.width() - (k * sw + (k - 1) * gap)) // 2
                rows.append([QRect(x0 + i * (sw + gap), y0 + r * (sh + gap), sw, sh) for i in range(k)])
            return rows

        below = block(bottom, 0)
        shift = h - (len(below) * (sh + gap) - gap)  # the rows below end at the bottom edge
        below = [[r.translated(0, shift) for r in row] for row in below]
        above = block(top, 0)
        ends_left: list[QRect] = []
        ends_right: list[QRect] = []
        if left:  # the ends between the two rows: their rows, top to bottom
            ends = max(left, right)
            if self._pot_between_ends(cols):  # centred between the rows, the pot between the ends
                y0 = (h - (ends * (sh + gap) - gap)) // 2
                ys = [y0 + i * (sh + gap) for i in range(ends)]
                self._between = (sh, h - sh)
            else:  # the pot in a row of its own, halfway down the ends
                upper, lower = ends - ends // 2, ends // 2
                ys = [(i + 1) * (sh + gap) for i in range(upper)]
                ys += [h - sh - (lower - i) * (sh + gap) for i in range(lower)]
                self._between = (upper * (sh + gap) + sh, h - sh - lower * (sh + gap))
            x0 = (self.width() - (cols * sw + (cols - 1) * gap)) // 2  # under the rows' first and last seats
            ends_left = [QRect(x0, y, sw, sh) for y in ys[::-1][:left]]  # upwards
            ends_right = [QRect(x0 + (cols - 1) * (sw + gap), y, sw, sh) for y in ys[:right]]  # downwards
        else:
            self._between = (len(above) * (sh + gap) - gap if above else 0, shift)  # where the pot goes (_pot_rect)
        ring = ([r for row in below[::-1] for r in row[::-1]] + ends_left
                + [r for row in above for r in row] + ends_right)
        first = len(below[-1]) // 2 if below else 0  # the laptop's side: the first seat in the middle of the last row
        return ring[first:] + ring[:first]

    def _pot_rect(self) -> QRect:
        felt = self._felt()
        hint = self.pot.sizeHint() if self.pot.text() else QSize(0, 0)
        w = min(self.width(), max(hint.width(), 10))  # whole: a wide pot moves the seats instead (_place)
        between = getattr(self, "_between", None)  # the seats in rows: the pot midway between them
        y = self._band()[0] + (between[0] + between[1]) / 2 if between else felt.center().y()
        return QRect(int(felt.center().x() - w / 2), int(y - hint.height() / 2), w, hint.height())

    def _place_pot(self) -> None:
        self.pot.setGeometry(self._pot_rect())

    def paintEvent(self, event) -> None:
        # the felt is drawn once per size and then copied: a seat's chips change on most actions,
        # and an antialiased oval behind it costs more than the whole rest of the repaint
        # (of the band only: the big line above taking a second line moves the band, not the felt on screen)
        ratio = self.devicePixelRatioF()
        top, h = self._band()
        key = (self.width(), h, self._felt().translated(0, -top).getRect(), ratio, style.FELT)
        if getattr(self, "_felt_key", None) != key:
            self._felt_key = key
            self._felt_pixmap = QPixmap(max(1, round(self.width() * ratio)), max(1, round(h * ratio)))
            self._felt_pixmap.setDevicePixelRatio(ratio)
            self._felt_pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(self._felt_pixmap)
            painter.translate(0, -top)
            self._draw_felt(painter)
        area = event.rect().intersected(QRect(0, top, self.width(), h))
        p = QPainter(self)
        p.drawPixmap(area, self._felt_pixmap, QRectF(area.translated(0, -top).topLeft() * ratio,
                                                     area.size() * ratio).toRect())
        p.end()

    def _draw_felt(self, p: QPainter) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        felt = self._felt()
        p.setPen(QPen(QColor(style.FELT_EDGE), 14))
        p.setBrush(QBrush(QColor(style.FELT)))
        p.drawEllipse(felt.adjusted(7, 7, -7, -7))
        p.setPen(QPen(QColor(style.FELT_LINE), 3))
        p.setBrush(Qt.BrushStyle.NoBrush)
        inner = felt.adjusted(felt.width() * 0.12, felt.height() * 0.14, -felt.width() * 0.12, -felt.height() * 0.14)
        p.drawEllipse(QRectF(QPointF(inner.left(), inner.top()), inner.size()))
        p.end()
