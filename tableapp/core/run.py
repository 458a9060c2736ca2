"""One game being played: the engine, its setup and the list of actions in effect.

State is replay(actions): the run keeps the current state, a snapshot every
``SNAPSHOT_EVERY`` actions so that going back (undo) replays only a short tail, and
for every action the transfers it caused, checked for conservation as it is applied.
"""
from __future__ import annotations

import gc
import random
from collections import deque
from collections.abc import Iterable
from typing import Any, NamedTuple

from .actions import Action
from .engine import CHANCE, Engine, Setup
from .errors import RuleError
from .ledger import BANK, LedgerError, Transfer, check_transfers, is_carry
from .views import Standing

SNAPSHOT_EVERY = 64  # an undo replays at most this many actions from the state kept before it


class Played(NamedTuple):  # a tuple: one is made per action, and a long night replays 100,000
    action: Action
    transfers: tuple[Transfer, ...]
    round: int
    auto: bool  # drawn by the app's chance (digital mode), not entered by a person
    ts: float = 0.0
    no: int = 0  # the action's number in the game log, which counts undone actions too (0: its place here)


def opening_transfers(start: dict[str, int], carried: dict[str, int] | None = None) -> list[Transfer]:
    """The bank movements that bring each account from the chips ``carried`` over from the
    previous game to its balance at the start of this one.

    A fresh start is ``carried`` = {} after a cash-out; with chips carried over only the
    difference moves (a rebuy from the bank, or a cash-out back to it).
    """
    carried = carried or {}
    out: list[Transfer] = []
    # players in seat order (the engine's balances list them so), then pots, then anyone who left;
    # a carry account this game does not take waits, untouched, for a later game (CORE-E1, Pairs D7)
    accounts = [a for a in start if not a.startswith("#")] + [a for a in start if a.startswith("#")]
    accounts += [a for a in carried if a not in start and not is_carry(a)]
    for account in accounts:
        have, want = carried.get(account, 0), start.get(account, 0)
        if want > have:
            out.append(Transfer(BANK, account, want - have, "buy-in"))
        elif have > want:
            out.append(Transfer(account, BANK, have - want, "cash-out"))
    return out


def chance_rng(seed: int | None, index: int) -> random.Random:
    """The generator for the chance outcome at action ``index``: the same seed and index
    always give the same roll, whatever was undone before."""
    return random.Random(f"{seed}/{index}")


