"""Chicken or Llama The Poker: the game's panel (the registry names ``ChickenLlamaPanel``), on the
panel kit (../kit).

- ``panel.py``: the panel, choosing the page of the moment;
- ``table.py``: the public header and the players with the bills in front of them;
- ``name_column.py``: how wide the players' names column is (a name whole when the row has room);
- ``decisions.py``: key buttons and the facts the table enters (physical mode);
- ``private.py``: a player's private screen with the marking tool (digital mode);
- ``hints.py``: that screen's hint on marking, whole at every text size (a shorter wording when long);
- ``settlement.py``: the settlement the table confirms;
- ``end.py``: the end page's standings, every player's coins;
- ``reveal_log.py``: house option H9, the public log of past reveals (Ctrl+R);
- ``common.py``: labels, bill sizes, the bill widgets, the panel's looks.
"""
from .panel import ChickenLlamaPanel

__all__ = ["ChickenLlamaPanel"]
