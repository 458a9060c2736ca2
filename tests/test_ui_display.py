"""The table display (View > Table display, F10): read from the chairs, public information only.

Every registered game, both modes, random play: what the display shows is exactly what is drawn
from the engine's public view and the public game log, the same when everything hidden is dealt
anew, and it never asks for a private view. It follows an action at once, keeps the big letters
big at 1366×768 and fits two to eight players with long names."""
from __future__ import annotations

import inspect
import json
import os
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication

from tableapp.core.errors import InputError, RuleError
from tableapp.core.session import Session
from tableapp.games.registry import GAMES, engine_for
from tableapp.core.views import Piece, PublicView, SeatView
from tableapp.ui.display.content import MARKER, Board, SeatLine, board, face_text, last_public_line
from tableapp.ui.display.layout import lay_out
from tableapp.ui.widgets.cover import PrivateView

from test_every_engine import pick
from ui_helpers import settings_dir, start_app  # noqa: F401 - fixtures

LONG = ["Bartholomew", "中村さんの長い名前", "Maximiliana", "Christopher", "佐藤さんの長い名前", "Ann",
        "Bo", "Wilhelmina"]
WIDE, TALL = 1366, 768


def family() -> str:
    return QApplication.font().family()


def scene_of(view, last: str, width=WIDE, height=TALL, hint=True):
    return lay_out(board(view, last), width, height, family(), hint=hint)


def shown(display) -> list[str]:
    return display.texts()


def no_private_reads(monkeypatch, engine) -> list[str]:
    """Fail any private view asked for from the display's code; the list collects such calls."""
    calls: list[str] = []
    real_private, real_view = engine.private_view, engine.view

    def from_display() -> bool:
        return any(os.sep + "display" + os.sep in frame.filename for frame in inspect.stack()[2:])

    def private_view(state, seat):
        if from_display():
            calls.append(f"private_view({seat})")
        return real_private(state, seat)

    def view(state, seat):
        if seat is not None and from_display():
            calls.append(f"view({seat})")
        return real_view(state, seat)

    monkeypatch.setattr(engine, "private_view", private_view)
    monkeypatch.setattr(engine, "view", view)
    return calls


def make_display(qtbot, controller):
    from tableapp.ui.display.window import TableDisplay

    display = TableDisplay(controller)
    qtbot.addWidget(display)
    display.resize(WIDE, TALL)
    display.show()  # a plain window at 1366×768 (the test screen is smaller than a laptop's)
    return display


# -- public information only ---------------------------------------------------------------------------
@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize("mode", ["physical", "digital"])
def test_the_display_shows_the_public_view_only_in_every_phase_of_random_play(qtbot, monkeypatch, game, mode):
    from tableapp.ui.controller import Controller

    engine = engine_for(game)
    calls = no_private_reads(monkeypatch, engine)
    phases: set[str] = set()
    for seed in (1, 2):
        rng = random.Random(seed)
        names = LONG[:min(engine.max_players, 4 + seed * 2)]
        c = Controller()
        c.set_session(Session("Night", names))
        c.start_game(engine, players=names, mode=mode, seed=seed)
        display = make_display(qtbot, c)
        for _ in range(400):
            state = c.state
            view = engine.public_view(state)
            phases.add(view.phase)
            last = last_public_line(c.session, c.game)
            expected = []
            for item in scene_of(view, last).texts():
                if item.full not in expected:
                    expected.append(item.full)
            assert shown(display) == expected, (game, mode, view.phase)
            scrambled = engine.scramble(state, None, rng)
            if scrambled is not None:  # everything nobody may see drawn anew: the same display
                assert board(engine.public_view(scrambled), last) == display.board
            if engine.to_act(state) is None:
                break
            try:
                c.submit(pick(engine, state, rng))  # the display follows by itself (controller.changed)
            except (RuleError, InputError):
                pass
        display.close()
    assert not calls, calls
    assert len(phases) > 1, phases


def digital_liar_dice(start_app, tmp_path, names):
    """Liar Dice played by the app for ``names``, 3 chips each, on one screen (the laptop)."""
    w = start_app(tmp_path)
    w.controller.set_session(Session("Night", names, w.store))
    w.show_table()
    w.controller.start_game(engine_for("liar-dice"), players=names, mode="digital", seed=3, chips=3)
    return w


