"""The actions of Kinola, as JSON (field ``do``); see docs/replay.md.

Cards are written as a replay script writes them: rank and suit letter ("10H", "AS", "QD"), a
joker "JOKER1". Facts the table reports (physical) and the app's draws and deals (digital) have
no ``by``.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Annotated, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from tableapp.core.actions import Action, EndGame


class FirstDealer(Action):
    """S4, physical: the table names the first dealer."""

    do: Literal["dealer"] = "dealer"
    name: str


class Draw(Action):
    """D14, digital: the app's draw for the first dealer, one card per player drawing (the
    players tied for the lowest card draw again)."""

    do: Literal["draw"] = "draw"
    cards: dict[str, str]
    barrier = True


class Deal(Action):
    """R1-R4, physical: a new round. The antes and penalties are booked (R2, R3), then the table
    deals its real cards."""

    do: Literal["deal"] = "deal"


class Shuffle(Action):
    """R1-R4, digital: the antes and penalties are booked (R2, R3), then the app deals ``deck``,
    the shuffled deck from the top, one card at a time from the dealer's left."""

    do: Literal["shuffle"] = "shuffle"
    deck: list[str]
    barrier = True


class Reserve(Action):
    """R5, digital: the card ``by`` puts face down for the round."""

    do: Literal["reserve"] = "reserve"
    card: str


class Play(Action):
    """R6, digital: ``by`` plays a card to the trick."""

    do: Literal["play"] = "play"
    card: str
    barrier = True  # the card is face up on the table: it cannot be taken back


class SeatResult(BaseModel):
    """One seat's row of the physical end-of-round entry (§6)."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    reserved: str = Field(title="Reserved card", description=(
        "rank and suit (AS, 10H, JOKER) or its class: kinola, ace, king, queen, jack, zero"))
    points: int = Field(title="Points taken")
    tricks: int = Field(title="Tricks won")
    held: bool = Field(False, title="Played the Kinola", description="the holder, when nobody reserved it")
    took: bool = Field(False, title="Took the Kinola", description="won the trick holding it")


class Result(Action):
    """§6, physical: after the last trick, every seat's reserved card, points and tricks, and
    who held and who took the Kinola when nobody reserved it."""

    do: Literal["result"] = "result"
    seats: dict[str, SeatResult]


class Leave(Action):
    do: Literal["leave"] = "leave"  # §9: a player leaves; the game ends (H7: a substitute plays on)


@lru_cache(maxsize=4096)
def card_action(kind, who: str, card) -> Action:
    """A reservation or a card played: listed on every turn and never changing, built once."""
    return kind(by=who, card=card.text)


KinolaAction = Annotated[
    Union[FirstDealer, Draw, Deal, Shuffle, Reserve, Play, Result, Leave, EndGame],
    Field(discriminator="do"),
]
ACTIONS = TypeAdapter(KinolaAction)
