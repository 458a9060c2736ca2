"""The public part of the panel: the header (whose turn, the knock streak "k of m", the deck, the pot)
and one tile per player (name, markers, chips, the cards in front of them, status). Everything comes
from the public view: a seat's pieces (face-up field cards, then its hand face down, or an
eliminated seat's cards face down) and its status and note, in the engine's words."""
from __future__ import annotations

import math
import unicodedata
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QBoxLayout, QGridLayout, QHBoxLayout, QSizePolicy, QVBoxLayout, QWidget

from tableapp.core.views import STARTER, TURN, PublicView, SeatView
from tableapp.ui import style
from tableapp.ui.art.cards import RATIO, CardRow
from tableapp.ui.widgets.one_line import KeepWordsLabel, OneLineLabel
from tableapp.ui.widgets.seat import NAME_KEPT, chips_text

from .common import label, set_text, tr


def _repolish(w: QWidget) -> None:
    w.style().unpolish(w)
    w.style().polish(w)


class Header(QWidget):
    """Beside the page of the moment: the knock streak as "Knocks k of m", the deck, the pot and the
    Table menu, one under the other (whose turn is the window's big line above and the "▶" on the
    player's tile: the screen's height goes to the cards)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(4)
        self.streak = label(yc="streak")
        self.streak.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.streak.setToolTip(tr("R10: the showdown starts when every player still in knocks in a row."))
        lay.addWidget(self.streak)
        self.pot = label(name="pot")
        self.pot.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(self.pot)
        self.deck = label(yc="deck")
        self.deck.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(self.deck)
        self.tools = QVBoxLayout()
        lay.addLayout(self.tools)
        lay.addStretch(1)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)

    def update_view(self, view: PublicView) -> None:
        d = view.detail
        streak = d.get("streak")
        set_text(self.streak, tr("Knocks {streak}").format(streak=streak["text"]) if streak else "")
        self.streak.setVisible(streak is not None)
        deck = d.get("deck")
        set_text(self.deck, tr("Deck {n}").format(n=deck) if deck is not None else "")
        self.deck.setVisible(deck is not None)
        set_text(self.pot, tr("Pot {n}").format(n=view.pot_total))


@dataclass(frozen=True)
class Cards:
    """What a tile's row of cards shows: faces (None: face down), which may be clicked, captions."""

    faces: tuple[str | None, ...] = ()
    enabled: tuple[bool, ...] = ()
    captions: tuple[str, ...] = ()


def seat_cards(seat: SeatView, entry: dict, targets: dict[int, str] | None) -> Cards:
    """The seat's pieces as the engine gives them: its face-up field, then its hand face down, or an
    eliminated seat's cards face down. ``targets``: the face-up cards a Down
    may take now, by position, with their keys (the others are dimmed while a Down is possible)."""
    faces = tuple(p.face for p in seat.pieces)
    captions = []
    enabled = []
    for i, face in enumerate(faces):
        if face is not None:
            key = targets.get(i) if targets is not None else None
            captions.append(key or "")
            enabled.append(targets is None or key is not None)
        else:  # face down: the hand (or an eliminated seat's cards), told apart by its back alone
            captions.append("")
            enabled.append(True)
    return Cards(faces, tuple(enabled), tuple(captions))


class StatusLabel(KeepWordsLabel):
    """A tile's status: one line high, unless its words wrap (its own least height then says how high):
    Qt's guess for a wrapped label's height would make every tile taller than its one line."""

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), max(self.fontMetrics().height(), self.minimumHeight()))

    def minimumSizeHint(self) -> QSize:
        return QSize(1, max(self.fontMetrics().height(), self.minimumHeight()))

    def hasHeightForWidth(self) -> bool:
        return False  # (the least height above, set by KeepWordsLabel as it is laid out, holds it)


