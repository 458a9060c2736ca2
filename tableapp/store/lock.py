"""Who may write: one window per night, and whether another tableapp has the file open.

Both are operating-system file locks (flock; on Windows a locked byte), so a process that dies
releases them at once: a stale lock of a dead process is simply taken over. A night's lock
file names its holder (host, pid), which is what a second window tells the person.
"""
from __future__ import annotations

import json
import os
import socket
import time
from pathlib import Path

from tableapp.core.i18n import tr

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None
    import msvcrt

_WIN_LOCK_AT = 1 << 20  # Windows locks a byte range: one far past the holder's note, which stays readable


def _try_lock(fd: int, shared: bool = False) -> bool:
    try:
        if fcntl is not None:
            fcntl.flock(fd, (fcntl.LOCK_SH if shared else fcntl.LOCK_EX) | fcntl.LOCK_NB)
        else:  # no shared locks on Windows: a shared use is taken as exclusive for a moment only
            os.lseek(fd, _WIN_LOCK_AT, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
            if shared:
                msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
        return True
    except OSError:
        return False


def _unlock(fd: int) -> None:
    try:
        if fcntl is not None:
            fcntl.flock(fd, fcntl.LOCK_UN)
        else:
            os.lseek(fd, _WIN_LOCK_AT, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
    except OSError:
        pass


def night_lock_path(db: Path, night: int) -> Path:
    return db.with_name(f"{db.name}.night-{night}.lock")


class NightLock:
    """The right to write one night. ``acquire`` returns None when held, or who holds it."""

    def __init__(self, db: Path, night: int):
        self.path = night_lock_path(db, night)
        self.fd: int | None = None

    def acquire(self) -> dict | None:
        """None if this lock is ours now; otherwise the holder's note ({} if unreadable)."""
        if self.fd is not None:
            return None
        for _ in range(20):
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
            if not _try_lock(fd):
                os.close(fd)
                return holder(self.path)
            # the holder before us may have removed the file on release: lock the one at the path
            try:
                same = fcntl is None or os.fstat(fd).st_ino == os.stat(self.path).st_ino
            except OSError:
                same = False
            if same:
                note = json.dumps({"host": socket.gethostname(), "pid": os.getpid(), "since": time.time()})
                os.ftruncate(fd, 0)
                os.lseek(fd, 0, os.SEEK_SET)
                os.write(fd, note.encode())
                self.fd = fd
                return None
            os.close(fd)
        return {}

    def release(self) -> None:
        if self.fd is None:
            return
        if fcntl is not None:  # removed while still locked: the next holder re-checks the path
            try:
                os.unlink(self.path)
            except OSError:
                pass
        _unlock(self.fd)
        os.close(self.fd)
        self.fd = None


def holder(path: Path) -> dict:
    try:
        note = json.loads(path.read_text(encoding="utf-8") or "{}")
        return note if isinstance(note, dict) else {}
    except (OSError, ValueError):
        return {}


class FileUse:
    """Held (shared) by every tableapp that has the database open for writing. A -wal file found
    while nobody holds it was left by a crash or by something else, and is checked before SQLite
    may recover it; while another tableapp holds it, the -wal is that tableapp's live log."""

    def __init__(self, db: Path, create: bool = True):
        self.path = db.with_name(db.name + ".lock")
        self.fd: int | None = os.open(self.path, os.O_RDWR | (os.O_CREAT if create else 0), 0o644)
        self.exclusive = False

    @classmethod
    def existing(cls, db: Path) -> FileUse | None:
        """The lock of a file some tableapp opened before; None if none ever did (nothing is made
        beside a file that may not be ours)."""
        try:
            return cls(db, create=False)
        except OSError:
            return None

    def alone(self) -> bool:
        """Try to be the only user; True if so (the lock is then held exclusively)."""
        self.exclusive = _try_lock(self.fd)
        return self.exclusive

    def share(self, timeout: float = 10.0) -> bool:
        """Hold the lock shared, as every writing tableapp does (waits for a check in progress)."""
        if fcntl is None:
            if self.exclusive:
                _unlock(self.fd)
            self.exclusive = False
            return True
        deadline = time.monotonic() + timeout
        while not _try_lock(self.fd, shared=True):  # flock converts an exclusive lock in place
            if time.monotonic() > deadline:
                return False
            time.sleep(0.02)
        self.exclusive = False
        return True

    def close(self) -> None:
        if self.fd is not None:
            _unlock(self.fd)
            os.close(self.fd)
            self.fd = None


def where(note: dict) -> str:
    """The holder's host and pid in words, for the message a second window shows."""
    host, pid = note.get("host"), note.get("pid")
    if pid == os.getpid() and host == socket.gethostname():
        return tr("store", "another window of this tableapp (pid {pid})").format(pid=pid)
    if host and pid:
        return tr("store", "tableapp on {host} (pid {pid})").format(host=host, pid=pid)
    return tr("store", "another tableapp window")
