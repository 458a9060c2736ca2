"""Decks of cards and dealing them: the Pairs deck (Pairs, Goblin Poker, Yuck Chick Knock Down)
and a standard 52-card deck with jokers (Kinola). Cards are small immutable values; a deck is a
tuple, top first, so a state can hold it and a replay script can fix its order."""
from __future__ import annotations

import random
from typing import NamedTuple

SUITS = ("S", "H", "D", "C")  # spades, hearts, diamonds, clubs: a letter, never colour alone
SUIT_SYMBOL = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")  # low to high
JOKER = "JOKER"


def pairs_deck() -> tuple[int, ...]:
    """The Pairs deck: one 1, two 2s ... ten 10s (55 cards), in value order."""
    return tuple(v for v in range(1, 11) for _ in range(v))


def pairs_count(value: int) -> int:
    """How many cards of ``value`` the Pairs deck holds (its value)."""
    return value if 1 <= value <= 10 else 0


class Card(NamedTuple):
    """A standard card: rank "2".."A" and suit letter, or a joker (rank JOKER, suit "H", ``n`` its
    number among the jokers: Kinola ranks jokers as hearts below the 2)."""

    rank: str
    suit: str
    n: int = 0

    @property
    def is_joker(self) -> bool:
        return self.rank == JOKER

    @property
    def text(self) -> str:
        """The form a replay script uses: rank and suit letter, e.g. "10H", "AS", "JOKER1"."""
        return f"{JOKER}{self.n}" if self.is_joker else f"{self.rank}{self.suit}"

    @property
    def label(self) -> str:
        """As people read it: "10♥", "A♠", "Joker 1"."""
        return f"Joker {self.n}" if self.is_joker else f"{self.rank}{SUIT_SYMBOL[self.suit]}"


def standard_deck(jokers: int = 0, ranks: tuple[str, ...] = RANKS) -> tuple[Card, ...]:
    """52 cards (or the ``ranks`` given, e.g. a short deck) suit by suit, then the jokers."""
    deck = [Card(r, s) for s in SUITS for r in ranks]
    deck += [Card(JOKER, "H", i) for i in range(1, jokers + 1)]
    return tuple(deck)


def parse_card(text: str) -> Card:
    """"10H", "AS", "qd", "JOKER1" to a Card; ValueError with the reason otherwise."""
    t = str(text).strip().upper().replace("♠", "S").replace("♥", "H").replace("♦", "D").replace("♣", "C")
    if t.startswith(JOKER):
        n = t[len(JOKER):] or "1"
        if not n.isdigit() or int(n) < 1:
            raise ValueError(f"{text!r} is not a card")
        return Card(JOKER, "H", int(n))
    rank, suit = t[:-1], t[-1:]
    if rank == "T":
        rank = "10"
    if rank not in RANKS or suit not in SUITS:
        raise ValueError(f"{text!r} is not a card (e.g. 10H, AS, QD, 2C, JOKER1)")
    return Card(rank, suit)


def shuffled(deck: tuple, rng: random.Random) -> tuple:
    cards = list(deck)
    rng.shuffle(cards)
    return tuple(cards)


def deal(deck: tuple, order: list[str], count: int) -> tuple[dict[str, tuple], tuple]:
    """Deal ``count`` cards to each of ``order``, one at a time round the table, from the top of
    ``deck``; returns the hands and the rest of the deck. ValueError if the deck is too short."""
    need = count * len(order)
    if need > len(deck):
        raise ValueError(f"the deck has {len(deck)} cards, {need} are needed")
    hands: dict[str, list] = {p: [] for p in order}
    for i in range(need):
        hands[order[i % len(order)]].append(deck[i])
    return {p: tuple(h) for p, h in hands.items()}, tuple(deck[need:])


def same_cards(a, b) -> bool:
    """True if ``a`` and ``b`` hold the same cards, in any order (a fixed deck order checked
    against the deck it must be a shuffle of)."""
    return sorted(map(str, a)) == sorted(map(str, b))
