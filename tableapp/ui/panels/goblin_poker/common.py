"""Small shared pieces of the Goblin Poker panel: its words, labels, and its looks."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from ..kit.labels import ErrorLabel, label, set_text  # noqa: F401 - the panel's modules import them from here

CONTEXT = "GoblinPokerPanel"


def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def chips_text(n: int) -> str:
    """"1 chip", "12 chips": whole sentences per count, so no language gets an English plural."""
    return tr("1 chip") if n == 1 else tr("{n} chips").format(n=n)


def set_flag(widget: QWidget, name: str, on: bool) -> None:
    """A style property (a seat's turn, a slot being entered), repolished only when it changed."""
    if bool(widget.property(name)) != on:
        widget.setProperty(name, on)
        widget.style().unpolish(widget)
        widget.style().polish(widget)


class NameLabel(QLabel):
    """A player's name on one line: whole where it fits, else cut with "…" (the tooltip says it whole)."""

    def __init__(self, gp: str = "name", parent=None):
        super().__init__(parent)
        self.setProperty("gp", gp)
        self.setMinimumWidth(1)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self._full = ""

    def set_name(self, name: str) -> None:
        if name != self._full:
            self._full = name
            self.setToolTip(name)
            self.setAccessibleName(name)
            self._elide()

    def full(self) -> str:
        return self._full

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._elide()

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._elide()

    def _elide(self) -> None:
        text = self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight, max(1, self.width()))
        if text != self.text():
            self.setText(text)

    def sizeHint(self) -> QSize:
        return QSize(self.fontMetrics().horizontalAdvance(self._full) + 2, super().sizeHint().height())


def panel_style(base: float) -> str:
    """The panel's own looks; sizes are multiples of the app's text size ``base`` (pt)."""
    from tableapp.ui import style

    t = style.THEME
    pt = lambda f: f"{max(7.0, base * f):.1f}pt"  # noqa: E731
    capped = lambda f, most: f"{max(base, min(base * f, most)):.1f}pt"  # noqa: E731 - large text: no larger
    key = capped(1.45, 24.0)  # ten keys in a row still fit at large text
    big = capped(1.7, 26.0)
    compact = "" if not style.larger_text(base) else f"""
QPushButton[role="action"] {{ font-size: {capped(1.45, 24.0)}; padding: 6px 12px; }}
QWidget#cover QPushButton[role="big"] {{ padding: 4px 16px; }}
QPushButton[gp="key"] {{ padding: 4px 1px; }}
TableMenuButton {{ padding: 2px 10px; }}
"""
    return f"""
QLabel[gp="big"] {{ font-size: {big}; font-weight: bold; }}
QLabel[gp="pot"] {{ font-size: {capped(2.0, 30.0)}; font-weight: bold; }}
QLabel[gp="cost"] {{ font-size: {pt(1.7)}; font-weight: bold; color: {style.TURN}; }}
QLabel[gp="info"], QLabel[gp="status"] {{ color: {style.MUTED}; }}
QLabel[gp="deal"] {{ font-size: {pt(1.05)}; }}
QLabel[gp="prompt"] {{ font-size: {pt(1.15)}; font-weight: bold; }}
QLabel[gp="chips"] {{ font-size: {pt(1.3)}; font-weight: bold; }}
QLabel[gp="name"] {{ font-size: {pt(1.25)}; font-weight: bold; }}
QWidget#gpSeat QLabel[gp="badge"] {{ font-size: {pt(0.9)}; font-weight: bold; color: {t.on_turn}; background: {t.turn_fill};
    border-radius: 5px; padding: 0px 5px; }}
QWidget#gpSeat QLabel[gp="dealer"] {{ font-size: {pt(0.9)}; font-weight: bold; color: {style.INK}; border: 1px solid {style.MUTED};
    border-radius: 5px; padding: 0px 5px; }}
QWidget#gpSeat {{ background: {t.seat[0]}; border: 2px solid {t.seat[1]}; border-radius: 10px; }}
QWidget#gpSeat[turn="true"] {{ border: 4px solid {t.seat_turn[1]}; background: {t.seat_turn[0]}; }}
QWidget#gpSeat[out="true"] {{ background: {t.seat_out[0]}; border-color: {t.seat_out[1]}; }}
QWidget#gpSeat QLabel, QWidget#gpSlot QLabel {{ background: transparent; }}
QWidget#gpSlot {{ border: 2px solid {t.line_dim}; border-radius: 8px; }}
QWidget#gpSlot[current="true"] {{ border: 4px solid {style.TURN}; background: {t.turn_back}; }}
QWidget#gpSlot[fixed="true"] {{ border-style: dotted; }}
QLabel[gp="slotName"] {{ font-weight: bold; }}
QPushButton[gp="key"] {{ font-size: {key}; font-weight: bold; padding: 6px 4px; }}
{compact}"""
