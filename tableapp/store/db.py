"""The append-only event store: one SQLite file, one row per logged entry.

Each write is one transaction (synchronous=FULL), done before the screen changes, so pulling
the plug loses at most the action being entered. Every row carries a hash chained to the row
before it in its night (chain.py), checked when the night is opened. One window writes a night
(lock.py); a file that is not ours, or is damaged, is never written to (opening.py).
"""
from __future__ import annotations

import hashlib
import json
import shutil
import sqlite3
import time
from pathlib import Path
from typing import Any

from tableapp.core.errors import StoreError
from tableapp.core.i18n import tr
from tableapp.core.session import Entry

from . import backups, chain
from .lock import NightLock, where
from .opening import DB_ERRORS, open_file, read_text, reason
from .reading import SessionInfo, StoredGame, check_night, plausible_ts, roster_of
from .schema import APP_ID, SCHEMA_VERSION  # noqa: F401 - part of the store's interface

SNAPSHOTS_KEPT = 3


class EventStore:
    def __init__(self, path: str | Path):
        self.path = Path(path)
        opened = open_file(self.path)
        self._con = opened.con
        self.read_only: str | None = opened.read_only  # why the whole file opens read-only
        self._damaged = opened.damaged
        self._use = opened.use
        self._private = opened.private
        self._heads: dict[int, tuple[int, bytes]] = {}  # night -> (n, hash) of its last row
        self._locks: dict[int, NightLock] = {}
        self._backed_up = self._con.total_changes  # a backup only when something was written since
        self.backup_error: str | None = None

    # -- one writer per night ----------------------------------------------------------------------
    def claim(self, session_id: int) -> str | None:
        """Take the right to write night ``session_id``: None if this store has it, otherwise
        why not (where the night is open), in words."""
        if self.read_only:
            return self.read_only
        if session_id in self._locks:
            return None
        lock = NightLock(self.path, session_id)
        try:
            note = lock.acquire()
        except OSError as e:
            return tr("store", "Night {id} cannot be locked for writing ({error}): it opens read-only.").format(
                id=session_id, error=e.strerror or e)
        if note is None:
            self._locks[session_id] = lock
            return None
        return tr("store", "Night {id} is open in {where}: here it opens read-only.").format(
            id=session_id, where=where(note))

    def release(self, session_id: int | None = None) -> None:
        """Give up writing one night (None: every night)."""
        for sid in [session_id] if session_id is not None else list(self._locks):
            lock = self._locks.pop(sid, None)
            self._heads.pop(sid, None)
            if lock is not None:
                lock.release()

    def _writer(self, session_id: int) -> None:
        why = self.claim(session_id)
        if why:
            raise StoreError(why + " " + tr("store", "Nothing was changed."))

    # -- writing (the Store protocol of core.session) -------------------------------------------------
    def _write(self, fn, night: int | None = None) -> Any:
        """``fn(con)`` in one transaction; with ``night``, fn returns the night's new last row
        (n, hash), written to ``heads`` in the same transaction."""
        if self.read_only:
            raise StoreError(self.read_only + " " + tr("store", "Nothing was changed."))
        try:
            with _tx(self._con):
                out = fn(self._con)
                if night is not None:
                    self._con.execute("INSERT OR REPLACE INTO heads(session_id, n, hash) VALUES (?, ?, ?)",
                                      (night, *out))
                return out
        except (*DB_ERRORS, OverflowError, UnicodeEncodeError) as e:
            # a full disk, a read-only folder, a vanished file, a lock held by another program
            raise StoreError(tr("store", "Could not save to {path}: {error}. Nothing was changed.").format(
                path=self.path, error=reason(e))) from e

    def _head(self, c: sqlite3.Connection, sid: int) -> tuple[int, bytes]:
        head = self._heads.get(sid)
        if head is not None:
            return head
        row = c.execute("""
            SELECT n, hash FROM (SELECT n, hash FROM games WHERE session_id = :s
                                 UNION ALL SELECT n, hash FROM entries WHERE session_id = :s
                                 UNION ALL SELECT n, hash FROM flags WHERE session_id = :s)
            ORDER BY n DESC LIMIT 1""", {"s": sid}).fetchone()
        if row is None:
            night = c.execute("SELECT hash FROM sessions WHERE id = ?", (sid,)).fetchone()
            if night is None:
                raise StoreError(tr("store", "There is no night number {id} in {path}.").format(id=sid, path=self.path))
            return 0, night[0]
        return row

    def create_session(self, title: str, roster: list[str], created: float) -> int:
        def go(c):
            sid = c.execute("SELECT COALESCE(MAX(id), 0) + 1 FROM sessions").fetchone()[0]
            why = self.claim(sid)  # inside the transaction: nobody else can take this number meanwhile
            if why:
                raise StoreError(why)
            text = json.dumps(roster, ensure_ascii=False)
            h = chain.night_hash(sid, title, text, float(created))
            c.execute("INSERT INTO sessions(id, title, roster, created, hash) VALUES (?, ?, ?, ?, ?)",
                      (sid, title, text, float(created), h))
            c.execute("INSERT OR REPLACE INTO heads(session_id, n, hash) VALUES (?, 0, ?)", (sid, h))
            return sid, h
        sid, h = self._write(go)
        self._heads[sid] = (0, h)
        return sid

    def start_game(self, session_id: int, seq: int, setup: dict, carried: dict, ts: float,
                   entries: list[Entry]) -> None:
        """A game's row and its first entries (the app's first roll or shuffle) in one transaction."""
        self._writer(session_id)

        def go(c):
            n, prev = self._head(c, session_id)
            n += 1
            setup_text = json.dumps(setup, ensure_ascii=False)
            carried_text = json.dumps(carried, ensure_ascii=False)
            h = chain.game_hash(prev, n, seq, setup_text, carried_text, float(ts))
            c.execute("INSERT INTO games(session_id, seq, setup, carried, created, n, hash) "
                      "VALUES (?, ?, ?, ?, ?, ?, ?)",
                      (session_id, seq, setup_text, carried_text, float(ts), n, h))
            return self._insert_entries(c, session_id, seq, entries, n, h)
        self._heads[session_id] = self._write(go, session_id)

    def add_game(self, session_id: int, seq: int, setup: dict, carried: dict, ts: float) -> None:
        self.start_game(session_id, seq, setup, carried, ts, [])

    def append(self, session_id: int, game_seq: int, entries: list[Entry]) -> None:
        self._writer(session_id)

        def go(c):
            n, h = self._head(c, session_id)
            return self._insert_entries(c, session_id, game_seq, entries, n, h)
        self._heads[session_id] = self._write(go, session_id)

    @staticmethod
    def _insert_entries(c, sid: int, game_seq: int, entries: list[Entry], n: int, h: bytes) -> tuple[int, bytes]:
        rows = []
        entry_hash = chain.entry_hash
        for e in entries:
            n += 1
            action = e.action
            if action is not None and not isinstance(action, str):
                action = json.dumps(action, ensure_ascii=False)
            auto, ts = int(e.auto), float(e.ts)
            h = entry_hash(h, n, game_seq, e.kind, action, auto, ts)
            rows.append((sid, game_seq, e.kind, action, auto, ts, n, h))
        c.executemany("INSERT INTO entries(session_id, game_seq, kind, action, auto, ts, n, hash) "
                      "VALUES (?, ?, ?, ?, ?, ?, ?, ?)", rows)
        return n, h

    def _flag(self, session_id: int, flag: str, game_seq: int | None, value: int, update: str, args: tuple) -> None:
        self._writer(session_id)

        def go(c):
            n, prev = self._head(c, session_id)
            n += 1
            ts = time.time()
            h = chain.flag_hash(prev, n, flag, game_seq, value, ts)
            c.execute(update, args)
            c.execute("INSERT INTO flags(session_id, n, flag, game_seq, value, ts, hash) VALUES (?, ?, ?, ?, ?, ?, ?)",
                      (session_id, n, flag, game_seq, value, ts, h))
            return n, h
        self._heads[session_id] = self._write(go, session_id)

    def set_finished(self, session_id: int, finished: bool) -> None:
        self._flag(session_id, "finished", None, int(finished),
                   "UPDATE sessions SET finished = ? WHERE id = ?", (int(finished), session_id))

    def drop_game(self, session_id: int, seq: int) -> None:
        self._flag(session_id, "dropped", seq, 1,
                   "UPDATE games SET dropped = 1 WHERE session_id = ? AND seq = ?", (session_id, seq))

    def delete_session(self, session_id: int) -> None:
        self._writer(session_id)

        def go(c):
            for table in ("heads", "snapshots", "flags", "entries", "games"):
                c.execute(f"DELETE FROM {table} WHERE session_id = ?", (session_id,))
            c.execute("DELETE FROM sessions WHERE id = ?", (session_id,))
        self._write(go)
        self.release(session_id)

    # -- reading ------------------------------------------------------------------------------------------
    @property
    def _ni(self) -> str:
        # a damaged file is read without its indexes: a broken index could hide or swap rows
        return " NOT INDEXED" if self._damaged else ""

    def sessions(self) -> list[SessionInfo]:
        """Every night, newest first, with what the start page lists. A night whose own values
        cannot be read is listed with its problem, never a traceback."""
        try:
            nights = self._con.execute("SELECT id, title, roster, created, finished FROM sessions").fetchall()
            games: dict[Any, list] = {}
            for sid, seq, setup, dropped in self._con.execute(
                    f"SELECT session_id, seq, setup, dropped FROM games{self._ni}"):
                games.setdefault(sid, []).append((seq, setup, dropped))
            last = dict(self._con.execute(f"SELECT session_id, MAX(ts) FROM entries{self._ni} GROUP BY session_id"))
        except DB_ERRORS as e:
            raise StoreError(tr("store", "Cannot read the nights in {path}: {error}.").format(
                path=self.path, error=reason(e))) from e
        out = [self._info(row, games.get(row[0], []), last.get(row[0])) for row in nights]
        out.sort(key=lambda i: (i.last_ts, i.id), reverse=True)
        return out

    def _info(self, row, games: list, last: Any) -> SessionInfo:
        sid, title, roster, created, finished = row
        problem = None
        names = roster_of(roster)
        if names is None:
            problem = tr("store", "Night {id}: its players cannot be read.").format(id=sid)
            names = []
        if not isinstance(title, str):
            title, problem = "?", problem or tr("store", "Night {id}: its title cannot be read.").format(id=sid)
        if not plausible_ts(created):
            created, problem = 0.0, problem or tr("store", "Night {id}: its start time cannot be true.").format(id=sid)
        live = sorted((g for g in games if isinstance(g[0], int) and not g[2]), key=lambda g: g[0])
        last_game = None
        if live:
            try:
                last_game = json.loads(live[-1][1])["game"]
                if not isinstance(last_game, str):
                    raise TypeError(last_game)
            except (ValueError, TypeError, KeyError):
                last_game = "?"
                problem = problem or tr("store", "Night {id}: a game's setup cannot be read.").format(id=sid)
        last_ts = last if plausible_ts(last) and last >= created else created
        return SessionInfo(sid, title, names, created, bool(finished), len(live), last_game, last_ts, problem)

    def load(self, session_id: int) -> tuple[SessionInfo, list[StoredGame]]:
        """The night as logged, checked link by link. Where the chain breaks (or a value cannot
        be true) the night stops there, and ``info.problem`` says what and where."""
        try:
            night = self._con.execute("SELECT id, title, roster, created, finished, hash FROM sessions WHERE id = ?",
                                      (session_id,)).fetchone()
        except DB_ERRORS as e:
            raise self._unreadable(session_id, e) from e
        if night is None:
            raise StoreError(tr("store", "There is no night number {id} in {path}.").format(
                id=session_id, path=self.path))
        sid, title, roster, created, finished, night_hash = night
        names = roster_of(roster)
        if chain.night_hash(sid, title, roster, created) != night_hash or names is None \
                or not isinstance(title, str) or not plausible_ts(created):
            raise StoreError(tr("store", "Night {id}: its title, players or start time were changed, so it cannot "
                                         "be opened. Restore a backup (start page: Restore…).").format(id=sid))
        night = self._night_rows(sid, night_hash)
        problem = night.problem
        try:
            head = self._con.execute("SELECT n, hash FROM heads WHERE session_id = ?", (sid,)).fetchone()
        except DB_ERRORS:
            head = None
        if problem is None and (head is None or tuple(head) != night.head):
            # the log ends before the row its head names (its last rows are lost), or the head is damaged
            problem = tr("store", "Night {id}: the log is missing its last rows after {where}; it opens read-only "
                                  "up to there.").format(id=sid, where=night.where)
        if problem is None and (bool(finished) != night.finished or any(
                g.dropped != night.dropped_marks.get(g.seq) for g in night.games)):
            problem = tr("store", "Night {id}: a mark (night ended, game start undone) disagrees with its log; it "
                                  "opens read-only as its log has it.").format(id=sid)
        if problem is None and session_id in self._locks:
            self._heads[sid] = night.head
        games = night.games
        live = [g for g in games if not g.dropped]
        last_ts = max((e.ts for g in games for e in g.entries[-1:]), default=created)
        info = SessionInfo(sid, title, names, created, night.finished, len(live),
                           live[-1].setup["game"] if live else None, max(last_ts, created), problem)
        return info, games

    def _unreadable(self, sid: int, e: BaseException) -> StoreError:
        return StoreError(tr("store", "Night {id} cannot be read from {path}: {error}.").format(
            id=sid, path=self.path, error=reason(e)))

    def _night_rows(self, sid: int, night_hash: bytes):
        """The night's logged rows, checked (reading.check_night). Text is decoded by the fast
        built-in decoder; only a night with a broken byte in a text value is read again leniently."""
        try:
            return check_night(sid, night_hash, *self._read_night(sid, str))
        except _BrokenText:
            return check_night(sid, night_hash, *self._read_night(sid, read_text))

    def _read_night(self, sid: int, text) -> tuple[list[tuple], list[tuple], bool]:
        con, ni = self._con, self._ni
        con.text_factory = text
        try:
            try:
                others = [("game", n, h, seq, setup, carried, created, dropped)
                          for seq, setup, carried, created, dropped, n, h in con.execute(
                              f"SELECT seq, setup, carried, created, dropped, n, hash FROM games{ni} "
                              "WHERE session_id = ?", (sid,))]
                others += [("flag", n, h, flag, game_seq, value, ts) for n, flag, game_seq, value, ts, h in con.execute(
                    "SELECT n, flag, game_seq, value, ts, hash FROM flags WHERE session_id = ?", (sid,))]
                cur = con.execute(f"SELECT game_seq, kind, action, auto, ts, n, hash FROM entries{ni} "
                                  "WHERE session_id = ? ORDER BY id", (sid,))
            except (sqlite3.Error, UnicodeDecodeError) as e:
                if text is str and _decoding(e):
                    raise _BrokenText from e
                raise self._unreadable(sid, e) from e
            entries: list[tuple] = []
            cut = False
            try:
                while True:
                    chunk = cur.fetchmany(4096)
                    if not chunk:
                        break
                    entries += chunk
            except (sqlite3.Error, UnicodeDecodeError) as e:
                if text is str and _decoding(e):
                    raise _BrokenText from e
                cut = True  # the rows before the damage still count; the night ends there
            return others, entries, cut
        finally:
            con.text_factory = read_text

    # -- snapshots (derived data: never in the chain, never needed) ----------------------------------
    def _entry_chain_hash(self, c, sid: int, game_seq: int, count: int) -> bytes | None:
        if count == 0:
            row = c.execute("SELECT hash FROM games WHERE session_id = ? AND seq = ?", (sid, game_seq)).fetchone()
        else:
            row = c.execute("SELECT hash FROM entries WHERE session_id = ? AND game_seq = ? ORDER BY id "
                            "LIMIT 1 OFFSET ?", (sid, game_seq, count - 1)).fetchone()
        return row[0] if row else None

    def save_snapshot(self, session_id: int, game_seq: int, entry_count: int, blob: bytes) -> None:
        """Keep ``blob`` (a resume state after the game's first ``entry_count`` entries, undo/redo
        included) tied to that entry's chain hash; the latest SNAPSHOTS_KEPT per game. Any window
        may save one, even of a night it only reads: a game's log only grows, so a snapshot of its
        first entries stays true. Best effort: a snapshot that cannot be written is simply not there."""
        try:
            if self.read_only:
                return

            def go(c):
                h = self._entry_chain_hash(c, session_id, game_seq, entry_count)
                if h is None:
                    return
                c.execute("INSERT OR REPLACE INTO snapshots(session_id, game_seq, entry_count, chain_hash, blob, "
                          "blob_hash) VALUES (?, ?, ?, ?, ?, ?)",
                          (session_id, game_seq, entry_count, h, bytes(blob), hashlib.sha256(blob).digest()))
                c.execute("DELETE FROM snapshots WHERE session_id = ? AND game_seq = ? AND entry_count NOT IN "
                          "(SELECT entry_count FROM snapshots WHERE session_id = ? AND game_seq = ? "
                          "ORDER BY entry_count DESC LIMIT ?)",
                          (session_id, game_seq, session_id, game_seq, SNAPSHOTS_KEPT))
            with _tx(self._con):
                go(self._con)
        except Exception:  # noqa: BLE001 - derived data: its failure is never the person's problem
            pass

    def load_snapshot(self, session_id: int, game_seq: int) -> tuple[int, bytes] | None:
        """The newest snapshot of the game that matches the log as it is now, or None."""
        try:
            rows = self._con.execute("SELECT entry_count, chain_hash, blob, blob_hash FROM snapshots "
                                     "WHERE session_id = ? AND game_seq = ? ORDER BY entry_count DESC",
                                     (session_id, game_seq)).fetchall()
            for count, chain_hash, blob, blob_hash in rows:
                if (type(count) is int and isinstance(blob, bytes) and hashlib.sha256(blob).digest() == blob_hash
                        and self._entry_chain_hash(self._con, session_id, game_seq, count) == chain_hash):
                    return count, blob
        except DB_ERRORS:
            pass
        return None

    # -- backups -------------------------------------------------------------------------------------------
    def backup(self, reason_word: str = "game") -> Path | None:
        """A consistent copy in the backups folder, if anything was written since the last one.
        Never raises: a backup that fails leaves ``backup_error`` and the night as it is."""
        if self.read_only or self._con.total_changes == self._backed_up:
            return None
        try:
            made = backups.make_backup(self._con, self.path, reason_word)
        except (OSError, *DB_ERRORS) as e:
            self.backup_error = tr("store", "The backup could not be made: {error}.").format(
                error=getattr(e, "strerror", None) or e)
            return None
        self._backed_up = self._con.total_changes
        self.backup_error = None
        return made

    def close(self) -> None:
        if self._con is None:
            return
        self.backup("quit")
        self.release()
        self._con.close()
        self._con = None
        if self._use is not None:
            self._use.close()
            self._use = None
        if self._private is not None:
            shutil.rmtree(self._private, ignore_errors=True)
            self._private = None


class _BrokenText(Exception):
    """A text value is not UTF-8 (a damaged byte): the night is read again, leniently."""


def _decoding(e: BaseException) -> bool:
    # Python's sqlite3 says "Could not decode to UTF-8 column ..." for a value it cannot decode
    return isinstance(e, UnicodeDecodeError) or "decode" in str(e)


class _tx:
    """BEGIN IMMEDIATE ... COMMIT, or ROLLBACK on any error (a failed COMMIT included)."""

    def __init__(self, con: sqlite3.Connection):
        self.con = con

    def __enter__(self):
        self.con.execute("BEGIN IMMEDIATE")
        return self.con

    def __exit__(self, exc_type, exc, tb):
        if exc_type is None:
            try:
                self.con.execute("COMMIT")
                return False
            except BaseException:
                self._rollback()
                raise
        self._rollback()
        return False

    def _rollback(self) -> None:
        try:
            self.con.execute("ROLLBACK")
        except DB_ERRORS:
            pass
