"""Ledger export (spreadsheet-safe, Japanese intact) and the command line."""
import csv
import io
import json
import time

import pytest

from tableapp.cli import main
from tableapp.core.session import Session
from tableapp.export.ledger import export, safe_cell
from tableapp.store.db import EventStore
from tableapp.store.paths import DB_NAME

from toy_game import ENGINE


@pytest.fixture(autouse=True)
def _toy(toy_registered):
    """Every test here plays the toy game."""


def night_in(folder) -> Session:
    s = Session("金曜の夜", ["=HYPERLINK(\"http://x\")", "長谷川", "Bo"], EventStore(folder / DB_NAME))
    s.new_game(ENGINE, s.roster, chips=3)
    s.act({"by": s.roster[0], "do": "ante"})
    s.act({"do": "dice", "faces": [1, 6, 2]})
    return s


def test_csv_keeps_japanese_names_and_never_makes_a_formula(tmp_path):
    s = night_in(tmp_path)
    text = export(s, "csv")
    assert text.startswith("\ufeff")  # spreadsheets then read it as UTF-8
    rows = list(csv.DictReader(io.StringIO(text.lstrip("\ufeff"))))
    assert {r["to"] for r in rows[:3]} == {"'=HYPERLINK(\"http://x\")", "長谷川", "Bo"}
    assert all(not cell.startswith(("=", "+", "-", "@")) for r in rows for cell in r.values())
    win = rows[-1]
    assert (win["from"], win["to"], win["amount"], win["to_after"]) == ("pot", "長谷川", "3", "5")


def test_safe_cell_leaves_numbers_and_plain_names_alone():
    assert safe_cell(-3) == -3 and safe_cell("Ann") == "Ann" and safe_cell("+1") == "'+1"


@pytest.mark.parametrize("name", ["＝HYPERLINK(\"http://x\")", "＋1", "－1", "＠SUM(A1)", "｜cmd", "％x"])
def test_the_full_width_formula_signs_are_neutralised_as_the_ascii_ones(name):
    assert safe_cell(name) == "'" + name
    assert safe_cell("佐藤＝1") == "佐藤＝1"  # only at a cell's start


def test_a_time_no_clock_can_show_is_written_as_its_number():
    from tableapp.export.ledger import when

    assert when(1e300) == "1e+300" and when(0.0).startswith("19")


def test_export_from_the_command_line(tmp_path, capsys):
    s = night_in(tmp_path)
    out = tmp_path / "ledger.json"
    assert main(["--data-dir", str(tmp_path), "export", str(s.id), "--format", "json", "-o", str(out)]) == 0
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["chips"] == {"=HYPERLINK(\"http://x\")": 2, "長谷川": 5, "Bo": 2}
    assert main(["--data-dir", str(tmp_path), "export", "99"]) == 2
    assert "no night number 99" in capsys.readouterr().err.lower()


