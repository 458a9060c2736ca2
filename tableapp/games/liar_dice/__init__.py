"""Liar Dice with poker dice (shared/rules/liar-dice.md): the rules engine, no Qt.

For the UI: ``ENGINE`` (the Engine), ``call_choices(state)`` (the calls the player to act may
make, lowest first), ``verdict(state, faces)`` (preview a showdown without applying it) and
``ENGINE.warnings(setup)`` (advice such as the best player count).
"""
from .engine import ENGINE, LiarDiceEngine, LiarDiceOptions, Verdict, call_choices, verdict
from .hands import CALLS, CallError, call_name, call_text, parse_call, roll_key
from .state import LiarDiceState

__all__ = ["ENGINE", "CALLS", "CallError", "LiarDiceEngine", "LiarDiceOptions", "LiarDiceState", "Verdict",
           "call_choices", "call_name", "call_text", "parse_call", "roll_key", "verdict"]
