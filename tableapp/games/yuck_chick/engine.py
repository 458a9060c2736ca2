"""The Yuck, Chick, Knock, Down engine (rules: shared/rules/yuck-chick-knock-down.md, ids YCKD-...).

Pure Python. Physical mode: the table reports the dealt field cards, each Yuck's card and each
revealer's hand (TABLE); the app keeps the chips, the turn, the knock streak and what was seen.
Digital mode: the app shuffles and deals (CHANCE) and turns up each Yuck's card; the table
reveals the showdown hand by hand (TABLE, no cover: the reveal is public).
"""
from __future__ import annotations

import random
from typing import Any

from pydantic import ValidationError

from tableapp.core.engine import CHANCE, TABLE, Engine, Outcome, Setup, Step
from tableapp.core.errors import InputError, RuleError
from tableapp.core.i18n import tr
from tableapp.core.ledger import POT
from tableapp.core.views import Carry, Choice, Place, PrivateView, PublicView, rank_by
from tableapp.games.common.cards import pairs_deck, same_cards, shuffled

from . import actions as A
from . import hidden, screens
from . import state as st
from .options import YuckChickOptions
from .phases import HANDLERS, chick_cost, on_end_game
from .state import State
from .text import describe, summary
from .view import view

START_KEYS = {"round", "starter", "deck"}


