"""Golden replay scripts for Chicken or Llama The Poker (tests/scripts/chicken-or-llama/).

Each plays to a pinned result; the tests below also spell out, by hand, the coins the
scripts' key moments must move.
"""
import json
from pathlib import Path

import pytest

from tableapp.core.errors import ScriptError
from tableapp.games.scripts import load_script, parse_script, play_script, result_json

HERE = Path(__file__).parent / "scripts" / "chicken-or-llama"


def ledger(result, rnd=None):
    return [(r["from"], r["to"], r["amount"], r["reason"]) for r in result["ledger"]
            if r["action"] and (rnd is None or r["round"] == rnd)]


def test_the_three_player_game_ends_with_cy_holding_all_nine_coins():
    result = result_json(play_script(load_script(HERE / "physical-full-game.json")))
    assert result["finished"] and result["winner"] == "Cy" and result["eliminated"] == ["Ann", "Bo"]
    # round 1: Ann's all-in makes Bo fold; Cy voted for Bo and pays Ann
    assert ledger(result, 1)[-2:] == [("#pot", "Ann", 4, "CL-C9"), ("Cy", "Ann", 1, "CL-C10")]
    # round 4, two left: both stake 2; Cy withdraws 6 in, W = 3, so 3 come back
    assert ledger(result, 4) == [("Cy", "#pot", 2, "CL-C3"), ("Bo", "#pot", 2, "CL-C3"), ("Bo", "#pot", 1, "CL-C6"),
                                 ("Cy", "#pot", 4, "CL-C6"), ("#pot", "Cy", 3, "CL-C8"), ("#pot", "Bo", 6, "CL-C9")]


def test_the_five_player_game_raises_the_stakes_after_a_leaver_and_an_elimination():
    result = result_json(play_script(load_script(HERE / "physical-five-players.json")))
    assert result["chips"] == {"Ann": 0, "Bo": 0, "Cy": 9, "Dee": 4, "Eve": 0} and not result["finished"]
    assert ("#pot", "Cy", 1, "CL-C8") in ledger(result, 1)  # Cy withdrew out of turn
    assert ("Bo", "#bank", 2, "CL-C13") in ledger(result)
    assert ledger(result, 3)[0] == ("Cy", "#pot", 2, "CL-C2")  # three of five left: S = 2
    assert ("Dee", "Cy", 2, "CL-C10") in ledger(result, 3)  # a wrong vote costs V = 2; Cy won the tie as dealer


def test_the_digital_script_with_written_piles_pays_the_bust_survivor():
    run = play_script(load_script(HERE / "digital-fixed-piles.json"))
    assert ledger(result_json(run), 2) == [("Ann", "#pot", 1, "CL-C2"), ("Cy", "Ann", 1, "CL-C4"),
                                          ("Bo", "Ann", 1, "CL-C4"), ("#pot", "Ann", 1, "CL-C5")]
    assert run.engine.bill_marks(run.state) == {"0": ["tl"]}


def test_a_started_endgame_position_uses_its_pile_and_marks():
    run = play_script(load_script(HERE / "digital-endgame-start.json"))
    first = run.played[0].action
    assert first.do == "shuffle" and first.pile[:5] == [3, 5, 4, 6, 20]
    assert ledger(result_json(run), 6)[-1] == ("#pot", "Bo", 9, "CL-C9")
    # nothing is drawn after the last scripted action: round 6 is settled, round 7 not yet shuffled
    # (nor its automatic endgame stakes taken)
    assert run.state.round == 6 and run.state.phase == "shuffle" and run.state.bal["#pot"] == 0


def test_a_script_with_an_impossible_entry_names_the_action_and_the_rule():
    raw = json.loads((HERE / "physical-full-game.json").read_text(encoding="utf-8"))
    raw["actions"][6]["for"] = "Cy"
    with pytest.raises(ScriptError) as e:
        play_script(parse_script(raw))
    assert e.value.index == 6 and e.value.rule == "CL-R8"
    assert "You cannot vote for yourself" in str(e.value)


def test_the_example_in_the_replay_docs_plays_as_described():
    text = (Path(__file__).parents[1] / "docs" / "replay.md").read_text(encoding="utf-8")
    section = text.split("## Chicken or Llama The Poker (`chicken-or-llama`)")[1]
    example = section.split("```json")[1].split("```")[0]
    result = result_json(play_script(parse_script(json.loads(example))))
    assert result["chips"] == {"Ann": 5, "Bo": 2, "Cy": 2} and result["pot"] == 0
    assert ledger(result)[-2:] == [("#pot", "Ann", 4, "CL-C9"), ("Cy", "Ann", 1, "CL-C10")]
