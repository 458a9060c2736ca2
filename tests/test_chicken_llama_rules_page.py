"""The rules help page of Chicken or Llama exists in both languages, its amounts table agrees
with the engine, and it lists every house option."""
from html.parser import HTMLParser
from pathlib import Path

import pytest

from tableapp.games.chicken_llama.amounts import amounts
from tableapp.games.registry import GAMES

RULES = Path(__file__).parents[1] / "resources" / "rules"


class Rows(HTMLParser):
    """The text of every table row, cell by cell, and of the whole page."""

    def __init__(self):
        super().__init__()
        self.rows: list[list[str]] = []
        self.text: list[str] = []
        self.cell: list[str] | None = None

    def handle_starttag(self, tag, attrs):
        if tag == "tr":
            self.rows.append([])
        elif tag in ("td", "th"):
            self.cell = []

    def handle_endtag(self, tag):
        if tag in ("td", "th") and self.cell is not None:
            self.rows[-1].append("".join(self.cell).strip())
            self.cell = None

    def handle_data(self, data):
        self.text.append(data)
        if self.cell is not None:
            self.cell.append(data)


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
