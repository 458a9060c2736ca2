"""Starts tableapp's store the way a first start-up does, then starts digital games, until killed
(used by test_resume_after_kill). Prints "ready" once imported and waits for a line on stdin, so
the test can aim its kill at the moments that matter."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent.parent))  # the source tree, when not installed

from tableapp.core.session import Session  # noqa: E402
from tableapp.games.registry import engine_for  # noqa: E402
from tableapp.store.db import EventStore  # noqa: E402

liar_dice = engine_for("liar-dice")
print("ready", flush=True)
sys.stdin.readline()
store = EventStore(sys.argv[1])  # the first start-up: the file is made here
print("opened", flush=True)
n = 0
while True:
    night = Session(f"Night {n}", ["Ann", "Bo", "Cy"], store)
    night.new_game(liar_dice, night.roster, mode="digital", seed=n)  # the game and its first roll
    n += 1
    print("started", n, flush=True)
