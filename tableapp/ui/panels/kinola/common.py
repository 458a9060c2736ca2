"""Small shared pieces of the Kinola panel: its words, a label maker, the error line, its looks."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..kit.labels import ErrorLabel, label, set_text  # noqa: F401 - the panel's modules import them from here

SUIT_SYMBOL = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def tr(text: str) -> str:
    return QCoreApplication.translate("KinolaPanel", text)


def card_lines(lines: float, base: float) -> float:
    """A card's height in text lines at text size ``base`` (pt): cards grow with the square root of
    the text size, so larger text still leaves the page its room on a laptop."""
    from tableapp.ui import style

    return lines * min(1.0, (style.BASE_PT / base) ** 0.5) if base > 0 else lines


def floor(smallest: float, base: float) -> float:
    """A FitLabel's smallest size at text size ``base`` (pt): at larger text it may go down to the
    100% size (a long Japanese prompt or round report at 200% was cut), never below it."""
    from tableapp.ui import style

    return min(smallest, style.BASE_PT / base) if base > 0 else smallest


def joined(items) -> str:
    """A list in words: "a, b, c" (Japanese: "a、b、c"), the separator translated as a whole."""
    return tr(", ").join(i for i in items if i)


def suit_words(suit: str | None) -> str:
    """A suit in words with its symbol (never the colour alone): "♥ hearts"."""
    names = {"S": tr("♠ spades"), "H": tr("♥ hearts"), "D": tr("♦ diamonds"), "C": tr("♣ clubs")}
    return names.get(suit or "", "")


def panel_style(base: float) -> str:
    """The panel's looks; sizes are multiples of the app's text size ``base`` (pt)."""
    from tableapp.ui import style

    t = style.THEME

    def pt(f: float) -> str:
        return f"{max(7.0, base * f):.1f}pt"

    seat_back, seat_line = t.seat
    return f"""
QLabel[kn="pot"] {{ font-size: {pt(1.7)}; font-weight: bold; color: {t.on_felt}; background: {t.felt};
                    border: 2px solid {t.felt_edge}; border-radius: 8px; padding: 2px 14px; }}
QLabel[kn="round"] {{ font-size: {pt(1.2)}; font-weight: bold; }}
QLabel[kn="fact"] {{ color: {style.MUTED}; }}
QLabel[kn="led"] {{ font-size: {pt(1.2)}; font-weight: bold; }}
QLabel[kn="chips"] {{ font-size: {pt(1.15)}; font-weight: bold; }}
QLabel[kn="note"] {{ font-weight: bold; }}
QLabel[kn="status"] {{ color: {style.MUTED}; }}
QLabel[kn="badge"] {{ background: {t.turn_fill}; color: {t.on_turn}; font-weight: bold; border-radius: 5px;
                      padding: 0px 4px; font-size: {pt(0.9)}; }}
QLabel[kn="caption"] {{ color: {style.MUTED}; }}
QLabel[kn="line"] {{ font-size: {pt(1.0)}; }}
QFrame[kn="seat"] {{ background: {seat_back}; border: 2px solid {seat_line}; border-radius: 8px; }}
QFrame[kn="seat"][turn="true"] {{ background: {t.turn_back}; border: 3px solid {t.turn}; }}
QFrame[kn="seat"][out="true"] {{ border-style: dashed; }}
QFrame[kn="seat"] QLabel {{ background: transparent; border: none; }}
QFrame[kn="seat"] QLabel[kn="badge"] {{ background: {t.turn_fill}; }}
"""
