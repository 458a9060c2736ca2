"""A non-blocking message strip at the top of the window: errors stay until dismissed or
replaced (or 12 s pass), so play never stops for an OK button. The main window clears it at the
next change of the night (``clear``): a fixed mistake's message never stays behind.

The strip is always one line high, however long the message: it never pushes the panel's
buttons off a small screen. A message too long for the line ends in "…", and the whole of it is
the strip's tooltip (and in the status bar).

At the table the strip floats over the table's title line (``BannerSlot``) instead of taking a line
of the window: a message coming or going must not move the seats and the panel's buttons below
(issue 11, point 2). Elsewhere (the start page) it takes its line above the page."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QTimer
from PySide6.QtWidgets import QBoxLayout, QFrame, QHBoxLayout, QPushButton, QWidget
from shiboken6 import isValid

from .one_line import OneLineLabel


class Banner(QFrame):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("banner")
        lay = self._lay = QHBoxLayout(self)
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

    def set_compact(self, compact: bool) -> None:
        """The slimmer strip that floats over a title line (the style sheet's ``compact``)."""
        if bool(self.property("compact")) == compact:
            return
        self.setProperty("compact", compact)
        self._lay.setContentsMargins(*((12, 0, 4, 0) if compact else (14, 8, 8, 8)))
        for w in (self, self.label, self.close_button):
            w.style().unpolish(w)
            w.style().polish(w)

    def retranslate(self) -> None:
        self.close_button.setToolTip(self.tr("Dismiss"))

    def clear(self) -> None:
        self._timer.stop()
        self.hide()


class BannerSlot(QObject):
    """Where the window's banner shows: its line at the top of the window's ``layout`` (``over(None)``),
    or floating over a ``target`` line (the table's title), as wide and at least as high, kept over
    it as it moves or the page scrolls (``clip``: the scrolling page's viewport, whose top the strip
    never leaves)."""

    def __init__(self, banner: Banner, layout: QBoxLayout, clip: QWidget):
        super().__init__(banner)
        self.banner, self.layout, self.clip = banner, layout, clip
        self.target: QWidget | None = None
        banner.installEventFilter(self)  # placed when it shows

    def over(self, target: QWidget | None) -> None:
        if target is self.target:
            return
        if self.target is not None:
            self.target.removeEventFilter(self)
            self.target.destroyed.disconnect(self._gone)
        self.target = target
        if target is None:
            self.layout.insertWidget(0, self.banner)
        else:
            self.layout.removeWidget(self.banner)  # still the window's child: drawn over the page
            target.installEventFilter(self)
            target.destroyed.connect(self._gone)
        self.banner.set_compact(target is not None)
        self.place()

    def _gone(self) -> None:
        self.target = None  # (its events filter went with it)
        if isValid(self.layout) and isValid(self.banner):  # not the whole window closing
            self.layout.insertWidget(0, self.banner)
            self.banner.set_compact(False)

    def eventFilter(self, obj, event) -> bool:
        if event.type() in (QEvent.Type.Move, QEvent.Type.Resize, QEvent.Type.Show, QEvent.Type.Hide):
            self.place()
        return False

    def place(self) -> None:
        t, b = self.target, self.banner
        if t is None or b.isHidden():
            return
        host = b.parentWidget()
        at = t.mapTo(host, QPoint(0, 0))
        top = self.clip.mapTo(host, QPoint(0, 0)).y()
        b.setGeometry(at.x(), max(at.y(), top), t.width(), max(t.height(), b.sizeHint().height()))
        b.raise_()
