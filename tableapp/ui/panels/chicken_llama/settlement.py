"""The end of a round, in public: the settlement breakdown from the public view (the pot, every
payment and why, the net result, who is out, who deals next), confirmed by the table with one
key (Enter). The reveal itself is shown in the players' rows: each bill's animal side under its
marked common side (see table.py).

How the breakdown and Confirm share the page (``arrange``, once per width, lines and room): Confirm
at the top right with the first lines beside it and the rest under both, full width (as text flows
round a picture: five players' rows and a long breakdown fit a laptop at 100 % text), or Confirm
under the lines when that is lower (larger text: beside it the lines would be a few words wide).
When even the lowest is taller than the room the panel gives the page, the lines scroll in a box
of their own with Confirm under it: Confirm and the header's "Table ▾" stay in sight."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QBoxLayout, QFrame, QGridLayout, QScrollArea, QSizePolicy, QVBoxLayout, QWidget

from tableapp.core.views import Choice
from tableapp.ui.panels.kit import KeyButton

from .common import ErrorLabel, label

UNDER = -1  # (``arrange``'s choice) Confirm under every line
SCROLL = -2  # Confirm under the lines, which scroll in the room left
SCROLL_BESIDE = -3  # Confirm beside the lines, which scroll in the room left (100 % text: wide enough)


class SettlementPage(QWidget):
    """Kept from round to round and re-labelled (``update_view``): a click that ends a round must
    not wait for a new page."""

    GAP = 16  # between the lines beside Confirm and Confirm

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
        # the lines (and Confirm, unless they scroll) in one grid: a line beside Confirm in column 0,
        # a line under it across both columns
        self.sheet = QWidget()
        self.sheet.setProperty("cl", "clear")
        self.grid = QGridLayout(self.sheet)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(self.GAP)
        self.grid.setVerticalSpacing(2)
        self.grid.setColumnStretch(0, 1)
        self.area = QScrollArea()
        self.area.setObjectName("clSettlement")
        self.area.setWidgetResizable(True)
        self.area.setFrameShape(QFrame.Shape.NoFrame)
        self.area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.area.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.area.viewport().setAutoFillBackground(False)
        self.area.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.area.setWidget(self.sheet)
        # the lines' box, and Confirm beside or under it while the lines scroll
        self.body = QBoxLayout(QBoxLayout.Direction.TopToBottom)
        self.body.setSpacing(6)
        self.body.addWidget(self.area, 1)
        outer.addLayout(self.body)
        self.lines: list = []  # the lines shown now
        self._spare: list = []  # kept hidden for a longer breakdown
        self.confirm_box = QWidget()
        row = QVBoxLayout(self.confirm_box)
        row.setContentsMargins(0, 0, 0, 0)
        self.confirm = None
        self._confirm_row = row
        self.error = ErrorLabel()
        row.addWidget(self.error)
        row.addStretch(1)
        self._outer = outer
        self._where = None  # arrange's choice: how many lines beside Confirm, or UNDER, or SCROLL
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
            w.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)  # (beside a taller Confirm)
            self.lines.append(w)
        while len(self.lines) > len(settlement):
            w = self.lines.pop()
            self.grid.removeWidget(w)
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
        self._texts = (self.banner.text(),) + tuple(line["text"] for line in settlement) + (
            (confirm_choice.label,) if confirm_choice else ())
        self._where = self._applied = None  # placed again (every line, Confirm) for the new texts
        self.error.setText("")
        if confirm_choice is None:
            if self.confirm is not None:
                self.confirm.hide()
        else:
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
        self._place(len(self.lines) if self._has_confirm() else UNDER)
        for w in self.lines:
            w.show()

    def _has_confirm(self) -> bool:
        return self.confirm is not None and not self.confirm.isHidden()

    def _place(self, where: int) -> None:
        """Lay the lines and Confirm out as ``where`` says (see ``arrange``)."""
        if where == self._where:
            return
        self._where = where
        grid = self.grid
        for w in self.lines:
            grid.removeWidget(w)
        grid.removeWidget(self.confirm_box)
        self.body.removeWidget(self.confirm_box)
        beside = max(where, 0)
        for i, w in enumerate(self.lines):
            if i < beside:
                grid.addWidget(w, i, 0)
            else:
                grid.addWidget(w, i, 0, 1, 2)
        if where > 0:
            grid.addWidget(self.confirm_box, 0, 1, beside, 1, Qt.AlignmentFlag.AlignTop)
        elif where == UNDER:
            grid.addWidget(self.confirm_box, len(self.lines), 0, 1, 2, Qt.AlignmentFlag.AlignLeft)
        else:  # SCROLL, SCROLL_BESIDE: outside the lines' box, in sight
            beside_box = where == SCROLL_BESIDE
            self.body.setDirection(QBoxLayout.Direction.LeftToRight if beside_box else QBoxLayout.Direction.TopToBottom)
            self.body.setSpacing(self.GAP if beside_box else 6)
            self.body.addWidget(self.confirm_box, 0, Qt.AlignmentFlag.AlignTop | (
                Qt.AlignmentFlag(0) if beside_box else Qt.AlignmentFlag.AlignLeft))
        for row in range(grid.rowCount()):
            grid.setRowStretch(row, 0)
        if beside and beside < len(self.lines):  # (Confirm taller than its lines: the gap under them)
            grid.setRowStretch(beside - 1, 1)
        self.confirm_box.setVisible(self._has_confirm())  # (shown again after a move to another parent)
        grid.invalidate()
        self.layout().invalidate()  # (its height for a width is cached until then)

    def _sheet_height(self, width: int) -> int:
        self.grid.invalidate()
        return self.grid.heightForWidth(width) if self.lines or self._where == UNDER else 0

    def arrange(self, width: int) -> None:
        """Laid out for ``width`` as ``_plan`` found best."""
        if width < 100 or self._arranging:
            return
        plan = self._plan(width)
        if plan == self._applied:
            return
        self._arranging = True  # (a widget shown or moved while trying asks the page's height again)
        try:
            where, gap, h = plan[:3]
            self._set_spacing(gap)
            self._place(where)
            bar = Qt.ScrollBarPolicy.ScrollBarAlwaysOn if where in (SCROLL, SCROLL_BESIDE) \
                else Qt.ScrollBarPolicy.ScrollBarAlwaysOff
            self.area.setVerticalScrollBarPolicy(bar)
            if self.area.height() != h or self.area.minimumHeight() != h:
                self.area.setFixedHeight(h)
            # laid out now: measuring a grid's height for a width marks it clean, and a clean grid whose
            # box keeps its size never places its lines again (they stayed where the last plan had them)
            self.grid.invalidate()
            self.grid.activate()
            self.layout().invalidate()
            self._applied = plan
        finally:
            self._arranging = False

    _arranging = False
    _applied = None

    def _plan(self, width: int) -> tuple:
        """(where, the lines' gap, the box's height, the page's height) for ``width``: the lowest of
        Confirm beside the first lines (from all of them down to one, the rest under both) or under
        them all, measured as laid out; the lines closer, then scrolling, when even that is taller than
        ``room``. Once per width, lines and room (layouts ask a height for a width at every pass)."""
        key = (width, self._texts, self.room)
        if key[1:] != self._plans_for:
            self._plans_for, self._plans = key[1:], {}
        if width not in self._plans:
            self._arranging = True
            try:
                self._plans[width] = self._measure(width)
            finally:
                self._arranging = False
            self._applied = None  # (measuring moved the lines)
        return self._plans[width]

    _plans_for = None
    _plans: dict = {}

    def _measure(self, width: int) -> tuple:
        confirm = self._has_confirm()
        tries = ([len(self.lines)] + list(range(len(self.lines) - 1, 0, -1)) if confirm else []) + [UNDER]
        others = self._others(width)
        best = None
        for gap in (2, 0):
            self._set_spacing(gap)
            for where in tries:
                self._place(where)
                h = self._sheet_height(width)
                if best is None or h < best[0]:
                    best = (h, where)
            if self.room is None or best[0] + others <= self.room:
                break
            best = None if gap == 2 else best
        h, where = best
        if self.room is None or h + others <= self.room:
            return where, self.grid.verticalSpacing(), h, h + others
        # the lines scroll: Confirm beside their box while that leaves them half the width, else under it
        wide = confirm and width - self.confirm_box.sizeHint().width() - self.GAP >= width // 2
        where = SCROLL_BESIDE if wide else SCROLL
        self._place(where)
        bar = self.area.verticalScrollBar().sizeHint().width()
        beside = self.confirm_box.sizeHint().width() + self.GAP if wide else 0
        below = 0 if wide or not confirm else self.body.spacing() + self.confirm_box.sizeHint().height()
        line = self.fontMetrics().lineSpacing()
        h = min(self._sheet_height(width - bar - beside), max(self.room - others - below, 2 * line))
        return where, self.grid.verticalSpacing(), h, h + others + below

    def _others(self, width: int) -> int:
        """The page's height besides the lines' box (the winner's banner)."""
        if self.banner.isHidden():
            return 0
        return self.banner.heightForWidth(width) + self.layout().spacing()

    def _set_spacing(self, gap: int) -> None:
        if self.grid.verticalSpacing() != gap:
            self.grid.setVerticalSpacing(gap)
            self.grid.invalidate()

    room: int | None = None  # the height the panel can give it (None: any)

    def hasHeightForWidth(self) -> bool:
        return True  # (its layout's says no while the banner is hidden: the panel would not ask)

    def heightForWidth(self, width: int) -> int:
        if width < 100 or self._arranging:  # (asked again while lines move: as they stand)
            return super().heightForWidth(width)
        total = self._plan(width)[3]
        # laid out for the width it has (a layout may ask for a width the page never gets: the lines
        # stayed placed for it, Confirm under the page's bottom)
        self.arrange(self.width() if self.width() >= 100 else width)
        return total

    def resizeEvent(self, event) -> None:
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
