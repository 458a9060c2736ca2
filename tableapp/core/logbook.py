"""The game log as the screens show it: every logged action's line, undone ones kept (struck
through), kept up to date one entry at a time so that an undo on a long night touches only the
lines it takes back."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(slots=True)
class LogLine:
    """One logged action as the game log shows it. ``no``: its number there (the ledger files its
    chips under the same number); ``text`` None until worded (a resumed game words its log only
    when it is shown); ``public`` False for what nobody may see happen (a Chicken or Llama mark);
    ``row``: its row in the public log (-1 when not shown)."""

    no: int
    text: str | None
    auto: bool
    public: bool = True
    row: int = -1


@dataclass
class LogBook:
    lines: list[LogLine] = field(default_factory=list)
    undone: list[bool] = field(default_factory=list)  # per line: taken back by an undo now
    live: list[int] = field(default_factory=list)  # the lines in effect, in order
    groups: list[list[int]] = field(default_factory=list)  # what each undo took back, for redo
    rows: int = 0  # public rows so far
    worded: bool = True  # every line has its words

    def add(self, lines: list[LogLine]) -> None:
        for line in lines:
            if line.public:
                line.row = self.rows
                self.rows += 1
            if line.text is None:
                self.worded = False
            self.live.append(len(self.lines))
            self.lines.append(line)
            self.undone.append(False)
            if not line.auto:
                self.groups.clear()  # a person's new action ends what could be redone

    def undo(self) -> list[int]:
        """An undo takes back the last line a person entered with the app's lines after it (the
        group Session.undo takes back); returns the lines it struck through."""
        group: list[int] = []
        while self.live:
            j = self.live.pop()
            group.append(j)
            if not self.lines[j].auto:
                break
        for j in group:
            self.undone[j] = True
        self.groups.append(group)
        return group

    def redo(self) -> list[int]:
        if not self.groups:
            return []
        group = self.groups.pop()
        for j in reversed(group):
            self.undone[j] = False
            self.live.append(j)
        return group
