"""A night read back from its rows and checked link by link in one pass (a long night has
100,000 entries: no object per row beyond the Entry the session needs).

Where the chain breaks, or a value cannot be true (a roster that is not a list of names, a time
in the year 10^292), the night stops before that row and the problem is said in a player's
words: "Night 3: action 412 of game 2 was changed. It opens read-only, up to action 411 of game 2."
"""
from __future__ import annotations

import hashlib
import json
import math
from dataclasses import dataclass
from typing import Any

from tableapp.core.i18n import tr
from tableapp.core.session import Entry

from . import chain

_LAST_PLAUSIBLE_TS = 32503680000.0  # the year 3000: a later time is damage, not a night


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
    problem: str | None = None  # why the night opens read-only (damage found), in words


@dataclass(frozen=True)
class StoredGame:
    seq: int
    dropped: bool
    setup: dict[str, Any]
    carried: dict[str, int]
    created: float
    entries: list[Entry]


def plausible_ts(ts: Any) -> bool:
    return type(ts) is float and math.isfinite(ts) and 0 <= ts < _LAST_PLAUSIBLE_TS


def roster_of(text: Any) -> list[str] | None:
    try:
        names = json.loads(text)
    except (TypeError, ValueError):
        return None
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        return None
    return names


@dataclass
class Night:
    games: list[StoredGame]
    finished: bool
    problem: str | None
    head: tuple[int, bytes]  # the last intact row: (n, hash)
    where: str               # that row's place in words ("action 411 of game 2")
    dropped_marks: dict[int, bool]  # the games' dropped column, to compare with the log


class _Stop(Exception):
    def __init__(self, what: str, why: str, seq: Any = None):
        self.what, self.why, self.seq = what, why, seq


def check_night(sid: int, night_hash: bytes, others: list[tuple], entries: list[tuple], cut: bool) -> Night:
    """``others``: ("game", n, hash, seq, setup, carried, created, dropped) and
    ("flag", n, hash, flag, game_seq, value, ts) rows; ``entries``: (game_seq, kind, action, auto,
    ts, n, hash) in id order; ``cut``: reading stopped at damage after the last of them."""
    sha = hashlib.sha256
    by_n: dict[Any, tuple] = {}
    extra = 0  # rows that share a place with another: the log has rows it did not write
    for row in others:
        if row[1] in by_n:
            extra += 1
        by_n[row[1]] = row
    games: dict[int, StoredGame] = {}
    counts: dict[int, int] = {}  # entries per game so far, for the words
    dropped: set[int] = set()
    dropped_marks: dict[int, bool] = {}
    finished = False
    where: tuple = ("start",)
    prev, expect = night_hash, 1
    it = iter(entries)
    pending = next(it, None)
    stop: _Stop | None = None
    try:
        while True:
            other = by_n.pop(expect, None)
            entry = pending if pending is not None and pending[5] == expect else None
            if other is None and entry is None:
                if pending is not None or by_n or extra:
                    raise _Stop("log", "missing")
                break
            if other is not None and entry is not None:
                raise _Stop("log", "missing")
            if entry is not None:
                game_seq, kind, action, auto, ts, n, h = entry
                mine = sha(prev + repr(("entry", n, game_seq, kind, action, auto, ts)).encode(
                    "utf-8", "surrogatepass")).digest()
                if mine != h:
                    raise _Stop("entry", "changed", game_seq)
                if (game_seq not in games or kind not in ("action", "undo", "redo")
                        or type(ts) is not float or not 0 <= ts < _LAST_PLAUSIBLE_TS  # plausible_ts, inlined
                        or (auto != 0 and auto != 1)
                        or not (type(action) is str if kind == "action" else action is None)):
                    raise _Stop("entry", "unreadable", game_seq)
                games[game_seq].entries.append(Entry(kind, action, auto == 1, ts))
                counts[game_seq] += 1
                where = ("entry", game_seq)
                pending = next(it, None)
            elif other[0] == "game":
                _, n, h, seq, setup, carried, created, was_dropped = other
                mine = chain.game_hash(prev, n, seq, setup, carried, created)
                if mine != h:
                    raise _Stop("game", "changed", seq)
                games[seq] = _game(seq, setup, carried, created, games)
                counts[seq] = 0
                dropped_marks[seq] = bool(was_dropped)
                where = ("game", seq)
            else:
                _, n, h, flag, game_seq, value, ts = other
                mine = chain.flag_hash(prev, n, flag, game_seq, value, ts)
                if mine != h:
                    raise _Stop("flag", "changed")
                if flag == "finished" and value in (0, 1):
                    finished = bool(value)
                elif flag == "dropped" and game_seq in games and value == 1:
                    dropped.add(game_seq)
                else:
                    raise _Stop("flag", "unreadable")
            prev = mine
            expect += 1
    except _Stop as e:
        stop = e
    out = [StoredGame(g.seq, g.seq in dropped, g.setup, g.carried, g.created, g.entries)
           for g in sorted(games.values(), key=lambda g: g.seq)]
    problem = None
    here = _words(where, counts)
    if stop is not None:
        problem = _damage(sid, stop, here, counts) + " " + tr("store", "It opens read-only, up to {where}.").format(
            where=here)
    elif cut:
        problem = tr("store", "Night {id}: the file is damaged after {where}; it opens read-only up to there.").format(
            id=sid, where=here)
    return Night(out, finished, problem, (expect - 1, prev), here, dropped_marks)


def _game(seq: Any, setup: Any, carried: Any, created: Any, games: dict) -> StoredGame:
    try:
        setup_d, carried_d = json.loads(setup), json.loads(carried)
    except (TypeError, ValueError):
        raise _Stop("game", "unreadable", seq) from None
    if not (type(seq) is int and seq not in games and isinstance(setup_d, dict)
            and isinstance(setup_d.get("game"), str) and isinstance(carried_d, dict)
            and all(type(v) is int for v in carried_d.values()) and plausible_ts(created)):
        raise _Stop("game", "unreadable", seq)
    return StoredGame(seq, False, setup_d, carried_d, created, [])


def _game_no(seq: Any) -> str:
    return str(seq + 1) if type(seq) is int else "?"


def _words(where: tuple, counts: dict) -> str:
    """The place of the last intact row in a player's words ("action 411 of game 2")."""
    if where[0] == "start":
        return tr("store", "its start")
    if where[0] == "game":
        return tr("store", "the start of game {g}").format(g=_game_no(where[1]))
    return tr("store", "action {k} of game {g}").format(k=counts[where[1]], g=_game_no(where[1]))


def _damage(sid: int, stop: _Stop, here: str, counts: dict) -> str:
    verb = tr("store", "cannot be true") if stop.why == "unreadable" else tr("store", "was changed")
    if stop.what == "entry":
        k = counts.get(stop.seq, 0) + 1 if isinstance(stop.seq, int) else "?"
        return tr("store", "Night {id}: action {k} of game {g} {verb}.").format(
            id=sid, k=k, g=_game_no(stop.seq), verb=verb)
    if stop.what == "game":
        return tr("store", "Night {id}: the start of game {g} {verb}.").format(id=sid, g=_game_no(stop.seq), verb=verb)
    if stop.what == "flag":
        return tr("store", "Night {id}: a mark after {where} {verb}.").format(id=sid, where=here, verb=verb)
    return tr("store", "Night {id}: the log is missing rows, or has rows it never wrote, after {where}.").format(
        id=sid, where=here)
