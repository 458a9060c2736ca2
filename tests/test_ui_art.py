"""The table art: bills whose common side depends only on their marks (CL §7.2), slot hit-testing
(§7.3), distinct dice faces at small and large sizes, and dice selection by mouse and keys."""
from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPoint, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from tableapp.ui.art.bills import (ANIMALS, SLOTS, BillWidget, bill_animal_pixmap, bill_back_pixmap,
                                   paint_bill_back, slot_at, slot_point)
from tableapp.ui.art.dice import (PIP_FACES, POKER_FACES, DiceRow, DieWidget, die_pixmap,
                                  paint_die)

SIZE = QSize(300, 150)


def render_back(marks, size: QSize = SIZE) -> bytes:
    """Paint the common side straight into a fresh image (no cache): its raw pixels."""
    img = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    try:
        paint_bill_back(p, QRectF(0, 0, size.width(), size.height()), marks)
    finally:  # (an unknown mark raises: see render_die)
        p.end()
    return bytes(img.constBits())


def render_die(face, px: int, **kw) -> QImage:
    img = QImage(px, px, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    try:
        paint_die(p, QRectF(0, 0, px, px), face, **kw)
    finally:  # a refused face raises: a painter left open on a freed image crashed the test run
        p.end()
    return img


# -- bills --------------------------------------------------------------------------------------------
def test_same_marks_same_pixels(qapp):
    marks = ["tl", "h", "d5", "d9", "br"]
    a = render_back(frozenset(marks))
    assert render_back(frozenset(marks)) == a  # two bills, same marks
    assert render_back(list(reversed(marks))) == a  # other insertion order
    assert render_back(frozenset(["br", "d9", "d5", "h", "tl"])) == a
    assert render_back(frozenset()) == render_back([])  # unmarked bills are indistinguishable


def test_every_order_of_all_marks_is_identical(qapp):
    base = render_back(SLOTS, QSize(120, 60))
    for shuffled in (SLOTS[::-1], SLOTS[5:] + SLOTS[:5], tuple(sorted(SLOTS))):
        assert render_back(shuffled, QSize(120, 60)) == base


def test_pixmaps_match_and_are_cached(qapp):
    a = bill_back_pixmap(frozenset({"v", "d1"}), SIZE, dpr=1.0)
    b = bill_back_pixmap(["d1", "v"], SIZE, dpr=1.0)
    assert a.toImage() == b.toImage()
    assert a.cacheKey() == b.cacheKey()  # cached by the set, not by how it was built
    hi = bill_back_pixmap({"v", "d1"}, SIZE, dpr=2.0)
    assert hi.width() == 600 and hi.devicePixelRatio() == 2.0


def test_each_slot_changes_the_picture_and_all_differ(qapp):
    blank = render_back(frozenset())
    pictures = {slot: render_back({slot}) for slot in SLOTS}
    for slot, pic in pictures.items():
        assert pic != blank, slot
    assert len(set(pictures.values())) == len(SLOTS)
    assert render_back({"tl", "d1"}) != render_back({"tl", "d2"})


def test_unknown_slot_or_animal_rejected(qapp):
    with pytest.raises(ValueError):
        render_back({"x9"})
    with pytest.raises(ValueError):
        bill_animal_pixmap("cow", SIZE)


def test_animal_sides_differ(qapp):
    images = [bill_animal_pixmap(a, SIZE, dpr=1.0).toImage() for a in ANIMALS]
    for x, y in itertools.combinations(images, 2):
        assert x != y
    back = bill_back_pixmap(frozenset(), SIZE, dpr=1.0).toImage()
    assert all(img != back for img in images)


@pytest.mark.parametrize("rect", [QRectF(0, 0, 400, 200), QRectF(17, 9, 500, 180), QRectF(0, 0, 90, 60)])
def test_slot_points_hit_their_slot(qapp, rect):
    for slot in SLOTS:
        assert slot_at(rect, slot_point(rect, slot)) == slot, slot


def test_clicks_and_keys_request_marks(qtbot):
    w = BillWidget(markable=True)
    qtbot.addWidget(w)
    w.resize(640, 330)
    w.show()
    back = w.back_rect()
    for slot in SLOTS:
        p = slot_point(back, slot)
        with qtbot.waitSignal(w.mark_requested) as sig:
            qtbot.mouseClick(w, Qt.MouseButton.LeftButton, pos=QPoint(round(p.x()), round(p.y())))
        assert sig.args == [slot]
    keys = {Qt.Key.Key_Q: "tl", Qt.Key.Key_W: "tr", Qt.Key.Key_A: "bl", Qt.Key.Key_S: "br",
            Qt.Key.Key_H: "h", Qt.Key.Key_V: "v", Qt.Key.Key_1: "d1", Qt.Key.Key_9: "d9"}
    for key, slot in keys.items():
        with qtbot.waitSignal(w.mark_requested) as sig:
            qtbot.keyClick(w, key)
        assert sig.args == [slot]


def test_widget_never_marks_itself(qtbot):
    w = BillWidget(["tl"], markable=False)
    qtbot.addWidget(w)
    w.resize(640, 330)
    got = []
    w.mark_requested.connect(got.append)
    p = slot_point(w.back_rect(), "d5")
    qtbot.mouseClick(w, Qt.MouseButton.LeftButton, pos=QPoint(round(p.x()), round(p.y())))
    assert got == []  # not markable
    w.set_markable(True)
    p = slot_point(w.back_rect(), "tl")
    qtbot.mouseClick(w, Qt.MouseButton.LeftButton, pos=QPoint(round(p.x()), round(p.y())))
    assert got == []  # already folded: a mark is permanent
    qtbot.keyClick(w, Qt.Key.Key_5)
    assert got == ["d5"] and w.marks() == frozenset({"tl"})  # the caller decides
    w.set_marks({"tl", "d5"})
    assert w.marks() == frozenset({"tl", "d5"})


def test_widget_shows_animal_beside_or_instead(qtbot):
    w = BillWidget({"h"}, show_animal="llama")
    qtbot.addWidget(w)
    assert w.sizeHint().width() > BillWidget().sizeHint().width()
    w.set_show_animal("unknown", "instead")
    assert w.back_rect() is None
    w.resize(400, 200)
    assert not w.grab().isNull()


# -- dice ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("px", [32, 256])
def test_all_faces_distinct_at_small_and_large_sizes(qapp, px):
    faces = [render_die(f, px) for f in POKER_FACES] + [render_die(f, px, pips=True) for f in PIP_FACES]
    assert all(img.width() == px and img.height() == px for img in faces)
    for a, b in itertools.combinations(faces, 2):
        assert a != b
    # something is actually drawn in the middle of the die (the face, not just the body)
    centre = [QColor(img.pixel(px // 2, px // 2)) for img in faces]
    assert any(c.lightness() < 128 for c in centre)


def test_variants_differ(qapp):
    plain = render_die("A", 64)
    assert render_die("A", 64, selected=True) != plain
    assert render_die("A", 64, hidden=True) != plain
    assert render_die("A", 64, hidden=True) == render_die("9", 64, hidden=True)  # the cup hides all
    assert render_die("A", 64, pips=True) == render_die("6", 64, pips=True)  # LD-D14: 6 = A
    with pytest.raises(ValueError):
        render_die("7", 64)


def test_die_pixmap_dpr_and_cache(qapp):
    a = die_pixmap("K", 40, dpr=2.0)
    assert a.width() == 80 and a.devicePixelRatio() == 2.0
    assert die_pixmap("K", 40, dpr=2.0).cacheKey() == a.cacheKey()
    assert die_pixmap("K", 40, dpr=2.0, selected=True).cacheKey() != a.cacheKey()


def test_die_widget_click_and_space(qtbot):
    d = DieWidget("Q")
    qtbot.addWidget(d)
    d.resize(d.sizeHint())
    d.show()
    with qtbot.waitSignal(d.toggled) as sig:
        qtbot.mouseClick(d, Qt.MouseButton.LeftButton)
    assert sig.args == [True] and d.is_selected()
    d.setFocus()
    with qtbot.waitSignal(d.toggled) as sig:
        qtbot.keyClick(d, Qt.Key.Key_Space)
    assert sig.args == [False]
    d.set_selectable(False)
    qtbot.mouseClick(d, Qt.MouseButton.LeftButton)
    assert not d.is_selected()


def test_die_size_follows_font(qtbot):
    d = DieWidget("A")
    qtbot.addWidget(d)
    small = d.sizeHint().height()
    f = d.font()
    f.setPointSizeF(f.pointSizeF() * 2)
    d.setFont(f)
    assert d.sizeHint().height() > small * 1.5


def test_dice_row_clicks_and_keys(qtbot):
    row = DiceRow(["A", "A", "K", "10", "9"])
    qtbot.addWidget(row)
    row.show()
    qtbot.mouseClick(row.dice[1], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(row.dice[4], Qt.MouseButton.LeftButton)
    assert row.selected_positions() == [2, 5]
    row.setFocus()
    for key in (Qt.Key.Key_1, Qt.Key.Key_5, Qt.Key.Key_3):
        qtbot.keyClick(row, key)
    assert row.selected_positions() == [1, 2, 3]
    row.dice[3].setFocus()  # a digit typed while a die has focus still reaches the row
    qtbot.keyClick(row.dice[3], Qt.Key.Key_4)
    assert row.selected_positions() == [1, 2, 3, 4]
    row.set_selectable(False)
    qtbot.keyClick(row, Qt.Key.Key_1)
    qtbot.mouseClick(row.dice[0], Qt.MouseButton.LeftButton)
    assert row.selected_positions() == [1, 2, 3, 4]
    row.set_selectable(True)
    row.set_faces(["Q", "Q", "Q", "J", "J"])  # a new roll clears the old choice
    assert row.selected_positions() == [] and row.faces() == ["Q", "Q", "Q", "J", "J"]
    with pytest.raises(ValueError):
        row.set_faces(["A"])


def test_many_paints_do_not_kill_none(qapp):
    """PySide6 6.12 on Python 3.11 dropped a reference to None on every void Qt call, so a few
    hundred painted bills aborted the process (none_dealloc); the pinned 6.11.3 does not."""
    img = QImage(60, 30, QImage.Format.Format_ARGB32_Premultiplied)
    p = QPainter(img)
    for _ in range(400):
        paint_bill_back(p, QRectF(0, 0, 60, 30), SLOTS)
    p.end()
