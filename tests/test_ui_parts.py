"""The UI's parts on their own: the hot-seat cover, the options form, the log, scripts."""
import enum
import json
from typing import Literal

from pydantic import Field
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QLabel, QSpinBox

from tableapp.core.engine import Options
from tableapp.core.session import Session

from toy_game import ENGINE
from ui_helpers import settings_dir, start_app, toy  # noqa: F401 - fixtures


class FakeController:
    screen_holder = None

    def took_screen(self, name):
        self.screen_holder = name

    def summary(self):
        return "Bo bid three fives"


def test_private_information_is_built_only_after_the_player_takes_the_screen(qtbot):
    from tableapp.ui.widgets.cover import Cover, PrivateView

    built = []

    def secret():
        built.append(1)
        return QLabel("Ann's dice: 6 6 2")

    c = FakeController()
    view = PrivateView(c, "Ann", secret)
    qtbot.addWidget(view)
    assert isinstance(view.currentWidget(), Cover) and view.covered and built == []
    texts = " ".join(label.text() for label in view.findChildren(QLabel))
    assert "Pass the screen to Ann" in texts and "Bo bid three fives" in texts and "6 6 2" not in texts
    view.currentWidget().button.click()
    assert built == [1] and not view.covered and c.screen_holder == "Ann"
    # while Ann holds the screen a refresh shows her view at once; Bo gets a cover
    again = PrivateView(c, "Ann", secret)
    qtbot.addWidget(again)
    assert not again.covered and built == [1, 1]
    bo = PrivateView(c, "Bo", secret)
    qtbot.addWidget(bo)
    assert bo.covered and c.screen_holder is None
    # Hide covers again and drops the private widget
    again.cover()
    assert again.covered and again.private is None


def test_a_digital_turn_starts_behind_the_cover_and_space_reveals_it(qtbot, tmp_path, toy, start_app):
    w = start_app(tmp_path)
    s = Session("Hot seat", ["Ann", "Bo"], w.store)
    w.controller.set_session(s)
    w.show_table()
    w.controller.start_game(ENGINE, players=["Ann", "Bo"], mode="digital", seed=3, chips=3)
    panel = w.table_view.panel
    assert panel.pages.covered and panel.buttons == []
    w.activateWindow()
    qtbot.waitUntil(lambda: w.isActiveWindow())
    qtbot.keyClick(w, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not panel.pages.covered)
    assert [b.text().split("   ")[1] for b in panel.buttons] == ["Everyone antes"]
    panel.buttons[0].click()  # the app rolls at once; the log shows the roll in muted text
    assert len(w.table_view.log_model.texts()) == 2
    assert w.table_view.log_model.texts()[1].startswith("Dice:")
    # the digital guard: undo is disabled and says why, also when Ctrl+Z is pressed
    assert not w.act_undo.isEnabled()
    assert "roll" in w.act_undo.toolTip()
    qtbot.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert w.banner.isVisible() and "roll" in w.banner.label.text()
    assert len(w.table_view.log_model.texts()) == 2


class Colour(enum.Enum):
    RED = "red"
    BLUE = "blue"


class HouseRules(Options):
    wild_ones: bool = Field(True, title="Ones are wild", description="H1: a one counts as any face")
    ante: int = Field(2, ge=1, le=5, title="Ante", description="H2")
    loser_starts: Literal["loser", "winner"] = Field("loser", title="Who starts", description="H3")
    banker: str | None = Field(None, title="Banker", description="H4")
    chip: Colour = Field(Colour.BLUE, title="Chip colour", description="H5")
    limit: int | None = Field(None, ge=1, title="Limit", description="H6 (empty: no limit)")


