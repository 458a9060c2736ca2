"""What random games and leak checks read: a random card the table could report (physical), a
random score (quick entry), and the same table with the hidden cards drawn anew (digital: the deck
order and which cards were burned; everything else lies face up, A.7)."""
from __future__ import annotations

import random
from collections import Counter

from . import actions as A
from .state import CARD, QUICK, State, replace


def random_fact(s: State, rng: random.Random) -> A.Action | None:
    if s.mode != "physical":
        return None
    if s.phase == CARD:  # a value the table could deal, about as likely as at a real table
        left = {v: v - s.known(v) for v in range(1, 11) if s.known(v) < v}
        return A.Card(value=rng.choices(list(left), weights=list(left.values()))[0])
    if s.phase == QUICK:
        scored = Counter(v for c in s.scores.values() for v in c)
        while True:
            v, how = rng.randint(1, 10), rng.choice(["pair", "fold"])
            if scored[v] <= (v - 2 if how == "pair" else v - 1) and not (how == "pair" and v == 1):
                return A.Score(player=rng.choice(s.seats), value=v, how=how)
    return None


def scramble(s: State, seat: str | None, rng: random.Random) -> State | None:
    """Digital: the deck and the burned cards dealt anew among themselves (the cards discarded
    face up since the last shuffle stay known). Physical: the app holds nothing hidden."""
    if s.mode != "digital":
        return None
    seen = Counter({v: n for v, n in enumerate(s.seen_out) if n})
    burned = list((Counter(s.discard) - seen).elements())
    pool = list(s.deck) + burned
    rng.shuffle(pool)
    deck = tuple(pool[:len(s.deck)])
    return replace(s, deck=deck, discard=tuple(seen.elements()) + tuple(pool[len(s.deck):]))
