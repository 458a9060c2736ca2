"""A player's private screen (digital mode), built by the kit only after they took the screen:
their bills in the order received (their ``PrivateView``), the animal side under each one they
have looked at and "?" under an unseen 3rd draw, the marking tool on the bills the engine lets
them mark (the choices of group "mark"), and their decisions (the other choices). A draw turn
loops here: top or bottom, see it, again or stop.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QBoxLayout, QHBoxLayout, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from tableapp.core.views import Choice, PrivateView
from tableapp.ui.panels.kit import ChoiceButtons
from tableapp.ui.panels.kit.keys import set_key_label
from tableapp.ui.widgets.one_line import KeepWordsLabel

from .common import UNSEEN, ErrorLabel, HandBill, animal_side, bill_height, clear_layout, label
from .hints import HintLabel, bills_hint, lower_under_bills, marking_hint, no_marks_hint
from .short_labels import ShortLabels, short_labels


class RowChoices(ChoiceButtons):
    """The kit's key buttons, and all of them in one row, each as wide as its label, when their labels
    fit side by side but not in columns of the widest (a long withdrawal beside "Stay in"): one row
    of buttons under five players' bills, not two (the turn fits a laptop at 100 % text).

    ``shrink`` (larger text): the labels' font a little smaller (down to SMALLEST of its size) when
    that puts the buttons in more columns, so fewer rows (three votes for long names in two rows)."""

    SMALLEST = 0.85
    shrink = False

    def _room(self) -> int:
        return self.width() if self.isVisible() and self.width() > 100 else 900

    def _columns_for(self, widths: list[float]) -> int:
        n, width = len(widths), self._room()
        if n <= 1:
            return max(n, 1)
        if sum(widths) + self.grid.spacing() * (n - 1) <= width:
            return n  # one row, each as wide as its label
        for cols in range(min(self.most, n), 1, -1):  # (as the kit's: columns of the widest)
            if cols * max(widths) + (cols - 1) * 8 <= width:
                return cols
        return 1

    def _natural(self, b) -> float:
        if not b.styleSheet():
            b.ensurePolished()
            b.setProperty("clNatural", b.font().pointSizeF())
        return float(b.property("clNatural"))

    def _widths(self, factor: float) -> list[float]:
        out = []
        for b in self.buttons:
            text = b.text().replace("&&", "&")
            font = QFont(b.font())
            font.setPointSizeF(self._natural(b) * factor)
            pad = b.sizeHint().width() - b.fontMetrics().horizontalAdvance(text)
            out.append(QFontMetricsF(font).horizontalAdvance(text) + pad + 1)
        return out

    def columns(self) -> int:
        factor, cols = 1.0, self._columns_for(self._widths(1.0))
        if self.shrink and cols < min(self.most, len(self.buttons)):
            for f in (0.95, 0.9, self.SMALLEST):
                if self._columns_for(self._widths(f)) > cols:
                    factor, cols = f, self._columns_for(self._widths(f))
                    break
        for b in self.buttons:
            sheet = f"font-size: {self._natural(b) * factor:.1f}pt;" if factor < 1.0 else ""
            if b.styleSheet() != sheet:
                b.setStyleSheet(sheet)
        return cols

    def _place(self) -> None:
        super()._place()
        cols = self._columns
        for i, b in enumerate(self.buttons):
            # in one row a button is never narrower than its label (the kit's equal columns would cut it)
            b.setMinimumWidth(b.sizeHint().width() if cols == len(self.buttons) > 1 else 0)
            if i < cols:
                self.grid.setColumnStretch(i, b.sizeHint().width() if cols == len(self.buttons) > 1 else 1)


class PrivatePage(QWidget):
    def __init__(self, who: str, submit, larger: bool = False, parent=None):
        super().__init__(parent)
        self.who = who
        self.submit = submit
        # larger text: smaller bills, the marking button over the hint (so the side fits beside the
        # bills), the news cut to a few lines (whole in its tooltip), the hint in a shorter wording
        # (hints.py): the turn, the header and a glimpse of the players fit the window
        self.larger = larger
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)  # its keys after a click; not a Tab stop (no ring to show)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(6)
        # two columns, so that a draw turn fits a 1366×768 screen with five players above: the bills
        # (each with its caption under it, never over it) and, beside them, what happened, the hint
        # and the marking button; the decisions in one row under both
        self.top = top = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        top.setSpacing(16)
        self.bills_row = QHBoxLayout()
        self.bills_row.setSpacing(10)
        self.bills_row.addStretch(1)
        self.bills_col = QVBoxLayout()  # the bills, and at larger text the hint under them when lower (_place_hint)
        self.bills_col.setSpacing(4)
        self.bills_col.addLayout(self.bills_row)
        top.addLayout(self.bills_col)
        side = QVBoxLayout()
        side.setContentsMargins(0, 0, 0, 0)
        side.setSpacing(4)
        # wrapped, their lines counted in the page's least height (and Japanese between words)
        self.news = KeepWordsLabel()
        self.news.setProperty("cl", "news")
        self.news.larger_lines = 2
        side.addWidget(self.news)
        # the marking button and the hint beside it (the hint wraps): the side no taller than the
        # bills, so that five players' rows, the bills and the decisions fit a laptop at 100 % text
        self.marking_row = marking = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        marking.setSpacing(10)
        self.mark_button = QPushButton()
        set_key_label(self.mark_button, QCoreApplication.translate("ChickenLlamaPanel", "Mark with the keys"), "m")
        self.mark_button.clicked.connect(self.start_marking)
        marking.addWidget(self.mark_button, 0, Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.hint = HintLabel()  # never cut: a shorter wording when the whole one is too long
        self.hint.setProperty("role", "muted")
        marking.addWidget(self.hint, 1)
        side.addLayout(marking)
        side.addStretch(1)
        self.side = QWidget()
        self.side.setProperty("cl", "clear")
        self.side.setLayout(side)
        top.addWidget(self.side, 1)
        lay.addLayout(top)
        self.bills: list[HandBill] = []
        self.captions = []
        self.choices = RowChoices(role="choiceSmall", most=3, height=40)
        self.choices.shrink = larger
        self.choices.chosen.connect(lambda ch: self.choose(ch.action))
        self.short = ShortLabels(self.choices)  # a withdrawal's shorter label, when the whole is too wide
        lay.addWidget(self.choices)
        self.error = ErrorLabel()
        lay.addWidget(self.error)
        lay.addStretch(1)
        self.marking = False
        self._no_more_marks = False

    @property
    def buttons(self):
        return self.choices.buttons

    def event(self, event) -> bool:
        # a bill with the focus takes its marking keys from the shortcuts (the ShortcutOverride the
        # bill leaves unanswered comes up to its page)
        if event.type() == QEvent.Type.ShortcutOverride:
            bill = self.focusWidget()
            if isinstance(bill, HandBill) and bill.takes_key(event):
                event.accept()
                return True
        return super().event(event)

    def refresh(self, mine: PrivateView | None, public: dict, choices: list[Choice]) -> None:
        """Redraw from the seat's private view, the public view's ``detail`` and the choices."""
        hand = mine.detail.get("hand", []) if mine is not None else []
        entry = next((p for p in public.get("players", []) if p["name"] == self.who), {})
        ends = entry.get("draws") or []
        mine_now = [ch for ch in choices if ch.seat == self.who]
        decisions = [ch for ch in mine_now if ch.group != "mark"]
        markable = {ch.action.bill for ch in mine_now if ch.group == "mark"}
        self._set_bills(hand, ends, markable)
        self._fit_width()
        self._set_news(public, hand, ends)
        self._set_buttons(decisions, bool(markable))
        self.short.set_short(short_labels(decisions))
        self._no_more_marks = bool(decisions) and bool(hand) and not markable  # CL-H7: the limit is reached
        self._update_mode()
        self._place_hint()
        QTimer.singleShot(0, self, self._place_hint)  # (again once a bill just drawn is shown: counted then)

    def _set_bills(self, hand: list[dict], ends: list[str], markable: set[int]) -> None:
        h = bill_height(self, 1.0 if self.larger else 1.3)  # small enough for the whole turn to fit a laptop screen
        while len(self.bills) < len(hand):
            i = len(self.bills)
            box = QVBoxLayout()
            box.setSpacing(0)
            bill = HandBill()
            bill.setAccessibleName(QCoreApplication.translate("ChickenLlamaPanel", "your bill {n}").format(n=i + 1))
            bill.mark_requested.connect(lambda slot, k=i: self.mark(k, slot))
            bill.step.connect(lambda d, k=i: self._step(k, d))
            bill.done.connect(self.stop_marking)
            bill.focus_changed.connect(lambda: QTimer.singleShot(0, self._update_mode))
            box.addWidget(bill, 0, Qt.AlignmentFlag.AlignHCenter)
            caption = label()
            caption.setAlignment(Qt.AlignmentFlag.AlignHCenter)
            caption.setProperty("cl", "caption")
            box.addWidget(caption)
            self.bills_row.insertLayout(i, box)
            self.bills.append(bill)
            self.captions.append(caption)
        while len(self.bills) > len(hand):  # an undone draw
            bill, caption = self.bills.pop(), self.captions.pop()
            box = self.bills_row.takeAt(len(self.bills))
            clear_layout(box.layout())
        for i, (bill, data) in enumerate(zip(self.bills, hand)):
            bill.set_height(h)
            bill.set_marks(data["marks"])  # by position in the hand, never by identity
            bill.set_show_animal(animal_side(data.get("animal", UNSEEN)))
            bill.set_markable(i + 1 in markable)
            if i < 2:
                text = QCoreApplication.translate("ChickenLlamaPanel", "{n} · dealt").format(n=i + 1)
            elif i - 2 < len(ends) and ends[i - 2] == "top":
                text = QCoreApplication.translate("ChickenLlamaPanel", "{n} · top").format(n=i + 1)
            else:
                text = QCoreApplication.translate("ChickenLlamaPanel", "{n} · bottom").format(n=i + 1)
            self.captions[i].setText(text)

    def _fit_width(self) -> None:
        """The marking button and the hint beside the bills while they leave the hint room for about
        twenty-four letters a line; under the bills when they do not (larger text, five bills)."""
        if self.width() < 50:
            return
        bills = self.bills_row.sizeHint().width()
        letters = self.hint.fontMetrics().averageCharWidth()
        side = max(self.mark_button.sizeHint().width(), letters * 16) if self.larger \
            else self.mark_button.sizeHint().width() + 10 + letters * 24
        below = bills + self.top.spacing() + side > self.width()
        direction = QBoxLayout.Direction.TopToBottom if below else QBoxLayout.Direction.LeftToRight
        if self.top.direction() != direction:
            self.top.setDirection(direction)
        # larger text: beside the bills the button over the hint, under them the hint beside the button
        across = below or not self.larger
        marking = QBoxLayout.Direction.LeftToRight if across else QBoxLayout.Direction.TopToBottom
        if self.marking_row.direction() != marking:
            self.marking_row.setDirection(marking)
            self.marking_row.setSpacing(10 if across else 4)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self._fit_width()
            self._place_hint()

    def _place_hint(self) -> None:
        """Larger text, the side beside the bills: the hint under the bills when the page is lower so (a
        draw turn's news over the marking button leaves room under three bills), else under the button."""
        under = False
        if self.larger and self.width() >= 50 and self.hint.text() \
                and self.top.direction() == QBoxLayout.Direction.LeftToRight:
            bills = self.bills_row.sizeHint()
            side = self.width() - bills.width() - self.top.spacing()
            gap = self.side.layout().spacing()
            rest = self.mark_button.sizeHint().height() if self.mark_button.isVisibleTo(self) else 0
            if self.news.isVisibleTo(self):
                rest += gap + self.news.heightForWidth(side)
            under = lower_under_bills(self.hint, bills, side, rest, gap)
        if under == (self.bills_col.indexOf(self.hint) >= 0):
            return
        (self.marking_row if under else self.bills_col).removeWidget(self.hint)
        # under the bills as wide as they are (its own width would widen their column)
        self.hint.setSizePolicy(QSizePolicy.Policy.Ignored if under else QSizePolicy.Policy.Preferred,
                                QSizePolicy.Policy.Preferred)
        if under:
            self.bills_col.addWidget(self.hint)
        else:
            self.marking_row.addWidget(self.hint, 1)

    def _set_news(self, public: dict, hand: list[dict], ends: list[str]) -> None:
        text = ""
        if public.get("phase") == "draw" and public.get("to_act") == self.who and len(hand) > 2 and ends:
            animal = hand[-1].get("animal")
            where = (QCoreApplication.translate("ChickenLlamaPanel", "from the top") if ends[-1] == "top"
                     else QCoreApplication.translate("ChickenLlamaPanel", "from the bottom"))
            if animal == "llama":
                text = QCoreApplication.translate("ChickenLlamaPanel", "You drew a llama {where}.").format(where=where)
            elif animal == "chicken":
                text = QCoreApplication.translate("ChickenLlamaPanel", "You drew a chicken {where}.").format(where=where)
            if text and len(hand) < 5 and not self.larger:  # (at larger text the buttons alone ask it)
                text += " " + QCoreApplication.translate("ChickenLlamaPanel", "Draw again or stop?")
        if any(b.get("animal") == UNSEEN for b in hand):
            unseen = QCoreApplication.translate("ChickenLlamaPanel", "“?”: nobody has seen this bill, you neither.")
            text = f"{text}  {unseen}" if text else unseen
        self.news.setText(text)
        self.news.setVisible(bool(text))

    def _set_buttons(self, choices: list[Choice], can_mark: bool) -> None:
        self.mark_button.setVisible(can_mark)
        self.choices.set_choices(choices)  # compact buttons, side by side: the turn fits a laptop screen

    # -- deciding and marking ----------------------------------------------------------------------
    def choose(self, action) -> None:
        self.error.setText("")
        ok, why = self.submit(action)
        if not ok:
            self.error.setText(why)

    def mark(self, index: int, slot: str) -> None:
        self.error.setText("")
        ok, why = self.submit({"by": self.who, "do": "mark", "bill": index + 1, "slot": slot})
        if not ok:
            self.error.setText(why)

    def start_marking(self) -> None:
        first = next((b for b in self.bills if b.is_markable()), None)
        if first is not None:
            first.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def stop_marking(self) -> None:
        self.setFocus(Qt.FocusReason.OtherFocusReason)

    def _step(self, index: int, direction: int) -> None:
        n = len(self.bills)
        for k in range(1, n + 1):
            bill = self.bills[(index + direction * k) % n]
            if bill.is_markable():
                bill.setFocus(Qt.FocusReason.TabFocusReason)
                return

    def _update_mode(self) -> None:
        """Marking with the keys while one of the bills has the focus: the decisions wait."""
        focused = next((i for i, b in enumerate(self.bills) if b.hasFocus()), None)
        self.marking = focused is not None
        self.choices.set_enabled(not self.marking)
        # (a bill taking the focus switches between these two: the hint keeps the taller one's height)
        both = (bills_hint(), marking_hint(len(self.bills)))
        if self.marking:
            self.hint.set_hint(marking_hint(focused + 1), also=both)
        elif any(b.is_markable() for b in self.bills):
            self.hint.set_hint(bills_hint(), also=both)
        elif self._no_more_marks:
            self.hint.set_hint(no_marks_hint())
        else:
            self.hint.set_hint(None)
