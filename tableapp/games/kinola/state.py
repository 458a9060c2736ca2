"""The state of a game of Kinola: frozen dataclasses, replaced (never changed) by each action.

``State`` holds what lasts the whole game (chips, dealer, penalties owed, bankruptcies);
``Round`` what the app knows of one dealt round in digital mode (hands, reserved cards, the
trick). Dicts inside are never mutated: every change builds a new one.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tableapp.core.ledger import POT
from tableapp.core.state import replace  # noqa: F401 - the game's modules copy states with it
from tableapp.games.common.cards import Card
from tableapp.games.common.seats import clockwise, left_of

from .deck import Config

FIRST = "first"  # S4: the first dealer is named (physical) or drawn (digital)
DEAL = "deal"  # R1-R4: antes and penalties, then the deal
RESERVE = "reserve"  # R5, digital: each player reserves a card
PLAY = "play"  # R6, digital: the tricks
REPORT = "report"  # physical: the table plays, then enters the round's result (§6)
OVER = "over"

# How the game ended (§5, §9).
POT_TAKEN = "pot"  # §5.1, §5.2: the pot was taken in the last scheduled round or in overtime
BANKRUPT = "bankrupt"  # §5.3
AT_ONCE = "at-once"  # H2: a round-start bankruptcy, no deal
CAP = "cap"  # H6: the overtime cap
LEFT = "left"  # §9: a player left
EARLY = "early"  # CORE-E1: the table ended the game


@dataclass(frozen=True)
class Round:
    """Digital mode: one dealt round as the app knows it."""

    order: tuple[str, ...]  # from the dealer's left, the dealer last
    hands: dict[str, tuple[Card, ...]]  # sorted by suit and rank (deck.sorted_hand)
    holder: str  # R7: who was dealt the Kinola
    turn: str  # whose reservation or card is due
    reserved: dict[str, Card] = field(default_factory=dict)
    trick: tuple[tuple[str, Card], ...] = ()  # the cards played to the current trick, in order
    last_trick: tuple[tuple[str, Card], ...] = ()
    last_winner: str | None = None
    done: int = 0  # completed tricks
    tricks: dict[str, int] = field(default_factory=dict)
    points: dict[str, int] = field(default_factory=dict)
    taker: str | None = None  # R7: who won the trick holding the Kinola


@dataclass(frozen=True)
class State:
    mode: str
    opts: Any  # KinolaOptions
    cfg: Config
    seats: tuple[str, ...]  # clockwise
    bal: dict[str, int]  # every player and the pot
    dealer: str | None  # None until the first dealer is known (S4)
    round: int  # the round dealt last (0 before the first deal)
    phase: str
    owed: dict[str, str] = field(default_factory=dict)  # R3: penalty reason ("KN-C6", "KN-C7") per player
    bankrupt: tuple[str, ...] = ()  # §5.3, in the order they went
    left: tuple[str, ...] = ()  # §9
    subs: tuple[str, ...] = ()  # H7: seats taken over by a substitute
    ends: bool = False  # D10: a round-start bankruptcy; the game ends after this round
    drawing: tuple[str, ...] = ()  # D14: who draws for the first dealer now
    draws: tuple[dict[str, str], ...] = ()  # D14: the draws so far (public)
    rnd: Round | None = None  # digital, while a round is dealt
    opening: dict[str, Any] | None = None  # this round's R2/R3 payments (public)
    last: dict[str, Any] | None = None  # the last settled round (public, §7)
    end: str | None = None  # how the game ended
    split: dict[str, Any] | None = None  # the final split (D9), if any
    next_deck: tuple[Card, ...] | None = None  # ``start.deck``: the order of the next deal
    dealt_by: str | None = None  # the dealer of the last round dealt (the next game's deal passes on)

    @property
    def pot(self) -> int:
        return self.bal[POT]

    @property
    def overtime(self) -> bool:
        """§5.2: the round dealt now (or about to be) is past the scheduled ones."""
        return self.round_in_play > self.cfg.rounds

    @property
    def round_in_play(self) -> int:
        return self.round + 1 if self.phase in (FIRST, DEAL) else self.round

    def from_left(self) -> tuple[str, ...]:
        """S3: every seat from the dealer's left, the dealer last."""
        return tuple(clockwise(self.seats, left_of(self.seats, self.dealer)))
