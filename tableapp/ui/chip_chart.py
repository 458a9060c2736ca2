"""View > Chips over the night: each player's stack after every action, the games marked along the
axis; the mouse over the chart names the action and everyone's stack at that moment."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QToolTip, QVBoxLayout, QWidget

from . import screen


class ChipChart(QWidget):
    hovered = Signal(str)  # the words for the action under the mouse ("" when it leaves)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setMouseTracking(True)
        self.setMinimumSize(480, 300)
        self.session = None
        self.series = None
        self.names: dict[int, str] = {}
        self.geometry_ = None
        self.hover: int | None = None
        self._words: dict[int, str] = {}

    def set_session(self, session) -> None:
        from tableapp.export.night import chip_series

        from .report import game_names

        self.session = session
        self.series = chip_series(session) if session is not None else None
        self.names = game_names(session) if session is not None else {}
        self._words.clear()
        self.hover = None
        self.update()

    def paintEvent(self, _event) -> None:
        p = QPainter(self)
        try:
            if self.series is None or not self.series.points:
                p.drawText(self.rect(), int(Qt.AlignmentFlag.AlignCenter), self.tr("No game has been played yet."))
                self.geometry_ = None
                return
            self.geometry_ = self._paint(p)
        finally:
            p.end()

    def _paint(self, p: QPainter):
        from .chart_paint import paint_chart

        return paint_chart(p, QRectF(self.rect()).adjusted(8, 6, -8, -6), self.series, self.names,
                           axis_label=self.tr("Every action of the night, game by game"), hover=self.hover,
                           font=self.font())

    # -- hovering -------------------------------------------------------------------------------------
    def index_at(self, x: float) -> int | None:
        if self.geometry_ is None:
            self.grab()  # lays the chart out (a paint) so that the mouse can be placed on it
        return self.geometry_.index_at(x) if self.geometry_ is not None else None

    def point_text(self, i: int) -> str:
        """The action behind point ``i`` in words, with everyone's stack after it."""
        from tableapp.export.night import describe_point

        if i not in self._words:
            pt = self.series.points[i]
            if pt.index < 0:
                where = self.tr("Game {n}: {game}, the opening").format(n=pt.game, game=self.names.get(pt.game, ""))
            else:
                where = self.tr("Game {n}: {game}, action {action}, round {round}").format(
                    n=pt.game, game=self.names.get(pt.game, ""), action=pt.action, round=pt.round)
            try:
                words = describe_point(self.session, pt)
            except Exception:  # noqa: BLE001 - the stacks still show if an action cannot be worded
                words = ""
            stacks = " · ".join(f"{name} {v}" for name, v in zip(self.series.players, pt.stacks))
            self._words[i] = "\n".join(x for x in (where, words, stacks) if x)
        return self._words[i]

    def hover_at(self, x: float, global_pos=None) -> str:
        i = self.index_at(x)
        if i != self.hover:
            self.hover = i
            self.update()
        text = self.point_text(i) if i is not None else ""
        if global_pos is not None:
            if text:
                QToolTip.showText(global_pos, text, self)
            else:
                QToolTip.hideText()
        self.hovered.emit(text)
        return text

    def mouseMoveEvent(self, event) -> None:
        self.hover_at(event.position().x(), event.globalPosition().toPoint())

    def leaveEvent(self, event) -> None:
        self.hover = None
        self.update()
        self.hovered.emit("")
        super().leaveEvent(event)


class ChipChartWindow(QDialog):
    def __init__(self, controller, parent=None):
        super().__init__(parent)
        self.controller = controller
        self.setWindowTitle(self.tr("Chips over the night"))
        screen.fit(self, 1100, 640)
        lay = QVBoxLayout(self)
        self.chart = ChipChart()
        lay.addWidget(self.chart, 1)
        self.status = QLabel(self.tr("Point at the chart to see the action and everyone's chips."))
        self.status.setWordWrap(True)
        self.status.setMinimumHeight(self.fontMetrics().height() * 3 + 6)
        self.status.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        lay.addWidget(self.status)
        self.chart.hovered.connect(self._hovered)
        row = QHBoxLayout()
        row.addStretch(1)
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.close)
        row.addWidget(close)
        lay.addLayout(row)
        controller.changed.connect(self.reload)
        self.reload()

    def _hovered(self, text: str) -> None:
        if text:
            self.status.setText(text)

    def reload(self, *_args) -> None:
        """The night moved on: drawn again now if the window shows, else when it is shown next."""
        self._stale = True
        if self.isVisible() or self.chart.session is None:
            self._stale = False
            self.chart.set_session(self.controller.session)

    def showEvent(self, event) -> None:
        if getattr(self, "_stale", False):
            self._stale = False
            self.chart.set_session(self.controller.session)
        super().showEvent(event)
