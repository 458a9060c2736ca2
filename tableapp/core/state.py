"""The one speed trick every engine's state shares: the next state as a copy with some fields
changed (``dataclasses.replace`` without its per-call introspection: a replay applies every
action again, and replacing was most of the cost of an action). For frozen dataclasses with a
``__dict__`` (not slots)."""
from __future__ import annotations

from dataclasses import fields
from functools import cache

_new = object.__new__
_set = object.__setattr__


@cache
def _fields(cls: type) -> frozenset[str]:
    return frozenset(f.name for f in fields(cls))


def replace(obj, **changes):
    assert _fields(type(obj)).issuperset(changes), f"no such field: {set(changes) - _fields(type(obj))}"
    out = _new(type(obj))
    _set(out, "__dict__", {**obj.__dict__, **changes})
    return out
