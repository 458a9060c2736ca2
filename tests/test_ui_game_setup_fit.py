"""The New game dialog on a 1366×768 laptop (issue 11, point 2): whichever game is chosen (Chicken or
Llama has ten house options), in English and in Japanese, at 100% text nothing scrolls, every control
is in sight and no label or button is cut. Each option's rule is its tooltip and the help line's."""
import pytest
from PySide6.QtWidgets import QScrollArea

from tableapp.core.session import Session
from tableapp.games.registry import GAMES

from ui_helpers import settings_dir, start_app  # noqa: F401 - fixtures
from ui_layout import JAPANESE, LATIN, hidden_controls, text_problems

DIALOG = (1330, 690)  # screen.fit(1330, 760) on a 1366×768 screen with a task bar


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_games_setup_fits_a_laptop_without_scrolling(qtbot, tmp_path, start_app, lang):
    from tableapp.ui.game_setup import GameSetupDialog

    w = start_app(tmp_path, lang=lang)
    players = (JAPANESE if lang == "ja" else LATIN)[:6]
    w.controller.set_session(Session("Night", players, w.store))
    d = GameSetupDialog(w.controller, w)
    qtbot.addWidget(d)
    d.resize(*DIALOG)
    d.show()
    scroll = d.findChild(QScrollArea)
    for game in sorted(GAMES):
        d.game_combo.setCurrentIndex(d.game_combo.findData(game))
        qtbot.wait(20)
        assert d.options_form.isVisible(), game
        bars = [b for b in (scroll.verticalScrollBar(), scroll.horizontalScrollBar()) if b.isVisible()]
        assert not bars, (game, [b.maximum() for b in bars])
        assert hidden_controls(d, d) == [], game
        assert text_problems(d) == [], game
