"""The end of a round, in public: the settlement breakdown from the public view (the pot, every
payment and why, the net result, who is out, who deals next), confirmed by the table with one
key (Enter). The reveal itself is shown in the players' rows: each bill's animal side under its
marked common side (see table.py)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QBoxLayout, QVBoxLayout, QWidget

from tableapp.core.views import Choice
from tableapp.ui.panels.kit import KeyButton

from .common import ErrorLabel, label


class SettlementPage(QWidget):
    """Kept from round to round and re-labelled (``update_view``): a click that ends a round must
    not wait for a new page."""

    def __init__(self, submit, view: dict, confirm_choice: Choice | None, parent=None):
        super().__init__(parent)
        self.submit = submit
        self.confirm_choice = confirm_choice
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(6)
        self.banner = label(role="title", wrap=True)
        self.banner.setProperty("cl", "winner")
        self.banner.hide()
        outer.addWidget(self.banner)
        self.lines_lay = QVBoxLayout()
        self.lines_lay.setContentsMargins(0, 0, 0, 0)
        self.lines_lay.setSpacing(2)
        self.lines: list = []  # the lines shown now
        self._spare: list = []  # kept hidden for a longer breakdown
        # two columns, so that five players' revealed bills above still leave it on a 1366×768 screen:
        # the breakdown, and Confirm beside it (never below the window's edge)
        # (or Confirm under the breakdown, when beside it the lines would wrap so much that the page
        # is taller: see arrange)
        self.columns = columns = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        columns.setSpacing(16)
        columns.addLayout(self.lines_lay, 1)
        self.confirm_box = QWidget()
        row = QVBoxLayout(self.confirm_box)
        row.setContentsMargins(0, 0, 0, 0)
        self.confirm = None
        self._confirm_row = row
        self.error = ErrorLabel()
        row.addWidget(self.error)
        row.addStretch(1)
        columns.addWidget(self.confirm_box, 0, Qt.AlignmentFlag.AlignTop)
        outer.addLayout(columns)
        outer.addStretch(1)
        self.update_view(view, confirm_choice)

    def update_view(self, view: dict, confirm_choice: Choice | None) -> None:
        """The breakdown of ``view`` (the public view's detail) and its Confirm."""
        self.confirm_choice = confirm_choice
        winner = view.get("game_winner")
        self.banner.setText(QCoreApplication.translate("ChickenLlamaPanel", "{name} wins the game!").format(
            name=winner) if winner else "")
        self.banner.setVisible(bool(winner))
        settlement = view.get("settlement", [])
        while len(self.lines) < len(settlement):
            w = self._spare.pop() if self._spare else label(wrap=True)
            self.lines_lay.addWidget(w)
            self.lines.append(w)
        while len(self.lines) > len(settlement):
            w = self.lines.pop()
            self.lines_lay.removeWidget(w)
            w.hide()
            self._spare.append(w)
        for w, line in zip(self.lines, settlement):
            moves = bool(line.get("amount"))
            w.setText(("→ " if moves else "") + line["text"])
            look = "move" if moves else "line"
            if w.property("cl") != look:
                w.setProperty("cl", look)
                w.style().unpolish(w)
                w.style().polish(w)
            w.show()
        self._texts = tuple(line["text"] for line in settlement) + ((confirm_choice.label,) if confirm_choice else ())
        self.error.setText("")
        if confirm_choice is None:
            if self.confirm is not None:
                self.confirm.hide()
            return
        if self.confirm is None:
            self.confirm = KeyButton(confirm_choice, role="choiceSmall")
            self.confirm.setMinimumHeight(44)
            self.confirm.setProperty("primary", True)
            self.confirm.clicked.connect(self.do_confirm)
            self._confirm_row.insertWidget(0, self.confirm)
        else:
            self.confirm.set_choice(confirm_choice, confirm_choice.key)
        self.confirm.show()
        # its whole label, always: the breakdown wraps instead
        self.confirm.setMinimumWidth(self.confirm.sizeHint().width())

    def arrange(self, width: int) -> None:
        """Confirm beside the breakdown, or under it when that makes the page lower (long lines that
        wrap beside it, five players' rows above: the page fits a laptop at 100 % text). Both are
        measured as laid out, once per width and lines."""
        if width < 100 or self.confirm is None or self.confirm.isHidden():
            return
        key = (width, self._texts, self.room)
        if key == self._arranged:
            return
        self._arranged = key
        self._set_spacing(2)
        heights = {}
        for direction in (QBoxLayout.Direction.TopToBottom, QBoxLayout.Direction.LeftToRight):
            self._set_direction(direction)
            heights[direction] = self.layout().heightForWidth(width)
        under = heights[QBoxLayout.Direction.TopToBottom]
        # under only when lower and whole in the room the panel gives it: when the page is cut anyway,
        # Confirm at its top stays in sight
        if under >= heights[QBoxLayout.Direction.LeftToRight] or self.room is not None and under > self.room:
            self._set_direction(QBoxLayout.Direction.LeftToRight)
        else:
            self._set_direction(QBoxLayout.Direction.TopToBottom)
        if self.room is not None and self.layout().heightForWidth(width) > self.room:
            self._set_spacing(0)  # a long breakdown: its lines closer together rather than one cut

    def _set_spacing(self, gap: int) -> None:
        if self.lines_lay.spacing() != gap:
            self.lines_lay.setSpacing(gap)
            self.layout().invalidate()

    _arranged = None
    room: int | None = None  # the height the panel can give it at 100 % text (None: any)

    def _set_direction(self, direction) -> None:
        if self.columns.direction() == direction:
            return
        down = direction == QBoxLayout.Direction.TopToBottom
        self.columns.setDirection(direction)
        self.columns.setSpacing(6 if down else 16)
        self.columns.setAlignment(self.confirm_box, Qt.AlignmentFlag.AlignTop | (
            Qt.AlignmentFlag.AlignLeft if down else Qt.AlignmentFlag(0)))
        self.layout().invalidate()  # (its height for a width is cached until then)

    def heightForWidth(self, width: int) -> int:
        self.arrange(width)  # (the panel measures it for the width it is about to get; once per width)
        return super().heightForWidth(width)

    def resizeEvent(self, event) -> None:
        if event.oldSize().width() != event.size().width():
            self.arrange(event.size().width())
        super().resizeEvent(event)

    def texts(self) -> list[str]:
        return [w.text() for w in self.lines]

    def do_confirm(self) -> None:
        if self.confirm_choice is None:
            return
        ok, why = self.submit(self.confirm_choice.action)
        if not ok:
            self.error.setText(why)
