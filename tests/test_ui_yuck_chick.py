"""Yuck, Chick, Knock, Down through the window, on its own panel, by keys and clicks as at a real
table: a physical round reported fact by fact (§6) and a digital round behind the hot-seat cover
(§7), each to the chips the rules pay; and what a player notices: refusals in the engine's words,
the Down keys under the cards, the hand seen only by its holder."""
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QApplication

from tableapp.core.session import Session
from tableapp.games.common.cards import pairs_deck
from tableapp.games.registry import engine_for
from tableapp.ui.art.cards import CardRow
from tableapp.ui.panels.kit.news import NewsPage
from tableapp.ui.panels.yuck_chick import YuckChickPanel
from tableapp.ui.panels.yuck_chick.entries import FlipEntry, SlotsEntry
from tableapp.ui.panels.yuck_chick.pages import TablePage, TurnPage

from ui_helpers import settings_dir, start_app  # noqa: F401 - fixtures

PLAYERS = ["Ann", "Bo", "Cy", "Dee"]


def open_game(qtbot, w, mode: str, players=PLAYERS, chips=20, **kw):
    w.controller.set_session(Session("Night", players, w.store))
    w.show_table()
    w.controller.start_game(engine_for("yuck-chick-knock-down"), players=players, mode=mode, chips=chips, **kw)
    w.activateWindow()
    qtbot.waitUntil(lambda: w.isActiveWindow())
    panel = w.table_view.panel
    assert isinstance(panel, YuckChickPanel)
    return panel


def keys(qtbot, w, *typed) -> None:
    """Keys as the host types them: "5", "y", "\\r" (Enter), " " (Space)."""
    named = {"\r": Qt.Key.Key_Return, " ": Qt.Key.Key_Space, "\b": Qt.Key.Key_Backspace}
    for k in typed:
        qtbot.keyClick(w, named.get(k, k))
        # a button's key makes it flash, then click: wait for the click
        qtbot.waitUntil(lambda: not any(b.isDown() for b in w.findChildren(QAbstractButton)))
        QApplication.processEvents()  # a person never types faster than the screen follows


def tile(panel, name):
    return panel.seats.tile(name)


def click_card(qtbot, panel, owner: str, index: int) -> None:
    row: CardRow = tile(panel, owner).cards
    qtbot.mouseClick(row, Qt.MouseButton.LeftButton, pos=row.card_rects()[index].center().toPoint())


def deck(top: list[int]) -> list[int]:
    """A digital deck order: ``top`` first (hands from seat 1, then fields), the other cards after."""
    rest = list(pairs_deck())
    for v in top:
        rest.remove(v)
    return list(top) + rest


def test_a_physical_round_played_by_keys_and_a_click_pays_as_the_rules_say(qtbot, tmp_path, start_app):
    w = start_app(tmp_path)
    panel = open_game(qtbot, w, "physical")
    c, session = w.controller, w.controller.session
    assert isinstance(panel.page, SlotsEntry)  # §6.1: the field cards first, in seat order
    keys(qtbot, w, "5", "3", "8", "9")
    assert tile(panel, "Ann").cards.faces() == []  # nothing is played before Enter
    assert panel.page.cards.faces() == ["5", "3", "8", "9"]
    keys(qtbot, w, "\r")
    assert session.balances()["#pot"] == 4 and c.to_act() == "Bo"  # R1 antes; R3: the lowest card starts
    assert [t.cards.faces() for t in panel.seats.tiles] == [["5", None], ["3", None], ["8", None], ["9", None]]
    assert panel.header.streak.text() == "Knocks 0 of 4"
    keys(qtbot, w, "y")  # Yuck: the table enters the card turned up
    assert isinstance(panel.page, FlipEntry)
    keys(qtbot, w, "3", "\r")  # a pair of 3s: Bo is out and pays 3 (R5, D3)
    assert session.balances()["Bo"] == 16
    assert tile(panel, "Bo").cards.faces() == [None, None, None]  # face down, a count only
    # Cy downs Ann's 5 by the key shown under it (R8: pays its value, out)
    assert c.to_act() == "Cy"
    under_ann = tile(panel, "Ann").cards._captions[0]
    assert under_ann == "1"
    keys(qtbot, w, under_ann)
    assert session.balances()["Cy"] == 14 and tile(panel, "Ann").cards.faces() == [None]  # only her hand left
    assert panel.header.streak.text() == "Knocks 0 of 2"
    keys(qtbot, w, "k")  # Dee
    assert panel.header.streak.text() == "Knocks 1 of 2"
    keys(qtbot, w, "k")  # Ann: 2 of 2, the showdown (R10); Dee reveals first (R11)
    assert isinstance(panel.page, SlotsEntry) and len(panel.page.cards.faces()) == 1  # exactly her 1 card
    keys(qtbot, w, "0", "\r")  # Dee: 9 + 10 = 19
    keys(qtbot, w, "4", "\r")  # Ann: 4
    assert session.balances() == {"Ann": 19, "Bo": 16, "Cy": 14, "Dee": 31, "#pot": 0}  # R15: 4 + 3 + 5
    assert w.table_view.log_model.texts()[-1] == "Ann reveals 4: score 4; Dee wins the pot of 12 chips with a score of 19"
    assert isinstance(panel.page, SlotsEntry)  # round 2: the next deal