def test_replay_prints_the_final_state_as_json(tmp_path, capsys):
    script = tmp_path / "s.json"
    script.write_text(json.dumps({"game": "toy", "players": ["Ann", "Bo"], "chips": 1,
                                  "actions": [{"by": "Ann", "do": "ante"}, {"do": "dice", "faces": [2, 5]}]}))
    assert main(["replay", str(script), "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["finished"] and result["winner"] == "Bo" and result["chips"] == {"Ann": 0, "Bo": 2}
    assert result["ledger"][0] == {"action": 0, "round": 0, "from": "#bank", "to": "Ann", "amount": 1, "reason": "buy-in"}


def test_an_illegal_action_stops_the_replay_with_status_2_naming_index_and_rule(tmp_path, capsys):
    script = tmp_path / "s.json"
    script.write_text(json.dumps({"game": "toy", "players": ["Ann", "Bo"], "chips": 3,
                                  "actions": [{"by": "Ann", "do": "ante"}, {"by": "Bo", "do": "ante"}]}))
    assert main(["replay", str(script)]) == 2
    err = capsys.readouterr().err
    assert "action 1" in err and "T-R1" in err


@pytest.mark.parametrize("content", ["{not json", json.dumps({"game": "toy"}), json.dumps({"game": "nope", "players": ["A", "B"]})])
def test_a_broken_script_gets_a_clear_message(tmp_path, capsys, content):
    script = tmp_path / "s.json"
    script.write_text(content)
    assert main(["replay", str(script)]) == 2
    assert capsys.readouterr().err.startswith("tableapp: ")


def test_digital_script_without_seed_or_outcome_says_what_is_missing(tmp_path, capsys):
    script = tmp_path / "s.json"
    script.write_text(json.dumps({"game": "toy", "mode": "digital", "players": ["Ann", "Bo"], "chips": 3,
                                  "actions": [{"by": "Ann", "do": "ante"}, {"by": "Ann", "do": "ante"}]}))
    assert main(["replay", str(script)]) == 2
    assert "give a seed or write the outcome" in capsys.readouterr().err


def test_the_ledger_says_why_chips_moved_in_words(tmp_path):
    from tableapp.games.registry import engine_for

    s = Session("Dice", ["Ann", "Bo", "Cho"], EventStore(tmp_path / DB_NAME))
    s.new_game(engine_for("liar-dice"), s.roster, chips=3)
    s.act({"by": "Ann", "do": "call", "call": "pair of aces"})
    s.act({"by": "Bo", "do": "challenge"})
    s.act({"do": "show", "faces": ["K", "K", "Q", "Q", "9"]})  # two pair meets a pair of Aces (LD-D3)
    rows = list(csv.DictReader(io.StringIO(export(s, "csv").lstrip("\ufeff"))))
    assert rows[0]["why"] == "bought in from the bank"
    paid = rows[-1]
    assert (paid["from"], paid["to"], paid["reason"]) == ("Bo", "pot", "LD-C2")
    assert paid["why"] == "challenger pays: the roll met the call"


@pytest.mark.parametrize("players", [["A", "A"], ["", "B"]])
def test_a_script_with_bad_names_is_refused_with_a_message_not_a_traceback(tmp_path, capsys, players):
    script = tmp_path / "s.json"
    script.write_text(json.dumps({"game": "toy", "players": players, "chips": 3}))
    assert main(["replay", str(script)]) == 2
    assert "players" in capsys.readouterr().err


def test_data_dir_may_follow_the_command(tmp_path, capsys):
    s = night_in(tmp_path)
    assert main(["list", "--data-dir", str(tmp_path)]) == 0
    assert "High roll" in capsys.readouterr().out  # the game's title, not its id
    assert main(["export", str(s.id), "--format", "json", "--data-dir", str(tmp_path)]) == 0
    assert json.loads(capsys.readouterr().out)["title"] == "金曜の夜"


def test_list_shows_when_a_night_was_last_played_as_the_start_page_does(tmp_path, capsys):
    store = EventStore(tmp_path / DB_NAME)
    s = Session("Long night", ["Ann", "Bo"], store, created=time.mktime((2026, 1, 2, 18, 0, 0, 0, 0, -1)))
    s.new_game(ENGINE, s.roster, chips=3, ts=time.mktime((2026, 1, 2, 23, 45, 0, 0, 0, -1)))
    s.act({"by": "Ann", "do": "ante"})  # now
    assert main(["list", "--data-dir", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    last = time.strftime("%Y-%m-%d %H:%M", time.localtime(s.game.entries[-1].ts))
    assert last in out and "2026-01-02 18:00" not in out


def test_no_display_gives_a_plain_message(monkeypatch, capsys):
    monkeypatch.setattr("sys.platform", "linux")
    for var in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        monkeypatch.delenv(var, raising=False)
    assert main([]) == 1
    assert "no display" in capsys.readouterr().err
