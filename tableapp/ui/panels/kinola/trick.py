"""The current trick and the last one, public and legible across the table: each card over its
player's name (the name wrapped and shrunk to its place, never cut), the trick's winner ringed.
Cards come from the app's card art (``ui/art/cards.py``)."""
from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QHBoxLayout, QSizePolicy, QVBoxLayout, QWidget

from tableapp.ui.art.cards import RATIO, card_name, card_pixmap
from tableapp.ui.panels.kit.fit import FitLabel

from .common import card_lines, floor, joined, label, set_text, tr


class TrickView(QWidget):
    """``places`` card places side by side, ``lines`` text lines tall at most; each place a card
    (a face, or "" for a place still empty) with a caption under it."""

    def __init__(self, lines: float, places: int, parent=None):
        super().__init__(parent)
        self._lines = lines
        self._places = max(1, places)
        self._cards: list[tuple[str, str | None]] = []  # (caption, face)
        self._ring: int | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_lines(self, lines: float) -> None:
        if abs(lines - self._lines) > 1e-6:
            self._lines = lines
            self.updateGeometry()
            self.update()

    def set_places(self, places: int) -> None:
        if places != self._places:
            self._places = max(1, places)
            self.update()

    def set_cards(self, cards: list[tuple[str, str | None]], ring: int | None = None) -> None:
        cards = list(cards)
        if cards == self._cards and ring == self._ring:
            return
        self._cards, self._ring = cards, ring
        self.setAccessibleName(", ".join(f"{who}: {card_name(face)}" for who, face in cards if face))
        self.update()

    def cards(self) -> list[tuple[str, str | None]]:
        return list(self._cards)

    # -- geometry ----------------------------------------------------------------------------------
    def _caption_font(self) -> QFont:
        return QFont(self.font())

    def _caption_height(self) -> float:
        # one line at full size, or two at four fifths: a long name wraps smaller, the row stays low
        return QFontMetricsF(self._caption_font()).lineSpacing() * 1.6 + 2

    def sizeHint(self) -> QSize:
        h = self.fontMetrics().height() * self._lines
        return QSize(round(self._places * (h * RATIO + 12)), round(h + self._caption_height()))

    def minimumSizeHint(self) -> QSize:
        return QSize(self._places * 30, self.sizeHint().height())

    def slot_width(self) -> float:
        return self.width() / self._places

    def card_rect(self, i: int) -> QRectF:
        slot = self.slot_width()
        h = min(self.fontMetrics().height() * self._lines, self.height() - self._caption_height(),
                (slot - 8) / RATIO)
        w = h * RATIO
        return QRectF(i * slot + (slot - w) / 2, 0, w, h)

    def changeEvent(self, event) -> None:
        if event.type() == event.Type.FontChange:
            self.updateGeometry()
        super().changeEvent(event)

    # -- painting -----------------------------------------------------------------------------------
    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        slot = self.slot_width()
        top_caption = 0.0
        for i in range(self._places):
            who, face = self._cards[i] if i < len(self._cards) else ("", "")
            rect = self.card_rect(i)
            if rect.height() < 4:
                continue
            pm = card_pixmap(face, round(rect.height()), selected=i == self._ring, dpr=self.devicePixelRatioF())
            painter.drawPixmap(rect.topLeft(), pm)
            top_caption = rect.bottom() + 2
            if who:
                self._caption(painter, QRectF(i * slot + 2, top_caption, slot - 4, self._caption_height()), who,
                              bold=i == self._ring)
        painter.end()

    def _caption(self, painter: QPainter, rect: QRectF, text: str, bold: bool) -> None:
        """The name on one line if it fits (down to 80 %), else on two lines (80 % down to 60 %),
        between words only (a name is never broken inside a word: "Bartholome / w" reads as two
        names); elided, its first columns kept, when even that cannot hold it."""
        font = self._caption_font()
        font.setBold(bold)
        size = font.pointSizeF()
        top = int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        for factor in (1.0, 0.9, 0.8):
            font.setPointSizeF(size * factor)
            if QFontMetricsF(font).horizontalAdvance(text) <= rect.width():
                self._draw(painter, font, rect, top, text)
                return
        for factor in (0.8, 0.7, 0.6):
            font.setPointSizeF(size * factor)
            fm = QFontMetricsF(font)
            wrap = int(Qt.TextFlag.TextWordWrap)
            box = fm.boundingRect(rect, top | wrap, text)
            if box.height() <= rect.height() + 0.5 and box.width() <= rect.width() + 0.5:
                self._draw(painter, font, rect, top | wrap, text)
                return
        fm = QFontMetricsF(font)
        self._draw(painter, font, rect, top, fm.elidedText(text, Qt.TextElideMode.ElideRight, rect.width()))

    def _draw(self, painter: QPainter, font: QFont, rect: QRectF, flags: int, text: str) -> None:
        painter.setFont(font)
        painter.setPen(self.palette().windowText().color())
        painter.drawText(rect, flags, text)


