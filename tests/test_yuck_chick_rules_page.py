"""The rules help page of Yuck, Chick, Knock, Down exists in both languages, its chip table names
exactly the engine's chip movements, its worked pair example matches the engine, and it lists
every house option."""
from pathlib import Path

import pytest

from tableapp.games.registry import GAMES
from tableapp.games.yuck_chick import ENGINE
from tableapp.games.yuck_chick.settlement import pair_penalty

from rules_page import Rows

RULES = Path(__file__).parents[1] / "resources" / "rules"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_rules_page_has_the_chip_table_the_pair_example_and_every_house_option(lang):
    page = Rows()
    page.feed((RULES / f"{GAMES['yuck-chick-knock-down'].rules}.{lang}.html").read_text(encoding="utf-8"))
    in_table = {row[0] for row in page.rows if row and row[0][:1] == "R" and row[0][1:].isdigit()}
    moved_by_rules = {r.removeprefix("YCKD-") for r in ENGINE.reasons() if r.startswith("YCKD-R")}
    assert in_table == moved_by_rules == {"R1", "R5", "R6", "R8", "R12", "R15"}
    text = " ".join(page.text)
    assert "7 + 8 = 15" in text and pair_penalty([7, 7, 8, 8, 8, 10]) == 15
    options = [row[0] for row in page.rows if row and row[0].startswith("H")]
    assert options == ["H1", "H2", "H3", "H4", "H5", "H6", "H7"]
