"""One seat at the oval table (``SeatWidget``: the name with its badges, the chips, the status) and
what it shows (``SeatInfo``, read by ``seat_infos`` from the engine's public view).

What a seat shows comes from the engine's public view, by a small convention:
``view(state, None)`` may contain ``"seats": {name: {"status": "in"|"folded"|"out"|..., "note": str}}``
and ``"dealer"``, ``"starter"``, ``"to_act"`` (player names). Also understood: ``"players"`` as a
list of ``{"name", "status", "status_title", "dealer"}`` and ``"out"`` / ``"left"`` lists of names.
Missing keys fall back to the engine's ``to_act`` and ``outcome().eliminated``. Chips always
come from ``engine.balances``.
"""
from __future__ import annotations

import unicodedata
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from .. import style
from .one_line import OneLineLabel


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
    outcome = engine.outcome(state)
    eliminated = set(outcome.eliminated)
    to_act = view.get("to_act", engine.to_act(state))
    out = []
    for name in players:
        seat = seats.get(name) if isinstance(seats.get(name), dict) else {}
        status = gone.get(name) or seat.get("status") or ("out" if name in eliminated else "in")
        note = str(seat.get("note") or "")
        if note == status_text(str(status)) or note.lower() == str(status).lower():
            note = ""
        # the roles (dealer, starter, turn) belong to players still in a game still going: none for
        # a player who is out or left, none once the game is over
        role = not outcome.finished and status not in ("out", "left")
        dealer = role and (seat.get("dealer") is True or view.get("dealer") == name)
        out.append(SeatInfo(name, balances.get(name, 0), str(status), note, dealer,
                            role and view.get("starter") == name, role and to_act == name))
    return out


def _names(value) -> list[str]:
    return [v for v in value if isinstance(v, str)] if isinstance(value, (list, tuple)) else []


KNOWN = ("in", "folded", "out", "left")
NOT_PLAYING = ("out", "folded", "left")  # a dim seat


def status_text(status: str) -> str:
    words = {
        "in": QCoreApplication.translate("Seat", "in"),
        "folded": QCoreApplication.translate("Seat", "folded"),
        "out": QCoreApplication.translate("Seat", "out"),
        "left": QCoreApplication.translate("Seat", "left"),  # short: it shares a narrow seat with the chips
    }
    return words.get(status, status)


def chips_text(n: int) -> str:
    if n == 1:
        return QCoreApplication.translate("Seat", "1 chip")
    return QCoreApplication.translate("Seat", "{n} chips").format(n=n)


NAME_KEPT = 8  # a long name ending in "…" keeps at least this many columns: a wide character counts two


def name_start(name: str) -> str:
    """The start of a long name that a seat always shows (before its "…"): the player knows it."""
    out, width = "", 0
    for ch in name:
        width += 2 if unicodedata.east_asian_width(ch) in "WF" else 1
        if width > NAME_KEPT:
            break
        out += ch
    return out


