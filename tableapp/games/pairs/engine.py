"""The Pairs engine with Seattle / Tacoma / Olympia betting (rules: Part A of
shared/rules/pairs-and-goblin-poker.md, ids PR…, A-C…, H1-H7, D1-D10, E1-E6).

Pure Python. Physical mode: the table reports every card dealt or drawn (TABLE); the app keeps the
stacks, names the player to act and what a fold would score, says when to reshuffle, and refuses
what cannot be (A.6). With quick entry (H6) the table reports only the scores. Digital mode: the
app shuffles (CHANCE, the deck order written out) and deals every card; nothing is private.
"""
from __future__ import annotations

import random
from typing import Any

from pydantic import ValidationError

from tableapp.core.actions import Action, EndGame
from tableapp.core.engine import CHANCE, TABLE, Engine, Mode, Outcome, Setup, Step
from tableapp.core.errors import InputError, RuleError
from tableapp.core.i18n import tr
from tableapp.core.views import Carry, Choice, Place, PrivateView, PublicView, rank_by
from tableapp.games.common.seats import left_of

from . import actions as A
from . import hidden, phases, quick, screens, text
from .deck import burn_count, outside
from .options import PairsOptions
from .state import (BURN, CARD, CARRY, DECK_SIZE, LOSING_SCORE, OVER, QUICK, SHUFFLE, TURN, State,
                    replace)
from .view import view

START_KEYS = {"scores", "dealer", "round", "carry"}

HANDLERS = {
    A.Shuffle: phases.on_shuffle, A.Card: phases.on_card, A.Hit: phases.on_hit, A.Fold: phases.on_fold,
    A.Score: quick.on_score, A.Final: quick.on_final, A.Leave: phases.on_leave, EndGame: phases.on_end_game,
}
_CARD_TEMPLATE = A.Card(value=1)
_SHUFFLE_TEMPLATE = A.Shuffle(deck=[])


