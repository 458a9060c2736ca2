"""The round start in physical mode (§6): no input but the deal itself. The page names the dealer,
lists every ante and penalty the app books (and what happens to a player who cannot pay, §5.3)
and, beside it, every payment of the round just settled. One key books the antes: the table deals."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QSizePolicy, QVBoxLayout, QWidget

from tableapp.core.views import Choice
from tableapp.ui.panels.kit.fit import FitButton
from tableapp.ui.panels.kit.keys import amount_tip, set_key_label
from tableapp.ui.panels.kit.scale import apply_size

from .common import ErrorLabel, joined, label, tr


def payment_lines(payments: list[dict]) -> str:
    """One payment a line, in the engine's words."""
    return "\n".join("• " + p.get("text", "") for p in payments)


def payment_text(payments: list[dict]) -> str:
    """The payments in one paragraph (a round start with six players stays low)."""
    return tr("{payments}.").format(payments=joined(p.get("text", "") for p in payments)) if payments else ""


class FitChoices(QWidget):
    """The engine's choices as key buttons whose text shrinks to fit (a long name or a long deal
    label stays whole at 200 % text), ``columns`` to a row. ``chosen(Choice)`` when one is clicked
    or keyed."""

    chosen = Signal(object)

    def __init__(self, choices: list[Choice], base: float, columns: int = 1, largest: float = 1.2,
                 parent=None):
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(8)
        self.buttons: list[FitButton] = []
        columns = max(1, min(columns, len(choices)))
        for i, choice in enumerate(choices):
            b = FitButton(largest, 0.55)
            b.setProperty("role", "action")
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            b.choice = choice
            set_key_label(b, choice.label, choice.key, tip=amount_tip(choice))
            apply_size(b, base)
            b.setMinimumHeight(max(48, b.sizeHint().height()))
            b.clicked.connect(lambda _=False, b=b: self.chosen.emit(b.choice))
            grid.addWidget(b, i // columns, i % columns)
            self.buttons.append(b)
        for c in range(columns):
            grid.setColumnStretch(c, 1)


class DealPage(QWidget):
    def __init__(self, d: dict, choices: list[Choice], submit, base: float, compact: bool = False, parent=None):
        """``compact`` (larger text): the deal first, its key right under it, the last round below
        (where the window may scroll to read it); else the last round beside the deal, the key under both."""
        super().__init__(parent)
        self.submit = submit
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(6)
        lay = QHBoxLayout()
        lay.setSpacing(20)
        outer.addLayout(lay)
        past = None
        last = d.get("last_round")
        if last:
            past = QVBoxLayout()
            past.setSpacing(2)
            title = tr("Round {k} settled: {winner} wins the round").format(k=last["round"], winner=last["winner"])
            past.addWidget(label(title, kn="round", wrap=True))
            past.addWidget(label(last.get("kinola_text", ""), kn="line", wrap=True))
            self.settled = label(payment_text(last.get("payments") or []) or tr("No chips moved."), kn="line",
                                 wrap=True)
            past.addWidget(self.settled)
            owed = last.get("owed") or {}
            if owed:
                past.addWidget(label(tr("Penalties owed for the next round: {who}").format(
                    who=joined(f"{p} {n}" for p, n in owed.items())), kn="status", wrap=True))
            past.addStretch(1)
            if not compact:
                lay.addLayout(past, 1)
        now = QVBoxLayout()
        now.setSpacing(4)
        head = tr("{round}: {dealer} deals").format(round=d.get("round_title", ""), dealer=d.get("dealer", ""))
        now.addWidget(label(head, name="prompt", wrap=True))
        if d.get("overtime"):
            now.addWidget(label(tr("Overtime: no ante; penalties are still paid."), kn="status", wrap=True))
        self.due = label(payment_text(d.get("due") or []) or tr("Nothing to pay before this deal."), kn="line",
                         wrap=True)
        now.addWidget(self.due)
        self.note = ErrorLabel()
        self.note.setText(d.get("due_note", ""))
        now.addWidget(self.note)
        now.addStretch(1)
        lay.addLayout(now, 1)
        self.buttons = FitChoices(choices, base, largest=1.1)  # under both: the engine's label whole
        self.buttons.chosen.connect(self.act)
        outer.addWidget(self.buttons)
        self.error = ErrorLabel()
        outer.addWidget(self.error)
        if compact and past is not None:
            outer.addLayout(past)
        outer.addStretch(1)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

    def act(self, choice: Choice) -> None:
        ok, why = self.submit(choice.action)
        if not ok:
            self.error.setText(why)


class ChoicesPage(QWidget):
    """A prompt and the engine's choices as key buttons (the first dealer, physical)."""

    def __init__(self, prompt: str, choices: list[Choice], submit, base: float, parent=None):
        super().__init__(parent)
        self.submit = submit
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(8)
        lay.addWidget(label(prompt, name="prompt", wrap=True))
        self.buttons = FitChoices(choices, base, columns=2)  # a long name shrinks, never cut
        self.buttons.chosen.connect(self.act)
        lay.addWidget(self.buttons)
        self.error = ErrorLabel()
        lay.addWidget(self.error)
        lay.addStretch(1)

    def act(self, choice: Choice) -> None:
        ok, why = self.submit(choice.action)
        if not ok:
            self.error.setText(why)
