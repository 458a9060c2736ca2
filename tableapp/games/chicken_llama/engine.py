"""The Chicken or Llama The Poker engine (rules: shared/rules/chicken-or-llama.md, ids CL-...).

Pure Python. Physical mode: the table reports the shuffle, the lone survivor's bust (R5b),
the showdown counts (R10) and confirms each settlement (TABLE). Digital mode: the app
shuffles (CHANCE) and knows every bill; the table still confirms each settlement, so the
public reveal stays on screen until everyone has looked.
"""
from __future__ import annotations

import random
from functools import lru_cache
from typing import Any

from tableapp.core.engine import CHANCE, TABLE, Engine, Outcome, Setup, Step
from tableapp.core.errors import InputError, RuleError
from tableapp.core.i18n import tr
from tableapp.core.ledger import POT
from tableapp.core.views import Carry, Choice, PrivateView, PublicView

from . import actions as A
from . import hidden, screens
from . import state as st
from .bills import BILLS, NO_MARKS, SLOT_BIT, SLOTS, check_pile, mask_of, slot_names
from .options import ChickenLlamaOptions
from .phases import HANDLERS
from .settlement import Line, preview
from .state import State, next_clockwise
from .text import describe, summary
from .view import view

START_KEYS = {"n0", "round", "dealer", "marks", "pile"}


@lru_cache(maxsize=4096)
def _mark(who: str, bill: int, slot: str) -> A.Mark:
    """Mark actions are listed often (up to 75 per decision) and never change: build each once."""
    return A.Mark(by=who, bill=bill, slot=slot)


