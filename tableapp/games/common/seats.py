"""Seat rotation: who sits next, clockwise, among the players still in."""
from __future__ import annotations

from collections.abc import Collection, Sequence


def clockwise(seats: Sequence[str], first: str, among: Collection[str] | None = None) -> list[str]:
    """The seats in clockwise order starting at ``first``, keeping only ``among`` (all by default)."""
    i = seats.index(first)
    order = list(seats[i:]) + list(seats[:i])
    return order if among is None else [p for p in order if p in among]


def left_of(seats: Sequence[str], seat: str, among: Collection[str] | None = None) -> str:
    """The first of ``among`` clockwise after ``seat`` (``seat`` itself if nobody else is in)."""
    order = clockwise(seats, seat)[1:] + [seat]
    for p in order:
        if among is None or p in among:
            return p
    raise ValueError("nobody is in")
