"""Helpers for the Kinola tests: a table that plays actions through GameRun, deck orders that deal
chosen hands, a round played out with real cards (so that physical entries are consistent), and a
random player for whole games."""
from __future__ import annotations

import random
from typing import Any


from tableapp.core.engine import CHANCE, TABLE, Setup
from tableapp.core.ledger import POT
from tableapp.core.run import GameRun
from tableapp.core.views import Carry
from tableapp.games.common.cards import parse_card
from tableapp.games.common.seats import clockwise, left_of
from tableapp.games.kinola import ENGINE
from tableapp.games.kinola import actions as A
from tableapp.games.kinola.deck import config
from tableapp.games.kinola.hidden import result_of

from engine_table import EngineTable

NAMES = ("Ann", "Bo", "Cy", "Dee", "Eve", "Fay")


class Table(EngineTable):
    engine = ENGINE

    """One game at the table, played action by action through the real GameRun."""

    def __init__(self, players: str = "Ann Bo Cy Dee", *, mode: str = "physical", dealer: str | None = "Ann",
                 chips: int | dict[str, int] = 200, seed: int | None = 1, start: dict | None = None,
                 carry: Carry | None = None, **options: Any):
        names = tuple(players.split())
        stacks = chips if isinstance(chips, dict) else {p: chips for p in names}
        if dealer is not None:
            options["first_dealer"] = dealer
        self.setup = Setup(game="kinola", mode=mode, players=names, chips=stacks, options=options, seed=seed,
                           start=start, carry=carry or Carry())
        ENGINE.validate_setup(self.setup)
        self.run = GameRun(ENGINE, self.setup)
        self.players = names

    # -- acting ----------------------------------------------------------------------------------
    def act(self, by: str | None, do: str, **params: Any):
        data = {"do": do, **params}
        if by is not None:
            data["by"] = by
        return self.run.play(ENGINE.parse_action(data))

    def deal(self, deck: list[str] | None = None):
        """A new round: the table deals (physical) or the app deals this deck order (digital)."""
        if self.setup.mode == "digital" and deck is None:
            return self.run.play(self.run.next_chance(), auto=True)
        return self.act(None, "shuffle", deck=deck) if deck is not None else self.act(None, "deal")

    def result(self, rows: dict[str, tuple], held: str | None = None, took: str | None = None):
        """Physical: every seat's (reserved, points, tricks); ``held``/``took`` the Kinola's story."""
        return self.act(None, "result", seats=grid(rows, held, took))

    def reserve(self, **cards: str):
        for name, card in cards.items():
            self.act(name, "reserve", card=card)

    def play(self, *cards: str):
        """Digital: the player to act plays each card in turn."""
        out = []
        for card in cards:
            out += self.act(self.to_act, "play", card=card)
        return out

    # -- reading ---------------------------------------------------------------------------------
    def chips(self, *names: str):
        bal = ENGINE.balances(self.run.state)
        got = tuple(bal[n] for n in names)
        return got[0] if len(got) == 1 else got

    @property
    def pot(self) -> int:
        return ENGINE.balances(self.run.state)[POT]

    def view(self, seat: str | None = None) -> dict:
        return ENGINE.view(self.run.state, seat)

    def last_log(self) -> str:
        run = self.run
        return ENGINE.describe(run.state_at(len(run.played) - 1), run.played[-1].action)


def grid(rows: dict[str, tuple], held: str | None = None, took: str | None = None) -> dict[str, dict]:
    out = {}
    for p, (reserved, pts, tricks) in rows.items():
        out[p] = {"reserved": reserved, "points": pts, "tricks": tricks}
        if p == held:
            out[p]["held"] = True
        if p == took:
            out[p]["took"] = True
    return out


def moves(transfers) -> list[tuple[str, str, int, str]]:
    return [(t.src, t.dst, t.amount, t.reason) for t in transfers]


def deck_for(players: tuple[str, ...], dealer: str, hands: dict[str, list[str]], n_cards: int | None = None,
             harsh: bool = False) -> list[str]:
    """A deck order that deals ``hands`` (one card at a time from the dealer's left); the cards of
    the players not given, and the rest of each given hand, come from the unused cards in order."""
    cfg = config(len(players), harsh)
    wanted = {p: [parse_card(c) for c in cs] for p, cs in hands.items()}
    used = {c for cs in wanted.values() for c in cs}
    spare = [c for c in cfg.deck if c not in used]
    order = clockwise(players, left_of(players, dealer))
    full = {p: wanted.get(p, []) + [spare.pop(0) for _ in range(cfg.hand - len(wanted.get(p, [])))] for p in order}
    return [full[order[i % len(order)]][i // len(order)].text for i in range(cfg.hand * len(order))]


# -- a round played with real cards: the engine's own (hidden.py) ---------------------------------------

def entry_of(facts: dict[str, Any], rng: random.Random | None = None) -> dict[str, dict]:
    """The physical grid for a played round (hidden.play_round), as a script writes it."""
    return {p: row.model_dump(exclude_defaults=True) for p, row in result_of(facts, rng).seats.items()}


# -- random play --------------------------------------------------------------------------------

def random_action(state, rng: random.Random, stop: str | None = None):
    """A random legal action (a consistent fact in physical mode); None when the game is over.
    ``stop``: "leave" (a random player leaves) or "end" (the table ends the game) instead."""
    who = ENGINE.to_act(state)
    if who is None:
        return None
    if stop == "leave":
        return A.Leave(by=rng.choice([p for p in state.seats if p not in state.left]))
    if stop == "end":
        return A.EndGame()
    if who == TABLE and state.phase == "report":
        return ENGINE.random_fact(state, rng)  # a round the cards could give
    return rng.choice(ENGINE.legal_actions(state))


def play_random_game(seed: int, mode: str, options: dict | None = None, n: int | None = None, chips: int = 200,
                     each=None, limit: int = 20000) -> GameRun:
    """A whole random game through GameRun; ``each(run)`` is called after every action."""
    rng = random.Random(seed)
    n = n or rng.randint(3, 6)
    names = NAMES[:n]
    setup = Setup(game="kinola", mode=mode, players=names, chips={p: chips for p in names},
                  options=dict(options or {}), seed=seed)
    run = GameRun(ENGINE, setup)
    stop = rng.choices([None, "leave", "end"], [0.85, 0.1, 0.05])[0]  # now and then, at a random moment
    stop_at = rng.randint(0, 600 if mode == "digital" else 30)
    for i in range(limit):
        state = run.state
        who = ENGINE.to_act(state)
        if who is None:
            return run
        if who == CHANCE and rng.random() < 0.8:
            action = run.next_chance()
        else:
            action = random_action(state, rng, stop if i >= stop_at else None)
            if isinstance(action, (A.Leave, A.EndGame)):
                stop = None  # once (with H7 the game goes on after a leave)
        run.play(action, auto=action.by is None and who == CHANCE)
        if each is not None:
            each(run)
    raise AssertionError(f"game {seed} ({mode}) did not end within {limit} actions")
