"""Plays the toy game into a real database until killed (used by test_resume_after_kill)."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(1, str(Path(__file__).parent.parent))  # the source tree, when not installed

from tableapp.core.session import Session  # noqa: E402
from tableapp.games import registry  # noqa: E402
from tableapp.store.db import EventStore  # noqa: E402

from toy_game import ENGINE  # noqa: E402

registry.GAMES["toy"] = registry.GameEntry("toy_game:ENGINE", "", "")

store = EventStore(sys.argv[1])
s = Session("Killed night", ["Ann", "Bo", "Cy", "Di"], store)
print("session", s.id, flush=True)
n = 0
while True:
    if s.game is None or ENGINE.outcome(s.game.run.state).finished:
        s.new_game(ENGINE, ["Ann", "Bo", "Cy", "Di"], mode="digital", seed=n, chips=50)
    s.act({"by": ENGINE.to_act(s.game.run.state), "do": "ante"})
    n += 1
    if n % 7 == 0:
        s.undo()
    print("acted", sum(len(g.run.played) for g in s.games), flush=True)
