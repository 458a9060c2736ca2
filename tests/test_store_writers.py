"""One writer per night: a second window or a second start on the same night opens it read-only
with a message saying where it is open; a dead holder's lock is taken over."""
import os
import signal
import socket
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from tableapp.core.errors import InputError, StoreError
from tableapp.core.session import Entry
from tableapp.store.db import EventStore
from tableapp.store.lock import night_lock_path
from tableapp.store.nights import open_night
from tableapp.store.paths import DB_NAME

from store_files import play_a_night


@pytest.fixture(autouse=True)
def _toy(toy_registered):
    """Every test here plays the toy game."""


def logged(path) -> int:
    con = sqlite3.connect(f"{Path(path).absolute().as_uri()}?mode=ro", uri=True)
    try:
        return con.execute("SELECT COUNT(*) FROM entries").fetchone()[0]
    finally:
        con.close()


def test_a_second_window_on_the_same_night_reads_it_and_cannot_write(tmp_path):
    path = tmp_path / DB_NAME
    first_store, first = play_a_night(path, close=False)
    second_store = EventStore(path)
    second = open_night(second_store, first.id)
    assert second.read_only_reason == (f"Night {first.id} is open in another window of this tableapp "
                                       f"(pid {os.getpid()}): here it opens read-only.")
    n = logged(path)
    with pytest.raises(InputError, match="open in another window"):
        second.act({"by": "Ann", "do": "ante"})
    with pytest.raises(StoreError, match="open in another window.*Nothing was changed"):
        second_store.append(first.id, 1, [Entry("action", {"by": "Ann", "do": "ante"}, False, 1.0)])
    assert logged(path) == n
    first.act({"by": "Ann", "do": "ante"})  # the first window plays on
    assert logged(path) == n + 1
    first_store.close()  # it lets go: the other window may now take the night
    again = open_night(second_store, first.id)
    assert again.read_only_reason is None
    again.act({"do": "dice", "faces": [1, 2, 6]})
    assert logged(path) == n + 2


def test_other_nights_of_the_file_stay_writable_in_both_windows(tmp_path):
    path = tmp_path / DB_NAME
    first_store, first = play_a_night(path, close=False)
    second_store, second = play_a_night(path, title="Saturday", close=False)
    assert open_night(second_store, second.id).read_only_reason is None
    assert "open in another window" in open_night(first_store, second.id).read_only_reason


HOLDER = """
import sys, time
sys.path[:0] = [{tests!r}, {root!r}]
from tableapp.games import registry
registry.GAMES["toy"] = registry.GameEntry("toy_game:ENGINE", "", "")
from tableapp.store.db import EventStore
from tableapp.store.nights import open_night
night = open_night(EventStore({db!r}), {night})
print("open" if night.read_only_reason is None else night.read_only_reason, flush=True)
time.sleep(60)
"""


def test_a_second_start_says_where_the_night_is_open_and_takes_over_once_that_one_died(tmp_path):
    path = tmp_path / DB_NAME
    _store, s = play_a_night(path)
    tests = str(Path(__file__).parent)
    holder = subprocess.Popen([sys.executable, "-c", HOLDER.format(tests=tests, root=str(Path(tests).parent),
                                                                   db=str(path), night=s.id)],
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "open"
        store = EventStore(path)
        night = open_night(store, s.id)
        assert f"tableapp on {socket.gethostname()} (pid {holder.pid})" in night.read_only_reason
    finally:
        os.kill(holder.pid, signal.SIGKILL)
        holder.wait()
    assert night_lock_path(path, s.id).exists()  # a dead holder's lock file stays behind ...
    taken = open_night(store, s.id)  # ... and is simply taken over
    assert taken.read_only_reason is None
    taken.act({"by": "Ann", "do": "ante"})


def test_a_lock_file_left_by_a_dead_process_does_not_block(tmp_path):
    path = tmp_path / DB_NAME
    _store, s = play_a_night(path)
    night_lock_path(path, s.id).write_text('{"host": "elsewhere", "pid": 999999}')
    night = open_night(EventStore(path), s.id)
    assert night.read_only_reason is None


def test_letting_go_of_a_night_removes_its_lock_file(tmp_path):
    path = tmp_path / DB_NAME
    store, s = play_a_night(path, close=False)
    assert night_lock_path(path, s.id).exists()
    store.close()
    assert not night_lock_path(path, s.id).exists()
