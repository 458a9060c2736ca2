"""The public part of the panel: the phase header and the players with the bills in front of
them (common sides only), their coins, contributions, votes and Withdraw buttons, plus the
pot and the top of the pile. Everything comes from the public view (its ``detail``)."""
from __future__ import annotations

import unicodedata

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtWidgets import QBoxLayout, QGridLayout, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from tableapp.core.engine import TABLE

from tableapp.ui.panels.kit.keys import set_key_label
from tableapp.ui.panels.kit.labels import set_text
from tableapp.ui.widgets.seats import NAME_KEPT
from tableapp.ui.widgets.one_line import NO_BREAK_SPACE, WORD_JOINER, KeepWordsLabel, OneLineLabel

from .common import PublicBill, coins_text, hand_text, label


def _repolish(w: QWidget) -> None:
    w.style().unpolish(w)
    w.style().polish(w)


class PhaseLabel(KeepWordsLabel):
    """One line while the header has room for it (its size hint is the whole line); wrapped,
    never cut, when a long phase and name meet a narrow panel (Japanese only between words)."""

    def sizeHint(self) -> QSize:
        m = self.contentsMargins()
        width = self.fontMetrics().horizontalAdvance(self.text()) + m.left() + m.right() + 2
        return QSize(width, self.heightForWidth(width))  # (a wrapped label's own hint wraps it narrowly)

    def minimumSizeHint(self) -> QSize:
        # as tall as its lines at its width, not as wrapped at its least width (two lines of a one-line
        # phase left a gap under it in the header)
        least = super().minimumSizeHint()
        if self.width() <= 50:
            return QSize(least.width(), self.fontMetrics().height())
        return QSize(least.width(), self.heightForWidth(self.width()))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self.updateGeometry()  # its least height follows its width


class ItemsLabel(QLabel):
    """A line of items ("stake S = 1 · wrong vote V = 1 · ...") that wraps only between its items,
    never inside one (its spaces do not break, nor does Japanese between its characters): at
    larger text the round's amounts take two or three lines instead of being cut. ``text()`` is
    the text as given."""

    SEP = " · "

    def __init__(self, parent=None):
        super().__init__(parent)
        self._plain = ""
        self.setWordWrap(True)

    def setText(self, text: str) -> None:
        if text == self._plain:
            return
        self._plain = text
        items = [WORD_JOINER.join(item.replace(" ", NO_BREAK_SPACE)) for item in text.split(self.SEP)]
        QLabel.setText(self, (NO_BREAK_SPACE + "· ").join(items))  # a line may end after "·", never begin with it

    def text(self) -> str:
        return self._plain