def test_the_display_never_shows_the_dice_under_the_cup_while_the_hand_is_open(qtbot, tmp_path, start_app):
    names = ["Ann", "Bo", "Cy"]
    w = digital_liar_dice(start_app, tmp_path, names)
    c = w.controller
    w.act_display.trigger()
    display = w.display
    assert display.isVisible() and w.act_display.isChecked()
    who = c.to_act()
    dice = [p.face for p in c.engine.private_view(c.state, who).pieces]
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    qtbot.keyClick(w, Qt.Key.Key_Space)  # the cup holder takes the laptop's screen: their dice are open there
    qtbot.waitUntil(lambda: c.screen_holder == who)
    public = c.engine.public_view(c.state)
    assert display.board == board(public, last_public_line(c.session, c.game))
    text = " | ".join(display.texts())
    assert " ".join(dice) not in text and "".join(dice) not in text
    assert not any(p.pieces for p in [c.engine.public_view(c.state).seat(n) for n in names])


def shown_faces(seat: SeatLine) -> list[str]:
    """The face-up cards or dice a seat's words show, as whole tokens: "[5]", "[10♥]"."""
    return re.findall(r"\[[^\]]+\]", seat.faces)


def test_a_face_up_card_shows_even_when_the_seats_note_has_the_same_digit():
    """Goblin Poker's "5 in hand" beside a face-up 5, YCKD's "field 3" beside its field card 3: the
    note counts, it does not name the card (the user's Maximilian lost his 5 on the display)."""
    seat = SeatView(name="Maximilian", chips=19, status="in", pieces=(Piece(kind="card", face="5"),),
                    note="5 in hand")
    yckd = SeatView(name="Ann", chips=49, pieces=(Piece(kind="card", face="3"), Piece(kind="card")),
                    note="field 3 · hand 1")
    view = PublicView(game="goblin-poker", mode="physical", round=1, phase="turns", phase_text="Fold or pitch",
                      summary="", to_act="Ann", turn_text="Ann", seats=(seat, yckd), pots=())
    b = board(view)
    assert [shown_faces(s) for s in b.seats] == [["[5]"], ["[3]"]]


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize("mode", ["physical", "digital"])
def test_every_face_up_public_card_is_on_the_display_in_random_play(game, mode):
    """Every piece the public view has face up before a seat is in that seat's words on the display,
    each once and in order, all through random play with six players (and only the public view's)."""
    engine = engine_for(game)
    for seed in (1, 2, 3):
        rng = random.Random(seed)
        names = LONG[:min(engine.max_players, 6)]
        night = Session("Night", names)
        night.new_game(engine, names, mode=mode, seed=seed)
        for _ in range(300):
            state = night.run.state
            view = engine.public_view(state)
            b = board(view)
            for line, sv in zip(b.seats, view.seats):
                want = [f"[{face_text(p)}]" for p in sv.pieces if p.face is not None]
                assert shown_faces(line) == want, (game, mode, view.phase, sv)
            if engine.to_act(state) is None:
                break
            try:
                night.act(pick(engine, state, rng))
            except (RuleError, InputError):
                pass


# -- following the table -------------------------------------------------------------------------------
def test_the_display_follows_an_action_at_once(qtbot, tmp_path, start_app):
    w = start_app(tmp_path)
    names = ["Ann", "Bo", "Cy"]
    w.controller.set_session(Session("Night", names, w.store))
    w.show_table()
    c = w.controller
    c.start_game(engine_for("chicken-or-llama"), players=names, mode="digital", seed=4, chips=5)
    w.act_display.trigger()
    display = w.display
    before = display.board
    who = c.to_act()
    assert f"{MARKER} {who}" in display.texts()
    choice = next(ch for ch in c.engine.choices(c.state) if ch.entry is None and ch.group != "mark")
    assert c.submit(choice.action)
    after = display.board  # no refresh asked for: the controller's change reached it
    assert after != before
    assert after.last == last_public_line(c.session, c.game) and after.last in display.texts()
    assert after == board(c.engine.public_view(c.state), after.last)
    c.undo()
    assert display.board.last == last_public_line(c.session, c.game)
    assert display.board.turn == f"{MARKER} {who}"


