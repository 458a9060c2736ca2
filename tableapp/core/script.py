"""Replay scripts: the headless form of a game (tests, bug reports, saved games).

A script is ``{"game", "mode", "players", "chips", "options", "seed", "start",
"actions": [{"by": name, "do": ..., ...}]}``; see docs/replay.md. In digital mode a
chance outcome may be written into ``actions`` (an action without ``by`` where the app
would roll or shuffle); where it is not, the app draws it from ``seed``.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError, field_validator

from .engine import CHANCE, Mode, Setup
from .errors import RuleError, ScriptError, TableError
from .ledger import is_pot
from .run import GameRun


class Script(BaseModel):
    model_config = ConfigDict(extra="forbid")

    game: str
    mode: Mode = "physical"
    players: list[str]
    chips: int | dict[str, int] | None = None
    options: dict[str, Any] = {}
    seed: int | None = None
    start: dict[str, Any] | None = None
    undo_guard: bool = True
    actions: list[dict[str, Any]] = []

    @field_validator("players")
    @classmethod
    def _names(cls, players: list[str]) -> list[str]:
        from .roster import check_names

        try:
            check_names(players)
        except TableError as e:  # pydantic reports only ValueErrors as a bad field
            raise ValueError(str(e)) from e
        return players


def load_script(path: str | Path) -> Script:
    try:
        raw = json.loads(Path(path).read_text(encoding="utf-8"))
    except FileNotFoundError as e:
        raise ScriptError(f"no such file: {path}") from e
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as e:
        raise ScriptError(f"{path} is not a readable JSON script: {e}") from e
    return parse_script(raw)


def parse_script(raw: Any) -> Script:
    try:
        return Script.model_validate(raw)
    except ValidationError as e:
        first = e.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise ScriptError(f"bad script field {where!r}: {first['msg']}") from e


def setup_of(script: Script) -> Setup:
    from tableapp.games.registry import engine_for

    engine = engine_for(script.game)
    chips = script.chips if script.chips is not None else engine.default_chips
    if isinstance(chips, int):
        chips = {p: chips for p in script.players}
    missing = [p for p in script.players if p not in chips]
    if missing:
        raise ScriptError(f"no chips given for {', '.join(missing)}")
    if script.mode == "digital" and script.seed is None:
        seed = None  # chance outcomes must then all be written in the script
    else:
        seed = script.seed
    return Setup(
        game=script.game, mode=script.mode, players=tuple(script.players),
        chips={p: chips[p] for p in script.players}, options=script.options, seed=seed,
        start=script.start, undo_guard=script.undo_guard,
    )


def play_script(script: Script) -> GameRun:
    """Play every action of the script; ScriptError names the first one that cannot be played."""
    from tableapp.games.registry import engine_for

    try:
        setup = setup_of(script)
        engine = engine_for(script.game)
        engine.validate_setup(setup)
        run = GameRun(engine, setup)
    except ScriptError:
        raise
    except (TableError, ValueError, KeyError) as e:
        raise ScriptError(f"cannot start the game: {e}") from e

    def draw_chance(index: int) -> None:
        while run.next_chance_due():
            if setup.seed is None:
                raise ScriptError("the app must roll or shuffle here: give a seed or write the outcome", index)
            run.play(run.next_chance(), auto=True)

    for i, raw in enumerate(script.actions):
        try:
            action = engine.parse_action(raw)
        except TableError as e:
            raise ScriptError(str(e), i) from e
        if action.by is not None or engine.to_act(run.state) != CHANCE:
            draw_chance(i)
        try:
            run.play(action, auto=action.by is None and engine.to_act(run.state) == CHANCE)
        except RuleError as e:
            raise ScriptError(f"{engine.describe(run.state, action)}: {e.message} (rule {e.rule})", i, e.rule) from e
        except TableError as e:
            raise ScriptError(str(e), i) from e
    draw_chance(len(script.actions))
    return run


def result_json(run: GameRun, names: dict[str, str] | None = None) -> dict[str, Any]:
    """The final position as the ``--json`` output of ``tableapp replay``."""
    engine, state = run.engine, run.state
    out = engine.outcome(state)
    bal = run.balances
    return {
        "game": run.setup.game,
        "finished": out.finished,
        "winner": out.winner,
        "chips": {p: bal.get(p, 0) for p in run.setup.players},
        "pot": sum(v for k, v in bal.items() if is_pot(k)),
        "eliminated": list(out.eliminated),
        "ledger": [
            {"action": i, "round": r, **t.to_json()} for i, r, t in run.transfers()
        ],
    }


def script_of(run: GameRun) -> dict[str, Any]:
    """The game so far as a script that replays to the same position (chance outcomes included)."""
    s = run.setup
    data: dict[str, Any] = {
        "game": s.game, "mode": s.mode, "players": list(s.players), "chips": dict(s.chips),
        "options": dict(s.options), "actions": [p.action.to_json() for p in run.played],
    }
    if s.seed is not None:
        data["seed"] = s.seed
    if s.start is not None:
        data["start"] = s.start
    if not s.undo_guard:
        data["undo_guard"] = False
    return data
