"""Goblin Poker: the game's panel (the registry names ``GoblinPokerPanel``), on the panel kit (../kit).

- ``panel.py``: the panel, choosing the page of the moment;
- ``table.py``: the public header (round, ante, pot, fold cost, who starts, the last deal) and the
  players with their stacks face up (folded and eliminated players' face down, as a count);
- ``keypad.py``: the card keypad and the slots it fills (a value per seat, in the order asked);
- ``facts.py``: what the table reports in physical mode (first cards, tie-break draws, the deal);
- ``hand.py``: a player's hand behind the cover (digital mode): one click or key picks a card;
- ``common.py``: labels, words and the panel's looks.
"""
from .panel import GoblinPokerPanel

__all__ = ["GoblinPokerPanel"]
