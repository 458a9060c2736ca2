"""The table view around the game's panel: the message banner, the header, the seats, the log,
the window's size and focus, driven through the main window like a person would."""
from PySide6.QtCore import Qt

from test_ui_liar_dice import LEFT, open_game, press
from ui_helpers import answer_dialog, settings_dir, start_app  # noqa: F401 - fixtures
from ui_layout import WINDOW, rect_in


def test_an_error_banner_goes_once_the_mistake_is_fixed_and_undo_messages_at_the_next_action(
        qtbot, tmp_path, start_app):
    w = start_app(tmp_path)
    open_game(qtbot, w, ["Ann", "Bo", "Cy"], 2)
    c = w.controller
    press(qtbot, w, Qt.Key.Key_2, Qt.Key.Key_Return)  # Ann: One pair
    press(qtbot, w, Qt.Key.Key_C)  # Bo challenges
    press(qtbot, w, Qt.Key.Key_A, Qt.Key.Key_A, Qt.Key.Key_A, Qt.Key.Key_Return)  # three dice only: refused
    assert w.banner.isVisible() and "3 dice given" in w.banner.label.text()
    assert "3 dice given" in w.statusBar().currentMessage()
    press(qtbot, w, Qt.Key.Key_K, Qt.Key.Key_Q, Qt.Key.Key_Return)  # fixed: the round moves on
    assert c.public_view()["round"] == 2
    assert not w.banner.isVisible() and w.statusBar().currentMessage() == ""
    # undo and redo say what they did, until the next action
    press(qtbot, w, Qt.Key.Key_Z, mod=Qt.KeyboardModifier.ControlModifier)
    assert w.banner.isVisible() and w.banner.label.text().startswith("Undone: Shown:")
    press(qtbot, w, Qt.Key.Key_Z, mod=Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert w.banner.isVisible() and w.banner.label.text().startswith("Redone: Shown:")
    press(qtbot, w, Qt.Key.Key_1, Qt.Key.Key_Return)  # the next starter calls High card
    assert c.public_view()["call"] == "High card"
    assert not w.banner.isVisible() and w.statusBar().currentMessage() == ""


def header_round(w) -> str:
    return w.table_view.title.text().rsplit("round ", 1)[1]


def test_the_header_names_the_round_the_summary_names(qtbot, tmp_path, start_app):
    w = start_app(tmp_path)
    open_game(qtbot, w, ["Ann", "Bo", "Cy"], 2)
    assert header_round(w) == "1" and w.table_view.summary.text().startswith("Round 1:")
    press(qtbot, w, Qt.Key.Key_2, Qt.Key.Key_Return)  # Ann: One pair
    press(qtbot, w, Qt.Key.Key_C)
    press(qtbot, w, Qt.Key.Key_A, Qt.Key.Key_A, Qt.Key.Key_K, Qt.Key.Key_Q, Qt.Key.Key_J, Qt.Key.Key_Return)
    # the showdown closed round 1: the big line and the header both say round 2
    assert w.table_view.summary.text().startswith("Round 2:")
    assert header_round(w) == "2"


def test_chicken_or_llama_counts_rounds_from_one_before_the_first_shuffle(qtbot, tmp_path, start_app):
    from tableapp.core.session import Session
    from tableapp.games.chicken_llama import ENGINE

    w = start_app(tmp_path)
    players = ["Ann", "Bo", "Cy"]
    w.controller.set_session(Session("Night", players, w.store))
    w.show_table()
    w.controller.start_game(ENGINE, players=players, mode="physical", options={"first_dealer": "Ann"})
    assert w.controller.state.round == 0  # nothing dealt yet
    assert w.table_view.summary.text().startswith("Round 1:")
    assert header_round(w) == "1"
    assert w.controller.submit({"do": "shuffle"})
    assert header_round(w) == "1" and w.controller.state.round == 1


def fits(w) -> bool:
    room = w.screen().availableGeometry()
    return w.width() <= room.width() and w.height() <= room.height()


def scrolls(w) -> bool:
    return w.scroll.verticalScrollBar().isVisible() or w.scroll.horizontalScrollBar().isVisible()


def test_the_window_fits_the_screen_and_larger_text_never_grows_it(qtbot, tmp_path, start_app):
    w = start_app(tmp_path)
    assert fits(w)  # the offscreen screen is 800×800: smaller than the preferred 1280×820
    open_game(qtbot, w, ["Ann", "Bo", "Cy"], 2)
    size = w.size()
    qtbot.waitUntil(lambda: not scrolls(w))  # at the normal text size everything is on screen
    ctrl = Qt.KeyboardModifier.ControlModifier
    for _ in range(5):
        press(qtbot, w, Qt.Key.Key_Equal, mod=ctrl)
        qtbot.wait(10)
        assert w.size() == size and fits(w)
    assert w.scale > 1.5
    qtbot.waitUntil(lambda: scrolls(w))  # the page scrolls rather than the window growing
    for _ in range(5):
        press(qtbot, w, Qt.Key.Key_Minus, mod=ctrl)
    assert w.size() == size
    qtbot.waitUntil(lambda: not scrolls(w))  # smaller text gives the room back


def test_a_long_message_shows_whole_over_the_game_log_and_never_makes_the_page_scroll(qtbot, tmp_path, start_app):
    w = start_app(tmp_path)
    w.resize(WINDOW)  # a laptop's window, where the page fits without scrolling
    open_game(qtbot, w, ["Ann", "Bo", "Cy"], 2)
    w.show_message("info", "Short.")
    qtbot.waitUntil(lambda: w.banner.isVisible())
    one_line = w.banner.height()
    text = "A message that goes on and on " * 12
    w.show_message("error", text)
    qtbot.wait(20)
    # on as many lines as it takes (no tooltip to hover at the table), beside the seats, not over them
    assert w.banner.height() > 4 * one_line and not w.banner.label.is_cut()
    assert w.banner.label.text() == text and w.banner.toolTip() == text
    assert rect_in(w, w.banner).left() == rect_in(w, w.table_view.log_column).left()
    assert not scrolls(w)


def seat_sizes(w):
    return [s.size().toTuple() for s in w.table_view.table.seats]


def no_label_cut(w) -> bool:
    """Every seat shows its whole chips line, and its name whole or ending in "…" (never cut)."""
    for seat in w.table_view.table.seats:
        for label in (seat.chips, seat.status):
            if label.width() < label.sizeHint().width():
                return False
        if seat.name.width() < seat.name.sizeHint().width() and not seat.name.is_elided():
            return False
    return True


def test_seats_are_whole_after_resume_and_keep_their_size_from_turn_to_turn(qtbot, tmp_path, start_app):
    w = start_app(tmp_path)
    open_game(qtbot, w, ["Ann", "Bo", "Cy"], 3)
    c = w.controller
    press(qtbot, w, Qt.Key.Key_2, Qt.Key.Key_Return)  # Ann: One pair
    press(qtbot, w, Qt.Key.Key_C)
    press(qtbot, w, Qt.Key.Key_A, Qt.Key.Key_A, Qt.Key.Key_K, Qt.Key.Key_Q, Qt.Key.Key_J, Qt.Key.Key_Return)
    w.close()
    # a restart resumes the night: the seats are laid out right on the first show, no resize needed
    again = start_app(tmp_path)
    qtbot.mouseClick(again.start_page.resume_button, LEFT)
    qtbot.waitUntil(lambda: again.table_view is not None and again.table_view.isVisible())
    assert all(s.name.text() for s in again.table_view.table.seats)
    assert no_label_cut(again)
    # the turn passes round the table: no seat changes size (badges come and go inside it)
    c = again.controller
    sizes = seat_sizes(again)
    for _ in range(2):
        assert c.submit(next(a for a in c.legal_actions() if getattr(a, "do", "") == "call"))
        assert seat_sizes(again) == sizes and no_label_cut(again)


def test_a_long_name_beside_the_badges_ends_in_an_ellipsis_with_the_whole_name_in_the_tooltip(
        qtbot, tmp_path, start_app):
    long = "Maximilian Alexanderson"
    w = start_app(tmp_path)
    open_game(qtbot, w, [long, "Bo", "Cy", "Di", "Ed", "Flo"], 2)
    seat = w.table_view.table.seats[0]
    assert seat.markers["turn"].isVisible() and seat.markers["starter"].isVisible()
    assert seat.name.text() == long
    assert seat.name.is_elided() and seat.name.shown_text().endswith("…"), (seat.name.shown_text(), seat.width())
    assert long in seat.toolTip()
    assert no_label_cut(w)


def play_digital_to_the_end(w):
    """Everyone calls the lowest call they may, then accepts or challenges by turns, and keeps
    their dice; the app rolls. Returns when the game is over."""
    c = w.controller
    for _ in range(500):
        if c.game_over:
            return
        actions = c.legal_actions()
        by_kind = {}
        for a in actions:
            by_kind.setdefault(a.do, a)
        who = c.to_act()
        turns = len(c.run.played)
        pick = by_kind.get("call") or (by_kind.get("challenge") if turns % 2 == 0 else None) \
            or by_kind.get("accept") or by_kind.get("challenge") or next(
                (a for a in actions if a.do == "reroll" and not a.dice), None)
        assert pick is not None, (who, actions)
        assert c.submit(pick), c.last_error
    raise AssertionError("the game did not end")


def test_the_log_wraps_long_lines_follows_the_newest_entry_and_says_each_digital_verdict(
        qtbot, tmp_path, start_app):
    from tableapp.core.session import Session
    from tableapp.games.registry import engine_for

    w = start_app(tmp_path)
    players = ["Ann", "Bo", "中村さんの長い名前"]
    w.controller.set_session(Session("Night", players, w.store))
    w.show_table()
    w.controller.start_game(engine_for("liar-dice"), players=players, mode="digital", seed=5, chips=3)
    play_digital_to_the_end(w)
    tv = w.table_view
    log, model = tv.log, tv.log_model
    qtbot.waitUntil(lambda: tv.panel_area.currentWidget() is tv.end_page)
    qtbot.wait(20)
    # every entry in full (wrapped, never cut with "…"), numbered, the newest one in view at the end
    texts = model.texts()
    assert log.lines()[:-1] == [f"{i}. {t}" for i, t in enumerate(texts[:-1], start=1)]
    # the last line gives the standings, unnumbered: the winner first, with what the game won them
    assert log.lines()[-1] == texts[-1] and texts[-1].startswith(w.controller.engine.outcome(w.controller.state).winner + " wins 6 chips")
    assert not any(line.endswith("…") for line in log.lines())
    assert log.verticalScrollBar().maximum() > 0 and log.at_newest()
    long_line = max(log.lines(), key=len)
    assert log.fontMetrics().horizontalAdvance(long_line) > log.viewport().width()  # it had to wrap
    # digital mode: each challenge's line says what the app showed and who pays
    challenges = [t for t in model.texts() if " challenges" in t]
    assert challenges and all("Shown: " in t and "pays 1" in t for t in challenges)
    last = w.controller.public_view()["last_showdown"]
    assert challenges[-1].endswith(last["text"].split(" shown: ")[-1])


def test_the_pot_stays_clear_of_the_seats_at_larger_text(qtbot, tmp_path, start_app):
    w = start_app(tmp_path)
    open_game(qtbot, w, ["Ann", "Bo", "Cy", "Di"], 2)
    table = w.table_view.table
    for _ in range(2):
        press(qtbot, w, Qt.Key.Key_Equal, mod=Qt.KeyboardModifier.ControlModifier)
    qtbot.wait(20)
    assert table.pot.text() == "Pot: 0"
    assert not any(seat.geometry().intersects(table.pot.geometry()) for seat in table.seats)


def test_no_role_badges_once_the_game_is_over(qtbot, tmp_path, start_app):
    w = start_app(tmp_path)
    open_game(qtbot, w, ["Ann", "Bo"], 1)
    press(qtbot, w, Qt.Key.Key_8, Qt.Key.Key_A, Qt.Key.Key_Return)  # Ann: Five Aces
    press(qtbot, w, Qt.Key.Key_C)  # Bo challenges: Ann called too high, pays her only chip and is out
    press(qtbot, w, Qt.Key.Key_9, Qt.Key.Key_9, Qt.Key.Key_K, Qt.Key.Key_Q, Qt.Key.Key_J, Qt.Key.Key_Return)
    assert w.controller.game_over and w.controller.public_view()["winner"] == "Bo"
    assert w.controller.public_view()["starter"] == "Ann"  # the engine still names the last starter
    seats = w.table_view.table.seats
    assert [s.status.text() for s in seats] == ["out", "in"]
    assert not any(m.isVisibleTo(s) for s in seats for m in s.markers.values())


def test_seat_infos_give_no_roles_to_a_player_who_is_out():
    from tableapp.core.engine import Outcome
    from tableapp.ui.widgets.seat import seat_infos

    class Engine:
        def view(self, state, seat):
            return {"starter": "Bo", "dealer": "Bo", "to_act": "Bo", "out": ["Bo"]}

        def balances(self, state):
            return {"Ann": 3, "Bo": 0, "Cy": 2}

        def outcome(self, state):
            return Outcome(False, None, ("Bo",))

        def to_act(self, state):
            return "Bo"

    infos = seat_infos(Engine(), None, ["Ann", "Bo", "Cy"])
    assert [(i.name, i.status, i.dealer, i.starter, i.turn) for i in infos] == [
        ("Ann", "in", False, False, False), ("Bo", "out", False, False, False), ("Cy", "in", False, False, False)]


def test_the_big_line_shrinks_to_stay_on_one_line(qtbot, tmp_path, start_app):
    from PySide6.QtGui import QFontMetricsF

    w = start_app(tmp_path)
    open_game(qtbot, w, ["Maximilian", "Bo"], 2)
    summary = w.table_view.summary
    assert summary.text() == "Round 1: Maximilian rolls and calls"
    full = QFontMetricsF(summary.font())
    full_width = full.horizontalAdvance(summary.text()) * summary.parentWidget().font().pointSizeF() * 1.9 \
        / summary.font().pointSizeF()
    assert full_width > summary.contentsRect().width()  # too wide for the line at the full size
    qtbot.wait(50)
    line = QFontMetricsF(summary.font()).lineSpacing()
    assert summary.contentsRect().height() < 1.6 * line  # one line, not two
    assert QFontMetricsF(summary.font()).horizontalAdvance(summary.text()) <= summary.contentsRect().width()


def test_the_cover_never_makes_the_page_wider_for_a_long_name(qtbot, settings_dir):
    from tableapp.ui.widgets.cover import Cover

    cover = Cover("=SUM(1,2) Alexanderson", "Round 1")
    qtbot.addWidget(cover)
    cover.resize(420, 380)
    cover.show()
    qtbot.wait(10)
    assert cover.minimumSizeHint().width() < 420
    assert cover.button.geometry().right() < cover.width() and cover.button.x() > 0
    assert cover.button.toolTip() == "I am =SUM(1,2) Alexanderson: show (Space)"
    assert cover.button.text().endswith("…: show (Space)")  # the title above has the whole name
    cover.resize(1000, 380)
    qtbot.wait(10)
    assert cover.button.text() == "I am =SUM(1,2) Alexanderson: show (Space)"


def test_eight_seats_never_cover_each_other(qtbot, tmp_path, start_app):
    w = start_app(tmp_path)
    w.resize(1280, 800)
    open_game(qtbot, w, ["Aiko", "Ben", "中村", "Dana", "Eli", "佐藤", "Gus", "Hana"], 3)
    qtbot.wait(50)
    seats = [s.geometry() for s in w.table_view.table.seats]
    assert len(seats) == 8
    # neighbours may touch at their borders, never cover each other's names or chips
    covered = [(a, b) for i, a in enumerate(seats) for b in seats[i + 1:]
               if a.intersects(b) and min(a.intersected(b).width(), a.intersected(b).height()) > 2]
    assert not covered, (w.table_view.table.size(), covered)


def test_eight_long_names_a_leaver_and_the_ledger_stay_readable(qtbot, tmp_path, start_app):
    from PySide6.QtWidgets import QApplication

    from tableapp.core.session import Session
    from tableapp.games.registry import engine_for

    w = start_app(tmp_path)
    w.resize(1280, 720)  # a laptop's window
    names = ["Alexandra", "Benjamin", "Christopher", "Dominique", "Elizabeth", "Francesca", "Gwendolyn",
             "Maximilian"]
    w.controller.set_session(Session("Big table", names, w.store))
    w.show_table()
    w.controller.start_game(engine_for("liar-dice"), players=names, mode="physical", chips=3)
    assert w.controller.submit({"by": "Maximilian", "do": "leave"})
    qtbot.wait(20)
    # the leaver's seat: the chips line whole beside a short status, nothing drawn over it
    seat = w.table_view.table.seats[-1]
    text_width = seat.chips.fontMetrics().horizontalAdvance(seat.chips.text())
    assert seat.status.text() == "left" and seat.chips.contentsRect().width() >= text_width
    # the ledger's heading lists eight players' chips: it wraps, the window stays within the screen
    w.show_ledger()
    qtbot.wait(20)
    assert w.ledger_window.width() <= QApplication.primaryScreen().availableGeometry().width()
    w.ledger_window.close()


def test_at_200_percent_the_title_and_the_big_line_give_way_to_the_game(qtbot, tmp_path, start_app):
    """Eight long names at 200 % text: the title and the big public line take a quarter of the window at
    most (they took over half), the big line on two lines at most and never smaller than at 100 %;
    cut short, it ends in "…" and its tooltip has it all."""
    from PySide6.QtGui import QFontMetricsF
    from PySide6.QtWidgets import QLabel
    from ui_layout import LATIN, set_text_scale

    w = start_app(tmp_path)
    w.resize(WINDOW)
    open_game(qtbot, w, LATIN, 3)
    tv = w.table_view
    at_100 = tv.summary.font().pointSizeF()
    set_text_scale(w, 2.0)
    long = "Maximilian-Alexander calls a full house, Bartholomew challenges, " * 3
    tv.summary.setText(long)
    qtbot.waitUntil(lambda: tv.summary.toolTip() == long)
    summary, title = tv.summary, tv.title
    line = QFontMetricsF(summary.font()).lineSpacing()
    assert summary.contentsRect().height() < 2.6 * line  # two lines, not five
    assert QLabel.text(summary).endswith("…") and summary.font().pointSizeF() >= at_100
    assert summary.height() + title.height() <= w.scroll.viewport().height() / 4
    tv.refresh()  # the engine's own line again: whole, no tooltip needed
    qtbot.waitUntil(lambda: summary.toolTip() == "")
    assert QLabel.text(summary).replace("\u2060", "").replace("\u00a0", " ") == summary.text()  # (whole; kept words joined)
