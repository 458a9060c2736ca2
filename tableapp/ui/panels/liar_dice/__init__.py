"""The Liar Dice panel (see ``panel.py``); the registry names ``tableapp.ui.panels.liar_dice:LiarDicePanel``."""
from .panel import LiarDicePanel

__all__ = ["LiarDicePanel"]
