"""The public part of the panel: the header (the pot, the round, the dealer, whose turn, the led
suit) and one box per player (chips, tricks won, dealer, reserved, bankrupt). Everything comes from
the public view: its seats and its ``detail``."""
from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from tableapp.core.engine import CHANCE, TABLE
from tableapp.core.views import DEALER, TURN, PublicView
from tableapp.ui import style
from tableapp.ui.panels.kit.fit import FitLabel
from tableapp.ui.widgets.one_line import KeepWordsLabel

from .common import label, set_text, suit_words, tr


def turn_words(view: PublicView) -> str:
    who = view.to_act
    if view.over or who is None:
        return tr("Game over")
    if who == TABLE:
        return tr("The table")
    if who == CHANCE:
        return tr("The app deals")
    return who


class Header(QWidget):
    """Pot, round (k of n, or overtime), dealer, whose turn, the led suit, the Table menu."""

    def __init__(self, table_menu: QWidget, parent=None):
        super().__init__(parent)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(14)
        self.pot = label(kn="pot")
        self.pot.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(self.pot, 0, Qt.AlignmentFlag.AlignVCenter)
        left = QVBoxLayout()
        left.setSpacing(0)
        # each line as large as its room allows at any text size: the header never widens the window
        self.round = FitLabel(1.2, 0.55, lines=1)
        left.addWidget(self.round)
        self.dealer = FitLabel(1.0, 0.5, lines=2)  # a long name on a second line rather than cut
        self.dealer.set_color(style.MUTED)
        left.addWidget(self.dealer)
        lay.addLayout(left, 1)
        middle = QVBoxLayout()
        middle.setSpacing(0)
        # whose turn: as large as its room allows, a long name on two lines rather than cut
        self.turn = FitLabel(1.5, 0.6, lines=1)
        self.turn.set_color(style.TURN)
        middle.addWidget(self.turn)
        self.led = FitLabel(1.2, 0.55, lines=1)
        middle.addWidget(self.led)
        lay.addLayout(middle, 2)
        lay.addWidget(table_menu, 0, Qt.AlignmentFlag.AlignTop)

    def update_view(self, view: PublicView) -> None:
        d = view.detail
        set_text(self.pot, tr("Pot {n}").format(n=view.pot_total))
        self.round.setText(d.get("round_title") or view.phase_text)
        dealer = d.get("dealer")
        self.dealer.setText(tr("Dealer: {name}").format(name=dealer) if dealer else tr("No dealer yet"))
        self.turn.setText(tr("Turn: {name}").format(name=turn_words(view)))
        led = d.get("led")
        if view.phase == "play":
            k, t = d.get("trick_no"), (d.get("deck") or {}).get("tricks")
            text = tr("Led: {suit}").format(suit=suit_words(led)) if led else tr("Led: the leader chooses")
            text = tr("Trick {k} of {t} · {led}").format(k=k, t=t, led=text)
        else:
            text = view.phase_text
        self.led.setText(text)


