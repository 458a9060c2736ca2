"""What is kept beside the nights' logs, never inside them: the regulars' aliases and each night's
settings (a chip's money value). The log stays the only record of play.

**Aliases** (rename and merge): a night's log names its players as they were typed, and the log is
append-only (an audit trail; the store also chains it). A rename or a merge is therefore kept as
a mapping ``name -> canonical`` that the stats and the type-ahead read through; no night is
rewritten, nothing is stored twice, and the mapping can be taken back. A canonical name is never
itself an alias (a rename moves every alias along), so a name resolves in one step.

Both tables are made the first time something is written to them, so a database from before them
reads as having none.
"""
from __future__ import annotations

import sqlite3

from tableapp.core.errors import InputError, StoreError
from tableapp.core.i18n import tr
from tableapp.core.roster import check_names

TABLES = """
CREATE TABLE IF NOT EXISTS aliases (
  name TEXT PRIMARY KEY,         -- a name as typed in some night
  canonical TEXT NOT NULL        -- the regular it stands for
);
CREATE TABLE IF NOT EXISTS night_settings (
  session_id INTEGER NOT NULL,
  key TEXT NOT NULL,             -- chip_value (text, e.g. "0.25"), currency (e.g. "EUR")
  value TEXT NOT NULL,
  PRIMARY KEY (session_id, key)
);
"""


def _read(store, sql: str, args: tuple = ()) -> list[tuple]:
    try:
        return store._con.execute(sql, args).fetchall()
    except sqlite3.OperationalError as e:
        if "no such table" in str(e):
            return []
        raise StoreError(str(e)) from e
    except sqlite3.Error as e:
        raise StoreError(str(e)) from e


def _write(store, fn) -> None:
    def go(c):
        for stmt in TABLES.split(";"):
            if stmt.strip():
                c.execute(stmt)
        fn(c)
    store._write(go)


# -- aliases ---------------------------------------------------------------------------------------------
def aliases(store) -> dict[str, str]:
    """name -> canonical name, for every renamed or merged name."""
    return dict(_read(store, "SELECT name, canonical FROM aliases ORDER BY name"))


def resolver(store):
    """A function giving a name's canonical name (itself when it has none)."""
    table = aliases(store)
    return lambda name: table.get(name, name)


def rename(store, old: str, new: str) -> str:
    """Call ``old`` (as typed in any night, or a regular's name) ``new`` from now on, everywhere the
    nights are read across: stats and type-ahead. If ``new`` is already a regular, this merges the
    two. Returns the canonical name ``old`` had."""
    new = " ".join(new.split())
    check_names([new])
    old = resolver(store)(old)
    if old not in known_names(store):
        raise InputError(tr("regulars", "Nobody called \"{name}\" has played a night here.").format(name=old))
    if old == new:
        return old

    def go(c):
        c.execute("DELETE FROM aliases WHERE name = ?", (new,))  # new becomes (stays) a canonical name
        c.execute("UPDATE aliases SET canonical = ? WHERE canonical = ?", (new, old))
        c.execute("INSERT OR REPLACE INTO aliases(name, canonical) VALUES (?, ?)", (old, new))
    _write(store, go)
    return old


def unalias(store, name: str) -> None:
    """Take back a rename or merge of ``name``: it is its own regular again."""
    _write(store, lambda c: c.execute("DELETE FROM aliases WHERE name = ?", (name,)))


def known_names(store) -> list[str]:
    """Every regular's name (through the aliases), the most recent night's players first, each
    once. "Ann" and "ann" are two names until someone merges them."""
    resolve = resolver(store)
    out: dict[str, None] = {}
    for info in store.sessions():  # newest first
        for raw in info.roster:
            out.setdefault(resolve(raw), None)
    return list(out)


# -- a night's settings ------------------------------------------------------------------------------------
def night_settings(store, session_id: int) -> dict[str, str]:
    return dict(_read(store, "SELECT key, value FROM night_settings WHERE session_id = ?", (session_id,)))


def set_night_setting(store, session_id: int, key: str, value: str | None) -> None:
    """Keep (or with None or "", forget) one of a night's settings."""
    if value is None or value == "":
        _write(store, lambda c: c.execute("DELETE FROM night_settings WHERE session_id = ? AND key = ?",
                                          (session_id, key)))
    else:
        _write(store, lambda c: c.execute(
            "INSERT OR REPLACE INTO night_settings(session_id, key, value) VALUES (?, ?, ?)",
            (session_id, key, str(value))))
