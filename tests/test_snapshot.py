"""Snapshots kept beside the log (issue 9): a long game reopens from its snapshot plus the rest
of its log to exactly the position a full replay gives, and a snapshot that cannot be trusted is
ignored, never believed and never run."""
from __future__ import annotations

import json
import os
import pickle
import random

import pytest
from ui_helpers import settings_dir, start_app  # noqa: F401 - fixtures

from tableapp.core.i18n import language
from tableapp.core.session import Entry, Session
from tableapp.core.snapshot import image
from tableapp.games.registry import engine_for

PLAYERS = ["Ann", "Bo", "Cy", "Di"]


def played_night(game: str, n: int, seed: int = 3) -> Session:
    """A digital game with undos and redos among ``n`` logged entries."""
    engine = engine_for(game)
    s = Session("Friday", PLAYERS)
    s.new_game(engine, PLAYERS, mode="digital", seed=seed, undo_guard=False,
               chips=50 if game == "liar-dice" else 3)
    rng = random.Random(seed)
    while len(s.game.entries) < n and engine.to_act(s.run.state) is not None:
        options = [c.action for c in engine.choices(s.run.state) if c.entry is None] \
            or [engine.random_fact(s.run.state, rng)]
        s.act(rng.choice(options))
        if rng.random() < 0.08:
            s.undo()
        elif rng.random() < 0.05 and s.game.redo:
            s.redo()
    return s


def as_stored(entries) -> list[Entry]:
    """The entries as the store hands them back: each action as its JSON text."""
    return [Entry(e.kind, None if e.action is None else json.dumps(e.action, ensure_ascii=False), e.auto, e.ts)
            for e in entries]


def reopen(night: Session, entries, snapshot: bytes | None) -> Session:
    again = Session("Friday", PLAYERS)
    again.replay_game(night.game.run.engine, night.game.run.setup, {}, 0.0, as_stored(entries), snapshot)
    return again


def same_game(a: Session, b: Session) -> None:
    ra, rb = a.game, b.game
    assert ra.run.state == rb.run.state
    assert a.ledger() == b.ledger()
    assert [(x.no, x.text, x.auto, x.public) for x, _ in a.log_lines(ra)] == \
           [(x.no, x.text, x.auto, x.public) for x, _ in b.log_lines(rb)]
    assert [[p.action for p in g] for g in ra.redo] == [[p.action for p in g] for g in rb.redo]
    assert a.undo_label() == b.undo_label()


@pytest.mark.parametrize("game", ["liar-dice", "chicken-or-llama"])
def test_a_game_reopened_from_its_snapshot_and_the_rest_of_its_log_is_the_game_a_full_replay_gives(game):
    night = played_night(game, 400)
    entries = list(night.game.entries)
    cut = len(entries) * 2 // 3  # the snapshot was kept a while ago; the log went on after it
    early = reopen(night, entries[:cut], None)
    early._word(early.game)
    blob = image(early.game, language())
    same_game(reopen(night, entries, blob), reopen(night, entries, None))
    # and undo goes on working from the reopened position
    again = reopen(night, entries, blob)
    if again.undo_blocker() is None:
        again.undo()
        full = reopen(night, entries, None)
        full.undo()
        assert again.game.run.state == full.game.run.state


@pytest.mark.parametrize("game", ["liar-dice", "chicken-or-llama"])
def test_undo_stops_at_the_same_barriers_in_a_reopened_night_as_in_the_night_played(game):
    """The barrier of each action (a roll, a draw, a reveal) is kept once asked, and asked again of
    the engine in a night read back from its log, with or without a snapshot."""
    engine = engine_for(game)
    night = Session("Friday", PLAYERS)
    night.new_game(engine, PLAYERS, mode="digital", seed=5, chips=50 if game == "liar-dice" else 3)
    rng = random.Random(5)
    seen, blocked, undone = [], [], False
    while len(seen) < 120 and engine.to_act(night.run.state) is not None:
        choices = [c for c in engine.choices(night.run.state) if c.action.do not in ("leave", "end-game")]
        options = [c.action for c in choices if c.entry is None] or \
            [c.action.model_copy(update={"dice": [1, 3]}) for c in choices if c.entry == "reroll"]
        if undone:  # in the place of an action taken back, one that cannot be: a stale barrier would show
            options = [a for a in options if engine.is_barrier(night.run.state, a, "digital")] or options
        night.act(rng.choice(options))
        undone = night.undo_blocker() is None and rng.random() < 0.3
        if undone:
            night.undo()
        seen.append(list(night.game.entries))
        blocked.append(night.undo_blocker() is not None)
    assert any(blocked) and not all(blocked)  # both kinds of moment were met
    for k in range(0, len(seen), 7):
        full = reopen(night, seen[k], None)
        assert (full.undo_blocker() is not None) == blocked[k], k
        kept = reopen(full, seen[k], image(full.game, language()))
        assert (kept.undo_blocker() is not None) == blocked[k], k
        if not blocked[k]:  # undone there, it lands where the night played did
            full.undo()
            kept.undo()
            assert kept.game.run.state == full.game.run.state


def test_a_damaged_or_foreign_snapshot_is_ignored_and_the_log_replayed():
    night = played_night("liar-dice", 200)
    entries = list(night.game.entries)
    good = image(night.game, language())
    full = reopen(night, entries, None)

    class Boom:  # a pickle that would run code on loading
        def __reduce__(self):
            return (os.system, ("echo snapshot-ran-code > /tmp/tableapp-snapshot-ran",))

    evil = pickle.dumps({"v": 1, "entries": 1, "state": Boom()})
    for blob in (b"", b"not a pickle", good[:len(good) // 2], good[:-7] + b"\x00" * 7, evil,
                 pickle.dumps({"v": 99}), pickle.dumps([1, 2, 3])):
        same_game(reopen(night, entries, blob), full)
    assert not os.path.exists("/tmp/tableapp-snapshot-ran")


def test_a_snapshot_worded_in_another_language_is_worded_again(monkeypatch):
    night = played_night("liar-dice", 60)
    blob = image(night.game, "another language")
    again = reopen(night, list(night.game.entries), blob)
    assert all(line.text is None for line in again.game.lines)  # not believed: worded when shown
    assert [x.text for x, _ in again.log_lines(again.game)] == [x.text for x, _ in night.log_lines(night.game)]


def test_the_window_keeps_a_finished_games_position_once_the_screen_is_drawn(qtbot, tmp_path, start_app):
    w = start_app(tmp_path)
    c = w.controller
    c.set_session(Session("Friday", ["Ann", "Bo", "Cy"], w.store))
    w.show_table()
    c.start_game(engine_for("liar-dice"), players=["Ann", "Bo", "Cy"], chips=1)
    for raw in [{"by": "Ann", "do": "call", "call": "pair of aces"}, {"by": "Bo", "do": "challenge"},
                {"do": "show", "faces": ["A", "A", "K", "Q", "J"]}, {"by": "Cy", "do": "call", "call": "pair of aces"}]:
        assert c.submit(raw), c.last_error
    assert w.store.load_snapshot(c.session.id, c.game.seq) is None  # not in the click's path
    assert c.submit({"by": "Ann", "do": "challenge"}) and c.submit({"do": "show", "faces": ["9", "9", "K", "Q", "J"]})
    assert c.game_over
    qtbot.waitUntil(lambda: w.store.load_snapshot(c.session.id, c.game.seq) is not None, timeout=2000)
    count, _blob = w.store.load_snapshot(c.session.id, c.game.seq)
    assert count == len(c.game.entries)
