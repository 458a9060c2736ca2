"""The new-night dialog re-checks everything as it is typed: the night's name, a refused player
name, the length limit of a name."""
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from tableapp.core.roster import MAX_NAME

from ui_helpers import settings_dir  # noqa: F401 - fixtures


def dialog(qtbot):
    from tableapp.ui.new_night import NewNightDialog

    d = NewNightDialog()
    qtbot.addWidget(d)
    d.show()
    return d


def add(qtbot, d, name):
    qtbot.keyClicks(d.name_edit, name)
    qtbot.keyClick(d.name_edit, Qt.Key.Key_Return)


def test_a_name_over_the_limit_is_refused_with_a_message_not_cut(qtbot):
    d = dialog(qtbot)
    long = "Averyveryverylongplayernamethatgoeson"
    assert len(long) > MAX_NAME
    qtbot.keyClicks(d.name_edit, long)
    assert d.name_edit.text() == long  # whole, as typed
    assert d.error.text() == f"This name has {len(long)} characters; a name has at most {MAX_NAME}."
    qtbot.keyClick(d.name_edit, Qt.Key.Key_Return)
    assert d.names() == [] and d.name_edit.text() == long  # refused, nothing cut
    assert d.error.text() == f'"{long}" is longer than {MAX_NAME} characters.'
    d.name_edit.setText(long[:MAX_NAME])  # shortened by the person: taken
    assert "characters" not in d.error.text()
    qtbot.keyClick(d.name_edit, Qt.Key.Key_Return)
    assert d.names() == [long[:MAX_NAME]]


def test_a_refused_name_and_an_empty_night_name_are_rechecked_as_typed(qtbot):
    d = dialog(qtbot)
    start = d.buttons.button(QDialogButtonBox.StandardButton.Ok)
    add(qtbot, d, "Ann")
    add(qtbot, d, "Ben")
    assert start.isEnabled() and d.error.text() == ""
    # a refused name: the error shows, and goes as soon as the name is typed again
    add(qtbot, d, "ann")
    assert "Two players" in d.error.text()
    d.name_edit.clear()
    qtbot.keyClicks(d.name_edit, "Cat")
    assert d.error.text() == "" and start.isEnabled()
    qtbot.keyClick(d.name_edit, Qt.Key.Key_Return)
    assert d.names() == ["Ann", "Ben", "Cat"]
    # the night's name emptied: Start is disabled and says why; typed again: enabled, no error
    d.title_edit.selectAll()
    qtbot.keyClick(d.title_edit, Qt.Key.Key_Backspace)
    assert not start.isEnabled()
    assert d.error.text() == "Give the night a name."
    d.accept()  # e.g. Enter on the default button: nothing happens, and it says why
    assert d.isVisible() and d.error.text() == "Give the night a name."
    qtbot.keyClicks(d.title_edit, "Test")
    assert start.isEnabled() and d.error.text() == ""
    start.click()
    assert d.result() == 1 and d.result_values() == ("Test", ["Ann", "Ben", "Cat"], 3)


def wheel(widget, notches: int) -> None:
    """The mouse wheel turned over ``widget`` (one notch: 120)."""
    from PySide6.QtCore import QPoint, QPointF, Qt
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication

    centre = QPointF(widget.width() / 2, widget.height() / 2)
    event = QWheelEvent(centre, QPointF(widget.mapToGlobal(centre.toPoint())), QPoint(0, 0), QPoint(0, 120 * notches),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)


def test_the_wheel_passing_over_the_chips_does_not_change_them(qtbot):
    # a page scrolled with the wheel at larger text passed over "Everyone starts with" and took 10 to 8
    from tableapp.ui.new_night import NewNightDialog

    d = NewNightDialog(chips=10)
    qtbot.addWidget(d)
    d.show()
    d.name_edit.setFocus()
    qtbot.waitUntil(lambda: d.name_edit.hasFocus())
    wheel(d.chips, -2)
    assert d.chips.value() == 10
    d.chips.setFocus()  # clicked or tabbed into, the wheel steps it as before
    qtbot.waitUntil(lambda: d.chips.hasFocus())
    wheel(d.chips, 1)
    assert d.chips.value() == 11


def test_what_an_empty_form_still_needs_is_said_in_grey_and_only_what_is_wrong_in_red(qtbot):
    """A new night opens with "Add at least two players." as guidance, not as an error (it was red
    before anything was typed); a name over the limit is red."""
    d = dialog(qtbot)
    start = d.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert d.error.text() == "Add at least two players." and d.error.property("role") == "muted"
    assert not start.isEnabled()
    qtbot.keyClicks(d.name_edit, "A" * (MAX_NAME + 1))
    assert "characters" in d.error.text() and d.error.property("role") == "error"
