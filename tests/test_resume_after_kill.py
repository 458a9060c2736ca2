"""Killing the process at any moment loses at most the action being entered: mid-game, during
the very first start-up (while the database is made), and while a digital game starts."""
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

from tableapp.core.session import bank_total
from tableapp.store.db import EventStore
from tableapp.store.nights import open_night


def test_a_night_killed_mid_game_resumes_at_the_last_action(tmp_path, toy_registered):
    db = tmp_path / "night.sqlite3"
    worker = Path(__file__).with_name("kill_worker.py")
    proc = subprocess.Popen([sys.executable, str(worker), str(db)], stdout=subprocess.PIPE, text=True)
    session_id = int(proc.stdout.readline().split()[1])
    last = 0
    for line in proc.stdout:
        last = int(line.split()[1])
        if last >= 300:
            break
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()

    night = open_night(EventStore(db), session_id)
    played = sum(len(g.run.played) for g in night.games)
    # everything the worker reported as done is there; at most the action in flight is extra
    assert last <= played <= last + 2
    assert sum(night.balances().values()) == bank_total(night.ledger())
    assert all(v >= 0 for v in night.balances().values())


def kills() -> int:
    """How many kills each test below aims: a few in CI, many in the nightly run."""
    return 60 if os.environ.get("TABLEAPP_NIGHTLY") == "1" else 6


def start_and_kill(db: Path, after: float, wait_for: str | None = None) -> None:
    worker = Path(__file__).with_name("start_kill_worker.py")
    proc = subprocess.Popen([sys.executable, str(worker), str(db)], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, text=True)
    assert proc.stdout.readline().strip() == "ready"
    proc.stdin.write("go\n")
    proc.stdin.flush()
    if wait_for is not None:
        for line in proc.stdout:
            if line.startswith(wait_for):
                break
    time.sleep(after)
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    proc.stdout.close()
    proc.stdin.close()


def every_game_has_its_first_chance(db: Path) -> int:
    """Opens the file as the next start-up would: every night resumes, no game waits for a roll
    no action can give, and the last night plays on. Returns the number of games."""
    store = EventStore(db)
    assert store.read_only is None
    games = 0
    for info in store.sessions():
        night = open_night(store, info.id)
        assert night.read_only_reason is None
        for g in night.games:
            games += 1
            assert not g.run.next_chance_due(), f"night {info.id}: its game waits for the app's first roll"
            assert g.run.played[0].auto  # the roll, written with the game
    if store.sessions():
        night = open_night(store, store.sessions()[0].id)
        if night.game is not None:
            starter = night.game.run.engine.to_act(night.game.run.state)
            night.act({"by": starter, "do": "call", "call": "One pair"})
    store.close()
    return games


def test_a_kill_during_the_very_first_start_up_never_bricks_the_database(tmp_path):
    rng = random.Random(10)
    for i in range(kills()):
        db = tmp_path / f"first-{i}" / "tableapp.sqlite3"
        start_and_kill(db, rng.uniform(0, 0.008))  # making the file takes about 5 ms
        every_game_has_its_first_chance(db)


def test_a_kill_while_a_digital_game_starts_leaves_it_with_its_first_roll_or_not_there(tmp_path):
    rng = random.Random(11)
    db = tmp_path / "tableapp.sqlite3"
    total = 0
    for _ in range(kills()):
        start_and_kill(db, rng.uniform(0, 0.01), wait_for="started")
        total = every_game_has_its_first_chance(db)
    assert total >= kills()
