"""The actions of Yuck, Chick, Knock, Down, as JSON (field ``do``); see docs/replay.md.

Facts the table reports (physical mode) and the app's shuffle and flips (digital mode) have no
``by``. A Yuck is two steps in both modes: the player's decision, then the flipped card (the
table enters it, or the app turns the deck's top card), so no button ever shows the card first.
"""
from __future__ import annotations

from typing import Annotated, Union, Literal

from pydantic import Field, TypeAdapter, field_validator

from tableapp.core.actions import Action, EndGame


class Deal(Action):
    """YCKD-R1, R2: a new round; everyone antes. Digital: the app's shuffle, ``deck`` = the 55
    values top first (dealt one hand card to each seat from seat 1, then one field card each).
    Physical: ``fields`` = the face-up field values in seat order."""

    do: Literal["deal"] = "deal"
    deck: list[int] | None = Field(None, title="Deck order", description="digital: the 55 values, top first")
    fields: list[int] | None = Field(None, title="Field cards", description="the face-up card of each player, in seat order")
    barrier = True


class Starter(Action):
    """YCKD-R3, H7: the table names the start player among those tied for the lowest field card."""

    do: Literal["starter"] = "starter"
    name: str


class Yuck(Action):
    do: Literal["yuck"] = "yuck"  # YCKD-R5: the decision; the card follows as a Flip


class Flip(Action):
    """YCKD-R5: the card the Yuck turned up. Physical: the table enters its value. Digital: the
    app turns the deck's top card (``card`` written out, or left to the app)."""

    do: Literal["flip"] = "flip"
    card: int | None = Field(None, title="Flipped card", description="its value, 1 to 10")
    barrier = True


class Chick(Action):
    do: Literal["chick"] = "chick"  # YCKD-R6
    barrier = True  # digital: the actor sees the drawn card


class Knock(Action):
    do: Literal["knock"] = "knock"  # YCKD-R7


class Down(Action):
    """YCKD-R8: take the face-up card of value ``card`` from ``owner``'s field (possibly one's own)."""

    do: Literal["down"] = "down"
    owner: str
    card: int


class Reveal(Action):
    """YCKD-R12: the next revealer's hand. Physical: the table enters exactly as many values as the
    app counts. Digital: the app shows the hand (``cards`` may be written out; it must agree)."""

    do: Literal["reveal"] = "reveal"
    cards: list[int] | None = Field(None, title="Hand cards", description="the revealed hand, one value per card")
    barrier = True

    @field_validator("cards", mode="before")
    @classmethod
    def _one_card(cls, value):
        """A one-card hand may be entered as its value alone ("7" for [7])."""
        return [value] if isinstance(value, int) and not isinstance(value, bool) else value


class Leave(Action):
    do: Literal["leave"] = "leave"  # §9: a player leaves the game


YuckChickAction = Annotated[
    Union[Deal, Starter, Yuck, Flip, Chick, Knock, Down, Reveal, Leave, EndGame],
    Field(discriminator="do"),
]
ACTIONS = TypeAdapter(YuckChickAction)
