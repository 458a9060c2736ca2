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
from .views import Carry
from .errors import InputError, StoreError, UndoError
from .i18n import tr
from .ledger import BANK, is_pot
from .logbook import LogBook, LogLine
from .roster import check_names
from .run import GameRun, Played

EntryKind = Literal["action", "undo", "redo"]
SNAPSHOT_ENTRIES = 1000  # a game's position is kept beside its log every this many entries


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
    def start_game(self, session_id: int, seq: int, setup: dict, carried: dict, ts: float,
                   entries: list[Entry]) -> None: ...
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
    log: LogBook = field(default_factory=LogBook)  # a line per logged action entry, undone ones too

    @property
    def lines(self) -> list[LogLine]:
        return self.log.lines

    @property
    def numbered(self) -> int:
        """The number of the last public action logged (undone ones count: the log shows them)."""
        return self.lines[-1].no if self.lines else 0


def _now() -> float:
    return time.time()


class Session:
    def __init__(self, title: str, roster: list[str], store: Store | None = None, *,
                 session_id: int | None = None, created: float | None = None, finished: bool = False,
                 auto_chance: bool = True):
        """``auto_chance`` False: the app's chance outcomes are not drawn by themselves after each
        action (a replay script writes them out, or asks for them with ``draw_chance``)."""
        check_names(roster)
        self.auto_chance = auto_chance
        self.snapshot_due = False
        self.flipped: list[int] = []  # the log lines the last undo or redo struck or restored
        # time to keep the game's position beside its log: the window does it once the screen is
        # drawn (``snapshot``), not in the click's path
        self.title = title
        self.roster = list(roster)
        self.store = store
        self.created = created if created is not None else _now()
        self.finished = finished
        self.read_only_reason: str | None = None  # set by the store: why this night cannot be played on here
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
                 start: dict[str, Any] | None = None, ts: float | None = None,
                 fresh: tuple[str, ...] = (), left: Carry | None = None) -> GameRecord:
        """Start the next game. ``carry``: players bring the chips they hold (``chips`` then
        adds rebuys per player); otherwise everyone starts at ``chips`` (a debt stays a debt:
        it counts among the player's buy-ins). What the earlier games leave (``next_carry``)
        goes with the setup, less the game ids in ``fresh`` (e.g. Chicken or Llama's fresh bills)."""
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
        left = self.next_carry() if left is None else left  # given: a saved game replayed alone
        left = left.model_copy(update={"games": {g: v for g, v in left.games.items() if g not in fresh}})
        setup = Setup(game=engine.id, mode=mode, players=tuple(players), chips=stacks,
                      options=options or {}, seed=seed, undo_guard=undo_guard, start=start, carry=left)
        engine.validate_setup(setup)
        return self._add_game(engine, setup, carried, ts if ts is not None else _now(), write=True)

    def next_carry(self) -> Carry:
        """What the night's games so far leave for the next one: the chips waiting in carry
        accounts, who deals next (from the last game), and for each game id what its last game
        left (Chicken or Llama's bill marks, CL-H8)."""
        from .ledger import is_carry

        pots = {a: v for a, v in self.balances().items() if is_carry(a) and v}
        games: dict[str, dict[str, Any]] = {}
        dealer = None
        for rec in self.games:
            run = rec.run
            if not run.engine.outcome(run.state).finished:
                continue
            left = run.engine.carry(run.state)
            games.update(left.games)
            dealer = left.dealer
        return Carry(pots=pots, dealer=dealer, games=games)

    def _add_game(self, engine: Engine, setup: Setup, carried: dict[str, int], ts: float, write: bool) -> GameRecord:
        run = GameRun(engine, setup, carried)
        rec = GameRecord(seq=self.next_seq, run=run, carried=carried, created=ts)
        if write:
            # the game and the app's first roll or shuffle go to the store in one transaction
            self._draw_chance(rec, [], [], start=(setup.model_dump(mode="json"), carried, ts))
        self.games.append(rec)
        self.next_seq = rec.seq + 1
        return rec

    # -- acting -------------------------------------------------------------------------------------
    def act(self, action: Action | dict[str, Any], auto: bool = False) -> list[Entry]:
        """Play one action (and the app's chance outcomes that follow it in digital mode).
        ``auto``: the action is a chance outcome written out (a replay script's roll or shuffle).

        Raises RuleError (nothing changes) or StoreError (nothing changes: not written)."""
        self._writable()
        rec = self.games[-1] if self.games else None
        if rec is None:
            raise InputError(tr("session", "No game has started yet."))
        run = rec.run
        if isinstance(action, dict):
            action = run.engine.parse_action(action)
        n = len(run.played)
        lines: list[LogLine] = []
        self._play(rec, action, auto, lines)  # raises RuleError before anything changes
        entries = [Entry("action", action.to_json(), auto, run.played[-1].ts)]
        try:
            self._draw_chance(rec, entries, lines)
        except BaseException:
            run.truncate(n)
            raise
        return entries

    def _play(self, rec: GameRecord, action: Action, auto: bool, lines: list[LogLine]) -> None:
        """Play one action, numbered and worded as the game log shows it (in the state before it)."""
        run = rec.run
        before = run.state
        public = run.engine.is_public(before, action)
        no = (lines[-1].no if lines else rec.numbered) + (1 if public else 0)
        run.play(action, auto=auto, ts=_now(), no=no)
        lines.append(LogLine(no, run.engine.describe(before, action), auto, public))

    def _draw_chance(self, rec: GameRecord, entries: list[Entry], lines: list[LogLine],
                     start: tuple[dict, dict, float] | None = None) -> None:
        """Digital mode: play the app's own rolls/shuffles now due, then write ``entries`` and
        them in one transaction. On a failed write the run is put back as it was. ``start``:
        the game's (setup, carried, ts), written in that same transaction as its first entries."""
        run = rec.run
        n = len(run.played) - len(entries)
        while self.auto_chance and run.next_chance_due():
            chance = run.next_chance()
            self._play(rec, chance, True, lines)
            entries.append(Entry("action", chance.to_json(), True, run.played[-1].ts))
        self._write(rec, entries, lines, n, start)

    def _write(self, rec: GameRecord, entries: list[Entry], lines: list[LogLine], n: int,
               start: tuple[dict, dict, float] | None = None) -> None:
        """Write ``entries`` in one transaction, then keep them; on a failed write the run goes back
        to its first ``n`` actions and nothing is kept."""
        run = rec.run
        if not entries and start is None:
            return
        try:
            if self.store is not None and start is not None:
                self.store.start_game(self.id, rec.seq, *start, entries)
            elif self.store is not None:
                self.store.append(self.id, rec.seq, entries)
        except StoreError:
            run.truncate(n)
            raise
        rec.entries.extend(entries)
        rec.log.add(lines)
        if any(e.kind == "action" and not e.auto for e in entries):
            rec.redo.clear()
        if len(rec.entries) % SNAPSHOT_ENTRIES < len(entries) or run.engine.outcome(run.state).finished:
            self.snapshot_due = True  # a long game or a finished one reopens without a replay

    def draw_chance(self) -> bool:
        """Play the one chance outcome due now, drawn from the seed (``auto_chance`` off); False
        when none is due."""
        self._writable()
        rec = self.game
        if rec is None or not rec.run.next_chance_due():
            return False
        lines: list[LogLine] = []
        n = len(rec.run.played)
        self._play(rec, rec.run.next_chance(), True, lines)
        self._write(rec, [Entry("action", rec.run.played[-1].action.to_json(), True, rec.run.played[-1].ts)], lines, n)
        return True

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
                if run.is_barrier(k):
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
        self.flipped = rec.log.undo()

    def _apply_redo(self, rec: GameRecord) -> None:
        for p in rec.redo.pop():
            rec.run.play(p.action, auto=p.auto, ts=p.ts, no=p.no)
        self.flipped = rec.log.redo()

    # -- replaying from the store ---------------------------------------------------------------------
    def replay_game(self, engine: Engine, setup: Setup, carried: dict[str, int], created: float,
                    entries: list[Entry], snapshot: bytes | None = None) -> GameRecord:
        """Rebuild a game from its logged entries (resume after a crash, open a finished night):
        from a snapshot of its first entries when one is given and fits (core/snapshot.py), then
        the rest of the log."""
        rec = self._add_game(engine, setup, carried, created, write=False)
        if snapshot is not None:
            from .snapshot import restore

            if restore(snapshot, rec, entries):  # rec now holds the entries it covers
                entries = entries[len(rec.entries):]
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

    def snapshot(self, rec: GameRecord | None = None) -> None:
        """Keep the game's position beside its log (best effort: a snapshot is derived data), so
        that the night reopens without replaying it. After a game and when the night is closed."""
        rec = rec or self.game
        self.snapshot_due = False
        save = getattr(self.store, "save_snapshot", None)
        if rec is None or save is None or not rec.entries:
            return
        from .i18n import language
        from .snapshot import image

        self._word(rec)
        try:
            blob = image(rec, language())
        except Exception:  # noqa: BLE001 - never let a snapshot cost the night
            return
        save(self.id, rec.seq, len(rec.entries), blob)

    @staticmethod
    def _replay_actions(rec: GameRecord, entries: list[Entry]) -> None:
        """``entries``: a stretch of action entries (``replay_game`` cuts at each undo and redo)."""
        run = rec.run
        actions = run.engine.parse_actions([e.action for e in entries])
        autos = [e.auto for e in entries]
        first = rec.numbered
        if type(run.engine).is_public is Engine.is_public:  # every action public: numbered in turn
            public = [True] * len(actions)
        else:  # each in the state before it (Chicken or Llama's marks)
            public = []
            state = run.state
            for a in actions:
                public.append(run.engine.is_public(state, a))
                state = run.engine.apply(state, a).state
        numbers, no = [], first
        for p in public:
            no += p
            numbers.append(no)
        run.replay(zip(actions, autos, [e.ts for e in entries], numbers))
        rec.log.add([LogLine(no, None, auto, p) for no, auto, p in zip(numbers, autos, public)])
        if rec.redo and any(not a for a in autos):
            rec.redo.clear()  # a new action by a person ends what could be redone

    def log_lines(self, rec: GameRecord) -> list[tuple[LogLine, bool]]:
        """The game log: every public logged action in words with whether it is undone now, and
        once the game is over a last line with its standings ("Ann wins 12 chips")."""
        self._word(rec)
        out = [(line, undone) for line, undone in zip(rec.log.lines, rec.log.undone) if line.public]
        if rec is self.game and rec.run.engine.outcome(rec.run.state).finished:
            out.append((LogLine(0, standings_text(rec.run.standings()), True), False))
        return out

    @staticmethod
    def _word(rec: GameRecord) -> None:
        """Word the lines of a resumed game: each action described in the state it was played in,
        undone ones included (a shadow replay that follows the undos and redos of the log)."""
        if rec.log.worded:
            return
        engine = rec.run.engine
        run = GameRun(engine, rec.run.setup, rec.carried)
        redo: list = []
        k = 0
        for e in rec.entries:
            if e.kind == "action":
                action = engine.parse_action(e.action)
                line = rec.lines[k]
                if line.text is None:
                    line.text = engine.describe(run.state, action)
                k += 1
                run.commit(action, engine.apply(run.state, action).state, [], e.auto)
                if not e.auto:
                    redo.clear()
            elif e.kind == "undo":
                i = len(run.played) - 1
                while i >= 0 and run.played[i].auto:  # the same group an undo takes back
                    i -= 1
                redo.append(run.truncate(max(i, 0)))
            elif e.kind == "redo" and redo:
                for p in redo.pop():
                    run.commit(p.action, engine.apply(run.state, p.action).state, [], p.auto)
        rec.log.worded = True

    @staticmethod
    def undone_flags(rec: GameRecord) -> list[bool]:
        """For each logged action entry of ``rec``, whether it is undone now (the game log shows
        undone actions struck through rather than hiding them)."""
        return list(rec.log.undone)

    # -- the night's ledger ---------------------------------------------------------------------------
    def ledger(self) -> list[LedgerRow]:
        rows: list[LedgerRow] = []
        for number, rec in enumerate(self.games, start=1):
            run = rec.run
            game = run.setup.game
            rows.extend(LedgerRow(rec.created, number, game, 0, 0, t.src, t.dst, t.amount, t.reason)
                        for t in run.opening)
            for i, p in enumerate(run.played, start=1):
                rows.extend(LedgerRow(p.ts, number, game, p.round, p.no or i, t.src, t.dst, t.amount, t.reason)
                            for t in p.transfers)
        return rows

    def finish(self, finished: bool = True) -> None:
        if self.store is not None:
            self.store.set_finished(self.id, finished)
        self.finished = finished

    def _writable(self) -> None:
        if self.finished:
            raise InputError(tr("session", "This night is finished and opens read-only."))
        if self.read_only_reason:
            raise InputError(self.read_only_reason)