class GameRun:
    def __init__(self, engine: Engine, setup: Setup, carried: dict[str, int] | None = None):
        """``carried``: chips each player brings from the previous game of the session."""
        self.engine = engine
        self.setup = setup
        self.played: list[Played] = []
        self.state = engine.start(setup)
        self._snapshots: dict[int, Any] = {0: self.state}
        # whether undoing an action could let someone peek or re-roll, asked after every click: the
        # engine's answer for each action, kept beside the one it is for (the log stays the truth:
        # an action undone, replaced or read back from the store is asked again)
        self._barriers: dict[int, tuple[Played, bool]] = {}
        self._befores: deque[tuple[Played, Any]] = deque(maxlen=4)  # the latest actions, each with the state before it
        start = engine.balances(self.state)
        for name in setup.players:
            if start.get(name) != setup.chips[name]:
                raise LedgerError(f"{name} starts with {start.get(name)}, setup says {setup.chips[name]}")
        self.opening = opening_transfers(start, carried)

    # -- playing -------------------------------------------------------------------------------
    def preview(self, action: Action) -> tuple[Any, list[Transfer]]:
        """Apply ``action`` to a copy: the new state and transfers, or RuleError. Changes nothing."""
        if self.engine.to_act(self.state) is None:
            raise RuleError("END", "The game is over: no more actions.")
        before = self.engine.balances(self.state)
        step = self.engine.apply(self.state, action)
        check_transfers(before, self.engine.balances(step.state), step.transfers)
        return step.state, step.transfers

    def commit(self, action: Action, state: Any, transfers: list[Transfer], auto: bool, ts: float = 0.0,
               no: int = 0) -> None:
        played = self.played
        played.append(Played(action, tuple(transfers), self.engine.round_no(state), auto, ts, no))
        self._befores.append((played[-1], self.state))
        self.state = state
        if not len(played) % SNAPSHOT_EVERY:
            self._snapshots[len(played)] = state

    def play(self, action: Action, auto: bool = False, ts: float = 0.0, no: int = 0) -> list[Transfer]:
        """``no``: the action's number in the game log (a session counts undone actions too);
        by default the next one, or the same again for an action the public log leaves out."""
        if not no:
            no = (self.played[-1].no if self.played else 0) + self.engine.is_public(self.state, action)
        state, transfers = self.preview(action)
        self.commit(action, state, transfers, auto, ts, no)
        return transfers

    def replay(self, logged: Iterable[tuple[Action, bool, float, int]]) -> None:
        """Re-apply actions read back from the log, each as (action, auto, ts, no). Their chips were
        checked for conservation when first played and written, so resuming skips that check.

        One loop with everything in locals: a long night resumes 100,000 actions through it."""
        apply, round_no = self.engine.apply, self.engine.round_no
        played, snapshots, new_played = self.played, self._snapshots, tuple.__new__
        state, n = self.state, len(played)
        # the objects made here form no reference cycles, and the cyclic collector would otherwise
        # rescan the whole growing night again and again: off for the loop
        collecting = gc.isenabled()
        gc.disable()
        try:
            for action, auto, ts, no in logged:
                state, transfers = apply(state, action)
                n += 1
                played.append(new_played(Played, (action, tuple(transfers), round_no(state), auto, ts, no)))
                if not n % SNAPSHOT_EVERY:
                    snapshots[n] = state
        finally:  # an action the engine refuses stops the replay with the run at the one before it
            self.state = state
            if collecting:
                gc.enable()

    def next_chance_due(self) -> bool:
        return self.setup.mode == "digital" and self.engine.to_act(self.state) == CHANCE

    def next_chance(self) -> Action | None:
        """Digital mode: the app's chance outcome due now, or None if a person must act."""
        if self.setup.mode != "digital" or self.engine.to_act(self.state) != CHANCE:
            return None
        return self.engine.chance(self.state, chance_rng(self.setup.seed, len(self.played)))

    # -- going back ------------------------------------------------------------------------------
    def is_barrier(self, k: int) -> bool:
        """``engine.is_barrier`` for the action at index ``k`` in the state before it: asked once
        per action (the states before the latest few are at hand; an older one is replayed)."""
        p = self.played[k]
        known = self._barriers.get(k)
        if known is not None and known[0] is p:
            return known[1]
        before = next((state for q, state in self._befores if q is p), None)
        if before is None:  # an older action, or one read back from the store
            before = self.state_at(k)
        flag = self.engine.is_barrier(before, p.action, self.setup.mode)
        self._barriers[k] = (p, flag)
        return flag

    def state_at(self, n: int) -> Any:
        """The state after the first ``n`` actions (replayed from the nearest snapshot)."""
        if n == len(self.played):
            return self.state
        base = max(k for k in self._snapshots if k <= n)
        state = self._snapshots[base]
        for p in self.played[base:n]:
            state = self.engine.apply(state, p.action).state
        return state

    def truncate(self, n: int) -> list[Played]:
        """Drop every action after the first ``n``; returns the dropped ones in order."""
        dropped = self.played[n:]
        self.state = self.state_at(n)
        del self.played[n:]
        for k in [k for k in self._snapshots if k > n]:
            del self._snapshots[k]
        for k in [k for k in self._barriers if k >= n]:
            del self._barriers[k]
        return dropped

    # -- reading ---------------------------------------------------------------------------------
    @property
    def balances(self) -> dict[str, int]:
        return self.engine.balances(self.state)

    def transfers(self) -> list[tuple[int, int, Transfer]]:
        """(action number, round, transfer) for the opening and every action in effect; the
        opening has number 0 and round 0, actions the number the game log shows them with."""
        rows = [(0, 0, t) for t in self.opening]
        for i, p in enumerate(self.played, start=1):
            rows.extend((p.no or i, p.round, t) for t in p.transfers)
        return rows

    def standings(self) -> list[Standing]:
        """The engine's places with each player's chips at the end and what this game won or lost
        them (against the stack they sat down with). Empty while the game goes on."""
        bal = self.balances
        return [Standing(name=p.name, rank=p.rank, result=p.result, chips=bal.get(p.name, 0),
                         net=bal.get(p.name, 0) - self.setup.chips.get(p.name, 0))
                for p in self.engine.standings(self.state)]
