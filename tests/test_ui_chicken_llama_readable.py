"""Chicken or Llama read from the chairs on a 1366×768 laptop (issue 11, points 2 and 3), as a new user
found it driving the real window:

- the private screen's hint on marking is whole at larger text (150 %, 200 %), in English and Japanese:
  "Marking bill 1: Q W A S corners, H…" and "Your bills. Click a corner, a crease …" hid the keys and
  the warning they were there to tell; a shorter wording, whole, is fine (the whole one in its tooltip),
  as long as the turn's buttons and the header stay in sight;
- a player's name is whole at 100 % when the row has the room ("Anastasia…" with 180 px spare);
- the game says one money word, coins (the rules' word), in play and at its end: the end page's seats
  said "9 chips" under "wins with 9 coins", and the settlement's "take their chips back" meant the
  voting chips."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel

from tableapp.core.session import Session
from tableapp.games.registry import engine_for
from tableapp.ui.widgets.one_line import NO_BREAK_SPACE, WORD_JOINER

from ui_helpers import settings_dir, start_app  # noqa: F401 - fixtures
from ui_layout import (JAPANESE, LATIN, WINDOW, label_problem, layout_problems, name_elided_fairly, set_text_scale,
                       settle, shown, take_screen_if_covered, visible_area)

GAME = "chicken-or-llama"


def start(qtbot, start_app, tmp_path, players, mode, lang="en", scale=1.0, seed=11):
    w = start_app(tmp_path, lang=lang)
    w.resize(WINDOW)
    set_text_scale(w, scale)
    w.controller.set_session(Session("Game night at the Hasegawa-Fitzgerald house", players, w.store))
    w.show_table()
    w.controller.start_game(engine_for(GAME), players=players, mode=mode, seed=seed,
                            options={"first_dealer": players[0]})
    w.show()
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    settle(qtbot)
    return w


def act(c, do: str) -> None:
    """The player to act does ``do`` (their first choice of it)."""
    action = next(ch.action for ch in c.choices() if getattr(ch.action, "do", "") == do)
    assert c.submit(action), c.last_error


def drawn(label: QLabel) -> str:
    """A label's text as drawn (without the word joiners that keep Japanese words together)."""
    return QLabel.text(label).replace(WORD_JOINER, "").replace(NO_BREAK_SPACE, " ")


def hint_problems(w, hint) -> list[str]:
    out = []
    text = drawn(hint)
    if not text or "…" in text:
        out.append(f"the hint is cut: {text!r}")
    if text != hint.text() and hint.toolTip() != hint.text():  # a shorter wording keeps the whole one at hand
        out.append(f"the hint {text!r} says less than {hint.text()!r}, which its tooltip does not hold")
    problem = label_problem(hint)
    if problem:
        out.append(problem)
    box = QRect(hint.mapTo(w, QPoint(0, 0)), hint.size())
    if not visible_area(w, hint).contains(box):
        out.append(f"the hint at {box.getRect()} is out of sight")
    return out


# -- 1. the marking hints, whole at larger text ---------------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("scale", [1.5, 2.0])
def test_the_marking_hints_are_whole_at_larger_text_through_a_draw_turn(qtbot, tmp_path, start_app, scale, lang):
    """Five players, the first one's private screen: the hint beside two bills, then beside three and four
    bills as they draw (the side narrower, a "you drew" line over the marking button), before and while a
    bill has the keys. Whole every time, with the turn's buttons and the header in sight."""
    players = (JAPANESE if lang == "ja" else LATIN)[:5]
    w = start(qtbot, start_app, tmp_path, players, "digital", lang, scale)
    c = w.controller
    for _ in players:
        act(c, "stake")
    problems: dict[str, str] = {}
    for draw in range(3):
        settle(qtbot)
        take_screen_if_covered(w)
        settle(qtbot)
        page = w.table_view.panel.body
        where = f"{len(page.bills)} bills"
        for p in hint_problems(w, page.hint) + layout_problems(w, scrolling=True):
            problems.setdefault(p, where)
        page.start_marking()  # (M: the first bill takes the keys, the hint tells them)
        settle(qtbot)
        assert page.marking
        for p in hint_problems(w, page.hint) + layout_problems(w, scrolling=True):
            problems.setdefault(p, f"{where}, marking")
        page.stop_marking()
        settle(qtbot)
        act(c, "draw")
    assert not problems, "\n".join(f"{where}: {p}" for p, where in problems.items())


