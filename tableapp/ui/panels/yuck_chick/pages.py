"""The pages of a player's turn and of the table's buttons.

- ``TurnPage``: Yuck, Chick and Knock as key buttons with the engine's labels and costs, Down by the
  key under a face-up card (or a click on it) on the table above; in digital mode the player's own
  hand beside them (the page is then built only behind the cover, kit/pages.py). An action the
  engine does not offer now keeps its button, dimmed: pressed, the engine says why and nothing moves.
- ``TablePage``: the table's choices as key buttons (H7's start player, a digital reveal).
"""
from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QFont, QFontMetricsF, QKeySequence, QShortcut
from PySide6.QtWidgets import (QGridLayout, QHBoxLayout, QPushButton, QSizePolicy, QStyle, QStyleOptionButton,
                               QVBoxLayout, QWidget)

from tableapp.core.views import Choice, PrivateView
from tableapp.ui.art.cards import CardRow
from tableapp.ui.panels.kit import ChoiceButtons, KeyButton, key_name, key_sequence
from tableapp.ui.panels.kit.keys import key_text
from tableapp.ui.widgets.one_line import PHRASE_END, PHRASE_START, FirstFitLabel

from .common import MessageLine, label, set_text, tr
from .key_fit import KeyFit

Submit = Callable[[object], tuple[bool, str]]
# the engine's keys of the three buttons (screens.py), kept for one that is not offered now
SLOTS = (("yuck", "y"), ("chick", "c"), ("knock", "k"))


def slot_label(do: str) -> str:
    return {"yuck": tr("Yuck"), "chick": tr("Chick"), "knock": tr("Knock")}[do]


def two_lines(text: str, width: Callable[[str], float]) -> list[str] | None:
    """``text`` on two lines, broken between words or Japanese phrases (after a space, a particle or
    a closing mark, before an opening one) where the longer line is shortest; None if it cannot be."""
    best, best_width = None, None
    start = len(text) - len(text.lstrip()) + 1
    for i in range(start, len(text)):
        before, ch = text[i - 1], text[i]
        if not (before == " " or before in PHRASE_END or ch in PHRASE_START) or ch in PHRASE_END:
            continue
        a, b = text[:i].rstrip(), text[i:].lstrip()
        if not a.strip() or not b or a.rstrip() == text[:start].strip():
            continue  # never the key alone on its line
        w = max(width(a), width(b))
        if best_width is None or w < best_width:
            best, best_width = [a, b], w
    return best


class SlotButtons(QWidget):
    """The three actions' buttons, made once and relabelled in place (a click must stay quick), in as
    many columns as their labels allow: three, two, or one under the other at large text."""

    chosen = Signal(object)
    HEIGHT = 40

    def __init__(self, parent=None):
        super().__init__(parent)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setSpacing(6)
        self.buttons: list[KeyButton] = []
        self._cols = 0

    def set_slots(self, choices: list[Choice], keys: list[str | None], offered: list[bool]) -> None:
        if not self.buttons:
            for ch, k in zip(choices, keys):
                b = KeyButton(ch, k)
                b.setMinimumHeight(self.HEIGHT)
                b.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
                b.clicked.connect(lambda _=False, b=b: self.chosen.emit(b.choice))
                b.installEventFilter(self)
                self.buttons.append(b)
            self._place()
        for b, ch, k, on in zip(self.buttons, choices, keys, offered):
            if (b.choice.label, b.key) != (ch.label, k):
                b.set_choice(ch, k)
            b.choice = ch
            look = "" if on else "unavailable"
            if b.property("yc") != look:
                b.setProperty("yc", look)
                b.style().unpolish(b)
                b.style().polish(b)
            if not on:
                b.setToolTip(tr("Not possible now: press it to see why."))
        self._place()  # its labels or their type may have changed since (a new page is styled late)
        self.fit_texts()

    def columns(self) -> int:
        # as wide as each label wants in the page's own type (not in the smaller type it may have now)
        hints = [round(b.sizeHint().width() / float(b.property("ycScale") or 1.0)) for b in self.buttons]
        width = self.width() if self.isVisible() and self.width() > 100 else 700
        if sum(hints) + 16 <= width:
            return 3  # one row, each as wide as its label wants
        if 2 * max(hints, default=0) + 8 <= width:
            return 2
        return 1

    def _place(self) -> None:
        cols = self.columns()
        if cols == self._cols:
            return
        self._cols = cols
        for b in self.buttons:
            self.grid.removeWidget(b)
        for i, b in enumerate(self.buttons):
            self.grid.addWidget(b, i // cols, i % cols)
        hints = [b.sizeHint().width() for b in self.buttons]
        for c in range(3):  # in one row the columns share the room as their labels do
            self.grid.setColumnStretch(c, (hints[c] if cols == 3 else 1) if c < cols else 0)

    def eventFilter(self, obj, event) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.fit_texts([obj])  # a button just took its width
        return False

    def fit_texts(self, buttons=None) -> None:
        """A label wider than its button (a long Japanese one at large text, even one under the other)
        is set in smaller type until it fits, and on two lines (broken between words) when even half
        its type is too wide: never cut. Only a new text or width is measured."""
        for b in self.buttons if buttons is None else buttons:
            shape = (b.text(), b.width())
            if b.property("ycFit") == shape or b.width() < 20:
                continue
            if not b.styleSheet():
                b.setProperty("ycNatural", b.font().pointSizeF())  # the page's own type for it
            natural = float(b.property("ycNatural") or b.font().pointSizeF())
            text = key_text(b.choice.label, b.key)  # the label on one line, as set_choice gave it
            opt = QStyleOptionButton()
            b.initStyleOption(opt)
            room = b.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, opt, b).width() - 2
            font = QFont(b.font())

            def widest(lines: list[str], size: float) -> float:
                font.setPointSizeF(size)
                fm = QFontMetricsF(font)
                return max(fm.horizontalAdvance(line.replace("&&", "&")) for line in lines)

            lines = [text]
            if widest(lines, natural * 0.5) > room - 2:
                two = two_lines(text, lambda line: widest([line], natural))
                if two is not None and widest(two, natural) < widest(lines, natural):
                    lines = two
            size = natural
            while size > natural * 0.5 and widest(lines, size) > room - 2:
                size = math.floor(size * 0.94 * 10) / 10  # as the style sheet sets it (a tenth of a point)
            sheet = f"font-size: {size:.1f}pt;" if size < natural else ""
            if b.styleSheet() != sheet:
                b.setStyleSheet(sheet)
            shown = "\n".join(lines)
            if b.text() != shown:
                shortcut = b.shortcut()
                b.setText(shown)
                b.setShortcut(shortcut)  # setText resets it to the text's mnemonic
            font.setPointSizeF(size)
            tall = max(self.HEIGHT, round(QFontMetricsF(font).lineSpacing() * len(lines)) + 14)
            if b.minimumHeight() != tall:
                b.setMinimumHeight(tall)
            b.setProperty("ycFit", (b.text(), b.width()))
            b.setProperty("ycScale", size / natural)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.buttons and event.oldSize().width() != event.size().width():
            self._place()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._place()

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange) and self.buttons:
            for b in self.buttons:  # a new text size: every label measured afresh in it
                b.setStyleSheet("")
                b.setProperty("ycFit", None)
                b.setProperty("ycScale", None)
            self._cols = 0
            self._place()


