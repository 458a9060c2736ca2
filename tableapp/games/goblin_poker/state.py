"""The state of a Goblin Poker game: a frozen dataclass, replaced (never changed) by each action.

Cards are values 1-10 (the Pairs deck has no suits). Digital mode keeps every card: the deck
(top first), the hands, the cards in the middle, the out-of-play pile. Physical mode keeps only
what was turned face up and counts the rest. Dicts and tuples inside are never mutated.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from tableapp.core.ledger import CARRY, POT
from tableapp.core.state import replace  # noqa: F401 - the game's modules copy states with it

CARRY_GOBLIN = CARRY + ":goblin"  # GR14: the split's odd chips wait here for the next Goblin Poker game
ROUNDS = 5  # GR5
HAND = 6  # B.2
INF = 99  # GR3: "no card" is higher than any card

# Phases, in play order.
DEAL = "deal"  # B.2: ante and 6 cards each (the table deals / the app shuffles and deals)
CHOOSE = "choose"  # GR1, digital: each player secretly chooses a first card
REVEAL = "reveal"  # GR1: all first cards face up at once (physical: the table reports them)
TIE = "tie"  # GR4: a full tie for the lowest stack, broken with cards from the deck
TURNS = "turns"  # GR6-GR9: fold or pitch, once each, from the lowest stack clockwise
DEALING = "dealing"  # GR10-GR11: the pitched cards dealt face up from the lowest stack
OVER = "over"  # GR12, GR14, or the table ended the game (CORE-E1)

# Why a player is out (GR2, D25).
FOLDED, PAIRED, LEFT = "folded", "paired", "left"

# What a full tie is being broken for (GR4): the round's first turn or the deal's first card.
FOR_ROUND, FOR_DEAL = "round", "deal"


@dataclass(frozen=True)
class Tie:
    """GR4 in progress: ``group`` = the players fully tied for the lowest stack, in draw order
    (clockwise from the dealer's left); ``pending`` = who still draws in this pass, the first
    now; ``added`` = the tie-break cards each has kept in this tie (H11 discards them after)."""

    purpose: str
    group: tuple[str, ...]
    pending: tuple[str, ...]
    added: dict[str, tuple[int, ...]] = field(default_factory=dict)
    paired: int | None = None  # D14: the card just drawn for pending[0] paired and was discarded


@dataclass(frozen=True)
class State:
    mode: str  # "physical" or "digital"
    opts: object  # GoblinPokerOptions
    seats: tuple[str, ...]  # every player of the game, clockwise
    dealer: str  # D12
    bal: dict[str, int]  # chips of every player, the pot and the carry
    start_bal: dict[str, int]  # players' chips when they sat down (the standings' net)
    phase: str
    round: int = 0  # 1-5 from the deal on (GR5)
    active: tuple[str, ...] = ()  # GR2: still in, seat order
    gone: tuple[str, ...] = ()  # out (folded, paired, left), in the order they went
    how: dict[str, str] = field(default_factory=dict)  # why each of ``gone`` is out
    paid: dict[str, int] = field(default_factory=dict)  # what a fold, pair or leave cost them
    stacks: dict[str, tuple[int, ...]] = field(default_factory=dict)  # face-up cards, in order received
    # hands: digital only (sorted); physical mode knows only their size (``hand_size``)
    hands: dict[str, tuple[int, ...]] = field(default_factory=dict)
    chosen: dict[str, int] = field(default_factory=dict)  # GR1, digital: the secret first cards
    deck: tuple[int, ...] = ()  # digital: top first
    deck_count: int = 0
    pool: tuple[int, ...] = ()  # digital: out-of-play cards (D23 shuffles them into a new deck)
    pool_count: int = 0
    discards: tuple[int, ...] = ()  # GR4/D14: face-up discarded tie-break cards since the last shuffle
    seen: tuple[int, ...] = (0,) * 11  # physical B.6: face-up cards of each value seen since the shuffle
    tie: Tie | None = None
    first: str | None = None  # GR6: the round's first player (the lowest stack)
    queue: tuple[str, ...] = ()  # TURNS: who still acts this round, the first now (D18)
    pitchers: tuple[str, ...] = ()  # who has pitched this round (public; never what)
    middle: tuple[int, ...] = ()  # digital: the pitched cards not yet dealt (sorted: no order leaks)
    middle_count: int = 0
    pitches: dict[str, int] = field(default_factory=dict)  # digital: each seat's own pitch (private)
    receivers: tuple[str, ...] = ()  # DEALING: who still gets a card, the next first (D19)
    deal_from: str | None = None  # DEALING: the lowest stack the deal started from
    # GR10/B.7: the cards of the current (or last) deal, face up, in the order dealt: (receiver, card,
    # paired); public, so a screen can show what each got after the app's deal, and which card is new
    deal_log: tuple[tuple[str, int, bool], ...] = ()
    deal_round: int = 0  # the round of ``deal_log``
    winner: str | None = None  # GR12
    sharers: tuple[str, ...] = ()  # GR14: the survivors who split the pot
    won: int = 0  # G-C4/G-C5: what the winner took, or each sharer's share
    ended_early: bool = False  # CORE-E1

    @property
    def pot(self) -> int:
        return self.bal[POT]

    @property
    def carry(self) -> int:
        return self.bal.get(CARRY_GOBLIN, 0)

    def hand_size(self, name: str) -> int:
        """GR5: 6 before the first card, then 5 less a card per round played and one for this
        round's pitch (every active hand the same size between rounds)."""
        if self.mode == "digital":
            return len(self.hands.get(name, ()))
        if self.phase == DEAL:
            return 0
        if self.phase == REVEAL and not self.stacks.get(name):
            return HAND
        return HAND - 1 - (self.round - 1) - (name in self.pitchers)


def without(cards: tuple[int, ...], card: int) -> tuple[int, ...]:
    """``cards`` less one copy of ``card`` (which it holds)."""
    i = cards.index(card)
    return cards[:i] + cards[i + 1:]


def counts(cards) -> tuple[int, ...]:
    """How many cards of each value 0-10 (index = value)."""
    out = [0] * 11
    for v in cards:
        out[v] += 1
    return tuple(out)
