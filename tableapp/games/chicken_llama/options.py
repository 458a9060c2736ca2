"""House options of Chicken or Llama The Poker (the H-numbers of the rules reference, §8)."""
from __future__ import annotations

from pydantic import Field

from tableapp.core.engine import Options


class ChickenLlamaOptions(Options):
    role_swap: bool = Field(False, title="Role swap", description=(
        "H1: 20 chicken and 6 llama bills; count chickens, any llama makes a hand bust."))
    last_draw_unseen: bool = Field(False, title="Last draw unseen", description=(
        "H2: whichever bill a player draws last stays unseen (say 'last' before looking)."))
    withdraw_costs_extra: bool = Field(False, title="Withdrawal costs 3", description=(
        "H3: withdrawing an all-in costs 3+inc in total instead of 2+inc."))
    dealer_moves_only_if_bust: bool = Field(False, title="Dealer moves only on a bust survivor", description=(
        "H4: after a lone survivor (R5b) the dealer moves only when the survivor's hand is bust."))
    endgame_skips_draw: bool = Field(False, title="Endgame skips the draw", description=(
        "H5: with two players left, skip the draw too and go straight to the all-in phase."))
    secret_votes: bool = Field(False, title="Secret votes", description=(
        "H6: votes stay hidden until the settlement."))
    mark_limit: int | None = Field(None, ge=1, title="Marks per round", description=(
        "H7: the most new marks one player may add in one round (empty: no limit)."))
    marks_carry_over: bool = Field(True, title="Marks carry over", description=(
        "H8: the marked bills are kept for the next game (a 'fresh bills' command resets them)."))
    public_reveal_log: bool = Field(False, title="Public reveal log", description=(
        "H9: everyone may look up past reveals (marks next to the animal)."))
    first_dealer: str | None = Field(None, title="First dealer", description=(
        "S4/D19: who most recently saw a chicken; empty: the app picks one at random (seeded)."))
