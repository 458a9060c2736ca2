"""Players with long names (24 characters, as a new user typed them: longer than ui_layout's LATIN)
on a 1366×768 laptop (issue 11): the lines that name them are never cut at the top and bottom, and
the slots the table types cards into show as much of each name as the row has room for.

- YCKD digital, 6 players, 100%: the big line "Round 1: Konstantinos-Papadopoulo to act · knocks 0
  of 6 · deck 43" wrapped onto two lines in a one-line box (QLabel wraps half an "x" short of its
  contents rect when a style sheet gives it padding), cut at the top and bottom;
- Goblin Poker physical, 6 players: once every first card was typed, the words for what Enter does
  wrapped beside the slots in the room of two lines: the last players' cards were cut off;
- Kinola digital in Japanese at 130%: "この配りの前：…" (every ante) took three lines in the news
  line's room of less than two;
- the slots' captions: "An… Ma… Ba…" and "Anas… Maxi…" with room to spare beside them."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from tableapp.core.session import Session
from tableapp.games.registry import GAMES, engine_for
from tableapp.ui.panels.goblin_poker.facts import FirstCardsPage
from tableapp.ui.panels.yuck_chick.entries import SlotsEntry

from ui_helpers import settings_dir, start_app  # noqa: F401 - fixtures
from ui_layout import WINDOW, label_problem, layout_problems, set_text_scale, settle, take_screen_if_covered

LONG = ["Anastasia-Josephine", "Maximilian-Alexander", "Bartholomew-Fitzgerald", "Christopher-Jonathan",
        "Wilhelmina-Charlotte", "Konstantinos-Papadopoulo"]


def table(qtbot, start_app, tmp_path, game: str, mode: str, players: list[str], lang: str = "en",
          scale: float = 1.0, seed: int = 11, **kwargs):
    w = start_app(tmp_path, lang=lang)
    w.resize(WINDOW)
    set_text_scale(w, scale)
    w.controller.set_session(Session("Game night 2026-12-02", players, w.store))
    w.show_table()
    w.controller.start_game(engine_for(game), players=players, mode=mode, seed=seed, **kwargs)
    w.show()
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    settle(qtbot)
    return w


def test_yckd_the_longest_name_to_act_is_never_cut_in_the_big_line(qtbot, tmp_path, start_app):
    # seed 20: Konstantinos-Papadopoulo has the lowest field card and starts
    w = table(qtbot, start_app, tmp_path, "yuck-chick-knock-down", "digital", LONG, seed=20)
    c = w.controller
    assert c.to_act() == LONG[-1]
    assert "Konstantinos-Papadopoulo to act" in w.table_view.summary.text()
    assert not layout_problems(w)
    # and it stays whole: the screen taken, and a few turns on (each name to act in turn)
    summary = w.table_view.summary
    for turn in range(4):
        take_screen_if_covered(w)
        settle(qtbot)
        if turn == 0:  # the hand's caption beside a long "Only for …": "hand", not "ha…"
            assert w.table_view.panel.page.hand.shown_captions() == ["hand"]
        assert label_problem(summary) is None and summary.height() < 2 * summary.minimumSizeHint().height()
        assert c.submit(next(ch.action for ch in c.choices() if ch.action.do in ("chick", "knock")))
        settle(qtbot)
        assert label_problem(summary) is None, c.public().phase_text


@pytest.mark.parametrize("n", [6, 8])
def test_goblin_poker_every_first_card_typed_is_shown_whole(qtbot, tmp_path, start_app, n):
    players = (LONG + ["Guinevere-Rosalind-Amy", "Alexandrina-Victoria"])[:n]
    w = table(qtbot, start_app, tmp_path, "goblin-poker", "physical", players, options={"first_dealer": players[0]})
    c = w.controller
    assert c.submit(c.choices()[0].action)  # the deal
    settle(qtbot)
    page = w.table_view.panel.body
    assert isinstance(page, FirstCardsPage)
    for v in [3, 5, 7, 2, 9, 4, 8, 6][:n]:
        page.keypad.buttons[v].click()
    settle(qtbot)
    assert players[-1] in page.preview.text()
    assert not layout_problems(w)


@pytest.mark.parametrize("scale", [1.3, 1.5])
def test_kinola_the_antes_before_the_deal_are_never_cut_in_japanese(qtbot, tmp_path, start_app, scale):
    w = table(qtbot, start_app, tmp_path, "kinola", "digital", LONG[:5], lang="ja", scale=scale)
    news = w.table_view.panel.news
    assert "この配りの前" in news.text()
    take_screen_if_covered(w)
    settle(qtbot)
    assert news.fits(), (news.size().toTuple(), news.text())
    assert not layout_problems(w, scrolling=True)


def test_yckd_deal_slots_captions_use_the_rows_room(qtbot, tmp_path, start_app):
    """A caption is cut only when its column cannot be wider: the columns then fill the row."""
    for n in (4, 6):
        w = table(qtbot, start_app, tmp_path / str(n), "yuck-chick-knock-down", "physical", LONG[:n])
        page = w.table_view.panel.page
        assert isinstance(page, SlotsEntry)
        row = page.cards
        shown = row.shown_captions()
        assert len(shown) == n
        columns = row.caption_rects()
        for name, text, rect in zip(LONG, shown, columns):
            assert text == name or (text.endswith("…") and name.startswith(text[:-1])), text
            assert 0 <= rect.left() and rect.right() <= row.width() + 0.5
        if any(t != name for t, name in zip(shown, LONG)):
            assert columns[-1].right() >= row.width() - row.GAP - 1, (shown, [r.getRect() for r in columns])
        assert all(len(t) >= 5 for t in shown), shown  # "Anast…", never "An…"


@pytest.mark.parametrize("n", [3, 6])
def test_goblin_poker_slot_names_use_the_rows_room(qtbot, tmp_path, start_app, n):
    players = LONG[:n]
    w = table(qtbot, start_app, tmp_path, "goblin-poker", "physical", players, options={"first_dealer": players[0]})
    c = w.controller
    assert c.submit(c.choices()[0].action)
    settle(qtbot)
    slots = w.table_view.panel.body.slots
    cut = [s for s in slots.slots if s.title.text() != s.name]
    if cut:  # the slots take the whole row before a name is cut
        used = sum(s.width() for s in slots.slots) + slots.row.spacing() * (n - 1)
        assert used >= slots.width() - 2, (used, slots.width(), [s.title.text() for s in cut])
    assert all(len(s.title.text()) >= 5 for s in slots.slots)


@pytest.mark.parametrize("mode", ["physical", "digital"])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_step_fits_at_100_percent_with_the_longest_names(qtbot, tmp_path, start_app, game, mode):
    """The every-game layout check with names as long as a seat takes (24 letters) and a game's most
    players: ten steps at 100 % text, nothing cut, nothing scrolls (Yuck's six-seat turn scrolled
    Hide off the window, Kinola's settlement cut its deal button by 2 px, Pairs cut a name)."""
    import random

    from test_ui_liar_dice_picker_fits import NAMES
    from ui_layout import play_checking

    engine = engine_for(game)
    players = NAMES[:engine.max_players]
    w = start_app(tmp_path)
    w.resize(WINDOW)
    set_text_scale(w, 1.0)
    w.controller.set_session(Session("Game night 2026-12-02", players, w.store))
    w.show_table()
    w.controller.start_game(engine, players=players, mode=mode, seed=5)
    problems = play_checking(qtbot, w, 10, random.Random(2))
    assert not problems, list(problems.items())[:5]
