"""Opening the night file: made in one step, checked before SQLite may change it.

- A new file is built beside the path and renamed into place, so a kill at any moment of the
  first start-up leaves either no file or a whole one.
- An existing file is checked read-only first: with ``immutable=1`` SQLite neither recovers a
  -wal nor writes anything; a -wal left by a crash is checked on a private copy, so a -wal that
  is not ours is never recovered into the file.
- Only a sound tableapp file that can be written is opened for writing. A damaged one, or one
  that cannot be written here, is read from a private copy: the file stays byte for byte.
"""
from __future__ import annotations

import os
import secrets
import shutil
import sqlite3
import stat
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from tableapp.core.errors import StoreError
from tableapp.core.i18n import tr

from . import schema
from .lock import FileUse

# what reading a damaged file can raise: SQLite's errors, and its message about a broken name
DB_ERRORS = (sqlite3.Error, UnicodeDecodeError)
OPEN_TIMEOUT = 5.0  # seconds to wait for another program's lock before saying it is in use
MAGIC = b"SQLite format 3\x00"


@dataclass
class Opened:
    con: sqlite3.Connection
    read_only: str | None = None  # why the whole file opens read-only (None: it can be written)
    damaged: bool = False         # SQLite's integrity check failed: read without its indexes
    use: FileUse | None = None
    private: Path | None = None   # folder of the private copy read instead of the file


def refuse(path: Path, why: str) -> StoreError:
    return StoreError(tr("store", "Cannot use the database {path}: {why}. The file was left untouched.").format(
        path=path, why=why))


def refuse_folder(path: Path) -> StoreError:
    return StoreError(tr("store", "Cannot use the database {path}: it is a folder, not a database file. Nothing "
                                  "was changed.").format(path=path))


def reason(e: BaseException) -> str:
    """What a SQLite error means for the person, in a few words."""
    name = getattr(e, "sqlite_errorname", "") or ""
    text = str(e).lower()
    if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")) or "locked" in text:
        return tr("store", "it is in use by another program")
    if name.startswith("SQLITE_READONLY") or "readonly" in text or "read-only" in text:
        return tr("store", "it cannot be written here (read-only)")
    if name.startswith("SQLITE_FULL") or "full" in text:
        return tr("store", "the disk is full")
    if name.startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB")) or "malformed" in text or "not a database" in text:
        return tr("store", "it is damaged ({error})").format(error=e)
    if isinstance(e, UnicodeDecodeError):
        return tr("store", "it is damaged ({error})").format(error=e)
    if isinstance(e, (UnicodeError, OverflowError)):
        return tr("store", "a value cannot be stored ({error})").format(error=e)
    return str(e)


def read_text(raw: bytes) -> str:
    # a damaged byte in a text value reads as itself (and fails its row's hash), not as a crash
    return raw.decode("utf-8", "surrogateescape")


def connect(target, **kw) -> sqlite3.Connection:
    con = sqlite3.connect(target, isolation_level=None, check_same_thread=False, **kw)
    con.text_factory = read_text
    return con


def sidecar(path: Path, suffix: str) -> Path:
    return path.with_name(path.name + suffix)


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0


def cannot_write(path: Path) -> str | None:
    """Why the file cannot be written here, or None if it can."""
    if not os.access(path.parent, os.W_OK | os.X_OK):
        return tr("store", "the folder {folder} is read-only").format(folder=path.parent)
    for p in (path, sidecar(path, "-wal"), sidecar(path, "-shm")):
        if p.exists() and not os.access(p, os.R_OK | os.W_OK):
            return tr("store", "{file} is read-only").format(file=p.name)
    return None


