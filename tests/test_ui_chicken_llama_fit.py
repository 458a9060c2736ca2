"""Chicken or Llama with five players on a 1366×768 screen (about 1286×690 for the window), digital:
every step fits without scrolling (the window's header and the game log's title stay in sight), the
private draw page shows its bills, captions, hint and buttons whole and apart, and the settlement's
Confirm and the revealed animals are on screen."""
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QFontMetrics

from chicken_llama_table import pile
from test_ui_chicken_llama import open_game, panel, press, played, take_screen
from ui_helpers import settings_dir, start_app  # noqa: F401 - fixtures

PLAYERS = ["Ann", "Bo", "Cy", "Dee", "Eve"]


def rect_in(w, widget) -> QRect:
    return QRect(widget.mapTo(w, QPoint(0, 0)), widget.size())


def on_screen(w, widget) -> bool:
    """Shown and wholly inside the window's visible page (not under its edge, not scrolled away)."""
    visible = QRect(w.scroll.mapTo(w, QPoint(0, 0)), w.scroll.viewport().size())
    return widget.isVisible() and visible.contains(rect_in(w, widget))


def no_scrolling(w) -> bool:
    bar = w.scroll.verticalScrollBar()
    return not bar.isVisible() and bar.value() == 0


def label_whole(label) -> bool:
    need = label.heightForWidth(label.width()) if label.wordWrap() else label.sizeHint().height()
    return label.height() >= need


def text_fits(button) -> bool:
    return button.width() >= QFontMetrics(button.font()).horizontalAdvance(button.text())


def fits(qtbot, w):
    qtbot.wait(30)
    assert no_scrolling(w), (w.scroll.viewport().height(), w.scroll.widget().minimumSizeHint().height())
    assert on_screen(w, w.table_view.panel.header)


def start(qtbot, tmp_path, start_app):
    order = pile(PLAYERS, {"Ann": [0, 20], "Bo": [1, 2], "Cy": [3, 4], "Dee": [5, 21], "Eve": [6, 22]},
                 then=[7, 8, 9, 10])
    w, session = open_game(qtbot, start_app, tmp_path, PLAYERS, "digital", start={"pile": order})
    w.resize(1286, 690)
    for name in PLAYERS:
        assert w.controller.submit({"by": name, "do": "stake"}), w.controller.last_error
    return w, session


def test_the_private_draw_page_shows_bills_captions_hint_and_buttons_whole(qtbot, tmp_path, start_app):
    w, session = start(qtbot, tmp_path, start_app)
    page = take_screen(qtbot, w, "Ann")
    for draw in (Qt.Key.Key_1, Qt.Key.Key_2, None):
        qtbot.wait(30)
        assert page.hint.text() and label_whole(page.hint) and on_screen(w, page.hint)
        if page.news.isVisible():
            assert label_whole(page.news)
        for bill, caption in zip(page.bills, page.captions):
            assert on_screen(w, bill) and on_screen(w, caption)
            assert not rect_in(w, bill).intersects(rect_in(w, caption)), caption.text()
        parts = [page.hint, page.mark_button] + ([page.news] if page.news.isVisible() else [])
        for i, a in enumerate(parts):
            assert all(not rect_in(w, a).intersects(rect_in(w, b)) for b in parts[i + 1:])
        for b in page.buttons + [page.mark_button]:
            assert on_screen(w, b) and text_fits(b), b.text()
        if draw is not None:
            press(qtbot, w, draw, played(session))


def test_five_players_fit_a_laptop_screen_at_every_step(qtbot, tmp_path, start_app):
    w, session = start(qtbot, tmp_path, start_app)
    c, p = w.controller, panel(w)
    fits(qtbot, w)
    cover = p.private_view.currentWidget()
    assert on_screen(w, cover.button) and text_fits(cover.button)

    page = take_screen(qtbot, w, "Ann")
    for draw in (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_1):
        fits(qtbot, w)
        for b in page.buttons:
            assert on_screen(w, b)
        press(qtbot, w, draw, played(session))
    fits(qtbot, w)  # a third bill: the turn ends, Bo's cover
    cover = p.private_view.currentWidget()
    assert on_screen(w, cover.button) and text_fits(cover.button)

    for name in PLAYERS[1:]:
        assert c.submit({"by": name, "do": "stop"}), c.last_error
    while session.game.run.state.phase != "settle":
        assert c.submit({"by": c.public().to_act, "do": "pass"}), c.last_error
    fits(qtbot, w)
    settle = p.body
    assert on_screen(w, settle.confirm) and text_fits(settle.confirm)
    for line in settle.lines:
        assert on_screen(w, line) and label_whole(line)
    for row in p.players.rows:
        for bill in row.bills:
            assert bill.show_animal() is not None and on_screen(w, bill)
            assert row.rect().contains(QRect(bill.mapTo(row, QPoint(0, 0)), bill.size()))
