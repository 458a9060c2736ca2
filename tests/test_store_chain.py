"""The tamper-evident log: damage is named, never believed; a damaged night opens read-only up to
its last good action and its ledger exports up to there. Snapshots are tied to the log."""
import csv
import io
import sqlite3

import pytest

from tableapp.cli import main
from tableapp.core.errors import StoreError
from tableapp.export.ledger import export
from tableapp.store.db import EventStore
from tableapp.store.nights import open_night
from tableapp.store.paths import DB_NAME

from store_files import chips_of, fingerprints, ledgers_at_every_moment, play_a_night


@pytest.fixture(autouse=True)
def _toy(toy_registered):
    """Every test here plays the toy game."""


def change(path, sql, *args):
    con = sqlite3.connect(path)
    con.execute(sql, args)
    con.commit()
    con.close()


def ledger_rows(session):
    return list(csv.DictReader(io.StringIO(export(session, "csv").lstrip("\ufeff"))))


@pytest.mark.parametrize("sql,words", [
    ("UPDATE entries SET action = '{\"do\": \"dice\", \"faces\": [1, 6, 2]}' WHERE n = 3",
     "action 2 of game 1 was changed. It opens read-only, up to action 1 of game 1."),
    ("UPDATE entries SET ts = ts + 1 WHERE n = 8", "action 2 of game 2 was changed"),
    ("UPDATE games SET setup = replace(setup, '\"chips\": {\"Ann\": 3', '\"chips\": {\"Ann\": 30') WHERE seq = 1",
     "the start of game 2 was changed. It opens read-only, up to action 4 of game 1."),
    ("DELETE FROM entries WHERE n = 4", "missing rows, or has rows it never wrote, after action 2 of game 1"),
    ("UPDATE entries SET hash = zeroblob(32) WHERE n = 10", "action 4 of game 2 was changed"),
    ("UPDATE entries SET game_seq = 0 WHERE n = 9", "action 5 of game 1 was changed"),
    ("UPDATE sessions SET finished = 1", "disagrees with its log"),
])
def test_a_changed_row_is_named_and_the_night_stops_before_it(tmp_path, sql, words):
    path = tmp_path / DB_NAME
    _store, s = play_a_night(path)
    moments = ledgers_at_every_moment(path, s.id)
    assert moments[-1] == chips_of(s)
    change(path, sql)
    night = open_night(EventStore(path), s.id)
    assert night.read_only_reason.startswith(f"Night {s.id}: ") and words in night.read_only_reason
    with pytest.raises(Exception, match="read-only|disagrees|changed|missing"):
        night.act({"by": "Ann", "do": "ante"})
    # whatever opens is a night that was: its chips are those of a moment of the real night
    assert chips_of(night) in moments


def test_a_changed_title_or_roster_cannot_be_opened_but_other_nights_can(tmp_path):
    path = tmp_path / DB_NAME
    _s, first = play_a_night(path)
    _s, second = play_a_night(path, title="Saturday")
    change(path, "UPDATE sessions SET roster = '[\"Ann\", \"Bob\", \"Cy\"]' WHERE id = ?", first.id)
    store = EventStore(path)
    with pytest.raises(StoreError, match=f"Night {first.id}: its title, players or start time were changed"):
        open_night(store, first.id)
    assert open_night(store, second.id).read_only_reason is None


def test_a_damaged_night_exports_its_ledger_up_to_the_last_good_action(tmp_path, capsys):
    path = tmp_path / DB_NAME
    _store, s = play_a_night(path)
    change(path, "UPDATE entries SET action = '{\"by\": \"Ann\", \"do\": \"ante\"}' WHERE n = 8")
    assert main(["export", str(s.id), "--data-dir", str(tmp_path)]) == 0
    out = capsys.readouterr()
    assert f"Night {s.id}: action 2 of game 2 was changed" in out.err
    rows = list(csv.DictReader(io.StringIO(out.out)))
    assert rows == ledger_rows(s)[:len(rows)] and rows[-1]["game"] == "2" and rows[-1]["action"] == "1"


def index_root_page(path, name):
    con = sqlite3.connect(path)
    try:
        page_size = con.execute("PRAGMA page_size").fetchone()[0]
        root = con.execute("SELECT rootpage FROM sqlite_master WHERE name = ?", (name,)).fetchone()[0]
    finally:
        con.close()
    return page_size, root


