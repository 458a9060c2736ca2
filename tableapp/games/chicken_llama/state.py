"""The state of a game: frozen dataclasses, replaced (never changed) by each action.

``State`` holds what lasts the whole game (coins, dealer, marks); ``Round`` what lasts one
round (contributions, decisions, the dealt bills). Dicts inside are never mutated: every
change builds a new one, so a state can be shared by undo snapshots.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from tableapp.core.ledger import POT
from tableapp.core.state import replace  # noqa: F401 - the game's modules copy states with it

from .amounts import Amounts

# Phases of a round, in play order (CL-R2..R11). SHUFFLE is "between rounds".
SHUFFLE = "shuffle"  # CL-R2: the app shuffles (digital) / the table shuffles and deals (physical)
BET = "bet"  # CL-R4
SURVIVOR = "survivor"  # CL-R5b, physical: the table says whether the survivor is bust
DRAW = "draw"  # CL-R6
VOTE = "vote"  # CL-R8
ALLIN = "allin"  # CL-R9.1-R9.4
LASTCALL = "lastcall"  # CL-R9.5
REVEAL = "reveal"  # CL-R10, physical: the table reports every hand
SETTLE = "settle"  # CL-R11: the table confirms the settlement shown
OVER = "over"  # §5: one player is left

# How a round ended (CL-R5, R9.4a, R10, §9).
SURVIVOR_WINS = "survivor"  # CL-R5b
LAST_ACTIVE = "last"  # CL-R9.4a
SHOWDOWN = "showdown"  # CL-R10 with a winner
ALL_BUST = "allbust"  # CL-R10, D12
VOID = "void"  # CL-R5c

# R9 statuses (CL-R9.1) plus "withdrawn".
PENDING, PASSED, ALL_IN, FOLDED, WITHDRAWN = "pending", "passed", "allin", "folded", "withdrawn"


@dataclass(frozen=True)
class Round:
    order: tuple[str, ...]  # remaining players in order from the dealer
    amounts: Amounts
    endgame: bool  # CL-R3: two players left
    stakes_rise: bool  # the increase (CL-R1) switched on this round
    contrib: dict[str, int]  # coins each player put forward this round (the pot)
    stakers: tuple[str, ...] = ()  # CL-R4 stakes so far (both players in CL-R3)
    voters: tuple[str, ...] = ()
    queue: tuple[str, ...] = ()  # BET, DRAW, VOTE, LASTCALL: who still acts, the first one now
    active: tuple[str, ...] = ()  # players still in, in order from the dealer
    status: dict[str, str] = field(default_factory=dict)  # CL-R9.1
    turn: str | None = None  # ALLIN: the pending player whose turn it is
    lc_withdrew: bool = False  # CL-R9.5: someone withdrew during this circuit
    votes: dict[str, str] = field(default_factory=dict)  # voter -> active player (CL-R8)
    drawn: dict[str, int | None] = field(default_factory=dict)  # None: not counted (physical)
    ends: dict[str, tuple[str, ...]] = field(default_factory=dict)  # digital: end of each draw
    # digital mode only
    pile: tuple[int, ...] = ()  # top first
    hands: dict[str, tuple[int, ...]] = field(default_factory=dict)  # in the order received
    seen: dict[str, tuple[bool, ...]] = field(default_factory=dict)  # the holder looked at it
    new_marks: dict[str, int] = field(default_factory=dict)  # CL-H7
    # the end of the round
    how: str | None = None
    winner: str | None = None
    survivor_bust: bool | None = None
    counts: dict[str, tuple[int, int]] = field(default_factory=dict)  # revealed (llamas, chickens)


@dataclass(frozen=True)
class State:
    mode: str  # "physical" or "digital"
    opts: object  # ChickenLlamaOptions
    seats: tuple[str, ...]  # every player of the game, clockwise
    n0: int  # CL-S1: players at the start, never changes
    alive: tuple[str, ...]  # remaining players, in seat order
    gone: tuple[str, ...]  # eliminated (CL-R12) or left (§9), in the order they went
    left: tuple[str, ...]  # those of ``gone`` who left
    bal: dict[str, int]  # coins behind of every player, and the pot
    dealer: str
    round: int  # the round in play (0 before the first shuffle)
    phase: str
    rnd: Round | None  # None between rounds
    marks: tuple[int, ...]  # digital: the marks of each bill, by hidden identity
    next_pile: tuple[int, ...] | None = None  # ``start.pile``: the order of the next shuffle
    inc_before: int = 0  # inc of the last round played (CL-R1: "Stakes rise")
    reveal_log: tuple[tuple[int, str, tuple[str, ...], str], ...] = ()  # CL-H9

    @property
    def pot(self) -> int:
        return self.bal[POT]

    def contribution(self, name: str) -> int:
        return self.rnd.contrib.get(name, 0) if self.rnd else 0

    def holdings(self, name: str) -> int:
        """Coins behind plus contribution (§1)."""
        return self.bal[name] + self.contribution(name)


def rotate(seats: tuple[str, ...], dealer: str, among: tuple[str, ...] | frozenset[str]) -> tuple[str, ...]:
    """Order from the dealer (§1): clockwise from the dealer, keeping only ``among``."""
    i = seats.index(dealer)
    return tuple(p for p in seats[i:] + seats[:i] if p in among)


def next_clockwise(seats: tuple[str, ...], after: str, among: tuple[str, ...]) -> str:
    """The first of ``among`` clockwise after ``after`` (the leaving dealer's successor, §9)."""
    i = seats.index(after)
    for p in seats[i + 1:] + seats[:i + 1]:
        if p in among:
            return p
    raise ValueError("nobody left")
