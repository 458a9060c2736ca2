"""Ticking names in the New game dialog does not move it under the pointer (a new user's screens: the
tab bar came and went as a warning grew and shrank, the names list jumping down and back). Later in a
night, with eight long names and every game: while names are ticked and unticked, Start / Cancel and
the names list stay where they are and the pages (tabs) neither come nor go."""
from PySide6.QtCore import QPoint, Qt

from tableapp.core.session import Session
from tableapp.games.registry import GAMES

from test_ui_game_setup_fit import DIALOG
from test_ui_game_setup_fit_night import later_in_a_night
from ui_helpers import settings_dir, start_app  # noqa: F401 - fixtures
from ui_layout import LATIN


def where(d) -> tuple:
    return (d.start_button.mapTo(d, QPoint(0, 0)).y(), d.buttons.button(d.buttons.StandardButton.Cancel).mapTo(
        d, QPoint(0, 0)).y(), d.player_list.mapTo(d, QPoint(0, 0)).y(), d.pages.count())


def test_ticking_names_moves_nothing(qtbot, tmp_path, start_app):
    from tableapp.ui.game_setup import GameSetupDialog

    names = LATIN[:8]
    w = start_app(tmp_path)
    w.controller.set_session(Session("Night", names, w.store))
    later_in_a_night(w.controller, names)
    moved = {}
    for game in sorted(GAMES):
        d = GameSetupDialog(w.controller, w)
        qtbot.addWidget(d)
        d.resize(*DIALOG)
        d.show()
        d.game_combo.setCurrentIndex(d.game_combo.findData(game))
        qtbot.wait(10)
        seen = {where(d)}
        for row in (7, 6, 5, 4, 3, 4, 5, 6, 7, 1, 1):
            d.player_list.setCurrentRow(row)
            qtbot.keyClick(d.player_list, Qt.Key.Key_Space)
            qtbot.wait(5)
            seen.add(where(d))
        if len(seen) > 1:
            moved[game] = sorted(seen)
        d.reject()
    assert moved == {}
