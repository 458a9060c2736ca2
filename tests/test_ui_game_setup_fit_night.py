"""The New game dialog later in a night, on a 1366×768 laptop: the earlier games leave chips in the carry
pot, a dealer or starter and (Chicken or Llama, digital) marked bills, and the chips can be carried over
with rebuys. The dialog's first-game checks (test_ui_game_setup_fit.py) never saw those parts: at 150%
text with five players and Liar Dice the page scrolled and "From the earlier games" lost its bottom.
Here every game, both modes, a fresh start and carried chips, 2 to 8 players with long Latin and Japanese
names: at 100% and 150% no page scrolls, at every size nothing is cut, Start / Cancel are in sight and
the dialog is no taller than the screen gives it."""
import pytest

from tableapp.core.session import Session
from tableapp.games.registry import GAMES, engine_for

from test_ui_game_setup_fit import DIALOG, page_problems
from ui_helpers import settings_dir, start_app  # noqa: F401 - fixtures
from ui_layout import JAPANESE, LATIN, SCALES, set_text_scale


def later_in_a_night(c, players: list[str]) -> None:
    """Earlier games through the controller: a physical Liar Dice game where the challenger of a true
    call pays the pot a chip a few times before the table ends it (the pot shared among the players
    still in, the odd chips to the carry pot: CORE-E1c; the next starter: LD-D12); with 3 to 5
    players then a digital Chicken or Llama game where a bill is marked before the table ends it
    (its marks go on to the next Chicken or Llama game, CL-H8, with "Fresh bills" to drop them)."""
    c.start_game(engine_for("liar-dice"), players=players, mode="physical", chips=5)
    for _ in range(4 if len(players) == 3 else 3):  # a pot the players do not share out evenly
        assert c.submit(c.parse_action({"by": c.to_act(), "do": "call", "call": "pair of aces"})), c.last_error
        assert c.submit(c.parse_action({"by": c.to_act(), "do": "challenge"})), c.last_error
        assert c.submit(c.parse_action({"do": "show", "faces": ["A", "A", "K", "Q", "J"]})), c.last_error
    assert c.submit(c.parse_action({"do": "end-game"})), c.last_error
    if 3 <= len(players) <= 5:
        c.start_game(engine_for("chicken-or-llama"), players=players, mode="digital", seed=7)
        assert c.submit(c.parse_action({"by": c.to_act(), "do": "mark", "bill": 1, "slot": "tl"})), c.last_error
        assert c.submit(c.parse_action({"do": "end-game"})), c.last_error
    left = c.session.next_carry()
    assert left.pots and left.dealer, left


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_setup_later_in_a_night_fits_a_laptop(qtbot, tmp_path, start_app, lang, scale):
    from tableapp.ui.game_setup import GameSetupDialog

    problems = {}
    for n in range(2, 9):
        players = (JAPANESE if lang == "ja" else LATIN)[:n]
        w = start_app(tmp_path / str(n), lang=lang)
        set_text_scale(w, scale)
        w.controller.set_session(Session("Night", players, w.store))
        later_in_a_night(w.controller, players)
        d = GameSetupDialog(w.controller, w)
        qtbot.addWidget(d)
        d.resize(*DIALOG)
        d.show()
        qtbot.wait(20)
        # (maybe on a page of its own): the carry pot and the dealer
        assert not d.carried_box.isHidden() and d.carried_text.text().count("\n") >= 1, n
        assert d.carry.isEnabled(), n
        for game in sorted(GAMES):
            d.game_combo.setCurrentIndex(d.game_combo.findData(game))
            marked = game == "chicken-or-llama" and 3 <= n <= 5
            assert d.fresh_left.isHidden() != marked, (n, game)  # "Fresh bills" with the marks
            for mode in (d.physical, d.digital):
                mode.setChecked(True)
                for chips in (d.fresh, d.carry):
                    chips.click()
                    qtbot.wait(5)
                    where = (n, game, d.mode(), "carry" if chips is d.carry else "fresh")
                    assert d.rebuy_box.isHidden() != (chips is d.carry), where
                    if d.height() > DIALOG[1]:
                        problems[where] = [f"the dialog is {d.height()} px high, taller than the screen's "
                                           f"{DIALOG[1]}"]
                    if scale == 1.0 and not d.body.isAncestorOf(d.carried_box):
                        problems[where] = ["what the earlier games left is not on the first page at 100%"]
                    for page in range(d.pages.count()):
                        d.pages.setCurrentIndex(page)
                        found = page_problems(d, scale)
                        if found:
                            problems[where + (d.pages.tabText(page),)] = found
                    d.pages.setCurrentIndex(0)
        d.close()
    assert problems == {}
