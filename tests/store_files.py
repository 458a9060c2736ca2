"""Helpers for the store's tests: a night database made the way the app makes one, a
version-1 file made as the previous tableapp made it, and fingerprints of a folder's files."""
from __future__ import annotations

import hashlib
import json
import sqlite3
from pathlib import Path

from tableapp.core.session import Session
from tableapp.store.db import EventStore

from toy_game import ENGINE


def sha256(path: Path) -> str | None:
    path = Path(path)
    return hashlib.sha256(path.read_bytes()).hexdigest() if path.is_file() else None


def fingerprints(folder: Path) -> dict[str, str | None]:
    """Every file of ``folder`` (not the lock files tableapp keeps beside its own) by content."""
    return {p.name: sha256(p) for p in sorted(Path(folder).iterdir()) if p.is_file() and not p.name.endswith(".lock")}


def play_a_night(path: Path, title: str = "Friday", close: bool = True) -> tuple[EventStore, Session]:
    """Two games of the toy game: the first finished, the second under way, one undo."""
    store = EventStore(path)
    s = Session(title, ["Ann", "Bo", "Cy"], store)
    s.new_game(ENGINE, ["Ann", "Bo", "Cy"], chips=2)
    s.act({"by": "Ann", "do": "ante"})
    s.act({"do": "dice", "faces": [6, 1, 2]})
    s.act({"by": "Ann", "do": "ante"})
    s.act({"do": "dice", "faces": [6, 1, 2]})
    s.new_game(ENGINE, ["Ann", "Bo", "Cy"], chips=3)
    s.act({"by": "Ann", "do": "ante"})
    s.act({"do": "dice", "faces": [1, 5, 2]})
    s.act({"by": "Ann", "do": "ante"})
    s.undo()
    if close:
        store.close()
    return store, s


V1_SCHEMA = """
CREATE TABLE sessions (id INTEGER PRIMARY KEY, title TEXT NOT NULL, roster TEXT NOT NULL, created REAL NOT NULL,
  finished INTEGER NOT NULL DEFAULT 0);
CREATE TABLE games (session_id INTEGER NOT NULL REFERENCES sessions(id), seq INTEGER NOT NULL, setup TEXT NOT NULL,
  carried TEXT NOT NULL, created REAL NOT NULL, dropped INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (session_id, seq));
CREATE TABLE entries (id INTEGER PRIMARY KEY AUTOINCREMENT, session_id INTEGER NOT NULL, game_seq INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('action', 'undo', 'redo')), action TEXT, auto INTEGER NOT NULL DEFAULT 0,
  ts REAL NOT NULL, FOREIGN KEY (session_id, game_seq) REFERENCES games(session_id, seq));
CREATE INDEX entries_by_game ON entries(session_id, game_seq, id);
"""


def version_1_file(path: Path) -> None:
    """A night as tableapp 0.1 (schema version 1) stored it: a finished game, a game whose start
    was undone, then more actions in the first game's successor, and a finished night."""
    con = sqlite3.connect(path, isolation_level=None)
    con.execute("PRAGMA journal_mode = WAL")
    con.execute("BEGIN")
    for stmt in V1_SCHEMA.split(";"):
        if stmt.strip():
            con.execute(stmt)
    con.execute(f"PRAGMA application_id = {0x54424C41}")
    con.execute("PRAGMA user_version = 1")
    setup = {"game": "toy", "mode": "physical", "players": ["Ann", "Bo"], "chips": {"Ann": 1, "Bo": 1},
             "options": {}, "seed": None, "start": None, "undo_guard": True}
    con.execute("INSERT INTO sessions(id, title, roster, created) VALUES (1, 'Old night', ?, 1700000000.0)",
                (json.dumps(["Ann", "Bo"]),))
    con.execute("INSERT INTO games VALUES (1, 0, ?, '{}', 1700000001.0, 0)", (json.dumps(setup),))
    for action, ts in (({"by": "Ann", "do": "ante"}, 1700000002.0),
                       ({"do": "dice", "faces": [6, 1]}, 1700000003.0)):
        con.execute("INSERT INTO entries(session_id, game_seq, kind, action, auto, ts) "
                    "VALUES (1, 0, 'action', ?, 0, ?)", (json.dumps(action), ts))
    con.execute("INSERT INTO games VALUES (1, 1, ?, ?, 1700000004.0, 1)",
                (json.dumps({**setup, "chips": {"Ann": 5, "Bo": 5}}), json.dumps({"Ann": 2})))
    con.execute("INSERT INTO games VALUES (1, 2, ?, ?, 1700000005.0, 0)",
                (json.dumps({**setup, "chips": {"Ann": 2, "Bo": 2}}), json.dumps({"Ann": 2})))
    con.execute("INSERT INTO entries(session_id, game_seq, kind, action, auto, ts) VALUES (1, 2, 'action', ?, 0, ?)",
                (json.dumps({"by": "Ann", "do": "ante"}), 1700000006.0))
    con.execute("INSERT INTO entries(session_id, game_seq, kind, action, auto, ts) VALUES (1, 2, 'undo', NULL, 0, ?)",
                (1700000007.0,))
    con.execute("INSERT INTO sessions(id, title, roster, created, finished) VALUES (2, 'Done', ?, 1700000100.0, 1)",
                (json.dumps(["Cy", "Di"]),))
    con.execute("COMMIT")
    con.close()


def chips_of(session: Session) -> list[tuple]:
    """The night's ledger without times: what a silent change would alter."""
    return [(r.game, r.game_id, r.round, r.action, r.src, r.dst, r.amount, r.reason) for r in session.ledger()]


def ledgers_at_every_moment(path: Path, sid: int) -> list[list[tuple]]:
    """The night's ledger after each row of its log (read straight from a sound file): a damaged
    night that opens must show one of these, never chips that never were."""
    from tableapp.core.engine import Setup
    from tableapp.core.session import Entry
    from tableapp.games.registry import engine_for

    con = sqlite3.connect(f"{Path(path).absolute().as_uri()}?immutable=1", uri=True)  # the file is closed
    try:
        title, roster = con.execute("SELECT title, roster FROM sessions WHERE id = ?", (sid,)).fetchone()
        rows = [("game", n, seq, setup, carried, created) for n, seq, setup, carried, created in con.execute(
            "SELECT n, seq, setup, carried, created FROM games WHERE session_id = ?", (sid,))]
        rows += [("entry", n, g, kind, action, auto, ts) for n, g, kind, action, auto, ts in con.execute(
            "SELECT n, game_seq, kind, action, auto, ts FROM entries WHERE session_id = ?", (sid,))]
        rows += [("flag", n, flag, g) for n, flag, g in con.execute(
            "SELECT n, flag, game_seq FROM flags WHERE session_id = ?", (sid,))]
    finally:
        con.close()
    rows.sort(key=lambda r: r[1])
    out = []
    for k in range(len(rows) + 1):
        games: dict[int, list] = {}
        dropped = set()
        for r in rows[:k]:
            if r[0] == "game":
                games[r[2]] = [r, []]
            elif r[0] == "entry":
                games[r[2]][1].append(Entry(r[3], r[4], bool(r[5]), r[6]))
            elif r[2] == "dropped":
                dropped.add(r[3])
        night = Session(title, json.loads(roster))
        for seq in sorted(games):
            if seq in dropped:
                continue
            (_, _, _, setup, carried, created), entries = games[seq]
            setup = Setup.model_validate(json.loads(setup))
            night.replay_game(engine_for(setup.game), setup, json.loads(carried), created, entries)
        out.append(chips_of(night))
    return out
