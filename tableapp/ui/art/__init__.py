"""Table art drawn with QPainter: dice, bills and cards.

Everything is vector drawing scaled to the target rectangle, so the same code is crisp on a
32 px die in a log line and on a 256 px die across the table, at any device pixel ratio. No
image files: nothing to ship, nothing to blur when the text scale changes.

``python -m tableapp.ui.art.sheets`` redraws the sample sheets in ``docs/art-*.png``.
"""
from __future__ import annotations
