"""Kinola through the real main window, on its own panel: a physical last round (the deal booked
with one key, the result entered in one per-seat grid, a sum that is off refused beside the grid
with the entries kept, every payment shown before it is booked) and a digital round in hot seat
(the cover hides the hand, a card is played by one key or one click, illegal cards dimmed and
never played, the trick and its winner public, the round paid as R9-R10 say)."""
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from tableapp.core.session import Session
from tableapp.games.kinola import ENGINE
from tableapp.ui.art.cards import card_name
from tableapp.ui.panels.kinola.hand import HandPage
from tableapp.ui.panels.kinola.result import ConfirmPage, ResultGrid

from kinola_table import deck_for
from ui_helpers import settings_dir, start_app  # noqa: F401 - fixtures

PLAYERS = ["Ann", "Bo", "中村", "Dee"]


def open_game(qtbot, start_app, tmp_path, mode, players=PLAYERS, **kwargs):
    w = start_app(tmp_path)
    session = Session("Game night", players, w.store)
    w.controller.set_session(session)
    w.show_table()
    w.controller.start_game(ENGINE, players=players, mode=mode, seed=5,
                            options={"first_dealer": players[0]}, **kwargs)
    w.resize(1366, 768)
    w.show()
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    return w, session


def played(session):
    n = len(session.game.run.played)
    return lambda: len(session.game.run.played) > n


def texts(widget: QWidget) -> str:
    """Everything a widget tree says: label texts, tooltips and accessible names."""
    out = []
    for x in [widget, *widget.findChildren(QWidget)]:
        if not x.isVisible():
            continue
        out += [x.toolTip(), x.accessibleName()]
        if hasattr(x, "text") and callable(x.text):
            out.append(str(x.text()))
    return "\n".join(out)


def test_a_physical_last_round_is_dealt_entered_checked_and_booked(qtbot, tmp_path, start_app):
    w, session = open_game(qtbot, start_app, tmp_path, "physical", start={"round": 8, "pot": 30})
    p = w.table_view.panel
    assert not w.table_view.table.isVisible()  # the panel draws the players itself
    assert p.header.pot.text() == "Pot 30" and p.header.round.text() == "Round 8 of 8"
    assert p.header.dealer.text() == "Dealer: Ann"
    # the round start: the pot is not empty, so only the dealer antes (R2), listed before the deal
    assert p.body.due.text() == "Ann antes 5."
    assert p.seats.box("Ann").note.text() == "pays 5"
    done = played(session)
    qtbot.keyClick(w, Qt.Key.Key_D)
    qtbot.waitUntil(done)
    assert session.balances()["#pot"] == 35 and p.header.pot.text() == "Pot 35"

    grid = p.body
    assert isinstance(grid, ResultGrid) and grid.rows == PLAYERS
    # one sum off: refused in the engine's words beside the grid, nothing booked, the entries kept
    grid.set_row("Ann", "ace", 0, 0)
    grid.set_row("Bo", "zero", 10, 3, held=True)
    grid.set_row("中村", "QS", 8, 4)
    grid.set_row("Dee", "zero", 16, 4, took=True)
    n = len(session.game.run.played)
    qtbot.mouseClick(grid.confirm_button, Qt.MouseButton.LeftButton)
    assert grid.error.text() == "The tricks add up to 11, but a round has 12 tricks (§6)."
    assert grid.error.isVisible() and len(session.game.run.played) == n and p.body is grid
    assert grid.points["Dee"].value() == 16 and grid.reserved["中村"].value() == "QS"
    assert grid.tricks_sum.text() == "11 of 12"
    grid.tricks["Dee"].setValue(5)
    assert grid.error.text() == ""  # a fix clears the stale message
    qtbot.keyClick(w, Qt.Key.Key_Return)
    # every payment the result makes, before it is booked (S1, S2, then row 11: the pot was taken)
    qtbot.waitUntil(lambda: isinstance(p.body, ConfirmPage))
    page = p.body
    assert page.texts() == ["Bo takes the pot of 35", "Bo pays Ann 10", "中村 pays Ann 8", "Dee pays Ann 16",
                            "Ann pays Bo the Ace penalty of 2"]
    assert len(session.game.run.played) == n  # nothing booked yet
    qtbot.keyClick(w, Qt.Key.Key_Escape)  # back: the entries are still there
    qtbot.waitUntil(lambda: p.body is grid)
    assert grid.tricks["Dee"].value() == 5 and grid.took["Dee"].isChecked()
    qtbot.keyClick(w, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: isinstance(p.body, ConfirmPage))
    qtbot.keyClick(w, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: w.controller.game_over)
    # R10: the others pay the round winner their points; R7(b): the holder takes the pot; row 11
    assert session.balances() == {"Ann": 200 - 5 + 10 + 8 + 16 - 2, "Bo": 200 + 35 - 10 + 2, "中村": 192,
                                  "Dee": 184, "#pot": 0}
    end = texts(w.table_view.end_page)  # the end page: the last round's payments and the standings
    assert "• Bo takes the pot of 35\n• Bo pays Ann 10" in end and "1. Ann: 227 chips\n1. Bo: 227 chips" in end


