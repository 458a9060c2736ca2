"""The players, each a tile: name and chips, badges and status, then the stack face up (folded and
eliminated players' face down, as a count). The tiles sit in as few rows as their width allows
(five players in one, eight in two) and their cards are as large as the height left to them
allows, so the stacks read from the chairs with few players and still fit with eight."""
from __future__ import annotations

import math

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QScrollArea, QSizePolicy, QVBoxLayout, QWidget

from tableapp.core.views import DEALER, STARTER, TURN, PublicView, SeatView
from tableapp.ui import style
from tableapp.ui.art.cards import RATIO, CardRow
from tableapp.ui.widgets.seat import name_start
from tableapp.ui.panels.kit import base_pt, restyle

from .common import NameLabel, chips_text, label, set_flag, set_text, tr
from .table import Notes

FEWEST_LINES = 1.9  # a stack's cards never smaller than this many text lines
MOST_LINES = 6.0  # nor larger (two or three players at a tall window)


def arrange(n: int, width: int, wide: int, narrow: int, room: int = 0, text: tuple[int, int] = (0, 0),
            line: int = 1, stack: int = 1) -> tuple[int, bool]:
    """(columns, narrow): a tile at least ``narrow`` px wide (its chips then under its name; from
    ``wide`` px beside it), at most five columns. Of the arrangements the width allows, the one with
    the largest cards that neither overlap in the longest ``stack`` nor leave the ``room`` (px; the
    fewer the rows, the taller the tiles, the more, the wider); ``text``: a tile's height without
    its cards, wide and narrow. Without a room, as few rows as the width allows."""
    best = None
    for rows in range(1, n + 1):
        cols = math.ceil(n / rows)
        each = (width - 6 * (cols - 1)) / cols
        if cols > 5 or each < narrow and cols > 1:
            continue
        thin = each < wide
        if room <= 0:
            return cols, thin
        tall = (room - 6 * (rows - 1)) / rows - text[thin] - 1
        if tall < FEWEST_LINES * line and best is not None:
            break  # more rows only make them shorter
        side = (each - 16 - 6 * (stack - 1)) / (max(stack, 1) * RATIO)
        card = min(tall, side, MOST_LINES * line)
        if best is None or card > best[0] + 2:  # fewer rows, unless more are clearly better
            best = (card, cols, thin)
    return (best[1], best[2]) if best is not None else (1, True)


