"""A label on one line that ends in "…" when its text is too long for it, instead of being cut
or making its window wider. ``text()`` stays the whole text (for tests, tooltips and screen
readers); only the drawing is shortened."""
from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QLabel


class OneLineLabel(QLabel):
    """A label drawn on one line, elided at the end when too long. ``text()`` is the whole text."""

    # No Qt enums are touched before the first paint (the banner is built before it): the small
    # minimum size hint alone lets the label shrink below its text's width.

    def minimumSizeHint(self) -> QSize:
        return QSize(10, self.fontMetrics().height())

    def sizeHint(self) -> QSize:
        return QSize(self.fontMetrics().horizontalAdvance(self.text()), self.fontMetrics().height())

    def shown_text(self) -> str:
        """The text as drawn: whole, or cut with "…" to the label's width."""
        from PySide6.QtCore import Qt

        return self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, self.contentsRect().width())

    def is_elided(self) -> bool:
        return self.shown_text() != self.text()

    def paintEvent(self, event) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtGui import QPainter

        painter = QPainter(self)
        align = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.style().drawItemText(painter, self.contentsRect(), align, self.palette(), self.isEnabled(),
                                  self.shown_text(), self.foregroundRole())
        painter.end()
