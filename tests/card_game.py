"""A tiny card game for the panel kit's tests, written only against the engine contract (typed
views and choices with entries), as a new game would be: the generic panel must play it.

"Card tally", physical mode: each player antes 1; the table reports the card each player shows
(entry "card", 1-10), then the tricks everyone took (entry "grid": one column that must add up
to the number of players), then the three cards left on the table (entry "cards"); the most
tricks take the pot, a tie leaves it. The table may end the game early (CORE-E1)."""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Annotated, Literal, Union

from pydantic import Field, TypeAdapter

from tableapp.core.actions import Action, EndGame
from tableapp.core.engine import TABLE, Engine, Outcome, Setup, Step
from tableapp.core.errors import RuleError
from tableapp.core.ledger import CARRY, POT, Purse
from tableapp.core.views import TURN, Choice, Piece, PotView, PublicView, SeatView


class Ante(Action):
    do: Literal["ante"] = "ante"


class Card(Action):
    do: Literal["card"] = "card"
    card: int


class Tricks(Action):
    do: Literal["tricks"] = "tricks"
    tricks: dict[str, int]


class Table(Action):
    do: Literal["table"] = "table"
    cards: list[int]


class Leave(Action):
    do: Literal["leave"] = "leave"


CardAction = Annotated[Union[Ante, Card, Tricks, Table, Leave, EndGame], Field(discriminator="do")]


@dataclass(frozen=True)
class S:
    players: tuple[str, ...]
    bal: dict
    phase: str = "ante"  # ante, card, tricks, table, over
    turn: int = 0
    shown: tuple = ()  # (player, card)
    cards: tuple = ()


class CardEngine(Engine):
    id = "card-tally"
    title = "Card tally"
    actions = TypeAdapter(CardAction)

    def start(self, setup: Setup) -> S:
        return S(setup.players, {**setup.chips, POT: 0})

    def to_act(self, s):
        if s.phase == "over":
            return None
        return s.players[0] if s.phase == "ante" else TABLE

    def legal_actions(self, s):
        return {"ante": [Ante(by=s.players[0])], "card": [Card(card=1)], "tricks": [Tricks(tricks={})],
                "table": [Table(cards=[])]}.get(s.phase, [])

    def apply(self, s, a):
        purse = Purse(s.bal)
        if isinstance(a, EndGame):
            purse.split(POT, list(s.players), "CORE-E1", CARRY, "CORE-E1c")
            return Step(replace(s, bal=purse.balances, phase="over"), purse.transfers)
        if isinstance(a, Leave):
            raise RuleError("CT-E1", "Nobody leaves a game of Card tally.")
        if isinstance(a, Ante) and s.phase == "ante":
            for p in s.players:
                purse.pay(p, POT, 1, "CT-C1")
            return Step(replace(s, bal=purse.balances, phase="card"), purse.transfers)
        if isinstance(a, Card) and s.phase == "card":
            if not 1 <= a.card <= 10:
                raise RuleError("CT-R1", "A card is 1 to 10.")
            shown = s.shown + ((s.players[s.turn], a.card),)
            done = len(shown) == len(s.players)
            return Step(replace(s, shown=shown, turn=0 if done else s.turn + 1, phase="tricks" if done else "card"))
        if isinstance(a, Tricks) and s.phase == "tricks":
            if sorted(a.tricks) != sorted(s.players) or sum(a.tricks.values()) != len(s.players):
                raise RuleError("CT-R2", "One number per player, adding up to the number of players.")
            best = max(a.tricks.values())
            top = [p for p, n in a.tricks.items() if n == best]
            if len(top) == 1:
                purse.pay(POT, top[0], purse.balances[POT], "CT-C2")
            return Step(replace(s, bal=purse.balances, phase="table"), purse.transfers)
        if isinstance(a, Table) and s.phase == "table":
            if len(a.cards) != 3:
                raise RuleError("CT-R3", "Three cards lie on the table.")
            broke = [p for p in s.players if purse.balances[p] < 1]
            return Step(replace(s, cards=tuple(a.cards), shown=(), phase="over" if broke else "ante"))
        raise RuleError("CT-R0", "Not now.")

    def balances(self, s):
        return s.bal

    def outcome(self, s):
        return Outcome(s.phase == "over")

    def describe(self, s, a):
        if isinstance(a, Card):
            return f"{s.players[s.turn]} shows a {a.card}"
        if isinstance(a, Tricks):
            return "Tricks: " + ", ".join(f"{p} {n}" for p, n in a.tricks.items())
        if isinstance(a, Table):
            return "On the table: " + " ".join(map(str, a.cards))
        if isinstance(a, EndGame):
            return f"The table ends the game: the pot of {s.bal[POT]} is shared"
        return a.do

    def view(self, s, seat):
        return {"phase": s.phase}

    def public_view(self, s):
        shown = dict(s.shown)
        to_act = self.to_act(s)
        seats = tuple(SeatView(name=p, chips=s.bal[p], roles=(TURN,) if p == to_act else (),
                               pieces=(Piece(kind="card", face=str(shown[p])),) if p in shown else ())
                      for p in s.players)
        return PublicView(game=self.id, mode="physical", round=1, phase=s.phase, phase_text=s.phase,
                          summary=f"Card tally: {s.phase}", to_act=to_act, turn_text="", seats=seats,
                          pots=(PotView(account=POT, label="Pot", chips=s.bal[POT]),), over=s.phase == "over")

    def choices(self, s):
        n = len(s.players)
        if s.phase == "ante":
            return [Choice(Ante(by=s.players[0]), "Everyone antes 1", "a", 1, seat=s.players[0])]
        if s.phase == "card":
            return [Choice(Card(card=1), f"{s.players[s.turn]}'s card", "c", group="table", entry="card")]
        if s.phase == "tricks":
            return [Choice(Tricks(tricks={}), "Tricks taken", "t", group="table", entry="grid",
                           form={"rows": list(s.players), "flat": True,
                                 "columns": [{"name": "tricks", "label": "tricks", "min": 0, "max": n,
                                              "total": n}]})]
        if s.phase == "table":
            return [Choice(Table(cards=[]), "The cards on the table", "t", group="table", entry="cards",
                           form={"count": 3})]
        return []


ENGINE = CardEngine()