def standings_text(standings: list) -> str:
    """The end of a game in one line: "Ann wins 12 chips · Bo 2nd, loses 4 · Cy 3rd, loses 8"."""
    parts = []
    for st in standings:
        one = abs(st.net) == 1
        if st.result == "won":
            said = tr("session", "{name} wins") if st.net < 0 else \
                tr("session", "{name} wins 1 chip") if one else tr("session", "{name} wins {n} chips")
        elif st.result == "lost":
            said = tr("session", "{name} loses") if st.net >= 0 else \
                tr("session", "{name} loses 1 chip") if one else tr("session", "{name} loses {n} chips")
        elif st.net > 0:
            said = tr("session", "{name} #{rank}, +1 chip") if one else tr("session", "{name} #{rank}, +{n} chips")
        elif st.net < 0:
            said = tr("session", "{name} #{rank}, −1 chip") if one else tr("session", "{name} #{rank}, −{n} chips")
        else:
            said = tr("session", "{name} #{rank}, even")
        parts.append(said.format(name=st.name, n=abs(st.net), rank=st.rank))
    return " · ".join(parts)


def bank_total(rows: list[LedgerRow]) -> int:
    """Chips in play = bought in minus cashed out; the sum of all balances must equal it."""
    return sum(r.amount for r in rows if r.src == BANK) - sum(r.amount for r in rows if r.dst == BANK)


__all__ = ["Entry", "GameRecord", "LedgerRow", "LogBook", "LogLine", "Session", "Store", "bank_total", "standings_text"]
