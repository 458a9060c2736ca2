"""Every game's golden replay scripts (tests/scripts/<game>/NAME.json beside NAME.expected.json)
play to their pinned result, and the script the app would save of each replays to the same
position. A new game's scripts are picked up from their folder; each game's own script tests
spell out by hand the chips the key moments must move."""
import json
from pathlib import Path

import pytest

from tableapp.games.scripts import load_script, parse_script, play_script, result_json, script_of

SCRIPTS = sorted(p for p in (Path(__file__).parent / "scripts").glob("*/*.json")
                 if not p.name.endswith(".expected.json") and p.with_name(p.stem + ".expected.json").exists())


@pytest.mark.parametrize("path", SCRIPTS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_each_golden_script_plays_to_its_pinned_result(path):
    expected = json.loads(path.with_name(path.stem + ".expected.json").read_text(encoding="utf-8"))
    run = play_script(load_script(path))
    assert result_json(run) == expected
    again = play_script(parse_script(script_of(run)))  # the script the app would save
    assert again.state == run.state
