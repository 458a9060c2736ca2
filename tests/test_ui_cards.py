"""The card art: every card of the Pairs deck and of a standard deck with jokers distinct at the
sizes a seat and the table use, suits told apart by more than colour, and a row of cards that
reports clicks only on cards that may be played."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from tableapp.games.common.cards import pairs_deck, standard_deck
from tableapp.ui.art.cards import RATIO, CardRow, card_name, card_pixmap, paint_card

PAIRS = [str(v) for v in sorted(set(pairs_deck()))]
STANDARD = [c.text for c in standard_deck(jokers=3)]


def render(face, height: int, gray: bool = False, **kw) -> bytes:
    img = QImage(round(height * RATIO), height, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    paint_card(p, QRectF(0, 0, img.width(), img.height()), face, **kw)
    p.end()
    if gray:  # what a colour-blind player is left with
        img = img.convertToFormat(QImage.Format.Format_Grayscale8)
    return bytes(img.constBits())


@pytest.mark.parametrize("height", [48, 160])
def test_every_card_of_both_decks_is_distinct(qapp, height):
    faces = PAIRS + STANDARD + [None, ""]
    pictures = {render(f, height) for f in faces}
    assert len(pictures) == len(faces)


def test_suits_differ_without_colour(qapp):
    """Kinola's must-follow needs the suit read at a glance: symbol and letter, not colour alone."""
    for rank in ("A", "10", "2"):
        grays = {render(rank + s, 120, gray=True) for s in "SHDC"}
        assert len(grays) == 4, rank


def test_selected_and_dimmed_cards_look_different(qapp):
    plain = render("7", 100)
    assert render("7", 100, selected=True) != plain
    assert render("7", 100, dim=True) != plain
    # an empty slot the next key fills (Yuck's deal) is ringed too: which slot is next, at a glance
    assert render("", 100, selected=True) != render("", 100)


def test_names_say_value_and_count_or_rank_and_suit(qapp):
    assert card_name("7") == "7 (the deck has 7)"
    assert card_name("10H") == "10 of hearts"
    assert card_name("JOKER2") == "joker 2"
    assert card_name(None) == "a card face down"


def test_pixmap_size_follows_height_and_is_cached(qapp):
    pm = card_pixmap("KS", 100, dpr=2.0)
    assert (pm.width(), pm.height()) == (140, 200)
    assert pm.devicePixelRatio() == 2.0
    assert card_pixmap("KS", 100, dpr=2.0).cacheKey() == pm.cacheKey()


def test_card_row_clicks_only_playable_cards(qtbot):
    row = CardRow(lines=4, clickable=True)
    qtbot.addWidget(row)
    row.set_faces(["2H", "9H", "KS"], enabled=[True, False, True], captions=["1", "2", "3"])
    row.resize(row.sizeHint())
    row.show()
    rects = row.card_rects()
    assert len(rects) == 3 and all(r.right() <= row.width() for r in rects)
    clicked = []
    row.clicked.connect(clicked.append)
    for r in rects:
        qtbot.mouseClick(row, Qt.MouseButton.LeftButton, pos=r.center().toPoint())
    assert clicked == [0, 2]  # the dimmed 9♥ (must follow another suit) is not played


def test_card_row_overlaps_a_long_hand_to_fit(qtbot):
    row = CardRow(lines=4)
    qtbot.addWidget(row)
    row.set_faces(STANDARD[:17])
    row.resize(400, row.sizeHint().height())
    rects = row.card_rects()
    assert rects[-1].right() <= 400.5
    assert row.card_at(rects[-1].center()) == 16
    assert row.card_at(QPoint(-5, -5).toPointF()) is None


def test_card_row_follows_the_text_size(qtbot):
    row = CardRow(lines=4)
    qtbot.addWidget(row)
    row.set_faces(["5"])
    small = row.sizeHint().height()
    f = row.font()
    f.setPointSizeF(f.pointSizeF() * 2)
    row.setFont(f)
    assert row.sizeHint().height() > small * 1.6
