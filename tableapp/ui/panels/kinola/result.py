"""The round's result in physical mode (§6), in one per-seat grid: each reserved card (rank and
suit, or only its class), who played and who took the Kinola when nobody reserved it, the points
taken and the tricks won. Enter asks the engine: a result that does not add up is refused in the
engine's words, beside the grid, the entries kept. One that does shows every payment it makes
(the confirm page); Enter books it, Esc goes back to the grid."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tableapp.core.views import Choice
from tableapp.ui.panels.kit.entries import fill
from tableapp.ui.panels.kit.fit import FitLabel
from tableapp.ui.panels.kit.keys import key_name, key_sequence
from tableapp.ui.widgets.blank_spin import blank_until_typed
from tableapp.ui.widgets.wheel_guard import wheel_when_focused

from .common import ErrorLabel, joined, label, set_text, tr
from .deal import payment_lines

CLASSES = ("kinola", "ace", "king", "queen", "jack", "zero")  # §6: the reserved card's classes, as the engine reads them


def class_words() -> dict[str, str]:
    return {"kinola": tr("Kinola (K♥)"), "ace": tr("Ace"), "king": tr("King (not K♥)"), "queen": tr("Queen"),
            "jack": tr("Jack"), "zero": tr("0 points (10–2, joker)")}


class ReservedBox(QComboBox):
    """A reserved card: its class from the list, or rank and suit typed in (AS, 10H, JOKER)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setEditable(True)
        self.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.addItem("", None)
        for cls, words in class_words().items():
            self.addItem(words, cls)
        self.lineEdit().setPlaceholderText(tr("class or card"))
        self.setMinimumContentsLength(8)

    def value(self) -> str:
        text = self.currentText().strip()
        i = self.findText(text, Qt.MatchFlag.MatchFixedString)
        return self.itemData(i) if i > 0 else text


