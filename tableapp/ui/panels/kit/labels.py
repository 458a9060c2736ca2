"""Labels every game's panel uses: a text set only when it changed, and the line for the engine's refusals."""
from __future__ import annotations

from PySide6.QtWidgets import QLabel


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
        super().setText(text)
        self.setVisible(bool(text))
