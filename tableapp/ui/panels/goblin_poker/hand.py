"""A player's own screen behind the cover (digital mode, B.7): their hand as a row of cards, one
click or one key (the card's digit, 0 for a 10) picks a card: the secret first card (GR1) or the
card to pitch (GR9); and Fold with its cost (GR8). The choices are the engine's: a card is
clickable only if a choice names its value."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from tableapp.core.views import Choice, PrivateView
from tableapp.ui.art.cards import CardRow
from tableapp.ui import style
from tableapp.ui.panels.kit import KeyButton, base_pt, key_name

from .common import ErrorLabel, chips_text, label, set_text, tr


class HandPage(QWidget):
    def __init__(self, submit, parent=None):
        super().__init__(parent)
        self.submit = submit  # action -> (played, why)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(4)
        compact = style.larger_text(base_pt(self))
        self.prompt = label(gp="prompt", wrap=True)
        lay.addWidget(self.prompt)
        if compact:  # the big line above says it too: at large text the cards come first
            self.prompt.hide()
        row = QHBoxLayout()
        row.setSpacing(16)
        self.hand = CardRow(1.7 if compact else 4.6, clickable=True)
        self.hand.clicked.connect(self.clicked)
        row.addWidget(self.hand, 1)
        self.fold = None  # KeyButton, on a turn (GR7)
        self.side = QVBoxLayout()
        self.side.setSpacing(6)
        self.side.addStretch(1)
        row.addLayout(self.side)
        lay.addLayout(row)
        self.error = ErrorLabel()
        lay.addWidget(self.error)
        lay.addStretch(1)
        self.cards: list[int] = []
        self.by_value: dict[int, Choice] = {}
        self.keys: dict[str, QShortcut] = {}

    def refresh(self, mine: PrivateView | None, choices: list[Choice], phase: str, fold_cost: int | None) -> None:
        seat = mine.seat if mine is not None else None
        own = [c for c in choices if c.seat == seat]
        self.cards = list((mine.detail.get("hand") if mine is not None else None) or [])
        self.by_value = {c.action.card: c for c in own if getattr(c.action, "card", None) is not None}
        fold = next((c for c in own if c.action.do == "fold"), None)
        if phase == "choose":
            text = tr("Your first card, in secret: click it or press its key.")
        else:
            text = tr("Pitch a card face down (click it or press its key), or fold.")
        set_text(self.prompt, text)
        self.hand.set_faces([str(v) for v in self.cards], enabled=[v in self.by_value for v in self.cards],
                            captions=[key_name(self.by_value[v].key) if v in self.by_value else "" for v in self.cards])
        self._bind_keys()
        if fold is not None and self.fold is None:
            self.fold = KeyButton(fold)
            self.fold.clicked.connect(lambda: self.play(self.fold.choice))
            self.side.insertWidget(0, self.fold)
        if self.fold is not None:
            self.fold.setVisible(fold is not None)
            if fold is not None:
                self.fold.set_choice(fold, fold.key)
                self.fold.setToolTip(tr("Fold: pay {chips} into the pot").format(
                    chips=chips_text(fold.amount if fold.amount is not None else fold_cost or 0)))

    def _bind_keys(self) -> None:
        wanted = {c.key: c for c in self.by_value.values() if c.key}
        for key in [k for k in self.keys if k not in wanted]:
            self.keys.pop(key).deleteLater()
        for key in wanted:
            if key not in self.keys:
                sc = QShortcut(QKeySequence(key), self)
                sc.setContext(Qt.ShortcutContext.WindowShortcut)
                sc.activated.connect(lambda key=key: self.by_key(key))
                self.keys[key] = sc

    def by_key(self, key: str) -> None:
        choice = next((c for c in self.by_value.values() if c.key == key), None)
        if choice is not None and self.isVisible():
            self.play(choice)

    def clicked(self, index: int) -> None:
        if 0 <= index < len(self.cards) and self.cards[index] in self.by_value:
            self.play(self.by_value[self.cards[index]])

    def play(self, choice: Choice) -> None:
        ok, why = self.submit(choice.action)
        if not ok and self.isVisible():
            self.error.setText(why)
