"""Automatic backups: a consistent copy after each game and on quit, the last 10 kept;
`tableapp backups` lists them and puts one back."""
import sqlite3

import pytest

from tableapp.cli import main
from tableapp.core.errors import StoreError
from tableapp.core.session import Session
from tableapp.store import backups
from tableapp.store.db import EventStore
from tableapp.store.nights import open_night
from tableapp.store.paths import DB_NAME

from store_files import chips_of, fingerprints, play_a_night, sha256
from test_store_files import another_programs_database


@pytest.fixture(autouse=True)
def _toy(toy_registered):
    """Every test here plays the toy game."""


def test_a_backup_is_a_whole_file_of_its_own_made_only_when_something_changed(tmp_path):
    path = tmp_path / DB_NAME
    store, s = play_a_night(path, close=False)
    made = store.backup("game")
    assert made.parent == tmp_path / "backups" and made.name.endswith("-game.sqlite3")
    assert not made.with_name(made.name + "-wal").exists()
    assert store.backup("game") is None  # nothing written since
    s.act({"by": "Ann", "do": "ante"})
    store.close()  # on quit: a copy with that last action
    [quit_copy, game_copy] = backups.list_backups(path)
    assert (quit_copy.reason, game_copy.reason) == ("quit", "game") and quit_copy.nights == 1
    again = open_night(EventStore(quit_copy.path), s.id, write=False)
    assert chips_of(again) == chips_of(s)


def test_the_last_ten_are_kept(tmp_path, monkeypatch):
    path = tmp_path / DB_NAME
    store = EventStore(path)
    clock = iter(range(1_700_000_000, 1_700_000_100))
    monkeypatch.setattr(backups.time, "time", lambda: float(next(clock)))
    for i in range(13):
        Session(f"Night {i}", ["Ann", "Bo"], store)
        store.backup("game")
    kept = backups.list_backups(path)
    assert len(kept) == 10
    assert [b.nights for b in kept] == list(range(13, 3, -1))  # the newest first


def test_a_read_only_or_damaged_file_makes_no_backup(tmp_path, monkeypatch):
    path = tmp_path / DB_NAME
    play_a_night(path)
    from tableapp.store import opening

    monkeypatch.setattr(opening, "cannot_write", lambda p: "the folder is read-only")
    store = EventStore(path)
    assert store.backup("game") is None
    store.close()
    assert backups.list_backups(path)[0].reason == "quit"  # only the one play_a_night's close made


def test_tableapp_backups_lists_them_and_puts_one_back(tmp_path, capsys):
    path = tmp_path / DB_NAME
    store, s = play_a_night(path, close=False)
    store.backup("game")
    Session("Later", ["Cy", "Di"], store)
    store.close()
    assert main(["backups", "--data-dir", str(tmp_path)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 2 and "quit" in out[0] and "2 nights (last: Later)" in out[0]
    assert "game" in out[1] and "1 night (last: Friday)" in out[1]
    before = sha256(path)
    assert main(["backups", "--restore", "2", "--data-dir", str(tmp_path)]) == 0
    said = capsys.readouterr().out
    assert "restored" in said and "kept as" in said
    kept = [p for p in tmp_path.iterdir() if ".replaced-" in p.name]
    assert [sha256(p) for p in kept] == [before]  # the file it replaced, byte for byte
    assert [i.title for i in EventStore(path).sessions()] == ["Friday"]
    assert main(["backups", "--restore", "9", "--data-dir", str(tmp_path)]) == 2


def test_no_backups_yet_says_so(tmp_path, capsys):
    assert main(["backups", "--data-dir", str(tmp_path)]) == 0
    assert "no backups yet" in capsys.readouterr().out


def test_restoring_while_the_file_is_open_elsewhere_changes_nothing(tmp_path):
    path = tmp_path / DB_NAME
    store, _s = play_a_night(path, close=False)
    made = store.backup("game")
    before = fingerprints(tmp_path)
    with pytest.raises(StoreError, match="open in another tableapp window"):
        backups.restore(path, made)
    assert fingerprints(tmp_path) == before


def test_a_backup_is_never_restored_over_a_file_that_is_not_ours(tmp_path):
    path = tmp_path / DB_NAME
    store, _s = play_a_night(tmp_path / "mine" / DB_NAME, close=False)
    made = store.backup("game")
    store.close()
    another_programs_database(path, checkpoint=True)
    before = fingerprints(tmp_path)
    with pytest.raises(StoreError, match="not a tableapp database. Nothing was changed"):
        backups.restore(path, made)
    assert fingerprints(tmp_path) == before


def test_a_damaged_backup_is_refused(tmp_path):
    path = tmp_path / DB_NAME
    bad = tmp_path / "backups" / "tableapp-20260101-120000-000-game.sqlite3"
    bad.parent.mkdir()
    bad.write_bytes(b"SQLite format 3\x00" + b"\x01" * 500)
    with pytest.raises(StoreError, match="Cannot restore"):
        backups.restore(path, bad)
    assert not path.exists()
    assert backups.list_backups(path)[0].nights is None


def test_a_backup_copy_keeps_working_while_the_night_goes_on(tmp_path):
    path = tmp_path / DB_NAME
    store, s = play_a_night(path, close=False)
    made = store.backup("game")
    s.act({"by": "Ann", "do": "ante"})
    con = sqlite3.connect(made)
    assert con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    assert con.execute("SELECT COUNT(*) FROM entries").fetchone()[0] == 8  # without the action after it
    con.close()