class SeatWidget(QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        # the frame is painted here, not by the style sheet: eight seats repaint on most actions, and
        # a style-sheet frame costs twice a painted one (the labels inside keep the style sheet)
        self.setObjectName("tableSeat")
        self.setProperty("wholeInSight", True)  # (kit/sight.py WHOLE: the window scrolls past it whole, or not)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(10, 6, 10, 6)
        lay.setSpacing(0)
        top = QHBoxLayout()
        top.setSpacing(4)
        self.name = OneLineLabel()  # a long name ends in "…" beside the badges, never cut (tooltip: all)
        self.name.setObjectName("seatName")
        self.name.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        top.addWidget(self.name, 1)
        self.markers: dict[str, QLabel] = {}
        for key, text in (("turn", QCoreApplication.translate("Seat", "▶ turn")),
                          ("dealer", QCoreApplication.translate("Seat", "dealer")),
                          ("starter", QCoreApplication.translate("Seat", "starts"))):
            m = QLabel(text)
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
        # the chips come first: a long status gives way (clipped) rather than push over them
        self.status.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
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
        self.markers["turn"].setVisible(info.turn)
        self.markers["dealer"].setVisible(info.dealer)
        self.markers["starter"].setVisible(info.starter)
        if old is None or (old.name, old.turn, old.dealer, old.starter) != (info.name, info.turn, info.dealer,
                                                                           info.starter):
            self._fit_badges()  # most actions move only chips: the badges stay as they were
        out = info.status in NOT_PLAYING
        if old is None or old.turn != info.turn or (old.status in NOT_PLAYING) != out:
            self.update()  # the frame: yellow for the turn, dim for a player out
        self.setAccessibleName(f"{info.name}: {self.chips.text()}, {self.status.text()}")
        self.setToolTip(self.accessibleName())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_badges()

    def paintEvent(self, event) -> None:
        info = self._info
        turn = info is not None and info.turn
        back, edge = (style.SEAT_TURN if turn else style.SEAT_OUT if info is not None and info.status in NOT_PLAYING
                      else style.SEAT)
        width = 5 if turn else 3
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor(edge), width))
        p.setBrush(QColor(back))
        p.drawRoundedRect(QRectF(self.rect()).adjusted(width / 2, width / 2, -width / 2, -width / 2), 14, 14)
        p.end()

    def _fit_badges(self) -> None:
        """A narrow seat (many players, large text) keeps room for the start of the name (NAME_KEPT
        columns): the turn badge shrinks to its arrow (the seat's yellow frame says the rest), then
        the role badges to a star, then the symbols share one badge ("▶★": one badge's padding)."""
        if self._info is None:
            return
        info = self._info
        turn = self.markers["turn"]
        word = QCoreApplication.translate("Seat", "▶ turn")
        words = {"dealer": QCoreApplication.translate("Seat", "dealer"),
                 "starter": QCoreApplication.translate("Seat", "starts")}
        roles = [(k, self.markers[k]) for k in ("dealer", "starter") if getattr(info, k)]
        name = info.name
        fm = self.name.fontMetrics()
        start = name_start(name)
        room = self.width() - self._chrome()
        for level in range(4):
            shown = self._show_badges(level, turn, word, roles, words)
            # asked of the eliding itself: at a width of exactly "長谷川さ…" it drew "長谷川…"
            if fm.elidedText(name, Qt.TextElideMode.ElideRight, room - shown).startswith(start):
                break
        turn.setToolTip(word)
        for key, b in roles:
            b.setToolTip(words[key])

    def _show_badges(self, level: int, turn: QLabel, word: str, roles: list, words: dict) -> int:
        """The badges at compaction ``level`` (0: words ... 3: one badge of symbols); their width with spacing."""
        spacing = self.layout().itemAt(0).layout().spacing()
        badges = ([turn] if self._info.turn else []) + [b for _, b in roles]
        merged = level >= 3 and len(badges) > 1
        turn.setText(word if level == 0 else "▶")
        for key, b in roles:
            b.setText(words[key] if level < 2 else "★")
        if merged:  # the first badge carries every symbol; the others hide until there is room again
            badges[0].setText(("▶" if self._info.turn else "") + "★" * len(roles))
        for i, b in enumerate(badges):
            b.setVisible(i == 0 or not merged)
        return sum(b.sizeHint().width() + spacing for b in badges if not b.isHidden())

    def _chrome(self) -> int:
        m = self.layout().contentsMargins()
        return m.left() + m.right()

    def stable_size(self, chips_sample: str) -> QSize:
        """The room this seat needs whatever the turn: its name beside the turn badge and the wider
        of the dealer and starter badges, and ``chips_sample`` (the widest stack it may come to
        hold) beside its status. The same from turn to turn, so the table never jumps; measured
        in the style sheet's fonts even before the first show."""
        self.ensurePolished()
        for label in (self.name, self.chips, self.status, *self.markers.values()):
            label.ensurePolished()
        key = (self.name.text(), self.status.text(), chips_sample, self.name.font().pointSizeF(),
               self.chips.font().pointSizeF(), self.markers["turn"].font().pointSizeF(),
               QCoreApplication.translate("Seat", "▶ turn"))
        if key != getattr(self, "_stable_key", None):  # measured again only when something it depends on changed
            self._stable_key, self._stable = key, self._measure(chips_sample)
        return self._stable

    def least_width(self, chips_sample: str) -> int:
        """The narrowest this seat may be: its chips line whole, and the start of its name (NAME_KEPT
        columns, then '…') beside the badges at their most compact ("▶★"), whatever the turn."""
        self.ensurePolished()
        for label in (self.name, self.chips, self.markers["turn"]):
            label.ensurePolished()
        key = (self.name.text(), self.status.text(), chips_sample, self.name.font().pointSizeF(),
               self.chips.font().pointSizeF(), self.markers["turn"].font().pointSizeF())
        if key != getattr(self, "_least_key", None):  # asked on every placing: measured only on a change
            m = self.layout().contentsMargins()
            chips = (self.chips.fontMetrics().horizontalAdvance(chips_sample) + 8 + self.status.sizeHint().width())
            fm = self.name.fontMetrics()
            name = min(fm.horizontalAdvance(self.name.text()), fm.horizontalAdvance(name_start(self.name.text()) + "…"))
            turn = self.markers["turn"]
            badge = turn.sizeHint().width() - turn.fontMetrics().horizontalAdvance(turn.text()) \
                + turn.fontMetrics().horizontalAdvance("▶★")
            top = name + self.layout().itemAt(0).layout().spacing() + badge
            self._least_key, self._least = key, max(chips, top) + m.left() + m.right() + 4
        return self._least

    def _measure(self, chips_sample: str) -> QSize:
        spacing = self.layout().itemAt(0).layout().spacing()
        turn = self.markers["turn"]  # measured with its word, also while it shows only its arrow
        fm = turn.fontMetrics()
        turn_w = turn.sizeHint().width() - fm.horizontalAdvance(turn.text()) + fm.horizontalAdvance(
            QCoreApplication.translate("Seat", "▶ turn"))
        badges = turn_w + max(self.markers["dealer"].sizeHint().width(), self.markers["starter"].sizeHint().width())
        top = self.name.fontMetrics().horizontalAdvance(self.name.text()) + badges + 2 * spacing
        bottom = self.chips.fontMetrics().horizontalAdvance(chips_sample) + 8 + self.status.sizeHint().width()
        m = self.layout().contentsMargins()
        height = max(self.name.sizeHint().height(), max(b.sizeHint().height() for b in self.markers.values())) \
            + max(self.chips.sizeHint().height(), self.status.sizeHint().height())
        return QSize(max(top, bottom) + m.left() + m.right() + 4, height + m.top() + m.bottom() + 4)
