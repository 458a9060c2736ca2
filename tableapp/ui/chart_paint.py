"""The chips-over-the-night chart, drawn with QPainter (QtGui only: the window and the report's
picture share it).

Why QPainter and not a plotting library: it adds no dependency (QtCharts is in PySide6-Addons,
+156 MB; matplotlib is ~40 MB with numpy and adds ~0.3 s to an import), so the bundle stays the
size it is and start-up pays nothing (this module is imported only when the chart is opened or a
report is made). The chart is simple: lines, a few ticks, labels.

Each player's line is told apart three ways: colour (a palette safe for colour blindness), a dash
pattern, and the player's name at the line's end (and in the legend with the same pen).
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen

from tableapp.export.night import ChipSeries

# Okabe–Ito, then a few of Paul Tol's: told apart with colour-blind eyes too
COLOURS = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000", "#882255",
           "#44AA99", "#999933"]
# dash patterns in pen widths: solid, dashed, dotted, dash-dot, long dash, dash-dot-dot, ...
DASHES: list[list[float] | None] = [None, [6, 3], [1, 2.5], [6, 2.5, 1, 2.5], [12, 4], [6, 2.5, 1, 2.5, 1, 2.5],
                                    [3, 3], [12, 3, 3, 3], [1, 5], [8, 2, 2, 2, 2, 2]]


def pen_for(k: int, width: float = 2.0) -> QPen:
    pen = QPen(QColor(COLOURS[k % len(COLOURS)]), width)
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    dash = DASHES[k % len(DASHES)]
    if dash is None:
        pen.setStyle(Qt.PenStyle.SolidLine)
    else:
        pen.setDashPattern(dash)
    return pen


def nice_step(span: float, ticks: int = 6) -> int:
    """A round tick step (1, 2, 5 × 10^k) giving about ``ticks`` ticks over ``span``."""
    raw = max(span, 1) / ticks
    mag = 10 ** math.floor(math.log10(raw))
    for m in (1, 2, 5, 10):
        if raw <= m * mag:
            return max(1, int(m * mag))
    return max(1, int(10 * mag))


@dataclass
class Geometry:
    """Where the data went: the plot's rectangle and the scales, for hovering."""

    plot: QRectF
    n: int  # points
    lo: int
    hi: int

    def x(self, i: float) -> float:
        return self.plot.left() + (self.plot.width() * i / max(self.n - 1, 1))

    def y(self, v: float) -> float:
        return self.plot.bottom() - self.plot.height() * (v - self.lo) / max(self.hi - self.lo, 1)

    def index_at(self, px: float) -> int | None:
        if self.n == 0 or not self.plot.adjusted(-6, 0, 6, 0).contains(QPointF(px, self.plot.center().y())):
            return None
        i = round((px - self.plot.left()) / max(self.plot.width(), 1) * max(self.n - 1, 1))
        return min(max(i, 0), self.n - 1)


