"""The grid entry's cells (a name, its numbers and its note per seat; a heading per column) laid out to
the width they get.

At larger text, or with many seats in two blocks, the names and the headings at their full size are
wider than the window: they were cut ("Maximilian", "Konstantin"), or the page scrolled sideways. So the
names and the headings first give up size, all together and never below their size at 100 % text
(still read from the chairs); then the names break after a hyphen or at a space ("Maximilian-" over
"Alexander"; a Japanese name is never broken); and only when even that is too wide do the blocks go
one under the other. The least width asked of the page is that last arrangement's, so a narrow window
never scrolls sideways; each resize picks the largest arrangement that fits."""
from __future__ import annotations

import re

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QGridLayout, QLabel, QSizePolicy, QWidget

from tableapp.ui import style

NAME, HEAD = 1.35, 1.4  # the names' and the headings' sizes, in text sizes (style.py: seatName, heading)
H_GAP, V_GAP = 16, 6


def break_points(name: str) -> list[str]:
    """The pieces a name may break between: after a hyphen, at a space (a Japanese name is one piece)."""
    return [p for p in re.split(r"(?<=-)|(?<= )", name) if p]


def wrapped(name: str, fm: QFontMetricsF, width: float) -> str:
    """``name`` on as few lines as fit ``width`` (greedy), broken only between its pieces."""
    lines: list[str] = []
    for piece in break_points(name):
        if lines and fm.horizontalAdvance((lines[-1] + piece).rstrip()) <= width:
            lines[-1] += piece
        else:
            lines.append(piece)
    return "\n".join(line.rstrip() for line in lines)


