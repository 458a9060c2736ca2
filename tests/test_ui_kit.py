"""The panel kit: a new game plays on the generic panel from its views and choices alone (a
card keypad, a checked per-seat grid, a list of cards), the hot-seat cover comes from the
controller's policy, pages are rebuilt only when their key changes, and every game can be ended
early from the Table menu (undoable)."""
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox

from tableapp.core.session import Session

from ui_helpers import answer_dialog, settings_dir, start_app  # noqa: F401 - fixtures

CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


@pytest.fixture
def card_game(monkeypatch):
    from tableapp.games import registry

    monkeypatch.setitem(registry.GAMES, "card-tally", registry.GameEntry(
        "card_game:ENGINE", "tableapp.ui.panels.base:GenericPanel", ""))
    registry.engine_for.cache_clear()
    yield registry.engine_for("card-tally")
    registry.engine_for.cache_clear()


def open_game(qtbot, start_app, tmp_path, engine, players=("Ann", "Bo", "Cy"), mode="physical", chips=3, **kwargs):
    w = start_app(tmp_path)
    session = Session("Kit night", list(players), w.store)
    w.controller.set_session(session)
    w.show_table()
    w.controller.start_game(engine, players=list(players), mode=mode, chips=chips, **kwargs)
    w.show()
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    return w, session


def key(qtbot, w, k, changed=None, modifier=Qt.KeyboardModifier.NoModifier):
    qtbot.keyClick(w, k, modifier)
    if changed is not None:
        qtbot.waitUntil(changed)


def test_a_new_game_plays_on_the_generic_panel_with_its_entries(qtbot, tmp_path, start_app, card_game):
    from tableapp.ui.panels.kit import CardEntry, CardsEntry, GridEntry

    w, session = open_game(qtbot, start_app, tmp_path, card_game)
    p = w.table_view.panel
    c = w.controller
    assert type(p).__name__ == "GenericPanel"
    assert [b.text() for b in p.buttons] == ["A   Everyone antes 1"]
    assert "1 chip" in p.buttons[0].toolTip()  # the amount
    key(qtbot, w, Qt.Key.Key_A, lambda: session.balances().get("#pot") == 3)

    # the table's one thing to do is asked at once: a keypad 1-10 (0 is 10), Enter plays it
    page = p.pages.page
    assert isinstance(page, CardEntry) and page.heading.text() == "Ann's card…"
    assert not page.back_button.isVisible()
    key(qtbot, w, Qt.Key.Key_Return, lambda: page.error.text() == "Choose a card first (its key or a click).")
    assert page is p.pages.page
    key(qtbot, w, Qt.Key.Key_7, lambda: page.value == 7)
    assert page.preview.text() == "Ann shows a 7"  # the engine's words, before anything is played
    key(qtbot, w, Qt.Key.Key_0, lambda: page.value == 10)
    key(qtbot, w, Qt.Key.Key_Return, lambda: c.state.turn == 1)
    assert p.seats.text().startswith("Ann: 10")  # the public card, drawn from the public view
    p.pages.page.choose(3)
    key(qtbot, w, Qt.Key.Key_Return, lambda: c.state.turn == 2)
    p.pages.page.choose(5)
    key(qtbot, w, Qt.Key.Key_Return, lambda: c.state.phase == "tricks")

    # the per-seat grid: boxes start empty, the sum is checked against the engine's total
    grid = p.pages.page
    assert isinstance(grid, GridEntry) and list(grid.boxes) == ["Ann", "Bo", "Cy"]
    n = len(session.game.run.played)
    assert not grid.confirm()
    assert grid.error.text() == "Enter the tricks of Ann, Bo, Cy."
    grid.set_row("Ann", 2)
    grid.set_row("Bo", 2)
    grid.set_row("Cy", 0)
    assert grid.sums[0].text() == "Σ 4 of 3"
    assert not grid.confirm() and grid.error.text() == "The tricks add up to 4, not 3."
    assert len(session.game.run.played) == n  # nothing was played
    grid.set_row("Bo", 1)
    assert grid.error.text() == "" and grid.preview.text() == "Tricks: Ann 2, Bo 1, Cy 0"
    qtbot.keyClick(grid.boxes["Cy"][0], Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: c.state.phase == "table")
    assert session.balances()["Ann"] == 5

    # several cards in order; Backspace deletes the last
    cards = p.pages.page
    assert isinstance(cards, CardsEntry) and cards.shown.text() == "–  –  –"
    for k in (Qt.Key.Key_4, Qt.Key.Key_9, Qt.Key.Key_2):
        key(qtbot, w, k)
    qtbot.waitUntil(lambda: cards.values == [4, 9, 2])
    key(qtbot, w, Qt.Key.Key_Backspace, lambda: cards.values == [4, 9])
    key(qtbot, w, Qt.Key.Key_1, lambda: cards.values == [4, 9, 1])
    assert cards.preview.text() == "On the table: 4 9 1"
    key(qtbot, w, Qt.Key.Key_Return, lambda: c.state.phase == "ante")
    assert c.state.cards == (4, 9, 1)


