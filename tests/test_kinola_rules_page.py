"""The rules help page of Kinola exists in both languages, its deck table agrees with the engine
(cards, hand, tricks, rounds, first pot per player count) and it lists every house option."""
from pathlib import Path

import pytest

from tableapp.games.kinola.deck import config
from tableapp.games.registry import GAMES

from rules_page import Rows

RULES = Path(__file__).parents[1] / "resources" / "rules"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_deck_table_matches_the_engine_and_every_house_option_is_listed(lang):
    page = Rows()
    page.feed((RULES / f"{GAMES['kinola'].rules}.{lang}.html").read_text(encoding="utf-8"))
    decks = [r for r in page.rows if len(r) == 7 and r[0][:1].isdigit()]
    assert len(decks) == 5
    for row, (n, harsh) in zip(decks, [(3, False), (3, True), (4, False), (5, False), (6, False)]):
        cfg = config(n, harsh)
        assert row[2:] == [str(len(cfg.deck)), str(cfg.hand), str(cfg.tricks), str(cfg.rounds), str(cfg.first_pot)]
    text = " ".join(page.text)
    for option in ("H1", "H2", "H3", "H4", "H5", "H6", "H7"):
        assert option in text
