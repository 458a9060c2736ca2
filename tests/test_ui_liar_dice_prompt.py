"""Physical Liar Dice on a small laptop window: the prompt follows the phase and the player to act
on every refresh (a kept page too), and the reroll count (LD-R4) has its own row, never cut, shown
only when a count can be given (not on the opening call, LD-D6)."""
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QFontMetrics

from test_ui_liar_dice import LEFT, open_game, panel, press
from ui_helpers import settings_dir, start_app  # noqa: F401 - fixtures


def fully_shown(w, widget, text: str) -> bool:
    """``widget`` is visible inside the window, with room for ``text`` in its font."""
    top_left = widget.mapTo(w, QPoint(0, 0))
    inside = w.rect().contains(top_left) and w.rect().contains(top_left + QPoint(widget.width() - 1,
                                                                                 widget.height() - 1))
    return widget.isVisible() and inside and widget.width() >= QFontMetrics(widget.font()).horizontalAdvance(text)


def count_row_whole(w, p) -> bool:
    rc = p.reroll_count
    label_ok = fully_shown(w, rc.label, "Rerolled (R):")
    buttons_ok = all(b.text() == ("–" if n is None else str(n)) and fully_shown(w, b, b.text())
                     for n, b in rc.buttons.items())
    return label_ok and buttons_ok and not rc.geometry().intersects(p.prompt.geometry())


def test_the_prompt_and_the_reroll_count_follow_each_call(qtbot, tmp_path, start_app):
    w = start_app(tmp_path)
    open_game(qtbot, w, ["Ann", "Bo", "Cy"], 2)
    w.resize(1286, 690)  # 1366×768 less the task bar and the frame
    qtbot.wait(30)
    c, p = w.controller, panel(w)
    assert p.prompt.text() == "Ann: roll under the cup, look, and call"
    assert "challenge" not in p.picker.step_label.text()  # nothing to challenge yet
    assert p.reroll_count is None  # the opener rerolls nothing (LD-D6)

    press(qtbot, w, Qt.Key.Key_2, Qt.Key.Key_Return)  # Ann: One pair
    qtbot.wait(30)
    assert p.prompt.isVisible() and p.prompt.text() == "Bo: call higher (choose a hand, 1–8), or challenge (C)"
    assert count_row_whole(w, p)

    press(qtbot, w, Qt.Key.Key_4, Qt.Key.Key_K, Qt.Key.Key_Return)  # Bo: Three Kings (the picker is kept)
    qtbot.wait(30)
    assert c.public_view()["call"] == "Three Kings"
    assert p.prompt.text() == "Cy: call higher (choose a hand, 1–8), or challenge (C)"
    assert count_row_whole(w, p)
    press(qtbot, w, Qt.Key.Key_R, Qt.Key.Key_3)  # Cy: "I reroll 3": accepted, no more challenge
    assert p.prompt.text() == "Cy took the cup: call higher (choose a hand, 1–8)"
    assert count_row_whole(w, p)

    # a new round: the opener, the kept picker and no count again
    qtbot.mouseClick(p.reroll_count.buttons[None], LEFT)
    press(qtbot, w, Qt.Key.Key_C)
    faces = panel(w).faces
    for face in ("9", "10", "J", "Q", "A"):
        qtbot.mouseClick(faces.face_buttons[face], LEFT)
    press(qtbot, w, Qt.Key.Key_Return)
    view = c.public_view()
    assert view["round"] == 2 and view["phase"] == "open"
    p = panel(w)
    opener = c.public().to_act
    assert p.prompt.text() == f"{opener}: roll under the cup, look, and call"
    assert "challenge" not in p.picker.step_label.text()
    assert p.reroll_count is None
