"""The public part of the panel: the header (round of 5, ante, pot, fold cost, who starts, hands,
the middle, the deck, the last deal) and the players, each with their stack face up (folded and
eliminated players' face down, as a count). Everything comes from the public view."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QSizePolicy, QVBoxLayout, QWidget

from tableapp.core.views import DEALER, STARTER, TURN, PublicView, SeatView
from tableapp.ui import style
from tableapp.ui.art.cards import CardRow
from tableapp.ui.panels.kit import base_pt, restyle
from tableapp.ui.panels.kit.fit import FitLabel

from .common import NameLabel, chips_text, label, set_flag, set_text, tr


def card_lines(rows: int) -> float:
    """A stack's height in text lines: as large as the rows of seats leave room for at 1366x768."""
    return {1: 4.2, 2: 3.6, 3: 2.8}.get(rows, 1.9)


def fold_text(d: dict) -> str:
    """GR8/D17: what a fold costs now ("" before any card is face up). H12 makes it a seat's own."""
    if d.get("phase") == "turns" and d.get("fold_cost") is not None:
        cost = d["fold_cost"]
        if d.get("fold_others_only"):
            return tr("{name}'s fold costs {chips}").format(name=d.get("to_act"), chips=chips_text(cost))
        return tr("Fold costs {chips}").format(chips=chips_text(cost))
    costs = {p.get("fold_cost") for p in d.get("players", []) if p.get("in_game") and p.get("stack")}
    if len(costs) == 1 and not d.get("fold_others_only"):
        return tr("Fold costs {chips}").format(chips=chips_text(costs.pop()))
    return ""


def deal_text(d: dict) -> str:
    """GR10/B.7: the cards of this (or the last) deal as they were turned up, pairs marked."""
    cards = d.get("last_deal") or []
    if not cards:
        return ""
    parts = [(tr("{name} {v}: a pair, out") if c["paired"] else tr("{name} {v}")).format(name=c["name"], v=c["card"])
             for c in cards]
    return tr("Deal of round {r}: {cards}").format(r=d.get("last_deal_round", 0), cards=tr(" · ").join(parts))


class Header(QWidget):
    """Round r of 5 · the pot · the fold cost, large; below, the ante, who starts, hands, middle, deck;
    and the last deal's cards."""

    def __init__(self, parent=None):
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        top = QHBoxLayout()
        top.setSpacing(24)
        self.round = label(gp="big")
        self.pot = label(name="pot")
        self.cost = FitLabel(1.7, 1.0, lines=1, color=style.TURN)  # shrinks rather than push the menu off
        top.addWidget(self.round)
        top.addWidget(self.pot)
        top.addWidget(self.cost, 1)
        self.tools = QHBoxLayout()
        top.addLayout(self.tools)
        lay.addLayout(top)
        self.info = label(gp="info", wrap=True)
        lay.addWidget(self.info)
        self.deal = label(gp="deal", wrap=True)
        lay.addWidget(self.deal)

    def add_tool(self, widget: QWidget) -> None:
        self.tools.addWidget(widget, 0, Qt.AlignmentFlag.AlignVCenter)

    def update_view(self, view: PublicView) -> None:
        d = view.detail
        if view.phase == "deal":
            set_text(self.round, tr("Before the deal"))
        else:
            set_text(self.round, tr("Round {r} of {n}").format(r=d.get("round", 0), n=d.get("rounds", 5)))
        set_text(self.pot, tr("Pot {n}").format(n=d.get("pot", 0)))
        set_text(self.cost, "" if view.over else fold_text(d))
        set_text(self.info, self._info(view))
        deal = deal_text(d) if view.phase != "dealing" else ""  # while dealing, the page shows it
        set_text(self.deal, deal)
        self.deal.setVisible(bool(deal))

    @staticmethod
    def _info(view: PublicView) -> str:
        d = view.detail
        parts = [tr("Ante {n}").format(n=d.get("ante", 1))]
        carry = d.get("carry", 0)
        if carry and view.over:
            parts.append(tr("{chips} carried to the next game").format(chips=chips_text(carry)))
        elif carry:
            parts.append(tr("{chips} carried from the last game join the pot").format(chips=chips_text(carry)))
        if d.get("lowest") and not view.over:
            parts.append(tr("lowest stack: {name}").format(name=d["lowest"]))
        if view.phase not in ("deal", "over"):
            parts.append(tr("hands: {n}").format(n=d.get("hand_size", 0)))
            if d.get("middle"):
                parts.append(tr("pitched: {n}").format(n=d["middle"]))
            parts.append(tr("deck: {n}").format(n=d.get("deck", 0)))
        if d.get("discards"):
            parts.append(tr("discarded: {cards}").format(cards=" ".join(map(str, d["discards"]))))
        return tr(" · ").join(parts)


