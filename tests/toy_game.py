"""A tiny game used to test the foundation without any real game's rules.

"High roll": each round every player antes 1 into the pot; the table reports (physical) or
the app rolls (digital) one die per player; the highest single die takes the pot, ties
carry the pot. A player with 0 chips is out; the last one standing wins.

For the night's mechanics: with ``credit`` (T-H2) the ante is paid in full even below zero;
chips an earlier game left in the carry account go to the first round's winner (T-C3); the
table may end the game early (CORE-E1).
"""
from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Annotated, Literal, Union

from pydantic import Field, TypeAdapter

from tableapp.core.actions import Action, EndGame
from tableapp.core.engine import CHANCE, TABLE, Engine, Options, Outcome, Setup, Step
from tableapp.core.errors import RuleError
from tableapp.core.ledger import CARRY, POT, Purse
from tableapp.core.views import PrivateView


class Ante(Action):
    do: Literal["ante"] = "ante"


class Dice(Action):
    do: Literal["dice"] = "dice"
    faces: list[int]
    barrier = True


ToyAction = Annotated[Union[Ante, Dice, EndGame], Field(discriminator="do")]


class ToyOptions(Options):
    ante: int = Field(1, ge=1, title="Ante", description="H1")
    credit: bool = Field(False, title="Credit", description="T-H2: the ante is paid in full, below zero if need be")


@dataclass(frozen=True)
class ToyState:
    players: tuple[str, ...]
    bal: dict
    round: int
    anted: bool
    mode: str
    ante: int
    in_round: tuple = ()
    credit: bool = False
    over: bool = False  # ended early (CORE-E1)


class ToyEngine(Engine):
    id = "toy"
    title = "High roll"
    OptionsModel = ToyOptions
    actions = TypeAdapter(ToyAction)

    def credit(self, setup: Setup) -> bool:
        return self.options(setup).credit

    def start(self, setup: Setup) -> ToyState:
        opts = self.options(setup)
        bal = {**setup.chips, POT: 0}
        if setup.carry.pots.get(CARRY):  # T-C3: takes what an earlier game left
            bal[CARRY] = setup.carry.pots[CARRY]
        return ToyState(setup.players, bal, 1, False, setup.mode, opts.ante, credit=opts.credit)

    def active(self, s):
        return [p for p in s.players if s.bal[p] > 0]

    def end_early(self, s):
        purse = Purse(s.bal)
        purse.split(POT, self.active(s), "CORE-E1", CARRY, "CORE-E1c")
        return Step(replace(s, bal=purse.balances, over=True), purse.transfers)

    def to_act(self, s):
        if s.over:
            return None
        act = self.active(s)
        if len(act) <= 1 and not s.anted:
            return None  # the last player with chips has won
        if not s.anted:
            return act[0]
        return CHANCE if s.mode == "digital" else TABLE

    def legal_actions(self, s):
        who = self.to_act(s)
        if who is None:
            return []
        if not s.anted:
            return [Ante(by=who)]
        return [Dice(faces=[1] * len(self.active(s)))]

    def apply(self, s, a):
        who = self.to_act(s)
        if who is None:
            raise RuleError("T-END", "The game is over.")
        purse = Purse(s.bal, frozenset(s.players) if s.credit else frozenset())
        if isinstance(a, EndGame):
            return self.end_early(s)
        if isinstance(a, Ante):
            if s.anted or a.by != who:
                raise RuleError("T-R1", "Not your turn to ante.")
            for p in self.active(s):
                if s.credit:
                    purse.pay(p, POT, s.ante, "T-C1")
                else:
                    purse.pay_capped(p, POT, s.ante, "T-C1")
            return Step(replace(s, bal=purse.balances, anted=True, in_round=tuple(self.active(s))), purse.transfers)
        if not s.anted or a.by is not None:
            raise RuleError("T-R2", "The dice are not due now.")
        act = list(s.in_round)
        if len(a.faces) != len(act) or any(not 1 <= f <= 6 for f in a.faces):
            raise RuleError("T-R2", "One die per player, faces 1 to 6.")
        best = max(a.faces)
        if a.faces.count(best) == 1:
            purse.pay(POT, act[a.faces.index(best)], purse.balances[POT], "T-C2")
            purse.pay(CARRY, act[a.faces.index(best)], purse.balances.get(CARRY, 0), "T-C3")
        return Step(replace(s, bal=purse.balances, anted=False, round=s.round + 1), purse.transfers)

    def chance(self, s, rng: random.Random):
        return Dice(faces=[rng.randint(1, 6) for _ in s.in_round])

    def balances(self, s):
        return s.bal

    def outcome(self, s):
        act = self.active(s)
        done = self.to_act(s) is None
        return Outcome(done, act[0] if done and len(act) == 1 else None,
                       tuple(p for p in s.players if s.bal[p] <= 0))

    def describe(self, s, a):
        if isinstance(a, Ante):
            return "Everyone antes"
        if isinstance(a, EndGame):
            return "The table ends the game"
        return "Dice: " + " ".join(map(str, a.faces))

    def view(self, s, seat):
        return {"chips": dict(s.bal)}

    def private_view(self, s, seat):
        """Digital mode: the player to act has their own screen (the hot seat's cover is tested on it)."""
        if s.mode == "digital" and seat == self.to_act(s):
            return PrivateView(seat=seat, detail={"chips": s.bal[seat]})
        return None


ENGINE = ToyEngine()