# -- 2. names whole when their row has the room -------------------------------------------------------

def spare(row) -> int:
    """The width a row's one line leaves unused: its bills' column stretches to the row's end."""
    return row.bills_box.width() - row.bills_box.sizeHint().width()


@pytest.mark.parametrize("mode", ["physical", "digital"])
@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_a_name_ends_in_dots_only_when_its_row_has_no_room_for_it(qtbot, tmp_path, start_app, mode, scale):
    """Five players with long names ("Anastasia-Josephine", "Maximilian-Alexander"), the turn badge going
    round the table: a name is elided only when the whole of it would not fit beside the coins and the
    bills (at 100 % every name is whole), and then fairly (its first columns, the whole in the tooltip)."""
    players = LATIN[:5]
    w = start(qtbot, start_app, tmp_path, players, mode, scale=scale)
    c = w.controller
    if mode == "physical":
        act(c, "shuffle")
    whole = set()
    for _ in players:  # each one decides in turn: their row has "▶ decides" (and the dealer's "dealer")
        settle(qtbot)
        for row in w.table_view.panel.players.rows:
            name = row.name
            if not name.is_elided():
                whole.add(name.text())
                continue
            assert name_elided_fairly(name) and name.toolTip() == name.text(), name.shown_text()
            if not row.narrow:  # (one line: the bills' column stretches to the row's end)
                missing = name.fontMetrics().horizontalAdvance(name.text()) - name.contentsRect().width()
                assert missing > spare(row), (name.text(), name.shown_text(), f"{spare(row)} px spare")
        assert layout_problems(w, scrolling=scale > 1.0) == []
        act(c, "stake")
    if scale == 1.0:
        assert whole == set(players)


# -- 3. one money word: coins, in play and at the end --------------------------------------------------

def words_shown(w) -> list[str]:
    """Every text on the table's page but the game log (the night's ledger, in chips for every game):
    labels as drawn, buttons and their tooltips."""
    view = w.table_view
    out = []
    for x in shown(view.findChildren(QLabel)):
        if x is not view.undo_hint:
            out.append(drawn(x))
    for b in shown(view.findChildren(QAbstractButton)):
        out += [b.text(), b.toolTip()]
    return [t for t in out if t]


def other_money_word(texts: list[str], lang: str) -> list[str]:
    if lang == "ja":
        return [t for t in texts if "チップ" in t.replace("投票チップ", "")]
    return [t for t in texts if "chip" in t.lower().replace("voting chip", "")]


@pytest.mark.parametrize("mode, lang", [("digital", "en"), ("physical", "en"), ("digital", "ja")])
def test_the_game_says_coins_in_play_in_its_settlement_and_on_its_end_page(qtbot, tmp_path, start_app, mode, lang):
    """A whole game of three, random legal decisions (seeded), the private screens taken: every step's
    words, every settlement and the end page say coins, never chips (the voting chips aside)."""
    from test_every_engine import pick

    players = (JAPANESE if lang == "ja" else LATIN)[:3]
    w = start(qtbot, start_app, tmp_path, players, mode, lang, seed=5)
    c = w.controller
    rng = random.Random(1)
    coin = "コイン" if lang == "ja" else "coin"
    chips: dict[str, str] = {}
    settlements = 0
    for step in range(400):
        if c.to_act() is None:
            break
        take_screen_if_covered(w)
        settle(qtbot)
        settlements += c.public().phase == "settle"
        for t in other_money_word(words_shown(w), lang):
            chips.setdefault(t, f"step {step}, {c.public().phase}")
        assert c.submit(pick(c.engine, c.state, rng)), c.last_error
    settle(qtbot)
    assert c.game_over and settlements
    end = words_shown(w)
    assert any(coin in t for t in end), end  # the winner's coins
    for t in other_money_word(end, lang):
        chips.setdefault(t, "the end page")
    assert not chips, "\n".join(f"{where}: {t!r}" for t, where in chips.items())
