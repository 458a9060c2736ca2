"""The actions of Pairs, as JSON (field ``do``); see docs/replay.md.

Facts the table reports (physical mode) and the app's shuffles and deals (digital mode) have no ``by``.
"""
from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field, TypeAdapter

from tableapp.core.actions import Action, EndGame


class Shuffle(Action):
    """Digital: the app shuffles (game start: every card but the score cards; PR10: the discard
    pile). ``deck`` = the values from top to bottom; the first 5 are burned (none from a pile of 5
    or fewer, D5)."""

    do: Literal["shuffle"] = "shuffle"
    deck: list[int]
    barrier = True


class Card(Action):
    """PR1, PR3, PR5: the next card dealt or drawn, face up. Physical: the value the table reports;
    digital: the app's card (the top of its deck)."""

    do: Literal["card"] = "card"
    value: int
    barrier = True


class Hit(Action):
    do: Literal["hit"] = "hit"  # PR5


class Fold(Action):
    do: Literal["fold"] = "fold"  # PR7


class Score(Action):
    """H6 quick entry: the round's one score, ``how`` = "pair" (PR6) or "fold" (PR7)."""

    do: Literal["score"] = "score"
    player: str
    value: int
    how: Literal["pair", "fold"]


class Final(Action):
    """H6 quick entry: the game's final scores at once; ``loser`` (optional) must be the one at L or more."""

    do: Literal["final"] = "final"
    scores: dict[str, int]
    loser: str | None = None


class Leave(Action):
    do: Literal["leave"] = "leave"  # E5: void, or H7: the leaver loses


PairsAction = Annotated[
    Union[Shuffle, Card, Hit, Fold, Score, Final, Leave, EndGame],
    Field(discriminator="do"),
]
ACTIONS = TypeAdapter(PairsAction)
