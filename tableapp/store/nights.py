"""Open a stored night as a live Session (resume after a crash, or read a finished one)."""
from __future__ import annotations

from pydantic import ValidationError

from tableapp.core.engine import Setup
from tableapp.core.errors import StoreError, TableError
from tableapp.core.i18n import tr
from tableapp.core.session import Session
from tableapp.games.registry import engine_for

from .db import EventStore


def open_night(store: EventStore, session_id: int) -> Session:
    info, games = store.load(session_id)
    session = Session(info.title, info.roster, store, session_id=info.id, created=info.created,
                      finished=info.finished)
    for g in games:
        session.next_seq = g.seq
        if g.dropped:
            session.next_seq = g.seq + 1
            continue
        try:
            setup = Setup.model_validate(g.setup)
            snapshot = _snapshot(store, session_id, g.seq)
            session.replay_game(engine_for(setup.game), setup, g.carried, g.created, g.entries, snapshot)
        except (ValidationError, TableError, KeyError, TypeError) as e:
            raise StoreError(tr("store", "Night {id}, game {n} cannot be replayed: {error}").format(
                id=session_id, n=g.seq + 1, error=e)) from e
    return session


def _snapshot(store: EventStore, session_id: int, seq: int) -> bytes | None:
    """The game's snapshot if the store keeps one that matches its log (else None: full replay)."""
    load = getattr(store, "load_snapshot", None)
    found = load(session_id, seq) if load is not None else None
    return found[1] if found else None
