"""Golden replay scripts for Kinola (tests/scripts/kinola/).

Each plays to a pinned result; the tests below also spell out, by hand, the chips the scripts'
key moments must move.
"""
import json
from pathlib import Path

import pytest

from tableapp.core.errors import ScriptError
from tableapp.games.scripts import load_script, parse_script, play_script, result_json

HERE = Path(__file__).parent / "scripts" / "kinola"


def ledger(result, rnd=None):
    return [(r["from"], r["to"], r["amount"], r["reason"]) for r in result["ledger"]
            if r["action"] and (rnd is None or r["round"] == rnd)]


def test_the_three_player_game_runs_its_six_rounds_and_ends_when_the_pot_is_taken():
    run = play_script(load_script(HERE / "physical-full-game.json"))
    result = result_json(run)
    assert result["chips"] == {"Ann": 278, "Bo": 256, "Cy": 66} and result["winner"] == "Ann"
    # round 1: pot 20 (5n + 5); Cy holds the Kinola and Ann takes it: Cy collects; Bo has the fewest points
    assert ledger(result, 1) == [("Bo", "#pot", 5, "KN-C2"), ("Cy", "#pot", 5, "KN-C2"), ("Ann", "#pot", 10, "KN-C3"),
                                 ("#pot", "Cy", 20, "KN-C9"), ("Cy", "Bo", 10, "KN-C10"), ("Ann", "Bo", 20, "KN-C10")]
    # round 2: full antes again, Ann's Ace penalty; Bo reserves the Kinola (its 10 paid in round 3)
    assert ledger(result, 3)[:2] == [("Cy", "#pot", 5, "KN-C4"), ("Bo", "#pot", 10, "KN-C7")]
    assert ("Ann", "#pot", 37, "KN-C8") in ledger(result, 3)  # Ann takes her own Kinola: the pot doubles
    # round 5: Ann and Bo tie on 10 points, Ann has fewer tricks
    assert ("Bo", "Ann", 10, "KN-C10") in ledger(result, 5)
    # round 6: Ann takes the pot; Bo's reserved Ace goes to her (row 11)
    assert ledger(result, 6)[1] == ("#pot", "Ann", 53, "KN-C9") and ledger(result, 6)[-1] == ("Bo", "Ann", 2, "KN-C11")
    assert run.state.round == 6 and run.state.end == "pot"


def test_an_overtime_round_with_a_bankrupt_player_is_played_and_the_pot_split():
    run = play_script(load_script(HERE / "physical-overtime-bankruptcy.json"))
    result = result_json(run)
    assert ledger(result, 9)[:2] == [("Cy", "#pot", 9, "KN-C7"), ("Dee", "#pot", 2, "KN-C6")]  # no ante
    assert ("#pot", "Dee", 46, "KN-C9") in ledger(result, 9)
    assert ("Ann", "Cy", 12, "KN-C10") in ledger(result, 9)  # the bankrupt Cy still wins the round
    assert ledger(result, 9)[-2:] == [("Ann", "#pot", 2, "KN-C12"), ("#pot", "Bo", 2, "KN-C14")]
    assert result["eliminated"] == ["Cy"] and run.state.end == "bankrupt"
    places = [(p.name, p.rank, p.result) for p in run.engine.standings(run.state)]
    assert places == [("Bo", 1, "won"), ("Dee", 2, ""), ("Ann", 3, ""), ("Cy", 4, "out")]


def test_the_digital_last_round_with_a_written_deck_ends_with_the_aces_paid_to_the_taker():
    run = play_script(load_script(HERE / "digital-last-round.json"))
    result = result_json(run)
    assert ledger(result, 8) == [("Dee", "#pot", 5, "KN-C4"), ("#pot", "Bo", 35, "KN-C9"),
                                 ("Ann", "Bo", 32, "KN-C10"), ("Ann", "Bo", 2, "KN-C11"), ("Cy", "Bo", 2, "KN-C11")]
    assert run.played[0].action.do == "shuffle" and run.played[0].auto  # the written deck, dealt by the app


def test_a_script_with_an_entry_that_does_not_add_up_names_the_action():
    raw = json.loads((HERE / "physical-full-game.json").read_text(encoding="utf-8"))
    raw["actions"][1]["seats"]["Bo"]["points"] = 7
    with pytest.raises(ScriptError) as e:
        play_script(parse_script(raw))
    assert e.value.index == 1 and "The points add up to 37, but they must add up to 36" in str(e.value)


def test_a_script_with_an_illegal_card_names_the_action_and_the_rule():
    raw = json.loads((HERE / "digital-last-round.json").read_text(encoding="utf-8"))
    raw["actions"][5]["card"] = "3D"  # Bo holds no diamond
    with pytest.raises(ScriptError) as e:
        play_script(parse_script(raw))
    assert e.value.index == 5 and e.value.rule == "KN-R6"


def test_the_example_in_the_replay_docs_plays_as_described():
    text = (Path(__file__).parents[1] / "docs" / "replay.md").read_text(encoding="utf-8")
    section = text.split("## Kinola (`kinola`)")[1]
    example = section.split("```json")[1].split("```")[0]
    result = result_json(play_script(parse_script(json.loads(example))))
    assert result["chips"] == {"Ann": 180, "Bo": 254, "Cy": 175, "Dee": 191} and result["pot"] == 0
    assert ledger(result)[4:] == [("#pot", "Bo", 25, "KN-C9"), ("Cy", "Bo", 20, "KN-C10"), ("Dee", "Bo", 4, "KN-C10"),
                                  ("Ann", "Bo", 10, "KN-C10")]
