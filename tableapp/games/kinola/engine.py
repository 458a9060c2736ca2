"""The Kinola engine (rules: shared/rules/kinola.md, ids KN-...).

Pure Python. Physical mode: the table names the first dealer, says when the cards are dealt (the
app books the antes and penalties first) and enters each round's result in one per-seat grid
(TABLE). Digital mode: the app draws for the first dealer and shuffles (CHANCE); each player
reserves a card and plays only legal cards; the app settles each round after its last trick.
"""
from __future__ import annotations

import random
from typing import Any

from tableapp.core.actions import Action
from tableapp.core.engine import CHANCE, TABLE, Engine, Outcome, Setup, Step
from tableapp.core.errors import InputError, RuleError
from tableapp.core.i18n import tr
from tableapp.core.ledger import POT
from tableapp.core.views import Carry, Choice, Place, PrivateView, PublicView, rank_by
from tableapp.games.common.cards import same_cards, shuffled
from tableapp.games.common.seats import left_of

from . import actions as A
from . import hidden, screens
from . import state as st
from .deck import config, legal_cards, read_card
from .options import KinolaOptions
from .phases import HANDLERS
from .state import State
from .text import describe, summary
from .view import view

START_KEYS = {"round", "dealer", "pot", "owed", "deck"}
OWED = {"ace": "KN-C6", "kinola": "KN-C7"}


