"""Goblin Poker (ゴブリンポーカー), Part B of shared/rules/pairs-and-goblin-poker.md: the rules
engine, no Qt. ``ENGINE`` is the registry's entry point; see engine.py for what a panel calls.
"""
from .engine import GoblinPokerEngine

ENGINE = GoblinPokerEngine()

__all__ = ["ENGINE", "GoblinPokerEngine"]
