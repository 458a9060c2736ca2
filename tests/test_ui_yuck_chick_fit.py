"""Yuck, Chick, Knock, Down's physical deal on a 1366×768 laptop (issue 11, point 3): the slots the
table types the field cards into, one per player with the player's name (or initial) under it, never
overlap at any text size from 100% to 200%, 2 to 8 players. At 115% and 130% they did: beside the
keypad the row was squeezed and each slot hid the next one's left part, captions down to initials."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from tableapp.core.session import Session
from tableapp.games.registry import engine_for
from tableapp.ui.panels.yuck_chick.entries import SlotsEntry

from test_ui_yuck_chick import keys
from ui_helpers import settings_dir, start_app  # noqa: F401 - fixtures
from ui_layout import JAPANESE, LATIN, WINDOW, layout_problems, rect_in, set_text_scale, settle, visible_area

SIZES = (1.0, 1.15, 1.3, 1.5, 2.0)


def deal_page(qtbot, start_app, tmp_path, n: int, scale: float, lang: str) -> tuple:
    players = (JAPANESE if lang == "ja" else LATIN)[:n]
    w = start_app(tmp_path, lang=lang)
    w.resize(WINDOW)
    set_text_scale(w, scale)
    w.controller.set_session(Session("Game night", players, w.store))
    w.show_table()
    w.controller.start_game(engine_for("yuck-chick-knock-down"), players=players, mode="physical", chips=20,
                            options={"any_player_count": True})  # H5: 2 to 8 players
    w.show()
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    settle(qtbot)
    page = w.table_view.panel.page
    assert isinstance(page, SlotsEntry)
    return w, page


def slot_problems(row) -> list[str]:
    """Slots that overlap one another or reach past the row."""
    rects = row.card_rects()
    inside = QRectF(row.rect()).adjusted(-0.01, -0.01, 0.01, 0.01)  # (a sum of fractions may round up)
    out = [f"slot {i} {r.getRect()} outside the row {row.size().toTuple()}"
           for i, r in enumerate(rects) if not inside.contains(r)]
    out += [f"slot {i} {a.getRect()} overlaps slot {j} {b.getRect()}"
            for i, a in enumerate(rects) for j, b in enumerate(rects[i + 1:], i + 1) if a.intersects(b)]
    return out


@pytest.mark.parametrize("scale", SIZES, ids=[f"{round(s * 100)}" for s in SIZES])
@pytest.mark.parametrize("n", range(2, 9))
def test_the_deal_slots_never_overlap(qtbot, tmp_path, start_app, n, scale):
    lang = "ja" if n % 2 else "en"  # Japanese names (and screens) at the odd counts
    w, page = deal_page(qtbot, start_app, tmp_path, n, scale, lang)
    row = page.cards
    assert len(row.card_rects()) == n
    problems = slot_problems(row)
    area = visible_area(w, row)
    if not area.contains(rect_in(w, row)):
        problems.append(f"the slots at {rect_in(w, row).getRect()} are not all in sight {area.getRect()}")
    assert not problems, "\n".join(problems)
    # each slot filled (a card drawn in it, the next slot chosen): still side by side, all of it fitting
    keys(qtbot, w, *["0" if v == 10 else str(v) for v in range(10, 10 - n, -1)])
    settle(qtbot)
    assert page.cards.faces() == [str(v) for v in range(10, 10 - n, -1)]
    assert slot_problems(row) == []
    assert layout_problems(w, scrolling=scale > 1.0) == []
