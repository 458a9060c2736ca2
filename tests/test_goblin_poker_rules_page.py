"""The rules help page of Goblin Poker exists in both languages, its chips table agrees with the
engine's chip movements, and it lists every house option of Part B."""
from pathlib import Path

import pytest

from tableapp.games.goblin_poker import ENGINE
from tableapp.games.goblin_poker.options import GoblinPokerOptions
from tableapp.games.registry import GAMES

from rules_page import Rows

RULES = Path(__file__).parents[1] / "resources" / "rules"


@pytest.mark.parametrize("lang, example", [("en", "2-3-6 is lower than 2-3"), ("ja", "2-3-6のスタックは2-3よりも低い")])
def test_the_rules_page_names_every_chip_movement_and_house_option(lang, example):
    page = Rows()
    page.feed((RULES / f"{GAMES['goblin-poker'].rules}.{lang}.html").read_text(encoding="utf-8"))
    text = " ".join(page.text)
    assert example in text  # GR3, the seed's own example
    movements = {row[0] for row in page.rows if row and row[0].startswith("G-C")}
    assert movements == {r for r in ENGINE.reasons() if r.startswith("G-C")}
    options = {row[0]: row[-1] for row in page.rows if row and row[0].startswith("H")}
    assert set(options) == {"H8", "H9", "H10", "H11", "H12"}
    defaults = GoblinPokerOptions()
    assert options["H8"] == str(defaults.ante) and options["H9"] == str(ENGINE.default_chips)
