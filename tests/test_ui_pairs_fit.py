"""Pairs on a 1366×768 screen (ui_layout.WINDOW, 1350×690): every step fits without scrolling
at 100% text, 2 to 8 players, long Latin and Japanese names; at 150% and 200% text the tiles, the
keypad and the buttons neither overlap nor cut their words (the window's page may scroll)."""
import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QFontMetrics
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QPushButton
from test_ui_pairs import open_game, panel
from ui_helpers import settings_dir, start_app  # noqa: F401 - fixtures

from tableapp.ui.panels.kit.fit import FitLabel

NAMES = ["Maximilian-Alexander", "長谷川さくら子", "Bo", "Anne-Charlotte", "中村", "Dee", "Eve", "Fay"]


def rect_in(w, widget) -> QRect:
    return QRect(widget.mapTo(w, QPoint(0, 0)), widget.size())


def on_screen(w, widget) -> bool:
    visible = QRect(w.scroll.mapTo(w, QPoint(0, 0)), w.scroll.viewport().size())
    return widget.isVisible() and visible.contains(rect_in(w, widget))


def no_scrolling(w) -> bool:
    bar = w.scroll.verticalScrollBar()
    return not bar.isVisible() and bar.value() == 0


def whole(w, scrolls_ok: bool = False) -> None:
    """Nothing overlaps, no word is cut; on screen unless the page may scroll (larger text)."""
    p = panel(w)
    tiles = list(p.seats.tiles.values())
    for i, t in enumerate(tiles):
        assert all(not rect_in(w, t).intersects(rect_in(w, u)) for u in tiles[i + 1:])
        for part in (t.name, t.score, t.chips, t.stack, t.score_cards, t.badge):
            if part.isVisible():
                assert t.rect().contains(QRect(part.mapTo(t, QPoint(0, 0)), part.size())), part
        for label in (t.name, t.score, t.chips):
            assert label.fits(), label.text()
    page = p.body
    # the page's height is set when the window lays it out (a posted event): on a busy machine the check can come
    # before it, so wait for the layout to settle (up to a second) -- an overlap that stays still fails
    for _ in range(100):
        if not rect_in(w, p.seat_area).intersects(rect_in(w, p.body)):
            break
        QTest.qWait(10)
    page = p.body
    assert not rect_in(w, p.seat_area).intersects(rect_in(w, page))
    for label in page.findChildren(FitLabel) + [p.header.rule]:
        if label.isVisible():
            assert label.fits(), label.text()
    buttons = [b for b in page.findChildren(QPushButton) if b.isVisible()]
    assert buttons
    for b in buttons:
        assert b.width() >= QFontMetrics(b.font()).horizontalAdvance(b.text().split("   ")[-1]), b.text()
    if not scrolls_ok:
        assert no_scrolling(w), (w.scroll.viewport().height(), w.scroll.widget().minimumSizeHint().height())
        assert not p.seat_area.verticalScrollBar().isVisible()  # every tile whole, none scrolled away
        for widget in [p.header, *tiles, *buttons]:
            assert on_screen(w, widget), widget


def zoom_to(qtbot, w, scale: float) -> None:
    w.set_text_scale(scale)  # View > Larger text
    qtbot.wait(50)


@pytest.mark.parametrize("n", [2, 3, 4, 5, 8])
def test_every_physical_step_fits_a_laptop_screen(qtbot, tmp_path, start_app, n):
    w, session = open_game(qtbot, start_app, tmp_path, NAMES[:n], "physical")
    c = w.controller
    qtbot.wait(50)
    whole(w)  # the deal, with "shuffle and burn 5" above the keypad
    values = [10, 9, 8, 7, 6, 10, 9, 8][:n]
    values[-1] = 2  # the dealer's card is the lowest: the dealer starts
    for v in values:
        assert c.submit({"do": "card", "value": v}), c.last_error
    qtbot.wait(50)
    whole(w)  # hit or fold
    assert c.submit({"by": NAMES[0], "do": "hit"})
    qtbot.wait(50)
    whole(w)  # the card drawn
    # the cards read from the chairs: five text lines tall or more in one row of tiles, three in two rows
    p = panel(w)
    card = next(iter(p.seats.tiles.values())).stack.card_height()
    assert card >= (5 if n <= 4 else 3) * p.fontMetrics().height()


