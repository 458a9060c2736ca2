"""Liar's dice panel: the generic panel until the game-specific one lands (see base.py)."""
from __future__ import annotations

from .base import GenericPanel


class LiarDicePanel(GenericPanel):
    pass
