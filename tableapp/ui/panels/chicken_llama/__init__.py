"""Chicken or Llama The Poker: the game's panel (the registry names ``ChickenLlamaPanel``).

- ``panel.py``: the panel, choosing what the decision area shows;
- ``table.py``: the public header and the players with the bills in front of them;
- ``decisions.py``: buttons and the facts the table enters (physical mode);
- ``private.py``: a player's private screen with the marking tool (digital mode);
- ``settlement.py``: the reveal and the settlement the table confirms;
- ``table_menu.py``: "Table ▾": a player leaves (§9, Ctrl+Shift+L), confirmed in the engine's words;
- ``reveal_log.py``: house option H9, the public log of past reveals (Ctrl+R);
- ``common.py``: shortcuts on buttons, bill sizes, the bill widgets.
"""
from .panel import ChickenLlamaPanel

__all__ = ["ChickenLlamaPanel"]
