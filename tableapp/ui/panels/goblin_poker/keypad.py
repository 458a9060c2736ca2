"""The card keypad (1-10; keys 1-9 and 0 for 10) and the slots it fills: one card per player, in the
order the table is asked (seat order for the first cards, the announced order for a deal). The slot
being entered is outlined; a key fills it and moves on; Backspace clears it (or the one before);
a click on a slot goes back to it."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from tableapp.ui.art.cards import CardRow
from tableapp.ui.panels.kit import bind_key

from .common import NameLabel, label, set_flag, set_text, tr

VALUES = range(1, 11)  # the Pairs deck


def value_key(v: int) -> str:
    return "0" if v == 10 else str(v)


class CardKeypad(QWidget):
    """Ten buttons in a row, each with its key: it counts at once, then the button flashes (the
    kit's ``bind_key``: the same card typed twice fast, two players' 3s, counts twice)."""

    pressed = Signal(int)

    def __init__(self, parent=None):
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(4)
        self.buttons: dict[int, QPushButton] = {}
        for v in VALUES:
            b = QPushButton(str(v))
            b.setProperty("gp", "key")
            b.setMinimumWidth(0)
            b.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            bind_key(b, value_key(v))
            b.setToolTip(tr("{v} (key {key})").format(v=v, key=value_key(v)))
            b.setAccessibleName(tr("card {v}").format(v=v))
            b.clicked.connect(lambda _=False, v=v: self.pressed.emit(v))
            row.addWidget(b)
            self.buttons[v] = b


class Slot(QWidget):
    """One player's place in the entry: their name over the card entered (a dashed outline while
    empty); ``fixed`` slots show a card already played (a deal's earlier cards)."""

    clicked = Signal()

    def __init__(self, name: str, lines: float, across: bool = False, parent=None):
        super().__init__(parent)
        self.across = across
        self.setObjectName("gpSlot")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.name = name
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 2, 4, 2)
        lay.setSpacing(0)
        self.title = NameLabel("slotName")
        self.title.set_name(name)
        self.card = CardRow(lines)
        self.card.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        if across:  # large text: the name beside the card, one line lower
            row = QHBoxLayout()
            row.setSpacing(4)
            row.addWidget(self.card)
            row.addWidget(self.title, 1)
            lay.addLayout(row)
        else:
            self.title.setAlignment(Qt.AlignmentFlag.AlignHCenter)
            lay.addWidget(self.title)
            lay.addWidget(self.card, 0, Qt.AlignmentFlag.AlignHCenter)
        self.note = label(gp="info")
        self.note.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.note.setMinimumWidth(1)
        lay.addWidget(self.note)
        self.value: int | None = None
        self.fixed = False
        self.show_value(None)

    def fit_name(self) -> None:
        """No wider than its name whole needs (the row's spare width goes to the slots whose names
        need it, "Anastasia-Josephine", not "Anas…"), never narrower than its card."""
        m = self.layout().contentsMargins()
        name = self.title.fontMetrics().horizontalAdvance(self.name) + 4
        card = self.card.width()
        most = (card + 4 + name if self.across else max(name, card)) + m.left() + m.right()
        if self.maximumWidth() != most:
            self.setMaximumWidth(most)

    def show_value(self, value: int | None, fixed: bool = False, note: str = "") -> None:
        self.value, self.fixed = value, fixed
        self.card.set_faces(["" if value is None else str(value)])
        self._fit_card()
        set_text(self.note, note)
        self.note.setVisible(bool(note))
        set_flag(self, "fixed", fixed)
        self.setAccessibleName(tr("{name}: {card}").format(
            name=self.name, card=str(value) if value is not None else tr("not entered")))

    def _fit_card(self) -> None:
        width = max(1, round(self.card.card_height() * 0.75))
        if self.card.width() != width or self.card.minimumWidth() != width:
            self.card.setFixedWidth(width)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_card()  # laid out in the panel's type: the card as wide as it is tall
        self.fit_name()

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() in (event.Type.FontChange, event.Type.StyleChange):
            self.fit_name()

    def mouseReleaseEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton and not self.fixed:
            self.clicked.emit()
            return
        super().mouseReleaseEvent(event)


class Slots(QWidget):
    """A row of slots; ``current`` is the one the next key fills. ``changed`` after every edit."""

    changed = Signal()

    def __init__(self, lines: float = 2.6, across: bool = False, parent=None):
        super().__init__(parent)
        self.lines, self.across = lines, across
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.row.setSpacing(6)
        self.row.addStretch(0)  # (the room the slots leave: they take what their names need first)
        self.slots: list[Slot] = []
        self.current = 0

    def set_names(self, names: list[str]) -> None:
        """The slots, by name (kept, with their values, where a name stays)."""
        if [s.name for s in self.slots] == names:
            return
        old = {s.name: s for s in self.slots}
        for s in self.slots:
            self.row.removeWidget(s)
        keep = []
        for name in names:
            slot = old.pop(name, None)
            if slot is None:
                slot = Slot(name, self.lines, self.across)
                slot.clicked.connect(lambda s=slot: self.go_to(s))
            keep.append(slot)
        for gone in old.values():
            gone.hide()
            gone.deleteLater()
        for i, slot in enumerate(keep):
            self.row.insertWidget(i, slot, 1)
        self.slots = keep
        self.current = self._next_empty(0)
        self._mark()

    def slot(self, name: str) -> Slot:
        return next(s for s in self.slots if s.name == name)

    def open_slots(self) -> list[Slot]:
        return [s for s in self.slots if not s.fixed]

    def _next_empty(self, start: int) -> int:
        n = len(self.slots)
        for k in range(n):
            i = (start + k) % n
            if not self.slots[i].fixed and self.slots[i].value is None:
                return i
        # all filled: stay on the last open slot
        opened = [i for i, s in enumerate(self.slots) if not s.fixed]
        return opened[-1] if opened else 0

    def _mark(self) -> None:
        for i, s in enumerate(self.slots):
            set_flag(s, "current", i == self.current and not s.fixed)

    def go_to(self, slot: Slot) -> None:
        self.current = self.slots.index(slot)
        self._mark()

    def put(self, value: int) -> None:
        if not self.slots or self.slots[self.current].fixed:
            return
        self.slots[self.current].show_value(value)
        self.current = self._next_empty(self.current + 1)
        self._mark()
        self.changed.emit()

    def back(self) -> None:
        """Backspace: clear the slot being entered, or (it is empty) the one before it."""
        if not self.slots:
            return
        here = self.slots[self.current]
        if here.value is None and not here.fixed:
            before = [i for i in range(self.current - 1, -1, -1)
                      if not self.slots[i].fixed and self.slots[i].value is not None]
            if not before:
                return
            self.current = before[0]
        self.slots[self.current].show_value(None)
        self._mark()
        self.changed.emit()

    def clear(self) -> None:
        for s in self.open_slots():
            s.show_value(None)
        self.current = self._next_empty(0)
        self._mark()

    def values(self) -> dict[str, int | None]:
        """The open slots' values, by name, in order."""
        return {s.name: s.value for s in self.open_slots()}

    def current_name(self) -> str | None:
        return self.slots[self.current].name if self.slots and not self.slots[self.current].fixed else None
