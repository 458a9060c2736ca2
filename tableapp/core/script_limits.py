"""Bounds on a replay script, checked before any engine sees it.

A script may come from anywhere (a bug report, a hand edit, a hostile file). It gets exit 0, or
one sentence naming the action's index and the rule id or the field, within a second and in
bounded memory: the file's size, its nesting, every number and every string are bounded here;
numbers the rules bound (five dice, 26 bills) are bounded by the engines.
"""
from __future__ import annotations

import json
import math
import re
from pathlib import Path
from typing import Any

from .errors import RuleError, ScriptError, TableError

MAX_BYTES = 16 * 1024 * 1024  # a 100,000-action night is about 5 MB
MAX_DEPTH = 16                # a script nests about 5 deep
MAX_DIGITS = 16               # every whole number within JSON's exact range (2**53)
MAX_INT = 2 ** 53
MAX_TEXT = 10_000             # characters in one string
MAX_ITEMS = 1_000             # entries of any list or object but the actions

# what an engine may raise on values of the wrong type that slipped past its model
UNEXPECTED = (TypeError, ValueError, KeyError, IndexError, AttributeError, OverflowError, RecursionError,
              ArithmeticError)


def read_script(path: str | Path) -> Any:
    """The file's JSON, bounded; ScriptError with one sentence otherwise."""
    try:
        size = Path(path).stat().st_size
        if size > MAX_BYTES:
            raise ScriptError(f"{path} is {size // 1_048_576} MB: a replay script is at most "
                              f"{MAX_BYTES // 1_048_576} MB")
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError as e:
        raise ScriptError(f"no such file: {path}") from e
    except IsADirectoryError as e:
        raise ScriptError(f"{path} is a folder, not a replay script") from e
    except (OSError, UnicodeDecodeError) as e:
        raise ScriptError(f"{path} is not a readable JSON script: {e}") from e
    try:
        raw = json.loads(text, parse_int=_whole, parse_float=_number, parse_constant=_NotANumber)
    except RecursionError as e:
        raise ScriptError(f"{path} nests deeper than {MAX_DEPTH} levels ({_too_deep_at(text)})") from e
    except json.JSONDecodeError as e:
        raise ScriptError(f"{path} is not a readable JSON script: {e}") from e
    check_values(raw)
    return raw


class _NotANumber:
    """A number a script cannot hold (5,000 digits, 1e400, NaN), kept in place so that
    ``check_values`` names its field; never converted (Python's int() of 5,000 digits fails)."""

    def __init__(self, text: str):
        self.text = text


def _whole(text: str) -> int | _NotANumber:
    return _NotANumber(text) if len(text.lstrip("-")) > MAX_DIGITS else int(text)


def _number(text: str) -> float | _NotANumber:
    value = float(text)
    return value if math.isfinite(value) else _NotANumber(text)


def _too_deep_at(text: str) -> str:
    """Where a file nests too deeply, as 'line L, column C' (strings skipped)."""
    depth = 0
    for m in re.finditer(r'"(?:[^"\\]|\\.)*"|[\[\]{}]', text):
        if m.group() in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                line = text.count("\n", 0, m.start()) + 1
                return f"line {line}, column {m.start() - text.rfind(chr(10), 0, m.start())}"
        elif m.group() in "]}":
            depth -= 1
    return "field unknown"


def check_values(raw: Any) -> None:
    """Every value of a script within bounds; ScriptError naming the field otherwise."""
    stack: list[tuple[Any, tuple, int]] = [(raw, (), 0)]
    while stack:
        value, where, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise ScriptError(f"bad script field {_field(where)!r}: nested deeper than {MAX_DEPTH} levels")
        kind = type(value)
        if kind is str:
            _check_text(value, where)
        elif kind is bool or value is None:
            pass
        elif kind is int:
            if not -MAX_INT <= value <= MAX_INT:
                raise ScriptError(f"bad script field {_field(where)!r}: the number is too large")
        elif kind is float:
            if not math.isfinite(value):
                raise ScriptError(f"bad script field {_field(where)!r}: the number is too large")
        elif kind is _NotANumber:
            digits = len(value.text.lstrip("-"))
            raise ScriptError(f"bad script field {_field(where)!r}: " + (
                f"a number of {digits} digits (at most {MAX_DIGITS})" if value.text.lstrip("-").isdigit()
                else f"{value.text[:20]} is not a number a script may hold"))
        elif kind is list:
            if len(value) > MAX_ITEMS and where[-1:] != ("actions",):  # a game's actions may be many
                raise ScriptError(f"bad script field {_field(where)!r}: {len(value)} items, at most {MAX_ITEMS}")
            stack.extend((v, where + (i,), depth + 1) for i, v in enumerate(value))
        elif kind is dict:
            if len(value) > MAX_ITEMS:
                raise ScriptError(f"bad script field {_field(where)!r}: {len(value)} keys, at most {MAX_ITEMS}")
            for k, v in value.items():
                if type(k) is not str:
                    raise ScriptError(f"bad script field {_field(where)!r}: a key that is not text")
                _check_text(k, where + (k,))
                stack.append((v, where + (k,), depth + 1))
        else:
            raise ScriptError(f"bad script field {_field(where)!r}: not a JSON value ({kind.__name__})")


