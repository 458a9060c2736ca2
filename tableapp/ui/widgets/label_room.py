"""Where a QLabel draws its text. A label with a frame (a style sheet's padding or border makes
one) and no indent of its own keeps half an "x" free on its aligned side (QLabelPrivate::
documentRect): a line measured against the contents rect alone can fit there and still wrap when
drawn, and a box one line high then cuts the two lines at the top and bottom."""
from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QLabel


def label_indent(label: QLabel) -> int:
    """The room QLabel keeps free beside its text, on the sides it is aligned to (0: none)."""
    m = label.indent()
    if m < 0 and label.frameWidth():
        m = label.fontMetrics().horizontalAdvance("x") // 2 - label.margin()
    return max(0, m)


def text_rect(label: QLabel, width: int | None = None, height: int | None = None) -> QRect:
    """The box QLabel draws its text in, for the label at its size or at ``width`` x ``height``."""
    w = label.width() if width is None else width
    h = label.height() if height is None else height
    cr = label.contentsRect()
    m = label.margin()
    rect = QRect(cr.left() + m, cr.top() + m,
                 w - (label.width() - cr.width()) - 2 * m, h - (label.height() - cr.height()) - 2 * m)
    indent = label_indent(label)
    align = label.alignment()
    if indent:
        if align & Qt.AlignmentFlag.AlignLeft:
            rect.setLeft(rect.left() + indent)
        if align & Qt.AlignmentFlag.AlignRight:
            rect.setRight(rect.right() - indent)
        if align & Qt.AlignmentFlag.AlignTop:
            rect.setTop(rect.top() + indent)
        if align & Qt.AlignmentFlag.AlignBottom:
            rect.setBottom(rect.bottom() - indent)
    return rect
