"""Snapshots: a game's replayed position kept beside its log, so that a long night opens without
replaying every action again. The log stays the single truth: a snapshot covers the first N
entries of a game's log (the store checks it against their hash chain), and any snapshot that
cannot be read, or does not fit the log, is ignored and the game is replayed in full.

What is kept: the engine's states (current, and the every-``SNAPSHOT_EVERY`` ones that make undo
cheap), each action in effect as (its entry's index, round, auto, time, number, transfers), the
redo stacks, and the game log's lines in words. Actions are not pickled: they are read back from
the log's own text, so a snapshot can never hold an action the log does not.

Read with a restricted unpickler: only tableapp's own classes and plain data, so a damaged or
foreign file cannot run code.
"""
from __future__ import annotations

import gc
import io
import pickle
from typing import Any

from .ledger import Transfer
from .run import GameRun, Played

VERSION = 1
_ALLOWED_MODULES = ("tableapp.",)
_ALLOWED_BUILTINS = {("builtins", n) for n in ("frozenset", "set", "tuple", "list", "dict", "int", "str", "bool",
                                               "float", "bytes", "NoneType", "object")}
_ALLOWED_BUILTINS |= {("copyreg", "_reconstructor"), ("copyreg", "__newobj__"), ("collections", "OrderedDict")}


class _Unpickler(pickle.Unpickler):
    def find_class(self, module: str, name: str):
        if module.startswith(_ALLOWED_MODULES) or (module, name) in _ALLOWED_BUILTINS:
            return super().find_class(module, name)
        raise pickle.UnpicklingError(f"{module}.{name} is not allowed in a snapshot")


def image(rec, lang: str) -> bytes:
    """The snapshot of a game record (core/session.GameRecord) covering all its entries."""
    run: GameRun = rec.run
    played_at = _entry_indexes(rec)
    data = {
        "v": VERSION,
        "entries": len(rec.entries),
        "state": run.state,
        "snapshots": dict(run._snapshots),
        "played": [_pack(p, i) for p, i in zip(run.played, played_at["played"])],
        "redo": [[_pack(p, i) for p, i in zip(group, idx)] for group, idx in zip(rec.redo, played_at["redo"])],
        "lines": [(line.no, line.text, line.auto, line.public) for line in rec.lines],
        "lang": lang,
    }
    return pickle.dumps(data, protocol=5)


def _pack(p: Played, entry: int) -> tuple:
    return (entry, p.round, p.auto, p.ts, p.no, tuple(tuple(t) for t in p.transfers))


def _entry_indexes(rec) -> dict[str, Any]:
    """For each Played in effect (and each waiting in the redo stacks), the index of the log
    entry it came from: the log replayed as Session.replay_game does, keeping indexes."""
    live: list[int] = []
    redo: list[list[int]] = []
    for i, e in enumerate(rec.entries):
        if e.kind == "action":
            live.append(i)
            if not e.auto:
                redo.clear()
        elif e.kind == "undo":
            j = len(live) - 1
            while j >= 0 and rec.entries[live[j]].auto:
                j -= 1
            j = max(j, 0)
            redo.append(live[j:])
            del live[j:]
        elif e.kind == "redo" and redo:
            live.extend(redo.pop())
    if len(live) != len(rec.run.played) or [len(g) for g in redo] != [len(g) for g in rec.redo]:
        raise ValueError("the log and the game do not agree")
    return {"played": live, "redo": redo}


def restore(blob: bytes, rec, entries) -> bool:
    """Put the snapshot's position into ``rec`` (a GameRecord just made, with no entries); True
    if it was used. ``entries``: the game's whole log; the snapshot covers its first entries."""
    collecting = gc.isenabled()
    gc.disable()  # tens of thousands of small objects and no cycles: the collector would rescan them all
    try:
        return _restore(blob, rec, entries)
    finally:
        if collecting:
            gc.enable()


def _restore(blob: bytes, rec, entries) -> bool:
    try:
        data = _Unpickler(io.BytesIO(blob)).load()
        if not isinstance(data, dict) or data.get("v") != VERSION:
            return False
        n = data["entries"]
        covered = entries[:n]
        run: GameRun = rec.run
        engine = run.engine
        texts = [e.action for e in covered]

        def unpack(packed) -> Played:
            entry, rnd, auto, ts, no, transfers = packed
            action = engine.parse_action(texts[entry])
            return Played(action, tuple(Transfer(*t) for t in transfers), rnd, auto, ts, no)

        played = [unpack(p) for p in data["played"]]
        redo = [[unpack(p) for p in group] for group in data["redo"]]
        lines = data["lines"]
        if sum(1 for e in covered if e.kind == "action") != len(lines):
            return False
    except Exception:  # noqa: BLE001 - any damage: the log is replayed instead
        return False
    from .logbook import LogBook, LogLine

    run.state = data["state"]
    run.played[:] = played
    run._snapshots = dict(data["snapshots"])
    rec.redo[:] = redo
    same_words = data["lang"] == _lang()
    log = iter([LogLine(no, text if same_words else None, auto, public) for no, text, auto, public in lines])
    rec.log = LogBook()
    for e in covered:  # the log's undos and redos again: cheap, no engine at work
        if e.kind == "action":
            rec.log.add([next(log)])
        elif e.kind == "undo":
            rec.log.undo()
        elif e.kind == "redo":
            rec.log.redo()
    rec.entries.extend(covered)
    return True


def _lang() -> str:
    from .i18n import language

    return language()
