"""The state of a game: frozen dataclasses, replaced (never changed) by each action.

``State`` holds what lasts the whole game (chips, the next start player, rounds played);
``Round`` what lasts one round (fields, hand counts, the deck, the knock streak, the
showdown). Dicts inside are never mutated: every change builds a new one.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from tableapp.core.ledger import POT
from tableapp.core.state import replace  # noqa: F401 - the game's modules copy states with it

DECK_SIZE = 55  # the Pairs deck: value v has v copies

# Phases (YCKD-R1..R15). DEAL is "between rounds".
DEAL = "deal"  # R1, R2: the app shuffles and deals (digital) / the table reports the fields (physical)
STARTER = "starter"  # R3, H7: the table names the start player among tied lowest cards
TURN = "turn"  # R4-R8: the player to act takes one action
FLIP = "flip"  # R5: the card a Yuck turns up (the table enters it, or the app turns it)
REVEAL = "reveal"  # R11-R13: the next revealer's hand
OVER = "over"  # E2: the game has ended

# How a player went out of the round.
OUT_YUCK, OUT_DOWN, OUT_SHOWDOWN, OUT_LEFT = "yuck", "down", "showdown", "left"

# How a round was won (E1).
WON_ALONE = "alone"  # R9: one active player left during play
WON_UNREVEALED = "unrevealed"  # R13: one active player left during the showdown
WON_SHOWDOWN = "showdown"  # R14: the comparison


@dataclass(frozen=True)
class Round:
    no: int
    order: tuple[str, ...]  # the players dealt in, in seat order
    active: tuple[str, ...]  # not eliminated, in seat order
    fields: dict[str, tuple[int, ...]]  # face-up cards in front of each player, in the order they came
    hand_count: dict[str, int]  # 1 + Chicks (physical and digital)
    deck_count: int
    seen: tuple[int, ...]  # §6: how often each value 0..10 was seen this round (index = value)
    starter: str | None = None  # None until named (H7)
    tied: tuple[str, ...] = ()  # R3: players tied for the lowest field card in round 1
    picked: bool = False  # R3, D9: the app picked the start player among tied players
    turn: str | None = None  # TURN: the player to act; FLIP: the player who yucked
    streak: int = 0  # R10
    out: dict[str, str] = field(default_factory=dict)  # eliminated players: how
    paid: dict[str, int] = field(default_factory=dict)  # what each eliminated player paid when going out
    facedown: dict[str, int] = field(default_factory=dict)  # eliminated players' face-down cards
    taken: dict[str, tuple[str, int]] = field(default_factory=dict)  # Down: actor -> (owner, value)
    shortfall: dict[str, int] = field(default_factory=dict)  # D7, H3: unpaid remainders
    reveal_order: tuple[str, ...] = ()  # R11
    revealed: dict[str, tuple[int, ...]] = field(default_factory=dict)  # R12: hand cards shown
    scores: dict[str, int] = field(default_factory=dict)  # R12: survivors' field totals
    winner: str | None = None
    how: str | None = None
    pot_won: int = 0
    # digital mode only
    deck: tuple[int, ...] = ()  # top first
    hands: dict[str, tuple[int, ...]] = field(default_factory=dict)  # in the order received
    drew: str | None = None  # §7: who drew a card by the latest action (they see it before the screen passes)

    @property
    def next_revealer(self) -> str | None:
        for p in self.reveal_order:
            if p in self.active and p not in self.revealed:
                return p
        return None


@dataclass(frozen=True)
class State:
    mode: str  # "physical" or "digital"
    opts: object  # YuckChickOptions
    seed: int | None
    seats: tuple[str, ...]  # every player of the game, clockwise
    players: tuple[str, ...]  # still in the game (leavers gone), seat order
    left: tuple[str, ...]  # players who left the table, in that order
    bal: dict[str, int]  # chips of every player and the pot
    round: int  # the round in play, or the last one played (0 before the first)
    phase: str
    rnd: Round | None  # the round in play; between rounds the last one, finished
    next_starter: str | None  # R3: the previous round's winner (None: lowest field card)
    rounds_played: int = 0
    shortfalls: tuple[tuple[int, str, int], ...] = ()  # (round, player, unpaid) over the game
    ended_by: str | None = None  # E2a, E2b, E2c, CORE-E1, §9 (one player left)
    next_deck: tuple[int, ...] | None = None  # ``start.deck``: the order of the next shuffle

    @property
    def pot(self) -> int:
        return self.bal[POT]

    @property
    def in_round(self) -> bool:
        return self.phase in (STARTER, TURN, FLIP, REVEAL)