class GridCells(QWidget):
    """Names, boxes (``boxes[row]``: one per column), notes and column headings in blocks of
    ``per_block`` seats side by side; ``sum_label(j)`` is the line under column ``j``."""

    def __init__(self, rows: list[str], heads: list[str], boxes: dict, notes: dict, per_block: int,
                 sums: list[int], parent=None):
        super().__init__(parent)
        self.rows, self.heads_text, self.boxes = rows, heads, boxes
        self.blocks_wanted = 2 if len(rows) > per_block else 1
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(H_GAP)
        self.grid.setVerticalSpacing(V_GAP)
        self.names: dict[str, QLabel] = {}
        for row in rows:
            name = QLabel(row)
            name.setObjectName("seatName")
            name.setToolTip(row)
            name.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
            self.names[row] = name
        self.notes = {row: self._note(str(text)) for row, text in notes.items() if row in self.names}
        # a heading per column and block (two blocks: the second has its own)
        self.heads: list[list[QLabel]] = [[self._head(t) for t in heads] for _ in range(self.blocks_wanted)]
        self.sums: dict[int, QLabel] = {j: QLabel() for j in sums}
        self._shape = None  # (blocks, names' size, headings' size, names broken): as laid out now
        self.arrange(1 << 20)  # the full sizes until the page gives it its width

    def _head(self, text: str) -> QLabel:
        head = QLabel(text)
        head.setProperty("role", "heading")
        return head

    def _note(self, text: str) -> QLabel:
        note = QLabel(text)
        note.setProperty("role", "muted")
        return note

    def sum_label(self, j: int) -> QLabel:
        return self.sums[j]

    # -- sizes -------------------------------------------------------------------------------------------
    def _base(self) -> float:
        """The app's text size now, in points (the plain QWidget rule of the style sheet)."""
        self.ensurePolished()
        return self.font().pointSizeF() if self.font().pointSizeF() > 0 else float(style.BASE_PT)

    def _font(self, pt: float) -> QFont:
        f = QFont(self.font())
        f.setPointSizeF(pt)
        f.setBold(True)
        return f

    def _sizes(self) -> list[tuple[int, int]]:
        """(names', headings') point sizes, from the full ones down to their sizes at 100 % text."""
        base = self._base()
        top_n, top_h = round(base * NAME), round(base * HEAD)
        low_n, low_h = min(top_n, round(style.BASE_PT * NAME)), min(top_h, round(style.BASE_PT * HEAD))
        out, k = [], 1.0
        while True:
            n, h = max(low_n, round(top_n * k)), max(low_h, round(top_h * k))
            if not out or out[-1] != (n, h):
                out.append((n, h))
            if n == low_n and h == low_h:
                return out
            k *= 0.94

    def _box_width(self, j: int) -> int:
        """The least width the layout gives column ``j``'s boxes (their own minimum when one is set)."""
        return max(b[j].minimumWidth() or b[j].minimumSizeHint().width() for b in self.boxes.values()) \
            if self.boxes else 0

    def _fixed(self, blocks: int, head_pt: int) -> float:
        """The width of everything but the names, in ``blocks`` blocks with headings at ``head_pt``."""
        fm = QFontMetricsF(self._font(head_pt))
        cols = sum(max(self._box_width(j), fm.horizontalAdvance(t) + 2) for j, t in enumerate(self.heads_text))
        note = max((n.sizeHint().width() for n in self.notes.values()), default=0)
        per = cols + H_GAP * len(self.heads_text) + (note + H_GAP if note else 0)
        return blocks * per + H_GAP * (blocks - 1)

    def _name_width(self, fm: QFontMetricsF, broken: bool, blocks: int) -> float:
        """The names' columns together: in each block, its widest name (or piece of one)."""
        per_block = -(-len(self.rows) // blocks) if self.rows else 1
        total = 0.0
        for b in range(blocks):
            rows = self.rows[b * per_block:(b + 1) * per_block]
            pieces = [p.rstrip() for row in rows for p in break_points(row)] if broken else rows
            total += max((fm.horizontalAdvance(p) for p in pieces), default=0) + 2
        return total

    def arrangement(self, width: int) -> tuple[int, int, int, bool]:
        """The largest (blocks, names' size, headings' size, names broken) that fits ``width``."""
        sizes = self._sizes()
        for blocks in sorted({self.blocks_wanted, 1}, reverse=True):
            for broken in (False, True):
                for n, h in sizes:
                    need = self._fixed(blocks, h) + self._name_width(QFontMetricsF(self._font(n)), broken, blocks)
                    if need <= width:
                        return blocks, n, h, broken
        n, h = sizes[-1]
        return 1, n, h, True

    def _width(self, broken: bool, smallest: bool) -> int:
        """The width of the wanted blocks, the names whole or broken, at the full or the smallest sizes."""
        n, h = self._sizes()[-1 if smallest else 0]
        names = self._name_width(QFontMetricsF(self._font(n)), broken, self.blocks_wanted)
        return int(self._fixed(self.blocks_wanted, h) + names + 0.99)

    def minimumSizeHint(self):
        """As narrow as the blocks side by side, the names broken at their smallest: a row (SideBySide)
        puts the grid above its buttons rather than narrower than that."""
        size = super().minimumSizeHint()
        size.setWidth(self._width(broken=True, smallest=True))
        return size

    def sizeHint(self):
        """As wide as the names whole at their smallest: given that much, no name is broken (lower rows;
        beside its buttons, the grid gets that much before they get more than theirs)."""
        size = super().sizeHint()
        size.setWidth(self._width(broken=False, smallest=True))
        return size

    # -- arranging ---------------------------------------------------------------------------------------
    def arrange(self, width: int) -> None:
        shape = self.arrangement(width)
        if shape == self._shape:
            return
        self._shape = shape
        blocks, n, h, broken = shape
        sheet = lambda pt: f"QLabel {{ font-size: {pt}pt; font-weight: bold; }}"  # noqa: E731 - over the app's rule
        fm = QFontMetricsF(self._font(n))
        room = (width - self._fixed(blocks, h)) / blocks  # (a block's share; its widest piece is within it)
        for row, label in self.names.items():
            label.setStyleSheet(sheet(n))
            label.setText(wrapped(row, fm, room) if broken else row)
        for heads in self.heads:
            for head in heads:
                head.setStyleSheet(sheet(h))
        self._place(blocks)

    def _place(self, blocks: int) -> None:
        grid = self.grid
        while grid.count():
            grid.takeAt(0)
        for c in range(grid.columnCount()):
            grid.setColumnStretch(c, 0)
        per_block = -(-len(self.rows) // blocks) if self.rows else 1
        width = len(self.heads_text) + 2  # name, the columns, a note
        for block in range(blocks):
            for j, head in enumerate(self.heads[block]):
                grid.addWidget(head, 0, block * width + j + 1)
            grid.setColumnStretch(block * width, 1)  # room to spare goes to the names
        for heads in self.heads[blocks:]:
            for head in heads:
                head.hide()
        for heads in self.heads[:blocks]:
            for head in heads:
                head.show()
        for k, row in enumerate(self.rows):
            i, at = 1 + k % per_block, (k // per_block) * width
            grid.addWidget(self.names[row], i, at)
            for j, box in enumerate(self.boxes[row], start=1):
                grid.addWidget(box, i, at + j)
            if row in self.notes:
                grid.addWidget(self.notes[row], i, at + len(self.heads_text) + 1)
        for j, label in self.sums.items():
            grid.addWidget(label, per_block + 1, j + 1, Qt.AlignmentFlag.AlignCenter)
        self.updateGeometry()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.arrange(self.width())

    def event(self, event) -> bool:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange) and self._shape is not None:
            self._shape = None  # View > Larger text: the sizes anew
            self.updateGeometry()
            if self.width() > 0:
                self.arrange(self.width())
        return super().event(event)
