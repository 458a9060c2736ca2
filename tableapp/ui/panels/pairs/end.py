"""The end of a game of Pairs, on the table view's end page (the big line above says who lost):
the scores and the payout; at larger text every player's chips too (the oval of seats gives its
room to the result), in a scroll area of its own when long, the next game's button in sight."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtWidgets import QFrame, QScrollArea, QVBoxLayout, QWidget

from tableapp.core.views import PublicView
from tableapp.ui.widgets.one_line import KeepWordsLabel

from .common import tr


class ResultArea(QScrollArea):
    """As high as its lines at its width when the window has the room; else it scrolls."""

    def __init__(self, inner: QWidget, parent=None):
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # keys stay with the page
        self.setWidget(inner)
        inner.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:
        if obj is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()  # new lines: a new wish
        return super().eventFilter(obj, event)

    def sizeHint(self) -> QSize:
        inner = self.widget()
        hint = inner.sizeHint()
        width = self.viewport().width()
        if inner.hasHeightForWidth() and width > 100:
            hint.setHeight(max(hint.height(), inner.heightForWidth(width)))
        return hint


def result(view: PublicView, chips: bool) -> QWidget:
    """The scores and the payout; ``chips``: every player's chips too, and the result scrolls when long."""
    d = view.detail
    players = d.get("players", [])
    box = QWidget()
    lay = QVBoxLayout(box)
    each = tr("PairsPanel", " · ")
    scores = each.join(tr("PairsPanel", "{name} {n}").format(name=p["name"], n=p["score"]) for p in players)
    lines = [(tr("PairsPanel", "Scores: {scores}").format(scores=scores), "heading")]
    if chips:
        held = each.join(tr("PairsPanel", "{name} {n}").format(name=p["name"], n=p["chips"]) for p in players)
        lines.append((tr("PairsPanel", "Chips: {chips}").format(chips=held), "heading"))
    lines.append((" ".join(d.get("payout") or []), None))
    for text, role in lines:
        line = KeepWordsLabel(text)  # its wrapped lines counted in its least height; Japanese kept whole
        if role:
            line.setProperty("role", role)
        line.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(line)
    if not chips:
        return box
    lay.setContentsMargins(0, 0, 0, 0)
    return ResultArea(box)