class SeatBox(QFrame):
    """One player: name, chips, tricks won (and points with H5), dealer badge, status."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setProperty("kn", "seat")
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 4, 8, 4)
        lay.setSpacing(0)
        self.name = FitLabel(1.15, 0.7, lines=2)
        lay.addWidget(self.name)
        self.chips = label(kn="chips")
        self.chips.setMinimumWidth(1)
        lay.addWidget(self.chips)
        row = self.row = QBoxLayout(QBoxLayout.Direction.LeftToRight)  # the badge under the note when narrow
        row.setSpacing(4)
        # "3 tricks · 12 points" (H5) wraps in a narrow seat, Japanese between words ("0 トリッ／ク" at 200 %)
        self.note = KeepWordsLabel()
        self.note.setProperty("kn", "note")
        self.note.setMinimumWidth(1)
        row.addWidget(self.note, 1)
        self.badge = label(tr("Dealer"), kn="badge")
        self.badge.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.badge.hide()
        row.addWidget(self.badge, 0, Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        lay.addLayout(row)
        self.status = label(kn="status")
        self.status.setMinimumWidth(1)
        lay.addWidget(self.status)
        self._flags = (False, False)

    def _arrange(self) -> None:
        """The dealer badge beside the note ("3 tricks"), or under it when both do not fit the box
        (a narrow seat at 200 % text): the note is never squeezed."""
        side = QBoxLayout.Direction.LeftToRight
        if not self.badge.isHidden() and self.note.text():
            need = (self.note.fontMetrics().horizontalAdvance(self.note.text()) + self.badge.minimumWidth()
                    + self.row.spacing() + 24)  # the box's margins and border
            if need > self.width():
                side = QBoxLayout.Direction.TopToBottom
        if self.row.direction() != side:
            self.row.setDirection(side)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._arrange()

    def minimumSizeHint(self) -> QSize:
        return QSize(60, self.sizeHint().height())  # every line whole: the panel grows (or the window scrolls)

    def update_seat(self, seat, reserving: bool = False) -> None:
        self.name.setText(seat.name)
        set_text(self.chips, tr("{n} chips").format(n=seat.chips) if seat.chips != 1 else tr("1 chip"))
        # while reserving every count is 0: "reserved" / "to reserve" takes the count's line
        note, status = (seat.status, "") if reserving and seat.status else (seat.note, seat.status)
        if TURN in seat.roles:  # "▶ 2 tricks": the player to act in text beside the box's colour (colour is
            note = f"▶ {note}".strip()  # never the only signal, issue 11); the name and chips keep their width
        set_text(self.note, note)
        set_text(self.status, status)
        self.note.setVisible(bool(note) or DEALER in seat.roles)  # no empty rows: the page keeps the room
        self.status.setVisible(bool(status))
        if DEALER in seat.roles and self.badge.isHidden():
            self.badge.ensurePolished()  # its bold text, as the panel's style gives it
            self.badge.setMinimumWidth(self.badge.fontMetrics().horizontalAdvance(self.badge.text()) + 12)
        self.badge.setVisible(DEALER in seat.roles)
        self._arrange()
        flags = (TURN in seat.roles, not seat.playing)
        if flags != self._flags:  # a new style only when the turn moves (no per-click style sheet)
            self._flags = flags
            self.setProperty("turn", flags[0])
            self.setProperty("out", flags[1])
            self.style().unpolish(self)
            self.style().polish(self)
        parts = ([tr("To act")] if TURN in seat.roles else []) + [seat.name, self.chips.text(), seat.note, seat.status] \
            + ([tr("Dealer")] if DEALER in seat.roles else [])
        self.setAccessibleName(", ".join(p for p in parts if p))


class Seats(QWidget):
    """The players in seat order (clockwise), side by side; in two rows when one row would cut
    their chips (six players at a large text size)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.lay = QGridLayout(self)
        self.lay.setContentsMargins(0, 0, 0, 0)
        self.lay.setSpacing(6)
        self.boxes: list[SeatBox] = []
        self._columns = 0

    def update_view(self, view: PublicView) -> None:
        added = len(self.boxes) < len(view.seats)
        while len(self.boxes) < len(view.seats):
            self.boxes.append(SeatBox())
        for box, seat in zip(self.boxes, view.seats):
            box.update_seat(seat, view.phase == "reserve")
        self._place(force=added)  # the text size may have changed since: as many columns as fit now

    def sizeHint(self) -> QSize:
        # the boxes' notes wrap only in a narrow seat: the rows' height at this width, not the one a
        # wrapping label guesses for itself (a word or two of Japanese as if on three lines)
        hint = super().sizeHint()
        if self.width() > 100 and self.hasHeightForWidth():
            hint.setHeight(self.heightForWidth(self.width()))
        return hint

    def box(self, name: str) -> SeatBox | None:
        return next((b for b in self.boxes if b.name.text() == name), None)

    def columns(self) -> int:
        n = len(self.boxes)
        if not n:
            return 1
        chips = self.boxes[0].chips
        chips.ensurePolished()  # the panel's style gives the chips their size
        fm = chips.fontMetrics()
        widest = max(fm.horizontalAdvance(b.chips.text() or tr("{n} chips").format(n=888)) for b in self.boxes)
        least = widest + 20  # the chips whole, with the frame (margins 8 + 8, border 2 + 2)
        width = self.width() if self.width() > 100 else 900
        fit = max(1, (width + 6) // (least + 6))
        if fit >= n:
            return n
        return min((n + 1) // 2, fit)

    def _place(self, force: bool = False) -> None:
        cols = self.columns()
        if cols == self._columns and not force:
            return
        self._columns = cols
        for b in self.boxes:
            self.lay.removeWidget(b)
        for i, b in enumerate(self.boxes):
            self.lay.addWidget(b, i // cols, i % cols)
            b.show()  # now, not after the layout's queued show: the panel counts its height at once
        for c in range(len(self.boxes)):
            self.lay.setColumnStretch(c, 1 if c < cols else 0)
        self.updateGeometry()  # one row or two: the panel's room for the seats follows

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.boxes and event.oldSize().width() != event.size().width():
            self._place()

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == event.Type.FontChange and self.boxes:
            self._place()
