"""The players with the bills in front of them (common sides only), their coins, contributions,
votes and Withdraw buttons (the header above them: header.py). Everything comes from the public
view (its ``detail``)."""
from __future__ import annotations

import unicodedata

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QBoxLayout, QGridLayout, QHBoxLayout, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from tableapp.ui.panels.kit.keys import set_key_label
from tableapp.ui.panels.kit.labels import set_text
from tableapp.ui.widgets.seat import NAME_KEPT
from tableapp.ui.widgets.one_line import KeepWordsLabel, OneLineLabel

from .common import PublicBill, coins_text, label
from .name_column import STATUS_SHARE, name_share


def _repolish(w: QWidget) -> None:
    w.style().unpolish(w)
    w.style().polish(w)


class StatusLabel(KeepWordsLabel):
    """A row's status, wrapped between its words when long; its least height is its wrapped lines
    (KeepWordsLabel), not a height for a width: the rows' scroll area sizes them by their least height."""

    def hasHeightForWidth(self) -> bool:
        return False


class PlayerRow(QWidget):
    """One player: name and markers, status and vote, coins, what they put in, the bills in
    front of them (digital: common sides in the order received, with the animal side below
    at a public reveal; physical: how many), and the Withdraw button while they are all-in
    (physical, CL-R9.6).

    Wide: all on one line, what they put in beside their coins when there is room (the row as low
    as its name and status: five rows and a private screen fit a laptop), else under them; physical at
    100 % text, the status beside the bills' note when every row has the room (the row as low as its
    name). Narrow (larger text, many bills): the bills on a second line."""

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
        # a long status ("folded, voted for" a long name, at larger text) wraps between its words: the
        # row never overflows, nothing is cut
        self.status = StatusLabel()
        self.status.setProperty("cl", "status")
        self.status.setMinimumWidth(1)
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
        self.status_dot = label("·")  # between the status and the note, while beside it (set_status_beside)
        self.status_dot.setProperty("cl", "note")
        self.status_dot.hide()
        self.withdraw = QPushButton()
        self.withdraw.setProperty("role", "withdraw")
        self.withdraw.setMinimumHeight(40)
        self.withdraw.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        self.withdraw.hide()
        self.withdraw.action = None
        self._state: tuple | None = None
        self.narrow: bool | None = None
        self.withdraw_below = False
        self.status_beside = False
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

    REVEALED = 0.65  # a revealed bill's sides, each as tall as this much of a bill not revealed

    BESIDE = 10  # the gap between the coins and what they put in, side by side

    def set_money_beside(self, beside: bool) -> None:
        direction = QBoxLayout.Direction.LeftToRight if beside else QBoxLayout.Direction.TopToBottom
        if self.money.direction() != direction:
            self.money.setDirection(direction)
            self.money.setSpacing(self.BESIDE if beside else 0)

    def set_status_beside(self, beside: bool) -> None:
        """The status beside the bills' note ("passed · 2 bills") rather than under the name: a
        physical row draws no bills, so at 100 % text its right part has the room, and a row of one
        line leaves the page of the moment its height (five rows and the showdown's grid fit a laptop)."""
        if beside == self.status_beside:
            return
        self.status_beside = beside
        self.who_box.layout().removeWidget(self.status)
        for part in (self.status, self.status_dot):
            self.bills_lay.removeWidget(part)
        if beside:  # (before the note; a physical row draws no bills)
            for part in (self.status, self.status_dot):
                self.bills_lay.insertWidget(self.bills_lay.indexOf(self.bills_note), part)
        else:
            self.who_box.layout().addWidget(self.status)
        self.status.show()
        self._status_width()

    def status_line(self) -> int:
        """The status's width on one line (0: no status)."""
        if not self.status.text():
            return 0
        self.status.ensurePolished()
        return self.status.fontMetrics().horizontalAdvance(self.status.text()) + 6  # (KeepWordsLabel's room)

    def status_room(self) -> int:
        """What the status adds to the bills' part beside the note: itself, the dot and their gaps."""
        line = self.status_line()
        if not line:
            return 0
        gap = self.bills_lay.spacing()
        return line + gap + (self.status_dot.sizeHint().width() + gap if self.bills_note.text() else 0)

    def _status_width(self) -> None:
        """Beside the note, the status on one line; under the name, it wraps in the name's column."""
        least = self.status_line() if self.status_beside and self.status.text() else 1
        self.status_dot.setVisible(self.status_beside and bool(self.status.text()) and bool(self.bills_note.text()))
        if self.status.minimumWidth() != least:
            self.status.setMinimumWidth(least)

    def arrange(self, narrow: bool, withdraw_below: bool = False) -> None:
        """One line (wide) or the bills on a second line (narrow); ``withdraw_below``: Withdraw on a
        line of its own under them (larger text: beside the coins it made the row wider than the
        panel, the name scrolled out of sight)."""
        withdraw_below = narrow and withdraw_below
        if (narrow, withdraw_below) == (self.narrow, self.withdraw_below):
            return
        self.narrow, self.withdraw_below = narrow, withdraw_below
        lay: QGridLayout = self.layout()
        for part in (self.who_box, self.money_box, self.bills_box, self.withdraw):
            lay.removeWidget(part)
        middle = Qt.AlignmentFlag.AlignVCenter
        lay.addWidget(self.who_box, 0, 0)
        lay.addWidget(self.money_box, 0, 1)
        if narrow:
            if withdraw_below:
                lay.addWidget(self.withdraw, 2, 0, 1, 2, Qt.AlignmentFlag.AlignLeft)
            else:
                lay.addWidget(self.withdraw, 0, 2, middle)
            # under the name and the coins only: a column 2 left empty (no Withdraw beside the coins)
            # then takes no width and no gap (at larger text the row just fits the panel)
            lay.addWidget(self.bills_box, 1, 0, 1, 2)
            lay.setColumnStretch(1, 0 if withdraw_below else 0)
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
            status = entry.get("status_line", "")  # (the public view's, as on the table display)
        set_text(self.status, status)
        self._status_width()
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
            # never lower than its text (larger text): the row's least height counts it whole
            self.withdraw.setMinimumHeight(max(40, self.withdraw.sizeHint().height()))
            self.withdraw.action = withdraw["action"]
            self.withdraw.show()

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
            self._status_width()  # (the dot between them only with a note)
            return
        shown = reveal.get("bills") if reveal is not None else None
        self._set_bill_count(len(bills))
        for i, (widget, bill) in enumerate(zip(self.bills, bills)):  # by position, never by identity
            animal = shown[i]["animal"] if shown is not None and i < len(shown) else None
            # at a reveal both sides show, one over the other: smaller, so the row stays not much taller
            # than its text (five rows, two of them revealed, and a nine-line settlement fit at 100 %)
            widget.set_look(bill_h if animal is None else round(bill_h * self.REVEALED), bill["marks"], animal)
        self.bills_note.hide()

    def _set_bill_count(self, n: int) -> None:
        while len(self.bills) < n:
            bill = PublicBill()
            self.bills_lay.insertWidget(len(self.bills), bill)
            # shown now: a child added to a shown row shows only at the next turn of the event loop, and
            # until then the row's width left it out (a drawn bill's row overlapped its coins at 150 %)
            bill.show()
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
        self.status_wanted: list[bool] = []  # per row: its status beside its bills' note, if the line holds it

    def update_view(self, view: dict, withdraws: dict[str, dict], bill_h: int, status_beside: bool = False) -> None:
        """``status_beside``: a physical row's status beside its bills' note (PlayerRow.set_status_beside)."""
        players = view.get("players", [])
        reveal = view.get("reveal") or {}
        while len(self.rows) < len(players):
            row = PlayerRow(len(self.rows))
            row.withdraw.clicked.connect(lambda _=False, r=row: self.on_withdraw(r.withdraw.action))
            self.lay.addWidget(row, len(self.rows), 0)
            row.show()  # (the scroll area showed this widget already: a child added now is not shown with it)
            self.rows.append(row)
        to_act = view.get("to_act")

        # (whether there is room for it beside the note: _align)
        self.status_wanted = [status_beside and entry.get("bills") is None for entry in players]

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
        # a physical row's status beside its note (at 100 %) when every row's line then holds its name
        # (as much as it would show), what they put in beside the coins, and the rest: else under the name
        wanted = [i < len(self.status_wanted) and self.status_wanted[i] for i in range(len(self.rows))]
        if any(wanted):
            bare = [own(r) - (r.status_room() if r.status_beside else 0) for r in self.rows]
            line = max(b + (r.status_room() if w else 0) for r, b, w in zip(self.rows, bare, wanted))
            names = max(r.who_box.layout().itemAt(0).layout().sizeHint().width() for r in self.rows)  # (and badges)
            column = max(least, min(names, int(width * STATUS_SHARE)))  # (the least ``share`` below gives it)
            fits = column + max(r.money_width(True) for r in self.rows) + line <= width
            for r, w in zip(self.rows, wanted):
                r.set_status_beside(w and fits)
        else:
            for r in self.rows:
                r.set_status_beside(False)
        who = max(r.who_box.sizeHint().width() for r in self.rows)  # (with the status under the name, or not)
        widest = max(own(r) for r in self.rows)
        # one line with what they put in beside their coins, else under them, else the bills on a second
        # line: the name gives way first (down to its first KEPT columns and "…"), the rows kept low
        beside = max(r.money_width(True) for r in self.rows)
        under = max(r.money_width(False) for r in self.rows)
        money = beside if least + beside + widest <= width else under
        withdraw = max((r.withdraw.sizeHint().width() + lay.horizontalSpacing()
                        for r in self.rows if not r.withdraw.isHidden()), default=0)
        rest = withdraw + lay.horizontalSpacing() * 2 + m.left() + m.right()
        # the names whole where the rows have the room: beside the coins and the bills, or, when every
        # row's bills go to a second line anyway, beside the coins (and Withdraw) alone
        room = width - money - widest
        if least + money + min(own(r) for r in self.rows) > width:
            room = width - money - rest
        share = name_share(self.rows, width, least, who, room)
        self._widths = {"beside": least + beside + rest, "under": least + under + rest}
        for r in self.rows:
            narrow = width > 200 and share + money + own(r) > width
            below = not r.withdraw.isHidden() and share + money + r.withdraw.sizeHint().width() \
                + lay.horizontalSpacing() * 2 + m.left() + m.right() > width
            r.arrange(narrow, below)
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
        return tuple((r.narrow, r.withdraw_below, r.money.direction(), r.put_in.isHidden(), r.status_beside)
                     for r in self.rows)

    def withdraw_buttons(self) -> list[QPushButton]:
        return [r.withdraw for r in self.rows if r.withdraw.isVisible() or r.withdraw.action is not None]