class SeatTile(QWidget):
    """One player: name and badges (dealer, lowest stack, turn), chips, status, the stack."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("gpSeat")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 2, 8, 2)
        lay.setSpacing(0)
        top = QHBoxLayout()
        top.setSpacing(6)
        self.name = NameLabel()
        top.addWidget(self.name, 1)
        self.turn = label(tr("▶ turn"), gp="badge")
        self.starter = label(tr("lowest"), gp="badge")
        self.dealer = label(tr("dealer"), gp="dealer")
        for badge in (self.turn, self.starter, self.dealer):
            top.addWidget(badge)
        self.chips = label(gp="chips")
        top.addWidget(self.chips)
        lay.addLayout(top)
        row = QHBoxLayout()
        row.setSpacing(8)
        self.stack = CardRow(3.0)
        self.stack.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        row.addWidget(self.stack, 1)
        self.status = label(gp="status")  # one line: the tile's height never depends on its width
        self.status.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.status)
        lay.addLayout(row)
        self._lines = 3.0

    def set_lines(self, lines: float) -> None:
        if lines != self._lines:
            self._lines = lines
            self.stack.set_lines(lines)

    def update_seat(self, seat: SeatView, entry: dict, new_card: int | None, others_only: bool) -> None:
        self.name.set_name(seat.name)
        for badge, role in ((self.turn, TURN), (self.starter, STARTER), (self.dealer, DEALER)):
            if badge.isVisibleTo(self) != (role in seat.roles):  # only a change costs a layout
                badge.setVisible(role in seat.roles)
        set_text(self.chips, chips_text(seat.chips))
        faces = [p.face for p in seat.pieces]
        selected = {faces.index(str(new_card))} if new_card is not None and str(new_card) in faces else set()
        self.stack.set_faces(faces, selected=selected)
        parts = [seat.status, seat.note]
        if not seat.playing and faces:  # D22/B.7: face down, as a count
            parts.append(tr("{n} cards face down").format(n=len(faces)) if len(faces) != 1
                         else tr("1 card face down"))
        if others_only and seat.playing and entry.get("stack"):  # H12: each seat's own fold cost
            parts.append(tr("fold: {chips}").format(chips=chips_text(entry.get("fold_cost", 0))))
        set_text(self.status, tr(" · ").join(p for p in parts if p))
        set_flag(self, "turn", TURN in seat.roles)
        set_flag(self, "out", not seat.playing)


class Seats(QWidget):
    """Every player of the game in seat order (clockwise), in two columns."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setSpacing(6)
        self.tiles: list[SeatTile] = []
        self._cols = 0

    def tile(self, name: str) -> SeatTile | None:
        return next((t for t in self.tiles if t.name.full() == name), None)

    def update_view(self, view: PublicView) -> None:
        seats = view.seats
        # two columns at the usual text sizes; one at large text, so a long name is never cut
        cols = 2 if base_pt(self) <= style.BASE_PT * 1.2 else 1
        if len(self.tiles) != len(seats) or cols != self._cols:
            self._cols = cols
            for t in self.tiles:
                self.grid.removeWidget(t)
                t.hide()
                t.deleteLater()
            self.tiles = []
            for c in range(2):
                self.grid.setColumnStretch(c, 0)
            for i in range(len(seats)):
                tile = SeatTile()
                restyle(tile, base_pt(self))
                self.grid.addWidget(tile, i // cols, i % cols)
                self.tiles.append(tile)
            for c in range(cols):
                self.grid.setColumnStretch(c, 1)
            rows = (len(seats) + 1) // 2  # one column (large text) scrolls: the cards stay as large
            for tile in self.tiles:
                tile.set_lines(card_lines(rows))
        d = view.detail
        entries = {p["name"]: p for p in d.get("players", [])}
        new = {c["name"]: c["card"] for c in d.get("last_deal") or []}
        others_only = bool(d.get("fold_others_only"))
        for tile, seat in zip(self.tiles, seats):
            tile.update_seat(seat, entries.get(seat.name, {}), new.get(seat.name), others_only)