def test_a_down_by_a_click_on_the_card_and_refusals_in_the_engines_words(qtbot, tmp_path, start_app):
    w = start_app(tmp_path)
    panel = open_game(qtbot, w, "physical", chips=3)
    c, session = w.controller, w.controller.session
    keys(qtbot, w, "1", "1", "8", "9", "\r")  # the deck has one 1 (§6): refused, nothing moves
    assert panel.page.error.text().startswith("There is only one card of value 1, and 2 have been seen")
    assert session.balances().get("#pot", 0) == 0 and c.state.phase == "deal"
    keys(qtbot, w, "\b", "\b", "\b", "\b", "5", "2", "8", "9", "\r")
    assert c.to_act() == "Bo"
    keys(qtbot, w, "c")  # Chick: pays 1 (his hand size), draws unseen
    assert session.balances()["Bo"] == 1 and tile(panel, "Bo").cards.faces() == ["2", None, None]
    for _ in ("Cy", "Dee", "Ann"):
        keys(qtbot, w, "k")
    chick = next(b for b in panel.buttons if "Chick" in b.text())
    assert chick.property("yc") == "unavailable"  # costs 2, Bo has 1: D6
    before = (session.balances(), len(session.game.lines))
    keys(qtbot, w, "c")
    assert panel.page.error.text() == "A Chick costs 2 (your hand size) and Bo has 1: not enough chips. (YCKD-D6)"
    assert (session.balances(), len(session.game.lines)) == before
    assert c.to_act() == "Bo" and c.last_error == panel.page.error.text()
    click_card(qtbot, panel, "Ann", 0)  # her 5 costs more than Bo's 1 chip: dimmed, the click does nothing
    assert (session.balances(), len(session.game.lines)) == before
    keys(qtbot, w, "y", "6", "\r")  # Bo yucks a 6 instead: no pair
    assert c.to_act() == "Cy" and session.balances()["Cy"] == 2
    click_card(qtbot, panel, "Dee", 0)  # Dee's 9 costs more than Cy's 2 chips: nothing
    assert session.balances()["Cy"] == 2 and c.to_act() == "Cy"
    click_card(qtbot, panel, "Bo", 0)  # Bo's 2: Cy pays 2 and is out (R8); Bo keeps his 6
    assert session.balances()["Cy"] == 0 and tile(panel, "Bo").cards.faces() == ["6", None, None]
    assert w.table_view.log_model.texts()[-1] == "Cy downs: takes Bo's 2, pays 2 and is out"


