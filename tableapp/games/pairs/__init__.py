"""Pairs with the Seattle, Tacoma and Olympia betting rules (Part A of
shared/rules/pairs-and-goblin-poker.md): the rules engine, no Qt.

``ENGINE`` is the registry's entry point; see engine.py for the functions a panel calls.
"""
from .engine import PairsEngine

ENGINE = PairsEngine()

__all__ = ["ENGINE", "PairsEngine"]
