"""The append-only event store: one SQLite file, one row per logged entry.

Each ``append`` is one transaction (synchronous=FULL), done before the screen changes, so
pulling the plug loses at most the action being entered. A file that is not ours, or is
damaged, is refused with a clear message and never written to.
"""
from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tableapp.core.errors import StoreError
from tableapp.core.i18n import tr
from tableapp.core.session import Entry

APP_ID = 0x54424C41  # "TBLA": marks the file as a tableapp database (PRAGMA application_id)
SCHEMA_VERSION = 1

SCHEMA = """
CREATE TABLE sessions (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  roster TEXT NOT NULL,          -- JSON list of names in seat order
  created REAL NOT NULL,
  finished INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE games (
  session_id INTEGER NOT NULL REFERENCES sessions(id),
  seq INTEGER NOT NULL,          -- 0-based position of the game in the night
  setup TEXT NOT NULL,           -- JSON Setup
  carried TEXT NOT NULL,         -- JSON chips brought from the previous game
  created REAL NOT NULL,
  dropped INTEGER NOT NULL DEFAULT 0,  -- 1: its start was undone (kept for the audit trail)
  PRIMARY KEY (session_id, seq)
);
CREATE TABLE entries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  session_id INTEGER NOT NULL,
  game_seq INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('action', 'undo', 'redo')),
  action TEXT,                   -- JSON action (kind = action)
  auto INTEGER NOT NULL DEFAULT 0,
  ts REAL NOT NULL,
  FOREIGN KEY (session_id, game_seq) REFERENCES games(session_id, seq)
);
CREATE INDEX entries_by_game ON entries(session_id, game_seq, id);
"""


@dataclass(frozen=True)
class SessionInfo:
    id: int
    title: str
    roster: list[str]
    created: float
    finished: bool
    games: int
    last_game: str | None
    last_ts: float


@dataclass(frozen=True)
class StoredGame:
    seq: int
    dropped: bool
    setup: dict[str, Any]
    carried: dict[str, int]
    created: float
    entries: list[Entry]


