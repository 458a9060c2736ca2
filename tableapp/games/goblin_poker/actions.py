"""The actions of Goblin Poker, as JSON (field ``do``); see docs/replay.md.

Facts the table reports (physical mode) and the app's shuffles and deals (digital mode) have no
``by``. A card is its value, 1 to 10 (the Pairs deck has no suits).
"""
from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field, TypeAdapter

from tableapp.core.actions import Action, EndGame


class Deal(Action):
    """B.2: everyone antes (G-C1) and gets 6 cards. Digital: ``deck`` = the app's shuffle of the
    55 cards, top first; dealt one at a time from the dealer's left, the rest is the deck."""

    do: Literal["deal"] = "deal"
    deck: list[int] | None = None
    barrier = True


class Choose(Action):
    """GR1, digital: ``by`` secretly chooses the value ``card`` from their hand as first card."""

    do: Literal["choose"] = "choose"
    card: int


class Reveal(Action):
    """GR1: every first card face up at once. Physical: ``cards`` = each player's value;
    digital: the app turns the chosen cards (no ``cards``)."""

    do: Literal["reveal"] = "reveal"
    cards: dict[str, int] | None = None
    barrier = True


class Draw(Action):
    """GR4: a tie-break card for the player the app names. Physical: ``card`` = its value;
    digital: the top of the deck (``card``, if given, must be it)."""

    do: Literal["draw"] = "draw"
    card: int | None = None
    barrier = True


class Reshuffle(Action):
    """D23, digital: the out-of-play cards shuffled into a new deck, ``deck`` top first."""

    do: Literal["reshuffle"] = "reshuffle"
    deck: list[int]
    barrier = True


class Fold(Action):
    do: Literal["fold"] = "fold"  # GR8: pay the fold cost (G-C2) and go out


class Pitch(Action):
    """GR9: one card from the hand face down in the middle. Digital: ``card`` = its value
    (private); physical: no card (the app never asks what was pitched)."""

    do: Literal["pitch"] = "pitch"
    card: int | None = None


class Dealt(Action):
    """GR10: the next pitched card, turned face up for the next receiver in the announced
    order. ``card`` = its value (digital: the app's draw from the shuffled pitched cards)."""

    do: Literal["dealt"] = "dealt"
    card: int | None = None
    barrier = True


class Leave(Action):
    do: Literal["leave"] = "leave"  # D25: leaving counts as a fold at that moment


GoblinPokerAction = Annotated[
    Union[Deal, Choose, Reveal, Draw, Reshuffle, Fold, Pitch, Dealt, Leave, EndGame],
    Field(discriminator="do"),
]
ACTIONS = TypeAdapter(GoblinPokerAction)
