"""The public table of Pairs: the header (round, losing score, the betting rule, the deck and
the discard pile as counts, the carried pot) and one tile per player with every face-up card:
the stack, the score cards, the score, the chips. Nothing on it is private (A.7)."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from tableapp.core.views import DEALER, PublicView, SeatView
from tableapp.ui import style
from tableapp.ui.art.cards import CardRow
from tableapp.ui.panels.kit.fit import FitLabel

from .common import chips_text, label, tr


def betting_line(d: dict) -> str:
    """The betting rule (the engine's words) and whether a short loser pays on credit (H4)."""
    credit = tr("PairsPanel", "credit on (H4)") if d.get("credit") else tr("PairsPanel", "no credit (H4)")
    return tr("PairsPanel", "{rule} · {credit}").format(rule=d.get("stake") or "", credit=credit)


class Header(QWidget):
    """Round and losing score, the deck and discard counts, the carried pot, the Table menu; under
    them the betting rule, as large as fits."""

    def __init__(self, parent=None):
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(2)
        top = QHBoxLayout()
        top.setSpacing(12)
        # all three shrink before they are cut (a narrow window, larger text)
        self.round = FitLabel(1.35, 0.8, lines=1)
        top.addWidget(self.round, 3)
        self.counts = FitLabel(1.05, 0.7, lines=1, color=style.MUTED)
        self.counts.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        top.addWidget(self.counts, 2)
        self.pot = FitLabel(1.35, 0.8, lines=1)
        self.pot.setObjectName("pot")  # (the layout tests find the pot by its name)
        self.pot.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        top.addWidget(self.pot, 1)
        self.tools = top
        lay.addLayout(top)
        self.rule = FitLabel(1.05, 0.6, lines=1, color=style.MUTED)
        lay.addWidget(self.rule)

    def update_view(self, view: PublicView) -> None:
        d = view.detail
        self.round.setText(tr("PairsPanel", "Round {k} · losing score {L}").format(k=view.round, L=d.get("losing_score")))
        self.counts.setText("" if d.get("quick_entry") else tr("PairsPanel", "Deck {deck} · discard pile {discard}").format(
            deck=d.get("deck", 0), discard=d.get("discard", 0)))
        pot = view.pots[0].chips if view.pots else None
        self.pot.setText("" if pot is None else tr("PairsPanel", "Pot {chips}").format(chips=chips_text(pot)))
        if self.pot.isHidden() == (pot is not None):
            self.pot.setVisible(pot is not None)
        self.rule.setText(betting_line(d))


class Tile(QWidget):
    """One player: name and roles, the score (and its score cards) and chips, the stack. Its frame
    is the turn colour for the player to act (or to receive the next card), red for the loser."""

    def __init__(self, stack_lines: float, parent=None):
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self._look = ""
        lay = QVBoxLayout(self)
        lay.setContentsMargins(10, 4, 10, 4)
        lay.setSpacing(1)
        top = QHBoxLayout()
        top.setSpacing(6)
        # "▶": who acts (or gets the next card), in text beside the frame's colour (colour is never the
        # only signal, issue 11); a narrow badge, so the name keeps its room
        self.turn = label("▶", pp="turn")
        self.turn.setObjectName("pairsTurn")
        self.turn.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.turn.setToolTip(tr("PairsPanel", "to act"))
        self.turn.hide()
        top.addWidget(self.turn, 0, Qt.AlignmentFlag.AlignVCenter)
        self.name = FitLabel(1.35, 0.6, lines=1)  # a long name shrinks, never cut (24 letters beside ▶ and D)
        self.name.setObjectName("pairsName")
        top.addWidget(self.name, 1)
        # the dealer button, as on a card table
        self.badge = label(tr("PairsPanel", "D"), pp="dealer")
        self.badge.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.badge.setToolTip(tr("PairsPanel", "dealer"))
        self.badge.setAccessibleName(tr("PairsPanel", "dealer"))
        self.badge.hide()
        top.addWidget(self.badge, 0, Qt.AlignmentFlag.AlignVCenter)
        lay.addLayout(top)
        mid = QHBoxLayout()
        mid.setSpacing(8)
        self.score = FitLabel(1.5, 0.8, lines=1)  # "Score 7", large; shrinks before it is cut
        mid.addWidget(self.score, 1)
        self.chips = FitLabel(1.15, 0.75, lines=1)
        self.chips.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        mid.addWidget(self.chips, 1)
        lay.addLayout(mid)
        cards = QHBoxLayout()
        cards.setSpacing(8)
        self.stack = CardRow(stack_lines)
        self.stack.setMinimumWidth(0)
        self.stack.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        cards.addWidget(self.stack, 3)
        # the score cards: smaller, at the right, their tops level with the stack's
        self.score_cards = CardRow(min(2.0, stack_lines * 0.45))
        self.score_cards.setMinimumWidth(0)
        self.score_cards.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        cards.addWidget(self.score_cards, 1, Qt.AlignmentFlag.AlignTop)
        lay.addLayout(cards)

    def update_seat(self, p: dict, seat: SeatView | None) -> None:
        self.name.setText(p["name"])
        dealer = seat is not None and DEALER in seat.roles
        if self.badge.isHidden() == dealer:
            self.badge.setVisible(dealer)
        status = seat.status if seat is not None else ""  # "to act", "gets a card": for a screen reader too
        self.setAccessibleName(tr("PairsPanel", "{name}: {status}").format(name=p["name"], status=status) if status else p["name"])
        self.score.setText(tr("PairsPanel", "Score {n}").format(n=p["score"]))
        self.chips.setText(chips_text(p["chips"]))
        self.score_cards.set_faces([str(v) for v in p["score_cards"]])
        self.score_cards.setToolTip(tr("PairsPanel", "Score cards of {name}").format(name=p["name"]))
        # the place of the card the table deals next (physical): a dashed outline in the stack
        self.stack.set_faces([str(v) for v in p["stack"]] + ([""] if p.get("receives") else []))
        look = "lost" if p.get("lost") else "out" if p.get("left") else \
            "turn" if p.get("to_act") or p.get("receives") else ""
        if self.turn.isHidden() == (look == "turn"):
            self.turn.setVisible(look == "turn")
        if look != self._look:
            self._look = look
            self.update()

    @property
    def look(self) -> str:
        """"turn" (to act or to receive the next card), "lost", "out" or ""."""
        return self._look

    def paintEvent(self, event) -> None:
        t = style.THEME
        fill, line, width = t.seat[0], t.seat[1], 2.0
        if self._look == "turn":
            fill, line, width = t.turn_back, style.TURN, 4.0
        elif self._look == "lost":
            line, width = style.DANGER, 4.0
        elif self._look == "out":
            fill, line = t.seat_out
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(QColor(line), width))
        painter.setBrush(QColor(fill))
        r = QRectF(self.rect()).adjusted(width / 2, width / 2, -width / 2, -width / 2)
        painter.drawRoundedRect(r, 8, 8)
        painter.end()


