"""The contract every game's rules engine fulfils. Pure Python: no Qt, no files, no sleeping.

A game is: ``start(setup)`` builds the first state; ``to_act(state)`` says who must act
(a player's name, ``CHANCE`` for the app's own dice/deck in digital mode, ``TABLE`` for a
fact the table reports in physical mode, ``None`` once the game is over);
``legal_actions(state)`` lists what may be done now; ``apply(state, action)`` returns the
next state and the chip transfers it caused, or raises ``RuleError`` leaving the state
untouched.

What the screens read (core/views.py): ``public_view(state)`` (what everyone may see),
``private_view(state, seat)`` (what one seat may see beside it), ``choices(state)`` (what can be
done now, labelled, with keys). What a night reads: ``standings(state)`` once the game is over,
``carry(state)`` for the next games, ``credit(setup)`` (may balances go below zero).
"""
from __future__ import annotations

import json
import random
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Literal, NamedTuple

from pydantic import BaseModel, ConfigDict, TypeAdapter, ValidationError

from .actions import Action
from .errors import InputError, RuleError
from .i18n import tr
from .ledger import Transfer
from .views import TURN, Carry, Choice, Place, PotView, PrivateView, PublicView, SeatView, rank_by

CHANCE = "#chance"
TABLE = "#table"

Mode = Literal["physical", "digital"]


class Options(BaseModel):
    """Base of each game's house options (the H-numbers): typed, validated, with defaults.

    Each field's ``title`` is the short label and ``description`` cites the H-number.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")


class Setup(BaseModel):
    """Everything needed to start a game; recorded with the game."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    game: str
    mode: Mode = "physical"
    players: tuple[str, ...]
    chips: dict[str, int]  # starting stack of each player
    options: dict[str, Any] = {}
    seed: int | None = None  # digital mode: the app's dice/deck are drawn from this
    start: dict[str, Any] | None = None  # a position in the middle of a game (game-specific)
    undo_guard: bool = True  # digital mode: undo stops at the last roll, deal or reveal
    carry: Carry = Carry()  # what the night's earlier games left for this one


@dataclass(frozen=True)
class Outcome:
    finished: bool
    winner: str | None = None
    eliminated: tuple[str, ...] = ()  # out of the game, in the order they went (leavers included)
    left: tuple[str, ...] = ()  # of those, the players who left the table


class Step(NamedTuple):  # a tuple, not a frozen dataclass: one is made per action, at a third of the cost
    state: Any
    transfers: Sequence[Transfer] = ()