class EventStore:
    def __init__(self, path: str | Path):
        self.path = Path(path)
        self._con = self._open()

    # -- opening --------------------------------------------------------------------------------
    def _refuse(self, why: str) -> StoreError:
        return StoreError(tr("store", "Cannot use the database {path}: {why}. The file was left untouched.").format(
            path=self.path, why=why))

    def _open(self) -> sqlite3.Connection:
        exists = self.path.exists() and self.path.stat().st_size > 0
        if exists:
            with open(self.path, "rb") as f:
                if f.read(16) != b"SQLite format 3\x00":
                    raise self._refuse(tr("store", "it is not a tableapp database (not SQLite at all)"))
        else:
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
            except OSError as e:
                raise self._refuse(str(e)) from e
        try:
            con = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
            con.execute("PRAGMA foreign_keys = ON")
            if exists:
                app_id = con.execute("PRAGMA application_id").fetchone()[0]
                if app_id != APP_ID:
                    con.close()
                    raise self._refuse(tr("store", "it belongs to another program"))
                version = con.execute("PRAGMA user_version").fetchone()[0]
                if version > SCHEMA_VERSION:
                    con.close()
                    raise self._refuse(tr("store", "it was written by a newer tableapp"))
                if con.execute("PRAGMA quick_check").fetchone()[0] != "ok":
                    con.close()
                    raise self._refuse(tr("store", "it is damaged"))
            con.execute("PRAGMA journal_mode = WAL")
            con.execute("PRAGMA synchronous = FULL")
            if not exists:
                with _tx(con):
                    for stmt in SCHEMA.split(";"):
                        if stmt.strip():
                            con.execute(stmt)
                    con.execute(f"PRAGMA application_id = {APP_ID}")
                    con.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            return con
        except sqlite3.DatabaseError as e:
            raise self._refuse(tr("store", "it is damaged ({error})").format(error=e)) from e

    def close(self) -> None:
        self._con.close()

    # -- writing (the Store protocol of core.session) -------------------------------------------------
    def _write(self, fn) -> Any:
        try:
            with _tx(self._con):
                return fn(self._con)
        except sqlite3.Error as e:
            # a full disk, a read-only folder, a vanished file: nothing was written
            raise StoreError(tr("store", "Could not save to {path}: {error}. Nothing was changed.").format(
                path=self.path, error=e)) from e

    def create_session(self, title: str, roster: list[str], created: float) -> int:
        return self._write(lambda c: c.execute(
            "INSERT INTO sessions(title, roster, created) VALUES (?, ?, ?)",
            (title, json.dumps(roster, ensure_ascii=False), created)).lastrowid)

    def add_game(self, session_id: int, seq: int, setup: dict, carried: dict, ts: float) -> None:
        self._write(lambda c: c.execute(
            "INSERT INTO games(session_id, seq, setup, carried, created) VALUES (?, ?, ?, ?, ?)",
            (session_id, seq, json.dumps(setup, ensure_ascii=False), json.dumps(carried, ensure_ascii=False), ts)))

    def append(self, session_id: int, game_seq: int, entries: list[Entry]) -> None:
        rows = [(session_id, game_seq, e.kind,
                 e.action if e.action is None or isinstance(e.action, str) else json.dumps(e.action, ensure_ascii=False),
                 int(e.auto), e.ts) for e in entries]
        self._write(lambda c: c.executemany(
            "INSERT INTO entries(session_id, game_seq, kind, action, auto, ts) VALUES (?, ?, ?, ?, ?, ?)", rows))

    def set_finished(self, session_id: int, finished: bool) -> None:
        self._write(lambda c: c.execute("UPDATE sessions SET finished = ? WHERE id = ?", (int(finished), session_id)))

    def drop_game(self, session_id: int, seq: int) -> None:
        self._write(lambda c: c.execute("UPDATE games SET dropped = 1 WHERE session_id = ? AND seq = ?",
                                        (session_id, seq)))

    def delete_session(self, session_id: int) -> None:
        def go(c):
            c.execute("DELETE FROM entries WHERE session_id = ?", (session_id,))
            c.execute("DELETE FROM games WHERE session_id = ?", (session_id,))
            c.execute("DELETE FROM sessions WHERE id = ?", (session_id,))
        self._write(go)

    # -- reading ------------------------------------------------------------------------------------------
    def sessions(self) -> list[SessionInfo]:
        """Every night, newest first, with what the start page lists."""
        try:
            rows = self._con.execute("""
                SELECT s.id, s.title, s.roster, s.created, s.finished,
                       (SELECT COUNT(*) FROM games g WHERE g.session_id = s.id AND NOT g.dropped),
                       (SELECT g.setup FROM games g WHERE g.session_id = s.id AND NOT g.dropped
                        ORDER BY g.seq DESC LIMIT 1),
                       COALESCE((SELECT MAX(e.ts) FROM entries e WHERE e.session_id = s.id), s.created)
                FROM sessions s ORDER BY 8 DESC, s.id DESC""").fetchall()
        except sqlite3.Error as e:
            raise self._refuse(str(e)) from e
        out = []
        for sid, title, roster, created, finished, n, setup, last in rows:
            out.append(SessionInfo(sid, title, json.loads(roster), created, bool(finished), n,
                                   json.loads(setup)["game"] if setup else None, last))
        return out

    def load(self, session_id: int) -> tuple[SessionInfo, list[StoredGame]]:
        info = next((s for s in self.sessions() if s.id == session_id), None)
        if info is None:
            raise StoreError(tr("store", "There is no night number {id} in {path}.").format(id=session_id, path=self.path))
        try:
            games = []
            for seq, setup, carried, created, dropped in self._con.execute(
                    "SELECT seq, setup, carried, created, dropped FROM games WHERE session_id = ? ORDER BY seq",
                    (session_id,)):
                # the action stays JSON text: the engine parses each distinct text once (a long night
                # repeats the same few actions), which keeps resuming it fast
                entries = [Entry(kind, action, bool(auto), ts)
                           for kind, action, auto, ts in self._con.execute(
                               "SELECT kind, action, auto, ts FROM entries WHERE session_id = ? AND game_seq = ? ORDER BY id",
                               (session_id, seq))]
                games.append(StoredGame(seq, bool(dropped), json.loads(setup), json.loads(carried), created, entries))
        except (sqlite3.Error, json.JSONDecodeError) as e:
            raise self._refuse(str(e)) from e
        return info, games


class _tx:
    """BEGIN IMMEDIATE ... COMMIT, or ROLLBACK on any error."""

    def __init__(self, con: sqlite3.Connection):
        self.con = con

    def __enter__(self):
        self.con.execute("BEGIN IMMEDIATE")
        return self.con

    def __exit__(self, exc_type, exc, tb):
        if exc_type is None:
            self.con.execute("COMMIT")
        else:
            try:
                self.con.execute("ROLLBACK")
            except sqlite3.Error:
                pass
        return False
