"""What an engine hands the screens: typed views of the table and the choices of a seat.

A panel, the table display, a computer player or a remote screen reads these and nothing else
of a game. Views are plain data (pydantic, ``model_dump(mode="json")``); the public view holds
only what everyone at the table may see, a private view what one seat may see beside it.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

from .actions import Action

# A seat's roles, drawn as badges: the words come from the UI, these ids never change.
DEALER, STARTER, TURN, CUP = "dealer", "starter", "turn", "cup"


class _Data(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Piece(_Data):
    """A card, a die or a bill as one seat sees it: ``face`` None when it lies face down."""

    kind: Literal["card", "die", "bill"]
    face: str | None = None
    marks: tuple[str, ...] = ()  # a bill's marks on its common side (Chicken or Llama)


class SeatView(_Data):
    name: str
    chips: int
    playing: bool = True  # still in the game: not out, not gone
    status: str = ""  # in words, e.g. "folded", "all-in", "out", "left the table"
    roles: tuple[str, ...] = ()  # DEALER, STARTER, TURN, CUP
    pieces: tuple[Piece, ...] = ()  # what lies before the seat, face up or down
    note: str = ""  # a short public fact, e.g. "score 12", "3 tricks"


class PotView(_Data):
    account: str  # the ledger account, e.g. "#pot"
    label: str  # in words, e.g. "Pot", "Carried"
    chips: int


class PublicView(_Data):
    """What everyone may see. ``detail`` holds the game's own public facts (JSON)."""

    game: str
    mode: Literal["physical", "digital"]
    round: int
    phase: str  # the game's phase id (stable, for code)
    phase_text: str  # the phase in words
    summary: str  # one public line about now
    to_act: str | None  # a player's name, CHANCE, TABLE, or None once the game is over
    turn_text: str  # whose turn, in words: "Ann", "The table", "" when over
    seats: tuple[SeatView, ...]
    pots: tuple[PotView, ...]
    stake: str | None = None  # the stake or the current call in words, e.g. "Pair of Aces", "Stake 2"
    over: bool = False
    # a seat that just got private information (e.g. the card it drew) and must see its private view
    # before the screen passes on (digital hot seat: controller.news_seat); None: nobody
    news_for: str | None = None
    detail: dict[str, Any] = {}

    def seat(self, name: str) -> SeatView | None:
        for s in self.seats:
            if s.name == name:
                return s
        return None

    @property
    def pot_total(self) -> int:
        return sum(p.chips for p in self.pots)


class PrivateView(_Data):
    """What ``seat`` may see beyond the public view (their dice, their hand)."""

    seat: str
    pieces: tuple[Piece, ...] = ()
    fresh: tuple[int, ...] = ()  # the positions in ``pieces`` the latest action gave (e.g. a drawn card)
    detail: dict[str, Any] = {}


@dataclass(frozen=True, slots=True)
class Choice:
    """One thing a seat (or the table) can do now, as a panel offers it.

    ``entry``: the action carries facts the table reports (faces, counts, a card): the panel
    asks for them with the entry of that name before it submits; ``action`` is then a template.
    The generic panel knows ``"card"`` (one card value, a keypad 1-10 for the Pairs deck),
    ``"cards"`` (several, in order), ``"grid"`` (numbers per seat, e.g. points and tricks) and
    falls back to a field-by-field JSON form for any other name.

    ``form`` (optional, JSON): how the entry asks, when the template alone does not say it. All keys
    optional: ``field`` (the action's field the entry fills; default its one fact field),
    ``values`` (a card's possible values, default 1-10), ``count`` (how many cards), ``rows`` (the
    seats of a grid, in order), ``columns`` (a grid's columns: ``[{"name": "tricks", "label":
    "tricks", "min": 0, "max": 13, "total": 13}]``; ``total``: the column must add up to it),
    ``flat`` (a one-column grid fills ``{seat: n}`` instead of ``{seat: {column: n}}``; a list
    field gets one value per seat, in seat order), ``notes``
    (a short word per seat shown beside its row)."""

    action: Action
    label: str
    key: str | None = None  # the keyboard key, one character
    amount: int | None = None  # chips this choice moves for the seat (stake, all-in, cost)
    group: str = "main"  # "main", "call", "table", "mark", "leave"...: where a panel puts it
    seat: str | None = None  # who makes it; None: the table (a fact) or the app
    entry: str | None = None
    form: dict[str, Any] | None = field(default=None, hash=False)  # see above; not hashed (a dict)

    def to_json(self) -> dict[str, Any]:
        out = {"action": self.action.to_json(), "label": self.label, "group": self.group}
        for name in ("key", "amount", "seat", "entry", "form"):
            value = getattr(self, name)
            if value is not None:
                out[name] = value
        return out


Result = Literal["won", "lost", "out", "left", ""]


class Place(_Data):
    """One player's place at the end of a game: equal ranks are shared; ``result`` in a word
    ("lost" with no "won" anywhere: Pairs has a loser and no winner)."""

    name: str
    rank: int
    result: Result = ""


class Standing(_Data):
    """A ``Place`` with the chips: held at the end and won (+) or lost (-) in this game."""

    name: str
    rank: int
    result: Result = ""
    chips: int
    net: int


class Carry(_Data):
    """What a game leaves for the next games of the night.

    ``pots``: carry accounts (``#pot:carry...``) holding chips that wait for a game that takes them;
    ``dealer``: who deals or starts next; ``games``: what only one game reads, by game id
    (Chicken or Llama's bill marks, CL-H8)."""

    pots: dict[str, int] = {}
    dealer: str | None = None
    games: dict[str, dict[str, Any]] = {}

    def for_game(self, game: str) -> dict[str, Any]:
        return self.games.get(game, {})

    @property
    def empty(self) -> bool:
        return not (self.pots or self.dealer or self.games)


def turn_text(to_act: str | None) -> str:
    """Whose turn, in words: a player's name, "The table" (a fact to report), "The app" (its own
    shuffle or roll), or nothing once the game is over."""
    from .engine import CHANCE, TABLE
    from .i18n import tr

    if to_act == TABLE:
        return tr("setup", "The table")
    if to_act == CHANCE:
        return tr("setup", "The app")
    return to_act or ""


def rank_by(names: list[str], key: dict[str, Any], result: dict[str, Result] | None = None,
            start: int = 1) -> list[Place]:
    """Places by ``key`` (higher is better), equal keys sharing a rank ("1, 1, 3")."""
    result = result or {}
    order = sorted(names, key=lambda n: key[n], reverse=True)
    out: list[Place] = []
    for i, name in enumerate(order):
        rank = out[-1].rank if out and key[order[i - 1]] == key[name] else start + i
        out.append(Place(name=name, rank=rank, result=result.get(name, "")))
    return out
