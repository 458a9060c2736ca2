"""The New game dialog's rebuys: one "Name (holds N) [0]" entry per player when the chips
of the last game are carried over. Eight players one under the other are taller than a laptop's
dialog leaves (issue 11: nothing scrolls at 100% text), so the entries go across the dialog's whole
width, in as many columns (up to three) as fit it (``columns_for``)."""
from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QSpinBox, QWidget

from .widgets.wheel_guard import wheel_when_focused

MOST = 99999  # the most chips a player can buy in one rebuy (five digits keep the box narrow)
SPACING = 10  # between a name and its box
GAP = 14  # more between one player's box and the next player's name


class Rebuys(QWidget):
    changed = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(SPACING)
        self.grid.setVerticalSpacing(4)
        self.spins: dict[str, QSpinBox] = {}
        self._labels: list[QLabel] = []
        self.columns = 1
        self.wrap = False

    def set_players(self, players: list[str], held: dict[str, int]) -> None:
        """One entry per player, keeping the rebuys already typed for those still playing."""
        old = self.values()
        for w in self._labels + list(self.spins.values()):
            self.grid.removeWidget(w)
            w.hide()
            w.deleteLater()
        self._labels, self.spins = [], {}
        for name in players:
            label = QLabel(self.tr("{name} (holds {n})").format(name=name, n=held.get(name, 0)))
            label.setWordWrap(self.wrap)
            self._labels.append(label)
            spin = wheel_when_focused(QSpinBox())
            spin.setRange(0, MOST)
            spin.setValue(old.get(name, 0))
            spin.setAccessibleName(self.tr("{name}: rebuy").format(name=name))
            spin.lineEdit().textChanged.connect(self.changed)  # a rebuy being typed, or none, checked as shown
            spin.ensurePolished()  # the style sheet's font and padding
            # room for the most chips and the arrows (the style's 4 + 26 px padding, the border), not
            # the column's width
            spin.setMaximumWidth(spin.fontMetrics().horizontalAdvance(str(MOST)) + 38)
            self.spins[name] = spin
        self._lay_out()

    def set_columns(self, columns: int, wrap: bool = False) -> None:
        """``columns`` of entries; ``wrap``: a name too long for a narrow column takes two lines."""
        for label in self._labels:
            label.setWordWrap(wrap)
        if (columns, wrap) != (self.columns, self.wrap):
            self.columns, self.wrap = columns, wrap
            self._lay_out()

    def column_width(self) -> int:
        """One column of entries: the longest name's on one line, and a box."""
        if not self.spins:
            return 0
        for label in self._labels:
            label.ensurePolished()  # the style sheet's font
        # the text's own width: a label that wraps (beside the mode and chips) hints at less
        return max(label.fontMetrics().horizontalAdvance(label.text()) for label in self._labels) + SPACING \
            + max(min(spin.sizeHint().width(), spin.maximumWidth()) for spin in self.spins.values())

    def columns_for(self, width: int) -> int:
        """The most columns of entries (up to three) side by side in ``width``."""
        between = 2 * SPACING + GAP
        return max(1, min(3, len(self.spins), (width + between) // (self.column_width() + between)))

    def values(self) -> dict[str, int]:
        return {p: spin.value() for p, spin in self.spins.items()}

    def _lay_out(self) -> None:
        # down each column first, so the seat order reads top to bottom as in the players list
        for w in self._labels + list(self.spins.values()):
            self.grid.removeWidget(w)
        for c in range(self.grid.columnCount()):
            self.grid.setColumnStretch(c, 0)
            self.grid.setColumnMinimumWidth(c, 0)
        for r in range(self.grid.rowCount()):
            self.grid.setRowStretch(r, 0)
        rows = -(-len(self._labels) // self.columns) if self._labels else 0
        for i, (label, spin) in enumerate(zip(self._labels, self.spins.values())):
            row, col = i % rows, 3 * (i // rows)  # a gap column between entries
            self.grid.addWidget(label, row, col)
            self.grid.addWidget(spin, row, col + 1)
            self.grid.setColumnMinimumWidth(col + 2, GAP)
            label.show()
            spin.show()
        # the entries to the left, the room to the right; a wrapping name takes the room it has
        self.grid.setColumnStretch(0 if self.wrap else 3 * self.columns, 1)
        self.grid.setRowStretch(rows, 1)  # and at the top
