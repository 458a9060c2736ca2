"""Goblin Poker's table on a 1366x768 laptop, as the players see it: every player's tile in sight
with its stack (no scrolling at 100% text, eight players included), and the stacks as large as the
room allows: larger with five players than with eight, and never smaller than three text lines."""
import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication

from tableapp.core.session import Session
from tableapp.games.registry import engine_for

from ui_helpers import settings_dir, start_app  # noqa: F401 - fixtures
from ui_layout import LATIN, WINDOW


def table_after_first_cards(qtbot, start_app, tmp_path, n):
    players = LATIN[:n]
    w = start_app(tmp_path)
    w.resize(WINDOW)
    w.show()
    c = w.controller
    c.set_session(Session("Game night at the Hasegawa-Fitzgerald house", players, w.store))
    w.show_table()
    c.start_game(engine_for("goblin-poker"), players=players, mode="physical", options={"first_dealer": players[0]})
    assert c.submit(c.choices()[0].action)  # antes in, six cards each
    cards = {name: v for name, v in zip(players, [5, 9, 3, 8, 6, 10, 7, 4])}
    page = w.table_view.panel.body
    assert page.confirm() is False  # nothing typed yet: nothing played
    for name in players:
        page.slots.put(cards[name])
    assert page.confirm(), c.last_error
    qtbot.wait(20)
    QApplication.processEvents()
    return w, w.table_view.panel


def card_height(tile) -> int:
    return round(tile.stack.card_rects()[0].height())


@pytest.mark.parametrize("n", [5, 8])
def test_every_players_tile_and_stack_is_in_sight_without_scrolling(qtbot, tmp_path, start_app, n):
    w, p = table_after_first_cards(qtbot, start_app, tmp_path, n)
    window = QRect(QPoint(0, 0), w.size())
    area = p.seats_area
    assert area.verticalScrollBar().maximum() == 0  # nobody scrolled out of sight
    assert w.scroll.verticalScrollBar().maximum() == 0
    for tile in p.seats.tiles:
        box = QRect(tile.mapTo(w, QPoint(0, 0)), tile.size())
        assert tile.isVisible() and window.contains(box), tile.name.full()
        assert area.viewport().rect().contains(QRect(tile.mapTo(area.viewport(), QPoint(0, 0)), tile.size()))
        assert tile.stack.faces() and card_height(tile) <= tile.stack.height()
    assert p.buttons  # and Fold and Pitch below them
    for button in p.buttons:
        assert window.contains(QRect(button.mapTo(w, QPoint(0, 0)), button.size()))


def test_five_players_stacks_are_larger_than_eight_and_legible_across_the_table(qtbot, tmp_path, start_app):
    _, five = table_after_first_cards(qtbot, start_app, tmp_path / "five", 5)
    _, eight = table_after_first_cards(qtbot, start_app, tmp_path / "eight", 8)
    line = eight.seats.tiles[0].stack.fontMetrics().height()
    assert card_height(eight.seats.tiles[0]) >= 3 * line
    assert card_height(five.seats.tiles[0]) > card_height(eight.seats.tiles[0])
    assert card_height(five.seats.tiles[0]) >= 5 * line  # the earlier panel's were under 3
    assert len({card_height(t) for t in five.seats.tiles}) == 1  # the turn's tile too


def test_the_tiles_stay_put_whether_the_big_line_above_takes_one_line_or_two(qtbot, tmp_path, start_app):
    """The window's big line wraps in some steps ("Everyone picks a first card face down; ...") and
    not in others ("Fold or pitch"): the players' tiles do not jump up and down with it."""
    players = LATIN[:8]
    w = start_app(tmp_path)
    w.resize(WINDOW)
    w.show()
    c = w.controller
    c.set_session(Session("Game night at the Hasegawa-Fitzgerald house", players, w.store))
    w.show_table()
    c.start_game(engine_for("goblin-poker"), players=players, mode="physical", options={"first_dealer": players[0]})
    assert c.submit(c.choices()[0].action)
    p = w.table_view.panel

    def places():
        return [QRect(t.mapTo(w, QPoint(0, 0)), t.size()) for t in p.seats.tiles], w.table_view.summary.height()

    def tiles():  # once laid out: the same reading on two polls in a row
        seen = [None]

        def settled():
            now, before = places(), seen[0]
            seen[0] = now
            return now == before
        qtbot.waitUntil(settled, timeout=3000)
        return places()

    two_lines = tiles()
    page = p.body
    for card in [5, 9, 3, 8, 6, 10, 7, 4]:
        page.slots.put(card)
    assert page.confirm(), c.last_error
    one_line = tiles()
    assert one_line[1] < two_lines[1]  # the big line did shrink (else this proves nothing)
    # the same places (the tile whose turn it is may be 2 px taller: its border is thicker)
    assert [r.topLeft() for r in one_line[0]] == [r.topLeft() for r in two_lines[0]]
    assert all(abs(a.height() - b.height()) <= 2 for a, b in zip(one_line[0], two_lines[0]))
