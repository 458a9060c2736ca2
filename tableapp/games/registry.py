"""The games tableapp knows. Adding a game = its engine module, its panel module, one line here.

Modules are named as strings and imported on first use, so start-up pays only for
the game being played and this module imports no Qt.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from functools import cache

from tableapp.core.engine import Engine
from tableapp.core.errors import InputError
from tableapp.core.i18n import tr


@dataclass(frozen=True)
class GameEntry:
    engine: str  # "module:attribute" of the Engine instance
    panel: str  # "module:attribute" of the Qt panel class (ui layer)
    rules: str  # the rules help page under resources/rules/, without language and extension


GAMES: dict[str, GameEntry] = {
    "liar-dice": GameEntry("tableapp.games.liar_dice:ENGINE", "tableapp.ui.panels.liar_dice:LiarDicePanel", "liar-dice"),
    "chicken-or-llama": GameEntry("tableapp.games.chicken_llama:ENGINE", "tableapp.ui.panels.chicken_llama:ChickenLlamaPanel", "chicken-or-llama"),
    "pairs": GameEntry("tableapp.games.pairs:ENGINE", "tableapp.ui.panels.pairs:PairsPanel", "pairs"),
    "goblin-poker": GameEntry("tableapp.games.goblin_poker:ENGINE", "tableapp.ui.panels.goblin_poker:GoblinPokerPanel", "goblin-poker"),
    "yuck-chick-knock-down": GameEntry("tableapp.games.yuck_chick:ENGINE", "tableapp.ui.panels.yuck_chick:YuckChickPanel", "yuck-chick-knock-down"),
    "kinola": GameEntry("tableapp.games.kinola:ENGINE", "tableapp.ui.panels.kinola:KinolaPanel", "kinola"),
}


def _load(ref: str):
    module, _, attr = ref.partition(":")
    return getattr(importlib.import_module(module), attr)


@cache
def engine_for(game: str) -> Engine:
    entry = GAMES.get(game)
    if entry is None:
        raise InputError(tr("setup", "Unknown game {game!r}; known games: {known}.").format(
            game=game, known=", ".join(GAMES)))
    return _load(entry.engine)


def panel_for(game: str):
    return _load(GAMES[game].panel)