def test_a_hand_open_on_the_laptop_is_covered_again_when_the_display_goes_over_it(qtbot, tmp_path, start_app):
    """One screen: F10 turns the laptop to the chairs. Back at the controls the cup holder's dice do not
    face them: the hand is behind "Pass the screen to X" again, and its holder takes it again."""
    names = ["Ann", "Bo", "Cy"]
    w = digital_liar_dice(start_app, tmp_path, names)
    c = w.controller
    who = c.to_act()
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    qtbot.keyClick(w, Qt.Key.Key_Space)  # the cup holder takes the screen: their dice are open
    qtbot.waitUntil(lambda: c.screen_holder == who)
    hand = w.table_view.panel.findChild(PrivateView)
    assert hand is not None and not hand.covered
    w.act_display.trigger()
    assert w.display.isVisible() and w.display.on_laptop
    qtbot.keyClick(w.display, Qt.Key.Key_Escape)  # back to the controls
    assert not w.display.isVisible()
    assert hand.covered and c.screen_holder is None
    assert who in hand._cover.title.text()  # "Pass the screen to Ann"
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    qtbot.keyClick(w, Qt.Key.Key_Space)  # and its holder takes it again
    qtbot.waitUntil(lambda: c.screen_holder == who)
    assert not hand.covered


def test_f10_shows_the_display_over_the_laptop_and_f10_or_esc_returns_to_the_controls(qtbot, tmp_path,
                                                                                        start_app):
    w = start_app(tmp_path)
    names = ["Ann", "Bo"]
    w.controller.set_session(Session("Night", names, w.store))
    w.show_table()
    w.controller.start_game(engine_for("liar-dice"), players=names, mode="physical", chips=3)
    keys = [s.toString() for s in w.act_display.shortcuts()]
    assert keys == ["F10"] and w.act_display.shortcutContext() == Qt.ShortcutContext.ApplicationShortcut
    w.act_display.trigger()
    d = w.display
    assert d.isVisible() and d.isFullScreen() and d.on_laptop  # one screen: over the laptop's
    assert d.screen() is w.screen()
    assert "F10: back to the controls" in d.texts()
    qtbot.keyClick(d, Qt.Key.Key_F10)
    assert not d.isVisible() and not w.act_display.isChecked()
    w.act_display.trigger()
    assert d.isVisible() and w.act_display.isChecked()
    qtbot.keyClick(d, Qt.Key.Key_Escape)
    assert not d.isVisible() and not w.act_display.isChecked()


SCREENS = """
import json, sys
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
from tableapp.core.session import Session
from tableapp.games.registry import engine_for
from tableapp.ui.controller import Controller
from tableapp.ui.display import window
laptop, projector = app.screens()
main = QMainWindow(); main.setScreen(laptop); main.setGeometry(laptop.geometry()); main.show()
c = Controller()
c.set_session(Session("Night", ["Ann", "Bo"]))
c.start_game(engine_for("liar-dice"), players=["Ann", "Bo"], mode="physical", chips=3)
d = window.TableDisplay(c, main)
d.toggle()
app.processEvents()
out = {"there": [d.screen().name(), d.isFullScreen(), d.on_laptop, d.geometry().getRect(),
                 "F10: back to the controls" in d.texts(), app.activeWindow() is main]}
window.other_screen = lambda controls: None  # the projector unplugged (the offscreen screens cannot go)
d._screens_changed()
app.processEvents()
out["back"] = [d.screen().name(), d.isFullScreen(), d.on_laptop, d.geometry().getRect(),
               "F10: back to the controls" in d.texts()]
print(json.dumps(out))
"""


def test_the_display_goes_to_a_second_screen_and_comes_back_when_it_is_unplugged(tmp_path):
    config = tmp_path / "screens.json"
    config.write_text(json.dumps({"screens": [
        {"name": "laptop", "x": 0, "y": 0, "width": 1366, "height": 768, "logicalDpi": 96, "logicalBaseDpi": 96,
         "dpr": 1},
        {"name": "projector", "x": 1366, "y": 0, "width": 1920, "height": 1080, "logicalDpi": 96,
         "logicalBaseDpi": 96, "dpr": 1}]}))
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}",
           "PYTHONPATH": str(Path(__file__).resolve().parents[1])}
    done = subprocess.run([sys.executable, "-c", SCREENS], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout.strip().splitlines()[-1])
    assert out["there"] == ["projector", True, False, [1366, 0, 1920, 1080], False, True]
    assert out["back"] == ["laptop", True, True, [0, 0, 1366, 768], True]


