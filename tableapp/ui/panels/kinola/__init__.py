"""Kinola: the game's panel (the registry names ``KinolaPanel``), on the panel kit (../kit).

- ``panel.py``: the panel, choosing the page of the moment;
- ``table.py``: the public header (pot, round, dealer, turn, led suit) and the players;
- ``trick.py``: the current and the last trick, each card over its player's name;
- ``hand.py``: a player's hand behind the cover (digital): reserve, then play, by click or key;
- ``deal.py``: the round start (physical): the dealer, every ante and penalty, the last round's payments;
- ``result.py``: the round's result in one per-seat grid (physical), then the payments to confirm;
- ``end.py``: the game-over page's standings, payments and last round (``end_text.py``: each text's fitting);
- ``common.py``: words and the panel's looks.
"""
from .panel import KinolaPanel

__all__ = ["KinolaPanel"]