class Tricks(QWidget):
    """The current trick (large) beside the last completed one (smaller, its winner ringed)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(18)
        now = QVBoxLayout()
        now.setSpacing(2)
        self.current = TrickView(4.1, 4)  # its number is in the header: no title row here
        now.addWidget(self.current)
        # while every player reserves there is no trick: how the last round ended takes its place
        # in the trick's own room (as tall as a trick, the text as large as fits): nothing below moves
        self.report = FitLabel(1.0, 0.6, lines=8)
        self.report.hide()
        now.addWidget(self.report)
        lay.addLayout(now, 3)
        last = QVBoxLayout()
        last.setSpacing(2)
        self.last_title = label(kn="caption", wrap=True)
        self.last_title.setMinimumWidth(1)
        last.addWidget(self.last_title)
        self.last = TrickView(2.8, 4)
        last.addWidget(self.last)
        last.addStretch(1)
        lay.addLayout(last, 2)

    def set_base(self, base: float) -> None:
        """The text size changed: the cards follow it by its square root (``card_lines``)."""
        self.current.set_lines(card_lines(4.1, base))
        self.report.set_smallest(floor(0.6, base))
        self.last.set_lines(card_lines(2.8, base))

    def update_view(self, d: dict, to_act: str | None) -> None:
        n = len([p for p in d.get("players", []) if not p.get("left")])
        self.current.set_places(n)
        self.last.set_places(n)
        trick = [(p, face) for p, face in d.get("trick") or []]
        if len(trick) < n and to_act and not to_act.startswith("#") and d.get("phase") == "play":
            trick.append((to_act, ""))  # the place of the card now due, under the name of who plays it
        self.current.set_cards(trick)
        last_round = d.get("last_round")
        reserving = d.get("phase") == "reserve"
        report = reserving and bool(last_round)
        if report:
            paid = joined(p.get("text", "") for p in last_round.get("payments") or [])
            self.report.setText(tr("Round {k}: {what}. Paid: {paid}.").format(
                k=last_round["round"], what=last_round.get("text", ""), paid=paid or tr("nothing")))
        height = self.current.sizeHint().height()
        if self.report.height() != height:
            self.report.setFixedHeight(height)
        self.report.setVisible(reserving)
        self.current.setVisible(not reserving)  # no trick while reserving: the room is the hand's
        last, winner = d.get("last_trick") or [], d.get("last_winner")
        title = tr("Last trick") if last else ""  # its winner ringed and in bold (and in the news line)
        if not last and d.get("last_round") and d["last_round"].get("last_trick"):  # a new round: the old one's
            last = d["last_round"]["last_trick"]
            title = tr("Last trick of round {k}").format(k=d["last_round"]["round"])
            winner = None
        self.last.set_cards([(p, face) for p, face in last],
                            ring=next((i for i, (p, _f) in enumerate(last) if p == winner), None))
        set_text(self.last_title, title or tr("Last trick: none yet"))