def test_the_options_form_is_built_from_the_model(qtbot):
    from tableapp.ui.options_form import OptionsForm

    form = OptionsForm(HouseRules, ["Ann", "中村"])
    qtbot.addWidget(form)
    e = form.editors
    assert isinstance(e["wild_ones"], QCheckBox) and e["wild_ones"].isChecked()
    assert isinstance(e["ante"], QSpinBox) and (e["ante"].minimum(), e["ante"].maximum()) == (1, 5)
    assert isinstance(e["loser_starts"], QComboBox) and e["loser_starts"].count() == 2
    assert [e["banker"].itemText(i) for i in range(3)][1:] == ["Ann", "中村"]
    assert form.values() == {"wild_ones": True, "ante": 2, "loser_starts": "loser", "banker": None,
                             "chip": "blue", "limit": None}
    # an optional number shows "—" for its default of None, and gives None back until a number is set
    assert e["limit"].text() == "—" and e["limit"].minimum() == 0
    e["limit"].setValue(3)
    assert form.values()["limit"] == 3
    e["limit"].setValue(1)
    e["limit"].stepDown()  # below the lowest number: no limit again
    assert form.values()["limit"] is None and e["limit"].text() == "—"
    titles = " ".join(w.text() for w in form.findChildren(QLabel) + [e["wild_ones"]])
    assert "Ones are wild" in titles and "Ante" in titles
    # each option's rule and default: its tooltip, and the help line once it is focused
    assert e["ante"].toolTip() == "H2 · default: 2" and "H1: a one counts as any face" in e["wild_ones"].toolTip()
    QApplication.sendEvent(e["ante"], QEvent(QEvent.Type.Enter))  # the pointer over it
    assert form.help_line.text() == "H2 · default: 2"
    e["banker"].setCurrentIndex(2)
    e["ante"].setValue(9)  # clamped by le=5
    assert form.values()["banker"] == "中村" and form.values()["ante"] == 5
    assert HouseRules(**form.values()).banker == "中村"


def test_the_log_describes_undone_and_redone_actions_in_order():
    s = Session("Friday", ["Ann", "Bo"])
    s.new_game(ENGINE, ["Ann", "Bo"], chips=3)
    s.act({"by": "Ann", "do": "ante"})
    s.act({"do": "dice", "faces": [6, 1]})
    s.undo()
    s.act({"do": "dice", "faces": [2, 5]})
    s.undo()
    s.redo()
    lines = s.log_lines(s.game)
    assert [(line.no, line.text, undone) for line, undone in lines] == [
        (1, "Everyone antes", False), (2, "Dice: 6 1", True), (3, "Dice: 2 5", False)]


def test_undoing_a_games_start_goes_back_to_no_game(qtbot, tmp_path, toy, start_app):
    w = start_app(tmp_path)
    s = Session("Friday", ["Ann", "Bo"], w.store)
    w.controller.set_session(s)
    w.show_table()
    w.controller.start_game(ENGINE, players=["Ann", "Bo"], chips=3)
    w.update_actions()
    assert w.act_undo.text() == "Undo: Start of High roll"
    w.act_undo.trigger()
    assert s.game is None and w.table_view.panel is None
    assert w.act_new_game.isEnabled() and w.table_view.next_button.isVisible()


def test_a_saved_script_opens_read_only_or_as_a_new_night(qtbot, tmp_path, toy, start_app):
    w = start_app(tmp_path)
    s = Session("Friday", ["Ann", "Bo"], w.store)
    w.controller.set_session(s)
    w.show_table()
    w.controller.start_game(ENGINE, players=["Ann", "Bo"], chips=3)
    w.controller.submit({"by": "Ann", "do": "ante"})
    w.controller.submit({"do": "dice", "faces": [6, 1]})
    path = tmp_path / "game.json"
    assert w.save_script(str(path))
    assert json.loads(path.read_text())["actions"][1] == {"do": "dice", "faces": [6, 1]}

    assert w.open_script(str(path))
    watched = w.controller.session
    assert watched.finished and watched.balances()["Ann"] == 4
    assert not w.controller.submit({"by": "Ann", "do": "ante"})  # read-only
    assert w.table_view.panel_area.currentWidget() is w.table_view.end_page

    assert w.open_script(str(path), as_new_night=True)
    night = w.controller.session
    assert not night.finished and night.store is w.store and night.balances()["Ann"] == 4
    assert w.controller.submit({"by": "Ann", "do": "ante"})
    assert any(i.id == night.id for i in w.store.sessions())


def test_a_bad_script_is_a_message_not_a_crash(qtbot, tmp_path, toy, start_app):
    w = start_app(tmp_path)
    path = tmp_path / "bad.json"
    path.write_text('{"game": "toy", "players": ["Ann"], "actions": [}')
    assert not w.open_script(str(path))
    assert w.banner.isVisible() and "bad.json" in w.banner.label.text()


