"""Helpers for the Yuck, Chick, Knock, Down tests: a table that plays actions through GameRun,
deck orders that deal chosen cards, and a random player for whole games in both modes."""
from __future__ import annotations

import random
from typing import Any

import pytest

from tableapp.core.actions import EndGame
from tableapp.core.engine import CHANCE, Setup
from tableapp.core.errors import InputError, RuleError
from tableapp.core.ledger import POT
from tableapp.core.run import GameRun
from tableapp.games.common.cards import pairs_deck
from tableapp.games.yuck_chick import ENGINE
from tableapp.games.yuck_chick import actions as A

from engine_table import EngineTable

GAME = "yuck-chick-knock-down"


class Table(EngineTable):
    engine = ENGINE

    """One game at the table, played action by action through the real GameRun."""

    def __init__(self, players: str = "Ann Bo Cy Dee", *, mode: str = "physical", chips: int | dict[str, int] = 50,
                 seed: int | None = 1, start: dict | None = None, **options: Any):
        names = tuple(players.split())
        stacks = chips if isinstance(chips, dict) else {p: chips for p in names}
        self.setup = Setup(game=GAME, mode=mode, players=names, chips=stacks, options=options, seed=seed, start=start)
        ENGINE.validate_setup(self.setup)
        self.run = GameRun(ENGINE, self.setup)
        self.players = names

    # -- acting ----------------------------------------------------------------------------------
    def act(self, by: str | None, do: str, **params: Any):
        data = {"do": do, **params}
        if by is not None:
            data["by"] = by
        return self.run.play(ENGINE.parse_action(data))

    def fact(self, do: str, **params: Any):
        return self.act(None, do, **params)

    def deal(self, *fields: int):
        """Physical: the table reports the face-up field cards in seat order."""
        return self.fact("deal", fields=list(fields))

    def deal_deck(self, deck: list[int]):
        """Digital: the app's shuffle, written out."""
        return self.fact("deal", deck=deck)

    def yuck(self, by: str, card: int | None = None):
        """The Yuck and its card (physical: the table enters it; digital: the app turns it)."""
        moved = list(self.act(by, "yuck"))
        if self.setup.mode == "digital":
            moved += self.run.play(self.run.next_chance(), auto=True)
        else:
            moved += self.fact("flip", card=card)
        return moved

    def knock(self, *names: str):
        for name in names:
            self.act(name, "knock")

    def refused(self, by: str | None, do: str, error=(RuleError, InputError), **params: Any) -> str:
        """The action is refused with a clear message, and nothing changes (R4)."""
        before, played = self.run.state, len(self.run.played)
        bal = dict(ENGINE.balances(before))
        data = {"do": do, **params}
        if by is not None:
            data["by"] = by
        with pytest.raises(error) as info:
            self.run.play(ENGINE.parse_action(data))
        assert self.run.state is before and len(self.run.played) == played
        assert ENGINE.balances(self.run.state) == bal
        return str(info.value)

    # -- reading ---------------------------------------------------------------------------------
    @property
    def rnd(self):
        return self.run.state.rnd

    def chips(self, *names: str):
        bal = ENGINE.balances(self.run.state)
        got = tuple(bal[n] for n in names)
        return got[0] if len(got) == 1 else got

    @property
    def pot(self) -> int:
        return ENGINE.balances(self.run.state)[POT]

    def view(self, seat: str | None = None) -> dict:
        return ENGINE.view(self.run.state, seat)

    def last_words(self) -> str:
        """The log line of the last action, described in the state it was played in."""
        n = len(self.run.played)
        return ENGINE.describe(self.run.state_at(n - 1), self.run.played[-1].action)


def moves(transfers) -> list[tuple[str, str, int, str]]:
    return [(t.src, t.dst, t.amount, t.reason) for t in transfers]


def deck_for(hands: list[int], fields: list[int], then: list[int] = ()) -> list[int]:
    """A digital deck order that deals ``hands`` (one per seat from seat 1), then ``fields``,
    then has ``then`` on top of the rest; the other cards follow in value order."""
    top = list(hands) + list(fields) + list(then)
    rest = list(pairs_deck())
    for v in top:
        rest.remove(v)  # ValueError: more of a value than the deck holds
    return top + rest


# -- random play --------------------------------------------------------------------------------

class HiddenDeck:
    """Physical mode: the real cards at the table, so that every reported fact is consistent."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.hands: dict[str, list[int]] = {}
        self.pile: list[int] = []

    def deal(self, players) -> list[int]:
        self.pile = list(pairs_deck())
        self.rng.shuffle(self.pile)
        self.hands = {p: [self.pile.pop()] for p in players}
        return [self.pile.pop() for _ in players]


def random_action(state, rng: random.Random, deck: HiddenDeck | None, leave_rate: float = 0.003,
                  end_rate: float = 0.0005):
    """A random legal action (a consistent fact in physical mode); None when the game is over.
    Now and then a player leaves (§9) or the table ends the game (CORE-E1)."""
    who = ENGINE.to_act(state)
    if who is None:
        return None
    if who != CHANCE and rng.random() < leave_rate:
        return A.Leave(by=rng.choice(state.players))
    if who != CHANCE and rng.random() < end_rate:
        return EndGame()
    legal = ENGINE.legal_actions(state)
    if deck is not None and who != CHANCE and legal[0].by is None:
        a = legal[0]
        if isinstance(a, A.Deal):
            return A.Deal(fields=deck.deal(state.players))
        if isinstance(a, A.Flip):
            return A.Flip(card=deck.pile.pop())
        if isinstance(a, A.Reveal):
            return A.Reveal(cards=list(deck.hands[state.rnd.next_revealer]))
    kinds: dict[str, list] = {}
    for a in legal:
        kinds.setdefault(a.do, []).append(a)
    # knocks are likelier, so that showdowns happen; Downs are one kind however many targets
    names = list(kinds)
    weights = [4 if k == "knock" else 1 for k in names]
    return rng.choice(kinds[rng.choices(names, weights)[0]])


def track(deck: HiddenDeck, action) -> None:
    """Physical mode: keep the hidden cards in step with what the table did."""
    if isinstance(action, A.Chick):
        deck.hands[action.by].append(deck.pile.pop())


def play_random_game(seed: int, mode: str, options: dict | None = None, n: int | None = None,
                     chips: int | None = None, each=None, limit: int = 20000) -> GameRun:
    """A whole random game through GameRun; ``each(run)`` is called after every action."""
    rng = random.Random(seed)
    opts = dict(options or {})
    lo, hi = (2, 8) if opts.get("any_player_count") else (4, 6)
    n = n or rng.randint(lo, hi)
    names = ("Ann", "Bo", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal")[:n]
    chips = chips or rng.choice([3, 5, 10, 20, 50])
    setup = Setup(game=GAME, mode=mode, players=names, chips={p: chips for p in names}, options=opts, seed=seed)
    ENGINE.validate_setup(setup)
    run = GameRun(ENGINE, setup)
    deck = HiddenDeck(rng) if mode == "physical" else None
    for _ in range(limit):
        state = run.state
        if ENGINE.to_act(state) is None:
            return run
        if ENGINE.to_act(state) == CHANCE:
            action = run.next_chance()
        else:
            action = random_action(state, rng, deck)
        run.play(action, auto=action.by is None and ENGINE.to_act(state) == CHANCE)
        if deck is not None:
            track(deck, action)
        if each is not None:
            each(run)
    raise AssertionError(f"game {seed} ({mode}) did not end within {limit} actions")
