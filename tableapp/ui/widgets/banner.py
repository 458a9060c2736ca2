"""A non-blocking message strip at the top of the window: errors stay until dismissed or
replaced (or 12 s pass), so play never stops for an OK button. The main window clears it at the
next change of the night (``clear``): a fixed mistake's message never stays behind.

The strip is always one line high, however long the message: it never pushes the panel's
buttons off a small screen. A message too long for the line ends in "…", and the whole of it is
the strip's tooltip (and in the status bar)."""
from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton

from .one_line import OneLineLabel


class Banner(QFrame):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("banner")
        lay = QHBoxLayout(self)
        lay.setContentsMargins(14, 8, 8, 8)
        self.label = OneLineLabel()
        lay.addWidget(self.label, 1)
        self.close_button = QPushButton("✕")
        self.retranslate()
        self.close_button.clicked.connect(self.hide)
        lay.addWidget(self.close_button)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)
        self.hide()

    def show_message(self, text: str, level: str = "error", seconds: float = 12.0) -> None:
        self.setProperty("level", level)
        self.style().unpolish(self)
        self.style().polish(self)
        self.label.setText(text)
        self.setToolTip(text)  # the whole message, also when the line ends in "…"
        self.show()
        self._timer.start(int(seconds * 1000))

    def retranslate(self) -> None:
        self.close_button.setToolTip(self.tr("Dismiss"))

    def clear(self) -> None:
        self._timer.stop()
        self.hide()
