"""Sizes that fit the screen: a laptop at the table may have 1366×768 or less, and a window or
dialog taller than the screen hides its bottom buttons."""
from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtWidgets import QApplication, QWidget

# what the window manager adds around a window (title bar, borders), not known before it is shown
FRAME_W, FRAME_H = 16, 48


def available(widget: QWidget | None = None) -> QRect:
    """The available geometry (without panels and docks) of the widget's screen."""
    screen = widget.screen() if widget is not None else None
    screen = screen or QApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1366, 768)


def fitting(widget: QWidget | None, width: int, height: int) -> QSize:
    """``width`` × ``height``, made smaller where the screen (with the window's frame) is smaller."""
    room = available(widget)
    return QSize(max(320, min(width, room.width() - FRAME_W)), max(240, min(height, room.height() - FRAME_H)))


def fit(widget: QWidget, width: int, height: int) -> None:
    """Resize a window or dialog to ``width`` × ``height`` or the screen, whichever is smaller."""
    widget.resize(fitting(widget, width, height))


def keep_on_screen(widget: QWidget) -> None:
    """A normal (not maximised or full-screen) window larger than the screen: shrink it back."""
    if widget.isFullScreen() or widget.isMaximized():
        return
    size = fitting(widget, widget.width(), widget.height())
    if size != widget.size():
        widget.resize(size)
