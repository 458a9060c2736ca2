"""The public part of the panel: the phase header and the players with the bills in front of
them (common sides only), their coins, contributions, votes and Withdraw buttons, plus the
pot and the top of the pile. Everything comes from the public view (its ``detail``)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from tableapp.core.engine import TABLE

from tableapp.ui.panels.kit.keys import set_key_label
from tableapp.ui.widgets.one_line import OneLineLabel

from .common import PublicBill, coins_text, hand_text, label


def _repolish(w: QWidget) -> None:
    w.style().unpolish(w)
    w.style().polish(w)


class PhaseLabel(QLabel):
    """One line while the header has room for it (its size hint is the whole line); wrapped,
    never cut, when a long phase and name meet a narrow panel."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWordWrap(True)

    def sizeHint(self) -> QSize:
        m = self.contentsMargins()
        width = self.fontMetrics().horizontalAdvance(self.text()) + m.left() + m.right() + 2
        return QSize(width, super().sizeHint().height())


class Header(QWidget):
    """Phase, whose decision, the round's amounts (S/V/F/W), "Stakes rise", the pile, the pot."""

    def __init__(self, parent=None):
        super().__init__(parent)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(14)
        left = QVBoxLayout()
        left.setSpacing(0)
        top = QHBoxLayout()
        top.setSpacing(12)
        self.phase = PhaseLabel()
        self.phase.setObjectName("prompt")
        top.addWidget(self.phase)
        self.rise = label()
        self.rise.setProperty("cl", "rise")
        self.rise.hide()
        top.addWidget(self.rise)
        top.addStretch(1)
        self.tools = QHBoxLayout()  # the panel's rare tools (the reveal log, "Table ▾"), kept narrow
        self.tools.setSpacing(6)
        top.addLayout(self.tools)
        left.addLayout(top)
        self.amounts = label()
        self.amounts.setProperty("cl", "amounts")
        self.amounts.setMinimumWidth(1)  # cut rather than push the pot off the screen
        self.amounts.setToolTip(QCoreApplication.translate(
            "ChickenLlamaPanel", "S: the stake. V: what a wrong vote pays. F: what each voter pays a bust "
                                 "lone survivor. W: what a withdrawal costs."))
        left.addWidget(self.amounts)
        lay.addLayout(left, 1)
        self.pile_box = QWidget()
        pile = QHBoxLayout(self.pile_box)
        pile.setContentsMargins(0, 0, 0, 0)
        pile.setSpacing(8)
        self.pile_top = PublicBill()
        self.pile_top.setToolTip(QCoreApplication.translate(
            "ChickenLlamaPanel", "The top bill of the pile: everyone sees its common side and marks."))
        pile.addWidget(self.pile_top)
        self.pile_count = label()
        self.pile_count.setProperty("cl", "pile")
        pile.addWidget(self.pile_count)
        lay.addWidget(self.pile_box, 0, Qt.AlignmentFlag.AlignVCenter)
        self.pot = label(name="pot")
        lay.addWidget(self.pot, 0, Qt.AlignmentFlag.AlignVCenter)

    def add_tool(self, widget: QWidget) -> None:
        self.tools.addWidget(widget, 0, Qt.AlignmentFlag.AlignVCenter)

    def update_view(self, view: dict, bill_h: int) -> None:
        who = view.get("to_act")
        phase = view.get("phase_title", "")
        if who == TABLE:
            text = QCoreApplication.translate("ChickenLlamaPanel", "{phase} · the table").format(phase=phase)
        elif who and not str(who).startswith("#"):
            text = QCoreApplication.translate("ChickenLlamaPanel", "{phase} · {name}").format(phase=phase, name=who)
        else:
            text = phase
        self.phase.setText(text)
        am = view.get("amounts") or {}
        self.amounts.setText(QCoreApplication.translate(
            "ChickenLlamaPanel", "stake S = {S} · wrong vote V = {V} · bust survivor F = {F} · withdrawal W = {W}").format(
            S=am.get("S", "?"), V=am.get("V", "?"), F=am.get("F", "?"), W=am.get("W", "?")))
        rise = view.get("stakes_rise")
        self.rise.setText(f"▲ {rise}" if rise else "")
        self.rise.setVisible(bool(rise))
        self.pot.setText(QCoreApplication.translate("ChickenLlamaPanel", "Pot {n}").format(n=view.get("pot", 0)))
        pile = view.get("pile")
        self.pile_box.setVisible(pile is not None)
        if pile is not None:
            top = pile.get("top")
            self.pile_top.setVisible(top is not None)
            if top is not None:
                self.pile_top.set_look(bill_h, top)
            self.pile_count.setText(QCoreApplication.translate(
                "ChickenLlamaPanel", "pile\n{n} bills").format(n=pile.get("count", 0)))


