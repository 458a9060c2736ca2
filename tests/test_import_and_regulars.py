"""Saved games and nights come back as nights in the database (resumable, reportable, settleable);
the regulars: names offered again, renamed or merged without touching a log, and stats across
nights that are exactly what the logs say."""
from __future__ import annotations

import json

import pytest
from conftest import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tableapp.cli import main
from tableapp.core.errors import InputError
from tableapp.export.settlement import settle
from tableapp.export.stats import night_stats, store_stats
from tableapp.games.scripts import parse_script, play_night
from tableapp.store.db import EventStore
from tableapp.store.extras import aliases, known_names, rename, unalias
from tableapp.store.imports import import_script, read_night
from tableapp.store.nights import open_night
from tableapp.store.paths import DB_NAME

LIAR_DICE = {"game": "liar-dice", "players": ["Ann", "Bo", "Cy"], "chips": 2, "actions": [
    {"by": "Ann", "do": "call", "call": "pair of aces"}, {"by": "Bo", "do": "challenge"},
    {"do": "show", "faces": ["A", "A", "K", "Q", "J"]}]}
# Goblin Poker, Ann deals: Bo folds at his own 3, Cy at Ann's 5, Ann takes the pot of 11 (G-C4)
GOBLIN = {"game": "goblin-poker", "mode": "physical", "players": ["Ann", "Bo", "Cy"], "actions": [
    {"do": "deal"}, {"do": "reveal", "cards": {"Ann": 5, "Bo": 3, "Cy": 8}},
    {"by": "Bo", "do": "fold"}, {"by": "Cy", "do": "fold"}]}


def ledger_of(night) -> list[tuple]:
    return [(r.game, r.game_id, r.round, r.action, r.src, r.dst, r.amount, r.reason) for r in night.ledger()]


@pytest.fixture
def store(tmp_path):
    s = EventStore(tmp_path / DB_NAME)
    yield s
    s.close()


def write(tmp_path, name: str, script: dict) -> str:
    path = tmp_path / name
    path.write_text(json.dumps(script, ensure_ascii=False), encoding="utf-8")
    return str(path)


def test_a_whole_night_comes_back_as_a_night_to_play_on(store, tmp_path):
    script = {"title": "Friday", "night": [GOBLIN, {**LIAR_DICE, "options": {"first_starter": "Ann"}}]}
    sid = import_script(store, write(tmp_path, "friday.json", script))
    info = next(i for i in store.sessions() if i.id == sid)
    assert (info.title, info.roster, info.games, info.finished) == ("Friday", ["Ann", "Bo", "Cy"], 2, False)
    night = open_night(store, sid)
    assert ledger_of(night) == ledger_of(play_night(parse_script(script)))
    # resumable: the Liar Dice game goes on where the script stopped
    night.act({"by": "Bo", "do": "call", "call": "pair of kings"})
    assert ledger_of(open_night(store, sid))[:len(ledger_of(night))] == ledger_of(night)
    assert settle(night).players


def test_a_single_game_is_named_after_its_file_and_a_digital_one_gets_a_seed(store, tmp_path):
    digital = {"game": "liar-dice", "mode": "digital", "players": ["Ann", "Bo"], "chips": 1, "actions": [
        {"do": "roll", "faces": ["A", "A", "K", "Q", "J"]}, {"by": "Ann", "do": "call", "call": "pair of aces"}]}
    sid = import_script(store, write(tmp_path, "saturday.json", digital))
    night = open_night(store, sid)
    assert night.title == "saturday" and night.game.run.setup.seed is not None
    assert len(night.game.run.played) == 2


def test_a_script_that_does_not_play_changes_nothing(store, tmp_path, capsys):
    bad = {"night": [GOBLIN, {**LIAR_DICE, "actions": [{"by": "Cy", "do": "challenge"}]}]}
    with pytest.raises(Exception, match="game 2: action 0"):
        import_script(store, write(tmp_path, "bad.json", bad))
    assert store.sessions() == []
    assert main(["--data-dir", str(tmp_path), "import", write(tmp_path, "bad.json", bad)]) == 2
    assert "game 2" in capsys.readouterr().err


