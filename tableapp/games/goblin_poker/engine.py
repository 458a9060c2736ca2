"""The Goblin Poker engine (rules: shared/rules/pairs-and-goblin-poker.md, Part B, ids GR-, G-C, D11-D26).

Pure Python. Physical mode: the table reports the deal, the first cards, tie-break draws and each
dealt card (TABLE); players fold or pitch, and the app never asks about hands or pitched cards.
Digital mode: the app shuffles, deals, draws and deals the pitched cards (CHANCE); hands, first-card
choices and pitches are private.
"""
from __future__ import annotations

import random
from typing import Any

from tableapp.core.engine import CHANCE, TABLE, Engine, Mode, Outcome, Setup, Step
from tableapp.core.errors import InputError, RuleError
from tableapp.core.i18n import tr
from tableapp.core.ledger import POT
from tableapp.core.views import Carry, Choice, Place, PrivateView, PublicView, rank_by
from tableapp.games.common.cards import pairs_deck, shuffled
from tableapp.games.common.seats import left_of

from . import actions as A
from . import hidden, screens
from . import state as st
from .options import GoblinPokerOptions
from .phases import HANDLERS, choosers
from .start import position
from .state import CARRY_GOBLIN, State
from .text import describe, summary
from .view import view


class GoblinPokerEngine(Engine):
    id = "goblin-poker"
    title = "Goblin Poker"
    min_players = 3  # D26
    max_players = 8
    default_chips = 100  # H9
    OptionsModel = GoblinPokerOptions
    actions = A.ACTIONS

    # -- setup ---------------------------------------------------------------------------------
    def credit(self, setup: Setup) -> bool:
        """H10 (D24): on by default, a short payer's balance goes below 0."""
        return self.options(setup).credit

    def validate_setup(self, setup: Setup) -> None:
        super().validate_setup(setup)
        self.start(setup)

    def start(self, setup: Setup) -> State:
        opts = self.options(setup)
        players = tuple(setup.players)
        dealer = (setup.start or {}).get("dealer") or opts.first_dealer
        if dealer is None and setup.carry.dealer in players:  # the deal passed on from the last game
            dealer = setup.carry.dealer
        dealer = dealer or players[0]
        if dealer not in players:
            raise InputError(tr("goblin_poker", "The dealer must be one of the players, not {name}.").format(
                name=dealer))
        carry = setup.carry.pots.get(CARRY_GOBLIN, 0)
        bal = {**setup.chips, POT: 0, CARRY_GOBLIN: carry}
        s = State(mode=setup.mode, opts=opts, seats=players, dealer=dealer, bal=bal, start_bal=dict(setup.chips),
                  phase=st.DEAL, active=players)
        if setup.start:
            s = position(s, setup.start)
        return s

    # -- playing -------------------------------------------------------------------------------
    def to_act(self, s: State) -> str | None:
        phase = s.phase
        if phase == st.TURNS:
            return s.queue[0]
        if phase == st.OVER:
            return None
        if phase == st.CHOOSE:
            return choosers(s)[0]
        return CHANCE if s.mode == "digital" else TABLE

    def apply(self, s: State, action: A.Action) -> Step:
        if s.phase == st.OVER:
            raise RuleError("GR12", tr("goblin_poker", "The game is over."))
        state, transfers = HANDLERS[type(action)](s, action)
        return Step(state, transfers)

    def chance(self, s: State, rng: random.Random) -> A.Action:
        if s.mode != "digital":
            raise RuleError("B.7", tr("goblin_poker", "The app draws cards only in digital mode."))
        if s.phase == st.DEAL:
            return A.Deal(deck=list(shuffled(pairs_deck(), rng)))
        if s.phase == st.REVEAL:
            return A.Reveal()
        if s.phase == st.TIE:
            if not s.deck:
                return A.Reshuffle(deck=list(shuffled(s.pool, rng)))
            return A.Draw(card=s.deck[0])
        if s.phase == st.DEALING:
            return A.Dealt(card=rng.choice(s.middle))  # the shuffled pitched cards, one at a time
        raise RuleError("B.7", tr("goblin_poker", "No card is due from the app now."))

    def legal_actions(self, s: State) -> list[A.Action]:
        who = self.to_act(s)
        ph = s.phase
        if who is None:
            return []
        digital = s.mode == "digital"
        if ph == st.DEAL:
            return [A.Deal(deck=list(pairs_deck()))] if digital else [A.Deal()]
        if ph == st.CHOOSE:
            return [A.Choose(by=who, card=v) for v in sorted(set(s.hands[who]))]
        if ph == st.REVEAL:
            return [A.Reveal()] if digital else [A.Reveal(cards={p: 1 for p in s.active})]
        if ph == st.TIE:
            if digital and not s.deck:
                return [A.Reshuffle(deck=list(s.pool))]
            return [A.Draw(card=s.deck[0])] if digital else [A.Draw(card=1)]
        if ph == st.TURNS:
            if digital:
                return [A.Fold(by=who)] + [A.Pitch(by=who, card=v) for v in sorted(set(s.hands[who]))]
            return [A.Fold(by=who), A.Pitch(by=who)]
        if ph == st.DEALING:
            return [A.Dealt(card=s.middle[0])] if digital else [A.Dealt(card=1)]
        return []

    def can_leave(self, s: State, name: str) -> bool:
        """D25: a player still in may leave at any moment (before the deal only if 3 stay)."""
        if s.phase == st.OVER or name not in s.active:
            return False
        return s.phase != st.DEAL or len(s.active) > 3

    def end_early(self, s: State) -> Step:
        return self.apply(s, A.EndGame())

    # -- reading -------------------------------------------------------------------------------
    def balances(self, s: State) -> dict[str, int]:
        """Players, the pot, and the Goblin Poker carry while it holds chips."""
        bal = dict(s.bal)
        if not bal.get(CARRY_GOBLIN):
            bal.pop(CARRY_GOBLIN, None)
        return bal

    def outcome(self, s: State) -> Outcome:
        left = tuple(p for p in s.gone if s.how[p] == st.LEFT)
        return Outcome(s.phase == st.OVER, s.winner, s.gone, left)

    def standings(self, s: State) -> list[Place]:
        """The winner (GR12), or the players who split the pot (GR14, or CORE-E1), share first
        place; everyone else is out, ranked by what this game cost them (the smaller loss higher,
        equal losses sharing a rank)."""
        if s.phase != st.OVER:
            return []
        result = {p: "won" for p in ((s.winner,) if s.winner else s.sharers)}
        for p in s.gone:
            result[p] = "left" if s.how[p] == st.LEFT else "out"
        key = {p: (1, 0) if p in s.active else (0, s.bal[p] - s.start_bal[p]) for p in s.seats}
        return rank_by(list(s.seats), key, result)

    def carry(self, s: State) -> Carry:
        """GR14/GR15: the odd chips wait in the Goblin Poker carry; the deal passes left (D12)."""
        base = super().carry(s)
        stay = [p for p in s.seats if s.how.get(p) != st.LEFT] or list(s.seats)
        return base.model_copy(update={"dealer": left_of(s.seats, s.dealer, among=stay)})

    def reasons(self) -> dict[str, str]:
        return {  # B.4
            "G-C1": tr("goblin_poker", "ante"),
            "G-C2": tr("goblin_poker", "fold: the lowest card in play"),
            "G-C3": tr("goblin_poker", "pair on the deal: its value"),
            "G-C4": tr("goblin_poker", "last player in takes the pot"),
            "G-C5": tr("goblin_poker", "survivors of round 5 share the pot"),
            "G-C6": tr("goblin_poker", "odd chips carried between Goblin Poker games"),
            "CORE-E1": tr("goblin_poker", "game ended early: the pot is shared"),
            "CORE-E1c": tr("goblin_poker", "game ended early: the odd chips wait for the next game"),
        }

    def describe(self, s: State, action: A.Action) -> str:
        return describe(s, action)

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

    def scramble(self, s: State, seat: str | None, rng: random.Random) -> State | None:
        return hidden.scramble(s, seat, rng)

    def is_barrier(self, s: State, action: A.Action, mode: Mode) -> bool:
        """Digital: the deal, the reveal, every tie-break draw, reshuffle and dealt card."""
        return mode == "digital" and type(action).barrier
