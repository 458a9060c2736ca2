"""Golden replay scripts for Pairs (tests/scripts/pairs/). Each plays to a pinned result; the
tests below also spell out, by hand, what the scripts' key moments must do."""
import json
from pathlib import Path

import pytest

from tableapp.core.errors import ScriptError
from tableapp.games.scripts import load_script, parse_script, play_script, result_json

HERE = Path(__file__).parent / "scripts" / "pairs"


def ledger(result):
    return [(r["from"], r["to"], r["amount"], r["reason"]) for r in result["ledger"] if r["action"]]


def test_three_rounds_a_tie_a_fold_and_bo_overshoots_the_losing_score():
    run = play_script(load_script(HERE / "physical-seattle-rounds.json"))
    s = run.state
    assert s.scores == {"Ann": (5, 9), "Bo": (10, 4, 1, 7), "Cy": (3,)}  # Ann's pair of 9s, Bo's fold and 7s
    assert s.loser == "Bo" and s.score("Bo") == 22 and s.round == 6
    assert ledger(result_json(run)) == [("Bo", "Cy", 1, "A-C1"), ("Bo", "Ann", 1, "A-C1")]


def test_tacoma_with_a_carried_chip_splits_7_between_two_lowest_scores_and_carries_1():
    result = result_json(play_script(load_script(HERE / "physical-tacoma-carry.json")))
    assert ledger(result) == [("Bo", "#pot:carry:pairs", 6, "A-C2"), ("#pot:carry:pairs", "Cy", 3, "A-C4"),
                              ("#pot:carry:pairs", "Dee", 3, "A-C4")]
    assert result["pot"] == 0 and result["carried"] == 1
    opening = [(r["from"], r["to"], r["amount"], r["reason"]) for r in result["ledger"] if r["action"] == 0]
    assert ("#bank", "#pot:carry:pairs", 1, "buy-in") in opening  # the script's start.carry


def test_the_digital_script_fixes_the_deck_and_the_app_deals_the_rest():
    run = play_script(load_script(HERE / "digital-olympia-written-deck.json"))
    cards = [p.action.value for p in run.played if p.action.do == "card"]
    assert cards == [6, 3, 9, 2, 3]
    assert ledger(result_json(run)) == [("Ann", "#pot:carry:pairs", 27, "A-C3"), ("#pot:carry:pairs", "Bo", 27, "A-C4")]


def test_quick_entry_without_credit_the_loser_pays_what_they_have():
    result = result_json(play_script(load_script(HERE / "quick-entry-final-scores.json")))
    assert ledger(result) == [("Bo", "#pot:carry:pairs", 10, "A-C3"), ("#pot:carry:pairs", "Cy", 10, "A-C4")]
    assert result["chips"]["Bo"] == 0


def test_a_script_with_an_impossible_card_names_the_action_and_the_rule():
    raw = json.loads((HERE / "physical-seattle-rounds.json").read_text(encoding="utf-8"))
    raw["actions"][0]["value"] = 1  # Bo is dealt the only 1, and Cy another
    raw["actions"][1]["value"] = 1
    with pytest.raises(ScriptError) as e:
        play_script(parse_script(raw))
    assert e.value.index == 1 and "The deck has only one 1" in str(e.value)


def test_the_example_in_the_replay_docs_plays_as_described():
    text = (Path(__file__).parents[1] / "docs" / "replay.md").read_text(encoding="utf-8")
    section = text.split("## Pairs (`pairs`)")[1]
    example = section.split("```json")[1].split("```")[0]
    result = result_json(play_script(parse_script(json.loads(example))))
    assert result["chips"] == {"Ann": 101, "Bo": 98, "Cy": 101} and result["finished"]
    assert ledger(result) == [("Bo", "Cy", 1, "A-C1"), ("Bo", "Ann", 1, "A-C1")]