def test_import_and_list_from_the_command_line(tmp_path, capsys):
    path = write(tmp_path, "friday.json", {"title": "金曜", "night": [GOBLIN]})
    assert main(["--data-dir", str(tmp_path), "import", path]) == 0
    assert "stored as night 1: 金曜" in capsys.readouterr().out
    assert main(["--data-dir", str(tmp_path), "import", path, "--title", "Again"]) == 0
    capsys.readouterr()
    assert main(["list", "--data-dir", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "金曜  (Ann, Bo, Cy)  last game: Goblin Poker" in out and "Again" in out


# -- names ------------------------------------------------------------------------------------------------
def test_names_typed_once_are_offered_again_newest_night_first(store, tmp_path):
    import_script(store, write(tmp_path, "a.json", {"night": [{**GOBLIN, "players": ["Ann", "Bo", "Cy"]}]}))
    import_script(store, write(tmp_path, "b.json", {"night": [{**LIAR_DICE, "players": ["長谷川", "Bo"],
                                                               "actions": []}]}))
    assert known_names(store) == ["長谷川", "Bo", "Ann", "Cy"]


def test_rename_and_merge_keep_the_logs_and_can_be_taken_back(store, tmp_path):
    import_script(store, write(tmp_path, "a.json", GOBLIN))
    import_script(store, write(tmp_path, "b.json", {**LIAR_DICE, "players": ["Ann", "Bobby", "Cy"], "actions": []}))
    before = [ledger_of(read_night(store, i.id)) for i in store.sessions()]
    rename(store, "Bo", "Bob")
    rename(store, "Bobby", "Bob")  # a merge: Bob is a regular already
    assert aliases(store) == {"Bo": "Bob", "Bobby": "Bob"}
    assert "Bob" in known_names(store) and "Bo" not in known_names(store)
    assert [ledger_of(read_night(store, i.id)) for i in store.sessions()] == before  # no log changed
    bob = store_stats(store).player("Bob")
    assert (bob.nights, bob.games) == (2, 2)
    # renaming the regular moves every alias along; renaming back leaves no loop
    rename(store, "Bob", "Robert")
    assert aliases(store) == {"Bo": "Robert", "Bobby": "Robert", "Bob": "Robert"}
    rename(store, "Robert", "Bo")
    assert aliases(store) == {"Bobby": "Bo", "Bob": "Bo", "Robert": "Bo"}
    unalias(store, "Bobby")
    assert store_stats(store).player("Bobby").nights == 1
    with pytest.raises(InputError):
        rename(store, "Nobody", "X")
    with pytest.raises(InputError):
        rename(store, "Ann", "#bank")


# -- stats --------------------------------------------------------------------------------------------------
def test_stats_are_what_the_logs_say(store, tmp_path):
    # night 1: Goblin Poker, Ann takes 11 (her net +10), Bo −4, Cy −6
    # night 2: Liar Dice, Bo pays 1 into the pot; the game goes on
    import_script(store, write(tmp_path, "a.json", GOBLIN))
    import_script(store, write(tmp_path, "b.json", LIAR_DICE))
    s = store_stats(store)
    assert s.nights == 2
    ann, bo, cy = s.player("Ann"), s.player("Bo"), s.player("Cy")
    assert (ann.nights, ann.games, ann.wins, ann.net, ann.biggest_pot) == (2, 2, 1, 10, 11)
    assert (bo.nights, bo.games, bo.wins, bo.net, bo.biggest_pot) == (2, 2, 0, -4 - 1, 0)
    assert (cy.nights, cy.games, cy.wins, cy.net) == (2, 2, 0, -6)
    assert ann.by_game["goblin-poker"].to_json() == {"games": 1, "wins": 1, "net": 10, "biggest_pot": 11}
    assert bo.by_game["liar-dice"].to_json() == {"games": 1, "wins": 0, "net": -1, "biggest_pot": 0}
    assert s.games == {"goblin-poker": {"games": 1, "nights": 1}, "liar-dice": {"games": 1, "nights": 1}}
    assert [p.name for p in s.players] == ["Ann", "Bo", "Cy"]  # by net


def test_a_game_ended_before_anyone_won_has_no_winner():
    night = play_night(parse_script({**LIAR_DICE, "actions": [{"do": "end-game"}]}))
    s = night_stats([night])
    assert [p.wins for p in s.players] == [0, 0, 0]


def test_stats_from_the_command_line(tmp_path, capsys):
    for name, script in (("a.json", GOBLIN), ("b.json", LIAR_DICE)):
        assert main(["--data-dir", str(tmp_path), "import", write(tmp_path, name, script)]) == 0
    assert main(["rename", "Bo", "Bob", "--data-dir", str(tmp_path)]) == 0
    assert "Bo renamed to Bob" in capsys.readouterr().out
    assert main(["stats", "--data-dir", str(tmp_path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [p["name"] for p in data["players"]] == ["Ann", "Bob", "Cy"]
    assert main(["stats", "--data-dir", str(tmp_path), "--player", "Bo"]) == 0  # an old name finds the regular
    out = capsys.readouterr().out
    assert "Bob" in out and "game by game:" in out and "Goblin Poker" in out
    assert main(["stats", "--data-dir", str(tmp_path), "--player", "Zed"]) == 2


@settings(max_examples=examples(5), deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                         HealthCheck.function_scoped_fixture])
@given(seeds=st.lists(st.integers(0, 2**31), min_size=1, max_size=3))
def test_stats_of_random_nights_add_up_from_their_logs(tmp_path_factory, seeds):
    from night_maker import random_night

    from tableapp.export.night import pots_won
    from tableapp.export.stats import winners_of

    nights = [random_night(seed, games=2) for seed in seeds]
    s = night_stats(nights)
    for p in s.players:
        sat = [n for n in nights if any(p.name in rec.run.setup.players for rec in n.games)]
        games = [rec for n in nights for rec in n.games if p.name in rec.run.setup.players]
        assert p.nights == len(sat) and p.games == len(games)
        assert p.wins == sum(p.name in winners_of(rec.run.standings()) for rec in games)
        assert p.net == sum(next(x.net for x in settle(n).players if x.name == p.name) for n in sat)
        assert p.biggest_pot == max([pot.chips for n in nights for pot in pots_won(n) if pot.player == p.name],
                                    default=0)
        assert sum(t.games for t in p.by_game.values()) == p.games
        for gid, t in p.by_game.items():
            recs = [rec for rec in games if rec.run.setup.game == gid]
            assert t.net == sum(rec.run.balances.get(p.name, 0) - rec.run.setup.chips[p.name] for rec in recs)
    # every game's net of a player is its standing's net once the game is over
    for n in nights:
        for rec in n.games:
            for st_ in rec.run.standings():
                assert st_.net == rec.run.balances.get(st_.name, 0) - rec.run.setup.chips[st_.name]


def test_the_demo_night_of_the_readme_imports_and_settles(store):
    from pathlib import Path

    sid = import_script(store, Path(__file__).resolve().parents[1] / "docs" / "demo-night.json")
    night = read_night(store, sid)
    assert night.title == "Friday game night" and len(night.games) == 4
    s = settle(night)
    assert sum(x.net for x in s.lines) == 0 and len(s.payments) <= len(s.lines) - 1
