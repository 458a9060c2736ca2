"""What nobody (or one seat) may see, drawn anew, and facts the table could report, at random: for
random games and the leak checks (Engine.random_fact, Engine.scramble)."""
from __future__ import annotations

import random

from . import actions as A
from . import state as st
from .state import State, counts, replace, without


def _possible(seen: tuple[int, ...], extra=()) -> list[int]:
    """The values of which a card may still turn up (B.6: v cards of value v)."""
    more = counts(extra)
    return [v for v in range(1, 11) if seen[v] + more[v] < v]


def random_fact(s: State, rng: random.Random) -> A.Action | None:
    """Physical mode: a first card per player, a tie-break card or a dealt card that the cards
    could make; None where the choices name every action (the deal, turns, digital mode)."""
    if s.mode != "physical":
        return None
    if s.phase == st.REVEAL:
        cards: list[int] = []
        for _ in s.active:
            cards.append(rng.choice(_possible(s.seen, cards)))
        return A.Reveal(cards=dict(zip(s.active, cards)))
    if s.phase == st.TIE:
        seen = s.seen if s.deck_count else counts(c for p in s.active for c in s.stacks[p])
        return A.Draw(card=rng.choice(_possible(seen)))
    if s.phase == st.DEALING:
        return A.Dealt(card=rng.choice(_possible(s.seen)))
    return None


def scramble(s: State, seat: str | None, rng: random.Random) -> State | None:
    """Digital: every card ``seat`` may not see dealt out anew, every pile keeping its size: the
    other hands and secret first cards, the deck's order, the cards in the middle (but the seat's
    own pitch) and the out-of-play cards (but the discarded tie-break cards, which lie face up).
    Physical mode keeps no card that anyone may not see: None."""
    if s.mode != "digital":
        return None
    mine = seat if seat in s.active else None
    pool = list(s.pool)
    for c in s.discards:
        pool.remove(c)
    own_pitch = s.pitches.get(mine) if mine is not None else None
    kept = own_pitch is not None and own_pitch in s.middle  # not dealt yet: the seat knows it is there
    middle = without(s.middle, own_pitch) if kept else s.middle
    cards = ([c for p, h in s.hands.items() if p != mine for c in h]
             + [c for p, c in s.chosen.items() if p != mine] + list(s.deck) + list(middle) + pool)
    rng.shuffle(cards)

    def take(n: int) -> tuple[int, ...]:
        out = tuple(cards[:n])
        del cards[:n]
        return out

    hands = {p: h if p == mine else tuple(sorted(take(len(h)))) for p, h in s.hands.items()}
    chosen = {p: c if p == mine else take(1)[0] for p, c in s.chosen.items()}
    new_middle = take(len(middle)) + ((own_pitch,) if kept else ())
    deck = take(len(s.deck))
    new_pool = take(len(pool)) + s.discards
    pitches = {mine: own_pitch} if own_pitch is not None else {}
    return replace(s, hands=hands, chosen=chosen, middle=tuple(sorted(new_middle)), deck=deck, pool=new_pool,
                   pitches=pitches)
