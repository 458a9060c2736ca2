"""The Liar Dice rules engine (shared/rules/liar-dice.md): pure Python, both modes.

Physical mode: the table keeps the dice; the app takes calls, accepts and challenges, and the
five faces at a challenge (``show``, reported by TABLE). Digital mode: the app rolls (CHANCE),
shows the dice only to the cup holder, and settles a challenge at once.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from typing import Any, ClassVar

from pydantic import Field, ValidationError

from tableapp.core.actions import Action, EndGame
from tableapp.core.engine import CHANCE, TABLE, Engine, Mode, Options, Outcome, Setup, Step, end_game_words
from tableapp.core.errors import InputError, RuleError
from tableapp.core.i18n import tr
from tableapp.core.ledger import BANK, CARRY, POT, Purse
from tableapp.core.views import Carry, Choice, PrivateView, PublicView

from . import screens
from .actions import ACTIONS, Accept, Call, Challenge, Leave, Reroll, Roll, Show, Void
from .hands import FACES, FIVE_ACES, CallError, Key, call_name, call_text, calls_above, parse_call, roll_key
from .state import (CALL, OPEN, OVER, REROLL, REROLLING, RESPOND, ROLL, SHOW, LiarDiceState, Rules, Showdown,
                    faces_line, new_round, read_faces, showdown_of)


class LiarDiceOptions(Options):
    straight_beats_full_house: bool = Field(
        False, title="Straight beats full house",
        description="H2: a straight ranks above a full house (the source puts the full house higher).")
    leaver_chips_to_bank: bool = Field(
        False, title="Leaver's chips to the bank",
        description="H3: a player who leaves returns their chips to the bank instead of the pot.")
    strict_raises: bool = Field(
        False, title="Strict raises",
        description="H4: an open rank counts as the lowest one when comparing calls, "
                    "so \"Pair of Nines\" does not raise \"One pair\".")
    ordinary_dice: bool = Field(
        False, title="Ordinary dice",
        description="D14 (physical mode): the table uses ordinary dice; pips 1-6 stand for 9 10 J Q K A.")
    first_starter: str | None = Field(
        None, title="First starter",
        description="D12: who starts the first round (default: the first seat).")
    random_starter: bool = Field(
        False, title="Random first starter",
        description="D12 (digital mode): the app chooses who starts the first round.")


@dataclass(frozen=True)
class Verdict:
    """A challenge settled (or previewed): the faces, the hand, the call and who pays."""

    faces: tuple[int, ...]
    hand: Key
    call: Key
    caller: str
    challenger: str
    loser: str
    met: bool
    drops_out: bool
    rule: str  # LD-C2 (challenger pays) or LD-C3 (caller pays)
    ordinary: bool = False

    @property
    def faces_text(self) -> str:
        return faces_line(self.faces, self.ordinary)

    @property
    def hand_name(self) -> str:
        return call_name(self.hand)

    @property
    def call_name(self) -> str:
        return call_name(self.call)

    @property
    def who_pays(self) -> str:
        """E.g. "Cho challenged and pays 1"."""
        if self.met:
            who = tr("liar_dice", "{name} challenged and pays 1").format(name=self.loser)
        else:
            who = tr("liar_dice", "{name} called too high and pays 1").format(name=self.loser)
        if self.drops_out:
            who = tr("liar_dice", "{who}, and is out").format(who=who)
        return who

    @property
    def text(self) -> str:
        """E.g. "Pair of Aces called, Full house, Aces over Jacks shown: Cho challenged and pays 1"."""
        return tr("liar_dice", "{call} called, {hand} shown: {who}").format(
            call=self.call_name, hand=self.hand_name, who=self.who_pays)


def _verdict(s: LiarDiceState, sd: Showdown) -> Verdict:
    p = s.players
    return Verdict(sd.faces, roll_key(sd.faces), sd.call, p[sd.caller], p[sd.challenger], p[sd.loser], sd.met,
                   sd.dropped, "LD-C2" if sd.met else "LD-C3", s.rules.ordinary_dice)


def verdict(state: LiarDiceState, faces=None, counts=None) -> Verdict:
    """Preview the verdict of the pending challenge without applying anything.

    Physical mode (the table is to report the show): ``faces`` are the faces about to be sent
    (or ``counts`` per face); InputError if they are not five dice. Digital mode, or after any
    showdown: with no faces, the latest showdown."""
    if state.phase == SHOW:
        return _verdict(state, showdown_of(state, read_faces(faces, counts, state.rules.ordinary_dice)))
    if faces is None and counts is None and state.last is not None:
        return _verdict(state, state.last)
    raise RuleError("LD-R5", tr("liar_dice", "No challenge is waiting for the dice."))


@lru_cache(maxsize=8192)
def _call_actions(by: str, current: Key | None, h2: bool, h4: bool) -> tuple[Call, ...]:
    return tuple(Call(by=by, call=call_text(k)) for k in calls_above(current, h2, h4))


def call_choices(state: LiarDiceState) -> list[tuple[str, str]]:
    """The calls the player to act may make now, lowest first: (text to send, name to show)."""
    if state.phase not in (OPEN, RESPOND, CALL) or (state.phase == RESPOND and state.rules.digital):
        return []
    r = state.rules
    return [(call_text(k), call_name(k)) for k in calls_above(state.call, r.straight_beats_full_house, r.strict_raises)]


class LiarDiceEngine(Engine):
    id = "liar-dice"
    title = "Liar Dice"
    min_players = 2
    max_players = 10
    default_chips = 3  # LD-H1
    OptionsModel = LiarDiceOptions
    actions = ACTIONS

    # -- setup --------------------------------------------------------------------------------------
    def warnings(self, setup: Setup) -> list[str]:
        """Advice the setup screen shows without refusing the game (LD-D13)."""
        n = len(setup.players)
        if not 3 <= n <= 6:
            return [tr("liar_dice", "Liar Dice plays best with 3 to 6 players; this table has {n}.").format(n=n)]
        return []

    def validate_setup(self, setup: Setup) -> None:
        n = len(setup.players)
        if not self.min_players <= n <= self.max_players:
            raise InputError(tr("setup", "{game} needs {lo} to {hi} players, not {n}.").format(
                game=tr("games", self.title), lo=self.min_players, hi=self.max_players, n=n))
        try:
            opts = self.options(setup)
        except ValidationError as e:
            first = e.errors()[0]
            raise InputError(tr("setup", "House option {opt}: {msg}").format(
                opt=".".join(str(x) for x in first["loc"]), msg=first["msg"])) from e
        missing = [p for p in setup.players if p not in setup.chips]
        if missing:
            raise InputError(tr("liar_dice", "Starting chips missing for {names}.").format(names=", ".join(missing)))
        if opts.first_starter is not None and opts.first_starter not in setup.players:
            raise InputError(tr("liar_dice", "The first starter {name} is not at this table.").format(
                name=opts.first_starter))
        if opts.random_starter and (setup.mode != "digital" or setup.seed is None):
            raise InputError(tr("liar_dice", "A random first starter needs digital mode with the app's dice."))
        if setup.start is not None:
            self._start_position(setup)  # raises InputError for a position that cannot be
            return
        stacks = {setup.chips[p] for p in setup.players}
        if min(stacks) < 1:
            broke = ", ".join(p for p in setup.players if setup.chips[p] < 1)
            raise InputError(tr("liar_dice", "Everyone starts with at least 1 chip (LD-H1): {names} would not.").format(
                names=broke))
        if len(stacks) > 1:
            held = ", ".join(f"{p} {setup.chips[p]}" for p in setup.players)  # say who differs: a rebuy evens them
            raise InputError(tr("liar_dice", "Everyone starts with the same number of chips (LD-H1), not {held}.")
                             .format(held=held))

    def _rules(self, setup: Setup) -> Rules:
        o = self.options(setup)
        return Rules(setup.mode == "digital", o.straight_beats_full_house, o.leaver_chips_to_bank,
                     o.strict_raises, o.ordinary_dice and setup.mode == "physical")

    def _start_position(self, setup: Setup) -> LiarDiceState:
        """``setup.start`` = {"chips": {name: N}, "pot": N, "starter": name, "round": N}: a position
        between two rounds. Chips not given there are the setup's chips; players at 0 are out."""
        start = dict(setup.start or {})
        unknown = set(start) - {"chips", "pot", "starter", "round"}
        if unknown:
            raise InputError(tr("liar_dice", "Unknown start keys: {keys}.").format(keys=", ".join(sorted(unknown))))
        given = start.get("chips") or {}
        if not isinstance(given, dict):
            raise InputError(tr("liar_dice", "Start chips are given as {\"name\": chips}."))
        for name, n in given.items():
            if name not in setup.players:
                raise InputError(tr("liar_dice", "{name} is not at this table.").format(name=name))
            if setup.chips.get(name) != n:
                raise InputError(tr("liar_dice", "{name}: the start position says {n} chips, the setup {m}.").format(
                    name=name, n=n, m=setup.chips.get(name)))
        chips = tuple(int(setup.chips[p]) for p in setup.players)
        if any(c < 0 for c in chips):
            raise InputError(tr("liar_dice", "Nobody can hold fewer than 0 chips."))
        if sum(1 for c in chips if c > 0) < 2:
            raise InputError(tr("liar_dice", "A start position needs at least 2 players with chips."))
        pot = start.get("pot", 0)
        rnd = start.get("round", 1)
        if not isinstance(pot, int) or pot < 0 or not isinstance(rnd, int) or rnd < 1:
            raise InputError(tr("liar_dice", "The pot is a whole number of at least 0 and the round at least 1."))
        starter_name = start.get("starter", setup.players[0])
        if starter_name not in setup.players:
            raise InputError(tr("liar_dice", "The starter {name} is not at this table.").format(name=starter_name))
        s = LiarDiceState(setup.players, chips, pot, self._rules(setup),
                          out=tuple(p for p, c in zip(setup.players, chips) if c == 0))
        seat = setup.players.index(starter_name)
        if chips[seat] == 0:  # LD-E10: an out starter passes the role on
            seat = s.next_active(seat)
        return s._with(**{**new_round(s, seat, rnd), "closing": 0})

    def start(self, setup: Setup) -> LiarDiceState:
        if setup.start is not None:
            return self._start_position(setup)
        opts = self.options(setup)
        s = LiarDiceState(setup.players, tuple(setup.chips[p] for p in setup.players), 0, self._rules(setup))
        seat = 0  # LD-D12: the first seat by default
        if opts.first_starter is not None:
            seat = setup.players.index(opts.first_starter)
        elif setup.carry.dealer in setup.players:  # the role passes on from the night's last game
            seat = setup.players.index(setup.carry.dealer)
        elif opts.random_starter and setup.mode == "digital" and setup.seed is not None:
            seat = random.Random(f"{setup.seed}/starter").randrange(len(setup.players))
        return s._with(**{**new_round(s, seat, 1), "closing": 0})

    # -- who acts, what is legal ----------------------------------------------------------------------
    def to_act(self, s: LiarDiceState) -> str | None:
        phase = s.phase
        if phase == OVER:
            return None
        if phase == ROLL or phase == REROLLING:
            return CHANCE
        if phase == SHOW:
            return TABLE
        return s.players[s.actor]

    def legal_actions(self, s: LiarDiceState) -> list[Action]:
        phase, r = s.phase, s.rules
        if phase == OVER:
            return []
        if phase == ROLL:
            return [Roll(faces=["A"] * 5)]  # template: the app draws the faces
        if phase == REROLLING:
            return [Roll(faces=["A"] * len(s.pending))]
        if phase == SHOW:
            return [Show(faces=["A"] * 5)]  # template: the table reports the faces (LD-E11: nothing else)
        who = s.players[s.actor]
        out: list[Action] = []
        higher = calls_above(s.call, r.straight_beats_full_house, r.strict_raises)
        if phase == RESPOND:
            out.append(Challenge(by=who))
            if higher:  # LD-D9: after five Aces only a challenge
                out.append(Accept(by=who))
                if not r.digital:  # LD §6: a new call stands for Accept
                    out.extend(_call_actions(who, s.call, r.straight_beats_full_house, r.strict_raises))
        elif phase == REROLL:
            out.extend(_reroll_actions(who))
        else:  # OPEN, CALL
            out.extend(_call_actions(who, s.call, r.straight_beats_full_house, r.strict_raises))
        out.extend(_leave_action(s.players[i]) for i in s.active())
        if not r.digital:
            out.append(_VOID)
        return out

    # -- applying -------------------------------------------------------------------------------------
    def apply(self, s: LiarDiceState, a: Action) -> Step:
        if s.phase == OVER:
            raise RuleError("LD-C5", tr("liar_dice", "The game is over: {name} has won.").format(name=s.winner))
        handler = self._handlers.get(type(a))
        if handler is None:
            raise RuleError("LD", tr("liar_dice", "That is not an action of Liar Dice."))
        return handler(self, s, a)

    def reasons(self) -> dict[str, str]:
        return {
            "LD-C2": tr("liar_dice", "challenger pays: the roll met the call"),
            "LD-C3": tr("liar_dice", "caller pays: the call was higher than the roll"),
            "LD-C4": tr("liar_dice", "left the game: chips to the pot"),
            "LD-H3": tr("liar_dice", "left the game: chips back to the bank"),
            "LD-C5": tr("liar_dice", "last player with chips takes the pot"),
            "CORE-E1": tr("liar_dice", "game ended early: the pot is shared"),
            "CORE-E1c": tr("liar_dice", "game ended early: the odd chips wait for the next game"),
        }

    def round_no(self, s: LiarDiceState) -> int:
        """The round the latest action belongs to: a showdown's chips count in the round it settled."""
        return s.closing or s.round

    def _turn(self, s: LiarDiceState, a: Action, rule: str) -> None:
        """Raise for an action by anyone but the player to act (callers check first: apply is hot)."""
        who = s.players[s.actor]
        if a.by != who:
            raise RuleError(rule, tr("liar_dice", "It is {who}'s turn, not {by}'s.").format(who=who, by=a.by))

    def _call(self, s: LiarDiceState, a: Call) -> Step:
        phase, r, seat = s.phase, s.rules, s.actor
        if phase != OPEN and phase != RESPOND and phase != CALL:
            raise self._not_now(s, tr("liar_dice", "No call is due now."))
        if a.by != s.players[seat]:
            self._turn(s, a, "LD-R3" if phase == RESPOND else "LD-R2")
        if phase == RESPOND and r.digital:
            raise RuleError("LD-R4", tr("liar_dice", "Accept first: the dice are shown to you after you accept."))
        try:
            key = parse_call(a.call)
        except CallError as e:
            raise RuleError("LD-R2", str(e)) from None
        current = s.call
        if current is not None and r.rank[key] <= r.rank[current]:
            if current == FIVE_ACES:
                raise RuleError("LD-D9", tr("liar_dice", "Nothing is higher than Five Aces: challenge."))
            raise RuleError("LD-R4", tr("liar_dice", "Call something higher than {call}").format(
                call=call_name(current)))
        rerolled = a.rerolled
        history = s.history
        if r.digital:
            if rerolled is not None and rerolled != s.rerolled:
                raise RuleError("LD-D7", tr("liar_dice", "The app counted {n} rerolled dice.").format(n=s.rerolled))
            rerolled = s.rerolled
        elif rerolled is not None:
            if isinstance(rerolled, bool) or not 0 <= rerolled <= 5:
                raise InputError(tr("liar_dice", "Rerolled dice: a whole number from 0 to 5."))
            if phase == OPEN:
                raise RuleError("LD-D6", tr("liar_dice", "The starter rolls once and rerolls nothing."))
        if phase == RESPOND:  # physical: the call stands for Accept (LD §6)
            history += (("accept", seat, None, None),)
        return Step(s._with(phase=RESPOND, caller=seat, call=key, actor=s.next_active(seat), rerolled=None,
                            history=history + (("call", seat, key, rerolled),)))

    def _accept(self, s: LiarDiceState, a: Accept) -> Step:
        if s.phase != RESPOND:
            raise self._not_now(s, tr("liar_dice", "There is no call to accept now."))
        if a.by != s.players[s.actor]:
            self._turn(s, a, "LD-R3")
        r = s.rules
        if not calls_above(s.call, r.straight_beats_full_house, r.strict_raises):
            raise RuleError("LD-D9", tr("liar_dice", "Nothing is higher than {call}: challenge.").format(
                call=call_name(s.call)))
        return Step(s._with(phase=REROLL if r.digital else CALL, rerolled=None,
                            history=s.history + (("accept", s.actor, None, None),)))

    def _reroll(self, s: LiarDiceState, a: Reroll) -> Step:
        if not s.rules.digital:
            raise RuleError("LD-R4",
                            tr("liar_dice", "At the table the dice are rerolled by hand: give the count with the call."))
        if s.phase != REROLL:
            raise self._not_now(s, tr("liar_dice", "Accept a call before choosing dice to reroll."))
        if a.by != s.players[s.actor]:
            self._turn(s, a, "LD-R4")
        dice = a.dice
        if len(set(dice)) != len(dice) or any(isinstance(d, bool) or not 1 <= d <= 5 for d in dice):
            raise InputError(tr("liar_dice", "Choose dice by position, 1 to 5, each at most once."))
        positions = tuple(sorted(dice))
        if not positions:
            return Step(s._with(phase=CALL, rerolled=0))
        return Step(s._with(phase=REROLLING, rerolled=len(positions), pending=positions))

    def _roll(self, s: LiarDiceState, a: Roll) -> Step:
        if not s.rules.digital:
            raise RuleError("LD-R1",
                            tr("liar_dice", "The table rolls its own dice; the app needs the faces only at a challenge."))
        if s.phase == ROLL:
            return Step(s._with(phase=OPEN, dice=read_faces(a.faces, None, False)))
        if s.phase == REROLLING:
            new = read_faces(a.faces, None, False, len(s.pending))
            dice = list(s.dice)
            for pos, v in zip(s.pending, new):  # faces in ascending position order (LD §7)
                dice[pos - 1] = v
            return Step(s._with(phase=CALL, dice=tuple(dice), pending=()))
        raise RuleError("LD-R1", tr("liar_dice", "No roll is due now."))

    def _challenge(self, s: LiarDiceState, a: Challenge) -> Step:
        if s.phase != RESPOND:
            if s.phase == CALL or s.phase == REROLL:
                raise RuleError("LD-D8", tr("liar_dice", "Accepting is final: call something higher than {call}.")
                                .format(call=call_name(s.call)))
            if s.phase == OPEN:
                raise RuleError("LD-R3", tr("liar_dice", "There is no call to challenge yet."))
            raise self._not_now(s, tr("liar_dice", "There is no call to challenge now."))
        if a.by != s.players[s.actor]:
            self._turn(s, a, "LD-D8")
        if s.rules.digital:  # the app knows the dice: the show is automatic
            return self._settle(s, showdown_of(s, s.dice))
        return Step(s._with(phase=SHOW))

    def _show(self, s: LiarDiceState, a: Show) -> Step:
        if s.phase != SHOW:
            raise RuleError("LD-R5", tr("liar_dice", "The dice are shown only after a challenge."))
        return self._settle(s, showdown_of(s, read_faces(a.faces, a.counts, s.rules.ordinary_dice)))

    def _settle(self, s: LiarDiceState, sd: Showdown) -> Step:
        """LD-R6..R8: the loser pays 1 to the pot; 0 chips drops out; the challenger starts next."""
        purse = Purse(s.balances())
        loser = s.players[sd.loser]
        purse.pay(loser, POT, 1, "LD-C2" if sd.met else "LD-C3")
        chips = tuple(map(purse.balances.__getitem__, s.players))
        s2 = s._with(chips=chips, pot=purse.balances[POT], last=sd, out=s.out + (loser,) if sd.dropped else s.out)
        if sd.dropped and len(chips) - chips.count(0) == 1:
            return self._game_over(s2, purse)
        starter = sd.challenger if chips[sd.challenger] > 0 else s2.next_active(sd.challenger)  # LD-R8, D10
        s2.__dict__.update(new_round(s2, starter, s.round + 1))  # s2 is ours alone until returned
        return Step(s2, purse.transfers)

    def _game_over(self, s: LiarDiceState, purse: Purse) -> Step:
        """LD-C5: the last player with chips takes the whole pot and keeps their own chips."""
        seat = s.active()[0]
        winner = s.players[seat]
        purse.pay(POT, winner, purse.balances[POT], "LD-C5")
        chips = tuple(purse.balances[p] for p in s.players)
        return Step(s._with(chips=chips, pot=purse.balances[POT], phase=OVER, winner=winner, actor=seat,
                            dice=None, pending=()), purse.transfers)

    def _leave(self, s: LiarDiceState, a: Leave) -> Step:
        if a.by not in s.players or s.chips[s.players.index(a.by)] == 0:
            raise RuleError("LD-E7", tr("liar_dice", "{name} is not playing in this game.").format(name=a.by))
        if s.phase == SHOW:
            # (no name: the Table menu asks on behalf of nobody in particular, before anyone is chosen)
            raise RuleError("LD-E11", tr("liar_dice", "Nobody leaves during a challenge: show the dice first."))
        seat = s.players.index(a.by)
        purse = Purse(s.balances())
        if s.rules.leaver_chips_to_bank:
            purse.pay(a.by, BANK, s.chips[seat], "LD-H3")
        else:
            purse.pay(a.by, POT, s.chips[seat], "LD-C4")
        chips = tuple(purse.balances[p] for p in s.players)
        s2 = s._with(chips=chips, pot=purse.balances[POT], out=s.out + (a.by,), left=s.left + (a.by,))
        if len(s2.active()) == 1:
            return self._game_over(s2, purse)
        if seat in (s.holder(), s.actor):  # LD-E7: the round is void; the next player after the leaver starts
            return Step(s2._with(**new_round(s2, s2.next_active(seat), s.round + 1)), purse.transfers)
        return Step(s2, purse.transfers)  # the round goes on and the leaver's seat is skipped

    def _leave_voids(self, s: LiarDiceState, who: str) -> str | None:
        """LD-E7: who starts the next round when ``who`` leaving voids this one, else None."""
        if who not in s.players or s.phase == OVER or s.phase == SHOW:
            return None
        seat = s.players.index(who)
        if s.chips[seat] == 0 or seat not in (s.holder(), s.actor):
            return None
        rest = [i for i in s.active() if i != seat]
        if len(rest) < 2:
            return None
        chips = list(s.chips)
        chips[seat] = 0
        return s.players[s._with(chips=tuple(chips)).next_active(seat)]

    def _void(self, s: LiarDiceState, a: Void) -> Step:
        if s.rules.digital:
            raise RuleError("LD-E8", tr("liar_dice", "Only a round played with the table's own dice can be voided."))
        if s.phase == SHOW:
            raise RuleError("LD-E11", tr("liar_dice", "Settle the challenge first: show the dice."))
        starter = s.starter if s.chips[s.starter] > 0 else s.next_active(s.starter)  # LD-E10: unless they left
        return Step(s._with(**new_round(s, starter, s.round + 1)))  # LD-E8: the same starter rolls again

    def _end(self, s: LiarDiceState, a: EndGame) -> Step:
        return self.end_early(s)

    def end_early(self, s: LiarDiceState) -> Step:
        """CORE-E1: the pot split equally among the players still in, the remainder carried."""
        if s.phase == SHOW:
            raise RuleError("LD-E11", tr("liar_dice", "Settle the challenge first: show the dice."))
        purse = Purse(s.balances())
        purse.split(POT, [s.players[i] for i in s.active()], "CORE-E1", CARRY, "CORE-E1c")
        chips = tuple(purse.balances[p] for p in s.players)
        return Step(s._with(chips=chips, pot=0, carried=purse.balances.get(CARRY, 0), phase=OVER, winner=None,
                            dice=None, pending=(), closing=s.round), purse.transfers)

    # apply() dispatches on the action's class: one dict lookup instead of a chain of isinstance
    _handlers: ClassVar[dict] = {Call: _call, Roll: _roll, Accept: _accept, Challenge: _challenge, Reroll: _reroll,
                                 Show: _show, Leave: _leave, Void: _void, EndGame: _end}

    def _not_now(self, s: LiarDiceState, message: str) -> RuleError:
        return RuleError("LD-R3", tr("liar_dice", "{message} {now}").format(message=message, now=self.summary(s)))

    def chance(self, s: LiarDiceState, rng: random.Random) -> Action:
        if s.phase == ROLL:
            return Roll(faces=[FACES[rng.randrange(6)] for _ in range(5)])
        if s.phase == REROLLING:
            return Roll(faces=[FACES[rng.randrange(6)] for _ in s.pending])  # ascending positions
        raise RuleError("LD-R1", tr("liar_dice", "No roll is due now."))

    def is_barrier(self, s: LiarDiceState, action: Action, mode: Mode) -> bool:
        # digital: a roll, an accept (the receiver sees the dice) and a challenge (everyone does)
        return mode == "digital" and isinstance(action, (Roll, Accept, Challenge))

    # -- reading --------------------------------------------------------------------------------------
    def balances(self, s: LiarDiceState) -> dict[str, int]:
        return s.balances()

    def outcome(self, s: LiarDiceState) -> Outcome:
        return Outcome(s.phase == OVER, s.winner, s.out, s.left)

    def public_view(self, s: LiarDiceState) -> PublicView:
        return screens.public_view(self, s)

    def private_view(self, s: LiarDiceState, seat: str) -> PrivateView | None:
        return screens.private_view(s, seat)

    def choices(self, s: LiarDiceState) -> list[Choice]:
        return screens.choices(self, s)

    def random_fact(self, s: LiarDiceState, rng: random.Random) -> Action | None:
        if s.phase == SHOW:  # the five faces under the cup
            return Show(faces=[FACES[rng.randrange(6)] for _ in range(5)])
        if s.phase == REROLL:  # the dice the accepting player picks
            return Reroll(by=s.players[s.actor], dice=sorted(rng.sample(range(1, 6), rng.randint(0, 5))))
        return None

    def scramble(self, s: LiarDiceState, seat: str | None, rng: random.Random) -> LiarDiceState:
        """The dice under the cup, rolled anew unless ``seat`` is the cup holder looking at them."""
        if s.dice is None or (seat is not None and screens.private_view(s, seat) is not None):
            return s
        return s._with(dice=tuple(rng.randint(1, 6) for _ in s.dice), closing=s.closing)

    def carry(self, s: LiarDiceState) -> Carry:
        """The next game's first starter: the seat after this game's last starter (LD-D12)."""
        base = super().carry(s)
        nxt = s.players[(s.starter + 1) % len(s.players)]
        return base.model_copy(update={"dealer": nxt})

    def describe(self, s: LiarDiceState, a: Action) -> str:
        who = a.by
        if isinstance(a, Call):
            try:
                name = call_name(parse_call(a.call))
            except CallError:
                name = a.call
            rerolled = a.rerolled
            if rerolled is None and s.rules.digital and s.phase == CALL:
                rerolled = s.rerolled
            if rerolled is not None and s.phase != OPEN:
                return tr("liar_dice", "{name} calls {call} (rerolled {n})").format(name=who, call=name, n=rerolled)
            return tr("liar_dice", "{name} calls {call}").format(name=who, call=name)
        if isinstance(a, Accept):
            if s.call is None:
                return tr("liar_dice", "{name} accepts").format(name=who)
            return tr("liar_dice", "{name} accepts {call}").format(name=who, call=call_name(s.call))
        if isinstance(a, Reroll):
            if not a.dice:
                return tr("liar_dice", "{name} rerolls no dice").format(name=who)
            if len(a.dice) == 1:
                return tr("liar_dice", "{name} rerolls 1 die").format(name=who)
            return tr("liar_dice", "{name} rerolls {n} dice").format(name=who, n=len(a.dice))
        if isinstance(a, Challenge):
            said = tr("liar_dice", "{name} challenges").format(name=who)
            if s.rules.digital and s.phase == RESPOND and s.dice is not None and a.by == s.players[s.actor]:
                # digital: the app lifts the cup at once (LD §7); the line says what everyone then saw,
                # the showdown the challenge settles (the same one ``_challenge`` settles)
                v = _verdict(s, showdown_of(s, s.dice))
                shown = tr("liar_dice", "Shown: {faces} — {hand}. {call} called: {who}").format(
                    faces=v.faces_text, hand=v.hand_name, call=v.call_name, who=v.who_pays)
                return tr("liar_dice", "{challenge} · {shown}").format(challenge=said, shown=shown)
            return said
        if isinstance(a, Show):
            try:
                v = verdict(s, a.faces, a.counts)
            except (InputError, RuleError):
                return tr("liar_dice", "Shown: {faces}").format(faces=" ".join(a.faces or []) or a.counts)
            return tr("liar_dice", "Shown: {faces} — {hand}. {call} called: {who}").format(
                faces=v.faces_text, hand=v.hand_name, call=v.call_name, who=v.who_pays)
        if isinstance(a, Roll):  # never the faces: they are private to the cup holder
            holder = s.players[s.actor]
            if s.phase == REROLLING:
                if len(a.faces) == 1:
                    return tr("liar_dice", "The app rerolls 1 die for {name}").format(name=holder)
                return tr("liar_dice", "The app rerolls {n} dice for {name}").format(n=len(a.faces), name=holder)
            return tr("liar_dice", "The app rolls five dice for {name}").format(name=holder)
        if isinstance(a, Leave):
            n = s.chips[s.players.index(who)] if who in s.players else 0
            if s.rules.leaver_chips_to_bank:
                said = tr("liar_dice", "{name} leaves the game ({n} chips back to the bank)").format(name=who, n=n)
            else:
                said = tr("liar_dice", "{name} leaves the game ({n} chips to the pot)").format(name=who, n=n)
            void = self._leave_voids(s, who)
            if void is not None:  # LD-E7: the round ends with the leaver's cup or turn
                said = tr("liar_dice", "{said}; the round is void, {name} starts the next").format(said=said, name=void)
            return said
        if isinstance(a, EndGame):
            return end_game_words(s.pot, len(s.active()))
        if isinstance(a, Void):
            starter = s.starter if s.chips[s.starter] > 0 else s.next_active(s.starter)
            return tr("liar_dice", "Round voided: {name} rolls again").format(name=s.players[starter])
        return str(a.to_json())

    def summary(self, s: LiarDiceState) -> str:
        p = s.players
        if s.phase == OVER:
            if s.winner is None:
                return tr("liar_dice", "The game was ended early: the pot is shared")
            return tr("liar_dice", "{name} wins and takes the pot").format(name=s.winner)
        if s.phase == ROLL:
            return tr("liar_dice", "Round {n}: the app rolls for {name}").format(n=s.round, name=p[s.starter])
        if s.phase == OPEN:
            if s.rules.digital:
                return tr("liar_dice", "Round {n}: {name} looks at the dice and calls").format(
                    n=s.round, name=p[s.starter])
            return tr("liar_dice", "Round {n}: {name} rolls and calls").format(n=s.round, name=p[s.starter])
        call = call_name(s.call)
        if s.phase == RESPOND:
            r = s.rules
            if not calls_above(s.call, r.straight_beats_full_house, r.strict_raises):
                return tr("liar_dice", "{caller} called {call} — {name} must challenge").format(
                    caller=p[s.caller], call=call, name=p[s.actor])
            return tr("liar_dice", "{caller} called {call} — {name} to accept or challenge").format(
                caller=p[s.caller], call=call, name=p[s.actor])
        if s.phase in (REROLL, REROLLING):
            return tr("liar_dice", "{name} accepted {call} and chooses dice to reroll").format(
                name=p[s.actor], call=call)
        if s.phase == CALL:
            if s.rerolled is not None:
                return tr("liar_dice", "{name} accepted {call}, rerolled {n} — now calls higher").format(
                    name=p[s.actor], call=call, n=s.rerolled)
            return tr("liar_dice", "{name} accepted {call} — now calls higher").format(name=p[s.actor], call=call)
        return tr("liar_dice", "{name} challenges {caller}'s {call} — the table shows the five dice").format(
            name=p[s.actor], caller=p[s.caller], call=call)

    def view(self, s: LiarDiceState, seat: str | None) -> dict[str, Any]:
        """What ``seat`` may see (LD §7). The dice only to the cup holder while they hold it,
        after their roll or their accept, until they call; never to anyone else."""
        p, r = s.players, s.rules
        dice = None
        if (r.digital and s.dice is not None and seat is not None and seat in p
                and p.index(seat) == s.actor and s.phase in (OPEN, REROLL, REROLLING, CALL)):
            dice = [FACES[v - 1] for v in s.dice]
        history = []
        for kind, who, key, rerolled in s.history:
            item: dict[str, Any] = {"by": p[who], "do": kind}
            if kind == "call":
                item.update(call=call_text(key), name=call_name(key))
                if rerolled is not None:
                    item["rerolled"] = rerolled
            history.append(item)
        last = None
        if s.last is not None:
            v = _verdict(s, s.last)
            last = {"round": s.last.round, "faces": [FACES[x - 1] for x in v.faces], "faces_text": v.faces_text,
                    "hand": call_text(v.hand), "hand_name": v.hand_name,
                    "call": call_text(v.call), "caller": v.caller, "challenger": v.challenger, "loser": v.loser,
                    "met": v.met, "out": v.drops_out, "text": v.text}
        to_act = self.to_act(s)
        return {
            "game": self.id,
            "mode": "digital" if r.digital else "physical",
            "players": list(p),
            "chips": dict(zip(p, s.chips)),
            "pot": s.pot,
            "out": list(s.out),
            "left": list(s.left),
            "round": s.round,
            "phase": s.phase,
            "starter": p[s.starter],
            "to_act": to_act,
            "cup_holder": None if s.phase == OVER else p[s.holder()],
            "call": None if s.call is None else call_text(s.call),
            "call_name": None if s.call is None else call_name(s.call),
            "caller": None if s.caller < 0 else p[s.caller],
            "rerolled": s.rerolled,
            "history": history,
            "last_showdown": last,
            "winner": s.winner,
            "dice": dice,
            "summary": self.summary(s),
        }



@lru_cache(maxsize=1024)
def _leave_action(name: str) -> Leave:
    return Leave(by=name)


@lru_cache(maxsize=1024)
def _reroll_actions(name: str) -> tuple[Reroll, ...]:
    return tuple(Reroll(by=name, dice=list(c)) for k in range(6) for c in combinations(range(1, 6), k))


_VOID = Void()
ENGINE = LiarDiceEngine()
