"""The panel kit: what every game's panel is made of (see ``panel.py`` for what a panel writes).

- ``panel.KitPanel``: the base panel: pages, the Table menu, the text scale, the refresh;
- ``pages.Pages``: named pages, rebuilt only when their key changes, covered when the controller's
  hot-seat policy says so;
- ``keys``: key buttons from ``Choice``s and a grid of them;
- ``entries``: the facts the table reports (a card, cards, a per-seat grid);
- ``scale``: sizes relative to the app's text size;
- ``generic.GenericPanel``: a whole panel for any game, from its views and choices alone.
"""
from .entries import ENTRIES, CardEntry, CardsEntry, EntryPage, GridEntry, entry_page, fill, preview
from .keys import ChoiceButtons, KeyButton, bind_key, key_name, key_sequence, key_text, with_keys
from .pages import Pages
from .panel import KitPanel
from .scale import base_pt, restyle, sized

__all__ = ["ENTRIES", "CardEntry", "CardsEntry", "ChoiceButtons", "EntryPage", "GridEntry", "KeyButton", "KitPanel",
           "Pages", "base_pt", "bind_key", "entry_page", "fill", "key_name", "key_sequence", "key_text", "preview", "restyle",
           "sized", "with_keys"]