class Seats(QWidget):
    """The players' tiles in seat order: one row for up to four players, two rows beyond; more rows
    when larger text leaves a tile too narrow for a long name (the window's page then scrolls)."""

    NAME_ROOM = 11  # a tile is at least this many text lines wide

    def __init__(self, names: list[str], parent=None):
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)  # its cards never squeezed
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(6)
        n = len(names)
        self.most = n if n <= 4 else (n + 1) // 2  # columns, when the width allows
        # the stack's cards: as large as the rows leave room for on a laptop (larger with room to spare)
        self.least_lines = self.lines = 5.0 if n <= 4 else 3.0
        self.tiles: dict[str, Tile] = {}
        for name in names:
            self.tiles[name] = Tile(self.lines)
        self.columns = 0
        self._place(self.most)

    def _place(self, cols: int) -> None:
        if cols == self.columns:
            return
        grid = self.layout()
        for tile in self.tiles.values():
            grid.removeWidget(tile)
        for i, tile in enumerate(self.tiles.values()):
            grid.addWidget(tile, i // cols, i % cols)
        for c in range(max(cols, self.columns)):
            grid.setColumnStretch(c, 1 if c < cols else 0)
        self.columns = cols

    def fit_columns(self, width: int) -> bool:
        """As many columns as the width allows at this text size; True if that changed them."""
        room = self.fontMetrics().height() * self.NAME_ROOM
        cols = max(1, min(self.most, (width + 6) // (room + 6)))
        if cols == self.columns:
            return False
        self._place(cols)
        return True

    @property
    def rows(self) -> int:
        return (len(self.tiles) + self.columns - 1) // self.columns

    def set_lines(self, lines: float) -> bool:
        """Every stack's cards ``lines`` text lines tall; True if that changed them."""
        if lines == self.lines:
            return False
        self.lines = lines
        for tile in self.tiles.values():
            tile.stack.set_lines(lines)
        return True

    def needed_height(self) -> int:
        """The rows of tiles as their contents are now (a tile's layout is asked afresh: its stack may
        have been hidden, its cards grown with the text)."""
        grid = self.layout()
        heights = []
        for tile in self.tiles.values():
            tile.layout().invalidate()
            tile.layout().activate()  # its rows' layouts too (activate invalidates them all)
            tile.updateGeometry()
            heights.append(tile.sizeHint().height())
        rows = self.rows
        return rows * max(heights, default=0) + (rows - 1) * grid.verticalSpacing()

    def update_view(self, view: PublicView) -> None:
        quick = bool(view.detail.get("quick_entry"))  # H6: the table reports no cards, only scores
        for p in view.detail.get("players", []):
            tile = self.tiles.get(p["name"])
            if tile is not None:
                tile.update_seat(p, view.seat(p["name"]))
                if tile.stack.isHidden() != quick:
                    tile.stack.setHidden(quick)
