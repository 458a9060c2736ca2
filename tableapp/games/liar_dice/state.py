"""The position of a Liar Dice game: a small frozen dataclass, cheap to copy (no pydantic here).

Seats are indexes into ``players``. A player with 0 chips is out (LD-R7, E7) and skipped.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from tableapp.core.errors import InputError
from tableapp.core.i18n import tr
from tableapp.core.ledger import CARRY, POT
from tableapp.core.state import replace

from .hands import FACE_VALUE, FACES, PIPS, Key, call_ranks, face_text, roll_key, swap_h2

# phases of a round
ROLL = "roll"            # digital: the app rolls the starter's five dice (CHANCE)
OPEN = "open"            # the starter makes the opening call (LD-R2)
RESPOND = "respond"      # the player to act: accept or challenge (LD-R3)
REROLL = "reroll"        # digital: the accepting player chooses the dice to reroll (LD-R4)
REROLLING = "rerolling"  # digital: the app rerolls them (CHANCE)
CALL = "call"            # the accepting player makes a higher call (LD-R4)
SHOW = "show"            # physical: the table reports the five faces (TABLE, LD-R5)
OVER = "over"            # one player has all the chips left in play (LD-C5)


@dataclass(frozen=True, slots=True)
class Rules:
    digital: bool
    straight_beats_full_house: bool = False  # LD-H2
    leaver_chips_to_bank: bool = False  # LD-H3
    strict_raises: bool = False  # LD-H4
    ordinary_dice: bool = False  # LD-D14
    # each call's place in the raise order under H2/H4 (equal places do not raise each other)
    rank: dict = field(default=None, compare=False, repr=False)

    def __post_init__(self):
        object.__setattr__(self, "rank", call_ranks(self.straight_beats_full_house, self.strict_raises))


class Showdown(NamedTuple):
    """A settled challenge: public to everyone (LD §7)."""

    round: int
    faces: tuple[int, ...]
    call: Key
    caller: int
    challenger: int
    loser: int
    met: bool  # the roll met the call: the challenger paid (LD-C2), else the caller (LD-C3)
    dropped: bool  # the loser reached 0 chips (LD-R7)


@dataclass(frozen=True)
class LiarDiceState:
    players: tuple[str, ...]
    chips: tuple[int, ...]
    pot: int
    rules: Rules
    round: int = 1
    phase: str = OPEN
    starter: int = 0  # the seat that started this round
    actor: int = 0  # the seat to act: the starter until the opening call, then the player to act
    caller: int = -1  # the seat that made the current call
    call: Key | None = None
    rerolled: int | None = None  # the accepting player's reroll count, once known
    history: tuple[tuple, ...] = ()  # this round: ("call", seat, key, rerolled) / ("accept", seat, None, None)
    dice: tuple[int, ...] | None = None  # digital only: the five dice under the cup
    pending: tuple[int, ...] = ()  # digital: the positions (1..5) being rerolled
    out: tuple[str, ...] = ()  # players who dropped out or left, in that order
    left: tuple[str, ...] = ()  # of those, the ones who left (LD-E7)
    last: Showdown | None = None  # the latest showdown
    winner: str | None = None
    # the round the latest action closed (a showdown, a void), 0 once the next round is under way:
    # the ledger files that action's chips under the round it settled, not the new one
    closing: int = 0
    carried: int = 0  # CORE-E1: the remainder of an early end's split, left for a later game

    def _with(self, **changes) -> LiarDiceState:
        """The next state. ``closing`` goes back to 0 unless given: only an action that ends a
        round sets it (``new_round``)."""
        return replace(self, **{"closing": 0, **changes})

    def balances(self) -> dict[str, int]:
        bal = dict(zip(self.players, self.chips))
        bal[POT] = self.pot
        if self.carried:
            bal[CARRY] = self.carried
        return bal

    def active(self) -> list[int]:
        return [i for i, c in enumerate(self.chips) if c > 0]

    def next_active(self, seat: int) -> int:
        """The next seat after ``seat`` (clockwise, LD-D12) that still has chips."""
        n = len(self.players)
        for step in range(1, n + 1):
            i = (seat + step) % n
            if self.chips[i] > 0:
                return i
        return seat

    def holder(self) -> int:
        """The cup holder (LD-E7): the starter until the opening call, then the last caller until
        the player to act accepts, then the accepting player until their call."""
        if self.phase in (ROLL, OPEN):
            return self.starter
        if self.phase == RESPOND or self.phase == SHOW:
            return self.caller
        return self.actor


def new_round(s: LiarDiceState, starter: int, round_no: int, **changes) -> dict:
    """The fields of a fresh round started by ``starter`` (to use with ``LiarDiceState._with``)."""
    return dict(round=round_no, phase=ROLL if s.rules.digital else OPEN, starter=starter, actor=starter,
                caller=-1, call=None, rerolled=None, history=(), dice=None, pending=(), closing=s.round, **changes)


# -- faces reported by the table or written in a script ------------------------------------------
def faces_hint(ordinary: bool) -> str:
    if ordinary:
        return tr("liar_dice", "Five dice: A K Q J 10 9, or pips 1 to 6.")
    return tr("liar_dice", "Five dice: A K Q J 10 9.")


_FACE_ALIASES = {"T": "10", "ACE": "A", "KING": "K", "QUEEN": "Q", "JACK": "J", "TEN": "10", "NINE": "9"}


def face_value(face, ordinary: bool) -> int:
    text = str(face).strip().upper()
    text = _FACE_ALIASES.get(text, text)
    if text in FACE_VALUE:
        return FACE_VALUE[text]
    if ordinary and text in PIPS:
        return int(text)  # LD-D14: 1=9, 2=10, 3=J, 4=Q, 5=K, 6=A
    raise InputError(tr("liar_dice", "\"{face}\" is not a die face. {hint}").format(
        face=face, hint=faces_hint(ordinary)))


def read_faces(faces, counts, ordinary: bool, n: int = 5) -> tuple[int, ...]:
    """The values of ``n`` dice from a list of faces or a count per face; InputError otherwise."""
    if counts is None and faces is not None and len(faces) == n:
        values = tuple(map(FACE_VALUE.get, faces))  # the usual case: faces exactly as the app writes them
        if None not in values:
            return values
    if (faces is None) == (counts is None):
        raise InputError(tr("liar_dice", "Give the five faces, or how many of each face. {hint}").format(
            hint=faces_hint(ordinary)))
    if counts is not None:
        values: list[int] = []
        for face, k in counts.items():
            if not isinstance(k, int) or isinstance(k, bool) or not 0 <= k <= n:  # n dice: never a list of 2**31
                raise InputError(tr("liar_dice", "\"{face}\": a count is a whole number from 0 to 5.").format(
                    face=face))
            values += [face_value(face, ordinary)] * k
    else:
        values = [face_value(f, ordinary) for f in faces]
    if len(values) != n:
        if n == 5:
            if len(values) == 1:
                raise InputError(tr("liar_dice", "Only one die given. {hint}").format(hint=faces_hint(ordinary)))
            raise InputError(tr("liar_dice", "{n} dice given. {hint}").format(n=len(values), hint=faces_hint(ordinary)))
        raise InputError(tr("liar_dice", "{n} dice given, {want} were rerolled.").format(n=len(values), want=n))
    return tuple(values)


def faces_line(values, ordinary: bool) -> str:
    """Dice as people read them: "A A A J J" (ordinary dice: "6 6 6 3 3 (A A A J J)")."""
    poker = " ".join(FACES[v - 1] for v in values)
    if ordinary:
        return " ".join(face_text(v, True) for v in values) + " (" + poker + ")"
    return poker


def showdown_of(s: LiarDiceState, values: tuple[int, ...]) -> Showdown:
    """LD-R5/R6: who pays when ``values`` are shown against the current call (LD §3.3)."""
    rk, ck = roll_key(values), s.call
    if s.rules.straight_beats_full_house:  # LD-H2
        rk, ck = swap_h2(rk), swap_h2(ck)
    met = rk >= ck  # LD-D3: equal or higher meets the call; the challenger then pays (LD-E3)
    challenger = s.actor
    loser = challenger if met else s.caller
    return Showdown(s.round, values, s.call, s.caller, challenger, loser, met, s.chips[loser] == 1)
