"""House options of Kinola (the H-numbers of the rules reference, §8), and the 3-player deck (S1)."""
from __future__ import annotations

from pydantic import Field

from tableapp.core.engine import Options


class KinolaOptions(Options):
    harsh: bool = Field(False, title="Harsh 3-player deck", description=(
        "S1: with 3 players, play without every 2, 3, 4 and 5 (36 cards, 12 each) instead of without the 10s."))
    penalties_before_ante: bool = Field(False, title="Penalties before the ante test", description=(
        "H1: the reserve penalties are paid before the ante, so a pot holding only penalties counts as not empty."))
    bankrupt_ends_at_once: bool = Field(False, title="Round-start bankruptcy ends at once", description=(
        "H2: a player who cannot pay the ante or a penalty ends the game before the deal; the pot is split."))
    eleven_rounds: bool = Field(False, title="Harsh game: 11 rounds", description=(
        "H3: the harsh 3-player game is scheduled for 11 rounds instead of 6."))
    show_points: bool = Field(False, title="Show running points", description=(
        "H5, digital: everyone sees the points each player has taken so far in the round."))
    overtime_cap: int | None = Field(None, ge=1, title="Overtime rounds at most", description=(
        "H6: after this many overtime rounds the game ends and the pot is split (empty: no cap)."))
    substitute: bool = Field(False, title="A leaver is replaced", description=(
        "H7: a player who leaves hands the seat and its chips to a substitute; the game goes on."))
    first_dealer: str | None = Field(None, title="First dealer", description=(
        "S4/D14: who deals the first round; empty: the dealer after the night's last game, else the table "
        "names one (physical) or the app draws cards, lowest deals (digital)."))
