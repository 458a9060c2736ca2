"""A spin box or a list box that the mouse wheel changes only once it has the keyboard.

On a page that scrolls (larger text, a tall dialog) the wheel that scrolls the page passes over
them: Qt's own spin box took the wheel and changed the night's starting chips from 10 to 8 on its
way. Unfocused, the wheel scrolls the page around them instead; clicked or tabbed into, it steps
them as before."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractScrollArea, QWidget


class _WheelGuard(QObject):
    def eventFilter(self, obj, event) -> bool:
        if event.type() != QEvent.Type.Wheel or obj.hasFocus():
            return False
        area = obj.parentWidget()
        while area is not None and not isinstance(area, QAbstractScrollArea):
            area = area.parentWidget()
        if area is not None:
            QCoreApplication.sendEvent(area.viewport(), event)  # the page scrolls, the value stays
        return True


_guard: _WheelGuard | None = None


def wheel_when_focused(widget: QWidget) -> QWidget:
    """``widget`` (a QSpinBox, QDoubleSpinBox or QComboBox) takes the wheel only while it has focus."""
    global _guard
    if _guard is None:
        _guard = _WheelGuard(QCoreApplication.instance())
    widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # (the wheel does not give it the focus)
    widget.installEventFilter(_guard)
    return widget
