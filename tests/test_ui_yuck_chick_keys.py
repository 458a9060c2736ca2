"""Yuck, Chick, Knock, Down's card entry (physical mode) when a key is refused (issue 11, point 5): the
refusal says why, nothing is entered, and no key is left lit. A sixth card typed after the fifth
("9") was refused with a message, but its key stayed lit as if the 9 had been taken."""
from __future__ import annotations

from PySide6.QtCore import Qt

from tableapp.ui.panels.yuck_chick.entries import SlotsEntry

from test_ui_yuck_chick import keys, open_game
from ui_helpers import settings_dir, start_app  # noqa: F401 - fixtures

FIVE = ["Ann", "Bo", "Cy", "Dee", "Eve"]


def lit(page) -> list[str]:
    """The entry's keys drawn lit: a value key checked or held down, or Delete held down."""
    buttons = list(page.pad.buttons.values()) + [page.delete_button]
    return [b.text() for b in buttons if b.isChecked() or b.isDown()]


def test_a_card_key_after_the_last_slot_says_why_and_leaves_no_key_lit(qtbot, tmp_path, start_app):
    w = start_app(tmp_path)
    panel = open_game(qtbot, w, "physical", players=FIVE)
    page = panel.page
    assert isinstance(page, SlotsEntry)
    keys(qtbot, w, "5", "3", "8", "9", "2")
    assert page.cards.faces() == ["5", "3", "8", "9", "2"] and lit(page) == []
    keys(qtbot, w, "9")  # a sixth card: refused
    assert page.error.text() == "5 cards are entered. Backspace deletes the last one."
    assert page.cards.faces() == ["5", "3", "8", "9", "2"]
    assert lit(page) == []
    keys(qtbot, w, "0")  # 10, by its key: the same
    assert lit(page) == [] and page.cards.faces() == ["5", "3", "8", "9", "2"]
    qtbot.mouseClick(page.pad.buttons[7], Qt.MouseButton.LeftButton)  # and by a click
    assert lit(page) == [] and "5 cards are entered" in page.error.text()
    keys(qtbot, w, "\b", "4")  # the way out the message names
    assert page.cards.faces() == ["5", "3", "8", "9", "4"] and lit(page) == [] and page.error.text() == ""


def test_backspace_with_no_card_entered_says_so(qtbot, tmp_path, start_app):
    w = start_app(tmp_path)
    panel = open_game(qtbot, w, "physical", players=FIVE)
    page = panel.page
    keys(qtbot, w, "\b")
    assert page.error.text() == "No card is entered yet: nothing to delete."
    assert page.cards.faces() == [""] * 5 and lit(page) == []
    keys(qtbot, w, "7")  # the first card: the message goes
    assert page.cards.faces() == ["7", "", "", "", ""] and page.error.text() == ""