def test_a_digital_round_behind_the_cover_to_its_payout(qtbot, tmp_path, start_app):
    """§7: each turn covered until its player takes the screen; the Chick's card only in its drawer's
    hand; the showdown public, one reveal at a time."""
    w = start_app(tmp_path)
    hands, fields = [5, 6, 7, 8], [2, 4, 9, 10]
    panel = open_game(qtbot, w, "digital", seed=5, start={"deck": deck(hands + fields + [3])})
    c, session = w.controller, w.controller.session
    assert c.to_act() == "Ann" and panel.pages.covered and panel.buttons == []
    public = [t.cards.faces() for t in panel.seats.tiles]
    assert public == [["2", None], ["4", None], ["9", None], ["10", None]]  # fields up, hands down
    assert all(t.cards._captions[0] == "" for t in panel.seats.tiles)  # no Down keys while covered
    keys(qtbot, w, "k")  # covered: the key does nothing
    assert c.to_act() == "Ann" and len(session.game.lines) == 1
    keys(qtbot, w, " ")  # Ann takes the screen
    page = panel.page
    assert isinstance(page, TurnPage) and page.hand.faces() == ["5"]
    assert tile(panel, "Dee").cards._captions[0] != ""  # the Down keys, now that they work
    keys(qtbot, w, "c")  # Ann chicks: pays 1, draws the 3, and sees it at once, the screen still hers
    assert session.balances()["Ann"] == 18 and c.to_act() == "Bo"
    assert w.table_view.log_model.texts()[-1] == "Ann chicks: pays 1, hand is now 2 cards"
    assert tile(panel, "Ann").cards.faces() == ["2", None, None]
    assert isinstance(panel.page, NewsPage) and not panel.pages.covered
    assert panel.page.pieces.faces() == ["5", "3"] and panel.page.pieces._selected == {1}  # the 3, marked new
    keys(qtbot, w, "k")  # Bo's keys do nothing while Ann holds the screen
    assert c.to_act() == "Bo" and len(session.game.lines) == 2
    keys(qtbot, w, "\r")  # Done: the screen passes, Bo's cover
    assert panel.pages.covered and panel.pages.cover.currentWidget().name == "Bo"
    for name in ("Bo", "Cy", "Dee"):
        keys(qtbot, w, " ")
        assert panel.page.hand.faces() == [str(hands[PLAYERS.index(name)])]  # only their own
        keys(qtbot, w, "k")
    keys(qtbot, w, " ")
    assert panel.page.hand.faces() == ["5", "3"] and panel.page.hand._selected == {1}  # the drawn card, marked
    keys(qtbot, w, "k")  # 4 of 4: the showdown, Bo first (after Ann, the last knocker)
    assert not panel.pages.covered and isinstance(panel.page, TablePage)  # public: no cover
    for name, shown in (("Bo", ["4", "6"]), ("Cy", ["9", "7"]), ("Dee", ["10", "8"])):
        keys(qtbot, w, "r")
        assert tile(panel, name).cards.faces() == shown
        assert tile(panel, "Ann").cards.faces() == ["2", None, None]  # not before her turn to reveal
    keys(qtbot, w, "r")  # Ann: 2 + 5 + 3 = 10; Dee's 18 wins the pot of 4 antes and Ann's 1
    assert session.balances() == {"Ann": 17, "Bo": 18, "Cy": 18, "Dee": 23, "#pot": 4}  # and round 2's antes
    assert w.table_view.log_model.texts()[-2] == "Ann reveals 5 3: score 10; Dee wins the pot of 5 chips with a score of 18"


def test_r13_the_last_player_in_wins_without_showing_the_hand(qtbot, tmp_path, start_app):
    w = start_app(tmp_path)
    panel = open_game(qtbot, w, "digital", players=["Ann", "Bo"], seed=2, options={"any_player_count": True},
                      start={"deck": deck([2, 7, 2, 9])})
    c = w.controller
    keys(qtbot, w, " ", "k", " ", "k")  # Ann, then Bo knock: Ann reveals first
    keys(qtbot, w, "r")  # Ann's 2 pairs her field's 2: out (R12); Bo is the last one in (R13)
    texts = w.table_view.log_model.texts()
    assert texts[-2] == "Ann reveals 2: a pair of 2s, Ann is out and pays 2; Bo is the last player in and wins the pot of 4 chips without revealing"
    assert "7" not in texts[-2]  # Bo's 7 is never named
    assert c.state.round == 2 and panel.pages.covered  # the next round, covered again


def test_the_cards_entered_for_a_deal_stay_when_the_text_grows_or_shrinks(qtbot, tmp_path, start_app):
    # 100% -> 115% lays the deal's slots out beside the keypad (a new page): the cards typed so far
    # were lost, and the table had to enter them again
    from ui_layout import set_text_scale

    w = start_app(tmp_path)
    panel = open_game(qtbot, w, "physical")
    keys(qtbot, w, "3", "7", "0")
    assert panel.page.cards.faces() == ["3", "7", "10", ""]
    for scale in (1.15, 1.0, 1.5):
        set_text_scale(w, scale)
        qtbot.wait(20)
        assert isinstance(panel.page, SlotsEntry) and panel.page.cards.faces() == ["3", "7", "10", ""], scale
    keys(qtbot, w, "9", "\r")  # the fourth, and the deal is played as entered
    assert [t.cards.faces()[0] for t in panel.seats.tiles] == ["3", "7", "10", "9"]
