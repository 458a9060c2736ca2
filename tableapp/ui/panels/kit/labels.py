"""Labels every game's panel uses: a label with its style properties, a text set only when it changed, and the
line for the engine's refusals."""
from __future__ import annotations

from PySide6.QtWidgets import QLabel


def label(text: str = "", name: str | None = None, role: str | None = None, *, wrap: bool = False,
          **props: str | None) -> QLabel:
    """A label with an object name, a ``role`` and the panel's own style properties (e.g. ``kn="big"``)."""
    out = QLabel(text)
    if name:
        out.setObjectName(name)
    if role:
        out.setProperty("role", role)
    for key, value in props.items():
        if value:
            out.setProperty(key, value)
    out.setWordWrap(wrap)
    return out


def set_text(widget, text: str) -> None:
    """Only a changed text is set: a label given its own text again still lays its parents out again (a click
    that changed nothing there would pay for a layout)."""
    if widget.text() != text:
        widget.setText(text)


class ErrorLabel(QLabel):
    """The engine's message when it refuses an action or an entry: shown only while there is one."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setProperty("role", "error")
        self.setWordWrap(True)
        self.hide()

    def setText(self, text: str) -> None:
        if text != self.text():  # the same message again: no relayout
            super().setText(text)
        self.setVisible(bool(text))
