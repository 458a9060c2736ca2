"""The database's tables, and the step that brings an older tableapp's file up to date.

Version 1: nights, games and their logged entries. Version 2 adds the hash chain (``n``, the
row's place in its night's log, and ``hash``), the chained ``flags`` that record a night's end and
a game's undone start, ``heads`` (each night's last row, so a log that lost its last rows shows
too) and ``snapshots`` (derived data, outside the chain). A new file is made as version 1 and
migrated, so a new file and an upgraded one have exactly the same tables.
"""
from __future__ import annotations

import sqlite3

from . import chain

APP_ID = 0x54424C41  # "TBLA": marks the file as a tableapp database (PRAGMA application_id)
SCHEMA_VERSION = 2

SCHEMA_V1 = """
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

TO_V2 = """
ALTER TABLE sessions ADD COLUMN hash BLOB;
ALTER TABLE games ADD COLUMN n INTEGER;
ALTER TABLE games ADD COLUMN hash BLOB;
ALTER TABLE entries ADD COLUMN n INTEGER;
ALTER TABLE entries ADD COLUMN hash BLOB;
CREATE TABLE flags (
  session_id INTEGER NOT NULL REFERENCES sessions(id),
  n INTEGER NOT NULL,            -- place in the night's log
  flag TEXT NOT NULL CHECK (flag IN ('finished', 'dropped')),
  game_seq INTEGER,              -- the game whose start was undone (flag = dropped)
  value INTEGER NOT NULL,
  ts REAL NOT NULL,
  hash BLOB NOT NULL,
  PRIMARY KEY (session_id, n)
);
CREATE TABLE heads (
  session_id INTEGER PRIMARY KEY,  -- the night's last row, written with it: a lost tail shows
  n INTEGER NOT NULL,
  hash BLOB NOT NULL
);
CREATE TABLE snapshots (
  session_id INTEGER NOT NULL,
  game_seq INTEGER NOT NULL,
  entry_count INTEGER NOT NULL,  -- how many of the game's entries (log order) the snapshot covers
  chain_hash BLOB NOT NULL,      -- the chain hash of the last entry it covers
  blob BLOB NOT NULL,
  blob_hash BLOB NOT NULL,       -- sha256 of blob: a flipped byte in it is never believed
  PRIMARY KEY (session_id, game_seq, entry_count)
);
"""


def statements(script: str) -> list[str]:
    return [s for s in script.split(";") if s.strip()]


def create(con: sqlite3.Connection) -> None:
    """A new file's tables, inside the caller's transaction."""
    for stmt in statements(SCHEMA_V1):
        con.execute(stmt)
    migrate(con, 1)
    con.execute(f"PRAGMA application_id = {APP_ID}")


def migrate(con: sqlite3.Connection, version: int) -> None:
    """From ``version`` to SCHEMA_VERSION, inside the caller's transaction."""
    if version < 2:
        for stmt in statements(TO_V2):
            con.execute(stmt)
        for (sid,) in con.execute("SELECT id FROM sessions ORDER BY id").fetchall():
            _chain_v1_night(con, sid)
    con.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")


def _chain_v1_night(con: sqlite3.Connection, sid: int) -> None:
    """Hash a version-1 night as it is. Version 1 did not record when a game started relative
    to the entries, so each game's row comes right before its own entries: every prefix of
    that order is still a night that replays."""
    title, roster, created, finished = con.execute(
        "SELECT title, roster, created, finished FROM sessions WHERE id = ?", (sid,)).fetchone()
    prev = chain.night_hash(sid, title, roster, created)
    con.execute("UPDATE sessions SET hash = ? WHERE id = ?", (prev, sid))
    n = 0
    games = con.execute("SELECT seq, setup, carried, created, dropped FROM games WHERE session_id = ? ORDER BY seq",
                        (sid,)).fetchall()
    for seq, setup, carried, gcreated, dropped in games:
        n += 1
        prev = chain.game_hash(prev, n, seq, setup, carried, gcreated)
        con.execute("UPDATE games SET n = ?, hash = ? WHERE session_id = ? AND seq = ?", (n, prev, sid, seq))
        rows = con.execute("SELECT id, kind, action, auto, ts FROM entries WHERE session_id = ? AND game_seq = ? "
                           "ORDER BY id", (sid, seq)).fetchall()
        last_ts = gcreated
        for eid, kind, action, auto, ts in rows:
            n += 1
            prev = chain.entry_hash(prev, n, seq, kind, action, auto, ts)
            con.execute("UPDATE entries SET n = ?, hash = ? WHERE id = ?", (n, prev, eid))
            last_ts = ts
        if dropped:
            n += 1
            prev = chain.flag_hash(prev, n, "dropped", seq, 1, last_ts)
            con.execute("INSERT INTO flags(session_id, n, flag, game_seq, value, ts, hash) "
                        "VALUES (?, ?, ?, ?, ?, ?, ?)", (sid, n, "dropped", seq, 1, last_ts, prev))
    if finished:
        n += 1
        prev = chain.flag_hash(prev, n, "finished", None, 1, created)
        con.execute("INSERT INTO flags(session_id, n, flag, game_seq, value, ts, hash) VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (sid, n, "finished", None, 1, created, prev))
    con.execute("INSERT INTO heads(session_id, n, hash) VALUES (?, ?, ?)", (sid, n, prev))
