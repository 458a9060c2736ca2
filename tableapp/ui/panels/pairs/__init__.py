"""Pairs with Seattle, Tacoma and Olympia betting: the game's panel (the registry names
``PairsPanel``), on the panel kit (../kit).

- ``panel.py``: the panel, choosing the page of the moment;
- ``table.py``: the header (round, losing score, betting rule, deck) and the players' tiles with
  every face-up card (A.7: nothing is hidden but the deck order, so there is no cover);
- ``pages.py``: hit or fold, and the card keypad the table reports each card with (physical);
- ``quick.py``: quick entry (H6): who scored, how much, pair or fold;
- ``common.py``: labels and the panel's looks.
"""
from .panel import PairsPanel

__all__ = ["PairsPanel"]
