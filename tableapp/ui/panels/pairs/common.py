"""Small shared pieces of the Pairs panel: its words' context, labels, chips in words, its looks."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel

from ..kit.labels import ErrorLabel, set_text  # noqa: F401 - the panel's modules import them from here


def tr(context: str, text: str) -> str:
    """``tr("PairsPanel", "...")``: the context written out, so tools/update_translations.py finds it."""
    return QCoreApplication.translate(context, text)


def label(text: str = "", pp: str | None = None, role: str | None = None, wrap: bool = False) -> QLabel:
    out = QLabel(text)
    if pp:
        out.setProperty("pp", pp)
    if role:
        out.setProperty("role", role)
    out.setWordWrap(wrap)
    return out


def chips_text(n: int) -> str:
    return tr("PairsPanel", "1 chip") if n == 1 else tr("PairsPanel", "{n} chips").format(n=n)


def panel_style(base: float) -> str:
    """The panel's own looks; sizes are multiples of the app's text size ``base`` (pt), so
    View > Larger text grows them too."""
    from tableapp.ui import style

    t = style.THEME

    def pt(f: float) -> str:
        return f"{max(7.0, base * f):.1f}pt"

    return f"""
QLabel[pp] {{ background: transparent; }}
QLabel[pp="dealer"] {{ background: {t.ink}; color: {t.back}; font-weight: bold; font-size: {pt(0.9)};
    border-radius: {pt(0.75)}; padding: 0px 6px; min-width: {pt(0.6)}; }}
QLabel[pp="turn"] {{ background: {t.turn_fill}; color: {t.on_turn}; font-weight: bold; font-size: {pt(0.9)};
    border-radius: {pt(0.75)}; padding: 0px 5px; }}
QLabel[pp="instruction"] {{ background: {t.warn_back}; border: 2px solid {t.warn_line}; border-radius: 6px;
    padding: 2px 8px; font-size: {pt(1.05)}; font-weight: bold; }}
QLabel[pp="step"] {{ color: {style.MUTED}; font-weight: bold; }}
QPushButton[pp="value"] {{ font-size: {pt(1.6)}; font-weight: bold; padding: 6px 4px; background: {t.action};
    border-color: {style.ACCENT}; }}
QPushButton[pp="value"]:checked, QPushButton[pp="seat"]:checked, QPushButton[pp="how"]:checked {{
    background: {style.ACCENT}; color: {t.on_accent}; border-color: {t.checked_line}; }}
QPushButton[pp="seat"], QPushButton[pp="how"], QPushButton[role="quick"] {{ font-size: {pt(1.1)}; font-weight: bold; padding: 6px 8px;
    background: {t.action}; border-color: {style.ACCENT}; }}
"""
