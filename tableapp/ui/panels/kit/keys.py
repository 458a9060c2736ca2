"""Key buttons made from ``Choice``s: the key first ("S   Stake 2"), bound to the button (``bind_key``: the
key clicks at once, then the button flashes), the amount in the tooltip; and a grid of them that finds
its own columns.

A ``Choice.key`` is one character: a letter or digit as typed, ``"\\r"`` for Enter, ``" "`` for Space."""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QAbstractButton, QGridLayout, QPushButton, QSizePolicy, QWidget

from tableapp.core.views import Choice

FREE_KEYS = "123456789abcdefghijklmnopqrstuvwxyz"  # for choices the engine gave no key
_SPECIAL = {"\r": "Return", "\n": "Return", " ": "Space", "\x1b": "Esc", "\b": "Backspace", "\t": "Tab"}


def key_sequence(key: str | None) -> QKeySequence:
    """The shortcut of a choice's key ("s", "\\r", or already a sequence such as "Alt+1")."""
    if not key:
        return QKeySequence()
    return QKeySequence(_SPECIAL.get(key, key))


def key_name(key: str | None) -> str:
    """How a key is written on its button: "S", "1", "Enter", "Alt+1"."""
    if not key:
        return ""
    seq = _SPECIAL.get(key, key)
    if seq == "Return":
        return QCoreApplication.translate("PanelKit", "Enter")
    if len(seq) == 1:
        return seq.upper()
    return QKeySequence(seq).toString(QKeySequence.SequenceFormat.NativeText)


def key_text(label: str, key: str | None) -> str:
    """"S   Stake 2": the key first, as on every button of every panel."""
    name = key_name(key)
    return f"{name}   {label}" if name else label


def amount_tip(choice: Choice) -> str:
    if choice.amount is None:
        return choice.label
    words = (QCoreApplication.translate("PanelKit", "{label} (1 chip)") if choice.amount == 1 else
             QCoreApplication.translate("PanelKit", "{label} ({n} chips)"))
    return words.format(label=choice.label, n=choice.amount)


def with_keys(choices: Sequence[Choice], taken: str = "") -> list[str | None]:
    """Each choice's key: its own, or (none given, or already taken) the first free of 1-9, a-z."""
    used = set(taken.lower())
    keys: list[str | None] = []
    for ch in choices:
        k = ch.key.lower() if ch.key and len(ch.key) == 1 and ch.key.isprintable() else ch.key
        if k is not None and k in used:
            k = None
        if k is not None:
            used.add(k)
        keys.append(k)
    free = (k for k in FREE_KEYS if k not in used)
    return [k if k is not None else next(free, None) for k in keys]


class _AtOnce(QObject):
    """On its button's shortcut: click at once, then flash (see ``bind_key``)."""

    def eventFilter(self, obj, event) -> bool:
        if event.type() == QEvent.Type.Shortcut and not event.isAmbiguous():
            _press(obj)
            return True
        return False


def bind_key(button: QAbstractButton, key: QKeySequence | str | None) -> None:
    """``key`` as ``button``'s shortcut, which clicks at once and then flashes the button: a Qt
    button's own shortcut flashes first and clicks 100 ms later, so the same key pressed twice in
    that time (two players' 3s) counted once, and every keyed action waited. A shortcut set later
    with ``button.setShortcut`` (after a ``setText``, which resets it) acts at once too."""
    seq = key if isinstance(key, QKeySequence) else key_sequence(key)
    button.setShortcut(seq)
    if button.findChild(_AtOnce, "", Qt.FindChildOption.FindDirectChildrenOnly) is None:
        button.installEventFilter(_AtOnce(button))


def _press(button: QAbstractButton) -> None:
    if not button.isEnabled():
        return
    flash = button.findChild(QTimer, "kitFlash", Qt.FindChildOption.FindDirectChildrenOnly)
    if flash is None:
        flash = QTimer(button)  # dies with the button, should the click remove it
        flash.setObjectName("kitFlash")
        flash.setSingleShot(True)
        flash.setInterval(100)
        flash.timeout.connect(lambda: button.setDown(False))
    button.click()
    if button.isVisible():
        button.setDown(True)
        flash.start()


