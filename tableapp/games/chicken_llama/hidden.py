"""What nobody (or one seat) may see, drawn anew: for random games and the leak checks of the
every-engine test (Engine.random_fact, Engine.scramble)."""
from __future__ import annotations

import random

from . import actions as A
from . import state as st
from .bills import BILLS, MINORITY
from .state import State, replace


def random_fact(s: State, rng: random.Random) -> A.Action | None:
    """Physical CL-R10: hands the table could show, within the 20 + 6 bills (§6)."""
    if s.phase != st.REVEAL:
        return None
    bills = ["m"] * MINORITY + ["M"] * (BILLS - MINORITY)
    rng.shuffle(bills)
    hands = {}
    for p in s.rnd.active:
        drawn = s.rnd.drawn.get(p)
        size = 2 + drawn if drawn is not None else rng.randint(2, 5)
        mine, bills = bills[:size], bills[size:]
        majority = mine.count("M")
        llamas, chickens = (size - majority, majority) if s.opts.role_swap else (majority, size - majority)
        hands[p] = A.Counts(llamas=llamas, chickens=chickens)
    return A.Reveal(hands=hands)


def _visible(s: State, seat: str | None) -> set[int]:
    """The bills whose animal ``seat`` may see now: its own looked-at bills and public reveals."""
    r = s.rnd
    out: set[int] = set()
    if seat is not None and seat in r.hands:
        out |= {b for b, seen in zip(r.hands[seat], r.seen[seat]) if seen}
    if s.phase == st.SETTLE:
        for p in r.counts:
            out |= set(r.hands[p])
    return out


def scramble(s: State, seat: str | None, rng: random.Random) -> State:
    """Digital: every bill ``seat`` has not seen swaps identity with another unseen bill bearing
    the same marks (its back looks the same), so hidden animals and the pile's order change."""
    r = s.rnd
    if s.mode != "digital" or r is None:
        return s
    hidden = [b for b in range(BILLS) if b not in _visible(s, seat)]
    pi = list(range(BILLS))
    by_marks: dict[int, list[int]] = {}
    for b in hidden:
        by_marks.setdefault(s.marks[b], []).append(b)
    for group in by_marks.values():
        shuffled = group[:]
        rng.shuffle(shuffled)
        for a, b in zip(group, shuffled):
            pi[a] = b
    r2 = replace(r, pile=tuple(pi[b] for b in r.pile), hands={p: tuple(pi[b] for b in h) for p, h in r.hands.items()})
    return replace(s, rnd=r2)