# -- readable from the chairs ----------------------------------------------------------------------------
def crowded_view(game: str, players: int, mode="digital", steps=12, seed=5):
    """A public view a few actions into a game with long names (a stake or call where the game has one)."""
    engine = engine_for(game)
    names = LONG[:players]
    night = Session("Night", names)
    night.new_game(engine, names, mode=mode, seed=seed)
    rng = random.Random(seed)
    best = None
    for _ in range(steps):
        state = night.run.state
        if engine.to_act(state) is None:
            break
        view = engine.public_view(state)
        if best is None or (view.stake and not best.stake):
            best = view
        try:
            night.act(pick(engine, state, rng))
        except (RuleError, InputError):
            pass
    view = engine.public_view(night.run.state)
    if view.over or (best is not None and best.stake and not view.stake):
        view = best
    return view, last_public_line(night, night.game)


def cap(items) -> int:
    return min(QFontMetrics(i.font).capHeight() for i in items)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_pot_the_stake_and_whose_turn_have_44_px_capitals_and_the_chips_32_at_1366x768(game):
    engine = engine_for(game)
    view, last = crowded_view(game, min(engine.max_players, 8))
    scene = scene_of(view, last)
    big = {role: scene.by_role(role) for role in ("pot", "stake", "turn", "chips")}
    assert big["turn"] and big["chips"]
    assert big["pot"] or not view.pots
    assert big["stake"] or not view.stake
    for role in ("pot", "stake", "turn"):
        if big[role]:
            assert cap(big[role]) >= 44, (role, cap(big[role]))
    assert cap(big["chips"]) >= 32
    # a larger screen: larger letters
    wide = scene_of(view, last, 1920, 1080)
    assert cap(wide.by_role("turn")) > cap(big["turn"]) and cap(wide.by_role("chips")) > cap(big["chips"])


@pytest.mark.parametrize("game", ["goblin-poker", "pairs", "yuck-chick-knock-down"])
def test_the_face_up_cards_are_as_large_as_the_chips_and_whole_at_1366x768(qapp, game):
    """In Pairs and YCKD the face-up cards are what the table most needs to read: as large as the chips
    (capitals of 32 px or more at 1366×768), on a line of their own, every card whole (they were small
    grey words in the status line before, "[6] · score 0")."""
    engine = engine_for(game)
    view, last = crowded_view(game, min(engine.max_players, 8))
    scene = scene_of(view, last)
    faces, chips = scene.by_role("faces"), scene.by_role("chips")
    b = board(view, last)
    assert any(s.faces for s in b.seats) and faces
    assert cap(faces) >= 32 and cap(faces) >= cap(chips), (cap(faces), cap(chips))
    boxes = scene.by_role("seat")
    assert len(boxes) == len(b.seats)
    for seat, box in zip(b.seats, boxes):
        drawn = " ".join(i.text for i in faces if box.rect.contains(i.rect))
        assert drawn == seat.faces, (seat.name, drawn)


@pytest.mark.parametrize("players", [2, 5, 8])
def test_long_rows_of_face_up_cards_wrap_between_cards_and_fit(qapp, players):
    """Eight Pairs stacks of seven cards, long names and statuses: the cards wrap between whole cards,
    nothing overlaps or leaves its box, and the big texts keep their size."""
    seats = tuple(SeatLine(name=LONG[i], chips=str(1000 + i), detail="folded (5 chips) · score 12 · dealer",
                           turn=i == 0, playing=True, faces="[10] [9] [8] [7] [6] [5] [4]")
                  for i in range(players))
    b = Board(heading="Pairs · round 12", phase="Hit or fold", stake="Seattle: the loser pays everyone 1",
              turn=f"{MARKER} Bartholomew", now="Round 12: Bartholomew hits or folds (a fold scores 5).",
              last="Maximiliana draws a 4", seats=seats)
    for width, height in ((WIDE, TALL), (1920, 1080), (1280, 720)):
        scene = lay_out(b, width, height, family(), hint=True)
        check_fits(scene, width, height)
        for item in scene.by_role("faces"):
            assert item.text.endswith("…") or all(card in seats[0].faces.split() for card in item.text.split())
        if (width, height) == (WIDE, TALL):
            assert cap(scene.by_role("turn")) >= 44 and cap(scene.by_role("chips")) >= 32
            assert cap(scene.by_role("faces")) >= 18


def overlaps(a: QRectF, b: QRectF) -> bool:
    both = a.intersected(b)
    return both.width() > 0.5 and both.height() > 0.5