class PairsEngine(Engine):
    id = "pairs"
    title = "Pairs"
    min_players = 2  # E4
    max_players = 8
    default_chips = 100  # H3, D9
    OptionsModel = PairsOptions
    actions = A.ACTIONS

    # -- setup ---------------------------------------------------------------------------------
    def credit(self, setup: Setup) -> bool:
        try:
            return self.options(setup).credit  # H4, D8
        except ValidationError:  # validate_setup says what is wrong with the options
            return True

    def check_stacks(self, setup: Setup) -> None:
        """Credit on: any stack, debts included. Credit off (D8): a player pays what they have, so
        0 chips is a stack to play with, but a debt needs credit."""
        if self.credit(setup):
            return
        broke = [name for name, n in setup.chips.items() if n < 0]
        if broke:
            raise InputError(tr("pairs", "{names} owes chips: with credit off (H4) nobody starts below 0.").format(
                names=", ".join(broke)))

    def validate_setup(self, setup: Setup) -> None:
        super().validate_setup(setup)
        opts = self.options(setup)
        if opts.quick_entry and setup.mode != "physical":
            raise InputError(tr("pairs", "Quick entry (H6) is for physical mode: in digital mode the app deals."))
        if opts.first_dealer is not None and opts.first_dealer not in setup.players:
            raise InputError(tr("pairs", "The first dealer {name} is not at this table.").format(name=opts.first_dealer))
        self.start(setup)

    def start(self, setup: Setup) -> State:
        opts = self.options(setup)
        players = tuple(setup.players)
        start = dict(setup.start or {})
        unknown = set(start) - START_KEYS
        if unknown:
            raise InputError(tr("pairs", "Unknown start keys: {keys} (known: {known}).").format(
                keys=", ".join(sorted(unknown)), known=", ".join(sorted(START_KEYS))))
        losing = LOSING_SCORE.get(len(players))
        if losing is None:
            raise InputError(tr("setup", "{game} needs {lo} to {hi} players, not {n}.").format(
                game=tr("games", self.title), lo=self.min_players, hi=self.max_players, n=len(players)))
        dealer = start.get("dealer") or opts.first_dealer  # D4
        if dealer is None:
            dealer = setup.carry.dealer if setup.carry.dealer in players else players[0]
        if dealer not in players:
            raise InputError(tr("pairs", "The dealer {name} is not at this table.").format(name=dealer))
        scores = _start_scores(start.get("scores") or {}, players, losing)
        rnd = start.get("round", 1)
        carry = start.get("carry", setup.carry.pots.get(CARRY, 0))
        if not isinstance(rnd, int) or rnd < 1 or not isinstance(carry, int) or carry < 0:
            raise InputError(tr("pairs", "start.round is a number from 1 and start.carry a number of chips from 0."))
        s = State(
            mode=setup.mode, opts=opts, seats=players, losing=losing, bal={**setup.chips, CARRY: carry},
            dealer=dealer, round=rnd - 1, phase=QUICK, stacks={p: () for p in players}, scores=scores,
        )
        if opts.quick_entry:
            return replace(s, round=rnd)
        if setup.mode == "digital":  # the app shuffles first (SHUFFLE), then deals
            return replace(s, round=rnd, phase=SHUFFLE, need=tuple(s.deal_order()))
        scored = sum(len(c) for c in scores.values())
        n = DECK_SIZE - scored
        # A.6 game start: the table shuffles and burns 5; the app counts 50 in the deck, 5 discarded
        s = replace(s, deck_count=n - BURN, discard_count=BURN, shuffle_note=(n, burn_count(n)))
        return phases.new_round(s, first=True)

    # -- playing -------------------------------------------------------------------------------
    def to_act(self, s: State) -> str | None:
        phase = s.phase
        if phase == TURN:
            return s.turn
        if phase == CARD:
            return CHANCE if s.mode == "digital" else TABLE
        if phase == SHUFFLE:
            return CHANCE
        if phase == QUICK:
            return TABLE
        return None

    def legal_actions(self, s: State) -> list[Action]:
        phase = s.phase
        if phase == TURN:
            out: list[Action] = [A.Fold(by=s.turn)]
            if s.cards_left():  # E1: with no card anywhere the player must fold
                out.insert(0, A.Hit(by=s.turn))
            return out
        if phase == CARD:
            return [_CARD_TEMPLATE]  # the table (or the app) says which card
        if phase == SHUFFLE:
            return [_SHUFFLE_TEMPLATE]  # the app writes the order
        if phase == QUICK:
            first = s.seats[0]
            return [A.Score(player=first, value=1, how="fold"),
                    A.Final(scores={p: s.score(p) for p in s.seats})]
        return []

    def apply(self, s: State, action: Action) -> Step:
        if s.phase == OVER:
            raise RuleError("PR9", tr("pairs", "The game is over."))
        handler = HANDLERS.get(type(action))
        if handler is None:
            raise RuleError("PR4", tr("pairs", "Not an action of Pairs: {what}.").format(what=action.do))
        state, transfers = handler(s, action)
        return Step(state, transfers)

    def chance(self, s: State, rng: random.Random) -> Action:
        if s.phase == SHUFFLE:
            cards = list(s.discard) if s.discard else outside(s)
            rng.shuffle(cards)
            return A.Shuffle(deck=cards)
        if s.phase == CARD and s.mode == "digital":
            return A.Card(value=s.deck[0])
        raise RuleError("PR1", tr("pairs", "The app has nothing to deal now."))

    def end_early(self, s: State) -> Step:
        if s.phase == OVER:
            raise RuleError("PR9", tr("pairs", "The game is over."))
        return Step(*phases.on_end_game(s, EndGame()))

    def can_leave(self, s: State, name: str) -> bool:
        """E5: anyone at the table may leave while the game is on (not listed in legal_actions)."""
        return s.phase != OVER and name in s.seats and name not in s.left

    # -- reading -------------------------------------------------------------------------------
    def balances(self, s: State) -> dict[str, int]:
        return dict(s.bal)

    def outcome(self, s: State) -> Outcome:
        """A loser and no winner (A.5); a leaver is 'eliminated' as having left."""
        return Outcome(s.phase == OVER, None, s.left, s.left)

    def standings(self, s: State) -> list[Place]:
        """The loser last ("lost"); the others ranked by score, lowest best, equal scores sharing a
        rank; a leaver of a void game (E5) after them ("left")."""
        if s.phase != OVER:
            return []
        ranked = [p for p in s.seats if p != s.loser and p not in s.left]
        places = rank_by(ranked, {p: -s.score(p) for p in ranked})
        for p in s.seats:
            if p == s.loser:
                places.append(Place(name=p, rank=len(places) + 1, result="lost"))
        for p in s.left:
            if p != s.loser:
                places.append(Place(name=p, rank=len(places) + 1, result="left"))
        return places

    def carry(self, s: State) -> Carry:
        """D7: the pot's remainder waits for the next Pairs payout; D4: the deal passes left."""
        base = super().carry(s)
        staying = [p for p in s.seats if p not in s.left]
        nxt = left_of(s.seats, s.dealer, staying) if staying else s.dealer
        return base.model_copy(update={"dealer": nxt})

    def reasons(self) -> dict[str, str]:
        return text.reasons()

    def describe(self, s: State, action: Action) -> str:
        after = None
        if isinstance(action, (A.Card, A.Final)) and s.phase != OVER:  # their words tell what follows
            try:
                after = self.apply(s, action).state
            except (RuleError, InputError):
                pass
        return text.describe(s, action, after)

    def summary(self, s: State) -> str:
        return text.summary(s)

    def view(self, s: State, seat: str | None) -> dict[str, Any]:
        return view(s, self.to_act(s), self.summary(s))

    def public_view(self, s: State) -> PublicView:
        return screens.public_view(self, s)

    def private_view(self, s: State, seat: str) -> PrivateView | None:
        return None  # A.7: no private information

    def choices(self, s: State) -> list[Choice]:
        return screens.choices(self, s)

    def random_fact(self, s: State, rng: random.Random) -> Action | None:
        return hidden.random_fact(s, rng)

    def scramble(self, s: State, seat: str | None, rng: random.Random) -> State | None:
        return hidden.scramble(s, seat, rng)

    def is_barrier(self, s: State, action: Action, mode: Mode) -> bool:
        """Digital: a shuffle and every card dealt or drawn cannot be undone (nobody redraws)."""
        return mode == "digital" and isinstance(action, (A.Shuffle, A.Card))


def _start_scores(given: Any, players: tuple[str, ...], losing: int) -> dict[str, tuple[int, ...]]:
    """``start.scores``: each player's score cards so far (values 1-10), everyone below L."""
    if not isinstance(given, dict) or any(p not in players for p in given):
        raise InputError(tr("pairs", "start.scores gives score cards by player: {\"Ann\": [8, 3]}."))
    scores = {}
    for p in players:
        cards = given.get(p, [])
        if not isinstance(cards, list) or any(not isinstance(v, int) or not 1 <= v <= 10 for v in cards):
            raise InputError(tr("pairs", "start.scores: {name}'s score cards are values from 1 to 10.").format(name=p))
        if sum(cards) >= losing:
            raise InputError(tr("pairs", "start.scores: {name} has {n}, at or above the losing score {L}.").format(
                name=p, n=sum(cards), L=losing))
        scores[p] = tuple(cards)
    every = [v for c in scores.values() for v in c]
    over = [v for v in range(1, 11) if every.count(v) > v]
    if over:
        raise InputError(tr("pairs", "start.scores: more score cards of value {v} than the deck has.").format(v=over[0]))
    return scores
