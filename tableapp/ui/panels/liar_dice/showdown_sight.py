"""At larger text the window scrolls to the step's controls (the kit's ``InSight``), the call
picker's Call among them even while no call is complete (greyed "Call …" was left half below the
window); during a showdown it keeps the whole board in sight with them when both fit."""
from __future__ import annotations

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QWidget

from tableapp.ui.panels.kit.sight import InSight, controls_span


class ShowdownInSight(InSight):
    """Larger text: the window keeps the step's controls in sight (``InSight``) and, while a showdown
    is on the board, the whole board with them when both fit the window: the verdict, last on the
    board, was below the window while the call picker beside it was in sight."""

    def span(self, page: QWidget) -> QRect:
        span = controls_span(self.panel, page, self.skip)
        picker = getattr(self.panel, "picker", None)
        call = picker.call_button if picker is not None else None
        if call is not None and call.isVisible():  # "Call …" too, before a call is complete (it is the step's end)
            span = span.united(QRect(call.mapTo(page, QPoint(0, 0)), call.size()))
        board = getattr(self.panel, "board", None)
        if board is not None and board.reveal.isVisible():
            with_board = span.united(QRect(board.mapTo(page, QPoint(0, 0)), board.size()))
            area = self.area()
            if area is not None and with_board.height() <= area.viewport().height():  # never at the cost of a control
                span = with_board
        return span
