"""Open a stored night as a live Session (resume after a crash, or read a finished one)."""
from __future__ import annotations

from pydantic import ValidationError

from tableapp.core.engine import Setup
from tableapp.core.errors import StoreError, TableError
from tableapp.core.i18n import tr
from tableapp.core.session import Session
from tableapp.games.registry import engine_for

from .db import EventStore


def open_night(store: EventStore, session_id: int, write: bool = True) -> Session:
    """The night as logged. ``write``: take the right to play on (one window per night). The
    session's ``read_only_reason`` says why it cannot be played on here (the file, damage found
    in its log, or another window that has it), or is None."""
    info, games = store.load(session_id)
    why = info.problem or store.read_only  # the night's own damage first: it says where the night stops
    if why is None and write and not info.finished:
        why = store.claim(session_id)
    try:
        session = Session(info.title, info.roster, store, session_id=info.id, created=info.created,
                          finished=info.finished)
    except TableError as e:
        raise StoreError(tr("store", "Night {id} cannot be opened: {error}").format(id=session_id, error=e)) from e
    for g in games:
        session.next_seq = g.seq
        if g.dropped:
            session.next_seq = g.seq + 1
            continue
        try:
            setup = Setup.model_validate(g.setup)
            snapshot = _snapshot(store, session_id, g)
            session.replay_game(engine_for(setup.game), setup, g.carried, g.created, g.entries, snapshot)
        except (ValidationError, TableError, KeyError, TypeError, ValueError) as e:
            raise StoreError(tr("store", "Night {id}, game {n} cannot be replayed: {error}").format(
                id=session_id, n=g.seq + 1, error=e)) from e
    session.read_only_reason = why
    return session


def _snapshot(store: EventStore, session_id: int, g) -> bytes | None:
    """The game's snapshot if the store keeps one that matches its log (else None: full replay);
    never one that covers more than the entries read back intact (a damaged night stops early)."""
    load = getattr(store, "load_snapshot", None)
    found = load(session_id, g.seq) if load is not None else None
    return found[1] if found and found[0] <= len(g.entries) else None
