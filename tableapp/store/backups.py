"""Automatic backups: a consistent copy of the night database made with SQLite's online backup,
after each game and on quit, the last 10 kept in the data folder's ``backups``. Restoring puts
one back in place; the file it replaces is kept beside it, byte for byte."""
from __future__ import annotations

import os
import re
import shutil
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path

from tableapp.core.errors import StoreError
from tableapp.core.i18n import tr

from . import schema
from .lock import FileUse
from .opening import DB_ERRORS

KEEP = 10
FOLDER = "backups"
_NAME = re.compile(r"^(?P<stem>.+)-(?P<day>\d{8})-(?P<time>\d{6})-(?P<ms>\d{3})-(?P<reason>[a-z-]+)\.sqlite3$")


@dataclass(frozen=True)
class Backup:
    path: Path
    when: float
    reason: str  # "game", "quit", "before-upgrade"
    size: int
    nights: int | None  # None: the copy cannot be read
    last_title: str | None


def backups_dir(db: Path) -> Path:
    return Path(db).parent / FOLDER


def make_backup(con: sqlite3.Connection, db: Path, reason: str) -> Path:
    """Copy the open database ``con`` (of the file ``db``) into the backups folder; keeps the
    last KEEP. Raises OSError or sqlite3.Error."""
    folder = backups_dir(db)
    folder.mkdir(parents=True, exist_ok=True)
    now = time.time()
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(now)) + f"-{int(now * 1000) % 1000:03d}"
    final = folder / f"{Path(db).stem}-{stamp}-{reason}.sqlite3"
    tmp = folder / f".{final.name}.part"
    dest = sqlite3.connect(tmp, isolation_level=None)
    try:
        con.backup(dest)
        dest.execute("PRAGMA journal_mode = DELETE")  # a backup is one file, without a -wal beside it
    finally:
        dest.close()
    fd = os.open(tmp, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
    os.replace(tmp, final)
    prune(db)
    return final


def prune(db: Path, keep: int = KEEP) -> None:
    for old in [b.path for b in _files(db)][keep:]:
        try:
            old.unlink()
        except OSError:
            pass
    for part in backups_dir(db).glob(".*.part"):  # a copy a kill interrupted
        try:
            if time.time() - part.stat().st_mtime > 3600:
                part.unlink()
        except OSError:
            pass


def _files(db: Path) -> list[Backup]:
    """The backups of ``db``, newest first, without reading them."""
    out = []
    try:
        paths = list(backups_dir(db).iterdir())
    except OSError:
        return []
    stem = Path(db).stem
    for p in paths:
        m = _NAME.match(p.name)
        if not m or m["stem"] != stem:
            continue
        try:
            when = time.mktime(time.strptime(m["day"] + m["time"], "%Y%m%d%H%M%S")) + int(m["ms"]) / 1000
            size = p.stat().st_size
        except (OSError, ValueError, OverflowError):
            continue
        out.append(Backup(p, when, m["reason"], size, None, None))
    out.sort(key=lambda b: b.path.name[len(stem):], reverse=True)
    return out


def list_backups(db: Path) -> list[Backup]:
    """The backups of ``db``, newest first, each with how many nights it holds."""
    out = []
    for b in _files(db):
        nights, title = None, None
        try:
            con = sqlite3.connect(f"{b.path.absolute().as_uri()}?immutable=1", uri=True)
            try:
                if con.execute("PRAGMA application_id").fetchone()[0] == schema.APP_ID:
                    nights = con.execute("SELECT COUNT(*) FROM sessions").fetchone()[0]
                    row = con.execute("SELECT title FROM sessions ORDER BY id DESC LIMIT 1").fetchone()
                    title = row[0] if row and isinstance(row[0], str) else None
            finally:
                con.close()
        except DB_ERRORS:
            pass
        out.append(Backup(b.path, b.when, b.reason, b.size, nights, title))
    return out


def _check_backup(backup: Path) -> None:
    why = None
    try:
        con = sqlite3.connect(f"{Path(backup).absolute().as_uri()}?immutable=1", uri=True)
        try:
            if con.execute("PRAGMA application_id").fetchone()[0] != schema.APP_ID:
                why = tr("store", "it is not a tableapp backup")
            elif con.execute("PRAGMA user_version").fetchone()[0] > schema.SCHEMA_VERSION:
                why = tr("store", "it was made by a newer tableapp")
            elif con.execute("PRAGMA integrity_check(1)").fetchone()[0] != "ok":
                why = tr("store", "it is damaged")
        finally:
            con.close()
    except DB_ERRORS as e:
        why = tr("store", "it cannot be read ({error})").format(error=e)
    if why:
        raise StoreError(tr("store", "Cannot restore {path}: {why}. Nothing was changed.").format(path=backup, why=why))


def _current_is_foreign(db: Path) -> bool:
    """The file at ``db`` holds something that is not a tableapp database (never replaced)."""
    try:
        if not db.exists() or db.stat().st_size == 0:
            return False
        with open(db, "rb") as f:
            if f.read(16) != b"SQLite format 3\x00":
                return True
        con = sqlite3.connect(f"{db.absolute().as_uri()}?immutable=1", uri=True)
        try:
            app_id = con.execute("PRAGMA application_id").fetchone()[0]
        finally:
            con.close()
        return app_id not in (schema.APP_ID, 0)
    except (OSError, *DB_ERRORS):
        return False  # ours but damaged beyond reading: it is kept aside, not lost


def restore(db: Path, backup: Path) -> Path | None:
    """Put ``backup`` in place of the database ``db`` (whose store the caller has closed).
    Returns where the replaced file is kept (None if there was none)."""
    db = Path(db)
    _check_backup(backup)
    if _current_is_foreign(db):
        raise StoreError(tr("store", "Cannot restore over {path}: it is not a tableapp database. Nothing was "
                                     "changed; choose another data folder.").format(path=db))
    try:
        use = FileUse(db)
    except OSError as e:
        raise StoreError(tr("store", "Cannot restore into {folder}: {error}. Nothing was changed.").format(
            folder=db.parent, error=e.strerror or e)) from e
    try:
        if not use.alone():
            raise StoreError(tr("store", "The database {path} is open in another tableapp window: close it there "
                                         "first. Nothing was changed.").format(path=db))
        tmp = db.with_name(f".{db.name}.restore-{os.getpid()}")
        aside = None
        try:
            shutil.copyfile(backup, tmp)
            con = sqlite3.connect(tmp, isolation_level=None)
            try:
                con.execute("PRAGMA journal_mode = WAL")
            finally:
                con.close()
            fd = os.open(tmp, os.O_RDONLY)
            try:
                os.fsync(fd)
            finally:
                os.close(fd)
            if db.exists():
                aside = db.with_name(f"{db.name}.replaced-{time.strftime('%Y%m%d-%H%M%S')}")
                try:
                    os.link(db, aside)  # the old file keeps its name until the new one takes it
                except OSError:
                    shutil.copy2(db, aside)
                for side in ("-wal", "-shm"):
                    src = db.with_name(db.name + side)
                    if src.exists():
                        os.replace(src, aside.with_name(aside.name + side))
            os.replace(tmp, db)
        except (OSError, *DB_ERRORS) as e:
            raise StoreError(tr("store", "Cannot restore {path}: {error}. Nothing was changed.").format(
                path=backup, error=getattr(e, "strerror", None) or e)) from e
        finally:
            tmp.unlink(missing_ok=True)
        return aside
    finally:
        use.close()
