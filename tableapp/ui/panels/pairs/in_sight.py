"""At larger text the window scrolls to keep the step's controls in sight (kit InSight); the
Pairs panel keeps its words under them in sight too when the window has the room: quick entry's
line with the engine's words for the score before Enter, and a refusal after it."""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QWidget

from tableapp.ui.panels.kit.sight import InSight, controls_span


class WordsInSight(InSight):
    """``words()``: the labels to keep in sight below the controls (when they all fit the window)."""

    def __init__(self, panel: QWidget, skip: QWidget, words: Callable[[], list[QWidget]]):
        super().__init__(panel, skip)
        self.words = words

    def span(self, page: QWidget) -> QRect:
        span = controls_span(self.panel, page, self.skip)
        whole = QRect(span)
        for w in self.words():
            if w is not None and w.isVisible() and w.height() > 0:
                whole = whole.united(QRect(w.mapTo(page, QPoint(0, 0)), w.size()))
        area = self.area()
        return whole if area is not None and whole.height() <= area.viewport().height() else span
