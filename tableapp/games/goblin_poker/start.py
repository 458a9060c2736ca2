"""A replay script's ``start``: a position before a game's deal, or at the start of a round
(docs/replay.md, "Goblin Poker"). Every key is checked; a position the cards cannot make is refused."""
from __future__ import annotations

from collections import Counter
from typing import Any

from tableapp.core.errors import InputError
from tableapp.core.i18n import tr
from tableapp.core.ledger import POT
from tableapp.games.common.cards import pairs_deck

from . import state as st
from .stacks import settle_lowest
from .state import CARRY_GOBLIN, State, counts, replace

KEYS = {"dealer", "carry", "round", "pot", "stacks", "hands", "deck"}


def _bad(text: str) -> InputError:
    return InputError(tr("goblin_poker", "start: {text}").format(text=text))


def _cards(value: Any, what: str) -> tuple[int, ...]:
    if not isinstance(value, list) or not all(isinstance(v, int) and 1 <= v <= 10 for v in value):
        raise _bad(tr("goblin_poker", "{what} is a list of card values 1-10.").format(what=what))
    return tuple(value)


def position(s: State, start: dict[str, Any]) -> State:
    unknown = set(start) - KEYS
    if unknown:
        raise _bad(tr("goblin_poker", "unknown keys {keys} (known: {known}).").format(
            keys=", ".join(sorted(unknown)), known=", ".join(sorted(KEYS))))
    if "carry" in start:
        carry = start["carry"]
        if not isinstance(carry, int) or carry < 0:
            raise _bad(tr("goblin_poker", "carry is a number of chips (0 or more)."))
        s = replace(s, bal={**s.bal, CARRY_GOBLIN: carry})
    if "round" not in start:
        if set(start) & {"pot", "stacks", "hands", "deck"}:
            raise _bad(tr("goblin_poker", "pot, stacks, hands and deck describe a round: give its round too."))
        return s
    return _in_round(s, start)


def _in_round(s: State, start: dict[str, Any]) -> State:
    r = start["round"]
    if not isinstance(r, int) or not 1 <= r <= st.ROUNDS:
        raise _bad(tr("goblin_poker", "round is the round about to start, 1 to 5."))
    pot = start.get("pot", 0)
    if not isinstance(pot, int) or pot < 0:
        raise _bad(tr("goblin_poker", "pot is a number of chips (0 or more)."))
    raw = start.get("stacks")
    if not isinstance(raw, dict) or len(raw) < 2 or any(p not in s.seats for p in raw):
        raise _bad(tr("goblin_poker", "stacks gives the face-up cards of each player still in (2 or more)."))
    stacks = {p: _cards(raw[p], p) for p in s.seats if p in raw}
    for p, cards in stacks.items():
        if not cards or len(set(cards)) != len(cards):
            raise _bad(tr("goblin_poker", "{name}'s stack must hold cards, no two alike (GR11).").format(name=p))
    active = tuple(stacks)
    gone = tuple(p for p in s.seats if p not in stacks)
    hand = st.HAND - 1 - (r - 1)
    s = replace(s, phase=st.TURNS, round=r, active=active, gone=gone, how={p: st.FOLDED for p in gone},
                paid={p: 0 for p in gone}, stacks=stacks, bal={**s.bal, POT: pot})
    on_table = [c for cards in stacks.values() for c in cards]
    if s.mode == "digital":
        hands = start.get("hands")
        if not isinstance(hands, dict) or set(hands) != set(active):
            raise _bad(tr("goblin_poker", "hands gives the hand of each player still in (digital mode)."))
        hands = {p: tuple(sorted(_cards(hands[p], p))) for p in active}
        if any(len(h) != hand for h in hands.values()):
            raise _bad(tr("goblin_poker", "in round {r} every hand holds {n} cards.").format(r=r, n=hand))
        deck = _cards(start.get("deck", []), "deck")
        rest = Counter(pairs_deck())
        rest.subtract(on_table + [c for h in hands.values() for c in h] + list(deck))
        if any(v < 0 for v in rest.values()):
            raise _bad(tr("goblin_poker", "more cards of a value than the Pairs deck holds."))
        pool = tuple(sorted(rest.elements()))
        s = replace(s, hands=hands, deck=deck, deck_count=len(deck), pool=pool, pool_count=len(pool))
    else:
        if "hands" in start:
            raise _bad(tr("goblin_poker", "in physical mode the app does not know the hands."))
        deck_count = start.get("deck", 55 - st.HAND * len(s.seats))
        if not isinstance(deck_count, int) or deck_count < 0:
            raise _bad(tr("goblin_poker", "deck is the number of cards in the deck (physical mode)."))
        seen = counts(on_table)
        if any(seen[v] > v for v in range(1, 11)):
            raise _bad(tr("goblin_poker", "more cards of a value than the Pairs deck holds."))
        pool_count = 55 - deck_count - len(on_table) - hand * len(active)
        if pool_count < 0:
            raise _bad(tr("goblin_poker", "more cards than the Pairs deck holds."))
        s = replace(s, deck_count=deck_count, pool_count=pool_count, seen=seen)
    return settle_lowest(s, st.FOR_ROUND)
