"""The actions of Liar Dice, as data (field ``do``). Facts are checked by the engine, not here,
so that a mistyped fact becomes a clear message for the table rather than a validation error."""
from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import BeforeValidator, Field, TypeAdapter

from tableapp.core.actions import Action, EndGame


def _as_text(value):
    # pips may come as numbers ({"faces": [6, 6, 1, 2, 3]}); faces are kept as text
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    return value


Face = Annotated[str, BeforeValidator(_as_text)]


class Call(Action):
    """A call (LD-R2, R4). By the player to act it also means Accept (LD §6)."""

    do: Literal["call"] = "call"
    call: str
    rerolled: int | None = None  # physical mode: the count said aloud (LD-R4), 0..5, optional


class Accept(Action):
    """Take the cup without challenging (LD-R4). Digital mode: needed to see the dice."""

    do: Literal["accept"] = "accept"


class Reroll(Action):
    """Digital mode: the positions 1..5 of the dice to reroll, possibly none (LD-D7)."""

    do: Literal["reroll"] = "reroll"
    dice: list[int] = []


class Challenge(Action):
    """Lift the cup (LD-R5). Only the player to act (LD-D8)."""

    do: Literal["challenge"] = "challenge"


class Show(Action):
    """Physical mode: the table reports the five faces under the cup (LD-R5, §6):
    as five faces, or as a count per face."""

    do: Literal["show"] = "show"
    faces: list[Face] | None = None
    counts: dict[Face, int] | None = None


class Roll(Action):
    """Digital mode: the app's dice. The five faces of a starter's roll, or the new faces of the
    rerolled positions in ascending position order (LD §7)."""

    do: Literal["roll"] = "roll"
    faces: list[Face]
    barrier = True


class Leave(Action):
    """A player leaves the game for good (LD-E7)."""

    do: Literal["leave"] = "leave"


class Void(Action):
    """Physical mode: the dice were exposed or disturbed; the same starter rolls again (LD-E8)."""

    do: Literal["void"] = "void"


LiarDiceAction = Annotated[
    Union[Call, Accept, Reroll, Challenge, Show, Roll, Leave, Void, EndGame], Field(discriminator="do")
]
ACTIONS = TypeAdapter(LiarDiceAction)