class YuckChickEngine(Engine):
    id = "yuck-chick-knock-down"
    title = "Yuck, Chick, Knock, Down"
    min_players = 4  # D17; H5 allows 2 to 8 (validate_setup)
    max_players = 6
    default_chips = 50  # S2, H1
    OptionsModel = YuckChickOptions
    actions = A.ACTIONS

    # -- setup ---------------------------------------------------------------------------------
    def validate_setup(self, setup: Setup) -> None:
        """D17, H5: 4 to 6 players, or 2 to 8 with H5; then the stacks, the options and the start."""
        try:
            lo, hi = (2, 8) if self.options(setup).any_player_count else (self.min_players, self.max_players)
        except ValidationError:
            lo, hi = self.min_players, self.max_players  # the options' own error follows
        n = len(setup.players)
        if not lo <= n <= hi:
            raise InputError(tr("yuck_chick",
                "Yuck, Chick, Knock, Down needs {lo} to {hi} players, not {n} (house option H5 allows 2 to 8).").format(
                lo=lo, hi=hi, n=n))
        self.check_stacks(setup)
        try:
            self.options(setup)
        except ValidationError as e:
            first = e.errors()[0]
            raise InputError(tr("setup", "House option {opt}: {msg}").format(
                opt=".".join(str(x) for x in first["loc"]), msg=first["msg"])) from e
        self.start(setup)

    def start(self, setup: Setup) -> State:
        opts = self.options(setup)
        start = dict(setup.start or {})
        unknown = set(start) - START_KEYS
        if unknown:
            raise InputError(tr("yuck_chick", "Unknown start keys: {keys} (known: {known}).").format(
                keys=", ".join(sorted(unknown)), known=", ".join(sorted(START_KEYS))))
        players = tuple(setup.players)
        no = start.get("round", 1)
        if not isinstance(no, int) or isinstance(no, bool) or no < 1:
            raise InputError(tr("yuck_chick", "start.round is the number of the next round (1 or more)."))
        starter = start.get("starter")
        if starter is not None and starter not in players:
            raise InputError(tr("yuck_chick", "start.starter must be one of the players, not {name}.").format(name=starter))
        deck = start.get("deck")
        if deck is not None:
            if setup.mode != "digital":
                raise InputError(tr("yuck_chick", "A deck order is for digital mode only."))
            if not isinstance(deck, list) or not same_cards(deck, pairs_deck()):
                raise InputError(tr("yuck_chick", "start.deck is the order of all 55 cards of the Pairs deck, top first."))
            deck = tuple(deck)
        return State(mode=setup.mode, opts=opts, seed=setup.seed, seats=players, players=players, left=(),
                     bal={**setup.chips, POT: 0}, round=no - 1, phase=st.DEAL, rnd=None, next_starter=starter,
                     rounds_played=no - 1, next_deck=deck)

    # -- playing -------------------------------------------------------------------------------
    def to_act(self, s: State) -> str | None:
        phase = s.phase
        if phase == st.TURN:
            return s.rnd.turn
        if phase in (st.DEAL, st.FLIP):
            return CHANCE if s.mode == "digital" else TABLE
        if phase in (st.STARTER, st.REVEAL):
            return TABLE
        return None

    def apply(self, s: State, action: A.Action) -> Step:
        if s.phase == st.OVER:
            raise RuleError("YCKD-E2", tr("yuck_chick", "The game is over."))
        handler = HANDLERS.get(type(action))
        if handler is None:
            raise InputError(tr("yuck_chick", "Not an action of this game: {do}.").format(do=getattr(action, "do", action)))
        state, transfers = handler(s, action)
        # §7: a digital Chick's card is the actor's news until the next action, whatever it is
        drew = action.by if isinstance(action, A.Chick) and s.mode == "digital" else None
        if state.rnd is not None and state.rnd.drew != drew:
            state = st.replace(state, rnd=st.replace(state.rnd, drew=drew))
        return Step(state, transfers)

    def chance(self, s: State, rng: random.Random) -> A.Action:
        if s.phase == st.DEAL:
            deck = s.next_deck if s.next_deck is not None else shuffled(pairs_deck(), rng)
            return A.Deal(deck=list(deck))
        if s.phase == st.FLIP:
            return A.Flip(card=s.rnd.deck[0])
        raise RuleError("YCKD-R4", tr("yuck_chick", "Nothing for the app to draw now."))

    def legal_actions(self, s: State) -> list[A.Action]:
        phase, r = s.phase, s.rnd
        if phase == st.OVER:
            return []
        if phase == st.DEAL:
            if s.mode == "digital":
                return [A.Deal(deck=list(s.next_deck or pairs_deck()))]
            return [A.Deal(fields=[0] * len(s.players))]  # a template: the table enters the values
        if phase == st.STARTER:
            return [A.Starter(name=p) for p in r.tied]
        if phase == st.FLIP:
            return [A.Flip()]
        if phase == st.REVEAL:
            if s.mode == "digital":
                return [A.Reveal()]
            return [A.Reveal(cards=[0] * r.hand_count[r.next_revealer])]
        who = r.turn
        chips = s.bal[who]
        short_ok = s.opts.pay_what_you_have
        out: list[A.Action] = []
        if r.deck_count:
            out.append(A.Yuck(by=who))
            if short_ok or chips >= chick_cost(r, who):
                out.append(A.Chick(by=who))
        out.append(A.Knock(by=who))
        for owner in r.active:
            for v in r.fields[owner]:
                if short_ok or v <= chips:
                    out.append(A.Down(by=who, owner=owner, card=v))
        return out

    def can_leave(self, s: State, name: str) -> bool:
        """§9: any player still in the game may leave at any time (not listed in legal_actions)."""
        return s.phase != st.OVER and name in s.players

    def end_early(self, s: State) -> Step:
        return Step(*on_end_game(s, A.EndGame()))

    # -- reading -------------------------------------------------------------------------------
    def balances(self, s: State) -> dict[str, int]:
        return dict(s.bal)

    def outcome(self, s: State) -> Outcome:
        if s.phase != st.OVER:
            return Outcome(False, None, s.left, s.left)
        best = max((s.bal[p] for p in s.players), default=0)
        top = [p for p in s.players if s.bal[p] == best]
        return Outcome(True, top[0] if len(top) == 1 else None, s.left, s.left)

    def standings(self, s: State) -> list[Place]:
        """E3: by chips, the most chips first (ties share a place, co-winners D12); players on 0
        come last as "out"; players who left are not ranked and follow as "left"."""
        if s.phase != st.OVER:
            return []
        bal = s.bal
        best = max((bal[p] for p in s.players), default=0)
        result = {p: "won" if bal[p] == best else ("out" if bal[p] == 0 else "lost") for p in s.players}
        places = rank_by(list(s.players), {p: bal[p] for p in s.players}, result)
        rank = len(places) + 1
        return places + [Place(name=p, rank=rank, result="left") for p in s.left]

    def carry(self, s: State) -> Carry:
        """Chips left in carry accounts (CORE-E1c); the next game's starter is the last round's
        winner (R3: the previous round's winner starts)."""
        base = super().carry(s)
        winner = s.rnd.winner if s.rnd is not None else None
        return base.model_copy(update={"dealer": winner if winner in s.players else None})

    def reasons(self) -> dict[str, str]:
        return {  # the rule of each chip movement in section 4
            "YCKD-R1": tr("yuck_chick", "ante"),
            "YCKD-R5": tr("yuck_chick", "Yuck made a pair: its value to the pot"),
            "YCKD-R6": tr("yuck_chick", "Chick: the hand size to the pot"),
            "YCKD-R8": tr("yuck_chick", "Down: the taken card's value to the pot"),
            "YCKD-R12": tr("yuck_chick", "pairs at the showdown: each paired value to the pot"),
            "YCKD-R15": tr("yuck_chick", "round winner takes the pot"),
            "YCKD-§9": tr("yuck_chick", "left the game with their chips"),
            "CORE-E1": tr("yuck_chick", "game ended early: the pot is shared"),
            "CORE-E1c": tr("yuck_chick", "game ended early: the odd chips wait for the next game"),
        }

    def describe(self, s: State, action: A.Action) -> str:
        return describe(s, action)

    def current_round(self, s: State) -> int:
        return s.round + 1 if s.phase == st.DEAL else s.round

    def summary(self, s: State) -> str:
        return summary(s, self.to_act(s))

    def view(self, s: State, seat: str | None) -> dict[str, Any]:
        return view(s, seat, self.to_act(s), self.summary(s))

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

    def is_barrier(self, s: State, action: A.Action, mode: str) -> bool:
        """Digital: the shuffle, each flip, each Chick (the actor sees the card) and each reveal."""
        return mode == "digital" and type(action).barrier
