"""Golden replay scripts for Goblin Poker (tests/scripts/goblin-poker/).

Each plays to a pinned result; the tests below also spell out, by hand, the chips the scripts'
key moments must move.
"""
import json
from pathlib import Path

import pytest

from tableapp.core.errors import ScriptError
from tableapp.core.run import chance_rng
from tableapp.games.scripts import load_script, parse_script, play_night, play_script, result_json

HERE = Path(__file__).parent / "scripts" / "goblin-poker"
SCRIPTS = sorted(p for p in HERE.glob("*.json") if not p.name.endswith(".expected.json"))


def ledger(result, rnd=None):
    return [(r["from"], r["to"], r["amount"], r["reason"]) for r in result["ledger"]
            if r["action"] and (rnd is None or r["round"] == rnd)]


def test_there_are_scripts_in_both_modes():
    modes = {json.loads(p.read_text(encoding="utf-8"))["mode"] for p in SCRIPTS}
    assert modes == {"physical", "digital"}


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
    assert result["pot"] == 0 and result["carried"] == 2  # the carry waits for the next game


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
    waiting = play_script(parse_script(raw))
    assert waiting.state.phase == "deal" and not waiting.played  # nothing drawn after the last action
    deck = waiting.engine.chance(waiting.state, chance_rng(7, 0)).deck  # the seed's shuffle
    raw["actions"] = [{"by": "Bo", "do": "choose", "card": deck[0]}]  # Bo, at Ann's left, got the top card
    run = play_script(parse_script(raw))
    assert [p.action.do for p in run.played] == ["deal", "choose"] and run.played[0].auto
    assert run.state.hands["Cy"] == tuple(sorted(deck[1:18:3]))
    with pytest.raises(ScriptError, match="give a seed"):
        play_script(parse_script({**raw, "seed": None}))


def test_the_example_in_the_replay_docs_plays_as_described():
    text = (Path(__file__).parents[1] / "docs" / "replay.md").read_text(encoding="utf-8")
    section = text.split("## Goblin Poker (`goblin-poker`)")[1]
    example = section.split("```json")[1].split("```")[0]
    result = result_json(play_script(parse_script(json.loads(example))))
    assert result["chips"] == {"Ann": 110, "Bo": 96, "Cy": 94} and result["pot"] == 0
    assert ledger(result)[-3:] == [("Bo", "#pot", 3, "G-C2"), ("Cy", "#pot", 5, "G-C2"), ("#pot", "Ann", 11, "G-C4")]


def test_a_night_carries_the_odd_chips_the_deal_and_a_debt_into_the_next_goblin_poker_game():
    """GR14/G-C6: the split's remainder waits in #pot:carry:goblin and joins the next game's pot at
    its ante; D12: the deal passes left; H10: a debt plays on in the next game on credit."""
    first = json.loads((HERE / "physical-five-rounds-split.json").read_text(encoding="utf-8"))
    first["chips"] = {"Ann": 100, "Bo": 100, "Cy": 100, "Dee": 1}  # Dee's fold at 1 leaves her at -1
    second = {"game": "goblin-poker", "mode": "physical", "players": ["Ann", "Bo", "Cy", "Dee"], "carry": True,
              "actions": [{"do": "deal"}, {"do": "reveal", "cards": {"Ann": 5, "Bo": 3, "Cy": 8, "Dee": 9}},
                          {"by": "Bo", "do": "fold"}, {"by": "Cy", "do": "fold"}, {"by": "Dee", "do": "fold"}]}
    night = play_night(parse_script({"title": "Goblins", "night": [first, second]}))
    game1, game2 = (rec.run for rec in night.games)
    assert game1.balances["#pot:carry:goblin"] == 2 and game1.balances["Dee"] == -1
    assert game2.setup.carry.pots == {"#pot:carry:goblin": 2} and game2.state.dealer == "Bo"
    assert game2.opening == []  # the carry and the debt come along as they are: nothing moves
    ante = [(t.src, t.dst, t.amount, t.reason) for t in game2.played[0].transfers]
    assert ante[-1] == ("#pot:carry:goblin", "#pot", 2, "G-C6") and ("Dee", "#pot", 1, "G-C1") in ante
    # the pot: 4 antes and the carried 2, then the folds at Bo's 3, Ann's 5, Ann's 5
    chips = {k: v for k, v in night.balances().items() if v}
    assert chips == {"Ann": 100 - 1 + (4 + 2 + 3 + 5 + 5), "Bo": 96, "Cy": 94, "Dee": -1 - 1 - 5}