class TurnPage(QWidget):
    """``hide``: covers the screen again (digital: the page's own "Hide (Esc)", under the hand; the
    cover's row above it is folded away to leave the height to the buttons)."""

    def __init__(self, who: str, submit: Submit, parse: Callable[[dict], object], hide=None, parent=None):
        super().__init__(parent)
        self.who, self.submit, self.parse = who, submit, parse
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(16)
        self.hand_box = QWidget()
        hand = QVBoxLayout(self.hand_box)
        hand.setContentsMargins(0, 0, 0, 0)
        hand.setSpacing(2)
        # one line, the hand's column as narrow as its cards (the buttons get the room): "Only for X", or
        # the name alone, ending in "…" when even that is too long (wrapped on three lines, a long name
        # pushed Hide below a laptop's window)
        self.only = FirstFitLabel()
        self.only.setProperty("role", "warning")
        self.only.setProperty("elidesName", True)
        self.only.set_texts(tr("Only for {name}").format(name=who), who)
        hand.addWidget(self.only)
        self.hand = CardRow(3.0)
        self.hand.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)  # its cards' width only
        hand.addWidget(self.hand)
        self.hide_button = QPushButton(tr("Hide (Esc)"))
        self.hide_button.setShortcut(QKeySequence(Qt.Key.Key_Escape))
        self.hide_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        if hide is not None:
            self.hide_button.clicked.connect(hide)
        hand.addWidget(self.hide_button, 0, Qt.AlignmentFlag.AlignLeft)
        hand.addStretch(1)
        self.hand_box.hide()
        row.addWidget(self.hand_box, 0)
        right = QVBoxLayout()
        right.setSpacing(6)
        # no prompt: the header above says whose turn it is, in large type
        # as many in a row as their labels allow (one under the other at large text): never cut
        self.actions = SlotButtons()
        self.actions.chosen.connect(lambda ch: self.choose(ch.action))
        right.addWidget(self.actions)
        self.down = label(yc="hint", wrap=True)
        right.addWidget(self.down)
        self.error = MessageLine()
        right.addWidget(self.error)
        right.addStretch(1)
        row.addLayout(right, 1)
        self._down_keys: dict[str, QShortcut] = {}

    @property
    def buttons(self) -> list[KeyButton]:
        return self.actions.buttons

    def update_page(self, who: str, choices: list[Choice], keys: list[str | None],
                    private: PrivateView | None) -> None:
        if who != self.who:
            self.error.setText("")  # a refusal was the last player's
            self.only.set_texts(tr("Only for {name}").format(name=who), who)
        self.who = who
        by_do = {ch.action.do: (ch, k) for ch, k in zip(choices, keys) if ch.action.do in dict(SLOTS)}
        slots, slot_keys, offered = [], [], []
        for do, key in SLOTS:
            if do in by_do:
                ch, k = by_do[do]
            else:  # not offered now: the button stays (nothing jumps), dimmed; pressed, the engine says why
                ch, k = Choice(self.parse({"do": do, "by": self.who}), slot_label(do), key), key
            slots.append(ch)
            slot_keys.append(k)
            offered.append(do in by_do)
        self.actions.set_slots(slots, slot_keys, offered)
        downs = [(ch, k) for ch, k in zip(choices, keys) if ch.action.do == "down"]
        self._bind_downs(downs)
        if downs:
            text = tr("Down: the key under a face-up card, or click it (pay its value, out of the round).")
        else:
            text = tr("Down: there is no face-up card you can take now.")
        set_text(self.down, text)
        self.show_hand(private)

    def show_hand(self, private: PrivateView | None) -> None:
        """Digital: the player's own hand, face up (only behind the cover); the last card drawn marked."""
        self.hand_box.setVisible(private is not None)
        if private is None:
            return
        faces = [p.face for p in private.pieces]
        drawn = private.detail.get("drawn")
        # "Only for X" above says whose they are; under each card how it came (the last draw is marked)
        captions = [tr("hand") if i == 0 else tr("drawn") for i in range(len(faces))]
        n = len(faces)
        grew = n != len(self.hand.faces())
        self.hand.set_faces(faces, selected={n - 1} if drawn is not None else set(), captions=captions)
        if grew:
            self.hand.updateGeometry()
        widest = max(self.hand.sizeHint().width(), self.hide_button.sizeHint().width(),
                     self.only.fontMetrics().horizontalAdvance("M" * 8))
        if self.hand_box.maximumWidth() != widest:
            self.hand_box.setMaximumWidth(widest)

    def _bind_downs(self, downs: list[tuple[Choice, str | None]]) -> None:
        wanted = {k: ch for ch, k in downs if k}
        for k in [k for k in self._down_keys if k not in wanted]:
            self._down_keys.pop(k).deleteLater()
        for k, ch in wanted.items():
            sc = self._down_keys.get(k)
            if sc is None:
                sc = self._down_keys[k] = QShortcut(key_sequence(k), self)
                sc.activated.connect(lambda sc=sc: self.choose(sc.choice.action))
            sc.choice = ch

    def down_keys(self) -> list[str]:
        return [key_name(k) for k in self._down_keys]

    def choose(self, action) -> None:
        ok, why = self.submit(action)
        self.error.setText("" if ok else why)


