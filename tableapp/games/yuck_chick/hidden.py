"""What nobody (or one seat) may see, drawn anew, and facts the table could report: for random
games and the leak checks of the every-engine test (Engine.random_fact, Engine.scramble)."""
from __future__ import annotations

import random

from tableapp.games.common.cards import pairs_count

from . import actions as A
from . import state as st
from .state import State, replace


def _unseen(r) -> list[int]:
    """§6: the values not seen this round, one per card (dealt fields, flips and reveals are seen)."""
    seen = r.seen if r is not None else (0,) * 11
    return [v for v in range(1, 11) for _ in range(pairs_count(v) - seen[v])]


def random_fact(s: State, rng: random.Random) -> A.Action | None:
    """Physical mode: field cards, a flipped card or a revealed hand the real deck could show."""
    if s.mode != "physical":
        return None
    if s.phase == st.DEAL:
        return A.Deal(fields=rng.sample(_unseen(None), len(s.players)))
    if s.phase == st.FLIP:
        return A.Flip(card=rng.choice(_unseen(s.rnd)))
    if s.phase == st.REVEAL:
        r = s.rnd
        return A.Reveal(cards=rng.sample(_unseen(r), r.hand_count[r.next_revealer]))
    return None


def scramble(s: State, seat: str | None, rng: random.Random) -> State:
    """Digital: the deck's order and every hand ``seat`` may not see (not its own, not a revealed
    one) dealt anew from the same cards. Physical mode: the app holds nothing hidden."""
    r = s.rnd
    if s.mode != "digital" or not s.in_round:
        return s
    slots = [("deck", i) for i in range(len(r.deck))]
    slots += [(p, i) for p, hand in r.hands.items() if p != seat and p not in r.revealed for i in range(len(hand))]
    values = [r.deck[i] if w == "deck" else r.hands[w][i] for w, i in slots]
    rng.shuffle(values)
    deck, hands = list(r.deck), {p: list(h) for p, h in r.hands.items()}
    for (w, i), v in zip(slots, values):
        if w == "deck":
            deck[i] = v
        else:
            hands[w][i] = v
    return replace(s, rnd=replace(r, deck=tuple(deck), hands={p: tuple(h) for p, h in hands.items()}))
