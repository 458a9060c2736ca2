"""Randomly damaged database files: never a traceback, never a silent change of chips.

A night that opens without a word shows exactly the chips it had; a night whose damage is named
shows the chips of a moment it really had (its log up to the last good row); a file that is
refused, or only read, stays byte for byte as it was."""
import shutil

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import examples

from tableapp.core.errors import StoreError
from tableapp.export.ledger import export
from tableapp.store.db import EventStore
from tableapp.store.nights import open_night

from store_files import chips_of, ledgers_at_every_moment, play_a_night, sha256
from toy_game import ENGINE


def make_template(folder):
    """Three nights: one finished, one with a game whose start was undone, one under way."""
    path = folder / "template.sqlite3"
    store, first = play_a_night(path, "First", close=False)
    first.finish()
    store.close()
    store, second = play_a_night(path, "Second", close=False)
    for _ in range(3):  # back past the second game's start: its row stays, marked dropped
        second.undo()
    second.new_game(ENGINE, ["Ann", "Bo"], chips=4)
    second.act({"by": "Ann", "do": "ante"})
    store.close()
    _, third = play_a_night(path, "Third 三")  # closed: every row is in the file, none in a -wal
    nights = {s.id: (chips_of(s), ledgers_at_every_moment(path, s.id), state_of(s)) for s in (first, second, third)}
    assert not (folder / "template.sqlite3-wal").exists()
    return path.read_bytes(), nights


class Template:
    """The template's bytes and its nights' ledgers (kept out of hypothesis's report of a failure)."""

    def __init__(self, data, nights):
        self.data, self.nights = data, nights

    def __repr__(self) -> str:
        return f"<template of {len(self.data)} bytes>"


def state_of(night) -> tuple:
    """What a silent change of state would alter besides chips: the end mark, each game's setup
    and the actions in effect."""
    return (night.finished, [(g.seq, g.run.setup.model_dump_json(), [p.action.to_json() for p in g.run.played])
                             for g in night.games])


@pytest.fixture(scope="module")
def template(tmp_path_factory):
    from tableapp.games import registry

    saved = dict(registry.GAMES)
    registry.GAMES["toy"] = registry.GameEntry("toy_game:ENGINE", "", "")
    registry.engine_for.cache_clear()
    yield Template(*make_template(tmp_path_factory.mktemp("template")))
    registry.GAMES.clear()
    registry.GAMES.update(saved)
    registry.engine_for.cache_clear()


@st.composite
def flips(draw, size, live):
    """1 to 3 changed bytes: anywhere in the file, or where its data is (non-zero bytes)."""
    out = []
    for _ in range(draw(st.integers(1, 3))):
        offset = draw(st.integers(0, size - 1) | st.sampled_from(live))
        out.append((offset, draw(st.integers(1, 255))))
    return out


def damaged_file_opens_honestly(data: bytes, nights: dict, folder) -> set[str]:
    """Open a damaged copy every way the app does; returns what happened, in words."""
    path = folder / "tableapp.sqlite3"
    path.write_bytes(data)
    for side in ("-wal", "-shm"):
        (folder / ("tableapp.sqlite3" + side)).unlink(missing_ok=True)
    try:
        store = EventStore(path)
    except StoreError:
        assert path.read_bytes() == data  # refused: untouched
        return {"file refused"}
    outcome = {"file read-only" if store.read_only else "file opened"}
    try:
        try:
            listed = {i.id for i in store.sessions()}
        except StoreError:
            listed = set()
        for sid, (full, moments, state) in nights.items():
            try:
                night = open_night(store, sid, write=False)
                export(night, "csv")
                export(night, "json")
            except StoreError:
                outcome.add("a night refused")
                continue
            chips = chips_of(night)
            own = night.read_only_reason not in (None, store.read_only) and not night.finished
            if own:
                assert chips in moments, night.read_only_reason  # a moment the night really had
                outcome.add("a night's damage named")
            else:
                assert chips == full, "a silent change of chips"
                assert state_of(night) == state, "a silent change of the night's state"
            if not night.read_only_reason:
                assert sid in listed
    finally:
        store.close()
    if store.read_only:
        assert path.read_bytes() == data  # only read: untouched
    return outcome


# no deadline: a loaded machine must not fail them (each example bounds its own time); the nightly
# run tries as many as were tried against tableapp 0.1 (2,800 scripts, 600 damaged files)
@settings(max_examples=examples(60), deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_no_damaged_file_gives_a_traceback_or_a_silent_change_of_chips(template, tmp_path_factory, data):
    original, nights = template.data, template.nights
    live = [i for i, b in enumerate(original) if b]
    changed = bytearray(original)
    for offset, mask in data.draw(flips(len(original), live)):
        changed[offset] ^= mask
    folder = tmp_path_factory.mktemp("damaged", numbered=True)
    damaged_file_opens_honestly(bytes(changed), nights, folder)
    shutil.rmtree(folder, ignore_errors=True)


def test_the_template_itself_opens_as_it_was(template, tmp_path):
    original, nights = template.data, template.nights
    assert damaged_file_opens_honestly(original, nights, tmp_path) == {"file opened"}
    assert sha256(tmp_path / "tableapp.sqlite3") is not None
