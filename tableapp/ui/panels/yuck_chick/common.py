"""Small shared pieces of the Yuck, Chick, Knock, Down panel: its words' context, labels, the
engine's message line, and its looks at the app's text size."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..kit.labels import ErrorLabel as MessageLine  # noqa: F401 - the panel's modules import them from here
from ..kit.labels import label, set_text  # noqa: F401

CONTEXT = "YuckChickPanel"


def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def panel_style(base: float) -> str:
    """The panel's own looks; sizes are multiples of the app's text size ``base`` (pt)."""
    from tableapp.ui import style

    t = style.THEME
    pt = lambda f: f"{max(7.0, base * f):.1f}pt"  # noqa: E731
    return f"""
QWidget[yc="clear"] {{ background: transparent; }}
/* the turn's thicker border (5 px, style.py) takes the padding's room: a tile keeps its size, nothing moves */
QWidget#seat {{ padding: 2px; }}
QWidget#seat[turn="true"] {{ padding: 0px; }}
QLabel[yc="turn"] {{ font-size: {pt(1.5)}; font-weight: bold; color: {t.turn}; }}
QLabel[yc="streak"] {{ background: {t.turn_fill}; color: {t.on_turn}; font-weight: bold; border-radius: 6px;
                       padding: 2px 10px; font-size: {pt(1.35)}; }}
QLabel[yc="deck"] {{ color: {style.MUTED}; font-size: {pt(1.15)}; }}
QWidget#seat QLabel#seatName {{ font-size: {pt(1.2)}; }}
QLabel[yc="chips"] {{ font-size: {pt(1.1)}; font-weight: bold; }}
QLabel[yc="status"] {{ color: {style.MUTED}; }}
QLabel[yc="hint"] {{ color: {style.MUTED}; }}
CardRow {{ font-weight: bold; }}
QLabel[yc="hand"] {{ font-size: {pt(1.2)}; font-weight: bold; color: {t.turn}; }}
QPushButton[role="action"] {{ font-size: {pt(1.2)}; padding: 8px 12px; }}
QPushButton[yc="key"] {{ font-size: {pt(1.15)}; padding: 2px 2px; text-align: center; }}
QPushButton[yc="unavailable"] {{ background: {t.button}; color: {style.OUT}; border-color: {t.line_dim}; }}
"""
