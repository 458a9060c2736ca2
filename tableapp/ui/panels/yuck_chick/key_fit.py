"""The table's key buttons (a digital showdown's "Reveal <long name>'s hand") in smaller type when
their button is too narrow at larger text, never below the 100% text size: never cut."""
from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QPushButton, QStyle, QStyleOptionButton

from tableapp.ui import style
from tableapp.ui.panels.kit.scale import base_pt


class KeyFit(QObject):
    """Watches the buttons given to ``watch``; each is measured again when its width or text changes."""

    def watch(self, buttons: list[QPushButton]) -> None:
        for b in buttons:
            if not b.property("ycWatched"):
                b.setProperty("ycWatched", True)
                b.installEventFilter(self)
            fit(b)

    def eventFilter(self, obj, event) -> bool:
        if event.type() == QEvent.Type.Resize:
            fit(obj)
        return False


def fit(b: QPushButton) -> None:
    base = base_pt(b.parentWidget() or b)
    shape = (b.text(), b.width(), base)
    if b.property("ycFit") == shape or b.width() < 20:
        return
    if b.property("ycBase") != base:  # new, or a new text size: its own type measured afresh
        b.setStyleSheet("")
        b.ensurePolished()
        b.setProperty("ycNatural", b.font().pointSizeF())
        b.setProperty("ycBase", base)
    natural = float(b.property("ycNatural"))
    least = math.ceil(natural * min(1.0, style.BASE_PT / base) * 10) / 10  # its size at 100% text
    opt = QStyleOptionButton()
    b.initStyleOption(opt)
    room = b.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, opt, b).width() - 2
    font = QFont(b.font())
    text = b.text().replace("&&", "&")
    size = natural
    while size > least:
        font.setPointSizeF(size)
        if QFontMetricsF(font).horizontalAdvance(text) <= room:
            break
        size = max(least, math.floor(size * 0.94 * 10) / 10)  # as the style sheet sets it (a tenth of a point)
    sheet = f"font-size: {size:.1f}pt;" if size < natural else ""
    if b.styleSheet() != sheet:
        b.setStyleSheet(sheet)
    b.setProperty("ycFit", shape)
