"""Yuck, Chick, Knock, Down through the window with the generic panel (its own panel comes
later): a physical round reported through the fact dialog, and a digital turn behind the cover
that shows only the player's own hand."""
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from tableapp.core.session import Session
from tableapp.games.registry import engine_for

from ui_helpers import answer_dialog, settings_dir, start_app  # noqa: F401 - fixtures

PLAYERS = ["Ann", "Bo", "Cy", "Dee"]


def open_game(w, mode: str, **kw):
    w.controller.set_session(Session("Night", PLAYERS, w.store))
    w.show_table()
    w.controller.start_game(engine_for("yuck-chick-knock-down"), players=PLAYERS, mode=mode, chips=20, **kw)
    return w.table_view.panel


def click(qtbot, panel, text: str) -> None:
    button = next(b for b in panel.buttons if text in b.text())
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def report(qtbot, panel, field: str, text: str) -> None:
    from tableapp.ui.panels.base import FactDialog

    def fill(d):
        d.edits[field].setText(text)
        d.try_submit()
        assert not d.isVisible(), d.error.text()
    answer = answer_dialog(qtbot, FactDialog, fill)
    qtbot.mouseClick(panel.buttons[0], Qt.MouseButton.LeftButton)
    answer.check()


def test_a_physical_round_reported_through_the_generic_panel(qtbot, tmp_path, start_app):
    w = start_app(tmp_path)
    panel = open_game(w, "physical")
    session = w.controller.session
    report(qtbot, panel, "fields", "5 3 8 9")
    assert session.balances()["#pot"] == 4 and w.controller.to_act() == "Bo"
    click(qtbot, panel, "Bo yucks")
    report(qtbot, panel, "card", "3")  # a pair of 3s: Bo is out and pays 3
    assert session.balances()["Bo"] == 16
    seats = {s.name.text(): s for s in w.table_view.table.seats}
    assert seats["Bo"].chips.text() == "16 chips"
    for name in ("Cy", "Dee", "Ann"):
        click(qtbot, panel, f"{name} knocks")
    report(qtbot, panel, "cards", "2")  # Cy 10
    report(qtbot, panel, "cards", "10")  # Dee 19
    report(qtbot, panel, "cards", "4")  # Ann 9: Dee wins 4 + 3
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
    assert panel.body.covered and panel.buttons == []
    w.activateWindow()
    qtbot.waitUntil(lambda: w.isActiveWindow())
    qtbot.keyClick(w, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not panel.body.covered)
    secret = " ".join(label.text() for label in panel.body.findChildren(QLabel) if "Only you" in label.text())
    assert f'"hand": [{mine[0]}]' in secret and "seat" in secret
    labels = [b.text() for b in panel.buttons]
    assert any("knocks" in t for t in labels) and any("chicks" in t for t in labels)
    click(qtbot, panel, f"{who} knocks")
    assert panel.body.covered and c.to_act() != who  # the next player's turn starts behind the cover
    assert others  # and nobody else's hand was ever on screen
