"""Helpers for the Goblin Poker tests: a table that plays actions through GameRun, deck orders
that deal chosen hands, and random players for whole games in both modes (in physical mode a
hidden set of real cards at the table, so that every reported fact is one the cards can make)."""
from __future__ import annotations

import random
from collections import Counter
from typing import Any


from tableapp.core.actions import EndGame
from tableapp.core.engine import CHANCE, TABLE, Setup
from tableapp.core.ledger import POT
from tableapp.core.run import GameRun
from tableapp.core.views import Carry
from tableapp.games.common.cards import pairs_deck
from tableapp.games.goblin_poker import ENGINE
from tableapp.games.goblin_poker import actions as A
from tableapp.games.goblin_poker.state import CARRY_GOBLIN

from engine_table import EngineTable

NAMES = ("Ann", "Bo", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal")


class Table(EngineTable):
    engine = ENGINE

    """One game at the table, played action by action through the real GameRun."""

    def __init__(self, players: str = "Ann Bo Cy", *, mode: str = "physical", dealer: str | None = "Ann",
                 chips: int | dict[str, int] = 100, seed: int | None = None, start: dict | None = None,
                 carry: Carry | None = None, **options: Any):
        names = tuple(players.split())
        stacks = chips if isinstance(chips, dict) else {p: chips for p in names}
        if dealer is not None:
            options["first_dealer"] = dealer
        self.setup = Setup(game="goblin-poker", mode=mode, players=names, chips=stacks, options=options,
                           seed=seed, start=start, carry=carry or Carry())
        ENGINE.validate_setup(self.setup)
        self.run = GameRun(ENGINE, self.setup)

    # -- acting ----------------------------------------------------------------------------------
    def act(self, by: str | None, do: str, **params: Any):
        data = {"do": do, **params}
        if by is not None:
            data["by"] = by
        return self.run.play(ENGINE.parse_action(data))

    def deal(self, deck: list[int] | None = None):
        return self.act(None, "deal", deck=deck) if deck is not None else self.act(None, "deal")

    def reveal(self, **cards: int):
        return self.act(None, "reveal", cards=cards)

    def draw(self, card: int | None = None):
        return self.act(None, "draw", card=card) if card is not None else self.act(None, "draw")

    def dealt(self, *cards: int):
        """Physical: the dealt cards in the announced order. Returns all the transfers."""
        out = []
        for c in cards:
            out += self.act(None, "dealt", card=c)
        return out

    def pitch(self, *names: str, card: int | None = None):
        for name in names:
            self.act(name, "pitch", **({} if card is None else {"card": card}))

    def fold(self, name: str):
        return self.act(name, "fold")

    def chance(self):
        """Digital: the app's next outcome, drawn from the seed."""
        action = self.run.next_chance()
        assert action is not None
        return self.run.play(action, auto=True)

    # -- reading ---------------------------------------------------------------------------------
    def chips(self, *names: str):
        bal = ENGINE.balances(self.run.state)
        got = tuple(bal[n] for n in names)
        return got[0] if len(got) == 1 else got

    @property
    def pot(self) -> int:
        return ENGINE.balances(self.run.state)[POT]

    @property
    def carried(self) -> int:
        return ENGINE.balances(self.run.state).get(CARRY_GOBLIN, 0)

    @property
    def summary(self) -> str:
        return ENGINE.summary(self.run.state)

    def view(self, seat: str | None = None) -> dict:
        return ENGINE.view(self.run.state, seat)


def moves(transfers) -> list[tuple[str, str, int, str]]:
    return [(t.src, t.dst, t.amount, t.reason) for t in transfers]


def deck_for(order: list[str], hands: dict[str, list[int]], then: list[int] = ()) -> list[int]:
    """A digital deck (top first) that deals ``hands`` (6 each, one at a time in ``order``, from the
    dealer's left) and then has ``then`` on top of the deck; the other cards follow, low first."""
    top = [hands[p][k] for k in range(6) for p in order] + list(then)
    rest = Counter(pairs_deck())
    rest.subtract(top)
    assert all(v >= 0 for v in rest.values()), "more cards of a value than the Pairs deck holds"
    return top + sorted(rest.elements())


# -- random play --------------------------------------------------------------------------------

class HiddenCards:
    """Physical mode: the real cards at the table, so that every reported fact is consistent.
    Stacks are read from the engine (they are the facts reported); the out-of-play pile is
    whatever is in no deck, hand, stack or the middle."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.deck: list[int] = []
        self.hands: dict[str, list[int]] = {}
        self.middle: list[int] = []
        self.first: dict[str, int] = {}

    def pool(self, s) -> list[int]:
        rest = Counter(pairs_deck())
        rest.subtract(self.deck + self.middle + [c for p in s.active for c in self.hands.get(p, [])]
                      + [c for p in s.active for c in s.stacks.get(p, ())])
        assert all(v >= 0 for v in rest.values())
        return list(rest.elements())

    def fact(self, s) -> Any:
        """The table's next fact, or EndGame when the real cards cannot break a tie (D23)."""
        rng = self.rng
        if s.phase == "deal":
            cards = list(pairs_deck())
            rng.shuffle(cards)
            self.hands = {p: [cards.pop() for _ in range(6)] for p in s.active}
            self.deck = cards
            return A.Deal()
        if s.phase == "reveal":
            self.first = {p: rng.choice(self.hands[p]) for p in s.active}
            return A.Reveal(cards=self.first)
        if s.phase == "tie":
            drawer = s.tie.pending[0]
            if not self.deck:
                self.deck = self.pool(s)
                rng.shuffle(self.deck)
            if not any(c not in s.stacks[drawer] for c in self.deck + self.pool(s)):
                return EndGame()  # every real card pairs: the table gives up
            return A.Draw(card=self.deck[0])
        if s.phase == "dealing":
            return A.Dealt(card=rng.choice(self.middle))
        raise AssertionError(s.phase)

    def track(self, before, action) -> None:
        """Keep the real cards in step with what was played."""
        if isinstance(action, A.Reveal):
            for p, c in self.first.items():
                self.hands[p].remove(c)
        elif isinstance(action, A.Draw):
            self.deck.pop(0)
        elif isinstance(action, A.Pitch):
            card = self.rng.choice(self.hands[action.by])
            self.hands[action.by].remove(card)
            self.middle.append(card)
        elif isinstance(action, A.Dealt):
            self.middle.remove(action.card)

    def settle(self, after) -> None:
        """After the engine moved on: out players' cards and a finished deal's leftovers are out of play."""
        for p in list(self.hands):
            if p not in after.active:
                del self.hands[p]
        if after.phase not in ("dealing", "over") and after.middle_count == 0:
            self.middle = []
        if after.phase not in ("deal", "over"):
            assert after.deck_count == len(self.deck), (after.deck_count, len(self.deck))
            assert after.pool_count == len(self.pool(after)), (after.pool_count, len(self.pool(after)))


def random_action(run, rng: random.Random, cards: HiddenCards | None, leave_rate: float = 0.01,
                  end_rate: float = 0.002, fold_rate: float = 0.15):
    s = run.state
    who = ENGINE.to_act(s)
    if who is None:
        return None
    if rng.random() < end_rate:
        return EndGame()
    if rng.random() < leave_rate and who != CHANCE:
        leavers = [p for p in s.active if ENGINE.can_leave(s, p)]
        if leavers:
            return A.Leave(by=rng.choice(leavers))
    if who == CHANCE:
        return run.next_chance()
    if who == TABLE:
        return cards.fact(s)
    legal = ENGINE.legal_actions(s)
    folds = [a for a in legal if isinstance(a, A.Fold)]
    if folds and rng.random() < fold_rate:
        return folds[0]
    return rng.choice([a for a in legal if not isinstance(a, A.Fold)] or legal)


def play_random_game(seed: int, mode: str, options: dict | None = None, n: int | None = None,
                     each=None, limit: int = 3000, chips: int = 100, leave_rate: float = 0.01,
                     fold_rate: float = 0.15, end_rate: float = 0.002) -> GameRun:
    """A whole random game through GameRun; ``each(run)`` is called after every action."""
    rng = random.Random(seed)
    n = n or rng.randint(3, 8)
    names = NAMES[:n]
    setup = Setup(game="goblin-poker", mode=mode, players=names, chips={p: chips for p in names},
                  options=dict(options or {}), seed=seed)
    ENGINE.validate_setup(setup)
    run = GameRun(ENGINE, setup)
    cards = HiddenCards(rng) if mode == "physical" else None
    for _ in range(limit):
        before = run.state
        action = random_action(run, rng, cards, leave_rate, end_rate, fold_rate)
        if action is None:
            return run
        run.play(action, auto=action.by is None and ENGINE.to_act(before) == CHANCE)
        if cards is not None:
            cards.track(before, action)
            cards.settle(run.state)
        if each is not None:
            each(run)
    raise AssertionError(f"game {seed} ({mode}) did not end within {limit} actions")