# -- a new file -----------------------------------------------------------------------------------
def create(path: Path, replace: bool = False) -> None:
    """Make a new, complete tableapp file at ``path`` in one rename. ``replace``: what is there
    holds nothing (an empty file, or a database without a single table)."""
    folder = path.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise StoreError(tr("store", "Cannot create the database {path}: {error}. Nothing was changed.").format(
            path=path, error=e.strerror or e)) from e
    _remove_leftovers(folder, path.name)
    tmp = folder / f".{path.name}.new-{os.getpid()}-{secrets.token_hex(4)}"
    try:
        con = sqlite3.connect(tmp, isolation_level=None)
        try:
            con.execute("BEGIN IMMEDIATE")
            schema.create(con)
            con.execute("COMMIT")
            con.execute("PRAGMA journal_mode = WAL")  # set before the rename: the file is whole when it appears
        finally:
            con.close()
        _fsync(tmp)
        if replace:
            for side in ("-wal", "-shm"):
                sidecar(path, side).unlink(missing_ok=True)
            os.replace(tmp, path)
        else:
            try:
                os.link(tmp, path)  # never over a file another tableapp made a moment ago
            except FileExistsError:
                pass
            except OSError:  # no hard links here (e.g. FAT): a plain rename, still in one step
                if not path.exists():
                    os.replace(tmp, path)
        _fsync_dir(folder)
    except (OSError, *DB_ERRORS) as e:
        why = e.strerror if isinstance(e, OSError) and e.strerror else reason(e)
        raise StoreError(tr("store", "Cannot create the database {path}: {error}. Nothing was changed.").format(
            path=path, error=why)) from e
    finally:
        for p in (tmp, sidecar(tmp, "-journal"), sidecar(tmp, "-wal"), sidecar(tmp, "-shm")):
            try:
                p.unlink(missing_ok=True)
            except OSError:
                pass


def _remove_leftovers(folder: Path, name: str) -> None:
    """New files a killed start-up left half made (older than a minute: not one being made now)."""
    try:
        for p in folder.glob(f".{name}.new-*"):
            if time.time() - p.stat().st_mtime > 60:
                p.unlink(missing_ok=True)
    except OSError:
        pass


