"""Killing the process at any moment loses at most the action being entered."""
import os
import signal
import subprocess
import sys
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
