"""Errors that reach a person: each says what is wrong in words a player understands."""
from __future__ import annotations


class TableError(Exception):
    """Base of every error the app shows instead of crashing."""


class RuleError(TableError):
    """An action the rules do not allow now. ``rule`` is the rule id, e.g. ``LD-R4``."""

    def __init__(self, rule: str, message: str):
        super().__init__(f"{message} ({rule})")
        self.rule = rule
        self.message = message


class InputError(TableError):
    """A fact typed at the table that cannot be true (five faces that are not five dice, ...)."""


class ScriptError(TableError):
    """A replay script that cannot be read or played."""

    def __init__(self, message: str, index: int | None = None, rule: str | None = None, game: int | None = None):
        where = f"action {index}: " if index is not None else ""
        if game is not None:  # a night script: which of its games
            where = f"game {game}: " + where
        super().__init__(where + message)
        self.message = message
        self.game = game
        self.index = index
        self.rule = rule


class StoreError(TableError):
    """The database or a file could not be read or written; nothing was changed."""


class UndoError(TableError):
    """Undo or redo is not possible now (nothing to undo, or the digital-mode guard)."""