class ResultGrid(QWidget):
    """``ready(action)``: the engine accepts the entry (previewed, nothing booked yet)."""

    ready = Signal(object)

    def __init__(self, controller, choice: Choice, d: dict, compact: bool = False, parent=None):
        super().__init__(parent)
        self.compact = compact  # larger text: the how-to is the button's tooltip, the grid keeps the room
        self.controller = controller
        self.template = choice.action
        self.rows = list(getattr(self.template, "seats", {}) or [p["name"] for p in d.get("players", [])])
        self.tricks_total = (d.get("deck") or {}).get("tricks", 0)
        body = QVBoxLayout(self)
        body.setContentsMargins(0, 0, 0, 0)
        body.setSpacing(4)

        grid = QGridLayout()
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(2)
        heads = [tr("Player"), tr("Reserved card"), tr("Played K♥"), tr("Took K♥"), tr("Points"), tr("Tricks")]
        self.heads = []
        for j, text in enumerate(heads):
            head = label(text, kn="caption", wrap=True)  # "Played / K♥" on two lines: the names keep their room
            grid.addWidget(head, 0, j, Qt.AlignmentFlag.AlignLeft if j < 2 else Qt.AlignmentFlag.AlignHCenter)
            self.heads.append(head)
        self.reserved: dict[str, ReservedBox] = {}
        self.held: dict[str, QCheckBox] = {}
        self.took: dict[str, QCheckBox] = {}
        self.points: dict[str, QSpinBox] = {}
        self.tricks: dict[str, QSpinBox] = {}
        for i, name in enumerate(self.rows, start=1):
            who = FitLabel(1.1, 0.65, lines=2)
            who.setText(name)
            who.setMinimumWidth(self.fontMetrics().averageCharWidth() * 12)
            grid.addWidget(who, i, 0)
            box = ReservedBox()
            box.setAccessibleName(tr("{name}: reserved card").format(name=name))
            box.currentTextChanged.connect(self._edited)
            grid.addWidget(box, i, 1)
            self.reserved[name] = box
            for j, (store, words) in enumerate(((self.held, tr("{name} played the Kinola")),
                                                (self.took, tr("{name} took the Kinola"))), start=2):
                check = QCheckBox()
                check.setAccessibleName(words.format(name=name))
                check.toggled.connect(lambda on, s=store, c=check: self._one_per_column(s, c, on))
                grid.addWidget(check, i, j, Qt.AlignmentFlag.AlignHCenter)
                store[name] = check
            for j, (store, top, words) in enumerate(((self.points, 40, tr("{name}: points taken")),
                                                     (self.tricks, max(self.tricks_total, 1), tr("{name}: tricks won"))),
                                                    start=4):
                spin = wheel_when_focused(QSpinBox())
                spin.setRange(-1, top)
                spin.setValue(-1)
                blank_until_typed(spin)  # empty: nothing is confirmed by a hurried Enter
                spin.setAlignment(Qt.AlignmentFlag.AlignCenter)
                spin.setMinimumWidth(70)
                spin.setAccessibleName(words.format(name=name))
                spin.valueChanged.connect(self._edited)
                grid.addWidget(spin, i, j)
                store[name] = spin
        n = len(self.rows) + 1
        self.points_sum = label(kn="note")
        self.tricks_sum = label(kn="note")
        if compact:  # a narrow column's heading wraps ("Played / K♥"): the names keep the width
            for j, store in ((2, self.held), (3, self.took), (4, self.points), (5, self.tricks)):
                head = self.heads[j]
                head.ensurePolished()  # the app's text size, before the page joins the panel
                widest = max((w.sizeHint().width() for w in store.values()), default=60)
                word = max(head.fontMetrics().horizontalAdvance(w) for w in head.text().split())
                head.setMinimumWidth(word + 2)
                head.setMaximumWidth(max(widest, word + 2))
        else:
            grid.addWidget(label(tr("Sum"), kn="caption"), n, 0)
            grid.addWidget(self.points_sum, n, 4, Qt.AlignmentFlag.AlignHCenter)
            grid.addWidget(self.tricks_sum, n, 5, Qt.AlignmentFlag.AlignHCenter)
        grid.setColumnStretch(0, 4)  # the names first: a long one stays whole at larger text
        grid.setColumnStretch(1, 2)
        body.addLayout(grid)
        foot = QHBoxLayout()
        foot.setSpacing(12)
        self.confirm_button = QPushButton(tr("Check and show the payments   {key}").format(key=key_name("\r")))
        self.confirm_button.setProperty("primary", True)
        self.confirm_button.setShortcut(key_sequence("\r"))
        self.confirm_button.clicked.connect(self.confirm)
        foot.addWidget(self.confirm_button, 0, Qt.AlignmentFlag.AlignTop)
        # beside the button: how to fill the grid, or (in its place) the engine's refusal; the entries stay
        self.hint = label(tr("Reserved card: pick its class, or type it (AS, 10H, JOKER). Mark who played and "
                             "who took the Kinola only when nobody reserved it."), kn="status", wrap=True)
        foot.addWidget(self.hint, 1)
        self.confirm_button.setToolTip(self.hint.text())
        if compact:  # the sums beside the button, one over the other, not a row of their own
            sums = QGridLayout()
            sums.setHorizontalSpacing(8)
            sums.setVerticalSpacing(0)
            for i, (words, value) in enumerate(((tr("Points"), self.points_sum), (tr("Tricks"), self.tricks_sum))):
                sums.addWidget(label(words, kn="caption"), i, 0)
                sums.addWidget(value, i, 1)
            foot.addLayout(sums)
        self.error = ErrorLabel()
        foot.addWidget(self.error, 1)
        body.addLayout(foot)
        body.addStretch(1)
        self._edited()

    def first_box(self) -> QWidget | None:
        return self.reserved[self.rows[0]] if self.rows else None

    # -- the entry ----------------------------------------------------------------------------------
    def _one_per_column(self, store: dict[str, QCheckBox], check: QCheckBox, on: bool) -> None:
        if on:  # one holder and one taker: a new mark moves the old one
            for other in store.values():
                if other is not check and other.isChecked():
                    other.setChecked(False)
        self._edited()

    def _edited(self, *_args) -> None:
        self.error.setText("")
        self.hint.setVisible(not self.compact)
        pts = [s.value() for s in self.points.values() if s.value() >= 0]
        trk = [s.value() for s in self.tricks.values() if s.value() >= 0]
        set_text(self.points_sum, str(sum(pts)))
        set_text(self.tricks_sum, tr("{n} of {t}").format(n=sum(trk), t=self.tricks_total))

    def set_row(self, name: str, reserved: str, points: int, tricks: int, held: bool = False,
                took: bool = False) -> None:
        """One seat's row at once (for the tests and a quick re-entry)."""
        self.reserved[name].setCurrentText(class_words().get(reserved, reserved))
        self.points[name].setValue(points)
        self.tricks[name].setValue(tricks)
        self.held[name].setChecked(held)
        self.took[name].setChecked(took)

    def missing(self) -> list[str]:
        return [p for p in self.rows if not self.reserved[p].value() or self.points[p].value() < 0
                or self.tricks[p].value() < 0]

    def facts(self) -> dict:
        return {"seats": {p: {"reserved": self.reserved[p].value(), "points": self.points[p].value(),
                              "tricks": self.tricks[p].value(), "held": self.held[p].isChecked(),
                              "took": self.took[p].isChecked()} for p in self.rows}}

    def refuse(self, text: str) -> None:
        self.hint.hide()
        self.error.setText(text)

    def confirm(self) -> bool:
        """The engine's check (nothing booked): its message beside the grid, or on to the payments."""
        empty = self.missing()
        if empty:
            self.refuse(tr("Enter the reserved card, points and tricks of {names}.").format(names=joined(empty)))
            return False
        try:
            action = fill(self.controller, self.template, self.facts())
        except ValueError as e:
            from tableapp.ui.controller import error_text

            self.refuse(error_text(e))
            return False
        why = self.controller.refusal(action)
        if why:
            self.refuse(why)
            return False
        self.ready.emit(action)
        return True