def paint_chart(p: QPainter, rect: QRectF, series: ChipSeries, game_names: dict[int, str], *,
                axis_label: str = "", hover: int | None = None, scale: float = 1.0,
                font: QFont | None = None) -> Geometry:
    """Draw the chart into ``rect``; ``game_names``: game number -> its name on the axis."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    base = QFont(font) if font is not None else QFont(p.font())
    base.setPointSizeF(max(base.pointSizeF(), 8.0) * scale)
    p.setFont(base)
    fm = QFontMetricsF(base)
    small = QFont(base)
    small.setPointSizeF(base.pointSizeF() * 0.85)
    fms = QFontMetricsF(small)
    p.fillRect(rect, QColor("#ffffff"))

    players = series.players
    points = series.points
    values = [v for pt in points for v in pt.stacks] or [0]
    lo, hi = min(min(values), 0), max(max(values), 1)
    step = nice_step(hi - lo)
    lo = math.floor(lo / step) * step
    hi = math.ceil(hi / step) * step
    if hi == lo:
        hi = lo + step

    label_w = max((fm.horizontalAdvance(n) for n in players), default=0) + 14 * scale
    y_w = max(fm.horizontalAdvance(str(lo)), fm.horizontalAdvance(str(hi))) + 10 * scale
    legend_h = (fm.height() + 8 * scale) * math.ceil(len(players) / max(1, int(rect.width() // (label_w + 50 * scale))))
    plot = QRectF(rect.left() + y_w + 6 * scale, rect.top() + fms.height() * 1.6 + 4 * scale,
                  rect.width() - y_w - label_w - 14 * scale,
                  rect.height() - fms.height() * 1.6 - fm.height() * 2.4 - legend_h - 10 * scale)
    geo = Geometry(plot, len(points), lo, hi)

    # the games: alternate bands, a line and the game's name at each start
    starts = series.game_starts + [(len(points), 0, "")]
    for k, (first, number, _gid) in enumerate(starts[:-1]):
        x0, x1 = geo.x(max(first - 0.5, 0)), geo.x(min(starts[k + 1][0] - 0.5, len(points) - 1))
        if k % 2:
            p.fillRect(QRectF(x0, plot.top(), x1 - x0, plot.height()), QColor("#f1f3f6"))
        p.setPen(QPen(QColor("#8a8f98"), 1 * scale, Qt.PenStyle.SolidLine))
        p.drawLine(QPointF(x0, plot.top() - 2 * scale), QPointF(x0, plot.bottom()))
        p.setFont(small)
        name = fms.elidedText(f"{number} · {game_names.get(number, '')}", Qt.TextElideMode.ElideRight,
                              max(x1 - x0 - 4 * scale, fms.horizontalAdvance("9 …")))
        p.setPen(QColor("#3b4048"))
        p.drawText(QPointF(x0 + 3 * scale, plot.top() - 5 * scale), name)
        p.setFont(base)

    # the grid and the chips axis
    p.setPen(QPen(QColor("#d9dce1"), 1 * scale))
    for v in range(lo, hi + 1, step):
        y = geo.y(v)
        p.setPen(QPen(QColor("#9aa0a8" if v == 0 else "#e2e5e9"), (1.4 if v == 0 else 1) * scale))
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
        p.setPen(QColor("#3b4048"))
        text = str(v)
        p.drawText(QPointF(plot.left() - 6 * scale - fm.horizontalAdvance(text), y + fm.ascent() / 2 - 1), text)
    p.setPen(QPen(QColor("#3b4048"), 1 * scale))
    p.drawLine(plot.bottomLeft(), plot.bottomRight())
    if axis_label:
        p.drawText(QRectF(plot.left(), plot.bottom() + 2 * scale, plot.width(), fm.height() * 1.2),
                   int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop), axis_label)

    # one line per player
    ends: list[tuple[float, int]] = []
    for k, _name in enumerate(players):
        path = QPainterPath()
        for j, (i, v) in enumerate(_thinned([pt.stacks[k] for pt in points], plot.width())):
            pt = QPointF(geo.x(i), geo.y(v))
            if j == 0:
                path.moveTo(pt)
            else:
                path.lineTo(pt)
        p.setPen(pen_for(k, 2.2 * scale))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)
        if points:
            ends.append((geo.y(points[-1].stacks[k]), k))

    # the names at the lines' ends, pushed apart so that none overlaps another
    h = fm.height()
    ends.sort()
    placed: list[list[float]] = []
    for y, k in ends:
        placed.append([max(y, placed[-1][0] + h) if placed else y, k, y])
    overflow = (placed[-1][0] + h / 2 - plot.bottom() - 2 * h) if placed else 0
    if overflow > 0:
        for item in placed:
            item[0] -= overflow
        for a in range(len(placed) - 1, 0, -1):  # keep them apart after the shift
            if placed[a - 1][0] > placed[a][0] - h:
                placed[a - 1][0] = placed[a][0] - h
    for ly, k, y in placed:
        colour = QColor(COLOURS[k % len(COLOURS)])
        p.setPen(QPen(colour, 1 * scale))
        p.drawLine(QPointF(plot.right() + 1, y), QPointF(plot.right() + 6 * scale, ly))
        p.drawText(QPointF(plot.right() + 8 * scale, ly + fm.ascent() / 2 - 1), players[k])

    # the legend: each player's pen and name
    x, y = rect.left() + y_w, rect.bottom() - legend_h + fm.height() * 0.2
    for k, name in enumerate(players):
        w = 36 * scale + fm.horizontalAdvance(name) + 18 * scale
        if x + w > rect.right():
            x, y = rect.left() + y_w, y + fm.height() + 8 * scale
        p.setPen(pen_for(k, 2.2 * scale))
        p.drawLine(QPointF(x, y + fm.height() / 2), QPointF(x + 30 * scale, y + fm.height() / 2))
        p.setPen(QColor("#1f2329"))
        p.drawText(QPointF(x + 36 * scale, y + fm.ascent()), name)
        x += w

    # the action under the mouse: a line, and each player's stack marked
    if hover is not None and 0 <= hover < len(points):
        hx = geo.x(hover)
        p.setPen(QPen(QColor("#1f2329"), 1 * scale, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(hx, plot.top()), QPointF(hx, plot.bottom()))
        for k in range(len(players)):
            p.setPen(QPen(QColor(COLOURS[k % len(COLOURS)]), 2 * scale))
            p.setBrush(QColor("#ffffff"))
            p.drawEllipse(QPointF(hx, geo.y(points[hover].stacks[k])), 3.5 * scale, 3.5 * scale)
    p.restore()
    return geo


def _thinned(values: list[int], width: float) -> list[tuple[int, int]]:
    """(index, value) to draw: every point when they fit, else per pixel column its first, lowest,
    highest and last value (a long night keeps its every peak without 100,000 segments)."""
    n = len(values)
    if n <= max(2 * width, 2):
        return list(enumerate(values))
    per = n / max(width, 1)
    out: list[tuple[int, int]] = []
    start = 0
    while start < n:
        end = min(n, int(start + per) + 1)
        chunk = values[start:end]
        lo_i = start + chunk.index(min(chunk))
        hi_i = start + chunk.index(max(chunk))
        for i in sorted({start, lo_i, hi_i, end - 1}):
            out.append((i, values[i]))
        start = end
    return out