def test_a_flipped_byte_in_an_index_page_is_found_and_the_night_is_read_without_it(tmp_path):
    path = tmp_path / DB_NAME
    _store, s = play_a_night(path)
    page_size, root = index_root_page(path, "entries_by_game")
    data = bytearray(path.read_bytes())
    start = (root - 1) * page_size
    # the last cell of the index leaf: a key (session, game, id) at the very end of the page
    data[start + page_size - 1] ^= 0x04
    path.write_bytes(bytes(data))
    con = sqlite3.connect(f"{path.as_uri()}?immutable=1", uri=True)
    assert con.execute("PRAGMA quick_check").fetchone()[0] == "ok"  # what tableapp 0.1 relied on
    assert con.execute("PRAGMA integrity_check").fetchone()[0] != "ok"
    con.close()
    before = fingerprints(tmp_path)
    store = EventStore(path)
    assert "is damaged" in store.read_only and "opened for reading only" in store.read_only
    night = open_night(store, s.id)
    assert night.balances() == s.balances() and ledger_rows(night) == ledger_rows(s)
    store.close()
    assert fingerprints(tmp_path) == before


def test_a_snapshot_comes_back_only_while_it_matches_its_log(tmp_path):
    path = tmp_path / DB_NAME
    store, s = play_a_night(path, close=False)
    assert store.load_snapshot(s.id, 1) is None  # a night without snapshots: nothing, no error
    for count in (1, 2, 3, 4):
        store.save_snapshot(s.id, 1, count, f"state after {count}".encode())
    assert store.load_snapshot(s.id, 1) == (4, b"state after 4")
    kept = store._con.execute("SELECT entry_count FROM snapshots WHERE game_seq = 1 ORDER BY 1").fetchall()
    assert kept == [(2,), (3,), (4,)]  # the latest 3 per game
    store.save_snapshot(s.id, 1, 99, b"beyond the log")  # no such entry: not kept
    assert store.load_snapshot(s.id, 1) == (4, b"state after 4")
    store.close()
    change(path, "UPDATE entries SET hash = zeroblob(32) WHERE n = 10")  # game 2's entry 4 changed
    store = EventStore(path)
    assert store.load_snapshot(s.id, 1) == (3, b"state after 3")
    change(path, "UPDATE snapshots SET blob = X'00' WHERE entry_count = 3")
    assert store.load_snapshot(s.id, 1) == (2, b"state after 2")


def test_a_snapshot_that_cannot_be_written_is_not_an_error(tmp_path, monkeypatch):
    from tableapp.store import opening

    path = tmp_path / DB_NAME
    store, s = play_a_night(path, close=False)
    other = EventStore(path)  # another window, reading the night: a snapshot of it is still true
    other.save_snapshot(s.id, 1, 2, b"state")
    assert store.load_snapshot(s.id, 1) == (2, b"state")
    store._con.execute("DROP TABLE snapshots")
    store.save_snapshot(s.id, 1, 3, b"state")  # swallowed: a snapshot is derived data
    assert store.load_snapshot(s.id, 1) is None
    store.close()
    other.close()
    monkeypatch.setattr(opening, "cannot_write", lambda p: "the folder is read-only")
    read_only = EventStore(path)
    read_only.save_snapshot(s.id, 1, 2, b"state")  # a file only read: nothing is written
    assert read_only.load_snapshot(s.id, 1) is None


def test_a_log_that_does_not_replay_opens_read_only_up_to_the_action_before(tmp_path, capsys):
    # what two windows of tableapp 0.1 did: the same call logged twice, so the log no longer replays
    from tableapp.core.session import Entry

    path = tmp_path / DB_NAME
    store, s = play_a_night(path, close=False)
    twice = [Entry("action", {"by": "Ann", "do": "ante"}, False, 1_800_000_000.0)] * 2
    store.append(s.id, 1, twice)
    store.close()
    night = open_night(EventStore(path), s.id)
    assert night.read_only_reason.startswith(f"Night {s.id}: action 6 of game 2 cannot be replayed")
    assert "T-R1" in night.read_only_reason and len(night.games) == 2
    assert len(night.game.run.played) == 3  # ante, dice, and the first of the two antes
    assert main(["export", str(s.id), "--data-dir", str(tmp_path)]) == 0
    assert "cannot be replayed" in capsys.readouterr().err