class ConfirmPage(QWidget):
    """Every payment the entered result makes, before it is booked: Enter books, Esc goes back."""

    back = Signal()

    def __init__(self, after: dict, submit, parent=None):
        super().__init__(parent)
        self.submit = submit
        self.action = None
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(16)
        body = QVBoxLayout()
        body.setSpacing(4)
        last = after.get("last_round") or {}
        body.addWidget(label(tr("Round {k}: {winner} wins the round").format(k=last.get("round", ""),
                                                                          winner=last.get("winner", "")),
                             name="prompt", wrap=True))
        body.addWidget(label(last.get("kinola_text", ""), kn="line", wrap=True))
        split = after.get("split") or {}
        payments = split.get("payments") or last.get("payments") or []
        self.payments = label(payment_lines(payments) or tr("No chips move."), kn="line", wrap=True)
        body.addWidget(self.payments)
        tail = after.get("end_text") or ""
        if not tail and last.get("owed"):
            tail = tr("Penalties owed for the next round: {who}").format(
                who=joined(f"{p} {n}" for p, n in last["owed"].items()))
        if tail:
            body.addWidget(label(tail, kn="status", wrap=True))
        body.addStretch(1)
        lay.addLayout(body, 3)
        side = QVBoxLayout()
        side.setSpacing(6)
        self.book_button = QPushButton(tr("Book these payments   {key}").format(key=key_name("\r")))
        self.book_button.setProperty("primary", True)
        self.book_button.setShortcut(key_sequence("\r"))
        self.book_button.clicked.connect(self.book)
        side.addWidget(self.book_button)
        self.back_button = QPushButton(tr("‹ Back to the entry (Esc)"))
        self.back_button.setShortcut(QKeySequence("Escape"))
        self.back_button.clicked.connect(self.back)
        side.addWidget(self.back_button)
        self.error = ErrorLabel()
        side.addWidget(self.error)
        side.addStretch(1)
        lay.addLayout(side, 2)

    def texts(self) -> list[str]:
        return [t[2:] for t in self.payments.text().split("\n") if t.startswith("• ")]

    def book(self) -> None:
        ok, why = self.submit(self.action)
        if not ok:
            self.error.setText(why)