def _check_text(text: str, where: tuple) -> None:
    if len(text) > MAX_TEXT:
        raise ScriptError(f"bad script field {_field(where)!r}: {len(text)} characters, at most {MAX_TEXT}")
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate ("\ud800"): no character at all
        raise ScriptError(f"bad script field {_field(where)!r}: it holds a broken character (a lone "
                          f"surrogate), not text") from None


def _field(where: tuple) -> str:
    return ".".join(str(p) for p in where) or "(the whole script)"


# -- naming what a refusal is about -----------------------------------------------------------------
def action_field(raw: Any, index: int, error: BaseException | None = None) -> str:
    """' (field actions.3.faces)': the field of a refused action, from the model's complaint
    when there is one, else its one fact (faces, dice, pile...), else the action itself."""
    base = f"actions.{index}"
    cause = getattr(error, "__cause__", None)
    errors = getattr(cause, "errors", None)
    if callable(errors):
        try:
            loc = [p for p in errors()[0]["loc"] if not (isinstance(p, str) and p == raw.get("do"))]
            if loc:
                return f" (field {base}.{'.'.join(str(p) for p in loc)})"
        except Exception:  # noqa: BLE001 - the plain field below still names the action
            pass
    facts = [k for k in (raw if isinstance(raw, dict) else {}) if k not in ("by", "do")]
    return f" (field {base}.{facts[0]})" if len(facts) == 1 else f" (field {base})"


def check_seated(action: Any, players: tuple[str, ...], raw: Any, index: int) -> None:
    """An action by someone who is not at this table is refused before any rule reads it."""
    by = getattr(action, "by", None)
    if by is not None and by not in players:
        raise ScriptError(f"{by!r} is not seated at this table ({', '.join(players)}) "
                          f"(field actions.{index}.by)", index)


def describe(engine: Any, state: Any, action: Any) -> str:
    """The engine's words for the action, or its JSON if the engine cannot word it."""
    try:
        return engine.describe(state, action)
    except Exception:  # noqa: BLE001 - a refusal's wording never crashes the refusal
        try:
            return json.dumps(action.to_json(), ensure_ascii=False)
        except Exception:  # noqa: BLE001
            return repr(action)


def refusal(engine: Any, state: Any, action: Any, raw: Any, index: int, error: BaseException) -> ScriptError:
    """The ScriptError for an action the game refused or could not read."""
    if isinstance(error, RuleError):
        return ScriptError(f"{describe(engine, state, action)}: {error.message} (rule {error.rule})", index, error.rule)
    if isinstance(error, TableError):
        return ScriptError(str(error) + action_field(raw, index, error), index)
    return ScriptError(f"this action cannot be played ({type(error).__name__}: {error})"
                       + action_field(raw, index), index)


def start_field(error: BaseException, engine: Any, setup: Any) -> str:
    """' (field game)', ' (field options.x)' ...: which part of the script a game cannot start
    from. ``engine`` None: the script's game is not known."""
    if engine is None:
        return " (field game)"
    if setup is None:
        errors = getattr(error, "errors", None)
        loc = errors()[0]["loc"] if callable(errors) and errors() else ("chips",)
        return f" (field {'.'.join(str(p) for p in loc)})"
    return setup_field(engine, setup)


def setup_field(engine: Any, setup: Any) -> str:
    """' (field options.x)', ' (field players)' ...: which part of the script's set-up a game
    refused to start from."""
    n = len(setup.players)
    if not engine.min_players <= n <= engine.max_players:
        return " (field players)"
    try:
        engine.options(setup)
    except Exception as e:  # noqa: BLE001 - pydantic's complaint names the option
        errors = getattr(e, "errors", None)
        loc = errors()[0]["loc"] if callable(errors) and errors() else ()
        return f" (field options{''.join('.' + str(p) for p in loc)})"
    if any(type(v) is not int or v < 1 for v in setup.chips.values()):
        return " (field chips)"
    if setup.start is not None:
        try:
            engine.validate_setup(setup.model_copy(update={"start": None}))
        except Exception:  # noqa: BLE001 - it fails without the position too: not the position
            return " (field chips)"
        return " (field start)"
    return " (field chips)"
