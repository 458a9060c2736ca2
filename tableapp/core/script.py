"""Replay scripts: the headless form of a game or a night (tests, bug reports, saved games).

A script is ``{"game", "mode", "players", "chips", "options", "seed", "start",
"actions": [{"by": name, "do": ..., ...}]}``; see docs/replay.md. In digital mode a
chance outcome may be written into ``actions`` (an action without ``by`` where the app
would roll or shuffle); where it is not, the app draws it from ``seed``, and nothing is
drawn after the last scripted action. A night is ``{"night": [script, ...]}``, each game
after the first saying ``"carry": true|false`` (the players bring the chips they hold).

The core knows no game: the caller hands in ``engine_for`` (tableapp/games/scripts.py does).
"""
from __future__ import annotations

from pathlib import Path
from collections.abc import Callable
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from . import script_limits
from .engine import CHANCE, Engine, Mode, Setup
from .errors import ScriptError, TableError
from .ledger import is_carry, is_pot
from .run import GameRun
from .session import Session
from .views import Carry

EngineFor = Callable[[str], Engine]


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
    left: Carry | None = None  # what the night's earlier games left for this one (a game saved alone)
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


class NightGame(Script):
    """A game of a night script: ``carry`` true brings the chips each player holds (``chips`` then
    adds rebuys per player); ``fresh`` drops what earlier games left for these game ids (CL-H8)."""

    carry: bool = False
    fresh: list[str] = []


class NightScript(BaseModel):
    model_config = ConfigDict(extra="forbid")

    title: str = "Replay"
    night: list[NightGame] = Field(min_length=1)


def load_script(path: str | Path) -> Script | NightScript:
    return parse_script(script_limits.read_script(path))


def parse_script(raw: Any) -> Script | NightScript:
    script_limits.check_values(raw)  # bounded before pydantic or an engine sees it
    try:
        if isinstance(raw, dict) and "night" in raw:
            return NightScript.model_validate(raw)
        return Script.model_validate(raw)
    except ValidationError as e:
        first = e.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "(the whole script)"
        raise ScriptError(f"bad script field {where!r}: {first['msg']}") from e


def setup_of(script: Script, engine: Engine) -> Setup:
    chips = script.chips if script.chips is not None else engine.default_chips
    if isinstance(chips, int):
        chips = {p: chips for p in script.players}
    missing = [p for p in script.players if p not in chips]
    if missing:
        raise ScriptError(f"no chips given for {', '.join(missing)} (field chips)")
    if script.mode == "digital" and script.seed is None:
        seed = None  # chance outcomes must then all be written in the script
    else:
        seed = script.seed
    return Setup(
        game=script.game, mode=script.mode, players=tuple(script.players),
        chips={p: chips[p] for p in script.players}, options=script.options, seed=seed,
        start=script.start, undo_guard=script.undo_guard,
    )


def play_script(script: Script | NightScript, engine_for: EngineFor) -> GameRun:
    """Play every action of a one-game script; ScriptError names the first one that cannot be
    played. (A night script: its last game.)"""
    return play_night(script, engine_for).game.run


def play_night(script: Script | NightScript, engine_for: EngineFor) -> Session:
    """Play a night script game by game through a Session (in memory), carrying chips, pots and
    what each game leaves as the app would; a one-game script is a night of one game."""
    games = script.night if isinstance(script, NightScript) else [NightGame(**script.model_dump())]
    roster: list[str] = []
    for g in games:
        roster += [p for p in g.players if p not in roster]
    session = Session(getattr(script, "title", "Replay"), roster, auto_chance=False)
    for number, game in enumerate(games):
        try:
            _play_game(session, game, engine_for, carry=number > 0 and game.carry)
        except ScriptError as e:
            if len(games) == 1:
                raise
            raise ScriptError(e.message, e.index, e.rule, number + 1) from e
    return session


def _play_game(session: Session, script: NightGame, engine_for: EngineFor, carry: bool) -> None:
    try:
        engine = engine_for(script.game)
        setup = setup_of(script, engine)
        if session.games and not session.game.run.engine.outcome(session.game.run.state).finished:
            raise ScriptError("the game before this one is not over: its actions stop before its end (field night)")
        session.new_game(engine, list(setup.players), mode=setup.mode, options=setup.options,
                         chips=(script.chips if isinstance(script.chips, dict) else None) if carry else setup.chips,
                         carry=carry, seed=setup.seed, undo_guard=setup.undo_guard, start=setup.start,
                         fresh=tuple(script.fresh), left=script.left)
    except ScriptError:
        raise
    except (TableError, *script_limits.UNEXPECTED) as e:
        where = script_limits.start_field(e, locals().get("engine"), locals().get("setup"))
        raise ScriptError(f"cannot start the game: {e}{where}") from e
    run = session.game.run

    def draw_chance(index: int) -> None:
        while run.next_chance_due():
            if setup.seed is None:
                raise ScriptError("the app must roll or shuffle here: give a seed or write the outcome "
                                  "(field seed)", index)
            session.draw_chance()

    for i, raw in enumerate(script.actions):
        try:
            action = engine.parse_action(raw)
        except (TableError, *script_limits.UNEXPECTED) as e:
            raise ScriptError(str(e) + script_limits.action_field(raw, i, e), i) from e
        script_limits.check_seated(action, setup.players, raw, i)
        try:
            if action.by is not None or engine.to_act(run.state) != CHANCE:
                draw_chance(i)
            session.act(action, auto=action.by is None and engine.to_act(run.state) == CHANCE)
        except ScriptError:
            raise
        except (TableError, *script_limits.UNEXPECTED) as e:
            raise script_limits.refusal(engine, run.state, action, raw, i, e) from e


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
        "pot": sum(v for k, v in bal.items() if is_pot(k) and not is_carry(k)),
        "carried": sum(v for k, v in bal.items() if is_carry(k)),  # waiting for a later game
        "eliminated": list(out.eliminated),
        "standings": [st.model_dump() for st in run.standings()],
        "ledger": [
            {"action": i, "round": r, **t.to_json()} for i, r, t in run.transfers()
        ],
    }


def night_json(session: Session) -> dict[str, Any]:
    """A night's result: each game's result and every account's chips at the end."""
    return {"games": [result_json(rec.run) for rec in session.games],
            "chips": {a: v for a, v in session.balances().items() if v or not a.startswith("#")}}


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
    if not s.carry.empty:
        data["left"] = s.carry.model_dump(mode="json", exclude_defaults=True)
    return data