def test_a_digital_game_of_eight_fits_and_quick_entry_of_eight_too(qtbot, tmp_path, start_app):
    w, session = open_game(qtbot, start_app, tmp_path, NAMES, "digital")
    qtbot.wait(50)
    whole(w)
    w2, _ = open_game(qtbot, start_app, tmp_path / "q", NAMES, "physical", options={"quick_entry": True})
    qtbot.wait(50)
    whole(w2)
    panel(w2).open_final()
    qtbot.wait(50)
    assert type(panel(w2).body).__name__ == "GridEntry"
    assert no_scrolling(w2) and on_screen(w2, panel(w2).body.confirm_button)


@pytest.mark.parametrize("scale", [1.5, 2.0])
def test_larger_text_neither_overlaps_nor_cuts(qtbot, tmp_path, start_app, scale):
    w, session = open_game(qtbot, start_app, tmp_path, NAMES, "physical")
    zoom_to(qtbot, w, scale)
    whole(w, scrolls_ok=True)
    c = w.controller
    for v in [10, 9, 8, 7, 6, 10, 9, 2]:
        assert c.submit({"do": "card", "value": v}), c.last_error
    qtbot.wait(50)
    whole(w, scrolls_ok=True)


def in_sight(w, widget) -> bool:
    """Wholly inside the window's visible part, as the window is scrolled now."""
    visible = QRect(w.scroll.viewport().mapTo(w, QPoint(0, 0)), w.scroll.viewport().size())
    return widget.isVisible() and visible.contains(rect_in(w, widget))


def test_at_200_percent_the_step_s_keys_are_in_sight_in_one_row(qtbot, tmp_path, start_app):
    """Five long names at 200 % text: the deal's ten keys in one row and the Table menu in sight
    with "shuffle, burn 5" above them; then Hit and Fold side by side, in sight. Their words give up
    some of their size for that, never below the text around them; the tiles scroll on their own."""
    w, session = open_game(qtbot, start_app, tmp_path, NAMES[:5], "physical")
    zoom_to(qtbot, w, 2.0)
    p, c = panel(w), w.controller
    base = p.font().pointSizeF()
    keys = list(p.body.keypad.buttons.values())
    assert p.body.instruction.isVisible()
    qtbot.waitUntil(lambda: all(in_sight(w, b) for b in keys + [p.table_menu]))
    assert len({b.y() for b in keys}) == 1 and keys[0].font().pointSizeF() >= base
    for v in [10, 9, 8, 7, 2]:
        assert c.submit({"do": "card", "value": v}), c.last_error
    hit, fold = p.body.buttons
    qtbot.waitUntil(lambda: hit.y() == fold.y() and all(in_sight(w, b) for b in (hit, fold, p.table_menu)))
    assert hit.font().pointSizeF() >= base
    assert p.seat_area.verticalScrollBar().maximum() > 0  # the tiles gave way, not the keys


def test_at_200_percent_the_end_keeps_the_next_game_in_sight_and_says_the_chips(qtbot, tmp_path, start_app):
    """Five players fold to the end at 200 % text: the result (scores, every player's chips, the
    payout) scrolls on its own if it must; the next game's button stays in sight."""
    w, session = open_game(qtbot, start_app, tmp_path, NAMES[:5], "digital")
    zoom_to(qtbot, w, 2.0)
    c = w.controller
    while not c.game_over:
        assert c.submit({"by": c.public().to_act, "do": "fold"}), c.last_error
    tv = w.table_view
    qtbot.waitUntil(lambda: in_sight(w, tv.next_button))
    texts = [x.text() for x in tv.end_page.findChildren(QLabel) if x.isVisible()]
    chips = next(t for t in texts if t.startswith("Chips: "))
    assert all(f"{p['name']} {p['chips']}" in chips for p in c.public().detail["players"])
    assert not tv.table.isVisible()  # the oval's chips are in the result
