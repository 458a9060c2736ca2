"""The in-app rules help page of Liar Dice exists in both languages and carries the verified odds."""
from html.parser import HTMLParser
from pathlib import Path

import pytest

from tableapp.games.registry import GAMES

RULES = Path(__file__).parents[1] / "resources" / "rules"


class Text(HTMLParser):
    def __init__(self):
        super().__init__()
        self.parts: list[str] = []

    def handle_data(self, data):
        self.parts.append(data)


@pytest.mark.parametrize("lang, hands", [
    ("en", ["Five of a kind", "Four of a kind", "Full house", "Straight", "Three of a kind", "Two pair",
            "One pair", "High card"]),
    ("ja", ["ファイブ", "フォー", "フルハウス", "ストレート", "スリー・オブ・ア・カインド", "ツー・ペア", "ワン・ペア", "ハイ・カード"]),
])
def test_the_rules_page_lists_every_hand_with_its_count_of_7776(lang, hands):
    page = RULES / f"{GAMES['liar-dice'].rules}.{lang}.html"
    parser = Text()
    parser.feed(page.read_text(encoding="utf-8"))
    text = " ".join(parser.parts)
    for hand, count in zip(hands, ["6", "150", "300", "240", "1200", "1800", "3600", "480"]):
        assert hand in text and count in parser.parts, (hand, count)
    for option in ("H1", "H2", "H3", "H4"):
        assert option in text