def test_the_grid_refuses_a_kinola_story_that_does_not_hold(qtbot, tmp_path, start_app):
    w, session = open_game(qtbot, start_app, tmp_path, "physical")
    p = w.table_view.panel
    qtbot.keyClick(w, Qt.Key.Key_D)
    qtbot.waitUntil(lambda: isinstance(p.body, ResultGrid))
    grid = p.body
    for name, pts, tricks in (("Ann", 10, 3), ("Bo", 10, 3), ("中村", 10, 3), ("Dee", 10, 3)):
        grid.set_row(name, "zero", pts, tricks)
    grid.reserved["Ann"].setCurrentText("")
    assert not grid.confirm()
    assert grid.error.text() == "Enter the reserved card, points and tricks of Ann."
    grid.set_row("Ann", "zero", 10, 3)
    assert not grid.confirm()  # nobody reserved the Kinola and nobody is marked: §6 says which
    assert grid.error.text().startswith("Nobody reserved the Kinola: mark the one player who played it")
    grid.reserved["Ann"].setCurrentText("JOKER")
    assert not grid.confirm()
    assert grid.error.text() == "Ann: Joker is not in this game's deck (§1)."
    assert session.balances()["#pot"] == 25 and w.controller.to_act() == "#table"


def take_screen(qtbot, w, name):
    p = w.table_view.panel
    cover = p.cover
    assert cover is not None and cover.covered
    assert f"Pass the screen to {name}" in cover.currentWidget().findChild(QLabel, "coverTitle").text()
    qtbot.keyClick(w, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: p.cover is not None and not p.cover.covered)
    page = p.body
    assert isinstance(page, HandPage) and page.seat == name
    return page


def test_a_digital_round_in_hot_seat_by_keys_and_clicks(qtbot, tmp_path, start_app):
    players = ["Ann", "Bo", "Cy"]
    deck = deck_for(tuple(players), "Ann", {"Bo": ["KH", "2H", "AS", "KS", "QS"], "Cy": ["AH", "3S"]})
    w, session = open_game(qtbot, start_app, tmp_path, "digital", players=players, start={"deck": deck})
    p = w.table_view.panel
    c = w.controller
    before = session.balances()
    # the round start is public: the antes into the empty pot (R2)
    assert "Before this deal: Bo antes 5, Cy antes 5, Ann antes 10." in p.news.text()
    # the cover hides Bo's hand: no card of it anywhere on screen, not in a tooltip, not in a name
    hand = [pc.face for pc in c.private("Bo").pieces]
    public = texts(w)
    assert not any(card_name(f) in public for f in hand)
    assert not any(isinstance(x, HandPage) for x in p.findChildren(HandPage) if x.isVisible())
    page = take_screen(qtbot, w, "Bo")
    # the hand sorted by suit and rank, each card with its key under it; reserving: every card
    ranks = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"]
    assert page.hand.faces() == hand and hand[:3] == ["AS", "KS", "QS"] and "KH" in hand
    assert hand == sorted(hand, key=lambda f: ("SHCD".index(f[-1]), ranks.index(f[:-1])))
    assert page.hand._captions[:4] == ["1", "2", "3", "4"]
    qtbot.keyClick(w, Qt.Key.Key_3)  # Bo reserves the Q♠
    qtbot.waitUntil(lambda: c.to_act() == "Cy")
    assert p.seats.box("Bo").note.text() == "reserved"
    page = take_screen(qtbot, w, "Cy")
    qtbot.mouseClick(page.hand, Qt.MouseButton.LeftButton, pos=page.hand.card_rects()[-1].center().toPoint())
    qtbot.waitUntil(lambda: c.to_act() == "Ann")
    page = take_screen(qtbot, w, "Ann")
    qtbot.keyClick(w, Qt.Key.Key_1)
    qtbot.waitUntil(lambda: c.to_act() == "Bo" and c.state.phase == "play")

    # the play: only legal cards can be played; the others are dimmed and carry no key
    seen_kinola = False
    while c.state.round == 1:
        who = c.to_act()
        public = texts(w)  # behind the cover: not one card of the hand, not even in a tooltip or a name
        assert not any(card_name(pc.face) in public for pc in c.private(who).pieces), who
        page = take_screen(qtbot, w, who)
        legal = set(c.private(who).detail["legal"])
        enabled = page.hand._enabled
        assert [f in legal for f in page.hand.faces()] == enabled
        assert all(cap == "" for cap, on in zip(page.hand._captions, enabled) if not on)
        illegal = [i for i, on in enumerate(enabled) if not on]
        if illegal:  # a click on a dimmed card plays nothing
            n = len(session.game.run.played)
            qtbot.mouseClick(page.hand, Qt.MouseButton.LeftButton,
                             pos=QPoint(round(page.hand.card_rects()[illegal[0]].left() + 3),
                                        round(page.hand.card_rects()[illegal[0]].center().y())))
            assert len(session.game.run.played) == n and c.to_act() == who
        k = enabled.index(True)
        key = page.hand._captions[k]
        face = page.hand.faces()[k]
        qtbot.keyClick(w, key.lower())  # one key plays that card
        qtbot.waitUntil(lambda: c.to_act() != who or c.state.round != 1)
        if c.state.round == 1 and face == "KH":
            seen_kinola = True
        if c.state.round == 1 and not p.tricks.current.cards()[0][1]:  # a trick just completed
            d = c.public().detail
            assert p.news.text().startswith(f"{d['last_winner']} wins trick {d['trick_no'] - 1}.")
            assert [f for _, f in p.tricks.last.cards()] == [f for _, f in d["last_trick"]]
        if seen_kinola and c.public().detail.get("kinola") and c.state.round == 1:
            k = c.public().detail["kinola"]
            assert f"Kinola taken by {k['taker']} (holder Bo)" in p.news.text()
    # the round is settled and the next one dealt: the result is public where the trick was
    last = c.public().detail["last_round"]
    assert p.tricks.report.isVisible() and p.tricks.report.text().startswith(f"Round 1: {last['winner']} wins")
    after = session.balances()
    winner, points, kinola = last["winner"], last["points"], last["kinola"]
    assert kinola["holder"] == "Bo" and seen_kinola
    want = {q: -points[q] for q in players}  # R10: each pays the round winner their own points
    want[winner] = sum(points[q] for q in players if q != winner)
    taken = kinola["taker"] != "Bo"
    want["Bo"] += 20 if taken else -20  # R7 on the first pot of 20: taken by another, or doubled
    for q in players:  # round 2 (Bo deals): R2 into an empty pot, or the dealer alone; R3 for a reserved Ace
        want[q] -= (10 if q == "Bo" else 5) if taken else (5 if q == "Bo" else 0)
        want[q] -= 2 if last["classes"][q] == "ace" else 0
    assert {q: after[q] - before[q] for q in players} == want


