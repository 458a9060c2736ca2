"""Open a stored night as a live Session (resume after a crash, or read a finished one)."""
from __future__ import annotations

from pydantic import ValidationError

from tableapp.core.engine import Setup
from tableapp.core.errors import StoreError, TableError
from tableapp.core.i18n import tr
from tableapp.core.session import Session
from tableapp.games.registry import engine_for

from .db import EventStore
from .reading import StoredGame

# what replaying a logged game can raise when its log does not replay (an engine's own error too)
REPLAY_ERRORS = (ValidationError, TableError, KeyError, TypeError, ValueError, IndexError, AttributeError)


def open_night(store: EventStore, session_id: int, write: bool = True) -> Session:
    """The night as logged. ``write``: take the right to play on (one window per night). The
    session's ``read_only_reason`` says why it cannot be played on here (the file, damage found
    in its log, a log that stops replaying, or another window that has it), or is None."""
    info, games = store.load(session_id)
    why = info.problem or store.read_only  # the night's own damage first: it says where the night stops
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
            engine = engine_for(setup.game)
            session.replay_game(engine, setup, g.carried, g.created, g.entries, _snapshot(store, session_id, g))
        except REPLAY_ERRORS as e:
            # a log that does not replay (two windows of an older tableapp wrote the same call twice):
            # the night still opens, read-only, up to the last action that replays
            if session.game is not None and session.game.seq == g.seq:
                session.games.pop()
            why = _replay_what_replays(session, g, e)
            break
    if why is None and write and not info.finished:
        why = store.claim(session_id)
    session.read_only_reason = why
    return session


def _replay_what_replays(session: Session, g: StoredGame, error: BaseException) -> str:
    """Replay the longest start of ``g``'s log that replays; returns what stopped it, in words."""
    try:
        setup = Setup.model_validate(g.setup)
        engine = engine_for(setup.game)
        scratch = Session(session.title, session.roster)  # a game depends only on its own log and carried chips
        scratch.replay_game(engine, setup, g.carried, g.created, [])
    except REPLAY_ERRORS as e:
        return tr("store", "Night {id}: game {n} cannot be started again ({error}); it opens read-only before "
                           "it.").format(id=session.id, n=g.seq + 1, error=e)

    def replays(k: int) -> bool:
        scratch = Session(session.title, session.roster)
        try:
            scratch.replay_game(engine, setup, g.carried, g.created, g.entries[:k])
            return True
        except REPLAY_ERRORS:
            return False

    good, bad = 0, len(g.entries)  # the first `good` entries replay; the first `bad` do not
    while bad - good > 1:
        mid = (good + bad) // 2
        good, bad = (mid, bad) if replays(mid) else (good, mid)
    session.replay_game(engine, setup, g.carried, g.created, g.entries[:good])
    return tr("store", "Night {id}: action {k} of game {n} cannot be replayed ({error}); it opens read-only up to "
                       "the action before it.").format(id=session.id, k=bad, n=g.seq + 1, error=error)


def _snapshot(store: EventStore, session_id: int, g: StoredGame) -> bytes | None:
    """The game's snapshot if the store keeps one that matches its log (else None: full replay);
    never one that covers more than the entries read back intact (a damaged night stops early)."""
    load = getattr(store, "load_snapshot", None)
    found = load(session_id, g.seq) if load is not None else None
    return found[1] if found and found[0] <= len(g.entries) else None
