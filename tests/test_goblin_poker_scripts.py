"""Golden replay scripts for Goblin Poker (tests/scripts/goblin-poker/).

Each plays to a pinned result; the tests below also spell out, by hand, the chips the scripts'
key moments must move.
"""
import json
from pathlib import Path

import pytest

from tableapp.core.errors import ScriptError
from tableapp.core.script import load_script, parse_script, play_script, result_json, script_of

HERE = Path(__file__).parent / "scripts" / "goblin-poker"
SCRIPTS = sorted(p for p in HERE.glob("*.json") if not p.name.endswith(".expected.json"))


def ledger(result, rnd=None):
    return [(r["from"], r["to"], r["amount"], r["reason"]) for r in result["ledger"]
            if r["action"] and (rnd is None or r["round"] == rnd)]


def test_there_are_scripts_in_both_modes():
    modes = {json.loads(p.read_text(encoding="utf-8"))["mode"] for p in SCRIPTS}
    assert modes == {"physical", "digital"}


@pytest.mark.parametrize("path", SCRIPTS, ids=lambda p: p.stem)
def test_each_golden_script_plays_to_its_pinned_result(path):
    expected = json.loads(path.with_name(path.stem + ".expected.json").read_text(encoding="utf-8"))
    run = play_script(load_script(path))
    assert result_json(run) == expected
    again = play_script(parse_script(script_of(run)))  # the script the app would save
    assert again.state == run.state


def test_a_tie_a_leaver_and_a_pair_then_cy_takes_the_pot_of_18():
    result = result_json(play_script(load_script(HERE / "physical-tie-pair-leaver.json")))
    assert result["winner"] == "Cy" and result["eliminated"] == ["Bo", "Dee", "Ann"]
    assert ledger(result) == [
        ("Ann", "#pot", 1, "G-C1"), ("Bo", "#pot", 1, "G-C1"), ("Cy", "#pot", 1, "G-C1"), ("Dee", "#pot", 1, "G-C1"),
        ("Bo", "#pot", 2, "G-C2"),  # Bo leaves: the lowest card in play is his own tie-break 2 (D25)
        ("Dee", "#pot", 9, "G-C3"),  # a pair of 9s
        ("Ann", "#pot", 3, "G-C2"),  # Ann's fold at her own 3
        ("#pot", "Cy", 18, "G-C4")]


def test_five_rounds_and_three_survivors_share_5_chips_and_carry_2():
    result = result_json(play_script(load_script(HERE / "physical-five-rounds-split.json")))
    assert ledger(result, 5) == [("#pot", "Ann", 1, "G-C5"), ("#pot", "Bo", 1, "G-C5"), ("#pot", "Cy", 1, "G-C5"),
                                 ("#pot", "#pot:carry:goblin", 2, "G-C6")]
    assert result["pot"] == 2  # the carry waits for the next game


def test_the_digital_game_with_a_written_deck_ends_on_anns_pair_of_7s():
    run = play_script(load_script(HERE / "digital-fixed-deck.json"))
    assert ledger(result_json(run))[-3:] == [("Bo", "#pot", 1, "G-C2"), ("Ann", "#pot", 7, "G-C3"),
                                              ("#pot", "Cy", 11, "G-C4")]
    assert run.state.middle == (3,)  # Ann's pitched 3 was never dealt (D20)


def test_a_start_position_in_round_5_breaks_a_tie_at_the_deal_and_splits():
    result = result_json(play_script(load_script(HERE / "physical-start-round-5.json")))
    assert ledger(result) == [("Cy", "#pot", 1, "G-C2"), ("#pot", "Ann", 10, "G-C5"), ("#pot", "Bo", 10, "G-C5"),
                              ("#pot", "#pot:carry:goblin", 1, "G-C6")]
    assert [r for r in result["ledger"] if not r["action"]][-1]["to"] == "#pot"  # the pot bought in at the start


def test_a_script_with_an_impossible_entry_names_the_action_and_the_rule():
    raw = json.loads((HERE / "physical-tie-pair-leaver.json").read_text(encoding="utf-8"))
    raw["actions"][6]["by"] = "Dee"  # Cy's turn
    with pytest.raises(ScriptError) as e:
        play_script(parse_script(raw))
    assert e.value.index == 6 and e.value.rule == "GR9"
    raw["actions"][6]["by"] = "Cy"
    raw["actions"][1]["cards"].update(Ann=1, Dee=1)  # two 1s: B.6
    with pytest.raises(ScriptError, match="action 1: The deck has only one 1"):
        play_script(parse_script(raw))


def test_a_digital_script_without_its_chance_outcomes_draws_them_from_the_seed():
    raw = {"game": "goblin-poker", "mode": "digital", "players": ["Ann", "Bo", "Cy"], "seed": 7, "actions": []}
    run = play_script(parse_script(raw))
    assert run.state.phase == "choose" and len(run.played) == 1  # the app's deal, then Bo chooses
    again = play_script(parse_script(raw))
    assert again.state.hands == run.state.hands
    with pytest.raises(ScriptError, match="give a seed"):
        play_script(parse_script({**raw, "seed": None}))


def test_the_example_in_the_replay_docs_plays_as_described():
    text = (Path(__file__).parents[1] / "docs" / "replay.md").read_text(encoding="utf-8")
    section = text.split("## Goblin Poker (`goblin-poker`)")[1]
    example = section.split("```json")[1].split("```")[0]
    result = result_json(play_script(parse_script(json.loads(example))))
    assert result["chips"] == {"Ann": 110, "Bo": 96, "Cy": 94} and result["pot"] == 0
    assert ledger(result)[-3:] == [("Bo", "#pot", 3, "G-C2"), ("Cy", "#pot", 5, "G-C2"), ("#pot", "Ann", 11, "G-C4")]