def test_a_player_who_cannot_pay_the_ante_is_named_before_the_deal(qtbot, tmp_path, start_app):
    """§5.3, D10: the deal page says who cannot pay in full and what follows; D deals all the same."""
    w, session = open_game(qtbot, start_app, tmp_path, "physical", chips={"Ann": 200, "Bo": 3, "中村": 200, "Dee": 200})
    p = w.table_view.panel
    assert p.body.due.text() == "Bo antes 5: pays only 3 and is bankrupt, 中村 antes 5, Dee antes 5, Ann antes 10."
    assert p.body.note.isVisible() and p.body.note.text().startswith(
        "Bo cannot pay in full: pays everything and is bankrupt; the round is still dealt and played")
    done = played(session)
    qtbot.keyClick(w, Qt.Key.Key_D)
    qtbot.waitUntil(done)
    assert session.balances()["Bo"] == 0 and session.balances()["#pot"] == 23
    assert isinstance(p.body, ResultGrid)  # the round is played all the same (D10)


def test_the_standings_say_1_chip_for_a_player_left_with_one(qtbot, tmp_path, start_app):
    """The end page's standings: "4. Dee: 1 chip", not "1 chips" (a whole sentence per count)."""
    w, session = open_game(qtbot, start_app, tmp_path, "physical", start={"round": 8, "pot": 30},
                           chips={"Ann": 200, "Bo": 200, "中村": 200, "Dee": 17})
    p = w.table_view.panel
    done = played(session)
    qtbot.keyClick(w, Qt.Key.Key_D)
    qtbot.waitUntil(done)
    grid = p.body
    grid.set_row("Ann", "ace", 0, 0)
    grid.set_row("Bo", "zero", 10, 3, held=True)
    grid.set_row("中村", "QS", 8, 4)
    grid.set_row("Dee", "zero", 16, 5, took=True)
    qtbot.keyClick(w, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: isinstance(p.body, ConfirmPage))
    qtbot.keyClick(w, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: w.controller.game_over)
    assert session.balances()["Dee"] == 1  # paid Ann the 16 points taken (R10)
    end = texts(w.table_view.end_page)
    assert "4. Dee: 1 chip" in end and "1 chips" not in end
