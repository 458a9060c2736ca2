"""The pot never touches a scroll bar (issue 11, point 6): with the Japanese screens and eight (or the most)
Japanese names, where the pot's words are widest, at 100%, 150% and 200% text, every game in both modes, for
its first steps: no pot's box comes within a few pixels of a scroll bar in sight (the window's, when the page
scrolls at larger text, or a panel's own). Geometry, not pixels."""
from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication, QLabel, QScrollBar, QWidget

from tableapp.core.session import Session
from tableapp.games.registry import GAMES, engine_for
from tableapp.ui.panels.kit.fit import FitLabel
from tableapp.ui.widgets.cover import Cover

from test_every_engine import pick
from ui_helpers import settings_dir, start_app  # noqa: F401 - fixtures
from ui_layout import JAPANESE, SCALES, WINDOW, rect_in, set_text_scale, settle, shown

STEPS = 6
CLEAR = 2  # px between the pot's box and a scroll bar: never touching


def pots(window) -> list[QWidget]:
    """The pot's labels (a QLabel, or a FitLabel that shrinks to fit): named "pot", or marked so by a
    panel's style property (kn="pot", gp="pot")."""
    labels = [x for x in shown(window.findChildren(QWidget)) if isinstance(x, (QLabel, FitLabel))]
    return [x for x in labels if x.text() and (
        x.objectName() == "pot" or any(x.property(bytes(n).decode()) == "pot" for n in x.dynamicPropertyNames()))]


def pot_problems(window) -> list[str]:
    bars = shown(window.findChildren(QScrollBar))
    out = []
    for pot in pots(window):
        box = rect_in(window, pot)
        near = box.adjusted(-CLEAR, -CLEAR, CLEAR, CLEAR)
        for bar in bars:
            if near.intersects(rect_in(window, bar)):
                out.append(f"pot {pot.text()!r} at {box.getRect()} touches the {bar.orientation().name} scroll bar "
                           f"at {rect_in(window, bar).getRect()} of {type(bar.parentWidget().parentWidget()).__name__}")
    return out


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("mode", ["physical", "digital"])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_pot_keeps_clear_of_every_scroll_bar(qtbot, tmp_path, start_app, game, mode, scale):
    engine = engine_for(game)
    players = JAPANESE[:min(8, engine.max_players)]
    w = start_app(tmp_path, lang="ja")
    w.resize(WINDOW)
    set_text_scale(w, scale)
    w.controller.set_session(Session("長谷川さんの家のゲームナイト", players, w.store))
    w.show_table()
    c = w.controller
    # Pairs shows its pot with a betting rule that keeps one (Seattle's bets go straight to the winner)
    options = {"betting": "olympia"} if game == "pairs" else {}
    c.start_game(engine, players=players, mode=mode, seed=5, options=options)
    rng = random.Random(f"{game}-{mode}")
    problems: dict[str, int] = {}
    seen_pot = False
    for step in range(STEPS):
        settle(qtbot)
        seen_pot = seen_pot or bool(pots(w))
        for p in pot_problems(w):
            problems.setdefault(p, step)
        if c.to_act() is None:
            break
        covers = shown(w.findChildren(Cover))
        if covers:
            covers[0].button.click()
            QApplication.processEvents()
            continue
        assert c.submit(pick(c.engine, c.state, rng)), c.last_error
    assert seen_pot, "no pot shown: the test would check nothing"
    assert problems == {}


def test_the_check_sees_a_pot_against_a_scroll_bar(qtbot):
    """The check itself: a pot right-aligned in a scrolling page, its box up to the scroll bar, is reported;
    with the page's margin beside the bar it is not."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QScrollArea, QVBoxLayout

    window = QWidget()
    qtbot.addWidget(window)
    area = QScrollArea(window)
    area.setWidgetResizable(True)
    area.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
    area.setGeometry(0, 0, 400, 200)
    page = QWidget()
    lay = QVBoxLayout(page)
    lay.setContentsMargins(0, 0, 0, 0)
    pot = QLabel("ポット 120")
    pot.setObjectName("pot")
    lay.addWidget(pot)
    lay.addStretch(1)
    area.setWidget(page)
    window.resize(400, 200)
    window.show()
    qtbot.waitExposed(window)
    assert pots(window) == [pot]
    assert pot_problems(window)
    lay.setContentsMargins(0, 0, CLEAR + 4, 0)
    qtbot.waitUntil(lambda: not pot_problems(window))
