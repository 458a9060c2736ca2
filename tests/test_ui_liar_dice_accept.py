"""Physical Liar Dice: a reroll count said aloud means the player accepted the call (LD-R4), and
accepting is final (LD-D8): Challenge is off until the count is cleared with "–"."""
from PySide6.QtCore import Qt

from test_ui_liar_dice import LEFT, open_game, panel, press
from ui_helpers import answer_dialog, settings_dir, start_app  # noqa: F401 - fixtures


def test_a_reroll_count_turns_challenge_off_until_it_is_cleared(qtbot, tmp_path, start_app):
    w = start_app(tmp_path)
    open_game(qtbot, w, ["Ann", "Bo", "Cy"], 2)
    c = w.controller
    press(qtbot, w, Qt.Key.Key_2, Qt.Key.Key_Return)  # Ann: One pair
    p = panel(w)
    assert p.challenge_button.isEnabled()
    assert "or challenge" in p.prompt.text()
    press(qtbot, w, Qt.Key.Key_R, Qt.Key.Key_2)  # Bo: "I reroll 2": he accepted
    assert p.reroll_count.count == 2
    assert not p.challenge_button.isEnabled() and "LD-D8" in p.challenge_button.toolTip()
    assert p.prompt.text() == "Bo took the cup: call higher (choose a hand, 1–8)"
    press(qtbot, w, Qt.Key.Key_C)  # refused, and said why: nothing is played, the count is kept
    assert c.public_view()["phase"] == "respond" and p.reroll_count.count == 2
    assert w.banner.isVisible() and "LD-D8" in w.banner.label.text()
    # the count cleared ("–"): Challenge again
    qtbot.mouseClick(p.reroll_count.buttons[None], LEFT)
    assert p.reroll_count.count is None and p.challenge_button.isEnabled()
    assert "or challenge" in p.prompt.text()
    press(qtbot, w, Qt.Key.Key_C)
    assert c.public_view()["phase"] == "show"


def test_with_a_count_the_call_carries_it(qtbot, tmp_path, start_app):
    w = start_app(tmp_path)
    open_game(qtbot, w, ["Ann", "Bo", "Cy"], 2)
    c = w.controller
    press(qtbot, w, Qt.Key.Key_2, Qt.Key.Key_Return)
    press(qtbot, w, Qt.Key.Key_R, Qt.Key.Key_3, Qt.Key.Key_3, Qt.Key.Key_Return)  # reroll 3, Two pair
    assert c.public_view()["history"][-1]["rerolled"] == 3
    assert panel(w).challenge_button.isEnabled()  # Cy's turn: a new count, Challenge on