def _fsync(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _fsync_dir(folder: Path) -> None:
    if os.name == "nt":  # Windows cannot open a folder; its renames are durable on their own
        return
    try:
        _fsync(folder)
    except OSError:
        pass


# -- an existing file ------------------------------------------------------------------------------
def open_file(path: Path) -> Opened:
    path = Path(os.path.abspath(path))  # SQLite's URIs (immutable, mode=ro) need an absolute path
    for _ in range(3):  # an empty file is replaced by a new one, then opened
        opened = _open_once(path)
        if opened is not None:
            return opened
    raise refuse(path, tr("store", "it could not be made"))


def _open_once(path: Path) -> Opened | None:
    try:
        st = path.stat()
    except FileNotFoundError:
        st = None
    except OSError as e:
        raise refuse(path, tr("store", "it cannot be read ({error})").format(error=e.strerror or e)) from e
    if st is not None and stat.S_ISDIR(st.st_mode):
        raise refuse_folder(path)
    wal = sidecar(path, "-wal")
    wal_size = _size(wal)
    if st is None or (st.st_size == 0 and not wal_size):
        create(path, replace=st is not None)
        return None
    try:
        with open(path, "rb") as f:
            head = f.read(100)
    except OSError as e:
        raise refuse(path, tr("store", "it cannot be read ({error})").format(error=e.strerror or e)) from e
    if st.st_size and (len(head) < 100 or not head.startswith(MAGIC)):
        raise refuse(path, tr("store", "it is not a tableapp database (not SQLite at all)"))

    use = FileUse.existing(path)
    others = use is not None and not use.alone()
    private: Path | None = None
    probe = None
    try:
        try:
            if wal_size and not others:
                # a crash's -wal, or one that is not ours: SQLite recovers it on a copy only
                private = Path(tempfile.mkdtemp(prefix="tableapp-check-"))
                shutil.copyfile(path, private / path.name)
                shutil.copyfile(wal, private / (path.name + "-wal"))
                probe = connect(private / path.name)
            elif others:  # another tableapp writes it now: its -wal is live and ours
                probe = connect(f"{path.as_uri()}?mode=ro", uri=True, timeout=OPEN_TIMEOUT)
            else:
                probe = connect(f"{path.as_uri()}?immutable=1", uri=True)
            app_id = probe.execute("PRAGMA application_id").fetchone()[0]
            version = probe.execute("PRAGMA user_version").fetchone()[0]
            tables = probe.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()[0]
        except OSError as e:
            raise refuse(path, tr("store", "it cannot be checked ({error})").format(error=e.strerror or e)) from e
        except DB_ERRORS as e:
            raise refuse(path, reason(e)) from e
        if app_id == 0 and version == 0 and tables == 0 and not others:
            # a database without a single table (a first start-up killed by an older tableapp)
            probe.close()
            probe = None
            if use is not None:
                use.close()
                use = None
            create(path, replace=True)
            return None
        if app_id != schema.APP_ID:
            if wal_size and _main_is_ours(path):
                raise refuse(path, tr("store", "the file {wal} beside it does not belong to it (move it away to "
                                               "open the night)").format(wal=wal.name))
            raise refuse(path, tr("store", "it belongs to another program"))
        if version > schema.SCHEMA_VERSION:
            raise refuse(path, tr("store", "it was made by a newer tableapp"))
        try:
            problems = [r[0] for r in probe.execute("PRAGMA integrity_check(20)")]
        except DB_ERRORS as e:
            problems = [str(e)]
        damaged = problems != ["ok"]
        ro_why = cannot_write(path)
        if not damaged and not ro_why:
            try:
                con = _open_for_writing(path, version)
            except _ReadOnlyHere as e:
                ro_why = str(e)
            else:
                probe.close()
                probe = None
                if private is not None:
                    shutil.rmtree(private, ignore_errors=True)
                    private = None
                try:
                    if use is None:
                        use = FileUse(path)
                    shared = use.share()
                except OSError:  # no lock beside the file: it still works, without the -wal guard
                    shared = True
                if not shared:
                    con.close()
                    raise refuse(path, tr("store", "it is in use by another program"))
                return Opened(con, use=use)
        if damaged:
            msg = tr("store", "The database {path} is damaged ({detail}): it is opened for reading only. "
                              "Restore a backup (start page: Restore…) to play on.").format(
                path=path, detail="; ".join(problems[:2]))
        else:
            msg = tr("store", "The database {path} cannot be written here ({why}): it is opened for "
                              "reading.").format(path=path, why=ro_why)
        con, private = _private_copy(path, probe, private, version)
        probe = None
        if use is not None:
            use.close()
            use = None
        return Opened(con, read_only=msg, damaged=damaged, private=private)
    except BaseException:
        if probe is not None:
            probe.close()
        if use is not None:
            use.close()
        if private is not None:
            shutil.rmtree(private, ignore_errors=True)
        raise


def _main_is_ours(path: Path) -> bool:
    """The file alone (without its -wal) is a tableapp database."""
    try:
        con = sqlite3.connect(f"{path.as_uri()}?immutable=1", uri=True)
        try:
            return con.execute("PRAGMA application_id").fetchone()[0] == schema.APP_ID
        finally:
            con.close()
    except DB_ERRORS:
        return False


def _private_copy(path: Path, probe: sqlite3.Connection, private: Path | None,
                  version: int) -> tuple[sqlite3.Connection, Path]:
    """A copy of the file (with its -wal already recovered, if it had one) to read from."""
    try:
        if private is None:  # the probe read the file itself (immutable): copy what it read
            private = Path(tempfile.mkdtemp(prefix="tableapp-read-"))
            copy = connect(private / path.name)
            probe.backup(copy)
            probe.close()
        else:
            probe.close()
            copy = connect(private / path.name)
        if version < schema.SCHEMA_VERSION:
            copy.execute("BEGIN IMMEDIATE")
            schema.migrate(copy, version)
            copy.execute("COMMIT")
        copy.execute("PRAGMA query_only = ON")
        return copy, private
    except (OSError, *DB_ERRORS) as e:
        if private is not None:
            shutil.rmtree(private, ignore_errors=True)
        raise refuse(path, tr("store", "it cannot be read ({error})").format(error=reason(e))) from e


class _ReadOnlyHere(Exception):
    """The file turned out not writable when opened (a read-only disk the access check missed)."""


def _open_for_writing(path: Path, version: int) -> sqlite3.Connection:
    try:
        con = connect(path, timeout=OPEN_TIMEOUT)
    except DB_ERRORS as e:
        raise refuse(path, reason(e)) from e
    try:
        con.execute("PRAGMA foreign_keys = ON")
        con.execute("PRAGMA journal_mode = WAL")
        con.execute("PRAGMA synchronous = FULL")
        if version < schema.SCHEMA_VERSION:
            from .backups import make_backup

            make_backup(con, path, "before-upgrade")  # the older tableapp's file, kept as it was
            con.execute("BEGIN IMMEDIATE")
            try:
                schema.migrate(con, version)
                con.execute("COMMIT")
            except BaseException:
                con.execute("ROLLBACK")
                raise
        return con
    except DB_ERRORS as e:
        con.close()
        name = getattr(e, "sqlite_errorname", "") or ""
        if name.startswith(("SQLITE_READONLY", "SQLITE_CANTOPEN")):
            raise _ReadOnlyHere(reason(e)) from e
        raise refuse(path, reason(e)) from e