def test_end_the_game_early_from_the_table_menu_and_undo_it(qtbot, tmp_path, start_app, card_game):
    w, session = open_game(qtbot, start_app, tmp_path, card_game)
    c = w.controller
    key(qtbot, w, Qt.Key.Key_A, lambda: session.balances().get("#pot") == 3)
    before = session.balances()
    seen = []

    def no(d):
        seen.append(d.informativeText())
        assert "split equally among the players still in" in d.text()
        d.button(QMessageBox.StandardButton.No).click()
    box = answer_dialog(qtbot, QMessageBox, no)
    key(qtbot, w, Qt.Key.Key_E, modifier=CTRL_SHIFT)
    qtbot.waitUntil(lambda: bool(box))
    box.check()
    assert seen == ["The table ends the game: the pot of 3 is shared"]  # the engine's own words
    assert session.balances() == before and not c.game_over

    box = answer_dialog(qtbot, QMessageBox, lambda d: d.button(QMessageBox.StandardButton.Yes).click())
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    key(qtbot, w, Qt.Key.Key_E, modifier=CTRL_SHIFT)
    qtbot.waitUntil(lambda: c.game_over)
    box.check()
    assert session.balances() == {"Ann": 3, "Bo": 3, "Cy": 3, "#pot": 0}
    tv = w.table_view
    assert tv.panel_area.currentWidget() is tv.end_page
    assert w.controller.undo()  # undoable like any action
    assert not c.game_over and session.balances() == before


def test_leaving_is_asked_of_the_engine(qtbot, tmp_path, start_app, card_game):
    w, session = open_game(qtbot, start_app, tmp_path, card_game)
    key(qtbot, w, Qt.Key.Key_L, modifier=CTRL_SHIFT)
    assert w.banner.isVisible() and w.banner.label.text().startswith("Nobody leaves a game of Card tally.")


def test_the_cover_is_the_controllers_policy_and_pages_keep_their_widgets(qtbot, tmp_path, start_app):
    from toy_game import ENGINE

    w, session = open_game(qtbot, start_app, tmp_path, ENGINE, players=("Ann", "Bo"), mode="digital", seed=3)
    c, p = w.controller, w.table_view.panel
    assert c.private_seat() == "Ann" and p.pages.covered and p.buttons == []
    texts = " ".join(label.text() for label in p.findChildren(QLabel) if label.isVisible())
    assert "Pass the screen to Ann" in texts and "chips: 3" not in texts
    key(qtbot, w, Qt.Key.Key_Space, lambda: not p.pages.covered)
    assert c.screen_holder == "Ann"
    page = p.pages.page
    assert "chips: 3" in page.secret.text()
    p.refresh()
    p.refresh()
    assert p.pages.page is page  # the same key: the same page, not rebuilt
    key(qtbot, w, Qt.Key.Key_1, lambda: len(session.game.run.played) >= 2)
    # the app rolled; the next private screen starts covered again (a new round)
    if c.private_seat() is not None:
        assert p.pages.covered and c.screen_holder is None


@pytest.mark.parametrize("game", ["liar-dice", "chicken-or-llama", "pairs", "goblin-poker", "yuck-chick-knock-down",
                                  "kinola"])
def test_every_game_can_be_ended_early_from_the_table_menu(qtbot, tmp_path, start_app, game):
    """The Table menu's "End the game early…" (Ctrl+Shift+E) on every registered game: the dialog says
    what happens in the engine's words; Yes ends the game (the split in the ledger); Ctrl+Z undoes it."""
    from tableapp.games.registry import GAMES, engine_for

    if game not in GAMES:
        pytest.skip(f"{game} is not registered")
    engine = engine_for(game)
    players = ("Ann", "Bo", "Cy", "Dee")
    w, session = open_game(qtbot, start_app, tmp_path, engine, players=players, mode="digital", seed=4,
                           chips=max(engine.default_chips, 6))
    c = w.controller
    before = session.balances()
    expected = c.describe(c.parse_action({"do": "end-game"}))
    words = []

    def yes(d):
        words.append(d.informativeText())
        d.button(QMessageBox.StandardButton.Yes).click()
    box = answer_dialog(qtbot, QMessageBox, yes)
    key(qtbot, w, Qt.Key.Key_E, modifier=CTRL_SHIFT)
    qtbot.waitUntil(lambda: bool(box))
    box.check()
    qtbot.waitUntil(lambda: c.game_over)
    assert words == [expected]
    assert sum(session.balances().values()) == sum(before.values())  # nothing is lost: shared or carried
    assert w.table_view.panel_area.currentWidget() is w.table_view.end_page
    assert c.undo() and not c.game_over and session.balances() == before