class SeatTile(QWidget):
    """One player: name with the turn and start markers, chips, the cards in front of them (a click on
    a face-up card asks for a Down on it), and the status in the engine's words."""

    card_clicked = Signal(str, int)  # (owner, position in the row)

    def __init__(self, lines: float, parent=None):
        super().__init__(parent)
        self.setObjectName("seat")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.name_text = ""
        lay = QVBoxLayout(self)
        lay.setContentsMargins(10, 4, 10, 4)
        lay.setSpacing(2)
        # a long name ends in "…" (its tooltip is whole); in a narrow tile (large text) the chips go
        # under it, the name keeping its first columns (``stack_top``)
        top = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        top.setSpacing(6)
        self.top = top
        self.name = OneLineLabel()
        self.name.setObjectName("seatName")
        top.addWidget(self.name, 1)
        marks = QHBoxLayout()
        marks.setSpacing(6)
        marks.addStretch(1)
        # "▶": the player to act, in text beside the frame's colour (colour is never the only signal,
        # issue 11); a symbol, not a word, like the star: the name keeps the room
        self.turn = label("▶", name="seatMarker")
        self.turn.setToolTip(tr("To act"))
        marks.addWidget(self.turn)
        self.starter = label(tr("★"), name="seatMarker")  # a star, not a word: the name keeps the room
        self.starter.setToolTip(tr("Starts this round"))
        marks.addWidget(self.starter)
        self.chips = label(yc="chips")
        marks.addWidget(self.chips)
        top.addLayout(marks)
        lay.addLayout(top)
        self.cards = CardRow(lines, clickable=True)
        self.cards.clicked.connect(lambda i: self.card_clicked.emit(self.name_text, i))
        lay.addWidget(self.cards)
        # in the engine's words, the tile's whole width; wrapped between words when longer (large text)
        self.status = StatusLabel()
        self.status.setProperty("yc", "status")
        self.status.setMinimumWidth(1)
        lay.addWidget(self.status)
        # the columns share the width evenly whatever the texts: a new status never moves (and so
        # repaints) the tiles beside it
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self._look: tuple | None = None
        self.fit_cards()

    def fit_cards(self) -> None:
        """The row keeps the height of its cards and captions, cards or none: nothing below moves."""
        self.cards.ensurePolished()
        height = self.cards.card_height() + self.cards.fontMetrics().height() + 2
        if self.cards.height() != height or self.cards.minimumHeight() != height:
            self.cards.setFixedHeight(height)

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self.fit_cards()

    def top_width(self) -> int:
        """The width the name row needs with the chips beside the name: the name's first NAME_KEPT
        columns (a wide character counts two) and its "…", the star and the chips."""
        self.name.ensurePolished()
        self.chips.ensurePolished()
        kept, cols = "", 0
        for ch in self.name_text:
            cols += 2 if unicodedata.east_asian_width(ch) in "WF" else 1
            if cols > NAME_KEPT:
                break
            kept += ch
        name = self.name.fontMetrics().horizontalAdvance(kept + ("…" if kept != self.name_text else ""))
        chips = self.chips.fontMetrics().horizontalAdvance(chips_text(1000)) + 2 * self.top.spacing()
        m = self.layout().contentsMargins()
        markers = self.starter.sizeHint().width() + self.turn.sizeHint().width() + self.top.spacing()
        return name + chips + markers + m.left() + m.right() + 8

    def stack_top(self, beside: bool) -> bool:
        """The chips beside the name, or under it (a narrow tile: the name keeps its first columns)."""
        direction = QBoxLayout.Direction.LeftToRight if beside else QBoxLayout.Direction.TopToBottom
        if self.top.direction() == direction:
            return False
        self.top.setDirection(direction)
        return True

    def update_seat(self, seat: SeatView, entry: dict, cards: Cards) -> None:
        self.name_text = seat.name
        set_text(self.name, seat.name)  # the tile's frame and colour, and its "▶", say whose turn it is
        self.name.setToolTip(seat.name)
        self.turn.setVisible(TURN in seat.roles)
        self.starter.setVisible(STARTER in seat.roles)
        set_text(self.chips, chips_text(seat.chips))
        self.fit_cards()
        self.cards.set_faces(list(cards.faces), enabled=list(cards.enabled), captions=list(cards.captions))
        status = " · ".join(t for t in (seat.status, seat.note) if t)
        set_text(self.status, status)
        self.status.setToolTip(status)
        # out of this round (the engine's "active" is False) or of the game: the tile dims
        look = (TURN in seat.roles, not seat.playing or entry.get("active") is False)
        if look != self._look:
            self._look = look
            self.setProperty("turn", look[0])
            self.setProperty("out", look[1])
            _repolish(self)


