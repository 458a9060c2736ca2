"""Redraw the sample sheets in docs/: ``python -m tableapp.ui.art.sheets [outdir]``.

The sheets are for people reviewing the art (README, pull requests), not for players, so
their captions are plain English.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QRegion
from PySide6.QtWidgets import QWidget

from .bills import BillWidget, paint_bill_animal, paint_bill_back
from .cards import RATIO, paint_card
from .dice import PIP_FACES, POKER_FACES, paint_die

BACK = QColor("#14181c")  # the app's window colour
FELT = QColor("#0d5c3a")
CAPTION = QColor("#f4f4f4")


def _sheet(width: int, height: int) -> tuple[QImage, QPainter]:
    img = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(BACK)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    return img, p


def _caption(p: QPainter, x: float, y: float, text: str, size: int = 15) -> None:
    f = QFont()
    f.setPixelSize(size)
    f.setBold(True)
    p.setFont(f)
    p.setPen(CAPTION)
    p.drawText(QRectF(x, y, 1200, size * 1.6), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)


def dice_sheet() -> QImage:
    big, small, gap = 110, 36, 10
    img, p = _sheet(6 * (big + gap) + 2 * gap + 6 * (small + 6) + 40, 4 * (big + 40) + 30)
    rows = [
        ("Poker dice", [(f, {}) for f in POKER_FACES]),
        ("Ordinary dice (house option)", [(f, {"pips": True}) for f in PIP_FACES]),
        ("Selected for reroll", [("A", {"selected": True}), ("10", {"selected": True}),
                                 ("9", {"selected": True}), ("5", {"pips": True, "selected": True})]),
        ("Hidden under the cup", [("A", {"hidden": True}), ("K", {"hidden": True, "selected": True})]),
    ]
    y = 10
    for title, faces in rows:
        _caption(p, gap, y, title)
        y += 28
        for i, (face, kw) in enumerate(faces):
            paint_die(p, QRectF(gap + i * (big + gap), y, big, big), face, **kw)
            sx = 2 * gap + 6 * (big + gap) + 20
            paint_die(p, QRectF(sx + i * (small + 6), y + (big - small) / 2, small, small), face, **kw)
        y += big + 12
    p.end()
    return img


def bills_sheet() -> QImage:
    w, h, gap = 300, 150, 18
    img, p = _sheet(3 * (w + gap) + gap, 3 * (h + 40) + 10 + 20 + 118 + 12)
    # the table felt behind the bills: folded corners show it through
    p.fillRect(QRectF(0, 0, img.width(), img.height()), FELT)
    backs = [
        ("Common side, unmarked", frozenset()),
        ("Folds tl + br, crease h", frozenset({"tl", "br", "h"})),
        ("Crease v, dots d1 d5 d9", frozenset({"v", "d1", "d5", "d9"})),
        ("Fold tr, dots d3 d4 d8", frozenset({"tr", "d3", "d4", "d8"})),
        ("Fold bl, creases h + v", frozenset({"bl", "h", "v"})),
        ("All 15 marks", frozenset({"tl", "tr", "bl", "br", "h", "v"} | {f"d{i}" for i in range(1, 10)})),
    ]
    y = 10
    for i, (title, marks) in enumerate(backs):
        x = gap + (i % 3) * (w + gap)
        if i and i % 3 == 0:
            y += h + 40
        _caption(p, x, y, title)
        paint_bill_back(p, QRectF(x, y + 28, w, h), marks)
    y += h + 40
    for i, animal in enumerate(("llama", "chicken", "unknown")):
        x = gap + i * (w + gap)
        _caption(p, x, y, f"Animal side: {animal}")
        paint_bill_animal(p, QRectF(x, y + 28, w, h), animal)
    y += h + 40
    _caption(p, gap, y, "Small (120 x 60): unmarked, tl+h+d5, llama, chicken, unknown")
    _caption(p, gap + 5 * (120 + gap) + 20, y, "Marking mode (hover d6)")
    demo = BillWidget({"tl", "d5"}, markable=True)
    demo.resize(220, 118)
    demo._hover = "d6"  # as if the pointer rested there
    demo.render(p, QPoint(gap + 5 * (120 + gap) + 20, y + 20), QRegion(),
                QWidget.RenderFlag.DrawChildren)  # no window background: the felt shows
    sw, sh = 120, 60
    small = [("b", frozenset()), ("b", frozenset({"tl", "h", "d5"})), ("a", "llama"), ("a", "chicken"),
             ("a", "unknown")]
    for i, (kind, what) in enumerate(small):
        r = QRectF(gap + i * (sw + gap), y + 28, sw, sh)
        paint_bill_back(p, r, what) if kind == "b" else paint_bill_animal(p, r, what)
    p.end()
    return img


def cards_sheet() -> QImage:
    big, small, gap = 150, 48, 10
    w = round(big * RATIO)
    img, p = _sheet(10 * (w + gap) + gap, 4 * (big + 40) + 2 * (small + 40) + 20)
    p.fillRect(QRectF(0, 0, img.width(), img.height()), FELT)
    rows = [
        ("The Pairs deck: the value, and as many dots as the deck holds of it", [str(v) for v in range(1, 11)]),
        ("Standard deck: four suit colours, each with its symbol and letter", ["AS", "KH", "QD", "JC", "10S",
                                                                               "9H", "2D", "7C", "JOKER1", "JOKER2"]),
        ("Face down, selected, cannot be played now, an empty place", [None, ("AH", "sel"), ("5", "sel"),
                                                                       ("KS", "dim"), ("3", "dim"), ""]),
    ]
    y = 10
    for title, faces in rows:
        _caption(p, gap, y, title)
        y += 28
        for i, face in enumerate(faces):
            kw = {}
            if isinstance(face, tuple):
                face, how = face
                kw = {"selected": how == "sel", "dim": how == "dim"}
            paint_card(p, QRectF(gap + i * (w + gap), y, w, big), face, **kw)
        y += big + 12
    _caption(p, gap, y, "Small (48 px): as in a game log or a seat")
    y += 28
    for i, face in enumerate(["1", "7", "10", "AS", "10H", "QD", "2C", "JOKER1", None]):
        paint_card(p, QRectF(gap + i * (small * RATIO + 6), y, small * RATIO, small), face)
    p.end()
    return img


def main(argv: list[str]) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication
    app = QApplication.instance() or QApplication([])  # noqa: F841 (fonts need an application)
    out = Path(argv[1]) if len(argv) > 1 else Path(__file__).resolve().parents[3] / "docs"
    out.mkdir(parents=True, exist_ok=True)
    dice_sheet().save(str(out / "art-dice.png"))
    bills_sheet().save(str(out / "art-bills.png"))
    cards_sheet().save(str(out / "art-cards.png"))
    print(out / "art-dice.png", out / "art-bills.png", out / "art-cards.png")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