class Header(QWidget):
    """Phase, whose decision, the round's amounts (S/V/F/W), "Stakes rise", the pile, the pot.

    Wide: the phase line and the amounts on the left, the pile and the pot beside both. When the
    phase line, the pile and the pot do not fit side by side (larger text, a long name), the phase
    line takes the whole width and the pile and the pot go beside the amounts, which wrap between
    their items."""

    def __init__(self, parent=None):
        super().__init__(parent)
        lay = QGridLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setHorizontalSpacing(14)
        lay.setVerticalSpacing(0)
        self.top_box = QWidget()  # the phase line: the phase, "Stakes rise" (and the tools when wide)
        self.top = top = QHBoxLayout(self.top_box)
        top.setContentsMargins(0, 0, 0, 0)
        top.setSpacing(12)
        self.phase = PhaseLabel()
        self.phase.setObjectName("prompt")
        top.addWidget(self.phase)
        self.rise = label()
        self.rise.setProperty("cl", "rise")
        self.rise.hide()
        top.addWidget(self.rise)
        top.addStretch(1)
        self.tools_box = QWidget()  # the panel's rare tools (the reveal log, "Table ▾"), kept narrow
        self.tools = QHBoxLayout(self.tools_box)
        self.tools.setContentsMargins(0, 0, 0, 0)
        self.tools.setSpacing(6)
        self.amounts = ItemsLabel()
        self.amounts.setProperty("cl", "amounts")
        self.amounts.setToolTip(QCoreApplication.translate(
            "ChickenLlamaPanel", "S: the stake. V: what a wrong vote pays. F: what each voter pays a bust "
                                 "lone survivor. W: what a withdrawal costs."))
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
        self.pot = label(name="pot")
        lay.setColumnStretch(0, 1)
        self.narrow: bool | None = None
        self._arrange(False)

    def _arrange(self, narrow: bool) -> None:
        if narrow == self.narrow:
            return
        self.narrow = narrow
        lay: QGridLayout = self.layout()
        for part in (self.top_box, self.amounts, self.pile_box, self.pot, self.tools_box):
            lay.removeWidget(part)
        self.top.removeWidget(self.tools_box)
        middle = Qt.AlignmentFlag.AlignVCenter
        self.top.addWidget(self.tools_box, 0, middle)
        if narrow:  # the phase line the whole width; the pile and the pot beside the amounts under it
            lay.addWidget(self.top_box, 0, 0, 1, 3)
            lay.addWidget(self.amounts, 1, 0)
            lay.addWidget(self.pile_box, 1, 1, middle)
            lay.addWidget(self.pot, 1, 2, middle)
        else:
            lay.addWidget(self.top_box, 0, 0)
            lay.addWidget(self.amounts, 1, 0)
            lay.addWidget(self.pile_box, 0, 1, 2, 1, middle)
            lay.addWidget(self.pot, 0, 2, 2, 1, middle)
        for part in (self.top_box, self.amounts, self.tools_box):
            part.show()  # (a widget moved to another parent is hidden)

    def _fit_width(self, width: int | None = None) -> None:
        """Narrow when the phase line, the pile and the pot do not fit side by side (or the amounts
        would wrap beside them)."""
        width = self.width() if width is None else width
        if width < 50:
            return
        lay: QGridLayout = self.layout()
        gap = lay.horizontalSpacing()
        right = sum(x.sizeHint().width() + gap for x in (self.pile_box, self.pot) if not x.isHidden())
        line = [self.phase] + [x for x in (self.rise, self.tools_box) if not x.isHidden()]
        top = sum(x.sizeHint().width() for x in line) + self.top.spacing() * (len(line) - 1)
        amounts = self.amounts.fontMetrics().horizontalAdvance(QLabel.text(self.amounts)) + 4
        need = right + max(top, amounts)
        self._arrange(need > width)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self._fit_width()

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
        set_text(self.phase, text)
        am = view.get("amounts") or {}
        self.amounts.setText(QCoreApplication.translate(
            "ChickenLlamaPanel", "stake S = {S} · wrong vote V = {V} · bust survivor F = {F} · withdrawal W = {W}").format(
            S=am.get("S", "?"), V=am.get("V", "?"), F=am.get("F", "?"), W=am.get("W", "?")))
        rise = view.get("stakes_rise")
        set_text(self.rise, f"▲ {rise}" if rise else "")
        self.rise.setVisible(bool(rise))
        set_text(self.pot, QCoreApplication.translate("ChickenLlamaPanel", "Pot {n}").format(n=view.get("pot", 0)))
        pile = view.get("pile")
        self.pile_box.setVisible(pile is not None)
        if pile is not None:
            top = pile.get("top")
            self.pile_top.setVisible(top is not None)
            if top is not None:
                self.pile_top.set_look(bill_h, top)
            set_text(self.pile_count, QCoreApplication.translate(
                "ChickenLlamaPanel", "pile\n{n} bills").format(n=pile.get("count", 0)))
        self._fit_width()

    def least_height(self, width: int) -> int:
        """The height at ``width``, its wrapped lines counted (a grid's own height for a width
        shares the width by the hints, not as it lays the header out), arranged for that width."""
        self._fit_width(width)
        gap = self.layout().horizontalSpacing()
        right = [x for x in (self.pile_box, self.pot) if not x.isHidden()]
        beside = sum(x.sizeHint().width() + gap for x in right)
        tall = max((x.sizeHint().height() for x in right), default=0)
        line = [x for x in (self.rise, self.tools_box) if not x.isHidden()]  # beside the phase
        used = sum(x.sizeHint().width() + self.top.spacing() for x in line) + (0 if self.narrow else beside)
        room = max(1, width - used)
        # one line when it fits (measured on its text: the label's own height for a width was
        # at times that of two lines, a gap under the phase)
        fm = self.phase.fontMetrics()
        m = self.phase.contentsMargins()
        one = fm.height() + m.top() + m.bottom()
        fits = fm.horizontalAdvance(self.phase.text()) + m.left() + m.right() + 2 <= room
        phase = one if fits else max(one, self.phase.heightForWidth(room))
        top = max([phase] + [x.sizeHint().height() for x in line])
        amounts = self.amounts.heightForWidth(max(1, width - beside))
        if self.narrow:
            return top + max(amounts, tall)
        return max(top + amounts, tall)


