"""The facts the table reports in physical mode (§6), each on the kit's entry frame (a heading, the
engine's words for what will be played, Confirm with Enter, the engine's message when it refuses):

- ``SlotsEntry``: card values into a row of slots, each slot drawn as the card: the dealt field cards
  in seat order (each slot captioned with its player), or a revealer's hand (exactly as many slots
  as the app counts). A key (1-9, 0 for 10) or a click on the keypad fills the chosen slot and moves
  on; a click on a slot chooses it again; Backspace empties the last one.
- ``FlipEntry``: the card a Yuck turned up, from the keypad, shown as the card.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QGridLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from tableapp.core.views import Choice
from tableapp.ui.art.cards import CardRow
from tableapp.ui.panels.kit import CardEntry, CardsEntry
from tableapp.ui.widgets.side_by_side import SideBySide

from .common import tr


def one_row(pad: QWidget, extra: QWidget | None = None) -> None:
    """The kit's keypad in one row of ten (and ``extra`` at its end, e.g. Delete): the page stays low
    enough for the table above it; in two rows when the text is so large that ten keys do not fit
    (``fit_keypad``, once the page has its type and width)."""
    buttons = list(pad.buttons.values()) + ([extra] if extra is not None else [])
    for b in buttons:
        b.setProperty("yc", "key")
        b.setFixedHeight(44)
        b.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
    pad.setProperty("ycKeys", buttons)
    place_keys(pad, len(buttons))
    pad.installEventFilter(KeypadFit(pad))


class KeypadFit(QObject):
    """Fits its keypad again whenever it gets a new width or type (``fit_keypad``)."""

    EVENTS = (QEvent.Type.Resize, QEvent.Type.Show, QEvent.Type.FontChange, QEvent.Type.StyleChange)

    def eventFilter(self, obj, event) -> bool:
        if event.type() in self.EVENTS:
            fit_keypad(obj)
        return False


def place_keys(pad: QWidget, per_row: int) -> None:
    grid: QGridLayout = pad.layout()
    buttons = pad.property("ycKeys")
    for b in buttons:
        grid.removeWidget(b)
    for i, b in enumerate(buttons):
        grid.addWidget(b, i // per_row, i % per_row)
    for c in range(max(grid.columnCount(), per_row)):
        grid.setColumnStretch(c, 1 if c < per_row else 0)
    grid.setVerticalSpacing(4)
    pad.setProperty("ycPerRow", per_row)


def fit_keypad(pad: QWidget) -> None:
    """Every key as wide as "10" needs in the type it has now; as many in a row as the pad's width
    takes (one row at 100 % text, two at 200 %)."""
    buttons = pad.property("ycKeys")
    if not buttons:
        return
    ten = next((b for b in buttons if b.text() == "10"), buttons[0])
    least = ten.fontMetrics().horizontalAdvance("10") + ten.sizeHint().width() - ten.fontMetrics().horizontalAdvance(
        ten.text()) + 4
    spacing = pad.layout().horizontalSpacing()
    n = len(buttons)
    per_row = n if n * (least + spacing) <= pad.width() else (n + 1) // 2
    # 44 px in one row; in two (large text) just taller than their text: the page stays in sight
    tall = 44 if per_row == n else ten.fontMetrics().height() + 8
    for b in buttons:
        if b.minimumWidth() != least:
            b.setMinimumWidth(least)
        if b.minimumHeight() != tall or b.maximumHeight() != tall:
            b.setFixedHeight(tall)
    if per_row != pad.property("ycPerRow"):
        place_keys(pad, per_row)


def compact(page) -> None:
    """The kit's frame, lower: the engine's preview in plain type (it can be long), Confirm beside it."""
    page.preview.setProperty("role", "")
    page.preview.setProperty("yc", "hint")
    page.row.setStretch(0, 3)
    page.row.setStretch(1, 2)


def keys_hint() -> QLabel:
    hint = QLabel(tr("Keys 1-9, 0 for 10, Backspace, Enter."))
    hint.setProperty("yc", "hint")
    hint.setWordWrap(True)
    return hint


class SlotsEntry(CardsEntry):
    """``across``: the slots beside the keypad (a hand of a few cards) rather than above it (the deal,
    a slot per player, while the tiles above have no cards to show)."""

    def __init__(self, controller, choice: Choice, captions: list[str] | None = None, across: bool = False,
                 parent=None):
        self.slot_captions = list(captions or [])
        self.cursor = 0
        super().__init__(controller, choice, can_go_back=False, parent=parent)
        self.cards = CardRow(3.4, clickable=True, overlap=False)  # a slot is a player's: never hidden under the next
        self.cards.clicked.connect(self.pick)
        self.shown.hide()  # the card row says it, larger
        for w in (self.shown, self.pad, self.delete_button):
            self.body.removeWidget(w)
        keys = QVBoxLayout()
        keys.setSpacing(6)
        keys.addWidget(self.pad)
        keys.addWidget(keys_hint())
        # across: beside the keypad while the row holds them all, else above it (larger text, many players)
        box = SideBySide(spacing=12) if across else QVBoxLayout()
        box.setSpacing(12)
        box.addWidget(self.cards, 0 if across else 1)
        box.addLayout(keys, 1)
        self.body.insertLayout(0, box)
        # across: as wide as its cards at any text size, or narrower cards (CardRow.LEAST, side by side,
        # never overlapping), rather than go under; under the keypad when even those do not fit
        if across:
            self.cards.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.delete_button.setText(tr("⌫"))
        self.delete_button.setShortcut(QKeySequence("Backspace"))  # setText took it away
        self.delete_button.setToolTip(tr("Delete the last card (Backspace)"))
        one_row(self.pad, self.delete_button)
        compact(self)
        self._show()

    def add(self, value) -> None:
        if self.count is None:
            super().add(value)
            return
        if self.cursor >= self.count:
            self.refuse(QCoreApplication.translate(
                "PanelKit", "{n} cards are entered. Backspace deletes the last one.").format(n=self.count))
            return
        if self.cursor < len(self.values):
            self.values[self.cursor] = value
        else:
            self.values.append(value)
        self.cursor = len(self.values)
        self._show()

    def delete(self) -> None:
        if self.values:  # the emptied slot is the next one filled (nothing entered: the kit says so)
            self.cursor = len(self.values) - 1
        super().delete()

    def restore(self, values: list) -> None:
        """The cards already entered on the page this one replaces (the same deal, a new text size)."""
        self.values = list(values)[:self.count or len(values)]
        self.cursor = len(self.values)
        self.changed()
        self._show()

    def pick(self, index: int) -> None:
        """A click on a slot: the next value goes there (a filled slot is entered again)."""
        self.cursor = min(index, len(self.values))
        self._show()

    def _show(self) -> None:
        super()._show()
        cards = getattr(self, "cards", None)
        if cards is None:
            return
        n = self.count or len(self.values)
        faces = [str(v) for v in self.values] + [""] * (n - len(self.values))
        captions = self.slot_captions[:n] if self.slot_captions else []
        self.cards.set_faces(faces, selected={self.cursor} if self.cursor < n else set(), captions=captions)


class FlipEntry(CardEntry):
    def __init__(self, controller, choice: Choice, parent=None):
        super().__init__(controller, choice, can_go_back=False, parent=parent)
        row = SideBySide(spacing=12)  # the card beside the keypad, or above it when narrow
        self.card = CardRow(3.4)
        self.card.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)  # one card's width, at any size
        self.body.removeWidget(self.pad)
        row.addWidget(self.card)
        keys = QVBoxLayout()
        keys.addWidget(self.pad)
        keys.addWidget(keys_hint())
        row.addLayout(keys, 1)
        self.body.insertLayout(0, row)
        one_row(self.pad)
        compact(self)
        self.choose_face(None)

    def choose(self, value) -> None:
        super().choose(value)
        self.choose_face(value)

    def choose_face(self, value) -> None:
        self.card.set_faces(["" if value is None else str(value)])


def deal_entry(controller, choice: Choice, names: list[str], across: bool = False) -> SlotsEntry:
    """``across``: the slots beside the keypad (larger text: the page as low as it can be)."""
    page = SlotsEntry(controller, choice, names, across=across)
    page.heading.setText(tr("Enter each player's face-up field card, in seat order."))
    return page


def hand_entry(controller, choice: Choice, who: str, count: int) -> SlotsEntry:
    page = SlotsEntry(controller, choice, across=True)
    heading = (tr("{name} reveals: enter the 1 hand card.") if count == 1 else
               tr("{name} reveals: enter the {n} hand cards."))
    page.heading.setText(heading.format(name=who, n=count))
    return page


def flip_entry(controller, choice: Choice, who: str) -> FlipEntry:
    page = FlipEntry(controller, choice)
    page.heading.setText(tr("{name} yucks: enter the card turned up.").format(name=who))
    return page
