"""House options of Goblin Poker (the H-numbers of Part B, B.10; H9, the starting chips, is the
game setup's stack)."""
from __future__ import annotations

from pydantic import Field

from tableapp.core.engine import Options


class GoblinPokerOptions(Options):
    ante: int = Field(1, ge=1, le=100, title="Ante", description=(
        "H8: chips every player puts in the pot at the start of each game (D11)."))
    credit: bool = Field(True, title="Credit", description=(
        "H10: a player who cannot pay an ante, a fold or a pair in full pays it all and goes below 0 "
        "(off: pays what they have, the rest is waived; D24)."))
    discard_tie_cards: bool = Field(False, title="Discard tie-break cards", description=(
        "H11: the cards drawn to break a full tie are discarded once the tie is broken (D13)."))
    fold_cost_others_only: bool = Field(False, title="Fold cost from the others' stacks", description=(
        "H12: a fold costs the lowest face-up card of the other players' stacks only (D17)."))
    first_dealer: str | None = Field(None, title="First dealer", description=(
        "D12: who deals this game; empty: the deal passed on from the night's last game, else seat 1."))
