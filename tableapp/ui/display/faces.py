"""A seat's face-up cards or dice on the table display ("[3♥] [10] [7]"), laid out as lines of whole
cards: the first beside the chips (where the chips leave room), the rest under them at the box's
width. A card is never split between lines; a line past the last one allowed ends in "…"."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetricsF


def card_lines(faces: str, font: QFont, first: float, width: float, most: int = 99) -> list[str]:
    """``faces`` (cards separated by spaces) in lines: the first ``first`` px wide ("" when not even
    one card fits there), the others ``width``; at most ``most`` lines, the last one cut with "…"."""
    fm = QFontMetricsF(font)
    cards = faces.split()
    lines: list[str] = []
    room = first
    line = ""
    for card in cards:
        wider = f"{line} {card}" if line else card
        if fm.horizontalAdvance(wider) <= room:
            line = wider
            continue
        if line or not lines:  # close this line ("" beside the chips: the cards begin under them)
            lines.append(line)
        line, room = card, width
    lines.append(line)
    if len(lines) > most:
        rest = " ".join(lines[most - 1:]).strip()
        lines = lines[:most - 1] + [fm.elidedText(rest, Qt.TextElideMode.ElideRight, width if most > 1 else first)]
    return [fm.elidedText(t, Qt.TextElideMode.ElideRight, first if i == 0 else width) for i, t in enumerate(lines)]