def check_fits(scene, width, height) -> None:
    window = QRectF(0, 0, width, height)
    texts = scene.texts()
    boxes = scene.by_role("seat")
    for item in texts:
        assert window.contains(item.rect), (item.role, item.text, item.rect)
        fm = QFontMetrics(item.font)
        assert fm.horizontalAdvance(item.text) <= item.rect.width() + 1, (item.role, item.text)
        assert fm.height() <= item.rect.height() + 1, (item.role, item.text)
    for i, a in enumerate(texts):
        for b in texts[i + 1:]:
            assert not overlaps(a.rect, b.rect), (a.role, a.text, b.role, b.text)
    for i, a in enumerate(boxes):
        assert window.contains(a.rect)
        for b in boxes[i + 1:]:
            assert not overlaps(a.rect, b.rect)
    for item in texts:  # a seat's words stay in its box; the others keep out of every box
        if item.role in ("name", "chips", "faces", "detail"):
            assert any(box.rect.contains(item.rect) for box in boxes), (item.role, item.text)
        else:
            assert not any(overlaps(box.rect, item.rect) for box in boxes), (item.role, item.text)


@pytest.mark.parametrize("players", range(2, 9))
def test_two_to_eight_players_with_long_names_fit_without_overlap(players):
    seats = tuple(SeatLine(name=LONG[i], chips=str(1000 + i), detail="folded (5 chips) · score 12 · dealer",
                           turn=i == players - 1, playing=i % 3 != 1) for i in range(players))
    long = Board(heading="Yuck, Chick, Knock, Down · round 12", phase="Accept or challenge",
                 pots=(("Pot", "120"), ("Carried", "7")), stake="Full house, Kings over Aces",
                 turn=f"{MARKER} 中村さんの長い名前", now="Round 12: 中村さんの長い名前 to accept or challenge a call",
                 last="Maximiliana challenges · Shown: Q K Q J 9 — Pair of Queens. Full house, Kings over Aces "
                      "called: Bartholomew called too high and pays 1", seats=seats)
    result = "Game over: 中村さんの長い名前 loses with 13 points and pays everyone at the table one chip"
    for b in (long, Board(heading=long.heading, phase=long.phase, pots=long.pots,
                          stake="Seattle: the loser pays everyone 1 and the winner takes the carried pot",
                          turn=long.turn, now=long.now, last=long.last, seats=seats),
              Board(heading=long.heading, phase="Game over", pots=long.pots, over=True, turn=result,
                    stake="シアトル：負けたプレイヤーが全員に 1 チップずつ払う", last=long.last, seats=seats)):
        for width, height in ((WIDE, TALL), (1920, 1080), (1280, 720)):
            scene = lay_out(b, width, height, family(), hint=True)
            check_fits(scene, width, height)
            names = [i.full for i in scene.by_role("name")]
            assert names == [s.label for s in seats]  # every seat, each once
            assert len(scene.by_role("chips")) == players
            details = [i for i in scene.by_role("detail")]
            assert len({(i.rect.left(), i.rect.top()) for i in details}) >= players  # each seat's status
            if (width, height) == (WIDE, TALL):
                assert cap(scene.by_role("turn")) >= 44 and cap(scene.by_role("stake")) >= 44
                assert cap(scene.by_role("pot")) >= 44 and cap(scene.by_role("chips")) >= 32


def test_the_player_to_act_is_marked_in_words_and_a_player_out_says_so():
    view, last = crowded_view("goblin-poker", 6, steps=20)
    b = board(view, last)
    acting = [s for s in b.seats if s.turn]
    assert len(acting) == 1 and acting[0].label.startswith(MARKER) and b.turn == f"{MARKER} {view.turn_text}"
    for seat, sv in zip(b.seats, view.seats):
        if not sv.playing:
            assert seat.detail, seat  # dimmed, and its status in words


def test_before_the_first_game_the_display_says_so_and_a_new_game_reaches_it(qtbot, tmp_path, start_app):
    w = start_app(tmp_path)
    names = ["Ann", "Bo"]
    w.controller.set_session(Session("Night", names, w.store))
    w.show_table()
    w.act_display.trigger()
    assert "No game yet" in w.display.texts() and "Waiting for the first game" in w.display.texts()
    w.controller.start_game(engine_for("liar-dice"), players=names, mode="physical", chips=3)
    assert "No game yet" not in w.display.texts()
    assert w.display.board.turn == f"{MARKER} {w.controller.to_act()}"
