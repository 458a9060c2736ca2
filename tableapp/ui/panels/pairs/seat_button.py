"""Quick entry's button for a player: its key and name, the text shrinking to the button's width
(FitButton); a name too long even at the smallest size (larger text, four to a row) keeps its
start and ends in "…", the key and the whole name (its tooltip) still saying who it is."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QStyle, QStyleOptionButton

from tableapp.ui.panels.kit.fit import FitButton


class SeatButton(FitButton):
    def __init__(self, key: int, name: str, parent=None):
        super().__init__(1.1, 0.65, parent=parent)
        self.key, self.name = key, name
        self.setToolTip(name)
        self.setAccessibleName(name)
        self._shown()

    def whole_text(self) -> str:
        return f"{self.key}   {self.name}"

    def _shown(self) -> None:
        """The whole text when it fits at the smallest size, else the name cut to the width."""
        text = self.whole_text()
        if self.width() > self.PADDING:
            fm = QFontMetricsF(self._font(self._smallest))
            opt = QStyleOptionButton()
            self.initStyleOption(opt)
            # the room inside the padding (FitButton's own measure, less 40, leaves more to spare)
            room = self.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, opt, self).width() - 4
            if fm.horizontalAdvance(text) > room:
                key = f"{self.key}   "
                text = key + fm.elidedText(self.name, Qt.TextElideMode.ElideRight, room - fm.horizontalAdvance(key))
        if text != self.text():
            self.setText(text)

    def resizeEvent(self, event) -> None:
        self._shown()
        super().resizeEvent(event)

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() in (event.Type.FontChange, event.Type.StyleChange):  # View > Larger text (a new "ldBase")
            self._shown()
