"""Saved games and nights come back: a replay script (one game, or a whole night) stored as a night
in the database, to resume, report and settle like any other; and reading a night without
taking it over for writing (stats, reports, settlements)."""
from __future__ import annotations

import inspect
import time
from pathlib import Path

from tableapp.core.errors import ScriptError, TableError
from tableapp.core.session import Entry, Session


def read_night(store, session_id: int) -> Session:
    """The night replayed from its log, to read (a store that locks nights for writing is asked
    not to)."""
    from .nights import open_night

    if "write" in inspect.signature(open_night).parameters:
        return open_night(store, session_id, write=False)
    return open_night(store, session_id)


def import_script(store, script, title: str | None = None) -> int:
    """Play ``script`` (a path, or a parsed Script / NightScript) and store it as a new night, open
    so that it can be played on. Returns the night's number.

    The whole script is played in memory first: a file that does not play (ScriptError, naming the
    game and action) changes nothing in the database."""
    from tableapp.games.scripts import load_script, play_night

    if isinstance(script, (str, Path)):
        path = Path(script)
        script = load_script(path)
        if title is None and not hasattr(script, "night"):
            title = path.stem  # a single game: named after its file
    try:
        night = play_night(script)
    except ScriptError:
        raise
    except TableError as e:
        raise ScriptError(str(e)) from e
    title = title or getattr(script, "title", None) or "Replay"
    return store_night(store, night, title)


def store_night(store, night: Session, title: str) -> int:
    """Write a night played in memory into ``store`` as a new night, game by game, as the app
    would have written it while playing; then read it back to be sure it replays."""
    now = time.time()
    sid = store.create_session(title, list(night.roster), night.created or now)
    try:
        for rec in night.games:
            setup = rec.run.setup
            if setup.mode == "digital" and setup.seed is None:
                # every chance outcome so far is in the log; later ones are drawn from a new seed
                from random import SystemRandom

                setup = setup.model_copy(update={"seed": SystemRandom().randrange(1 << 62)})
            entries = [Entry(e.kind, e.action, e.auto, e.ts or now) for e in rec.entries]
            args = (sid, rec.seq, setup.model_dump(mode="json"), dict(rec.carried), rec.created or now)
            if hasattr(store, "start_game"):  # the game and its log in one transaction
                store.start_game(*args, entries)
            else:
                store.add_game(*args)
                if entries:
                    store.append(sid, rec.seq, entries)
        read_night(store, sid)
    except BaseException:
        delete = getattr(store, "delete_session", None)
        if delete is not None:
            try:
                delete(sid)
            except TableError:
                pass
        raise
    release = getattr(store, "release", None)
    if release is not None:  # a store that locks nights: the importer does not keep this one
        release(sid)
    return sid
