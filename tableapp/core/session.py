"""A session is one game night: a roster, then one or more games in sequence.

The session's log is the single truth. Each entry is one action (entered by a person, or
drawn by the app's chance in digital mode), an ``undo`` or a ``redo``. Entries go to the
store in one transaction *before* the in-memory state moves, so a crash loses at most the
action being entered. Undo is itself an entry: the log stays an honest audit trail.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from .actions import Action
from .engine import Engine, Mode, Setup
from .errors import InputError, StoreError, UndoError
from .i18n import tr
from .ledger import BANK, is_pot
from .roster import check_names
from .run import GameRun, Played

EntryKind = Literal["action", "undo", "redo"]


@dataclass(frozen=True)
class Entry:
    kind: EntryKind
    action: dict[str, Any] | str | None = None  # the action's JSON (as text when read back from the store)
    auto: bool = False
    ts: float = 0.0


@dataclass(frozen=True)
class LedgerRow:
    ts: float
    game: int  # 1-based number of the game in the night
    game_id: str
    round: int
    action: int  # 0 = the game's opening buy-ins
    src: str
    dst: str
    amount: int
    reason: str


class Store(Protocol):
    def create_session(self, title: str, roster: list[str], created: float) -> int: ...
    def add_game(self, session_id: int, seq: int, setup: dict, carried: dict, ts: float) -> None: ...
    def append(self, session_id: int, game_seq: int, entries: list[Entry]) -> None: ...
    def set_finished(self, session_id: int, finished: bool) -> None: ...
    def drop_game(self, session_id: int, seq: int) -> None: ...


@dataclass
class GameRecord:
    seq: int
    run: GameRun
    carried: dict[str, int]
    created: float
    entries: list[Entry] = field(default_factory=list)
    redo: list[list[Played]] = field(default_factory=list)


def _now() -> float:
    return time.time()


class Session:
    def __init__(self, title: str, roster: list[str], store: Store | None = None, *,
                 session_id: int | None = None, created: float | None = None, finished: bool = False):
        check_names(roster)
        self.title = title
        self.roster = list(roster)
        self.store = store
        self.created = created if created is not None else _now()
        self.finished = finished
        self.games: list[GameRecord] = []
        self.next_seq = 0  # store key of the next game (a game start that was undone keeps its key)
        self.id = session_id
        if self.id is None and store is not None:
            self.id = store.create_session(title, self.roster, self.created)

    # -- the current game -------------------------------------------------------------------------
    @property
    def game(self) -> GameRecord | None:
        return self.games[-1] if self.games else None

    @property
    def run(self) -> GameRun:
        if not self.games:
            raise InputError(tr("session", "No game has started yet."))
        return self.games[-1].run

    def balances(self) -> dict[str, int]:
        """Every account's chips now, over the whole night (the bank is not an account)."""
        bal: dict[str, int] = {name: 0 for name in self.roster}
        for row in self.ledger():
            if row.src != BANK:
                bal[row.src] = bal.get(row.src, 0) - row.amount
            if row.dst != BANK:
                bal[row.dst] = bal.get(row.dst, 0) + row.amount
        return bal

    def new_game(self, engine: Engine, players: list[str], *, mode: Mode = "physical",
                 options: dict[str, Any] | None = None, chips: int | dict[str, int] | None = None,
                 carry: bool = False, seed: int | None = None, undo_guard: bool = True,
                 start: dict[str, Any] | None = None, ts: float | None = None) -> GameRecord:
        """Start the next game. ``carry``: players bring the chips they hold (``chips`` then
        adds rebuys per player); otherwise everyone starts at ``chips``."""
        self._writable()
        if self.games and not self.games[-1].run.engine.outcome(self.games[-1].run.state).finished:
            raise InputError(tr("session", "Finish the current game before starting the next one."))
        unknown = [p for p in players if p not in self.roster]
        if unknown:
            raise InputError(tr("session", "Not at this table: {names}.").format(names=", ".join(unknown)))
        held = self.balances()
        carried = {a: v for a, v in held.items() if v and (a in players or is_pot(a))}
        if carry:
            extra = chips if isinstance(chips, dict) else {}
            stacks = {p: held.get(p, 0) + extra.get(p, 0) for p in players}
        else:
            n = engine.default_chips if chips is None else chips
            stacks = dict(n) if isinstance(n, dict) else {p: n for p in players}
        setup = Setup(game=engine.id, mode=mode, players=tuple(players), chips=stacks,
                      options=options or {}, seed=seed, undo_guard=undo_guard, start=start)
        engine.validate_setup(setup)
        return self._add_game(engine, setup, carried, ts if ts is not None else _now(), write=True)

    def _add_game(self, engine: Engine, setup: Setup, carried: dict[str, int], ts: float, write: bool) -> GameRecord:
        run = GameRun(engine, setup, carried)
        rec = GameRecord(seq=self.next_seq, run=run, carried=carried, created=ts)
        if write and self.store is not None:
            self.store.add_game(self.id, rec.seq, setup.model_dump(mode="json"), carried, ts)
        self.games.append(rec)
        self.next_seq = rec.seq + 1
        if write:
            self._draw_chance(rec, [])
        return rec

    # -- acting -------------------------------------------------------------------------------------
    def act(self, action: Action | dict[str, Any]) -> list[Entry]:
        """Play one action (and the app's chance outcomes that follow it in digital mode).

        Raises RuleError (nothing changes) or StoreError (nothing changes: not written)."""
        self._writable()
        rec = self.games[-1] if self.games else None
        if rec is None:
            raise InputError(tr("session", "No game has started yet."))
        run = rec.run
        if isinstance(action, dict):
            action = run.engine.parse_action(action)
        n = len(run.played)
        ts = _now()
        run.play(action, ts=ts)  # raises RuleError before anything changes
        entries = [Entry("action", action.to_json(), False, ts)]
        try:
            self._draw_chance(rec, entries)
        except BaseException:
            run.truncate(n)
            raise
        return entries

    def _draw_chance(self, rec: GameRecord, entries: list[Entry]) -> None:
        """Digital mode: play the app's own rolls/shuffles now due, then write ``entries`` and
        them in one transaction. On a failed write the run is put back as it was."""
        run = rec.run
        n = len(run.played) - len(entries)
        while run.next_chance_due():
            chance = run.next_chance()
            ts = _now()
            run.play(chance, auto=True, ts=ts)
            entries.append(Entry("action", chance.to_json(), True, ts))
        if not entries:
            return
        try:
            if self.store is not None:
                self.store.append(self.id, rec.seq, entries)
        except StoreError:
            run.truncate(n)
            raise
        rec.entries.extend(entries)
        if any(e.kind == "action" and not e.auto for e in entries):
            rec.redo.clear()

    # -- undo / redo --------------------------------------------------------------------------------
    def _undo_group(self, rec: GameRecord) -> int:
        """Index of the first action that one undo takes back: the last action a person entered,
        with the chance outcomes the app drew after it. -1 if there is none."""
        played = rec.run.played
        i = len(played) - 1
        while i >= 0 and played[i].auto:
            i -= 1
        return i

    def undo_blocker(self) -> str | None:
        """Why undo is not possible now, or None if it is."""
        rec = self.game
        if rec is None or self.finished:
            return tr("session", "Nothing to undo.")
        i = max(self._undo_group(rec), 0)  # nothing a person entered: undo takes back the game's start
        run = rec.run
        if run.setup.mode == "digital" and run.setup.undo_guard:
            for k in range(i, len(run.played)):
                before = run.state_at(k)
                if run.engine.is_barrier(before, run.played[k].action, "digital"):
                    return tr("session", "Undo stops at the last roll, deal or reveal, so nobody can peek or re-roll.")
        return None

    def undo_label(self) -> str | None:
        rec = self.game
        if rec is None or self.undo_blocker():
            return None
        i = self._undo_group(rec)
        if i < 0:
            return tr("session", "Start of {game}").format(game=tr("games", rec.run.engine.title))
        return rec.run.engine.describe(rec.run.state_at(i), rec.run.played[i].action)

    def redo_label(self) -> str | None:
        rec = self.game
        if rec is None or not rec.redo or self.finished:
            return None
        first = rec.redo[-1][0]
        return rec.run.engine.describe(rec.run.state, first.action)

    def undo(self) -> str:
        """Take back the last action; returns what was undone, in words."""
        self._writable()
        why = self.undo_blocker()
        if why:
            raise UndoError(why)
        rec = self.games[-1]
        label = self.undo_label()
        if self._undo_group(rec) < 0:
            if self.store is not None:
                self.store.drop_game(self.id, rec.seq)
            self.games.pop()
            return label
        entry = Entry("undo", None, False, _now())
        if self.store is not None:
            self.store.append(self.id, rec.seq, [entry])
        self._apply_undo(rec)
        rec.entries.append(entry)
        return label

    def redo(self) -> str:
        self._writable()
        rec = self.game
        if rec is None or not rec.redo:
            raise UndoError(tr("session", "Nothing to redo."))
        label = self.redo_label()
        entry = Entry("redo", None, False, _now())
        if self.store is not None:
            self.store.append(self.id, rec.seq, [entry])
        self._apply_redo(rec)
        rec.entries.append(entry)
        return label

    def _apply_undo(self, rec: GameRecord) -> None:
        i = self._undo_group(rec)
        rec.redo.append(rec.run.truncate(i))

    def _apply_redo(self, rec: GameRecord) -> None:
        for p in rec.redo.pop():
            rec.run.play(p.action, auto=p.auto, ts=p.ts)

    # -- replaying from the store ---------------------------------------------------------------------
    def replay_game(self, engine: Engine, setup: Setup, carried: dict[str, int], created: float,
                    entries: list[Entry]) -> GameRecord:
        """Rebuild a game from its logged entries (resume after a crash, open a finished night)."""
        rec = self._add_game(engine, setup, carried, created, write=False)
        start = 0  # actions are replayed in one batch up to each undo or redo
        for i, e in enumerate(entries):
            if e.kind == "undo" or e.kind == "redo":
                self._replay_actions(rec, entries[start:i])
                start = i + 1
                if e.kind == "undo":
                    self._apply_undo(rec)
                else:
                    self._apply_redo(rec)
        self._replay_actions(rec, entries[start:])
        rec.entries.extend(entries)
        return rec

    @staticmethod
    def _replay_actions(rec: GameRecord, entries: list[Entry]) -> None:
        """``entries``: a stretch of action entries (``replay_game`` cuts at each undo and redo)."""
        actions = rec.run.engine.parse_actions([e.action for e in entries])
        rec.run.replay(zip(actions, [e.auto for e in entries], [e.ts for e in entries]))
        if rec.redo and any(not e.auto for e in entries):
            rec.redo.clear()  # a new action by a person ends what could be redone

    @staticmethod
    def undone_flags(rec: GameRecord) -> list[bool]:
        """For each logged action entry of ``rec``, whether it is undone now (the game log shows
        undone actions struck through rather than hiding them)."""
        autos = [e.auto for e in rec.entries if e.kind == "action"]
        flags = [False] * len(autos)
        live: list[int] = []  # action entries in effect, by position among the action entries
        undone: list[list[int]] = []
        k = 0
        for e in rec.entries:
            if e.kind == "action":
                live.append(k)
                if not e.auto:
                    undone.clear()
                k += 1
            elif e.kind == "undo":
                group: list[int] = []
                while live:
                    j = live.pop()
                    group.append(j)
                    if not autos[j]:
                        break
                for j in group:
                    flags[j] = True
                undone.append(group)
            elif e.kind == "redo" and undone:
                for j in reversed(undone.pop()):
                    flags[j] = False
                    live.append(j)
        return flags

    # -- the night's ledger ---------------------------------------------------------------------------
    def ledger(self) -> list[LedgerRow]:
        rows: list[LedgerRow] = []
        for number, rec in enumerate(self.games, start=1):
            run = rec.run
            for i, rnd, t in run.transfers():
                ts = rec.created if i == 0 else run.played[i - 1].ts
                rows.append(LedgerRow(ts, number, run.setup.game, rnd, i, t.src, t.dst, t.amount, t.reason))
        return rows

    def finish(self, finished: bool = True) -> None:
        if self.store is not None:
            self.store.set_finished(self.id, finished)
        self.finished = finished

    def _writable(self) -> None:
        if self.finished:
            raise InputError(tr("session", "This night is finished and opens read-only."))


def bank_total(rows: list[LedgerRow]) -> int:
    """Chips in play = bought in minus cashed out; the sum of all balances must equal it."""
    return sum(r.amount for r in rows if r.src == BANK) - sum(r.amount for r in rows if r.dst == BANK)


__all__ = ["Entry", "GameRecord", "LedgerRow", "Session", "Store", "bank_total"]
