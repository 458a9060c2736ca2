"""How wide the players' names column is (the rows' first column: the name, the turn and dealer
badges, and the status under the name unless it sits beside the bills).

A name ends in "…" only when it truly does not fit: the column takes the whole of the widest name
line when the row has the room for it after the coins and the bills, not a fixed share of the row
(at 100 % with five players "Anastasia-Josephine ▶ decides" was cut to "Anastasia…" with 180 px
spare beside the bills). A long status under the name still wraps within STATUS_SHARE of the row, so
that a "folded, voted for Maximilian-Alexander" does not push every row's coins and bills aside."""
from __future__ import annotations

STATUS_SHARE = 0.38  # of the row's width, the most the column takes for a status under the name


def name_line(row) -> int:
    """A row's name whole beside both its badges (shown or not: the column keeps its width from turn
    to turn, whoever decides)."""
    top = row.who_box.layout().itemAt(0).layout()
    name = row.name.fontMetrics().horizontalAdvance(row.name.text()) + 2  # (a pixel's rounding each side)
    return name + sum(b.sizeHint().width() + top.spacing() for b in (row.turn, row.dealer))


def name_share(rows, width: int, least: int, who: int, room: int) -> int:
    """The column's width: every name line whole, and the widest first column (``who``: with a status
    under the name) up to STATUS_SHARE of ``width``, as far as ``room`` (what the coins and the widest
    bills leave) allows; never below ``least`` (a name's first columns, "…" and the badges)."""
    wanted = max(min(who, int(width * STATUS_SHARE)), max(name_line(r) for r in rows))
    return max(least, min(wanted, room))
