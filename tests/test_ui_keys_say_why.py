"""The keyboard never goes silent (issue 11, point 5): a key the table presses that does nothing now
says why in the message line, and changes nothing."""
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

import pytest

from tableapp.core.session import Session
from tableapp.games.registry import GAMES, engine_for

from test_ui_liar_dice import activate, panel, press
from ui_helpers import settings_dir, start_app  # noqa: F401 - fixtures

CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def liar_dice(qtbot, tmp_path, start_app, players=("Ann", "Bo", "Cy")):
    w = start_app(tmp_path)
    w.controller.set_session(Session("Keys", list(players), w.store))
    w.show_table()
    w.controller.start_game(engine_for("liar-dice"), players=list(players), mode="physical", chips=3)
    activate(qtbot, w)
    return w


def played(w) -> int:
    return len(w.controller.run.played)


def test_a_rank_the_call_picker_does_not_offer_says_which_it_does(qtbot, tmp_path, start_app):
    w = liar_dice(qtbot, tmp_path, start_app)
    p = panel(w)
    press(qtbot, w, Qt.Key.Key_3, Qt.Key.Key_K)  # Two pair, Kings up: the second pair is lower than Kings
    assert p.picker.pending_text() == "Two pair, Kings up"
    assert p.picker.step_label.text().endswith("(Q J T 9 · N none)")  # the keys it offers, not A K too
    n = played(w)
    press(qtbot, w, Qt.Key.Key_A)
    assert p.picker.pending_text() == "Two pair, Kings up" and played(w) == n
    message = w.banner.label.text()
    assert w.banner.isVisible() and '"A" is not offered after Two pair, Kings up' in message, message
    assert "press N Q J T 9" in message  # the keys it does offer
    press(qtbot, w, Qt.Key.Key_Q)  # the right key: the message goes with the next change
    assert p.picker.pending_text() == "Two pair, Kings and Queens"


def test_void_and_leave_during_the_face_entry_say_why(qtbot, tmp_path, start_app):
    w = liar_dice(qtbot, tmp_path, start_app)
    c = w.controller
    press(qtbot, w, Qt.Key.Key_2, Qt.Key.Key_Return)  # Ann: one pair
    press(qtbot, w, Qt.Key.Key_C)  # Bo challenges: the table enters the faces
    assert panel(w).faces is not None
    n = played(w)
    w.banner.clear()
    press(qtbot, w, Qt.Key.Key_V, mod=CTRL_SHIFT)
    assert w.banner.isVisible() and w.banner.label.text(), "Void said nothing"
    assert played(w) == n
    w.banner.clear()
    press(qtbot, w, Qt.Key.Key_L, mod=CTRL_SHIFT)
    assert w.banner.isVisible() and w.banner.label.text(), "Leave said nothing"
    assert "Ann" not in w.banner.label.text()  # nobody was chosen: the refusal names nobody
    assert played(w) == n and panel(w).faces is not None


def test_a_key_under_the_cover_or_while_choosing_dice_says_what_to_do(qtbot, tmp_path, start_app):
    from test_ui_liar_dice import take_screen

    w = start_app(tmp_path)
    players = ["Ann", "Bo", "Cy"]
    w.controller.set_session(Session("Keys", players, w.store))
    w.show_table()
    c = w.controller
    c.start_game(engine_for("liar-dice"), players=players, mode="digital", seed=5, chips=3)
    activate(qtbot, w)
    p = panel(w)
    assert p.pages.covered  # "Pass the screen to Ann"
    n = played(w)
    press(qtbot, w, Qt.Key.Key_A)
    message = w.banner.label.text()
    assert w.banner.isVisible() and "Ann takes it with Space" in message, message
    assert played(w) == n and p.pages.covered
    take_screen(qtbot, w, p)
    assert not w.banner.isVisible()  # said and done: the message goes once she has the screen
    press(qtbot, w, Qt.Key.Key_2, Qt.Key.Key_Return)  # Ann: one pair
    press(qtbot, w, Qt.Key.Key_A)  # Bo accepts: his screen next
    take_screen(qtbot, w, panel(w))
    assert panel(w).reroll_dice is not None
    n = played(w)
    w.banner.clear()
    press(qtbot, w, Qt.Key.Key_A)  # accepting again is no answer here
    message = w.banner.label.text()
    assert w.banner.isVisible() and "Choose the dice to reroll" in message, message
    w.banner.clear()
    press(qtbot, w, Qt.Key.Key_X)  # a key no step of the game uses
    assert w.banner.isVisible() and w.banner.label.text(), "X said nothing"
    assert played(w) == n


def test_ctrl_g_during_a_game_says_to_finish_it_first(qtbot, tmp_path, start_app):
    w = liar_dice(qtbot, tmp_path, start_app)
    assert not w.act_new_game.isEnabled()  # greyed in the menu while the game goes on
    n = played(w)
    press(qtbot, w, Qt.Key.Key_G, mod=Qt.KeyboardModifier.ControlModifier)
    message = w.banner.label.text()
    assert w.banner.isVisible() and "Finish the current game" in message, message
    assert played(w) == n and not w.controller.game_over


@pytest.mark.parametrize("mode", ["physical", "digital"])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_key_no_step_uses_says_so_in_every_game(qtbot, tmp_path, start_app, game, mode):
    """A player presses "X" by mistake at the first step (the screen taken when it is covered): the
    message line says so and nothing is played, whether the table or a button has the keyboard."""
    from ui_layout import take_screen_if_covered

    players = ["Ann", "Bo", "Cy", "Di"][:max(engine_for(game).min_players, 3)]
    w = start_app(tmp_path)
    w.controller.set_session(Session("Keys", players, w.store))
    w.show_table()
    w.controller.start_game(engine_for(game), players=players, mode=mode, seed=3)
    activate(qtbot, w)
    take_screen_if_covered(w)
    n = played(w)
    w.banner.clear()
    qtbot.keyClick(QApplication.focusWidget() or w, Qt.Key.Key_X)  # where a key goes: the focus
    assert w.banner.isVisible() and "X" in w.banner.label.text(), f"{game}: X said nothing"
    assert played(w) == n