class PlayerRow(QWidget):
    """One player: name and markers, status and vote, coins, what they put in, the bills in
    front of them (digital: common sides in the order received, with the animal side below
    at a public reveal; physical: how many), and the Withdraw button while they are all-in
    (physical, CL-R9.6).

    Wide: all on one line, what they put in beside their coins when there is room (the row as low
    as its name and status: five rows and a private screen fit a laptop), else under them. Narrow
    (larger text, many bills): the bills on a second line."""

    def __init__(self, index: int, parent=None):
        super().__init__(parent)
        self.index = index
        self.setObjectName("seat")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        lay = QGridLayout(self)
        lay.setContentsMargins(10, 1, 10, 1)  # (five rows and a private screen fit a laptop at 100 %)
        lay.setHorizontalSpacing(14)
        lay.setVerticalSpacing(2)
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
        self.money_box = QWidget()
        self.money_box.setProperty("cl", "clear")
        # what they put in beside their coins while the row has room for it (the row as low as its
        # name and status: five rows and a private screen fit a laptop at 100 %), else under them
        self.money = QBoxLayout(QBoxLayout.Direction.TopToBottom, self.money_box)
        self.money.setContentsMargins(0, 0, 0, 0)
        self.money.setSpacing(0)
        self.coins = label()
        self.coins.setProperty("cl", "coins")
        self.money.addWidget(self.coins)
        self.put_in = label()
        self.put_in.setProperty("cl", "putin")
        self.money.addWidget(self.put_in)
        self.money.addStretch(1)
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
        self.withdraw = QPushButton()
        self.withdraw.setProperty("role", "withdraw")
        self.withdraw.setMinimumHeight(40)
        self.withdraw.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        self.withdraw.hide()
        self.withdraw.action = None
        self._state: tuple | None = None
        self.narrow: bool | None = None
        self.arrange(False)

    def who_least(self) -> int:
        """The name's first KEPT columns and "…" beside both badges (shown or not: the column keeps
        its width from turn to turn)."""
        fm = self.name.fontMetrics()
        text, cols = "", 0
        for ch in self.name.text():
            cols += 2 if unicodedata.east_asian_width(ch) in "WF" else 1
            text += ch
            if cols >= NAME_KEPT:
                break
        name = fm.horizontalAdvance(text + "…") + 4
        top = self.who_box.layout().itemAt(0).layout()
        return name + sum(b.sizeHint().width() + top.spacing() for b in (self.turn, self.dealer))

    def money_width(self, beside: bool) -> int:
        """The money column's width with what they put in beside the coins or under them."""
        coins, put_in = self.coins.sizeHint().width(), self.put_in.sizeHint().width()
        if not self.put_in.text():
            return coins
        return coins + self.BESIDE + put_in if beside else max(coins, put_in)

    BESIDE = 10  # the gap between the coins and what they put in, side by side

    def set_money_beside(self, beside: bool) -> None:
        direction = QBoxLayout.Direction.LeftToRight if beside else QBoxLayout.Direction.TopToBottom
        if self.money.direction() != direction:
            self.money.setDirection(direction)
            self.money.setSpacing(self.BESIDE if beside else 0)

    def arrange(self, narrow: bool) -> None:
        """One line (wide) or the bills on a second line (narrow)."""
        if narrow == self.narrow:
            return
        self.narrow = narrow
        lay: QGridLayout = self.layout()
        for part in (self.who_box, self.money_box, self.bills_box, self.withdraw):
            lay.removeWidget(part)
        middle = Qt.AlignmentFlag.AlignVCenter
        lay.addWidget(self.who_box, 0, 0)
        lay.addWidget(self.money_box, 0, 1)
        if narrow:
            lay.addWidget(self.withdraw, 0, 2, middle)
            lay.addWidget(self.bills_box, 1, 0, 1, 3)
            lay.setColumnStretch(2, 1)
            lay.setColumnStretch(3, 0)
        else:
            lay.addWidget(self.bills_box, 0, 2)
            lay.addWidget(self.withdraw, 0, 3, middle)
            lay.setColumnStretch(2, 1)

    def update_entry(self, entry: dict, turn: bool, bill_h: int, withdraw: dict | None,
                     reveal: dict | None) -> None:
        set_text(self.name, entry["name"])
        self.name.setToolTip(entry["name"])
        self.turn.setVisible(turn)
        self.dealer.setVisible(bool(entry.get("dealer")))
        out = not entry.get("in_game", True)
        if out:
            set_text(self.coins, QCoreApplication.translate("ChickenLlamaPanel", "out"))
            status = (QCoreApplication.translate("ChickenLlamaPanel", "left the game") if entry.get("left")
                      else QCoreApplication.translate("ChickenLlamaPanel", "no coins left"))
        else:
            set_text(self.coins, coins_text(entry.get("coins", 0)))
            status = self._status(entry, reveal)
        set_text(self.status, status)
        c = entry.get("contribution", 0)
        set_text(self.put_in, QCoreApplication.translate("ChickenLlamaPanel", "in the pot: {n}").format(n=c) if c else "")
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
        self._widths = {"beside": 0, "under": 0}  # what a row's one line needs besides its bills (_align)

    def update_view(self, view: dict, withdraws: dict[str, dict], bill_h: int) -> None:
        players = view.get("players", [])
        reveal = view.get("reveal") or {}
        while len(self.rows) < len(players):
            row = PlayerRow(len(self.rows))
            row.withdraw.clicked.connect(lambda _=False, r=row: self.on_withdraw(r.withdraw.action))
            self.lay.addWidget(row, len(self.rows), 0)
            row.show()  # (the scroll area showed this widget already: a child added now is not shown with it)
            self.rows.append(row)
        to_act = view.get("to_act")

        def fill(h: int) -> None:
            for row, entry in zip(self.rows, players):
                row.update_entry(entry, entry["name"] == to_act, h, withdraws.get(entry["name"]),
                                 reveal.get(entry["name"]))
        fill(bill_h)
        self._align()
        smaller = self._bills_fitting(bill_h)
        if smaller is not None and smaller != bill_h:  # (five bills, long names, the badges: a little short)
            fill(smaller)
            self._align()

    # the bills give way a little before the rows grow taller (what they put in under the coins, or
    # the bills on a second line: five rows and the page of the moment no longer fit a laptop at 100 %)
    LEAST_BILLS = 0.75

    def _bills_fitting(self, bill_h: int) -> int | None:
        """A smaller bill height that keeps every row as low as one line with what they put in
        beside the coins (else under them), when shrinking the bills by at most LEAST_BILLS does
        it and the bills are what keeps the rows taller; else None."""
        rows = [r for r in self.rows if r.bills]  # (digital: bills drawn, not counted)
        if not rows or not any(r.narrow for r in self.rows) and all(r.put_in.isHidden() for r in self.rows) \
                and self.rows[0].money.direction() == QBoxLayout.Direction.LeftToRight:
            return None  # one low line each already
        lay = rows[0].bills_lay
        for money in ("beside", "under"):
            need = max(r.bills_box.sizeHint().width() - lay.spacing() * (len(r.bills) - 1) for r in rows)
            gaps = max(lay.spacing() * (len(r.bills) - 1) for r in rows)
            left = self.room() - self._widths[money] - gaps
            if need > 0 and left >= need * self.LEAST_BILLS:
                return bill_h if left >= need else max(16, int(bill_h * left / need) - 1)
        return None

    def _align(self) -> None:
        """The same column widths in every row, so coins and bills line up down the table; the bills
        on a second line in a row whose one line cannot hold a name (its first KEPT columns), the
        badges, the coins, its bills and its Withdraw (the other rows stay low)."""
        if not self.rows:
            return
        width = self.room()
        who = max(r.who_box.sizeHint().width() for r in self.rows)
        least = max(r.who_least() for r in self.rows)
        lay: QGridLayout = self.rows[0].layout()
        m = lay.contentsMargins()

        def own(r: PlayerRow) -> int:  # its bills, its Withdraw and a gap between the columns shown
            withdraw = 0 if r.withdraw.isHidden() else r.withdraw.sizeHint().width()
            gaps = lay.horizontalSpacing() * (3 if withdraw else 2)
            return r.bills_box.sizeHint().width() + withdraw + gaps + m.left() + m.right()
        widest = max(own(r) for r in self.rows)
        # one line with what they put in beside their coins, else under them, else the bills on a second
        # line: the name gives way first (down to its first KEPT columns and "…"), the rows kept low
        beside = max(r.money_width(True) for r in self.rows)
        under = max(r.money_width(False) for r in self.rows)
        money = beside if least + beside + widest <= width else under
        share = max(least, min(who, int(width * 0.38), width - money - widest))
        withdraw = max((r.withdraw.sizeHint().width() + lay.horizontalSpacing()
                        for r in self.rows if not r.withdraw.isHidden()), default=0)
        rest = withdraw + lay.horizontalSpacing() * 2 + m.left() + m.right()
        self._widths = {"beside": least + beside + rest, "under": least + under + rest}
        for r in self.rows:
            r.arrange(width > 200 and share + money + own(r) > width)
            side = money == beside
            r.set_money_beside(side)
            # an empty line under the coins keeps every row as tall as the others; beside them, nothing
            r.put_in.setVisible(bool(r.put_in.text()) or not side)
            if width > 200:  # never wider than its share: a long name ends in "…", a long status wraps
                r.who_box.setFixedWidth(share)
            r.money_box.setFixedWidth(money)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            before = self.arrangement()
            self._align()
            if self.arrangement() != before and self.rearranged is not None:
                self.rearranged()  # the rows' heights changed with their width: the panel measures again

    rearranged = None  # called when a new width changed how the rows are arranged

    def room(self) -> int:
        """The width the rows may take: their scroll area's (never wider, whatever they held before:
        this widget is at least as wide as its rows' least width)."""
        parent = self.parentWidget()
        return min(self.width(), parent.width()) if parent is not None else self.width()

    def arrangement(self) -> tuple:
        return tuple((r.narrow, r.money.direction(), r.put_in.isHidden()) for r in self.rows)

    def withdraw_buttons(self) -> list[QPushButton]:
        return [r.withdraw for r in self.rows if r.withdraw.isVisible() or r.withdraw.action is not None]