def set_key_label(button: QPushButton, label: str, key: str | None, bind: bool = True, tip: str = "") -> None:
    # setText resets the shortcut to the text's mnemonic: the shortcut goes after the text
    button.setText(key_text(label, key))
    bind_key(button, key_sequence(key) if bind else QKeySequence())
    button.setToolTip(tip or label)
    button.setAccessibleName(label)


class KeyButton(QPushButton):
    """One choice. ``bind=False``: the key is shown but the panel routes it itself (e.g. a key that
    means something else on another part of the same screen)."""

    def __init__(self, choice: Choice, key: str | None = None, role: str = "action", bind: bool = True,
                 parent=None):
        super().__init__(parent)
        self.setProperty("role", role)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # keys, not a focus ring that moves with clicks
        self.bind = bind
        self.set_choice(choice, choice.key if key is None else key)

    def set_choice(self, choice: Choice, key: str | None) -> None:
        self.choice = choice
        self.key = key
        set_key_label(self, choice.label, key, self.bind, amount_tip(choice))

    @property
    def action(self):
        return self.choice.action


class ChoiceButtons(QWidget):
    """Key buttons for ``choices`` in as many columns (up to ``most``) as the widest label allows:
    never wider than the panel, a label never cut. ``chosen(Choice)`` when one is clicked or keyed.
    ``set_choices`` with the same labels and keys only rebinds the actions: no rebuild."""

    chosen = Signal(object)

    def __init__(self, role: str = "action", most: int = 3, height: int = 52, parent=None):
        super().__init__(parent)
        self.role, self.most, self.height_ = role, most, height
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setSpacing(8)
        self.buttons: list[KeyButton] = []
        self._shape: tuple = ()
        self._columns = 0

    def set_choices(self, choices: Sequence[Choice], keys: Sequence[str | None] | None = None) -> None:
        keys = list(keys) if keys is not None else [c.key for c in choices]
        shape = tuple((c.label, k, c.amount) for c, k in zip(choices, keys))
        if shape == self._shape:
            for b, c, k in zip(self.buttons, choices, keys):
                b.choice = c
            return
        self._shape = shape
        # as many buttons as before: re-labelled where they are (new buttons cost a layout of the page)
        if len(self.buttons) == len(shape):
            for b, c, k in zip(self.buttons, choices, keys):
                b.set_choice(c, k)
            self._place()
            return
        for b in self.buttons:
            self.grid.removeWidget(b)
            b.hide()
            b.deleteLater()
        self.buttons = []
        for c, k in zip(choices, keys):
            b = KeyButton(c, k, self.role)
            b.setMinimumHeight(self.height_)
            b.setMinimumWidth(0)
            b.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            b.clicked.connect(lambda _=False, b=b: self.chosen.emit(b.choice))
            self.buttons.append(b)
        self._columns = 0
        self._place()

    def set_enabled(self, on: bool) -> None:
        for b in self.buttons:
            b.setEnabled(on)

    def needed_height(self) -> int:
        """The height of the rows of buttons as they are placed now."""
        cols = max(self._columns or self.columns(), 1)
        rows = (len(self.buttons) + cols - 1) // cols
        return rows * self.height_ + max(rows - 1, 0) * self.grid.spacing()

    def columns(self) -> int:
        """As many columns as the widest label allows, shrinking from ``most``."""
        n = len(self.buttons)
        if n <= 1:
            return max(n, 1)
        widest = max(b.sizeHint().width() for b in self.buttons)
        width = self.width() if self.isVisible() and self.width() > 100 else 900
        for cols in range(min(self.most, n), 1, -1):
            if cols * widest + (cols - 1) * 8 <= width:
                return cols
        return 1

    def _place(self) -> None:
        cols = self.columns()
        if cols == self._columns:
            return
        self._columns = cols
        for b in self.buttons:
            self.grid.removeWidget(b)
        for i, b in enumerate(self.buttons):
            self.grid.addWidget(b, i // cols, i % cols)
        for c in range(max(self.most, cols)):
            self.grid.setColumnStretch(c, 1 if c < cols else 0)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.buttons and event.oldSize().width() != event.size().width():
            self._place()

