"""The rules help page of Pairs exists in both languages, its losing-score table agrees with the
engine, and it lists every house option."""
from pathlib import Path

import pytest

from tableapp.games.pairs.state import LOSING_SCORE
from tableapp.games.registry import GAMES

from rules_page import Rows

RULES = Path(__file__).parents[1] / "resources" / "rules"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_losing_score_table_matches_the_engine_and_every_option_is_listed(lang):
    page = Rows()
    page.feed((RULES / f"{GAMES['pairs'].rules}.{lang}.html").read_text(encoding="utf-8"))
    heads, scores = page.rows[0], page.rows[1]
    assert [LOSING_SCORE[2], LOSING_SCORE[3], LOSING_SCORE[4], LOSING_SCORE[5]] == [int(x) for x in scores[1:5]]
    assert heads[1:5] == ["2", "3", "4", "5"] and int(scores[5]) == LOSING_SCORE[6] == LOSING_SCORE[8]
    text = " ".join(page.text)
    for option in ("H1", "H2", "H3", "H4", "H5", "H6", "H7"):
        assert option in text
