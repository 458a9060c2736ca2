"""Golden replay scripts for Yuck, Chick, Knock, Down (tests/scripts/yuck-chick-knock-down/).

Each plays to a pinned result; the tests below also spell out, by hand, the chips the
scripts' key moments must move.
"""
import json
from pathlib import Path

import pytest

from tableapp.core.errors import ScriptError
from tableapp.games.scripts import load_script, parse_script, play_script, result_json

HERE = Path(__file__).parent / "scripts" / "yuck-chick-knock-down"
ANTES = [(p, "#pot", 1, "YCKD-R1") for p in ("Ann", "Bo", "Cy", "Dee")]


def ledger(result, rnd=None):
    return [(r["from"], r["to"], r["amount"], r["reason"]) for r in result["ledger"]
            if r["action"] and (rnd is None or r["round"] == rnd)]


def test_the_physical_game_ends_when_cy_cannot_pay_his_showdown_pair():
    result = result_json(play_script(load_script(HERE / "physical-full-game.json")))
    assert result["finished"] and result["winner"] == "Dee"
    assert ledger(result, 1) == ANTES + [("Bo", "#pot", 1, "YCKD-R6"), ("Cy", "#pot", 8, "YCKD-R5"),
                                         ("Bo", "#pot", 3, "YCKD-R12"), ("#pot", "Dee", 16, "YCKD-R15")]
    # round 2: Cy, on 0, reveals a pair of 10s: nothing to pay (a shortfall), and Dee wins unrevealed (R13)
    assert ledger(result, 2) == ANTES + [("Ann", "#pot", 7, "YCKD-R8"), ("Bo", "#pot", 2, "YCKD-R5"),
                                         ("#pot", "Dee", 13, "YCKD-R15")]
    assert result["chips"] == {"Ann": 1, "Bo": 2, "Cy": 0, "Dee": 37}


def test_the_digital_script_with_written_decks_plays_two_fixed_rounds():
    run = play_script(load_script(HERE / "digital-fixed-decks.json"))
    result = result_json(run)
    five = ANTES + [("Eve", "#pot", 1, "YCKD-R1")]
    assert ledger(result, 1) == five + [("Dee", "#pot", 1, "YCKD-R6"), ("Bo", "#pot", 10, "YCKD-R8"),
                                        ("Eve", "#pot", 9, "YCKD-R12"), ("#pot", "Ann", 25, "YCKD-R15")]
    assert ledger(result, 2) == five + [("Bo", "#pot", 7, "YCKD-R8"), ("Cy", "#pot", 8, "YCKD-R8"),
                                        ("#pot", "Eve", 20, "YCKD-R15")]
    assert run.state.ended_by == "E2c" and result["winner"] == "Ann"
    flips = [p.action for p in run.played if p.action.do == "flip"]
    assert [f.card for f in flips] == [10, 1, 5] and [p.auto for p in run.played if p.action.do == "flip"][1]


def test_a_started_position_counts_its_rounds_and_passes_a_leavers_start_on():
    run = play_script(load_script(HERE / "physical-start-position.json"))
    result = result_json(run)
    assert ledger(result, 2) == [("Eve", "#bank", 11, "YCKD-§9")]  # filed under the last round played
    assert ledger(result, 3) == ANTES + [("Ann", "#pot", 1, "YCKD-R6"), ("Bo", "#pot", 1, "YCKD-R6"),
                                         ("Cy", "#pot", 6, "YCKD-R8"), ("Ann", "#pot", 4, "YCKD-R12"),
                                         ("#pot", "Bo", 16, "YCKD-R15")]
    assert run.state.rnd.starter == "Ann" and run.state.ended_by == "E2a"  # Cy's Down was 3 short (H3)


def test_a_script_with_an_impossible_entry_names_the_action_and_the_rule():
    raw = json.loads((HERE / "physical-full-game.json").read_text(encoding="utf-8"))
    raw["actions"][1] = {"by": "Cy", "do": "chick"}  # Bo's turn
    with pytest.raises(ScriptError) as e:
        play_script(parse_script(raw))
    assert e.value.index == 1 and e.value.rule == "YCKD-R4"
    assert "It is Bo's turn, not Cy's" in str(e.value)


def test_the_example_in_the_replay_docs_plays_as_described():
    text = (Path(__file__).parents[1] / "docs" / "replay.md").read_text(encoding="utf-8")
    section = text.split("## Yuck, Chick, Knock, Down (`yuck-chick-knock-down`)")[1]
    example = section.split("```json")[1].split("```")[0]
    result = result_json(play_script(parse_script(json.loads(example))))
    assert result["chips"] == {"Ann": 65, "Bo": 45, "Cy": 41, "Dee": 49} and result["pot"] == 0
    assert ledger(result)[-1] == ("#pot", "Ann", 16, "YCKD-R15")
