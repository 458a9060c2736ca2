"""Helpers for the Chicken or Llama tests: a table that plays actions through GameRun,
pile orders that deal chosen bills, and a random player for whole games."""
from __future__ import annotations

import random
from typing import Any


from tableapp.core.engine import CHANCE, Setup
from tableapp.core.ledger import POT
from tableapp.core.run import GameRun
from tableapp.games.chicken_llama import ENGINE
from tableapp.games.chicken_llama import actions as A

from engine_table import EngineTable

# Bill ids: 0-19 are llamas, 20-25 chickens (swapped with H1).
LLAMAS = list(range(20))
CHICKENS = list(range(20, 26))


class Table(EngineTable):
    engine = ENGINE

    """One game at the table, played action by action through the real GameRun."""

    def __init__(self, players: str = "Ann Bo Cy", *, mode: str = "physical", dealer: str | None = "Ann",
                 chips: int | dict[str, int] = 3, seed: int | None = None, start: dict | None = None,
                 **options: Any):
        names = tuple(players.split())
        stacks = chips if isinstance(chips, dict) else {p: chips for p in names}
        if dealer is not None:
            options["first_dealer"] = dealer
        self.setup = Setup(game="chicken-or-llama", mode=mode, players=names, chips=stacks,
                           options=options, seed=seed, start=start)
        ENGINE.validate_setup(self.setup)
        self.run = GameRun(ENGINE, self.setup)
        self.total = sum(stacks.values())

    # -- acting ----------------------------------------------------------------------------------
    def act(self, by: str | None, do: str, **params: Any):
        data = {"do": do, **params}
        if by is not None:
            data["by"] = by
        return self.run.play(ENGINE.parse_action(data))

    def fact(self, do: str, **params: Any):
        return self.act(None, do, **params)

    def deal(self, pile: list[int] | None = None):
        """Start a round: the table (physical) or the app with this pile order (digital)."""
        return self.fact("shuffle", pile=pile) if pile is not None else self.fact("shuffle")

    def each(self, do: str, *names: str):
        for name in names:
            self.act(name, do)

    # -- reading ---------------------------------------------------------------------------------
    def coins(self, *names: str) -> tuple[int, ...] | int:
        bal = ENGINE.balances(self.run.state)
        got = tuple(bal[n] for n in names)
        return got[0] if len(got) == 1 else got

    @property
    def pot(self) -> int:
        return ENGINE.balances(self.run.state)[POT]

    def view(self, seat: str | None = None) -> dict:
        return ENGINE.view(self.run.state, seat)

    def lines(self) -> list[str]:
        return [str(line) for line in ENGINE.settlement_preview(self.run.state)]


def moves(transfers) -> list[tuple[str, str, int, str]]:
    return [(t.src, t.dst, t.amount, t.reason) for t in transfers]


def pile(order: list[str], hands: dict[str, list[int]], then: list[int] = ()) -> list[int]:
    """A pile order that deals ``hands`` (two passes from the dealer, from the top) and then
    has ``then`` on top of the rest; the other bills follow in id order."""
    top = [hands[p][0] for p in order] + [hands[p][1] for p in order] + list(then)
    return top + [b for b in range(26) if b not in top]


# -- random play --------------------------------------------------------------------------------

class HiddenDeck:
    """Physical mode: the real bills at the table, so that reported facts are consistent."""

    def __init__(self, rng: random.Random, role_swap: bool):
        self.rng = rng
        self.bust = "llama" if role_swap else "chicken"
        self.animals = ["llama"] * 20 + ["chicken"] * 6
        if role_swap:
            self.animals = ["chicken"] * 20 + ["llama"] * 6
        self.hands: dict[str, list[str]] = {}

    def shuffle(self, players: tuple[str, ...]) -> None:
        self.pile = self.animals[:]
        self.rng.shuffle(self.pile)
        self.hands = {p: [self.pile.pop(), self.pile.pop()] for p in players}

    def draw(self, who: str, count: int) -> None:
        self.hands[who] += [self.pile.pop() for _ in range(count)]

    def counts(self, who: str) -> A.Counts:
        h = self.hands[who]
        return A.Counts(llamas=h.count("llama"), chickens=h.count("chicken"))


def random_action(state, rng: random.Random, deck: HiddenDeck | None = None, mark_rate: float = 0.05,
                  withdraw_rate: float = 0.1, leave_rate: float = 0.002):
    """A random legal action (a consistent fact in physical mode); None when the game is over."""
    if ENGINE.to_act(state) is None:
        return None
    if rng.random() < leave_rate and ENGINE.to_act(state) != CHANCE:  # the app shuffles at once
        return A.Leave(by=rng.choice(state.alive))
    legal = ENGINE.legal_actions(state)
    who = ENGINE.to_act(state)
    marks, out_of_turn, rest = [], [], []
    for a in legal:
        if isinstance(a, A.Mark):
            marks.append(a)
        elif isinstance(a, A.Withdraw) and a.by != who:
            out_of_turn.append(a)
        else:
            rest.append(a)
    if marks and rng.random() < mark_rate:
        return rng.choice(marks)
    if out_of_turn and rng.random() < withdraw_rate:
        return rng.choice(out_of_turn)
    a = rng.choice(rest)
    if isinstance(a, A.Shuffle) and state.mode == "digital":
        order = list(range(26))
        rng.shuffle(order)
        return A.Shuffle(pile=order)
    if deck is not None:
        if isinstance(a, A.Draw) and rng.random() < 0.1:
            return A.Draw(by=a.by)  # physical: count not recorded
        if isinstance(a, A.SurvivorBust):
            c = deck.counts(state.rnd.winner)
            bust = (c.llamas if deck.bust == "llama" else c.chickens) > 0
            return A.SurvivorBust(bust=bust, chickens=c.chickens if rng.random() < 0.5 else None)
        if isinstance(a, A.Reveal):
            return A.Reveal(hands={p: deck.counts(p) for p in a.hands})
    return a


def track(deck: HiddenDeck, state, action) -> None:
    """Physical mode: keep the hidden deck in step with what the table did."""
    if isinstance(action, A.Shuffle):
        deck.shuffle(state.alive)
    elif isinstance(action, A.Draw):
        deck.draw(action.by, action.count if action.count is not None else deck.rng.randint(0, 3))


def play_random_game(seed: int, mode: str, options: dict | None = None, n: int | None = None,
                     each=None, limit: int = 4000) -> GameRun:
    """A whole random game through GameRun; ``each(run)`` is called after every action."""
    rng = random.Random(seed)
    n = n or rng.randint(3, 5)
    names = ("Ann", "Bo", "Cy", "Dee", "Eve")[:n]
    opts = dict(options or {})
    setup = Setup(game="chicken-or-llama", mode=mode, players=names, chips={p: 3 for p in names},
                  options=opts, seed=seed)
    run = GameRun(ENGINE, setup)
    deck = HiddenDeck(rng, opts.get("role_swap", False)) if mode == "physical" else None
    for _ in range(limit):
        state = run.state
        if ENGINE.to_act(state) is None:
            return run
        if ENGINE.to_act(state) == CHANCE and rng.random() < 0.5:
            action = run.next_chance()
        else:
            action = random_action(state, rng, deck)
        run.play(action, auto=action.by is None and ENGINE.to_act(state) == CHANCE)
        if deck is not None:
            track(deck, state, action)
        if each is not None:
            each(run)
    raise AssertionError(f"game {seed} ({mode}) did not end within {limit} actions")