def test_text_grows_and_shrinks_with_the_keyboard(qtbot, tmp_path, start_app):
    w = start_app(tmp_path)
    before = w.scale
    w.act_larger.trigger()
    assert w.scale > before
    w.act_smaller.trigger()
    w.act_smaller.trigger()
    assert w.scale < before
    w.act_normal.trigger()  # Ctrl+0
    assert w.scale == before == 1.0
    for _ in range(12):  # no further than 200 %: every screen is made to fit a laptop up to there
        w.act_larger.trigger()
    assert w.scale == 2.0


def test_a_text_size_saved_past_200_percent_opens_at_200():
    from tableapp.ui import style

    assert style.known_scale(2.4) == 2.0 and style.known_scale(1.0) == 1.0 and style.known_scale(0.5) == 0.8


def test_the_rules_page_is_shown_in_the_chosen_language_or_says_there_is_none(qtbot):
    from tableapp.ui.resources import resource
    from tableapp.ui.rules_dialog import RulesDialog, rules_file

    none = RulesDialog("no-such-game", "High roll", "en")
    qtbot.addWidget(none)
    assert "no rules page" in none.browser.toPlainText()
    if resource("rules", "liar-dice.ja.html").exists():
        assert rules_file("liar-dice", "ja").name == "liar-dice.ja.html"
        assert rules_file("liar-dice", "fr").name == "liar-dice.en.html"  # falls back to English
        shown = RulesDialog("liar-dice", "Liar Dice", "ja")
        qtbot.addWidget(shown)
        assert len(shown.browser.toPlainText()) > 200


def test_ending_the_night_makes_it_read_only_and_lists_it_as_finished(qtbot, tmp_path, toy, start_app):
    w = start_app(tmp_path)
    s = Session("Friday", ["Ann", "Bo"], w.store)
    w.controller.set_session(s)
    w.show_table()
    w.controller.start_game(ENGINE, players=["Ann", "Bo"], chips=3)
    w.controller.submit({"by": "Ann", "do": "ante"})
    w.finish_night()
    assert s.finished and not w.act_end_night.isEnabled() and not w.act_undo.isEnabled()
    assert w.table_view.panel_area.currentWidget() is w.table_view.end_page
    assert not w.controller.submit({"do": "dice", "faces": [6, 1]})
    assert "Ann 2" in w.banner.label.text() or "read-only" in w.banner.label.text()
    w.show_start()
    assert w.start_page.done_list.has_nights() and not w.start_page.open_list.has_nights()
    assert w.open_night(s.id)
    assert w.controller.read_only and w.controller.session.balances()["Ann"] == 2


def test_the_window_has_the_app_icon_once_loaded(qtbot, tmp_path, start_app):
    # the icon is set after the first paint (the SVG plugin is slow to load): it must still come
    QApplication.instance().setWindowIcon(QIcon())  # as a fresh process: no icon yet
    w = start_app(tmp_path)
    icon = QApplication.instance().windowIcon()
    assert not icon.isNull() and not icon.pixmap(64, 64).isNull()
    assert not w.windowIcon().isNull()


def test_a_long_game_log_opens_at_its_tail_and_an_undo_still_strikes_the_right_line(
        qtbot, tmp_path, toy, start_app, monkeypatch):
    from tableapp.ui import table_view

    monkeypatch.setattr(table_view, "LOG_SHOWN", 4)
    w = start_app(tmp_path)
    s = Session("Friday", ["Ann", "Bo"], w.store)
    s.new_game(ENGINE, ["Ann", "Bo"], chips=30)
    for _ in range(3):
        s.act({"by": "Ann", "do": "ante"})
        s.act({"do": "dice", "faces": [6, 6]})  # a tie: the pot waits
    w.controller.set_session(s)
    w.show_table()
    tv = w.table_view
    assert tv.log.lines() == ["3. Everyone antes", "4. Dice: 6 6", "5. Everyone antes", "6. Dice: 6 6"]
    assert tv.earlier.isVisibleTo(tv) and tv.earlier.text().startswith("2 earlier actions")
    w.controller.undo()  # takes back action 6: the last row shown is struck through
    assert tv.log_model.undone()[-1] and not any(tv.log_model.undone()[:-1])