class TablePage(QWidget):
    """The table's choices as key buttons under a prompt; the engine's message when it refuses."""

    def __init__(self, prompt: str, submit: Submit, parent=None):
        super().__init__(parent)
        self.submit = submit
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.prompt = label(prompt, name="prompt", wrap=True)
        lay.addWidget(self.prompt)
        self.choices = ChoiceButtons(most=4)
        self.choices.chosen.connect(lambda ch: self.choose(ch.action))
        lay.addWidget(self.choices)
        self.fit = KeyFit(self)  # a long name's reveal at larger text: smaller type, never cut
        self.error = MessageLine()
        lay.addWidget(self.error)
        lay.addStretch(1)

    @property
    def buttons(self) -> list[KeyButton]:
        return self.choices.buttons

    def update_page(self, prompt: str, choices: list[Choice], keys: list[str | None]) -> None:
        set_text(self.prompt, prompt)
        self.choices.set_choices(choices, keys)
        self.fit.watch(self.choices.buttons)

    def choose(self, action) -> None:
        ok, why = self.submit(action)
        self.error.setText("" if ok else why)


class NewsFit(QObject):
    """The kit's news page (a Chick's drawn card) in this panel's narrower column: its Done button's
    label in smaller type (down to half) when its page is too narrow for it, never cut."""

    def __init__(self, page):
        super().__init__(page)
        self.page = page
        page.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self.fit()
        return False

    def fit(self) -> None:
        page, b = self.page, self.page.done
        if page.width() < 100:
            return
        if b.property("ycNatural") is None:
            b.ensurePolished()
            b.setProperty("ycNatural", b.font().pointSizeF())
        natural = float(b.property("ycNatural"))
        spacing = page.layout().spacing()
        padding = b.sizeHint().width() - b.fontMetrics().horizontalAdvance(b.text())
        room = page.width() - page.pieces.sizeHint().width() - spacing - padding - 4
        font = QFont(b.font())
        size = natural
        font.setPointSizeF(size)
        while size > natural * 0.5 and QFontMetricsF(font).horizontalAdvance(b.text()) > room:
            size = math.floor(size * 0.94 * 10) / 10
            font.setPointSizeF(size)
        sheet = f"font-size: {size:.1f}pt;" if size < natural else ""
        if b.styleSheet() != sheet:
            b.setStyleSheet(sheet)
