"""Helpers for the Pairs tests: a table that plays actions through GameRun, deck orders that deal
chosen cards (digital), and random players for whole games in both modes, the physical one with
the real cards in a hidden deck so that every reported card is one the table could deal."""
from __future__ import annotations

import random
from collections import Counter
from typing import Any


from tableapp.core.engine import CHANCE, TABLE, Setup
from tableapp.core.errors import InputError
from tableapp.core.run import GameRun
from tableapp.core.views import Carry
from tableapp.games.common.cards import pairs_deck
from tableapp.games.pairs import ENGINE
from tableapp.games.pairs import actions as A
from tableapp.games.pairs.state import CARRY

from engine_table import EngineTable

NAMES = ("Ann", "Bo", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal")


class Table(EngineTable):
    engine = ENGINE

    """One game at the table, played action by action through the real GameRun."""

    def __init__(self, players: str = "Ann Bo Cy", *, mode: str = "physical", dealer: str | None = "Ann",
                 chips: int | dict[str, int] = 20, seed: int | None = 7, start: dict | None = None,
                 carry: Carry | None = None, carried: dict[str, int] | None = None, **options: Any):
        names = tuple(players.split())
        stacks = chips if isinstance(chips, dict) else {p: chips for p in names}
        if dealer is not None:
            options["first_dealer"] = dealer
        self.setup = Setup(game="pairs", mode=mode, players=names, chips=stacks, options=options, seed=seed,
                           start=start, carry=carry or Carry())
        ENGINE.validate_setup(self.setup)
        self.run = GameRun(ENGINE, self.setup, carried)

    # -- acting ----------------------------------------------------------------------------------
    def act(self, by: str | None, do: str, **params: Any):
        data = {"do": do, **params}
        if by is not None:
            data["by"] = by
        return self.run.play(ENGINE.parse_action(data), auto=by is None and self.to_act == CHANCE)

    def cards(self, *values: int):
        """The table reports these cards, one after the other (physical), or the app deals them (digital)."""
        moved = []
        for v in values:
            moved += self.act(None, "card", value=v)
        return moved

    def hit(self, who: str, value: int):
        self.act(who, "hit")
        return self.cards(value)

    def fold(self, who: str):
        return self.act(who, "fold")

    def shuffle(self, deck: list[int]):
        return self.act(None, "shuffle", deck=deck)

    def deal_digital(self):
        """Digital: let the app deal (and shuffle) until a player must act or the game is over."""
        while self.to_act == CHANCE:
            self.run.play(self.run.next_chance(), auto=True)

    # -- reading ---------------------------------------------------------------------------------
    def stack(self, who: str) -> tuple[int, ...]:
        return self.state.stacks[who]

    def score(self, who: str) -> int:
        return self.state.score(who)

    def coins(self, *names: str):
        bal = ENGINE.balances(self.state)
        got = tuple(bal[n] for n in names)
        return got[0] if len(got) == 1 else got

    @property
    def pot(self) -> int:
        return ENGINE.balances(self.state)[CARRY]

    def view(self) -> dict:
        return ENGINE.view(self.state, None)

    @property
    def summary(self) -> str:
        return ENGINE.summary(self.state)


def moves(transfers) -> list[tuple[str, str, int, str]]:
    return [(t.src, t.dst, t.amount, t.reason) for t in transfers]


def arranged(*top: int, burn: tuple[int, ...] = (), without: tuple[int, ...] = ()) -> list[int]:
    """A shuffle of the Pairs deck (less ``without``, e.g. score cards) that burns ``burn`` (5 cards,
    10s by default) and then deals ``top`` in that order; the other cards follow, high values first."""
    left = Counter(pairs_deck()) - Counter(without)
    burn = tuple(burn) or (10, 10, 10, 10, 10)
    need = Counter(burn) + Counter(top)
    assert not need - left, f"the deck has no {dict(need - left)}"
    rest = sorted((left - need).elements(), reverse=True)
    return list(burn) + list(top) + rest


# -- random play --------------------------------------------------------------------------------

class PhysicalCards:
    """Physical mode: the real cards at the table (deck, discard pile, burned ones), so that every
    card the random table reports is one it could deal, and the app's counts can be checked."""

    def __init__(self, rng: random.Random, scored: list[int] = ()):
        self.rng = rng
        self.deck = list((Counter(pairs_deck()) - Counter(scored)).elements())
        rng.shuffle(self.deck)
        self.burned = [self.deck.pop() for _ in range(5)]
        self.discard = list(self.burned)

    def ready(self) -> None:
        """A card is due: when the deck is out, shuffle the discard pile and burn 5 (none from 5 or
        fewer, D5), as the app says (PR10)."""
        if not self.deck:
            self.deck, self.discard = self.discard, []
            self.rng.shuffle(self.deck)
            self.burned = [self.deck.pop() for _ in range(5 if len(self.deck) > 5 else 0)]
            self.discard = list(self.burned)

    def unknown(self) -> set[int]:
        """The values the table cannot rule out for the next card: in the deck or burned."""
        return set(self.deck) | set(self.burned)

    def follow(self, before, after, drawn: int | None) -> None:
        """Cards that left the stacks without becoming score cards went onto the discard pile."""
        held = Counter(v for s in before.stacks.values() for v in s)
        if drawn is not None:
            held[drawn] += 1
        kept = Counter(v for s in after.stacks.values() for v in s)
        scored = Counter(v for s in after.scores.values() for v in s) - Counter(v for s in before.scores.values() for v in s)
        self.discard += list((held - kept - scored).elements())


def random_game(seed: int, mode: str, options: dict | None = None, n: int | None = None, each=None,
                chips: int = 5, leave_rate: float = 0.003, end_rate: float = 0.001, probe_rate: float = 0.2,
                limit: int = 5000) -> GameRun:
    """A whole random game through GameRun; ``each(run)`` after every action. Physical mode reports
    the real cards and, now and then, probes every value: the app must accept exactly the values the
    table cannot rule out (A.6)."""
    rng = random.Random(seed)
    n = n or rng.randint(2, 8)
    names = NAMES[:n]
    opts = dict(options or {})
    setup = Setup(game="pairs", mode=mode, players=names, chips={p: chips for p in names}, options=opts,
                  seed=seed)
    ENGINE.validate_setup(setup)
    run = GameRun(ENGINE, setup)
    table = PhysicalCards(rng) if mode == "physical" and not opts.get("quick_entry") else None
    for _ in range(limit):
        state = run.state
        who = ENGINE.to_act(state)
        if who is None:
            return run
        drawn = None
        roll = rng.random()
        if roll < leave_rate and who != CHANCE:
            action = A.Leave(by=rng.choice(state.seats))
        elif roll < leave_rate + end_rate and who != CHANCE:
            action = A.EndGame()
        elif who == CHANCE:
            action = run.next_chance()
        elif who == TABLE and opts.get("quick_entry"):
            action = random_score(state, rng)
        elif who == TABLE:
            table.ready()
            assert (state.deck_count, state.discard_count) == (len(table.deck), len(table.discard))
            if rng.random() < probe_rate:
                probe(state, table.unknown())
            drawn = table.deck.pop()
            action = A.Card(value=drawn)
        else:
            action = rng.choice(ENGINE.legal_actions(state))
        run.play(action, auto=who == CHANCE)
        if table is not None:
            table.follow(state, run.state, drawn)
        if each is not None:
            each(run)
    raise AssertionError(f"game {seed} ({mode}) did not end within {limit} actions")


def probe(state, unknown: set[int]) -> None:
    """A.6: every value the table cannot rule out is accepted, every other refused, state untouched."""
    for v in range(0, 12):
        try:
            ENGINE.apply(state, A.Card(value=v))
            accepted = True
        except InputError:
            accepted = False
        assert accepted == (v in unknown), (v, sorted(unknown))


def random_score(state, rng: random.Random):
    """Quick entry: a score the cards allow, or now and then the final scores of a plausible ending."""
    scored = Counter(v for s in state.scores.values() for v in s)
    if rng.random() < 0.05:
        return final_scores(state, rng, scored)
    while True:
        p, v, how = rng.choice(state.seats), rng.randint(1, 10), rng.choice(["pair", "fold"])
        ok = scored[v] <= (v - 2 if how == "pair" else v - 1) and not (how == "pair" and v == 1)
        if ok:
            return A.Score(player=p, value=v, how=how)


def final_scores(state, rng: random.Random, scored: Counter):
    """Rounds played on paper to the end: each a card still unscored, to a random player."""
    left = Counter(pairs_deck()) - scored
    totals = {p: state.score(p) for p in state.seats}
    while max(totals.values()) < state.losing:
        v = rng.choice(list(left.elements()))
        left[v] -= 1
        totals[rng.choice(state.seats)] += v
    return A.Final(scores=totals)