class Seats(QWidget):
    """Every player in seat order (clockwise, the turn order), in rows of tiles: up to three in a row
    for six players, four for seven or eight."""

    card_clicked = Signal(str, int)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(8)
        self.grid.setVerticalSpacing(6)
        self.tiles: list[SeatTile] = []
        self._cols = 0
        self.shrink = 1.0  # larger text, cards a little less tall in lines: the table stays in sight
        self.grown = 0.0  # the cards' height in lines, grown into the window's room (0: the least)
        self._room: tuple = ()
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def columns(self, n: int) -> int:
        return self.columns_for(n, self.width() if self.width() > 200 else 960)

    def columns_for(self, n: int, width: int) -> int:
        """Up to three tiles in a row (four for seven or eight players), fewer when the text is so
        large that a tile would be too narrow for a name and its chips."""
        most = n if n <= 3 else (n + 1) // 2
        least = self.fontMetrics().height() * 11
        return max(1, min(most, (width + 8) // (least + 8)))

    @staticmethod
    def lines(n: int) -> float:
        """Card height in text lines: as large as two rows of tiles leave room for."""
        # (the least: grown into the room the window leaves; six long names and a turn of three stacked
        # buttons under them left 3.4 lines no room at 100 %)
        return 5.0 if n <= 3 else 2.9  # one row of tiles for three players

    def least_lines(self) -> float:
        return self.lines(len(self.tiles)) * self.shrink

    def _rows_cols(self, width: int) -> tuple[int, int]:
        n = max(1, len(self.tiles))
        cols = self.columns_for(n, width)
        return (n + cols - 1) // cols, cols

    def _chrome(self) -> int:
        """A tile's height beside its cards: name, captions, status, margins."""
        t = self.tiles[0]
        caption = t.cards.fontMetrics().height() + 2 + t.layout().spacing()  # fit_cards' row, its spacing
        if t.cards.isVisibleTo(t):  # (between rounds the rows are hidden: the deal has their room)
            return t.sizeHint().height() - t.cards.height() + caption
        return t.sizeHint().height() + caption

    def stack_tops(self, width: int) -> None:
        """Every tile's chips beside or under its name, as the tiles' width at ``width`` allows."""
        _, cols = self._rows_cols(width)
        tile = (width - (cols - 1) * self.grid.horizontalSpacing()) // cols
        beside = max(t.top_width() for t in self.tiles) <= tile  # every tile alike: the rows stay even
        changed = False
        for t in self.tiles:
            changed = t.stack_top(beside) or changed
        if changed:  # the tiles' new heights now, not a few events later: measured and placed at once
            for t in self.tiles:
                t.layout().activate()
            self.grid.invalidate()
            self.grid.activate()
            area = self.parentWidget().parentWidget() if self.parentWidget() is not None else None
            if isinstance(area, QAbstractScrollArea):
                QApplication.sendEvent(area, QEvent(QEvent.Type.LayoutRequest))

    def least_height(self, width: int) -> int:
        """Every tile, its cards at the least height: what the players' rows need at the least."""
        if not self.tiles:
            return 0
        self.stack_tops(width)
        rows, _ = self._rows_cols(width)
        t = self.tiles[0]
        if t.cards.isVisibleTo(t):
            tile = self._chrome() + round(t.cards.fontMetrics().height() * self.least_lines())
        else:  # between rounds: no cards (the deal has their room)
            tile = t.sizeHint().height()
        return rows * tile + (rows - 1) * self.grid.verticalSpacing()

    def fit_room(self, height: int, width: int) -> None:
        """The cards as tall as the room ``height`` × ``width`` lets every row of tiles be (never less
        than ``lines``, nor so tall that three cards overlap in a tile, nor more than 8 lines): legible
        from the chairs on whatever screen."""
        if not self.tiles or height <= 0 or width <= 0:
            return
        room = (height, width, len(self.tiles), self.shrink, self.font().pointSizeF())
        if room == self._room:
            return
        self._room = room
        self.stack_tops(width)
        rows, cols = self._rows_cols(width)
        line = max(1, self.tiles[0].cards.fontMetrics().height())
        tall = (height - (rows - 1) * self.grid.verticalSpacing()) / rows - self._chrome()
        tile_w = (width - (cols - 1) * self.grid.horizontalSpacing()) / cols - 20  # the tile's margins
        wide = (tile_w - 2 * 6) / (3 * RATIO)  # three cards side by side, unhidden
        lines = max(self.least_lines(), min(tall / line, wide / line, 8.0 * self.shrink))
        lines = max(self.least_lines(), math.floor(lines * 4) / 4)  # in quarter lines: a pixel's change repaints nothing
        if lines != self.grown:
            self.grown = lines
            for t in self.tiles:
                t.cards.set_lines(lines)
                t.fit_cards()

    def tile(self, name: str) -> SeatTile | None:
        return next((t for t in self.tiles if t.name_text == name), None)

    def update_view(self, view: PublicView, entries: dict[str, dict], targets: dict[str, dict[int, str]] | None
                    ) -> None:
        seats = view.seats
        if len(self.tiles) != len(seats):
            self._build(len(seats))
        cards = any(seat.pieces for seat in seats)  # between rounds the rows give their room to the deal
        for tile, seat in zip(self.tiles, seats):
            if tile.cards.isVisibleTo(tile) != cards:
                tile.cards.setVisible(cards)
            entry = entries.get(seat.name, {})
            tile.update_seat(seat, entry, seat_cards(seat, entry, None if targets is None else targets.get(seat.name, {})))

    def _build(self, n: int) -> None:
        for t in self.tiles:
            self.grid.removeWidget(t)
            t.hide()
            t.deleteLater()
        self.tiles = []
        self._room = ()
        for i in range(n):
            tile = SeatTile(self.grown or self.lines(n) * self.shrink)
            tile.card_clicked.connect(self.card_clicked)
            self.tiles.append(tile)
        self._cols = 0
        self._place()
        for tile in self.tiles:
            tile.show()  # counted in the size hint now, not at the layout's next turn

    def _place(self) -> None:
        cols = self.columns(len(self.tiles))
        if cols == self._cols:
            return
        self._cols = cols
        for tile in self.tiles:
            self.grid.removeWidget(tile)
        for i, tile in enumerate(self.tiles):
            self.grid.addWidget(tile, i // cols, i % cols)
        for c in range(max(cols, self.grid.columnCount())):
            self.grid.setColumnStretch(c, 1 if c < cols else 0)
        rows = (len(self.tiles) + cols - 1) // cols
        for r in range(max(rows + 1, self.grid.rowCount())):  # the tiles at the top of a taller room
            self.grid.setRowStretch(r, 1 if r == rows else 0)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.tiles and event.oldSize().width() != event.size().width():
            self._place()

    def rescaled(self, base: float) -> None:
        """The text size changed: the cards grow with it, by its square root (at 200 % text they are
        1.4 times as tall, not twice: the players' rows and the page below still share the screen)."""
        shrink = min(1.0, (style.BASE_PT / base) ** 0.5) if base > 0 else 1.0
        self.grown = 0.0  # grown again into the room at the new size
        if abs(shrink - self.shrink) > 0.01 and self.tiles:
            self.shrink = shrink
            self._build(len(self.tiles))
        self.shrink = shrink
        self._room = ()
        for t in self.tiles:
            t.fit_cards()
