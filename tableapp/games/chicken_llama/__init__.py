"""Chicken or Llama The Poker (ニワトリかラマか ポーカー): the rules engine, no Qt.

``ENGINE`` is the registry's entry point; see engine.py for the functions a panel calls.
"""
from .engine import ChickenLlamaEngine

ENGINE = ChickenLlamaEngine()

__all__ = ["ENGINE", "ChickenLlamaEngine"]
