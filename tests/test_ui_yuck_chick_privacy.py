"""Yuck, Chick, Knock, Down, digital: a hand is on screen only behind "Pass the screen to X", only
its holder's, and in no tooltip or screen-reader name either (§7); the panel reads only the views
(no import of the game's engine)."""
import ast
import re
from pathlib import Path

from PySide6.QtWidgets import QWidget

from tableapp.ui.art.cards import CardRow
from tableapp.ui.panels.kit.news import NewsPage
from tableapp.ui.panels.yuck_chick.pages import TurnPage

from test_ui_yuck_chick import deck, keys, open_game, tile
from ui_helpers import settings_dir, start_app  # noqa: F401 - fixtures

FIVE = ["Ann", "Bo", "Cy", "Dee", "Eve"]
PANEL = Path(__file__).resolve().parents[1] / "tableapp" / "ui" / "panels" / "yuck_chick"


def shown_anywhere(root: QWidget, skip: QWidget | None = None) -> list[str]:
    """Every text, tooltip, screen-reader name and card face under ``root`` (but ``skip``)."""
    out = []
    for w in [root, *root.findChildren(QWidget)]:
        if skip is not None and (w is skip or skip.isAncestorOf(w)) or not w.isVisibleTo(root):
            continue
        for text in (getattr(w, "text", lambda: "")(), w.toolTip(), w.accessibleName()):
            if isinstance(text, str) and text:
                out.append(text)
        if isinstance(w, CardRow):
            out += [f for f in w.faces() if f]
    return out


def test_the_hands_show_only_behind_the_cover_and_only_the_holders(qtbot, tmp_path, start_app):
    w = start_app(tmp_path)
    # every hand a 7, no 7 face up: any "7" on screen would be a hand (chips 19, deck 45, pot 5)
    panel = open_game(qtbot, w, "digital", players=FIVE, seed=1, start={"deck": deck([7] * 5 + [1, 2, 3, 4, 5])})
    assert panel.pages.covered
    assert not any("7" in t for t in shown_anywhere(panel)), shown_anywhere(panel)
    keys(qtbot, w, " ")  # Ann takes the screen: her 7, in her page only
    assert panel.page.hand.faces() == ["7"] and "7" in shown_anywhere(panel)  # the probe sees a hand shown
    assert not any("7" in t for t in shown_anywhere(panel, skip=panel.page))
    assert [t.cards.faces() for t in panel.seats.tiles] == [[str(v), None] for v in range(1, 6)]
    keys(qtbot, w, "\x1b")  # Hide (Esc): covered again, the hand gone from the window
    assert panel.pages.covered and not any("7" in t for t in shown_anywhere(panel))
    keys(qtbot, w, " ", "k")  # Ann knocks: Bo's turn starts covered, Ann's page is gone
    assert panel.pages.covered and w.controller.to_act() == "Bo"
    assert not any("7" in t for t in shown_anywhere(w.table_view))  # not in the log either


def test_an_eliminated_hand_stays_face_down_and_unnamed(qtbot, tmp_path, start_app):
    """D14: a Down turns the actor's cards face down, as a count; the log names the card taken only."""
    w = start_app(tmp_path)
    panel = open_game(qtbot, w, "digital", players=FIVE, seed=1, start={"deck": deck([7] * 5 + [1, 2, 3, 4, 5])})
    keys(qtbot, w, " ")
    under = tile(panel, "Eve").cards._captions[0]
    keys(qtbot, w, under)  # Ann downs Eve's 5: pays 5, out
    assert tile(panel, "Ann").cards.faces() == [None, None, None]  # her 1, her hand, the 5: face down
    assert tile(panel, "Eve").cards.faces() == [None]  # Eve keeps her hand, her field is empty
    assert w.table_view.log_model.texts()[-1] == "Ann downs: takes Eve's 5, pays 5 and is out"
    assert not any("7" in t for t in shown_anywhere(w.table_view))


def test_the_panel_reads_the_views_only():
    """The panel never imports the game's engine (only the views, the kit and the card art)."""
    for path in PANEL.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            for name in names:
                assert not name.startswith("tableapp.games.") or name == "tableapp.games.common.cards", (path, name)


def cards_named(texts: list[str], *values: int) -> list[str]:
    """The texts that name one of the card ``values`` as a number of its own ("9", not "19 chips")."""
    return [t for t in texts if any(re.search(rf"(?<!\d){v}(?!\d)", t) for v in values)]


def test_a_chick_shows_the_drawn_card_to_its_drawer_at_once_and_the_next_player_still_gets_a_cover(
        qtbot, tmp_path, start_app):
    """§7: right after Chick the screen stays with the drawer, their hand with the drawn card marked new;
    Done (Enter) passes it on, behind the next player's cover. Nobody else ever sees the card."""
    w = start_app(tmp_path)
    # every hand a 7, fields 1-5, then a 9 on top of the deck (no 9 face up: any "9" would be the draw)
    panel = open_game(qtbot, w, "digital", players=FIVE, seed=1, start={"deck": deck([7] * 5 + [1, 2, 3, 4, 5, 9])})
    c = w.controller
    keys(qtbot, w, " ", "c")  # Ann takes the screen and chicks
    page = panel.page
    assert isinstance(page, NewsPage) and page.pieces.faces() == ["7", "9"] and page.pieces._selected == {1}
    assert "Only for Ann" in shown_anywhere(panel)  # the cover's row says whose screen it is
    assert not cards_named(shown_anywhere(w.table_view, skip=page), 7, 9)
    keys(qtbot, w, "k")  # Bo's Knock key does nothing while Ann's card is on screen
    assert c.to_act() == "Bo" and isinstance(panel.page, NewsPage)
    keys(qtbot, w, "\x1b")  # Hide: covered for Ann again, her card gone from the window; Space: back
    assert panel.pages.covered and not cards_named(shown_anywhere(w.table_view), 9)
    assert panel.pages.cover.currentWidget().name == "Ann"
    keys(qtbot, w, " ")
    assert isinstance(panel.page, NewsPage)
    keys(qtbot, w, "\r")  # Done: Bo's cover, nothing of Ann's hand anywhere
    assert panel.pages.covered and panel.pages.cover.currentWidget().name == "Bo"
    assert not cards_named(shown_anywhere(w.table_view), 7, 9)
    keys(qtbot, w, " ")  # Bo sees his own hand only, and his turn's buttons
    assert isinstance(panel.page, TurnPage) and panel.page.hand.faces() == ["7"]
    assert not cards_named(shown_anywhere(w.table_view), 9)
    for _ in ("Bo", "Cy", "Dee", "Eve"):  # knocks: Ann's next turn shows the 9 in her hand, marked drawn
        if panel.pages.covered:
            keys(qtbot, w, " ")
        keys(qtbot, w, "k")
    keys(qtbot, w, " ")
    assert panel.page.hand.faces() == ["7", "9"] and panel.page.hand._selected == {1}