class ChickenLlamaEngine(Engine):
    id = "chicken-or-llama"
    title = "Chicken or Llama The Poker"
    min_players = 3
    max_players = 5
    default_chips = 3  # CL-S2
    fixed_chips = True
    OptionsModel = ChickenLlamaOptions
    actions = A.ACTIONS

    # -- setup ---------------------------------------------------------------------------------
    def validate_setup(self, setup: Setup) -> None:
        n0 = (setup.start or {}).get("n0")
        n = len(setup.players)
        if n0 is not None and (not isinstance(n0, int) or not 3 <= n0 <= 5 or not 2 <= n <= n0):
            raise InputError(tr("chicken_llama",
                "start.n0 is the number of players at the start (3 to 5), at least the {n} players still in.")
                .format(n=n))
        if n0 is not None and n == 2:  # a position in the two-player endgame (CL-R3)
            check = setup.model_copy(update={"players": setup.players + ("#",)})  # only counted
        else:
            check = setup
        super().validate_setup(check)
        self.start(setup)

    def start(self, setup: Setup) -> State:
        opts = self.options(setup)
        start = dict(setup.start or {})
        unknown = set(start) - START_KEYS
        if unknown:
            raise InputError(tr("chicken_llama", "Unknown start keys: {keys} (known: {known}).").format(
                keys=", ".join(sorted(unknown)), known=", ".join(sorted(START_KEYS))))
        players = tuple(setup.players)
        n0 = start.get("n0", len(players))
        dealer = start.get("dealer") or opts.first_dealer
        if dealer is None and setup.carry.dealer in players:  # the deal passes on from the last game
            dealer = setup.carry.dealer
        if dealer is None:  # CL-S4, D19: the app picks; seeded, so a replay picks the same
            dealer = random.Random(f"{setup.seed}/first-dealer/{'/'.join(players)}").choice(players)
        if dealer not in players:
            raise InputError(tr("chicken_llama",
                "The first dealer must be one of the players, not {name}.").format(name=dealer))
        rnd_no = start.get("round", 1)
        if not isinstance(rnd_no, int) or rnd_no < 1:
            raise InputError(tr("chicken_llama", "start.round is the number of the next round (1 or more)."))
        marks = NO_MARKS
        carried = setup.carry.for_game(self.id).get("marks")
        if carried and not start.get("marks") and opts.marks_carry_over and setup.mode == "digital":
            start["marks"] = carried  # CL-H8: the bill set of the night's last game
        if start.get("marks"):
            if setup.mode != "digital":
                raise InputError(tr("chicken_llama", "Marks are tracked only in digital mode."))
            marks = list(NO_MARKS)
            for key, slots in start["marks"].items():
                try:
                    bill = int(key)
                except ValueError:
                    raise InputError(tr("chicken_llama",
                        "start.marks: {key} is not a bill (0-25).").format(key=key)) from None
                if not 0 <= bill < BILLS or any(sl not in SLOT_BIT for sl in slots):
                    raise InputError(tr("chicken_llama",
                        "start.marks: bill {key} or its marks are unknown (slots: {slots}).").format(
                        key=key, slots=" ".join(SLOTS)))
                marks[bill] = mask_of(slots)
            marks = tuple(marks)
        pile = start.get("pile")
        if pile is not None:
            if setup.mode != "digital":
                raise InputError(tr("chicken_llama", "A pile order is for digital mode only."))
            why = check_pile(pile)
            if why:
                raise InputError(why)
            pile = tuple(pile)
        return State(
            mode=setup.mode, opts=opts, seats=players, n0=n0, alive=players, gone=(), left=(),
            bal={**setup.chips, POT: 0}, dealer=dealer, round=rnd_no - 1, phase=st.SHUFFLE, rnd=None,
            marks=marks, next_pile=pile,
        )

    # -- playing -------------------------------------------------------------------------------
    def to_act(self, s: State) -> str | None:
        phase = s.phase
        if phase == st.OVER:
            return None
        if phase == st.SHUFFLE:
            return CHANCE if s.mode == "digital" else TABLE
        if phase in (st.SURVIVOR, st.REVEAL, st.SETTLE):
            return TABLE
        if phase == st.ALLIN:
            return s.rnd.turn
        return s.rnd.queue[0]

    def apply(self, s: State, action: A.Action) -> Step:
        if s.phase == st.OVER:
            raise RuleError("CL-R12", tr("chicken_llama", "The game is over."))
        state, transfers = HANDLERS[type(action)](s, action)
        return Step(state, transfers)

    def chance(self, s: State, rng: random.Random) -> A.Shuffle:
        if s.next_pile is not None:  # start.pile: the position fixes the next shuffle
            return A.Shuffle(pile=list(s.next_pile))
        pile = list(range(BILLS))
        rng.shuffle(pile)
        return A.Shuffle(pile=pile)

    def legal_actions(self, s: State) -> list[A.Action]:
        who = self.to_act(s)
        phase, r = s.phase, s.rnd
        out: list[A.Action] = []
        if who is None:
            return out
        if phase == st.SHUFFLE:
            return [A.Shuffle(pile=list(s.next_pile or range(BILLS)))] if s.mode == "digital" else [A.Shuffle()]
        if phase == st.BET:
            out = [A.Stake(by=who), A.Fold(by=who)]
        elif phase == st.DRAW:
            if s.mode == "physical":
                out = [A.Draw(by=who, count=k) for k in range(4)]
            else:
                done = len(r.ends.get(who, ()))
                out = [A.Draw(by=who, end="top"), A.Draw(by=who, end="bottom")]
                if s.opts.last_draw_unseen and done < 2:
                    out += [A.Draw(by=who, end="top", last=True), A.Draw(by=who, end="bottom", last=True)]
                if not (s.opts.last_draw_unseen and done):
                    out.append(A.Stop(by=who))
        elif phase == st.VOTE:
            out = [A.Vote(by=who, target=p) for p in r.active]
        elif phase == st.ALLIN:
            facing = any(r.status[p] == st.ALL_IN for p in r.active)
            out = [A.AllIn(by=who), A.Fold(by=who) if facing else A.Pass(by=who)]
        elif phase == st.LASTCALL:
            out = [A.Withdraw(by=who), A.Stay(by=who)]
        elif phase == st.SURVIVOR:
            out = [A.SurvivorBust(bust=True), A.SurvivorBust(bust=False)]
        elif phase == st.REVEAL:
            out = [A.Reveal(hands={p: A.Counts(llamas=2 + (r.drawn.get(p) or 0), chickens=0) for p in r.active})]
        elif phase == st.SETTLE:
            out = [A.Confirm()]
        if s.mode == "physical" and phase in (st.ALLIN, st.LASTCALL, st.REVEAL):  # CL-R9.6
            out += [A.Withdraw(by=p) for p in r.active
                    if r.status.get(p) == st.ALL_IN and not (phase == st.LASTCALL and p == who)]
        if s.mode == "digital" and r is not None and who in r.hands:
            out += self.mark_actions(s, who)
        return out

    def mark_actions(self, s: State, who: str) -> list[A.Mark]:
        """CL-R7: every mark ``who`` may add now (digital, on their own screen)."""
        r = s.rnd
        limit = s.opts.mark_limit
        if limit is not None and r.new_marks.get(who, 0) >= limit:
            return []
        return [_mark(who, i, slot) for i, b in enumerate(r.hands[who], start=1)
                for slot in SLOTS if not s.marks[b] & SLOT_BIT[slot]]

    def can_leave(self, s: State, name: str) -> bool:
        """§9: any remaining player may leave at any time (not listed in legal_actions)."""
        return s.phase != st.OVER and name in s.alive

    # -- reading -------------------------------------------------------------------------------
    def balances(self, s: State) -> dict[str, int]:
        return dict(s.bal)

    def outcome(self, s: State) -> Outcome:
        if s.phase == st.OVER:  # more than one player still in: the table ended the game early
            return Outcome(True, s.alive[0] if len(s.alive) == 1 else None, s.gone, s.left)
        return Outcome(False, None, s.gone, s.left)

    def reasons(self) -> dict[str, str]:
        return {  # the C-numbers of section 4 of the rules
            "CL-C2": tr("chicken_llama", "stake"),
            "CL-C3": tr("chicken_llama", "automatic stake of the two-player endgame"),
            "CL-C4": tr("chicken_llama", "voter pays the bust survivor"),
            "CL-C5": tr("chicken_llama", "survivor takes back their stake"),
            "CL-C6": tr("chicken_llama", "all-in"),
            "CL-C8": tr("chicken_llama", "withdrawal: the rest of the contribution comes back"),
            "CL-C9": tr("chicken_llama", "round winner takes the pot"),
            "CL-C10": tr("chicken_llama", "wrong vote pays the winner"),
            "CL-C11": tr("chicken_llama", "every hand bust: contributions come back"),
            "CL-C13": tr("chicken_llama", "left the game: coins back to the bank"),
            "CORE-E1": tr("chicken_llama", "game ended early: the pot is shared"),
            "CORE-E1c": tr("chicken_llama", "game ended early: the odd coins wait for the next game"),
        }

    def describe(self, s: State, action: A.Action) -> str:
        return describe(s, action)

    def current_round(self, s: State) -> int:
        """``round`` is the last round dealt (0 before the first shuffle): between rounds the
        round about to be dealt is the current one, as the summary says."""
        return s.round + 1 if s.phase == st.SHUFFLE else s.round

    def summary(self, s: State) -> str:
        return summary(s, self.to_act(s))

    def view(self, s: State, seat: str | None) -> dict[str, Any]:
        return view(s, seat, self.to_act(s), self.summary(s))

    def settlement_preview(self, s: State) -> list[Line]:
        """CL-R11-R13: the lines the table checks before ``confirm`` (empty outside settlement)."""
        return preview(s)

    def public_view(self, s: State) -> PublicView:
        return screens.public_view(self, s)

    def private_view(self, s: State, seat: str) -> PrivateView | None:
        return screens.private_view(self, s, seat)

    def choices(self, s: State) -> list[Choice]:
        return screens.choices(self, s)

    def random_fact(self, s: State, rng: random.Random) -> A.Action | None:
        return hidden.random_fact(s, rng)

    def scramble(self, s: State, seat: str | None, rng: random.Random) -> State:
        return hidden.scramble(s, seat, rng)

    def is_public(self, s: State, action: A.Action) -> bool:
        """§7.3: nobody ever sees when a mark was made; the backs show the marks, the log nothing."""
        return not isinstance(action, A.Mark)

    def carry_words(self, left: dict[str, Any]) -> tuple[str, str] | None:
        marks = left.get("marks") or {}
        if not marks:
            return None
        words = (tr("chicken_llama", "1 bill carries marks from the last game (CL-H8, digital mode).")
                 if len(marks) == 1 else
                 tr("chicken_llama", "{n} bills carry marks from the last game (CL-H8, digital mode).").format(
                     n=len(marks)))
        return words, tr("chicken_llama", "Fresh bills: start without marks")

    def carry(self, s: State) -> Carry:
        """CL-H8: the bill set's marks go on to the next game (digital); the deal passes on."""
        base = super().carry(s)
        games = {self.id: {"marks": self.bill_marks(s)}} if s.mode == "digital" and any(s.marks) else {}
        return base.model_copy(update={"dealer": next_clockwise(s.seats, s.dealer, s.seats), "games": games})

    def bill_marks(self, s: State) -> dict[str, list[str]]:
        """The marks of the bill set, for ``start.marks`` of the next game (CL-H8). Internal:
        keyed by hidden identity, never to be shown."""
        return {str(b): slot_names(m) for b, m in enumerate(s.marks) if m}

    def is_barrier(self, s: State, action: A.Action, mode: str) -> bool:
        """Digital: the shuffle, every draw, and any action that leads to a public reveal."""
        if mode != "digital":
            return False
        if type(action).barrier:
            return True
        if isinstance(action, (A.Mark, A.Leave, A.Confirm)):
            return False
        try:
            after = self.apply(s, action).state
        except (RuleError, InputError):
            return False
        return after.phase == st.SETTLE and bool(after.rnd.counts) and s.phase != st.SETTLE


