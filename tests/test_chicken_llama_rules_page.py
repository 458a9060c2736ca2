"""The rules help page of Chicken or Llama exists in both languages, its amounts table agrees
with the engine, and it lists every house option."""
from pathlib import Path

import pytest

from tableapp.games.chicken_llama.amounts import amounts
from tableapp.games.registry import GAMES

from rules_page import Rows

RULES = Path(__file__).parents[1] / "resources" / "rules"


@pytest.mark.parametrize("lang, names", [("en", ["S", "F", "V", "W"]), ("ja", ["S", "F", "V", "W"])])
def test_the_amounts_table_matches_the_engine(lang, names):
    page = Rows()
    page.feed((RULES / f"{GAMES['chicken-or-llama'].rules}.{lang}.html").read_text(encoding="utf-8"))
    normal, raised = amounts(3, 3), amounts(3, 2)
    for name in names:
        row = next(r for r in page.rows if r and r[0].startswith(name))
        assert row[1:] == [str(getattr(normal, name)), str(getattr(raised, name))], row
    text = " ".join(page.text)
    for option in ("H1", "H2", "H3", "H4", "H5", "H6", "H7", "H8", "H9"):
        assert option in text
