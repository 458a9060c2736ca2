"""Chicken-or-llama panel: the generic panel until the game-specific one lands (see base.py)."""
from __future__ import annotations

from .base import GenericPanel


class ChickenLlamaPanel(GenericPanel):
    pass