class PlayerRow(QWidget):
    """One player: name and markers, status and vote, coins, what they put in, the bills in
    front of them (digital: common sides in the order received, with the animal side below
    at a public reveal; physical: how many), and the Withdraw button while they are all-in
    (physical, CL-R9.6)."""

    def __init__(self, index: int, parent=None):
        super().__init__(parent)
        self.index = index
        self.setObjectName("seat")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(10, 2, 10, 2)
        lay.setSpacing(14)
        self.who_box = QWidget()
        self.who_box.setProperty("cl", "clear")
        who = QVBoxLayout(self.who_box)
        who.setContentsMargins(0, 0, 0, 0)
        who.setSpacing(0)
        top = QHBoxLayout()
        top.setSpacing(6)
        # a long name ends in "…" (its first columns kept, the whole in the tooltip) beside the badges
        self.name = OneLineLabel()
        self.name.setObjectName("seatName")
        self.name.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        top.addWidget(self.name, 1)
        self.turn = label(QCoreApplication.translate("ChickenLlamaPanel", "▶ decides"), name="seatMarker")
        self.dealer = label(QCoreApplication.translate("ChickenLlamaPanel", "dealer"), name="seatMarker")
        top.addWidget(self.turn)
        top.addWidget(self.dealer)
        who.addLayout(top)
        self.status = label()
        self.status.setProperty("cl", "status")
        self.status.setMinimumWidth(1)  # a long status is cut, the row never overflows
        who.addWidget(self.status)
        lay.addWidget(self.who_box)
        self.money_box = QWidget()
        self.money_box.setProperty("cl", "clear")
        money = QVBoxLayout(self.money_box)
        money.setContentsMargins(0, 0, 0, 0)
        money.setSpacing(0)
        self.coins = label()
        self.coins.setProperty("cl", "coins")
        money.addWidget(self.coins)
        self.put_in = label()
        self.put_in.setProperty("cl", "putin")
        money.addWidget(self.put_in)
        lay.addWidget(self.money_box)
        self.bills_box = QWidget()
        self.bills_box.setProperty("cl", "clear")
        self.bills_lay = QHBoxLayout(self.bills_box)
        self.bills_lay.setContentsMargins(0, 0, 0, 0)
        self.bills_lay.setSpacing(6)
        self.bills: list[PublicBill] = []
        self.bills_note = label()
        self.bills_note.setProperty("cl", "note")
        self.bills_note.setMinimumWidth(1)
        self.bills_lay.addWidget(self.bills_note)
        self.bills_lay.addStretch(1)
        lay.addWidget(self.bills_box, 1)
        self.withdraw = QPushButton()
        self.withdraw.setProperty("role", "withdraw")
        self.withdraw.setMinimumHeight(40)
        self.withdraw.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        self.withdraw.hide()
        self.withdraw.action = None
        lay.addWidget(self.withdraw)
        self._state: tuple | None = None

    def update_entry(self, entry: dict, turn: bool, bill_h: int, withdraw: dict | None,
                     reveal: dict | None) -> None:
        self.name.setText(entry["name"])
        self.name.setToolTip(entry["name"])
        self.turn.setVisible(turn)
        self.dealer.setVisible(bool(entry.get("dealer")))
        out = not entry.get("in_game", True)
        if out:
            self.coins.setText(QCoreApplication.translate("ChickenLlamaPanel", "out"))
            status = (QCoreApplication.translate("ChickenLlamaPanel", "left the game") if entry.get("left")
                      else QCoreApplication.translate("ChickenLlamaPanel", "no coins left"))
        else:
            self.coins.setText(coins_text(entry.get("coins", 0)))
            status = self._status(entry, reveal)
        self.status.setText(status)
        c = entry.get("contribution", 0)
        self.put_in.setText(QCoreApplication.translate("ChickenLlamaPanel", "in the pot: {n}").format(n=c) if c else "")
        self._update_bills(entry, bill_h, reveal)
        state = (turn, out)
        if state != self._state:
            self._state = state
            self.setProperty("turn", turn)
            self.setProperty("out", out)
            _repolish(self)
        if withdraw is None:
            self.withdraw.hide()
            self.withdraw.action = None
        else:
            set_key_label(self.withdraw, withdraw["text"], f"Alt+{self.index + 1}" if self.index < 9 else None)
            self.withdraw.action = withdraw["action"]
            self.withdraw.show()

    @staticmethod
    def _status(entry: dict, reveal: dict | None) -> str:
        parts = [entry.get("status_title") or ""]
        vote = entry.get("vote")
        if vote == "secret":
            parts = [QCoreApplication.translate("ChickenLlamaPanel", "folded, voted in secret")]
        elif vote:
            parts = [QCoreApplication.translate("ChickenLlamaPanel", "folded, voted for {name}").format(name=vote)]
        draws = entry.get("draws")
        if reveal is not None:
            parts.append(hand_text(reveal["llamas"], reveal["chickens"]))
        elif isinstance(draws, list) and draws:  # digital: which end each draw came from (public)
            ends = [QCoreApplication.translate("ChickenLlamaPanel", "top") if e == "top"
                    else QCoreApplication.translate("ChickenLlamaPanel", "bottom") for e in draws]
            parts.append(QCoreApplication.translate("ChickenLlamaPanel", "drew {ends}").format(
                ends=QCoreApplication.translate("ChickenLlamaPanel", ", ").join(ends)))
        return " · ".join(p for p in parts if p)

    def _update_bills(self, entry: dict, bill_h: int, reveal: dict | None) -> None:
        bills = entry.get("bills")
        if bills is None:  # physical: the app knows only how many
            self._set_bill_count(0)
            if "bill_count" not in entry:
                note = ""
            elif entry.get("bill_count") is None:
                note = QCoreApplication.translate("ChickenLlamaPanel", "2 to 5 bills")
            else:
                note = QCoreApplication.translate("ChickenLlamaPanel", "{n} bills").format(n=entry["bill_count"])
            self.bills_note.setText(note)
            self.bills_note.setVisible(bool(note))
            return
        shown = reveal.get("bills") if reveal is not None else None
        self._set_bill_count(len(bills))
        for i, (widget, bill) in enumerate(zip(self.bills, bills)):  # by position, never by identity
            animal = shown[i]["animal"] if shown is not None and i < len(shown) else None
            # at a reveal both sides show: a little smaller, so the row stays low
            # revealed: both sides in a row not much taller than its text (five rows and the settlement fit)
            widget.set_look(bill_h if animal is None else round(bill_h * 0.75), bill["marks"], animal)
        self.bills_note.hide()

    def _set_bill_count(self, n: int) -> None:
        while len(self.bills) < n:
            bill = PublicBill()
            self.bills_lay.insertWidget(len(self.bills), bill)
            self.bills.append(bill)
        while len(self.bills) > n:
            bill = self.bills.pop()
            self.bills_lay.removeWidget(bill)
            bill.hide()
            bill.deleteLater()


