"""House options of Pairs with betting (the H-numbers of Part A of the rules reference, A.10)."""
from __future__ import annotations

from typing import Literal

from pydantic import Field

from tableapp.core.engine import Options

Betting = Literal["seattle", "tacoma", "olympia"]


class PairsOptions(Options):
    betting: Betting = Field("seattle", title="Betting rule", description=(
        "H1: Seattle (the loser pays everyone 1), Tacoma (the loser pays the stake to the lowest scores) or "
        "Olympia (the loser pays the difference to the lowest scores)."))
    tacoma_stake: int = Field(6, ge=1, le=1000, title="Tacoma stake", description=(
        "H2: what the loser pays into the pot under the Tacoma rules."))
    credit: bool = Field(True, title="Credit", description=(
        "H4: a loser who cannot pay in full still pays everything and goes below zero (the bank advances it); "
        "off: pay what you have, the rest is waived."))
    deal_passes_each_round: bool = Field(False, title="Deal passes every round", description=(
        "H5: the deal passes left after every round, not only after every game."))
    quick_entry: bool = Field(False, title="Quick entry", description=(
        "H6, physical: report only who scored each round (how much, pair or fold), or only the final scores; "
        "the app then cannot name turns."))
    leaver_loses: bool = Field(False, title="A leaver loses", description=(
        "H7: a player who leaves mid-game is the loser at their current score (otherwise the game is void)."))
    first_dealer: str | None = Field(None, title="First dealer", description=(
        "D4: who deals this game; empty: the next dealer of the night (seat 1 in the night's first game)."))
