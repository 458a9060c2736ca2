"""Replay scripts with the games tableapp knows: core/script.py plays them with the registry's
engines (the core itself imports no game)."""
from __future__ import annotations

from tableapp.core import script as core
from tableapp.core.run import GameRun
from tableapp.core.session import Session

from .registry import engine_for

load_script = core.load_script
parse_script = core.parse_script
result_json = core.result_json
night_json = core.night_json
script_of = core.script_of
NightScript = core.NightScript


def play_script(script) -> GameRun:
    return core.play_script(script, engine_for)


def play_night(script) -> Session:
    return core.play_night(script, engine_for)


def setup_of(script: core.Script):
    return core.setup_of(script, engine_for(script.game))
