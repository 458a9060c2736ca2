"""The call picker, key by key, with eight long names around the table (issue 11): on a 1366x768
laptop's window at 100 %, 115 %, 150 % and 200 % text, every step of "call higher" (each hand, each
rank, each second rank), with and without a reroll count said aloud, in physical and digital
mode: no two of the picker's buttons overlap, and each is whole inside what shows it.

A new user saw the second row of ranks drawn over the first ("Rerolled 2, 6, K"): the reroll count's
label stayed above its buttons once "Now 0–5:" had narrowed it, and the picker's question kept
its two lines at 100 % whatever room was left. The every-game layout test plays random steps and
missed it: this one walks the picker's every path."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tableapp.core.session import Session
from tableapp.games.registry import engine_for

from test_ui_liar_dice import activate, panel, take_screen
from ui_helpers import settings_dir, start_app  # noqa: F401 - fixtures
from ui_layout import WINDOW, rect_in, set_text_scale, settle, visible_area

# the new user's table: names as long as a seat takes (the prompt above the picker wraps)
NAMES = ["Bartholomew-Fitzgerald", "Christopher-Jonathan", "Wilhelmina-Charlotte", "Konstantinos-Pavlos",
         "Maximilian-Alexander", "Anastasia-Josephine", "Jean-Baptiste-Emmanuel", "Guinevere-Rosalind"]
KEYS = {**{str(d): getattr(Qt.Key, f"Key_{d}") for d in range(10)},
        **{c: getattr(Qt.Key, f"Key_{c.upper()}") for c in "akqjtnr"}}


def picker_problems(w, picker) -> list[str]:
    """The picker's buttons (the step's, Back and Call) that overlap another or are not whole in sight."""
    buttons = list(picker._items) + [b for b in (picker.back_button, picker.call_button) if b.isVisible()]
    out = []
    for i, a in enumerate(buttons):
        box = rect_in(w, a)
        for b in buttons[i + 1:]:
            if box.intersects(rect_in(w, b)):
                out.append(f"{a.text()!r} {box.getRect()} overlaps {b.text()!r} {rect_in(w, b).getRect()}")
        area = visible_area(w, a)
        if not area.contains(box):
            out.append(f"{a.text()!r} {box.getRect()} is not whole inside {area.getRect()}")
    return out


def start(qtbot, tmp_path, start_app, mode: str, scale: float):
    w = start_app(tmp_path)
    w.resize(WINDOW)
    set_text_scale(w, scale)
    w.controller.set_session(Session("Game night 2026-12-02", NAMES, w.store))
    w.show_table()
    w.controller.start_game(engine_for("liar-dice"), players=NAMES, mode=mode, seed=11)
    activate(qtbot, w)
    return w, panel(w)


def walk(qtbot, w, p, where: str) -> dict[str, list[str]]:
    """Every step of the picker from its first: each hand, each rank, each second rank, checked."""
    problems: dict[str, list[str]] = {}

    def key(ch: str, step: str) -> None:
        qtbot.keyClick(w, KEYS[ch])
        settle(qtbot)
        found = picker_problems(w, p.picker)
        if found:
            problems[f"{where} {step}"] = found

    def back() -> None:
        qtbot.keyClick(w, Qt.Key.Key_Backspace)
        settle(qtbot)

    settle(qtbot)
    first = picker_problems(w, p.picker)
    if first:
        problems[f"{where} (hands)"] = first
    for cat in [k for k in p.picker.buttons]:
        key(cat, cat)
        for rank in [k for k in p.picker.buttons if k != "n"]:
            key("t" if rank == "10" else rank, f"{cat} {rank}")
            if p.picker.r1 is not None:  # two pair, full house: the second ranks
                for second in [k for k in p.picker.buttons if k != "n"]:
                    key("t" if second == "10" else second, f"{cat} {rank} {second}")
                back()
        back()
    return problems


@pytest.mark.parametrize("scale", [1.0, 1.15, 1.5, 2.0])
def test_every_step_of_call_higher_is_whole_with_eight_seats_physical(qtbot, tmp_path, start_app, scale):
    w, p = start(qtbot, tmp_path, start_app, "physical", scale)
    for ch in "2k":  # Bartholomew: Pair of Kings
        qtbot.keyClick(w, KEYS[ch])
    qtbot.keyClick(w, Qt.Key.Key_Return)
    settle(qtbot)
    assert p.reroll_count is not None  # Christopher answers: call higher, the reroll count beside
    problems = walk(qtbot, w, p, "no count")
    qtbot.keyClick(w, Qt.Key.Key_R)  # "Rerolled 2" said aloud (its label "Now 0–5:" a moment)
    qtbot.keyClick(w, Qt.Key.Key_2)
    assert p.reroll_count.count == 2
    problems.update(walk(qtbot, w, p, "rerolled 2"))
    listed = "\n".join(f"{where}: {found}" for where, found in list(problems.items())[:12])
    assert not problems, f"{len(problems)} steps with problems:\n{listed}"


@pytest.mark.parametrize("scale", [1.0, 1.15, 1.5, 2.0])
def test_every_step_of_call_higher_is_whole_with_eight_seats_digital(qtbot, tmp_path, start_app, scale):
    w, p = start(qtbot, tmp_path, start_app, "digital", scale)
    take_screen(qtbot, w, p)
    for ch in "2k":  # Bartholomew: Pair of Kings
        qtbot.keyClick(w, KEYS[ch])
    qtbot.keyClick(w, Qt.Key.Key_Return)
    settle(qtbot)
    qtbot.keyClick(w, Qt.Key.Key_A)  # Christopher accepts, takes the cup and rerolls two dice
    settle(qtbot)
    take_screen(qtbot, w, p)
    for ch in "12":
        qtbot.keyClick(w, KEYS[ch])
    qtbot.keyClick(w, Qt.Key.Key_Return)
    settle(qtbot)
    if p.pages.covered:
        take_screen(qtbot, w, p)
    assert p.picker is not None, "the call picker over Christopher's dice"
    problems = walk(qtbot, w, p, "digital")
    listed = "\n".join(f"{where}: {found}" for where, found in list(problems.items())[:12])
    assert not problems, f"{len(problems)} steps with problems:\n{listed}"


@pytest.mark.parametrize("keys", ["", "6", "6k"])
def test_call_stays_in_sight_after_larger_text_with_a_call_half_entered(qtbot, tmp_path, start_app, keys):
    """Larger text (Ctrl+=) in the middle of a call: the window scrolls to the step's controls, Call
    among them even while it is greyed ("Call …" was left half below the window until scrolled)."""
    w, p = start(qtbot, tmp_path, start_app, "physical", 1.0)
    for ch in "2k":
        qtbot.keyClick(w, KEYS[ch])
    qtbot.keyClick(w, Qt.Key.Key_Return)
    for ch in keys:
        qtbot.keyClick(w, KEYS[ch])
    settle(qtbot)
    for scale in (1.15, 1.3, 1.5, 1.75):
        set_text_scale(w, scale)
        settle(qtbot)
        call = p.picker.call_button
        assert visible_area(w, call).contains(rect_in(w, call)), (scale, rect_in(w, call).getRect(),
                                                                   visible_area(w, call).getRect())
        assert not picker_problems(w, p.picker), (scale, picker_problems(w, p.picker))
