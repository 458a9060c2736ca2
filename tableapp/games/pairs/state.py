"""The state of a Pairs game: one frozen dataclass, replaced (never changed) by each action.

Dicts and tuples inside are never mutated: every change builds a new one, so a state can be
shared by undo snapshots. Terms as in the rules (A.3): a player's *stack* is the face-up cards in
front of them this round, their *score cards* are kept until the game ends.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from tableapp.core.state import replace  # noqa: F401 - the game's modules copy states with it
from tableapp.games.common.seats import clockwise, left_of

CARRY = "#pot:carry:pairs"  # D7: the Tacoma/Olympia remainder waits here for the next Pairs payout

# Phases.
SHUFFLE = "shuffle"  # digital: the app shuffles (game start; PR10 when the deck is out)
CARD = "card"  # a card is dealt or drawn: the table reports it (physical), the app deals it (digital)
TURN = "turn"  # PR4: the player to act hits or folds
QUICK = "quick"  # H6: the table reports each round's score (or the final scores)
OVER = "over"

# What the next card is for.
DEAL, TIE, HIT = "deal", "tie", "hit"  # PR1, PR3, PR5

# How the game ended.
LOST, VOID, EARLY = "lost", "void", "early"  # PR9 (or H7), E5, CORE-E1

PAIR, FOLD = "pair", "fold"

# A.2 step 6: the losing score L by the number of players (D1: 11 for 6, 7 and 8).
LOSING_SCORE = {2: 31, 3: 21, 4: 16, 5: 13, 6: 11, 7: 11, 8: 11}
DECK_SIZE = 55
BURN = 5
NO_CARDS = (0,) * 11  # counts by value, index 1-10


@dataclass(frozen=True)
class Scored:
    """How a round ended: who scored which value, by a pair (PR6) or a fold (PR7)."""

    player: str
    value: int
    how: str
    round: int
    total: int  # the scorer's score after it


@dataclass(frozen=True)
class State:
    mode: str  # "physical" or "digital"
    opts: object  # PairsOptions
    seats: tuple[str, ...]  # clockwise
    losing: int  # L
    bal: dict[str, int]  # every player and the carry pot
    dealer: str
    round: int
    phase: str
    stacks: dict[str, tuple[int, ...]]  # in the order received
    scores: dict[str, tuple[int, ...]]  # score cards, in the order scored
    need: tuple[str, ...] = ()  # CARD: who gets the next cards, in order (the first one now)
    purpose: str = DEAL
    tied: tuple[str, ...] = ()  # PR3: the players breaking a tie for low card, in deal order
    tie_discard: int | None = None  # PR3: the tie card that just paired (discarded, another is due)
    tie_by_seat: bool = False  # PR3 could not go on (no card could stay): settled by seat
    turn: str | None = None  # TURN: the player to act
    starter: str | None = None  # who took the round's first turn (PR2)
    hits: int = 0  # hits this round (the big line tells how the last round ended until the first)
    deck: tuple[int, ...] = ()  # digital: top first (hidden)
    deck_count: int = 0
    discard: tuple[int, ...] = ()  # digital: the discard pile, burned cards included (hidden)
    discard_count: int = 0
    seen_out: tuple[int, ...] = NO_CARDS  # face-up cards discarded since the last (re)shuffle, by value
    shuffle_note: tuple[int, int] | None = None  # physical: (cards to shuffle, to burn) the table does now
    reshuffles: int = 0
    last: Scored | None = None
    lump: dict[str, int] = field(default_factory=dict)  # H6 final entry: points not itemised as cards
    loser: str | None = None
    ended: str | None = None
    left: tuple[str, ...] = ()
    payout: tuple[str, ...] = ()  # the settlement in words (PR11-PR14)

    def score(self, p: str) -> int:
        return sum(self.scores[p]) + self.lump.get(p, 0)

    def in_play(self) -> list[int]:
        return [v for p in self.seats for v in self.stacks[p]]

    def lowest_in_play(self) -> int | None:
        """PR7: the value a fold scores now (the lowest card in every stack, D3)."""
        cards = self.in_play()
        return min(cards) if cards else None

    def deal_order(self) -> list[str]:
        """PR1: clockwise from the dealer's left, the dealer last."""
        return clockwise(self.seats, left_of(self.seats, self.dealer))

    def cards_left(self) -> int:
        """Cards a deal or a draw can still come from: the deck, then the discard pile (PR10)."""
        return self.deck_count + self.discard_count

    def known(self, v: int) -> int:
        """A.6: the cards of value ``v`` the table has seen and that cannot be in the deck: in stacks,
        scored, or discarded face up since the last (re)shuffle."""
        return sum(s.count(v) for s in self.stacks.values()) + sum(s.count(v) for s in self.scores.values()) \
            + self.seen_out[v]

    def can_stay(self, p: str) -> bool:
        """PR3: some card outside the stacks and score cards has a value not yet in ``p``'s stack."""
        mine = set(self.stacks[p])
        scored = [v for s in self.scores.values() for v in s]
        held = [v for s in self.stacks.values() for v in s]
        return any(v - held.count(v) - scored.count(v) > 0 for v in range(1, 11) if v not in mine)


def add(counts: tuple[int, ...], values) -> tuple[int, ...]:
    out = list(counts)
    for v in values:
        out[v] += 1
    return tuple(out)