class Players(QWidget):
    """Every player of the game in seat order (clockwise), one row each."""

    def __init__(self, on_withdraw, parent=None):
        super().__init__(parent)
        self.on_withdraw = on_withdraw
        self.lay = QGridLayout(self)
        self.lay.setContentsMargins(0, 0, 0, 0)
        self.lay.setSpacing(3)
        self.rows: list[PlayerRow] = []

    def update_view(self, view: dict, withdraws: dict[str, dict], bill_h: int) -> None:
        players = view.get("players", [])
        reveal = view.get("reveal") or {}
        while len(self.rows) < len(players):
            row = PlayerRow(len(self.rows))
            row.withdraw.clicked.connect(lambda _=False, r=row: self.on_withdraw(r.withdraw.action))
            self.lay.addWidget(row, len(self.rows), 0)
            self.rows.append(row)
        to_act = view.get("to_act")
        for row, entry in zip(self.rows, players):
            row.update_entry(entry, entry["name"] == to_act, bill_h, withdraws.get(entry["name"]),
                             reveal.get(entry["name"]))
        self._align()

    def _align(self) -> None:
        """The same column widths in every row, so coins and bills line up down the table."""
        for part, share in (("who_box", 0.38), ("money_box", 0.2)):
            widest = max((getattr(r, part).sizeHint().width() for r in self.rows), default=0)
            if self.width() > 200:  # never more than its share: a long status is cut instead
                widest = min(widest, int(self.width() * share))
            for r in self.rows:
                getattr(r, part).setFixedWidth(widest)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self._align()

    def withdraw_buttons(self) -> list[QPushButton]:
        return [r.withdraw for r in self.rows if r.withdraw.isVisible() or r.withdraw.action is not None]
