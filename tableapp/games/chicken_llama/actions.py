"""The actions of Chicken or Llama The Poker, as JSON (field ``do``); see docs/replay.md.

Facts the table reports (physical mode) and the app's shuffle (digital mode) have no ``by``.
"""
from __future__ import annotations

from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from tableapp.core.actions import Action, EndGame

from .bills import SLOTS

Slot = Literal[SLOTS]  # type: ignore[valid-type]


class Shuffle(Action):
    """CL-R2: a new round. Digital: the app's shuffle, ``pile`` = the 26 bill ids from top to
    bottom. Physical: the table says the bills are shuffled and dealt (no pile)."""

    do: Literal["shuffle"] = "shuffle"
    pile: list[int] | None = None
    barrier = True


class Stake(Action):
    do: Literal["stake"] = "stake"  # CL-R4


class Fold(Action):
    do: Literal["fold"] = "fold"  # CL-R4 (becomes a voter) or CL-R9.2 (facing an all-in)


class Draw(Action):
    """CL-R6. Physical: ``count`` = bills drawn this turn (0-3; leave it out if not counted).
    Digital: one bill from ``end``; ``last`` (CL-H2 only) = this draw is the unseen last one."""

    do: Literal["draw"] = "draw"
    count: int | None = None
    end: Literal["top", "bottom"] | None = None
    last: bool | None = None
    barrier = True  # digital: the drawer sees the bill, and the pile's top may change


class Stop(Action):
    do: Literal["stop"] = "stop"  # CL-R6, digital: no more draws


class Vote(Action):
    """CL-R8: ``{"by": "Dee", "do": "vote", "for": "Ann"}``."""

    model_config = ConfigDict(populate_by_name=True)
    do: Literal["vote"] = "vote"
    target: str = Field(alias="for")

    def to_json(self) -> dict[str, Any]:
        return self.model_dump(mode="json", exclude_none=True, by_alias=True)


class AllIn(Action):
    do: Literal["allin"] = "allin"  # CL-R9.2


class Pass(Action):
    do: Literal["pass"] = "pass"  # CL-R9.2


class Withdraw(Action):
    do: Literal["withdraw"] = "withdraw"  # CL-R9.3, R9.5, R9.6


class Stay(Action):
    do: Literal["stay"] = "stay"  # CL-R9.5: not withdrawing at the last call


class SurvivorBust(Action):
    """CL-R5b, physical: does the survivor's hand hold a chicken (any llama with CL-H1)?
    ``chickens`` optionally counts the chickens among the 2 bills."""

    do: Literal["survivor_bust"] = "survivor_bust"
    bust: bool
    chickens: int | None = None


class Counts(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    llamas: int
    chickens: int


class Reveal(Action):
    """CL-R10, physical: the llamas and chickens in every active player's hand."""

    do: Literal["reveal"] = "reveal"
    hands: dict[str, Counts]


class Confirm(Action):
    do: Literal["confirm"] = "confirm"  # CL-R11: the table confirms the settlement shown


class Mark(Action):
    """CL-R7, digital: ``bill`` = position in the marker's hand (1-based), ``slot`` = the mark."""

    do: Literal["mark"] = "mark"
    bill: int
    slot: Slot  # type: ignore[valid-type]


class Leave(Action):
    do: Literal["leave"] = "leave"  # §9: a player leaves the game (CL-C13)


ChickenLlamaAction = Annotated[
    Union[Shuffle, Stake, Fold, Draw, Stop, Vote, AllIn, Pass, Withdraw, Stay, SurvivorBust, Reveal,
          Confirm, Mark, Leave, EndGame],
    Field(discriminator="do"),
]
ACTIONS = TypeAdapter(ChickenLlamaAction)
