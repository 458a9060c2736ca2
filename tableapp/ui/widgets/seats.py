"""Seats around an oval table, and the pot(s) in the middle.

What a seat shows comes from the engine's public view, by a small convention:
``view(state, None)`` may contain ``"seats": {name: {"status": "in"|"folded"|"out"|..., "note": str}}``
and ``"dealer"``, ``"starter"``, ``"to_act"`` (player names). Also understood: ``"players"`` as a
list of ``{"name", "status", "status_title", "dealer"}`` and ``"out"`` / ``"left"`` lists of names.
Missing keys fall back to the engine's ``to_act`` and ``outcome().eliminated``. Chips always
come from ``engine.balances``.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from .. import style


@dataclass(frozen=True)
class SeatInfo:
    name: str
    chips: int
    status: str  # "in", "folded", "out", or a game's own word
    note: str = ""
    dealer: bool = False
    starter: bool = False
    turn: bool = False


def seat_infos(engine, state, players) -> list[SeatInfo]:
    """Read the seats from the engine (public view, balances, outcome); never computes chips."""
    view = engine.view(state, None) or {}
    seats = view.get("seats") if isinstance(view.get("seats"), dict) else {}
    if not seats and isinstance(view.get("players"), list):
        for entry in view["players"]:
            if isinstance(entry, dict) and "name" in entry:
                seats[entry["name"]] = {"status": entry.get("status"), "note": entry.get("status_title") or "",
                                        "dealer": entry.get("dealer")}
    gone = {name: "out" for name in _names(view.get("out"))}
    gone.update({name: "left" for name in _names(view.get("left"))})
    balances = engine.balances(state)
    eliminated = set(engine.outcome(state).eliminated)
    to_act = view.get("to_act", engine.to_act(state))
    out = []
    for name in players:
        seat = seats.get(name) if isinstance(seats.get(name), dict) else {}
        status = gone.get(name) or seat.get("status") or ("out" if name in eliminated else "in")
        note = str(seat.get("note") or "")
        if note == status_text(str(status)) or note.lower() == str(status).lower():
            note = ""
        dealer = seat.get("dealer") is True or view.get("dealer") == name
        out.append(SeatInfo(name, balances.get(name, 0), str(status), note, dealer,
                            view.get("starter") == name, to_act == name))
    return out


def _names(value) -> list[str]:
    return [v for v in value if isinstance(v, str)] if isinstance(value, (list, tuple)) else []


KNOWN = ("in", "folded", "out", "left")


def status_text(status: str) -> str:
    words = {
        "in": QCoreApplication.translate("Seat", "in"),
        "folded": QCoreApplication.translate("Seat", "folded"),
        "out": QCoreApplication.translate("Seat", "out"),
        "left": QCoreApplication.translate("Seat", "left the table"),
    }
    return words.get(status, status)


def chips_text(n: int) -> str:
    if n == 1:
        return QCoreApplication.translate("Seat", "1 chip")
    return QCoreApplication.translate("Seat", "{n} chips").format(n=n)


class SeatWidget(QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("seat")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(10, 6, 10, 6)
        lay.setSpacing(0)
        top = QHBoxLayout()
        top.setSpacing(4)
        self.name = QLabel()
        self.name.setObjectName("seatName")
        top.addWidget(self.name, 1)
        self.markers: dict[str, QLabel] = {}
        for key in ("turn", "dealer", "starter"):
            m = QLabel()
            m.setObjectName("seatMarker")
            m.hide()
            top.addWidget(m)
            self.markers[key] = m
        lay.addLayout(top)
        bottom = QHBoxLayout()
        bottom.setSpacing(8)
        self.chips = QLabel()
        self.chips.setObjectName("seatChips")
        bottom.addWidget(self.chips)
        self.status = QLabel()
        self.status.setObjectName("seatStatus")
        self.status.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom)
        bottom.addWidget(self.status, 1)
        lay.addLayout(bottom)
        self._info: SeatInfo | None = None

    def set_info(self, info: SeatInfo) -> None:
        if info == self._info:
            return
        old, self._info = self._info, info
        self.name.setText(info.name)
        self.chips.setText(chips_text(info.chips))
        # a game's own status word comes with its own words (the note); ours are translated here
        status = status_text(info.status) if info.status in KNOWN or not info.note else ""
        self.status.setText(" · ".join(t for t in (status, info.note) if t))
        self.markers["turn"].setText(QCoreApplication.translate("Seat", "▶ turn"))
        self.markers["dealer"].setText(QCoreApplication.translate("Seat", "dealer"))
        self.markers["starter"].setText(QCoreApplication.translate("Seat", "starts"))
        self.markers["turn"].setVisible(info.turn)
        self.markers["dealer"].setVisible(info.dealer)
        self.markers["starter"].setVisible(info.starter)
        out = info.status in ("out", "folded", "left")
        if old is None or old.turn != info.turn or (old.status in ("out", "folded", "left")) != out:
            self.setProperty("turn", info.turn)
            self.setProperty("out", out)
            self.style().unpolish(self)
            self.style().polish(self)
        self.setAccessibleName(f"{info.name}: {self.chips.text()}, {self.status.text()}")


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


class OvalTable(QWidget):
    """The felt with the seats around it (seat order clockwise from the bottom) and the pot."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.seats: list[SeatWidget] = []
        self.pot = QLabel(self)
        self.pot.setObjectName("pot")
        self.pot.setAlignment(Qt.AlignmentFlag.AlignCenter)

    def minimumSizeHint(self) -> QSize:
        # small enough for a 1366×768 laptop (the panel below needs its room), yet the seats at the
        # top and the bottom of the oval never overlap, whatever the text size
        seat_h = max((s.sizeHint().height() for s in self.seats), default=0)
        return QSize(420, max(180, 2 * seat_h + 12))

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
        self._place()

    def set_pots(self, pots: list[tuple[str, int]]) -> None:
        """(label, chips) of each pot; shown in the middle of the felt."""
        text = "\n".join(f"{label[:1].upper()}{label[1:]}: {chips}" for label, chips in pots)
        if text != self.pot.text():
            self.pot.setText(text)
            self._place_pot()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._place()

    def relayout(self) -> None:
        """After the text size changed: seats have new size hints."""
        self.updateGeometry()
        self._place(force=True)

    def _felt(self) -> QRectF:
        w, h = self.width(), self.height()
        sw, sh = self._seat_size()
        return QRectF(sw * 0.4, sh * 0.42, max(40, w - sw * 0.8), max(40, h - sh * 0.84))

    def _seat_size(self) -> tuple[int, int]:
        if not self.seats:
            return 160, 100
        hint = max((s.sizeHint() for s in self.seats), key=lambda q: q.width())
        n = len(self.seats)
        # room around the oval for n seats without overlapping
        limit = max(110, int(math.pi * (self.width() + self.height()) / 2 / max(n, 1) * 0.92))
        w = min(max(hint.width(), 150), limit, max(110, self.width() // 3))
        h = max(s.sizeHint().height() for s in self.seats)
        return w, h

    def _place(self, force: bool = False) -> None:
        key = (len(self.seats), self._seat_size(), self.width(), self.height())
        if key == getattr(self, "_placed", None) and not force:
            return
        self._placed = key
        if self.seats:
            sw, sh = self._seat_size()
            # seat centres on the largest oval that keeps every seat inside the widget
            cx, cy = self.width() / 2, self.height() / 2
            rx, ry = max(1.0, (self.width() - sw) / 2), max(1.0, (self.height() - sh) / 2)
            for seat, a in zip(self.seats, _even_angles(len(self.seats), rx, ry)):
                x = cx + rx * math.cos(a) - sw / 2
                y = cy + ry * math.sin(a) - sh / 2
                x = max(0, min(self.width() - sw, x))
                y = max(0, min(self.height() - sh, y))
                seat.setGeometry(int(x), int(y), sw, sh)
        self._place_pot()
        self.update()

    def _place_pot(self) -> None:
        felt = self._felt()
        hint = self.pot.sizeHint()
        w = min(int(felt.width() * 0.6), max(hint.width(), 10))
        self.pot.setGeometry(int(felt.center().x() - w / 2), int(felt.center().y() - hint.height() / 2),
                             w, hint.height())

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        felt = self._felt()
        p.setPen(QPen(QColor(style.FELT_EDGE), 14))
        p.setBrush(QBrush(QColor(style.FELT)))
        p.drawEllipse(felt.adjusted(7, 7, -7, -7))
        p.setPen(QPen(QColor("#1b7a50"), 3))
        p.setBrush(Qt.BrushStyle.NoBrush)
        inner = felt.adjusted(felt.width() * 0.12, felt.height() * 0.14, -felt.width() * 0.12, -felt.height() * 0.14)
        p.drawEllipse(QRectF(QPointF(inner.left(), inner.top()), inner.size()))
        p.end()
