"""A non-blocking message strip at the top of the window: errors stay until dismissed or
replaced (or 12 s pass), so play never stops for an OK button. The main window clears it at the
next change of the night (``clear``): a fixed mistake's message never stays behind."""
from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton


class Banner(QFrame):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("banner")
        lay = QHBoxLayout(self)
        lay.setContentsMargins(14, 8, 8, 8)
        self.label = QLabel()
        self.label.setWordWrap(True)
        lay.addWidget(self.label, 1)
        self.close_button = QPushButton("✕")
        self.close_button.setToolTip(self.tr("Dismiss"))
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
        self.show()
        self._timer.start(int(seconds * 1000))

    def clear(self) -> None:
        self._timer.stop()
        self.hide()
