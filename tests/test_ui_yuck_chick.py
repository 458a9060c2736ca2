"""Yuck, Chick, Knock, Down through the window with the generic panel (its own panel comes
later): a physical round reported through the kit's entries (a grid of field cards, a card, a
hand), and a digital turn behind the cover that shows only the player's own hand."""
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from tableapp.core.session import Session
from tableapp.games.registry import engine_for
from tableapp.ui.panels.kit import CardEntry, CardsEntry, GridEntry

from ui_helpers import settings_dir, start_app  # noqa: F401 - fixtures

PLAYERS = ["Ann", "Bo", "Cy", "Dee"]


def open_game(w, mode: str, **kw):
    w.controller.set_session(Session("Night", PLAYERS, w.store))
    w.show_table()
    w.controller.start_game(engine_for("yuck-chick-knock-down"), players=PLAYERS, mode=mode, chips=20, **kw)
    return w.table_view.panel


def click(qtbot, panel, text: str) -> None:
    button = next(b for b in panel.buttons if text in b.text())
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def report(qtbot, panel, kind, *values) -> None:
    """The table's one thing to do is asked at once, by the kit's entry for it; Enter plays it."""
    page = panel.pages.page
    assert isinstance(page, kind), page
    if isinstance(page, GridEntry):
        for row, value in zip(page.boxes, values):
            page.set_row(row, value)
    elif isinstance(page, CardEntry):
        page.choose(*values)
    else:
        for value in values:
            page.add(value)
    assert page.confirm(), page.error.text()


def test_a_physical_round_reported_through_the_generic_panel(qtbot, tmp_path, start_app):
    w = start_app(tmp_path)
    panel = open_game(w, "physical")
    session = w.controller.session
    report(qtbot, panel, GridEntry, 5, 3, 8, 9)
    assert session.balances()["#pot"] == 4 and w.controller.to_act() == "Bo"
    click(qtbot, panel, "Yuck")  # the buttons carry the engine's labels (its choices)
    report(qtbot, panel, CardEntry, 3)  # a pair of 3s: Bo is out and pays 3
    assert session.balances()["Bo"] == 16
    seats = {s.name.text(): s for s in w.table_view.table.seats}
    assert seats["Bo"].chips.text() == "16 chips"
    for name in ("Cy", "Dee", "Ann"):
        assert w.controller.to_act() == name
        click(qtbot, panel, "Knock")
    report(qtbot, panel, CardsEntry, 2)  # Cy 10
    report(qtbot, panel, CardsEntry, 10)  # Dee 19
    report(qtbot, panel, CardsEntry, 4)  # Ann 9: Dee wins 4 + 3
    assert session.balances() == {"Ann": 19, "Bo": 16, "Cy": 19, "Dee": 26, "#pot": 0}
    texts = w.table_view.log_model.texts()
    assert texts[-1] == "Ann reveals 4: score 9; Dee wins the pot of 7 chips with a score of 19"


def test_a_digital_turn_shows_only_the_players_own_hand_behind_the_cover(qtbot, tmp_path, start_app):
    w = start_app(tmp_path)
    panel = open_game(w, "digital", seed=5)
    c = w.controller
    who = c.to_act()
    state = c.state
    mine, others = state.rnd.hands[who], {p: h for p, h in state.rnd.hands.items() if p != who}
    assert panel.pages.covered and panel.buttons == []
    w.activateWindow()
    qtbot.waitUntil(lambda: w.isActiveWindow())
    qtbot.keyClick(w, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not panel.pages.covered)
    secret = " ".join(label.text() for label in panel.pages.page.findChildren(QLabel) if "Only you" in label.text())
    assert secret.startswith(f"Only you can see: {mine[0]}")
    labels = [b.text() for b in panel.buttons]
    assert any("Knock" in t for t in labels) and any("Chick" in t for t in labels)
    click(qtbot, panel, "Knock")
    assert panel.pages.covered and c.to_act() != who  # the next player's turn starts behind the cover
    assert others  # and nobody else's hand was ever on screen
