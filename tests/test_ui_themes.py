"""Settings > Theme: the system's choice by default, dark, light and high contrast; the choice is kept
like the language; a focus ring shows on every kind of control in every theme; the player to act
and an undone line are told apart by more than colour."""
from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (QApplication, QCheckBox, QComboBox, QDoubleSpinBox, QGridLayout, QLineEdit,
                               QListWidget, QPlainTextEdit, QPushButton, QRadioButton, QSpinBox, QTableView,
                               QTextBrowser, QWidget)

from tableapp.core.session import Session
from tableapp.games.registry import engine_for
from tableapp.ui import style, themes

from ui_helpers import settings_dir, start_app  # noqa: F401 - fixtures


@pytest.fixture(autouse=True)
def dark_again():
    """The themes are module state: every other test paints in the original dark one."""
    yield
    style.use_theme(themes.DARK)
    QApplication.instance().setStyleSheet(style.stylesheet(style.DEFAULT_SCALE))


def test_the_systems_theme_by_default_then_a_chosen_one_kept_for_the_next_start(qtbot, tmp_path, start_app,
                                                                               monkeypatch):
    monkeypatch.setattr(themes, "system_theme", lambda: "light")
    w = start_app(tmp_path)
    assert w.theme_choice() == "system" and w.theme_actions["system"].isChecked()
    assert style.THEME is themes.LIGHT  # the system says light
    w.theme_actions["contrast"].trigger()
    assert style.THEME is themes.CONTRAST and w.settings.value("theme") == "contrast"
    assert f"background: {themes.CONTRAST.back}" in QApplication.instance().styleSheet()
    assert w.theme_actions["contrast"].isChecked() and not w.theme_actions["system"].isChecked()
    w.close()
    style.use_theme(themes.DARK)
    again = start_app(tmp_path)  # the same settings folder: the next start
    assert style.THEME is themes.CONTRAST and again.theme_actions["contrast"].isChecked()
    again.theme_actions["dark"].trigger()
    assert style.THEME is themes.DARK and again.settings.value("theme") == "dark"


def test_the_systems_choice_is_followed_when_it_changes_unless_a_theme_was_chosen(qtbot, tmp_path, start_app,
                                                                                 monkeypatch):
    w = start_app(tmp_path)
    monkeypatch.setattr(themes, "system_theme", lambda: "contrast")
    w._system_scheme_changed()
    assert style.THEME is themes.CONTRAST
    w.set_theme("light")
    monkeypatch.setattr(themes, "system_theme", lambda: "dark")
    w._system_scheme_changed()
    assert style.THEME is themes.LIGHT


def test_switching_the_theme_keeps_the_game_and_repaints_the_table_and_the_display(qtbot, tmp_path, start_app):
    w = start_app(tmp_path)
    names = ["Ann", "Bo", "Cy"]
    w.controller.set_session(Session("Night", names, w.store))
    w.show_table()
    w.controller.start_game(engine_for("liar-dice"), players=names, mode="physical", chips=3)
    w.act_display.trigger()
    before = w.display.board
    for choice in ("light", "contrast", "dark"):
        w.set_theme(choice)
        assert w.table_view is not None and w.table_view.isVisible() and w.controller.run is not None
        image = w.display.grab().toImage()
        assert QColor(image.pixel(2, 2)) == QColor(themes.THEMES[choice].back)
        assert w.display.board == before


def controls() -> list[QWidget]:
    primary = QPushButton("Primary")
    primary.setProperty("primary", True)
    action = QPushButton("Action")
    action.setProperty("role", "action")
    combo = QComboBox()
    combo.addItems(["One", "Two"])
    listed = QListWidget()
    listed.addItems(["a", "b"])
    check = QCheckBox("Check")
    check.setChecked(True)
    out = [QPushButton("Button"), primary, action, QLineEdit("text"), QSpinBox(), QDoubleSpinBox(), combo, check,
           QRadioButton("Radio"), listed, QPlainTextEdit("log"), QTextBrowser(), QTableView()]
    for w in out[9:]:
        w.setFixedHeight(80)
    return out


def ring(widget: QWidget, colour: str) -> int:
    """Pixels of the focus colour on the widget's edge (3 px deep)."""
    image = widget.grab().toImage()
    target = QColor(colour)
    count = 0
    w, h = image.width(), image.height()
    edge = [(x, y) for y in range(h) for x in (*range(3), *range(w - 3, w))]
    edge += [(x, y) for x in range(3, w - 3) for y in (*range(3), *range(h - 3, h))]
    for x, y in edge:
        c = QColor(image.pixel(x, y))
        if abs(c.red() - target.red()) + abs(c.green() - target.green()) + abs(c.blue() - target.blue()) < 40:
            count += 1
    return count


@pytest.mark.parametrize("theme", sorted(themes.THEMES))
def test_a_focus_ring_shows_on_every_kind_of_control(qtbot, theme):
    t = themes.THEMES[theme]
    style.use_theme(t)
    QApplication.instance().setStyleSheet(style.stylesheet(1.0))
    page = QWidget()
    qtbot.addWidget(page)
    lay = QGridLayout(page)
    items = controls()
    for i, c in enumerate(items):
        lay.addWidget(c, i // 4, i % 4)
    page.resize(1000, 400)
    page.show()
    page.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is page)
    for c in items:
        c.setFocus()
        qtbot.waitUntil(c.hasFocus)
        focused = ring(c, t.focus)
        page.setFocus()
        qtbot.waitUntil(lambda: not c.hasFocus())
        plain = ring(c, t.focus)
        perimeter = 2 * (c.width() + c.height())
        assert focused > perimeter and plain < perimeter // 4, (type(c).__name__, focused, plain, perimeter)


def test_undone_log_lines_are_struck_through_not_only_dimmed():
    from tableapp.ui.widgets.game_log import GameLogModel

    model = GameLogModel()
    model.reset([(1, "Ann calls Three Nines", False), (2, "Bo calls Four Aces", False)], [False, True])
    struck = model.item(1).data(0x06)  # Qt.FontRole
    assert isinstance(struck, QFont) and struck.strikeOut()
    assert model.item(0).data(0x06) is None
