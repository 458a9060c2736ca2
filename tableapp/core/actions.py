"""Actions are typed data: one pydantic model per kind, told apart by the ``do`` field.

An action serializes to exactly the JSON a replay script uses:
``{"by": "Cho", "do": "call", "call": "pair of aces"}``. ``by`` is the acting
player's name, or absent for a chance outcome (digital mode: the app's dice or
deck) or a fact the table reports (physical mode: the faces under the cup).
"""
from __future__ import annotations

from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict


class Action(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    by: str | None = None

    # True for an action that shows hidden information or draws chance (a roll, a deal,
    # a reveal): in digital mode undo stops before it so nobody can peek or re-roll.
    barrier: ClassVar[bool] = False

    def to_json(self) -> dict[str, Any]:
        return self.model_dump(mode="json", exclude_none=True)


class EndGame(Action):
    """The table ends the game in progress (CORE-E1): every game's action list includes it;
    the engine's ``end_early`` splits the pot among the players still in."""

    do: Literal["end-game"] = "end-game"
