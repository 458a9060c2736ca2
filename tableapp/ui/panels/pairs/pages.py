"""The pages of a Pairs turn: hit or fold (the engine's choices as key buttons, both modes), and
the card keypad (physical): the table reports each card dealt or drawn, in the order the app asks
(A.6), one key per card (1-9, and 0 for 10). The keypad plays the card at once: every card lies
face up on the tiles above, and a wrong one is taken back with Ctrl+Z."""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from tableapp.core.views import Choice, PublicView
from tableapp.ui import style
from tableapp.ui.panels.kit import KeyButton
from tableapp.ui.panels.kit.entries import fill
from tableapp.ui.panels.kit.fit import FitLabel

from .common import label, set_text, tr

VALUES = list(range(1, 11))


def value_key(v: int) -> str:
    return "0" if v == 10 else str(v)


class TurnPage(QWidget):
    """"Bo: hit or fold?" and the choices, with the engine's keys (H, F) and labels (the fold says
    what it would score). The two buttons stay; only their words change from turn to turn."""

    def __init__(self, act: Callable[[Choice], None], relaid: Callable[[], None] = lambda: None, parent=None):
        super().__init__(parent)
        self.act, self.relaid = act, relaid
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(6)
        self.prompt = FitLabel(1.4, 0.9, lines=1)  # the tile of the player to act is framed too
        lay.addWidget(self.prompt)
        self.row = QGridLayout()
        self.row.setSpacing(8)
        lay.addLayout(self.row)
        lay.addStretch(1)
        self._buttons: list[KeyButton] = []
        self.columns = 2

    def _place(self) -> None:
        """Side by side while both labels fit, else one above the other (larger text, a narrow page)."""
        shown = self.buttons
        need = max((b.sizeHint().width() for b in shown), default=0)
        cols = 2 if len(shown) > 1 and 2 * need + 8 <= self.width() else 1
        if cols == self.columns and all(self.row.indexOf(b) >= 0 for b in self._buttons):
            return
        self.columns = cols
        for i, b in enumerate(self._buttons):
            self.row.removeWidget(b)
            self.row.addWidget(b, i // cols, i % cols)
        for c in range(2):
            self.row.setColumnStretch(c, 1 if c < cols else 0)
        self.relaid()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self._place()

    @property
    def buttons(self) -> list[KeyButton]:
        return [b for b in self._buttons if not b.isHidden()]

    def update_turn(self, view: PublicView, choices: list[Choice]) -> None:
        self.prompt.setText(tr("PairsPanel", "{name}: hit or fold?").format(name=view.to_act))
        while len(self._buttons) < len(choices):
            b = KeyButton(choices[len(self._buttons)], parent=self)  # a parent at once: never a window of its own
            b.setMinimumWidth(0)
            b.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            b.clicked.connect(lambda _=False, b=b: self.act(b.choice))
            self._buttons.append(b)
        for i, b in enumerate(self._buttons):
            if i < len(choices):
                ch = choices[i]
                if (b.choice.label, b.key) != (ch.label, ch.key):
                    b.set_choice(ch, ch.key)
                else:
                    b.choice = ch
            b.setVisible(i < len(choices))  # E1: with no card left, only the fold
        self._place()


class Keypad(QWidget):
    """Ten value buttons in one row, each with its key; ``pressed(value)``."""

    def __init__(self, press: Callable[[int], None], relaid: Callable[[], None] = lambda: None, parent=None):
        super().__init__(parent)
        self.relaid = relaid  # told when the rows change: the panel's height follows
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(6)
        self.buttons: dict[int, QPushButton] = {}
        for i, v in enumerate(VALUES):
            b = QPushButton(str(v))
            b.setProperty("pp", "value")
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.setMinimumWidth(0)  # no minimum height: its text's (Fixed), whatever the text size
            b.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            b.setShortcut(QKeySequence(value_key(v)))
            b.setToolTip(tr("PairsPanel", "A {v} (key {key})").format(v=v, key=value_key(v)))
            b.setAccessibleName(tr("PairsPanel", "Card {v}").format(v=v))
            b.clicked.connect(lambda _=False, v=v: press(v))
            self.buttons[v] = b
        self.columns = 0
        self._place(10)

    def _place(self, cols: int) -> None:
        if cols == self.columns:
            return
        grid = self.layout()
        for i, b in enumerate(self.buttons.values()):
            grid.removeWidget(b)
            grid.addWidget(b, i // cols, i % cols)
        for c in range(10):
            grid.setColumnStretch(c, 1 if c < cols else 0)
        first = not self.columns
        self.columns = cols
        if not first:
            self.relaid()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        # one row of ten while "10" fits its button; two rows of five on a narrow page or with larger text
        b = self.buttons[10]
        need = b.fontMetrics().horizontalAdvance("10") + 28
        self._place(10 if self.width() >= 10 * need + 54 else 5)


class CardPage(QWidget):
    """Physical: what the table does with the cards first (shuffle and burn), which card the app
    asks for now (the engine's label), who gets the cards still due, and the keypad."""

    def __init__(self, submit: Callable[[object], bool], controller, relaid: Callable[[], None] = lambda: None,
                 parent=None):
        super().__init__(parent)
        self.submit, self.controller = submit, controller
        self.choice: Choice | None = None
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(6)
        top = QHBoxLayout()  # which card; beside it, when due, what the table does with the cards first
        top.setSpacing(12)
        self.prompt = FitLabel(1.6, 0.9, lines=1)
        top.addWidget(self.prompt, 2)
        self.instruction = label(pp="instruction", wrap=True)
        self.instruction.hide()
        top.addWidget(self.instruction, 3)
        lay.addLayout(top)
        self.keypad = Keypad(self.press, relaid)
        lay.addWidget(self.keypad)
        self.order = FitLabel(1.0, 0.5, lines=3, color=style.MUTED)  # who gets the next cards; the keys
        lay.addWidget(self.order)
        lay.addStretch(1)

    def update_card(self, view: PublicView, choice: Choice) -> None:
        d = view.detail
        self.choice = choice
        text = d.get("instruction") or ""
        set_text(self.instruction, text)
        self.instruction.setVisible(bool(text))
        self.prompt.setText(choice.label)
        due = d.get("next") or []
        order = tr("PairsPanel", "Then: {names}").format(names=tr("PairsPanel", ", ").join(due[1:])) if len(due) > 1 else ""
        if d.get("tie_discard") is not None and due:  # PR3: the tie card paired
            order = tr("PairsPanel", "The {v} paired: it is discarded; deal {name} another card.").format(
                v=d["tie_discard"], name=due[0])
        keys = tr("PairsPanel", "Keys 1–9, and 0 for 10. A wrong card: Ctrl+Z.")
        self.order.setText(tr("PairsPanel", "{then}    {keys}").format(then=order, keys=keys) if order else keys)

    def press(self, value: int) -> None:
        if self.choice is None:
            return
        try:
            action = fill(self.controller, self.choice.action, {"value": value})
        except ValueError:
            return
        self.submit(action)