class SeatTile(QWidget):
    """One player: name and chips; the badges (turn, lowest stack, dealer) and the status; the stack."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("gpSeat")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 2, 6, 4)
        lay.setSpacing(0)
        self.top = QHBoxLayout()
        self.top.setSpacing(6)
        self.name = NameLabel()
        self.top.addWidget(self.name, 1)
        self.chips = label(gp="chips")
        self.top.addWidget(self.chips)
        lay.addLayout(self.top)
        self.line = QHBoxLayout()  # the chips in a narrow tile
        lay.addLayout(self.line)
        self.narrow = False
        self.two_badges = False  # no room for three badges: the turn said by a "▶" opening the status
        self._shown: tuple | None = None  # what update_seat last showed
        mid = QHBoxLayout()
        mid.setSpacing(4)
        self.turn = label(tr("▶ turn"), gp="badge")
        self.starter = label(tr("lowest"), gp="badge")
        self.dealer = label(tr("dealer"), gp="dealer")
        for badge in (self.turn, self.starter, self.dealer):
            badge.hide()
            mid.addWidget(badge)
        self.status = NameLabel("status")  # one line, cut with "…" (its tooltip says it whole)
        self.status.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        mid.addWidget(self.status, 1)
        lay.addLayout(mid)
        lay.addSpacing(2)
        self.stack = CardRow(FEWEST_LINES)
        self.stack.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.stack.setMinimumWidth(1)
        lay.addWidget(self.stack)
        self._lines = FEWEST_LINES

    def set_lines(self, lines: float) -> None:
        if lines != self._lines:
            self._lines = lines
            self.stack.set_lines(lines)

    def set_narrow(self, narrow: bool, two_badges: bool) -> None:
        """The chips beside the name, or (a narrow tile) on a line of their own under it; ``two_badges``:
        no room for three badges beside the status."""
        if two_badges == self.two_badges and narrow == self.narrow:
            return
        self.two_badges = two_badges
        if narrow != self.narrow:
            self.narrow = narrow
            (self.top if not narrow else self.line).removeWidget(self.chips)
            (self.line if narrow else self.top).addWidget(self.chips)
        if self._shown is not None:  # the badges again, for the new room
            self.update_seat(*self._shown[:4])

    def text_height(self, narrow: bool | None = None) -> int:
        """The tile's height without its cards (as it is, or ``narrow`` or not), whatever its badges
        and border (a turn's is thicker): every tile's cards the same size, from one click to the next."""
        narrow = self.narrow if narrow is None else narrow
        m = self.layout().contentsMargins()
        name, chips = self.name.sizeHint().height(), self.chips.sizeHint().height()
        lines = (name + chips if narrow else max(name, chips)) + max(
            w.sizeHint().height() for w in (self.status, self.turn, self.starter, self.dealer))
        return m.top() + m.bottom() + lines + 2 + 4  # 4: the turn's border is 2 px thicker

    def sizeHint(self) -> QSize:
        # every tile as tall as the one whose turn it is (its border is thicker): the row below does
        # not move when the turn comes to or leaves this row
        hint = super().sizeHint()
        return QSize(hint.width(), max(hint.height(), self.text_height() + self.stack.height()))

    def update_seat(self, seat: SeatView, entry: dict, new_card: int | None, others_only: bool) -> None:
        shown = (seat, entry, new_card, others_only, self.narrow, self.two_badges)
        if shown == self._shown:
            return  # most clicks change one or two players: the others cost nothing
        self._shown = shown
        self.name.set_name(seat.name)
        # a tile without room for three badges says the turn by a "▶" opening its status line instead
        # (never by its border's colour alone: issue 11, point 4)
        turn_in_status = self.two_badges and TURN in seat.roles
        for badge, role in ((self.turn, TURN), (self.starter, STARTER), (self.dealer, DEALER)):
            on = role in seat.roles and not (turn_in_status and role == TURN)
            if badge.isVisibleTo(self) != on:  # only a change costs a layout
                badge.setVisible(on)
        set_text(self.chips, chips_text(seat.chips))
        # the badges' line as tall with a badge as without (text_height counts it so): a "lowest"
        # badge coming or going does not move the stacks by a pixel or two
        line = max(b.sizeHint().height() for b in (self.turn, self.starter, self.dealer, self.status))
        if self.status.minimumHeight() != line:
            self.status.setMinimumHeight(line)
        faces = [p.face for p in seat.pieces]
        selected = {faces.index(str(new_card))} if new_card is not None and str(new_card) in faces else set()
        self.stack.set_faces(faces, selected=selected)
        parts = [seat.status, seat.note]
        if not seat.playing and faces:  # D22/B.7: face down, as a count
            parts.append(tr("{n} cards face down").format(n=len(faces)) if len(faces) != 1
                         else tr("1 card face down"))
        if others_only and seat.playing and entry.get("stack"):  # H12: each seat's own fold cost
            parts.append(tr("fold: {chips}").format(chips=chips_text(entry.get("fold_cost", 0))))
        self.status.set_name(("▶ " if turn_in_status else "") + tr(" · ").join(p for p in parts if p))
        set_flag(self, "turn", TURN in seat.roles)
        set_flag(self, "out", not seat.playing)


class Seats(QWidget):
    """Every player of the game in seat order (clockwise), row by row."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setSpacing(6)
        self.grid.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.tiles: list[SeatTile] = []
        self._cols = 0
        self._narrow = False
        self._stack = 1  # the most cards in a player's stack
        self._widths: tuple = (0.0, (0, 0, 0))  # the text size they were measured at, and _measure's
        self._names: tuple[str, ...] = ()  # the players' names, as measured
        self._least: int | None = None  # least_height() of all the rows, until the tiles change
        self._room = 0  # the height the tiles may fill (the scroll area's), px

    def tile(self, name: str) -> SeatTile | None:
        return next((t for t in self.tiles if t.name.full() == name), None)

    @property
    def rows(self) -> int:
        return math.ceil(len(self.tiles) / max(self._cols, 1))

    def least_widths(self) -> tuple[int, int]:
        """A tile's narrowest with its chips beside the name (its first NAME_KEPT columns, or two
        badges) and under it (ten letters, or two badges)."""
        return self._measured()[:2]

    def _measured(self) -> tuple[int, int, int]:
        base = base_pt(self)
        if self._widths[0] != base:
            self._widths = (base, self._measure(base))
        return self._widths[1]

    def _two_badges(self, cols: int, narrow: bool) -> bool:
        """A tile of ``cols`` in a row has room for two badges, not three (turn, lowest, dealer)."""
        each = (self._width() - self.grid.spacing() * (cols - 1)) / max(cols, 1)
        return narrow or each < self._measured()[2]

    def _measure(self, base: float) -> tuple[int, int, int]:
        name, chips, badge = QFont(self.font()), QFont(self.font()), QFont(self.font())
        for font, factor in ((name, 1.25), (chips, 1.3), (badge, 0.9)):
            font.setPointSizeF(base * factor)
            font.setBold(True)
        name, chips, badge = QFontMetrics(name), QFontMetrics(chips), QFontMetrics(badge)
        # a tile shows three badges where they fit, else two (the turn then said by the border): as
        # wide as a tile draws them, with their padding and border (estimated before the first tile
        # is styled).
        if self.tiles:
            one = self.tiles[0]
            one.ensurePolished()
            badges = [b.sizeHint().width() for b in (one.turn, one.starter, one.dealer)]
        else:
            badges = [badge.horizontalAdvance(t) + 34 for t in (tr("▶ turn"), tr("lowest"), tr("dealer"))]
        badges.sort(reverse=True)
        # a long name beside the chips keeps its first NAME_KEPT columns ("Maximili…", "長谷川さ…")
        kept = max((name.horizontalAdvance(n if name_start(n) == n else name_start(n) + "…") for n in self._names),
                   default=name.horizontalAdvance(name_start("Maximilian") + "…"))
        wide = max(kept + 16 + chips.horizontalAdvance(chips_text(99)), sum(badges[:2]) + 8)
        wide, narrow = wide + 4, max(name.horizontalAdvance("Maximilian"), sum(badges[:2]) + 4) + 20
        return wide, narrow, sum(badges) + 12

    def update_view(self, view: PublicView) -> None:
        seats = view.seats
        self._stack = max((len(s.pieces) for s in seats), default=1)
        names = tuple(s.name for s in seats)
        if names != self._names:  # (a player left): the tiles' least widths again
            self._names, self._widths = names, (0.0, (0, 0, 0))
        if len(self.tiles) != len(seats):
            cols, narrow = arrange(len(seats), self._width(), *self.least_widths())
            self._place(len(seats), cols, narrow)
        self._arrange()
        d = view.detail
        entries = {p["name"]: p for p in d.get("players", [])}
        new = {c["name"]: c["card"] for c in d.get("last_deal") or []}
        others_only = bool(d.get("fold_others_only"))
        for tile, seat in zip(self.tiles, seats):
            tile.update_seat(seat, entries.get(seat.name, {}), new.get(seat.name), others_only)

    def _width(self) -> int:
        return self.width() if self.width() > 200 else 960

    def _arrange(self) -> None:
        """The columns that give the largest cards (``arrange``), the tiles moved only if they change."""
        if not self.tiles:
            return
        one = self.tiles[0]
        one.ensurePolished()
        text = (one.text_height(False), one.text_height(True))
        line = max(one.stack.fontMetrics().height(), 1)
        cols, narrow = arrange(len(self.tiles), self._width(), *self.least_widths(), room=self._room,
                               text=text, line=line, stack=self._stack)
        if (cols, narrow) != (self._cols, self._narrow):
            self._place(len(self.tiles), cols, narrow)
        else:  # the same rows, a new width: room for three badges or two
            two = self._two_badges(cols, narrow)
            for tile in self.tiles:
                tile.set_narrow(narrow, two)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.tiles and event.oldSize().width() != event.size().width() and self.width() > 200:
            self._arrange()

    def _place(self, n: int, cols: int, narrow: bool) -> None:
        if len(self.tiles) != n:
            for t in self.tiles:
                self.grid.removeWidget(t)
                t.hide()
                t.deleteLater()
            self.tiles = []
            for _ in range(n):
                tile = SeatTile()
                restyle(tile, base_pt(self))
                self.tiles.append(tile)
            self._widths = (0.0, (0, 0, 0))  # measured again on a styled tile
        else:
            for t in self.tiles:
                self.grid.removeWidget(t)
        self._cols, self._narrow = cols, narrow
        self._least = None
        two = self._two_badges(cols, narrow)
        for i, tile in enumerate(self.tiles):
            tile.set_narrow(narrow, two)
            self.grid.addWidget(tile, i // cols, i % cols)
        for c in range(6):
            self.grid.setColumnStretch(c, 1 if c < cols else 0)
        self.fit()

    # -- the cards as large as the room allows ---------------------------------------------------------
    def least_height(self, rows: int | None = None) -> int:
        """The height of ``rows`` rows of tiles (all of them by default) with the smallest cards."""
        if rows is None:
            if self._least is None:
                self._least = self.least_height(self.rows)
            return self._least
        if not self.tiles:
            return 0
        one = self.tiles[0]
        one.ensurePolished()
        card = round(one.stack.fontMetrics().height() * FEWEST_LINES)
        return rows * (one.text_height() + card) + max(rows - 1, 0) * self.grid.spacing()

    def set_room(self, height: int) -> None:
        if height != self._room:
            moved = abs(height - self._room) > 4  # a few px more or less: the same arrangement
            self._room = height
            if moved:
                self._arrange()
            self.fit()

    def fit(self) -> None:
        if not self.tiles or self._room <= 0:
            return
        rows = self.rows
        one = self.tiles[0]
        one.ensurePolished()  # measured in the panel's type, not the default one
        per_row = (self._room - (rows - 1) * self.grid.spacing()) / rows
        line = max(one.stack.fontMetrics().height(), 1)
        lines = (per_row - one.text_height() - 1) / line
        lines = max(FEWEST_LINES, min(MOST_LINES, math.floor(lines * 10) / 10))
        for t in self.tiles:
            t.set_lines(lines)


class SeatsArea(QScrollArea):
    """The notes and the tiles, scrolled only when even the smallest cards do not fit (large text)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        body = QWidget()
        lay = QVBoxLayout(body)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(4)
        self.notes = Notes()
        lay.addWidget(self.notes)
        self.seats = Seats()
        lay.addWidget(self.seats)
        lay.addStretch(1)
        self.setWidget(body)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # scrolled for the turn; Tab is for the controls
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.viewport().setAutoFillBackground(False)
        body.setAutoFillBackground(False)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        self._notes = 0  # the most the notes needed since the width or the text size changed

    def update_view(self, view: PublicView) -> None:
        self._scroll_policy()
        self.notes.update_view(view)
        self.seats.update_view(view)
        self._fit()

    def reset(self) -> None:
        """The text size changed: measured again."""
        self._notes = 0
        self.seats._least = None
        self._scroll_policy()
        self.seats.fit()

    def _scroll_policy(self) -> None:
        """At normal text sizes the panel's least height counts every row of players (``least_height``):
        the window makes room for them and they never scroll. A scroll bar there would only flash
        while a step is laid out, and its width could push the tiles into their narrow, taller
        arrangement, which then would not fit. At large text they scroll (the step's page comes first)."""
        policy = Qt.ScrollBarPolicy.ScrollBarAsNeeded if style.larger_text(base_pt(self.seats)) \
            else Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        if self.verticalScrollBarPolicy() != policy:
            self.setVerticalScrollBarPolicy(policy)

    def sizeHint(self) -> QSize:
        return QSize(480, self.minimumHeight())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self._notes = 0
        # squeezed to a sliver (large text on a small screen): nothing rather than a line cut in two
        body = self.widget()
        tall = self.viewport().height() >= self.notes.info.sizeHint().height()
        if body.isVisibleTo(self) != tall:
            body.setVisible(tall)
        self._fit()

    def _notes_height(self) -> int:
        width = max(self.viewport().width(), 200)
        need = self.notes.heightForWidth(width) if self.notes.hasHeightForWidth() else self.notes.sizeHint().height()
        self._notes = max(self._notes, need)
        return self._notes

    def _fit(self) -> None:
        self.seats.set_room(self.viewport().height() - self._notes_height() - self.widget().layout().spacing())

    def least_height(self) -> int:
        """The notes and all the rows of players at normal text sizes; nothing at large text (they
        scroll: the page of the moment, below, must stay in sight)."""
        if style.larger_text(base_pt(self.seats)):
            return 0
        return self._notes_height() + self.widget().layout().spacing() + self.seats.least_height()
