"""Yuck, Chick, Knock, Down (ヤック・チック・ノック・ダウン): the rules engine, no Qt.

``ENGINE`` is the registry's entry point; see engine.py for the functions a panel calls.
"""
from .engine import YuckChickEngine

ENGINE = YuckChickEngine()

__all__ = ["ENGINE", "YuckChickEngine"]
