"""The part every game's test table shares (tests/<game>_table.py): a game played action by
action through the real GameRun, and the check that a refused action changes nothing."""
from __future__ import annotations

from typing import Any

import pytest

from tableapp.core.errors import InputError, RuleError


class EngineTable:
    engine: Any  # the game's ENGINE, set by each game's Table
    run: Any  # its GameRun

    def refused(self, by: str | None, do: str, error=(RuleError, InputError), **params: Any) -> str:
        """The action is refused with a clear message, and nothing changes."""
        before, played = self.run.state, len(self.run.played)
        data = {"do": do, **params}
        if by is not None:
            data["by"] = by
        with pytest.raises(error) as info:
            self.run.play(self.engine.parse_action(data))
        assert self.run.state is before and len(self.run.played) == played
        return str(info.value)

    @property
    def state(self):
        return self.run.state

    @property
    def phase(self) -> str:
        return self.run.state.phase

    @property
    def to_act(self):
        return self.engine.to_act(self.run.state)
