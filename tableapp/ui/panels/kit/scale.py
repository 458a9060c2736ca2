"""Text scale for panels: sizes as multiples of the app's text size, so View > Larger text grows a
panel's big type with everything else.

Mark a widget with :func:`sized`; the kit's panel gives every marked widget its size when the page
is built and again whenever the text size changes (:func:`restyle`)."""
from __future__ import annotations

from PySide6.QtWidgets import QWidget

from tableapp.ui import style


def sized(widget: QWidget, factor: float, extra: str = "") -> QWidget:
    """Mark ``widget`` to be drawn at ``factor`` times the app's text size (see :func:`restyle`)."""
    widget.setProperty("ldFactor", factor)
    widget.setProperty("ldExtra", extra)
    return widget


def base_pt(widget: QWidget) -> float:
    """The app's text size in points, as its style sheet gives it to a plain widget."""
    widget.ensurePolished()
    size = widget.font().pointSizeF()
    return size if size > 0 else float(style.BASE_PT)


def restyle(root: QWidget, base: float) -> None:
    """Give every marked widget under ``root`` its size (again, after the text scale changed)."""
    for w in [root, *root.findChildren(QWidget)]:
        factor = w.property("ldFactor")
        if factor:
            apply_size(w, base)


def apply_size(w: QWidget, base: float) -> None:
    size = max(7, round(base * float(w.property("ldFactor"))))
    t = style.THEME
    # a chosen (checked) button reads as chosen from across the table: the app's accent
    sheet = (f"* {{ font-size: {size}pt; {w.property('ldExtra') or ''} }} "
             f"*:checked {{ background: {style.ACCENT}; color: {t.on_accent}; border-color: {t.checked_line}; }} "
             # a disabled button looks disabled, whatever its own colours (e.g. Challenge)
             f"*:disabled {{ background: {t.button}; color: {style.OUT}; border-color: {t.line_dim}; }}")
    w.setProperty("ldBase", base)
    if w.styleSheet() != sheet:  # setting a style sheet costs about a millisecond
        w.setStyleSheet(sheet)
