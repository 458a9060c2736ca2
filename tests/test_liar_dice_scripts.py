"""Golden replay scripts for Liar Dice (tests/scripts/liar-dice/): each plays to a pinned result.

``walkthrough*.json`` is the example of the source's "Play" section (seed 004): Ichiban (1番手) rolls
A A A K Q and calls just "One pair"; Niban (2番手) accepts, declares two dice, rerolls the K and the Q
(J and 9 come up) and calls "Pair of Aces"; Sanban (3番手) challenges. A A A J 9 is three Aces, higher
than the call, so the challenger loses a chip to the pot and starts the next round.
"""
import json
from pathlib import Path

import pytest

from tableapp.core.errors import ScriptError
from tableapp.games.scripts import load_script, parse_script, play_script, result_json

HERE = Path(__file__).parent / "scripts" / "liar-dice"


@pytest.mark.parametrize("name", ["walkthrough", "walkthrough-digital"])
def test_the_sources_walkthrough_the_challenger_pays_and_starts_again(name):
    run = play_script(load_script(HERE / f"{name}.json"))
    result = result_json(run)
    assert result["chips"] == {"Ichiban": 3, "Niban": 3, "Sanban": 2} and result["pot"] == 1
    assert [(r["from"], r["to"], r["reason"]) for r in result["ledger"] if r["action"]] == [("Sanban", "#pot", "LD-C2")]
    view = run.engine.view(run.state, None)
    assert view["starter"] == "Sanban" and view["round"] == 2
    assert view["last_showdown"]["hand"] == "Three Aces" and view["last_showdown"]["call"] == "Pair of Aces"


def test_the_full_game_ends_with_the_last_player_holding_every_chip():
    result = result_json(play_script(load_script(HERE / "full-game.json")))
    assert result["finished"] and result["winner"] == "Dee"
    assert result["chips"] == {"Ann": 0, "Bo": 0, "Cho": 0, "Dee": 8} and result["pot"] == 0
    assert result["eliminated"] == ["Cho", "Bo", "Ann"]


def test_a_script_with_an_illegal_action_names_the_action_and_the_rule():
    raw = json.loads((HERE / "walkthrough.json").read_text(encoding="utf-8"))
    raw["actions"][2]["call"] = "High card"
    with pytest.raises(ScriptError) as e:
        play_script(parse_script(raw))
    assert e.value.index == 2 and e.value.rule == "LD-R4"
    assert "Call something higher than One pair" in str(e.value)


def test_a_digital_script_without_its_rolls_or_a_seed_says_so():
    raw = json.loads((HERE / "walkthrough-digital.json").read_text(encoding="utf-8"))
    raw["actions"] = raw["actions"][1:]
    with pytest.raises(ScriptError):
        play_script(parse_script(raw))


def test_a_script_without_chips_starts_everyone_with_three():
    run = play_script(parse_script({"game": "liar-dice", "players": ["Ann", "Bo", "Cho"]}))
    assert run.balances == {"Ann": 3, "Bo": 3, "Cho": 3, "#pot": 0}
