"""The night's tamper-evident log: every row's hash covers its content and the hash of the row
before it in the night, so a changed, missing or inserted row breaks the chain where it is.

A night's log: its own row (n = 0), then its games, entries and flags in the order written
(n = 1, 2, ...). Values are hashed exactly as stored (the writer stores floats as floats), so
a flipped byte anywhere in a row, its place or its hash shows.
"""
from __future__ import annotations

import hashlib
from typing import Any

_sha256 = hashlib.sha256


def _h(prev: bytes, record: tuple) -> bytes:
    # repr is unambiguous for str/int/float/None/bytes; surrogatepass: even a broken name hashes
    return _sha256(prev + repr(record).encode("utf-8", "surrogatepass")).digest()


def night_hash(sid: Any, title: Any, roster: Any, created: Any) -> bytes:
    return _h(b"", ("night", sid, title, roster, created))


def game_hash(prev: bytes, n: Any, seq: Any, setup: Any, carried: Any, created: Any) -> bytes:
    return _h(prev, ("game", n, seq, setup, carried, created))


def entry_hash(prev: bytes, n: Any, game_seq: Any, kind: Any, action: Any, auto: Any, ts: Any) -> bytes:
    return _h(prev, ("entry", n, game_seq, kind, action, auto, ts))


def flag_hash(prev: bytes, n: Any, flag: Any, game_seq: Any, value: Any, ts: Any) -> bytes:
    return _h(prev, ("flag", n, flag, game_seq, value, ts))
