"""A player's hand behind the hot-seat cover (digital, §7): reserve one card (R5), then play only
legal cards (R6). One click or one key plays a card: the key is shown under each card that can be
played; a card that cannot is dimmed. The hand comes sorted by suit and rank from the engine."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from tableapp.core.views import Choice, PrivateView
from tableapp.ui.art.cards import CardRow
from tableapp.ui.panels.kit.fit import FitLabel
from tableapp.ui.panels.kit.keys import key_name

from .common import ErrorLabel, card_lines, floor, label, suit_words, tr


class HandPage(QWidget):
    """``submit(action) -> (played, message)``; ``choices()`` the engine's choices of the moment."""

    def __init__(self, seat: str, submit, base: float = 0.0, parent=None):
        super().__init__(parent)
        self.seat = seat
        self.submit = submit
        self.choices: list[Choice] = []
        self.faces: list[str] = []
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(2)
        self.prompt = FitLabel(1.2, floor(0.8, base), lines=1)
        lay.addWidget(self.prompt)
        row = QHBoxLayout()
        row.setSpacing(16)
        self.hand = CardRow(card_lines(4.2, base), clickable=True)
        self.hand.clicked.connect(self.play_at)
        row.addWidget(self.hand, 1)
        side = QVBoxLayout()
        side.setSpacing(0)
        self.reserved_title = label(tr("Reserved"), kn="caption")
        side.addWidget(self.reserved_title, 0, Qt.AlignmentFlag.AlignHCenter)
        self.reserved = CardRow(card_lines(2.6, base))
        side.addWidget(self.reserved)
        side.addStretch(1)
        row.addLayout(side)
        lay.addLayout(row)
        self.error = ErrorLabel()
        lay.addWidget(self.error)
        lay.addStretch(1)  # the hand right under its prompt, whatever room is left
        self.shortcuts: dict[str, QShortcut] = {}

    # -- drawing ------------------------------------------------------------------------------------
    def refresh(self, mine: PrivateView | None, d: dict, choices: list[Choice]) -> None:
        if mine is None:
            return
        self.choices = [ch for ch in choices if ch.seat == self.seat and ch.group in ("card", "reserve")]
        self.faces = [p.face for p in mine.pieces]
        by_card = {getattr(ch.action, "card", None): ch for ch in self.choices}
        reserving = d.get("phase") == "reserve"
        enabled = [f in by_card for f in self.faces]
        captions = [key_name(by_card[f].key) if f in by_card else "" for f in self.faces]
        self.hand.set_faces(self.faces, enabled=enabled, captions=captions)
        names = ", ".join(mine.detail.get("labels") or [])
        self.hand.setAccessibleName(names)
        reserved = mine.detail.get("reserved")
        self.reserved.set_faces([reserved] if reserved else [""])
        # one card wide, measured in the page's own text size (before the style sheet had polished it,
        # the column was a 100 % card wide, and at 200 % the reserved card showed a sliver of itself)
        self.reserved.ensurePolished()
        self.reserved.setFixedWidth(round(self.reserved.card_height() * 0.75) + 4)
        self.reserved.setVisible(not reserving)
        self.reserved_title.setVisible(not reserving)
        if reserving:
            text = tr("{name}: reserve one card, face down until the round ends").format(name=self.seat)
        elif d.get("led") and any(not e for e in enabled):
            text = tr("{name}: play a card, following {suit}").format(name=self.seat, suit=suit_words(d["led"]))
        elif d.get("led"):
            text = tr("{name}: play a card (no {suit} in hand: any card)").format(
                name=self.seat, suit=suit_words(d["led"]))
        else:
            text = tr("{name}: lead a card").format(name=self.seat)
        self.prompt.setText(text)
        self._bind()

    def _bind(self) -> None:
        """One shortcut per card's key, made once per page; a key's card is looked up when pressed."""
        for ch in self.choices:
            if ch.key and ch.key not in self.shortcuts:
                sc = QShortcut(QKeySequence(ch.key), self)
                sc.setContext(Qt.ShortcutContext.WindowShortcut)
                sc.activated.connect(lambda k=ch.key: self.play_key(k))
                self.shortcuts[ch.key] = sc

    # -- acting --------------------------------------------------------------------------------------
    def play_key(self, key: str) -> None:
        choice = next((ch for ch in self.choices if ch.key == key), None)
        if choice is not None and self.isVisible():
            self._play(choice)

    def play_at(self, index: int) -> None:
        face = self.faces[index] if 0 <= index < len(self.faces) else None
        choice = next((ch for ch in self.choices if getattr(ch.action, "card", None) == face), None)
        if choice is not None:
            self._play(choice)

    def _play(self, choice: Choice) -> None:
        ok, why = self.submit(choice.action)
        if not ok:
            self.error.setText(why)