class KinolaEngine(Engine):
    id = "kinola"
    title = "Kinola"
    min_players = 3
    max_players = 6
    default_chips = 200  # S2, D12 (H4: another amount is the setup's stack)
    OptionsModel = KinolaOptions
    actions = A.ACTIONS

    # -- setup ---------------------------------------------------------------------------------
    def validate_setup(self, setup: Setup) -> None:
        super().validate_setup(setup)
        self.start(setup)

    def check_stacks(self, setup: Setup) -> None:
        """A position in the middle of a game (``start``) may hold a player at exactly 0 (D7)."""
        if setup.start is None:
            return super().check_stacks(setup)
        broke = [name for name, chips in setup.chips.items() if chips < 0]
        if broke:
            raise InputError(tr("kinola", "{names}: nobody holds fewer than 0 chips (D7).").format(
                names=", ".join(broke)))

    def start(self, setup: Setup) -> State:
        opts = self.options(setup)
        players = tuple(setup.players)
        n = len(players)
        if opts.harsh and n != 3:
            raise InputError(tr("kinola", "The harsh deck is for 3 players, not {n} (S1).").format(n=n))
        if opts.eleven_rounds and not opts.harsh:
            raise InputError(tr("kinola", "H3 (11 rounds) is for the harsh 3-player game only."))
        if opts.first_dealer is not None and opts.first_dealer not in players:
            raise InputError(tr("kinola", "The first dealer must be one of the players, not {name}.").format(
                name=opts.first_dealer))
        cfg = config(n, opts.harsh, opts.eleven_rounds)
        start = dict(setup.start or {})
        unknown = set(start) - START_KEYS
        if unknown:
            raise InputError(tr("kinola", "Unknown start keys: {keys} (known: {known}).").format(
                keys=", ".join(sorted(unknown)), known=", ".join(sorted(START_KEYS))))
        dealer = start.get("dealer") or opts.first_dealer
        if dealer is None and setup.carry.dealer in players:  # the deal passes on from the night's last game
            dealer = setup.carry.dealer
        if dealer is not None and dealer not in players:
            raise InputError(tr("kinola", "The dealer must be one of the players, not {name}.").format(name=dealer))
        rnd_no, pot = start.get("round", 1), start.get("pot", 0)
        if not isinstance(rnd_no, int) or rnd_no < 1 or not isinstance(pot, int) or pot < 0:
            raise InputError(tr("kinola", "start.round is the next round (1 or more), start.pot at least 0."))
        owed = {}
        for p, what in dict(start.get("owed") or {}).items():
            if p not in players or what not in OWED:
                raise InputError(tr("kinola",
                    "start.owed: a player's penalty for the next round, \"ace\" or \"kinola\" (not {p}: {what}).").format(
                    p=p, what=what))
            owed[p] = OWED[what]
        if sum(1 for r in owed.values() if r == "KN-C7") > 1:
            raise InputError(tr("kinola", "start.owed: only one player can owe the Kinola penalty."))
        deck = start.get("deck")
        if deck is not None:
            if setup.mode != "digital":
                raise InputError(tr("kinola", "A deck order is for digital mode only."))
            try:
                deck = tuple(read_card(t) for t in deck)
            except ValueError as e:
                raise InputError(str(e)) from None
            if not same_cards([c.text for c in deck], [c.text for c in cfg.deck]):
                raise InputError(tr("kinola", "start.deck must hold the {n} cards of this game, each once.").format(
                    n=len(cfg.deck)))
        phase = st.DEAL if dealer is not None else st.FIRST
        return State(mode=setup.mode, opts=opts, cfg=cfg, seats=players, bal={**setup.chips, POT: pot},
                     dealer=dealer, round=rnd_no - 1, phase=phase, owed=owed,
                     drawing=players if phase == st.FIRST else (), next_deck=deck)

    # -- playing -------------------------------------------------------------------------------
    def to_act(self, s: State) -> str | None:
        phase = s.phase
        if phase == st.OVER:
            return None
        if phase in (st.FIRST, st.DEAL):
            return CHANCE if s.mode == "digital" else TABLE
        if phase == st.REPORT:
            return TABLE
        return s.rnd.turn

    def apply(self, s: State, action: Action) -> Step:
        if s.phase == st.OVER:
            raise RuleError("KN-R12", tr("kinola", "The game is over."))
        handler = HANDLERS.get(type(action))
        if handler is None:
            raise InputError(tr("kinola", "Not an action of Kinola: {what}").format(what=action))
        state, transfers = handler(s, action)
        return Step(state, transfers)

    def chance(self, s: State, rng: random.Random) -> Action:
        if s.phase == st.FIRST:  # D14: distinct cards from the configured deck
            cards = rng.sample(s.cfg.deck, len(s.drawing))
            return A.Draw(cards={p: c.text for p, c in zip(s.drawing, cards)})
        if s.phase == st.DEAL:
            deck = s.next_deck if s.next_deck is not None else shuffled(s.cfg.deck, rng)
            return A.Shuffle(deck=[c.text for c in deck])
        raise RuleError("KN-R4", tr("kinola", "The app draws or deals only before a round."))

    def legal_actions(self, s: State) -> list[Action]:
        phase = s.phase
        if phase == st.OVER:
            return []
        if phase == st.FIRST:
            if s.mode == "digital":  # a template: the app draws the cards
                return [A.Draw(cards={p: c.text for p, c in zip(s.drawing, s.cfg.deck)})]
            return [A.FirstDealer(name=p) for p in s.seats]
        if phase == st.DEAL:
            if s.mode == "digital":  # a template: the app shuffles
                return [A.Shuffle(deck=[c.text for c in (s.next_deck or s.cfg.deck)])]
            return [A.Deal()]
        if phase == st.REPORT:  # a template: the table enters every seat's row
            return [A.Result(seats={p: A.SeatResult(reserved="zero", points=0, tricks=0) for p in s.seats})]
        r = s.rnd
        hand = r.hands[r.turn]
        if phase == st.RESERVE:
            return [A.card_action(A.Reserve, r.turn, c) for c in hand]
        return [A.card_action(A.Play, r.turn, c) for c in legal_cards(hand, r.trick)]

    def random_fact(self, s: State, rng: random.Random) -> Action | None:
        """Physical: a round's result that real cards could give (§6); None at any other moment."""
        return hidden.random_fact(s, rng)

    def scramble(self, s: State, seat: str | None, rng: random.Random) -> State | None:
        """Digital: the cards ``seat`` may not see (others' hands and reserved cards) dealt anew."""
        return hidden.scramble(s, seat, rng)

    def can_leave(self, s: State, name: str) -> bool:
        """§9: any player still at the table may leave while the game goes on."""
        return s.phase != st.OVER and name in s.seats and name not in s.left

    def end_early(self, s: State) -> Step:
        """CORE-E1: a dealt hand is void, penalties owed go in, the pot is split (D9)."""
        if s.phase == st.OVER:
            raise RuleError("KN-R12", tr("kinola", "The game is over."))
        return Step(*HANDLERS[A.EndGame](s, A.EndGame()))

    # -- reading -------------------------------------------------------------------------------
    def balances(self, s: State) -> dict[str, int]:
        return dict(s.bal)

    def outcome(self, s: State) -> Outcome:
        gone = tuple(p for p in s.bankrupt if p not in s.left) + s.left
        if s.phase != st.OVER:
            return Outcome(False, None, gone, s.left)
        places = self.standings(s)
        first = [p.name for p in places if p.rank == 1 and p.result == "won"]
        return Outcome(True, first[0] if len(first) == 1 else None, gone, s.left)

    def standings(self, s: State) -> list[Place]:
        """§5.4, D15: by chips, equal chips sharing a rank; bankrupt players below everyone else,
        then those who left (§9)."""
        if s.phase != st.OVER:
            return []
        bal = s.bal
        still = [p for p in s.seats if p not in s.bankrupt and p not in s.left]
        broke = [p for p in s.seats if p in s.bankrupt and p not in s.left]
        top = max((bal[p] for p in still), default=None)
        places = rank_by(still, {p: bal[p] for p in still}, {p: "won" for p in still if bal[p] == top})
        places += rank_by(broke, {p: bal[p] for p in broke}, {p: "out" for p in broke}, start=len(places) + 1)
        places += rank_by(list(s.left), {p: bal[p] for p in s.left}, {p: "left" for p in s.left},
                          start=len(places) + 1)
        return places

    def reasons(self) -> dict[str, str]:
        return {  # the rows of §4
            "KN-C2": tr("kinola", "ante into an empty pot"),
            "KN-C3": tr("kinola", "dealer's ante into an empty pot"),
            "KN-C4": tr("kinola", "dealer's ante"),
            "KN-C6": tr("kinola", "penalty for a reserved Ace"),
            "KN-C7": tr("kinola", "penalty for the reserved Kinola"),
            "KN-C8": tr("kinola", "took their own Kinola: pays the pot's worth"),
            "KN-C9": tr("kinola", "Kinola taken by another player: the holder takes the pot"),
            "KN-C10": tr("kinola", "card points paid to the round winner"),
            "KN-C11": tr("kinola", "last round's Ace penalty to the player who took the pot"),
            "KN-C12": tr("kinola", "penalty into the pot as the game ends"),
            "KN-C13": tr("kinola", "share of the pot as the game ends"),
            "KN-C14": tr("kinola", "remainder of the split to the richest player"),
            "CORE-E1": tr("kinola", "game ended early: share of the pot"),
        }

    def describe(self, s: State, action: Action) -> str:
        return describe(s, action)

    def round_no(self, s: State) -> int:
        return s.round

    def current_round(self, s: State) -> int:
        return s.round_in_play

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

    def carry(self, s: State) -> Carry:
        """Kinola leaves no chips for a later game (D9 gives every remainder to a player); the
        deal passes on to the left of this game's last dealer (R1)."""
        base = super().carry(s)
        nxt = left_of(s.seats, s.dealt_by) if s.dealt_by is not None else s.dealer
        return base.model_copy(update={"dealer": nxt}) if nxt is not None else base
