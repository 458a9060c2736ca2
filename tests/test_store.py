"""The event store: round trip, bad files refused untouched, a failed write changes nothing."""
import sqlite3

import pytest

from tableapp.core.errors import InputError, StoreError
from tableapp.core.session import Session
from tableapp.store.db import EventStore
from tableapp.store.nights import open_night

from toy_game import ENGINE


@pytest.fixture(autouse=True)
def _toy(toy_registered):
    """Every test here plays the toy game."""


def play_some(s: Session):
    s.new_game(ENGINE, ["Ann", "Bo", "Cy"], chips=3)
    s.act({"by": "Ann", "do": "ante"})
    s.act({"do": "dice", "faces": [6, 1, 2]})
    s.act({"by": "Ann", "do": "ante"})
    s.undo()


def test_a_night_reads_back_exactly_as_it_was_left(tmp_path):
    store = EventStore(tmp_path / "t.sqlite3")
    s = Session("Friday 東京", ["Ann", "Bo", "Cy"], store)
    play_some(s)
    store.close()
    again = open_night(EventStore(tmp_path / "t.sqlite3"), s.id)
    assert again.title == "Friday 東京"
    assert again.balances() == s.balances()
    assert [r.amount for r in again.ledger()] == [r.amount for r in s.ledger()]
    assert Session.undone_flags(again.game) == [False, False, True]
    assert again.redo_label() == "Everyone antes"


def test_start_page_lists_nights_newest_first(tmp_path):
    store = EventStore(tmp_path / "t.sqlite3")
    a = Session("First", ["Ann", "Bo", "Cy"], store)
    play_some(a)
    Session("Second", ["Ann", "Bo"], store)
    infos = store.sessions()
    assert [i.title for i in infos] == ["Second", "First"]
    assert infos[1].last_game == "toy" and infos[1].games == 1


@pytest.mark.parametrize("content", [b"hello, this is not a database", b"SQLite format 3\x00" + b"\x00" * 200])
def test_a_foreign_or_damaged_file_is_refused_and_left_untouched(tmp_path, content):
    path = tmp_path / "t.sqlite3"
    path.write_bytes(content)
    with pytest.raises(StoreError, match="left untouched"):
        EventStore(path)
    assert path.read_bytes() == content


def test_another_programs_sqlite_file_is_refused(tmp_path):
    path = tmp_path / "other.sqlite3"
    con = sqlite3.connect(path)
    con.execute("CREATE TABLE x(y)")
    con.commit()
    con.close()
    before = path.read_bytes()
    with pytest.raises(StoreError, match="another program"):
        EventStore(path)
    assert path.read_bytes() == before


def test_a_failed_write_changes_nothing(tmp_path, monkeypatch):
    store = EventStore(tmp_path / "t.sqlite3")
    s = Session("Friday", ["Ann", "Bo", "Cy"], store)
    s.new_game(ENGINE, ["Ann", "Bo", "Cy"], chips=3)

    def full_disk(*a, **k):
        raise StoreError("Could not save: database or disk is full. Nothing was changed.")

    monkeypatch.setattr(store, "append", full_disk)
    with pytest.raises(StoreError):
        s.act({"by": "Ann", "do": "ante"})
    assert s.balances() == {"Ann": 3, "Bo": 3, "Cy": 3}
    assert s.game.run.played == []


def test_undoing_a_game_start_goes_back_to_the_previous_game_and_survives_a_restart(tmp_path):
    store = EventStore(tmp_path / "t.sqlite3")
    s = Session("Friday", ["Ann", "Bo"], store)
    s.new_game(ENGINE, ["Ann", "Bo"], chips=1)
    s.act({"by": "Ann", "do": "ante"})
    s.act({"do": "dice", "faces": [6, 1]})
    s.new_game(ENGINE, ["Ann", "Bo"], chips=5)
    assert s.undo_label() == "Start of High roll"
    s.undo()
    assert len(s.games) == 1 and s.balances() == {"Ann": 2, "Bo": 0, "#pot": 0}
    assert s.undo_label() == "Dice: 6 1"
    s.new_game(ENGINE, ["Ann", "Bo"], chips=2)  # a new game after the dropped one gets its own key
    again = open_night(EventStore(tmp_path / "t.sqlite3"), s.id)
    assert len(again.games) == 2 and again.balances() == s.balances()
    assert [r.game for r in again.ledger()][-1] == 2


def test_a_changed_action_in_the_log_is_named_and_the_night_opens_read_only_before_it(tmp_path):
    store = EventStore(tmp_path / "t.sqlite3")
    s = Session("Friday", ["Ann", "Bo", "Cy"], store)
    play_some(s)
    store.close()
    con = sqlite3.connect(tmp_path / "t.sqlite3")
    con.execute("UPDATE entries SET action = '{\"do\": \"ante\", \"by\": ' WHERE id = 2")
    con.commit()
    con.close()
    again = open_night(EventStore(tmp_path / "t.sqlite3"), s.id)
    assert again.read_only_reason.startswith(f"Night {s.id}: action 2 of game 1 was changed")
    assert "up to action 1 of game 1" in again.read_only_reason
    assert len(again.game.run.played) == 1 and again.balances() == {"Ann": 2, "Bo": 2, "Cy": 2, "#pot": 3}
    with pytest.raises(InputError, match="action 2 of game 1 was changed"):
        again.act({"do": "dice", "faces": [6, 1, 2]})


def test_a_full_disk_as_a_digital_game_starts_leaves_no_game_and_says_nothing_changed(tmp_path, monkeypatch):
    from tableapp.games.registry import engine_for

    store = EventStore(tmp_path / "t.sqlite3")
    s = Session("Friday", ["Ann", "Bo", "Cy"], store)
    insert_entries = EventStore._insert_entries

    def disk_full_after_the_game_row(c, *args):
        assert c.execute("SELECT COUNT(*) FROM games").fetchone()[0] == 1  # the game row is in, uncommitted
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(EventStore, "_insert_entries", staticmethod(disk_full_after_the_game_row))
    with pytest.raises(StoreError, match="the disk is full. Nothing was changed"):
        s.new_game(engine_for("liar-dice"), s.roster, mode="digital", seed=1)
    assert s.games == [] and store._con.execute("SELECT COUNT(*) FROM games").fetchone()[0] == 0
    monkeypatch.setattr(EventStore, "_insert_entries", staticmethod(insert_entries))
    s.new_game(engine_for("liar-dice"), s.roster, mode="digital", seed=1)  # room again: it starts with its roll
    store.close()
    again = open_night(EventStore(tmp_path / "t.sqlite3"), s.id)
    assert len(again.games) == 1 and again.game.run.played[0].auto and not again.game.run.next_chance_due()
