"""The grid entries start blank ("–") and take every digit typed, the first one too.

A new user typed a llama count into Chicken or Llama's showdown grid (physical mode): the box with the
focus showed "–" unselected, the digit made "–3", the box refused it and the count was lost (the table
was told to "Enter the llamas, chickens of …"). Here, with real key presses to the widget with the focus:
the box the page focuses, a box clicked after its "–" and a box reached with Tab each take the first
digit, in Chicken or Llama's showdown and Pairs' final scores (both the kit's GridEntry), and in the
house options' optional numbers and Kinola's result, which start blank the same way."""
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QSpinBox

from tableapp.core.session import Session

from ui_helpers import settings_dir, start_app  # noqa: F401 - fixtures
from ui_layout import WINDOW


def open_table(qtbot, start_app, tmp_path, engine, players, **kwargs):
    w = start_app(tmp_path)
    w.controller.set_session(Session("Game night", players, w.store))
    w.show_table()
    w.controller.start_game(engine, players=players, mode="physical", **kwargs)
    w.resize(WINDOW)
    w.show()
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    return w


def type_keys(qtbot, text: str) -> None:
    """Keys as typed at the table: each to the widget that has the focus then."""
    keys = {"\t": Qt.Key.Key_Tab, "\n": Qt.Key.Key_Return}
    for ch in text:
        target = QApplication.focusWidget()
        assert target is not None, f"nothing has the keyboard for {ch!r}"
        if ch in keys:
            qtbot.keyClick(target, keys[ch])
        else:
            qtbot.keyClicks(target, ch)


def click_after_text(qtbot, box: QSpinBox) -> None:
    """A click in the box, right of its "–" (where a hurried finger lands)."""
    edit = box.lineEdit()
    qtbot.mouseClick(edit, Qt.MouseButton.LeftButton, pos=QPoint(edit.width() - 4, edit.height() // 2))
    qtbot.waitUntil(box.hasFocus)
    edit.deselect()
    edit.end(False)  # the cursor after the dash, nothing selected (as the new user's screen showed)


def test_chicken_or_llama_showdown_counts_typed_digit_by_digit(qtbot, tmp_path, start_app):
    from tableapp.games.chicken_llama import ENGINE
    from tableapp.ui.panels.kit import GridEntry

    players = ["Ann", "Bo", "Cy"]
    w = open_table(qtbot, start_app, tmp_path, ENGINE, players, options={"first_dealer": "Ann"})
    c = w.controller
    for action in [{"do": "shuffle"}] + [{"by": p, "do": "stake"} for p in players] \
            + [{"by": p, "do": "draw", "count": 0} for p in players] + [{"by": p, "do": "pass"} for p in players]:
        assert c.submit(c.parse_action(action)), c.last_error
    page = w.table_view.panel.body
    qtbot.waitUntil(lambda: isinstance(w.table_view.panel.body, GridEntry))
    page = w.table_view.panel.body
    assert [b.text() for row in page.boxes.values() for b in row] == ["–"] * 6
    # Ann's: the first box, focused as a person would (a click after the dash), then Tab on
    click_after_text(qtbot, page.boxes["Ann"][0])
    type_keys(qtbot, "2\t0\t")
    assert [b.value() for b in page.boxes["Ann"]] == [2, 0]
    assert QApplication.focusWidget() is page.boxes["Bo"][0]
    type_keys(qtbot, "1\t1\t")
    # Cy's llamas: the program gives it the keyboard (as a page does its first box)
    page.boxes["Cy"][0].setFocus()
    type_keys(qtbot, "2\t0")
    assert {row: [b.value() for b in boxes] for row, boxes in page.boxes.items()} == \
        {"Ann": [2, 0], "Bo": [1, 1], "Cy": [2, 0]}
    n = len(c.session.game.run.played)
    type_keys(qtbot, "\n")
    qtbot.waitUntil(lambda: len(c.session.game.run.played) > n)
    assert c.session.game.run.played[-1].action.to_json()["hands"] == {
        "Ann": {"llamas": 2, "chickens": 0}, "Bo": {"llamas": 1, "chickens": 1}, "Cy": {"llamas": 2, "chickens": 0}}


def test_pairs_final_scores_typed_into_the_box_the_page_focuses(qtbot, tmp_path, start_app):
    from tableapp.games.pairs import ENGINE
    from tableapp.ui.panels.kit import GridEntry

    players = ["Ann", "Bo", "Cy"]
    w = open_table(qtbot, start_app, tmp_path, ENGINE, players, chips=100,
                   options={"first_dealer": "Ann", "quick_entry": True})
    p = w.table_view.panel
    qtbot.keyClick(QApplication.focusWidget() or w, Qt.Key.Key_E)  # "Report the final scores…"
    qtbot.waitUntil(lambda: isinstance(p.body, GridEntry))
    grid = p.body
    qtbot.waitUntil(lambda: QApplication.focusWidget() is grid.first_box())
    assert grid.first_box().text() == "–"
    type_keys(qtbot, "23\t7\t4")
    assert [boxes[0].value() for boxes in grid.boxes.values()] == [23, 7, 4]
    type_keys(qtbot, "\n")
    qtbot.waitUntil(lambda: w.controller.game_over)
    bal = w.controller.session.balances()
    assert (bal["Ann"], bal["Bo"], bal["Cy"]) == (98, 101, 101)


def test_every_blank_number_box_takes_its_first_digit(qtbot, tmp_path, start_app):
    """The same blank elsewhere: a house option's optional number (Kinola's overtime limit, "—")."""
    from tableapp.games.kinola import ENGINE
    from tableapp.ui.options_form import OptionsForm

    form = OptionsForm(ENGINE.OptionsModel, ["Ann", "Bo", "Cy"])
    qtbot.addWidget(form)
    form.show()
    qtbot.waitExposed(form)
    blanks = [e for e in form.editors.values() if isinstance(e, QSpinBox) and e.text() == e.specialValueText()]
    assert blanks
    for box in blanks:
        click_after_text(qtbot, box)
        type_keys(qtbot, "2")
        assert box.value() == 2 and box.text() == "2"
