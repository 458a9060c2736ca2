"""The New game dialog on a 1366×768 laptop (issue 11, points 2 and 3): whichever game is chosen (Chicken or
Llama has ten house options), in English and in Japanese. At 100% text everything is on one page and nothing
scrolls; at 150% the house options may take a page (tab) of their own, and still nothing scrolls; at 200% a
page may scroll. At every size every control of a page that does not scroll is in sight, no label, button or
group box's title is cut, and Start / Cancel are in sight. Each option's rule is its tooltip and the help line's."""
import pytest
from PySide6.QtWidgets import QApplication

from tableapp.core.session import Session
from tableapp.games.registry import GAMES

from ui_helpers import settings_dir, start_app  # noqa: F401 - fixtures
from ui_layout import JAPANESE, LATIN, SCALES, hidden_controls, set_text_scale, text_problems

DIALOG = (1330, 690)  # screen.fit(1330, 760) on a 1366×768 screen with a task bar


def open_setup(qtbot, tmp_path, start_app, lang: str, scale: float):
    from tableapp.ui.game_setup import GameSetupDialog

    w = start_app(tmp_path, lang=lang)
    set_text_scale(w, scale)
    players = (JAPANESE if lang == "ja" else LATIN)[:6]
    w.controller.set_session(Session("Night", players, w.store))
    d = GameSetupDialog(w.controller, w)
    qtbot.addWidget(d)
    d.resize(*DIALOG)
    d.show()
    return d


def page_problems(d, scale: float) -> list[str]:
    """What is wrong with the page (tab) shown: its scroll bars (none at 100% and 150%, never sideways),
    controls out of sight (on a page that does not scroll), text cut, Start / Cancel out of sight."""
    QApplication.processEvents()
    scroll = d.pages.currentWidget()
    bars = [b for b in (scroll.verticalScrollBar(), scroll.horizontalScrollBar()) if b.isVisible()]
    out = [f"the page {d.pages.tabText(d.pages.currentIndex())!r} scrolls ({b.orientation().name}, range "
           f"{b.maximum()})" for b in bars if scale < 2.0 or b is scroll.horizontalScrollBar()]
    out += text_problems(d)
    out += hidden_controls(d, d) if not bars else hidden_controls(d, d.buttons)
    return out


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_games_setup_fits_a_laptop(qtbot, tmp_path, start_app, lang, scale):
    d = open_setup(qtbot, tmp_path, start_app, lang, scale)
    problems = {}
    for game in sorted(GAMES):
        d.game_combo.setCurrentIndex(d.game_combo.findData(game))
        qtbot.wait(20)
        if scale == 1.0:  # everything in one view: no tabs
            assert d.pages.count() == 1 and d.options_form.isVisible(), game
        for page in range(d.pages.count()):
            d.pages.setCurrentIndex(page)
            problems[game, page] = page_problems(d, scale)
        d.pages.setCurrentIndex(0)
    assert {k: v for k, v in problems.items() if v} == {}
    assert d.start_button.isVisible() and d.buttons.button(d.buttons.StandardButton.Cancel).isVisible()


def test_the_house_options_are_a_click_away_at_larger_text(qtbot, tmp_path, start_app):
    """At 150% Chicken or Llama's ten options take a page of their own, named on its tab; choosing a
    game with options there still changes them, and a game's options reach the setup."""
    d = open_setup(qtbot, tmp_path, start_app, "en", 1.5)
    d.game_combo.setCurrentIndex(d.game_combo.findData("chicken-or-llama"))
    qtbot.wait(20)
    assert [d.pages.tabText(i) for i in range(d.pages.count())] == ["Players, mode and chips", "House options"]
    assert not d.options_form.isVisible()
    d.pages.setCurrentIndex(1)
    qtbot.wait(20)
    assert d.options_form.isVisible()
    box = d.options_form.editors["role_swap"] if "role_swap" in d.options_form.editors else \
        next(e for e in d.options_form.editors.values() if hasattr(e, "setChecked"))
    name = next(k for k, e in d.options_form.editors.items() if e is box)
    box.setChecked(not box.isChecked())
    assert d.new_game_kwargs()["options"][name] == box.isChecked()


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_carrying_chips_over_with_a_rebuy_for_everyone_fits_a_laptop(qtbot, tmp_path, start_app, lang, scale):
    """After a game, the chips carried over with a rebuy box for each player, up to eight: at 100% and
    150% nothing scrolls (the rebuys go across the dialog in columns, or beside the mode and chips; at
    150% on a page of their own), and at every size nothing is cut and Start is in sight. (Liar Dice's
    eight at 150% have its "plays best with 3 to 6" warning and its LD-H1 error naming all eight: they
    stand beside Start / Cancel, not in rows of their own above.) Nights with earlier games ended (a
    carry pot, the next dealer, marked bills): test_ui_game_setup_fit_night.py."""
    from tableapp.games.registry import engine_for
    from tableapp.ui.game_setup import GameSetupDialog

    problems = {}
    for game in sorted(GAMES):
        engine = engine_for(game)
        players = (JAPANESE if lang == "ja" else LATIN)[:min(8, engine.max_players)]
        w = start_app(tmp_path / game, lang=lang)
        set_text_scale(w, scale)
        w.controller.set_session(Session("Night", players, w.store))
        w.controller.start_game(engine, players=players, mode="digital", seed=5)
        d = GameSetupDialog(w.controller, w)
        qtbot.addWidget(d)
        d.resize(*DIALOG)
        d.show()
        d.digital.setChecked(True)  # the taller mode box (its seed and undo guard in use)
        d.carry.click()
        qtbot.wait(20)
        assert not d.rebuy_box.isHidden() and list(d.rebuys.spins) == players, game  # (maybe on a page of its own)
        for page in range(d.pages.count()):
            d.pages.setCurrentIndex(page)
            problems[game, page] = page_problems(d, scale)
        d.rebuys.spins[players[-1]].setValue(7)  # the last seat's box: the last in the seat order
        assert d.new_game_kwargs()["chips"] == {players[-1]: 7}, game
        d.fresh.click()  # back to a fresh start: no rebuys, and the options back on the one page at 100%
        qtbot.wait(20)
        assert d.rebuy_box.isHidden(), game
        if scale == 1.0:
            assert d.pages.count() == 1, game
        d.close()
    assert {k: v for k, v in problems.items() if v} == {}
