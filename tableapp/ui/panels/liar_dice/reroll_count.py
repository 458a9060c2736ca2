"""Physical mode: how many dice the receiver rerolls (optional, LD-R4 and §6). Said aloud at
the table; entered here it is shown on the board to everyone, and sent with the call.

Keys (from the panel): R, then 0-5. A blank count ("–") means "not given"."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QButtonGroup, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

from tableapp.ui import style

from tableapp.ui.panels.kit.scale import base_pt, restyle, sized
from tableapp.ui.widgets.side_by_side import SideBySide


class RerollCount(QWidget):
    changed = Signal(object)  # the count (0..5) or None

    def __init__(self, parent=None):
        super().__init__(parent)
        self.count: int | None = None
        self.armed = False  # R pressed: the next digit is the count
        # never narrower than its buttons, its label beside them or, when narrow (larger text), above
        # them (squeezed, they were cut to "Rero" and blank buttons)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        outer = SideBySide(self, spacing=4)
        outer.setContentsMargins(0, 0, 0, 0)
        self.label = sized(QLabel(), 1.1)
        outer.addWidget(self.label)
        row = QHBoxLayout()
        row.setSpacing(4)
        outer.addLayout(row, 1)
        group = QButtonGroup(self)
        group.setExclusive(True)
        self.buttons: dict[int | None, QPushButton] = {}
        for n in (None, 0, 1, 2, 3, 4, 5):
            b = QPushButton("–" if n is None else str(n))
            b.setCheckable(True)
            b.setChecked(n is None)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.setToolTip(QCoreApplication.translate("LiarDicePanel", "Not given") if n is None else
                         QCoreApplication.translate("LiarDicePanel", "1 die rerolled") if n == 1 else
                         QCoreApplication.translate("LiarDicePanel", "{n} dice rerolled").format(n=n))
            sized(b, 1.2, "font-weight: bold; padding: 4px 10px;")
            b.clicked.connect(lambda _=False, n=n: self.set_count(n))
            group.addButton(b)
            row.addWidget(b)
            self.buttons[n] = b
        row.addStretch(1)
        self._show()

    def set_count(self, n: int | None) -> None:
        self.count = n
        self.armed = False
        self.buttons[n].setChecked(True)
        self._show()
        self.changed.emit(n)

    def key(self, name: str) -> bool:
        """R arms; then a digit 0-5 is the count (Esc disarms). Other keys are not ours."""
        if name == "r":
            self.armed = True
            self._show()
            return True
        if not self.armed:
            return False
        self.armed = False
        self._show()
        if len(name) == 1 and name in "012345":
            self.set_count(int(name))
            return True
        return name == "esc"

    def _show(self) -> None:
        tr = QCoreApplication.translate
        if self.armed:
            self.label.setText(tr("LiarDicePanel", "Now 0–5:"))
            sized(self.label, 1.1, f"color: {style.TURN}; font-weight: bold;")
        else:
            self.label.setText(tr("LiarDicePanel", "Rerolled (R):"))
            sized(self.label, 1.1)
        restyle(self.label, base_pt(self))
