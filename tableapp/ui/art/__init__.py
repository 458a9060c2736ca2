"""Table art drawn with QPainter: dice and bills.

Everything is vector drawing scaled to the target rectangle, so the same code is crisp on a
32 px die in a log line and on a 256 px die across the table, at any device pixel ratio. No
image files: nothing to ship, nothing to blur when the text scale changes.

``python -m tableapp.ui.art.sheets`` redraws the sample sheets in ``docs/art-*.png``.
"""
from __future__ import annotations

import sys


def _keep_none_alive() -> None:
    """Work around PySide6 6.12 on CPython 3.11: every call of a void Qt method (setPen,
    lineTo, drawPath, ...) drops one reference to None that it never took. None's count
    (a few thousand) runs out after a few hundred painted bills and the process aborts with
    "Fatal Python error: none_dealloc". CPython 3.12+ makes None immortal (PEP 683); on 3.11
    we do the same by giving None 2**40 extra references. Harmless, and idempotent enough:
    it runs once per process because modules import once.
    """
    if sys.implementation.name == "cpython" and sys.version_info < (3, 12):
        import ctypes

        ctypes.c_ssize_t.from_address(id(None)).value += 1 << 40


_keep_none_alive()
