"""A number box that starts blank ("–": nothing is confirmed by a hurried Enter) and takes the first
digit typed into it.

Qt's spin box shows its lowest value as the special text but does not select it when the box gets the
keyboard from the program (the showdown grid focuses its first box) or from a click: a digit typed
after the "–" made "–3", which the box refused, so every digit was lost until the table deleted the
dash (a new user's first llama count in Chicken or Llama's showdown). Here the blank is selected when
the box gets the keyboard, and a key that types text while the box is blank replaces the blank,
wherever the cursor is."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QAbstractSpinBox


def _blank(spin: QAbstractSpinBox) -> bool:
    return bool(spin.specialValueText()) and spin.text() == spin.specialValueText()


class _TypeOverBlank(QObject):
    def eventFilter(self, obj, event) -> bool:
        kind = event.type()
        if kind == QEvent.Type.KeyPress and _blank(obj) and event.text().isprintable() and event.text() \
                and not event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier):
            obj.selectAll()  # the digit replaces the blank (it goes on to the box as usual)
        elif kind == QEvent.Type.FocusIn and _blank(obj):
            # after the click that gave the focus has placed its cursor
            QTimer.singleShot(0, obj, lambda: _blank(obj) and obj.hasFocus() and obj.selectAll())
        return False


_filter: _TypeOverBlank | None = None


def blank_until_typed(spin: QAbstractSpinBox, blank: str = "–") -> QAbstractSpinBox:
    """``spin`` shows ``blank`` at its lowest value (set its range one below the lowest number and its
    value there) and a digit typed into it while blank replaces the blank."""
    global _filter
    if _filter is None:
        _filter = _TypeOverBlank(QCoreApplication.instance())
    spin.setSpecialValueText(blank)
    spin.installEventFilter(_filter)
    return spin
