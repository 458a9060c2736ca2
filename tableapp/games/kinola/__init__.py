"""Kinola (キノラ), Jun Kusaba's reworked Reversis: the rules engine, no Qt.

``ENGINE`` is the registry's entry point; see engine.py for what a panel calls.
"""
from .engine import KinolaEngine

ENGINE = KinolaEngine()

__all__ = ["ENGINE", "KinolaEngine"]