class Engine(ABC):
    id: ClassVar[str]
    title: ClassVar[str]  # English; shown through tr("games", title)
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 10
    default_chips: ClassVar[int] = 3
    # True if the starting stack is fixed by the rules (the table may still carry chips over)
    fixed_chips: ClassVar[bool] = False
    OptionsModel: ClassVar[type[Options]] = Options
    # The discriminated union of this game's actions (field ``do``).
    actions: ClassVar[TypeAdapter]

    def parse_action(self, data: dict[str, Any] | str) -> Action:
        """Read an action from its JSON form; malformed data is an InputError a person can read.

        Actions are immutable and a night repeats the same few ("Ann accepts", the same
        call), so parsed ones are shared: resuming a long night parses each kind once."""
        cache = self._parsed
        if type(data) is str:  # the JSON text as the store keeps it: the text itself is the key
            hit = cache.get(data)
            if hit is not None:
                return hit
            try:  # straight from the text: a long night holds thousands of distinct rolls
                action = self.actions.validate_json(data)
            except ValidationError:
                pass  # read it again below, for a message that says what is wrong
            else:
                cache[data] = action
                return action
            try:
                raw = json.loads(data)
                if not isinstance(raw, dict):
                    raise ValueError(data)
            except ValueError as err:
                raise InputError(tr("setup", "Not an action of {game}: {data}").format(
                    game=tr("games", self.title), data=data)) from err
            action = self.parse_action(raw)
            cache[data] = action
            return action
        try:
            key = tuple(data.items())
            hit = cache.get(key)
        except TypeError:  # a list of faces: as a tuple it can be a key too
            try:
                key = tuple((k, tuple(v) if type(v) is list else v) for k, v in data.items())
                hit = cache.get(key)
            except TypeError:  # a value that cannot be a key (a dict): parse it every time
                key = hit = None
        if hit is not None:
            return hit
        try:
            action = self.actions.validate_python(data)
        except ValidationError as e:
            first = e.errors()[0]
            where = ".".join(str(x) for x in first["loc"])
            raise InputError(tr("setup", "Not an action of {game}: {data} ({where}: {msg})").format(
                game=tr("games", self.title), data=data, where=where, msg=first["msg"])) from e
        if key is not None:
            if len(cache) > 100_000:
                cache.clear()
            cache[key] = action
        return action

    def parse_actions(self, texts: list[str]) -> list[Action]:
        """``parse_action`` of each text, as a resume reads a whole game back from the store."""
        get, parse = self._parsed.get, self.parse_action
        try:
            return [get(t) or parse(t) for t in texts]
        except TypeError:  # actions given as dicts (not the store's text) cannot be looked up
            return [parse(t) for t in texts]

    @property
    def _parsed(self) -> dict:
        try:
            return self.__dict__["_parsed_cache"]
        except KeyError:
            return self.__dict__.setdefault("_parsed_cache", {})

    def options(self, setup: Setup) -> Options:
        return self.OptionsModel(**setup.options)

    def validate_setup(self, setup: Setup) -> None:
        """Refuse a setup the rules cannot start, with a message that says what to change."""
        n = len(setup.players)
        if not self.min_players <= n <= self.max_players:
            raise InputError(tr("setup", "{game} needs {lo} to {hi} players, not {n}.").format(
                game=tr("games", self.title), lo=self.min_players, hi=self.max_players, n=n))
        self.check_stacks(setup)
        try:
            self.options(setup)
        except ValidationError as e:
            first = e.errors()[0]
            raise InputError(tr("setup", "House option {opt}: {msg}").format(
                opt=".".join(str(x) for x in first["loc"]), msg=first["msg"])) from e

    def check_stacks(self, setup: Setup) -> None:
        """Refuse a stack the game cannot start with: below 1 chip, unless the game plays on
        credit (its debts then carry on into the game, to be settled at the night's end)."""
        if self.credit(setup):
            return
        broke = [name for name, chips in setup.chips.items() if chips < 1]
        if broke:
            raise InputError(tr("setup", "{names} has no chips to play with.").format(names=", ".join(broke)))

    def credit(self, setup: Setup) -> bool:
        """True when this game's options let a balance go below zero (e.g. Pairs H4)."""
        return False

    @abstractmethod
    def start(self, setup: Setup) -> Any:
        """The first state. Balances in the state equal ``setup.chips`` (plus empty pots)."""

    @abstractmethod
    def to_act(self, state: Any) -> str | None: ...

    @abstractmethod
    def legal_actions(self, state: Any) -> list[Action]:
        """Every legal action now. An action carrying facts the table reports (faces shown,
        llamas counted) is listed once as a template; ``apply`` validates its facts."""

    @abstractmethod
    def apply(self, state: Any, action: Action) -> Step: ...

    def chance(self, state: Any, rng: random.Random) -> Action:
        """Digital mode: the app's own outcome (roll, shuffle) when ``to_act`` is CHANCE."""
        raise NotImplementedError

    @abstractmethod
    def balances(self, state: Any) -> dict[str, int]:
        """Chips of every player and pot in play (names and ``#pot...``)."""

    @abstractmethod
    def outcome(self, state: Any) -> Outcome: ...

    @abstractmethod
    def describe(self, state: Any, action: Action) -> str:
        """The action in words a player understands, e.g. "Cho calls a pair of Aces"."""

    @abstractmethod
    def view(self, state: Any, seat: str | None) -> dict[str, Any]:
        """What ``seat`` may see (None: what everyone may see). JSON-able."""

    def is_public(self, state: Any, action: Action) -> bool:
        """False for an action nobody may see happen: the public game log leaves it out."""
        return True

    def round_no(self, state: Any) -> int:
        """The round of the latest action (the ledger files its chips there)."""
        return getattr(state, "round", 0)

    def current_round(self, state: Any) -> int:
        """The round being played now, or about to be dealt (the table view's header): after a
        showdown already the next one, where ``round_no`` still names the round it settled."""
        return getattr(state, "round", 0)

    def is_barrier(self, state: Any, action: Action, mode: Mode) -> bool:
        """True when undoing ``action`` in digital mode could let someone peek or re-roll."""
        return mode == "digital" and type(action).barrier

    def reason_text(self, reason: str) -> str:
        """The words for a transfer's reason id (the ledger's "why" column). Games override
        ``reasons`` to name their C-numbers; the bank's own movements are named here."""
        words = {"buy-in": tr("ledger", "bought in from the bank"), "cash-out": tr("ledger", "cashed out to the bank")}
        words.update(self.reasons())
        return words.get(reason, reason)

    def reasons(self) -> dict[str, str]:
        return {}

    def summary(self, state: Any) -> str:
        """One public line about the current moment (the big line on the table view)."""
        return ""

    # -- what the screens read (core/views.py) ------------------------------------------------------
    def public_view(self, state: Any) -> PublicView:
        """What everyone at the table may see. Every game overrides this; the fallback reads the
        balances, whose turn and the summary, so that a game in the making still shows a table."""
        from .ledger import is_carry, is_pot

        to_act = self.to_act(state)
        out = self.outcome(state)
        bal = self.balances(state)
        seats = tuple(SeatView(name=p, chips=v, playing=p not in out.eliminated,
                               roles=(TURN,) if p == to_act else ())
                      for p, v in bal.items() if not p.startswith("#"))
        pots = tuple(PotView(account=a, label=tr("setup", "Carried") if is_carry(a) else tr("setup", "Pot"), chips=v)
                     for a, v in bal.items() if is_pot(a))
        turn = {CHANCE: tr("setup", "The app"), TABLE: tr("setup", "The table"), None: ""}.get(to_act, to_act)
        return PublicView(game=self.id, mode=getattr(state, "mode", "physical"), round=self.current_round(state),
                          phase="over" if out.finished else "", phase_text="", summary=self.summary(state),
                          to_act=to_act, turn_text=turn, seats=seats, pots=pots, over=out.finished,
                          detail=self.view(state, None))

    def private_view(self, state: Any, seat: str) -> PrivateView | None:
        """What ``seat`` may see beyond the public view; None when that is nothing."""
        return None

    def choices(self, state: Any) -> list[Choice]:
        """What can be done now, labelled, with keys: the legal actions in words by default.
        Leaving and ending the game early are the table menu's, not listed here."""
        out = []
        for i, a in enumerate(self.legal_actions(state)):
            out.append(Choice(a, self.describe(state, a), DEFAULT_KEYS[i] if i < len(DEFAULT_KEYS) else None,
                              seat=a.by))
        return out

    # -- what random games and leak checks read (tests, demos, later computer players) ------------------
    def random_fact(self, state: Any, rng: random.Random) -> Action | None:
        """An action whose facts a choice's entry asks for (the faces the table reports, the dice a
        player picks to reroll), filled in at random; None where the choices already name them all."""
        return None

    def scramble(self, state: Any, seat: str | None, rng: random.Random) -> Any | None:
        """The same table with everything ``seat`` may not see (None: the public) drawn anew: other
        hands, the deck's order, dice under the cup. None when the game hides nothing from anyone."""
        return None

    # -- what a night reads ------------------------------------------------------------------------------
    def standings(self, state: Any) -> list[Place]:
        """The places at the end of the game (empty before): by default the winner first, then
        the players still in by chips, then the eliminated, the last one out last."""
        out = self.outcome(state)
        if not out.finished:
            return []
        bal = self.balances(state)
        gone = list(out.eliminated)
        still = [p for p in bal if not p.startswith("#") and p not in gone]
        result = {p: "left" if p in out.left else "out" for p in gone}
        if out.winner is not None:
            result[out.winner] = "won"
        key = {p: (p == out.winner, bal[p]) for p in still}
        places = rank_by(still, key, result)
        rank = len(places) + 1
        for p in reversed(gone):
            places.append(Place(name=p, rank=rank, result=result[p]))
            rank += 1
        return places

    def carry(self, state: Any) -> Carry:
        """What this game leaves for the next: chips waiting in carry accounts (``#pot:carry...``)."""
        from .ledger import is_carry

        return Carry(pots={a: v for a, v in self.balances(state).items() if is_carry(a) and v})

    def carry_words(self, left: dict[str, Any]) -> tuple[str, str] | None:
        """What this game takes from ``Carry.games[its id]``, in words for the setup, and the label
        of the choice that drops it (e.g. "3 bills carry marks", "Fresh bills"); None: nothing."""
        return None

    def end_early(self, state: Any) -> Any:
        """The table ends the game now (``EndGame``): a Step that splits the pot equally among
        the players still in, the remainder carried to the next game (CORE-E1)."""
        raise RuleError("CORE-E1", tr("setup", "{game} cannot be ended early.").format(game=tr("games", self.title)))


def end_game_words(pot: int, players: int) -> str:
    """The log's line for the table ending a game (CORE-E1): the pot shared equally among ``players``,
    the odd chips carried to the next game; an empty pot says so rather than "the pot of 0 is shared,
    0 each, 0 carried"."""
    if pot <= 0 or players <= 0:
        return tr("setup", "The table ends the game (the pot is empty)")
    share = pot // players
    return tr("setup", "The table ends the game: the pot of {pot} is shared, {share} each, {rest} carried to the "
                       "next game").format(pot=pot, share=share, rest=pot - share * players)


DEFAULT_KEYS = "123456789abcdefghijklmnopqrstuvwxyz"
