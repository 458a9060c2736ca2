"""Every bad file or folder gets one clear sentence with the right reason, and a file that is
not ours (or that we only read) stays byte for byte as it was."""
import json
import os
import sqlite3
import subprocess
import sys
import time

import pytest

from tableapp.cli import main
from tableapp.core.errors import InputError, StoreError
from tableapp.core.session import Session
from tableapp.store import opening
from tableapp.store.backups import list_backups
from tableapp.store.db import SCHEMA_VERSION, EventStore
from tableapp.store.nights import open_night
from tableapp.store.paths import DB_NAME

from store_files import fingerprints, play_a_night, sha256, version_1_file


@pytest.fixture(autouse=True)
def _toy(toy_registered):
    """Every test here plays the toy game."""


def test_a_folder_at_the_database_path_is_named_as_a_folder(tmp_path, capsys):
    (tmp_path / DB_NAME).mkdir()
    (tmp_path / DB_NAME / "notes.txt").write_text("mine")
    with pytest.raises(StoreError, match="it is a folder, not a database file"):
        EventStore(tmp_path / DB_NAME)
    assert main(["list", "--data-dir", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert "is a folder" in err and "Traceback" not in err
    assert [p.name for p in (tmp_path / DB_NAME).iterdir()] == ["notes.txt"]


@pytest.mark.parametrize("content", [b"these are my tax notes", b"SQLite format 3\x00" + b"\x00" * 300,
                                     b"SQLite format 3\x00"])
def test_a_file_that_is_not_a_tableapp_database_is_refused_untouched(tmp_path, content):
    path = tmp_path / DB_NAME
    path.write_bytes(content)
    before = fingerprints(tmp_path)
    with pytest.raises(StoreError, match="left untouched"):
        EventStore(path)
    assert fingerprints(tmp_path) == before


def another_programs_database(path, checkpoint=False):
    """A SQLite database of another program, left with its -wal (as while it is in use)."""
    code = f"""
import os, sqlite3
con = sqlite3.connect({str(path)!r}, isolation_level=None)
con.execute("PRAGMA journal_mode = WAL")
con.execute("PRAGMA wal_autocheckpoint = 0")
con.execute("CREATE TABLE recipes(name)")
con.execute("INSERT INTO recipes VALUES ('miso soup')")
con.execute("PRAGMA application_id = 77")
{"con.close()" if checkpoint else "os._exit(0)  # no checkpoint: the rows stay in the -wal"}
"""
    subprocess.run([sys.executable, "-c", code], check=True)


def test_another_programs_database_and_its_wal_stay_byte_for_byte(tmp_path, capsys):
    path = tmp_path / DB_NAME
    another_programs_database(path)
    assert (tmp_path / (DB_NAME + "-wal")).stat().st_size > 0
    before = fingerprints(tmp_path)
    with pytest.raises(StoreError, match="belongs to another program.*left untouched"):
        EventStore(path)
    assert main(["list", "--data-dir", str(tmp_path)]) == 2
    assert "another program" in capsys.readouterr().err
    assert fingerprints(tmp_path) == before
    assert not (tmp_path / (DB_NAME + ".lock")).exists()  # nothing is made beside a file that is not ours


def test_a_wal_of_another_database_beside_the_night_is_never_recovered_into_it(tmp_path):
    path = tmp_path / DB_NAME
    _store, s = play_a_night(path)
    other = tmp_path / "other" / "recipes.sqlite3"
    other.parent.mkdir()
    another_programs_database(other)
    (tmp_path / (DB_NAME + "-wal")).write_bytes((other.parent / "recipes.sqlite3-wal").read_bytes())
    before = fingerprints(tmp_path)
    with pytest.raises(StoreError, match=f"{DB_NAME}-wal beside it does not belong to it"):
        EventStore(path)
    assert fingerprints(tmp_path) == before
    (tmp_path / (DB_NAME + "-wal")).rename(tmp_path / "moved-away")
    again = open_night(EventStore(path), s.id)  # the night itself was never touched
    assert again.balances() == s.balances()


def test_a_database_from_a_newer_tableapp_is_refused_untouched(tmp_path):
    path = tmp_path / DB_NAME
    play_a_night(path)
    con = sqlite3.connect(path)
    con.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    con.commit()
    con.close()
    before = fingerprints(tmp_path)
    with pytest.raises(StoreError, match="made by a newer tableapp.*left untouched"):
        EventStore(path)
    assert fingerprints(tmp_path) == before


def test_an_empty_file_becomes_a_new_database(tmp_path):
    path = tmp_path / DB_NAME
    path.write_bytes(b"")
    store = EventStore(path)
    assert store.sessions() == [] and store.read_only is None


def test_a_database_killed_while_an_older_tableapp_made_it_is_taken_over(tmp_path):
    # tableapp 0.1 switched WAL on (writing the file's header) before the tables committed
    path = tmp_path / DB_NAME
    code = f"""
import os, sqlite3
con = sqlite3.connect({str(path)!r}, isolation_level=None)
con.execute("PRAGMA journal_mode = WAL")
con.execute("BEGIN IMMEDIATE")
con.execute("CREATE TABLE sessions(id)")
os._exit(0)
"""
    subprocess.run([sys.executable, "-c", code], check=True)
    assert path.stat().st_size > 0
    store = EventStore(path)
    s = Session("Friday", ["Ann", "Bo"], store)
    store.close()
    assert [i.title for i in EventStore(path).sessions()] == ["Friday"] and s.id == 1


def test_a_read_only_folder_opens_for_reading_and_changes_nothing(tmp_path, monkeypatch, capsys):
    path = tmp_path / DB_NAME
    _store, s = play_a_night(path)
    before = fingerprints(tmp_path)
    if os.geteuid() != 0:  # a real read-only folder (root may write anywhere: then it is simulated)
        tmp_path.chmod(0o555)
    else:
        monkeypatch.setattr(opening, "cannot_write", lambda p: f"the folder {p.parent} is read-only")
    try:
        store = EventStore(path)
        assert "opened for reading" in store.read_only and "damaged" not in store.read_only
        night = open_night(store, s.id)
        assert "opened for reading" in night.read_only_reason
        assert night.balances() == s.balances()
        with pytest.raises(InputError, match="opened for reading"):
            night.act({"by": "Bo", "do": "ante"})
        with pytest.raises(StoreError, match="opened for reading"):
            Session("Saturday", ["Ann", "Bo"], store)
        store.close()
        assert main(["export", str(s.id), "--data-dir", str(tmp_path)]) == 0
        assert "Ann" in capsys.readouterr().out
    finally:
        tmp_path.chmod(0o755)
    assert fingerprints(tmp_path) == before


def hold_the_file(path, how):
    """Another program holding ``path`` locked until its stdin closes."""
    code = f"""
import sqlite3, sys
con = sqlite3.connect({str(path)!r}, isolation_level=None)
{how}
print("holding", flush=True)
sys.stdin.read()
"""
    proc = subprocess.Popen([sys.executable, "-c", code], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert proc.stdout.readline().strip() == "holding"
    return proc


def test_a_database_locked_by_another_program_is_reported_as_in_use(tmp_path, monkeypatch):
    monkeypatch.setattr(opening, "OPEN_TIMEOUT", 0.2)
    path = tmp_path / DB_NAME
    _store, s = play_a_night(path)
    proc = hold_the_file(path, 'con.execute("PRAGMA locking_mode = EXCLUSIVE"); con.execute("BEGIN EXCLUSIVE")')
    try:
        before = sha256(path)
        with pytest.raises(StoreError, match="in use by another program") as refused:
            EventStore(path)
        assert "damaged" not in str(refused.value)
        assert sha256(path) == before
    finally:
        proc.stdin.close()
        proc.wait()


def test_a_write_while_another_program_holds_the_lock_says_so_and_changes_nothing(tmp_path, monkeypatch):
    path = tmp_path / DB_NAME
    store, s = play_a_night(path, close=False)
    store._con.execute("PRAGMA busy_timeout = 200")
    proc = hold_the_file(path, 'con.execute("BEGIN IMMEDIATE")')
    try:
        before = s.balances()
        with pytest.raises(StoreError, match="in use by another program. Nothing was changed"):
            s.act({"by": "Ann", "do": "ante"})
        assert s.balances() == before
    finally:
        proc.stdin.close()
        proc.wait()
    s.act({"by": "Ann", "do": "ante"})  # free again: the night goes on


@pytest.mark.parametrize("column,value,words", [
    ("roster", "[\"Ann\", \"Bo\"", "players cannot be read"),
    ("roster", "5", "players cannot be read"),
    ("created", 1e300, "start time cannot be true"),
])
def test_damaged_values_of_a_night_get_a_sentence_not_a_traceback(tmp_path, capsys, column, value, words):
    path = tmp_path / DB_NAME
    play_a_night(path)
    con = sqlite3.connect(path)
    con.execute(f"UPDATE sessions SET {column} = ?", (value,))
    con.commit()
    con.close()
    before = fingerprints(tmp_path)
    store = EventStore(path)
    [info] = store.sessions()
    assert words in info.problem
    with pytest.raises(StoreError, match="title, players or start time were changed"):
        open_night(store, info.id)
    store.close()
    assert main(["list", "--data-dir", str(tmp_path)]) == 0
    assert words in capsys.readouterr().out
    assert main(["export", "1", "--data-dir", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert "changed" in err and "Traceback" not in err
    assert fingerprints(tmp_path) == before


def test_an_impossible_time_inside_the_log_stops_the_night_there(tmp_path, capsys):
    path = tmp_path / DB_NAME
    _store, s = play_a_night(path)
    con = sqlite3.connect(path)
    con.execute("UPDATE entries SET ts = 1e300 WHERE n = (SELECT MAX(n) FROM entries)")
    con.commit()
    con.close()
    night = open_night(EventStore(path), s.id)
    assert night.read_only_reason.startswith(f"Night {s.id}: action 4 of game 2 was changed")
    assert main(["list", "--data-dir", str(tmp_path)]) == 0  # the list shows it without a traceback
    assert "Friday" in capsys.readouterr().out


def test_a_version_1_database_is_brought_up_to_date_in_one_step_and_kept_as_a_backup(tmp_path):
    path = tmp_path / DB_NAME
    version_1_file(path)
    old = sha256(path)
    store = EventStore(path)
    assert store._con.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    [kept] = list_backups(path)
    assert kept.reason == "before-upgrade" and kept.nights == 2
    night = open_night(store, 1)
    assert night.read_only_reason is None
    assert [len(g.run.played) for g in night.games] == [2, 0]  # game 2 (its start undone) is not there
    assert night.balances() == {"Ann": 2, "Bo": 2, "#pot": 0}
    night.act({"by": "Ann", "do": "ante"})  # plays on, and the chain goes on from the migrated rows
    store.close()
    again = open_night(EventStore(path), 1)
    assert again.read_only_reason is None and len(again.game.run.played) == 1
    done = open_night(EventStore(path), 2, write=False)
    assert done.finished and old != sha256(path)


def test_a_version_1_database_that_cannot_be_written_is_read_without_changing_it(tmp_path, monkeypatch):
    path = tmp_path / DB_NAME
    version_1_file(path)
    before = fingerprints(tmp_path)
    monkeypatch.setattr(opening, "cannot_write", lambda p: "the folder is read-only")
    store = EventStore(path)
    assert "opened for reading" in store.read_only
    assert open_night(store, 1).balances() == {"Ann": 2, "Bo": 2, "#pot": 0}
    store.close()
    assert fingerprints(tmp_path) == before


def test_a_name_that_cannot_be_stored_is_refused_with_a_sentence(tmp_path):
    store = EventStore(tmp_path / DB_NAME)
    with pytest.raises(StoreError, match="Nothing was changed"):
        store.create_session("Friday \ud800", ["Ann", "Bo"], time.time())
    assert store.sessions() == []


def test_the_json_export_of_a_read_only_night_is_the_same(tmp_path, monkeypatch, capsys):
    path = tmp_path / DB_NAME
    _store, s = play_a_night(path)
    assert main(["export", str(s.id), "--format", "json", "--data-dir", str(tmp_path)]) == 0
    writable = json.loads(capsys.readouterr().out)
    monkeypatch.setattr(opening, "cannot_write", lambda p: "the folder is read-only")
    assert main(["export", str(s.id), "--format", "json", "--data-dir", str(tmp_path)]) == 0
    assert json.loads(capsys.readouterr().out) == writable
