"""The header of the panel (round r of 5, the pot and the fold cost, large) and the notes above the
players (the ante, who starts, hands, the middle, the deck; the last deal). Everything comes from
the public view (the players are in seats.py)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from tableapp.core.views import PublicView
from tableapp.ui import style
from tableapp.ui.panels.kit.fit import FitLabel

from .common import chips_text, label, set_text, tr


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
    """One line, large: round r of 5, the pot, the fold cost; and the table's menu."""

    def __init__(self, parent=None):
        super().__init__(parent)
        top = QHBoxLayout(self)
        top.setContentsMargins(0, 0, 0, 0)
        top.setSpacing(24)
        self.round = label(gp="big")
        self.pot = label(name="pot", gp="pot")
        self.cost = FitLabel(1.7, 1.0, lines=1, color=style.TURN)  # shrinks rather than push the menu off
        top.addWidget(self.round)
        top.addWidget(self.pot)
        top.addWidget(self.cost, 1)
        self.tools = QHBoxLayout()
        top.addLayout(self.tools)

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


class Notes(QWidget):
    """Above the players: the ante, who starts, hands, the middle, the deck; the last deal's cards."""

    def __init__(self, parent=None):
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        self.info = label(gp="info", wrap=True)
        lay.addWidget(self.info)
        self.deal = label(gp="deal", wrap=True)
        lay.addWidget(self.deal)

    def update_view(self, view: PublicView) -> None:
        d = view.detail
        set_text(self.info, self._info(view))
        deal = deal_text(d) if view.phase != "dealing" else ""  # while dealing, the page shows it
        set_text(self.deal, deal)
        if self.deal.isVisibleTo(self) != bool(deal):
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
