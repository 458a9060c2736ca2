"""The night's end in the window: File > End night shows the settlement first, a chip's value is a
setting of the night, File > Night report saves PDF and HTML, View > Chips over the night, the Stats
window with rename and merge, names offered again in the new-night dialog, File > Open script
stores a whole night."""
from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from tableapp.core.session import Session
from tableapp.store.extras import night_settings

from toy_game import ENGINE
from ui_helpers import answer_dialog, settings_dir, start_app, toy  # noqa: F401 - fixtures


def toy_night(w, names=("Ann", "Bo", "長谷川")) -> Session:
    s = Session("Friday", list(names), w.store)
    w.controller.set_session(s)
    w.show_table()
    w.controller.start_game(ENGINE, players=list(names), chips=3)
    w.controller.submit({"by": names[0], "do": "ante"})
    w.controller.submit({"do": "dice", "faces": [6, 1, 2]})  # Ann takes the pot of 3
    return s


def test_end_night_shows_who_pays_whom_before_it_ends(qtbot, tmp_path, toy, start_app):
    from tableapp.ui.settlement_dialog import SettlementDialog

    w = start_app(tmp_path)
    s = toy_night(w)
    seen = []

    def cancel(d):
        seen.append((d.table.item(0, 0).text(), d.table.item(0, 4).text(), d.payment_lines()))
        d.reject()

    # the toy game is still going: the night ends after it (CORE-E1), which the host confirms
    first = answer_dialog(qtbot, QMessageBox, lambda box: box.defaultButton().click())
    answer = answer_dialog(qtbot, SettlementDialog, cancel)
    w.act_end_night.trigger()
    first.check()
    answer.check()
    assert len(first) == 1 and "still being played" in first[0].text()
    assert w.controller.game_over and s.log_lines(s.game)[-2][0].text == "The table ends the game"
    assert seen == [("Ann", "+2", ["Bo pays Ann 1 chip", "長谷川 pays Ann 1 chip"])]
    assert not s.finished  # cancelled: the night goes on

    answer = answer_dialog(qtbot, SettlementDialog, lambda d: d.end_button.click())
    w.act_end_night.trigger()
    answer.check()
    assert s.finished and not w.act_end_night.isEnabled()
    assert w.act_settlement.isEnabled() and w.act_report.isEnabled()


def test_a_chips_value_is_kept_with_the_night(qtbot, tmp_path, toy, start_app):
    from tableapp.ui.settlement_dialog import SettlementDialog

    w = start_app(tmp_path)
    s = toy_night(w)
    d = SettlementDialog(s, w)
    qtbot.addWidget(d)
    d.value_edit.setText("abc")
    assert "positive number" in d.error.text() and not d.settlement.in_money
    d.value_edit.setText("0.5")
    d.currency.setCurrentText("eur")
    assert d.error.text() == "" and d.settlement.in_money
    assert d.table.item(0, 5).text() == "+1.00 EUR"
    assert d.payment_lines() == ["Bo pays Ann 0.50 EUR", "長谷川 pays Ann 0.50 EUR"]
    assert night_settings(w.store, s.id) == {"chip_value": "0.5", "currency": "EUR"}
    again = SettlementDialog(s, w)  # opened again: the night's value is there
    qtbot.addWidget(again)
    assert again.value_edit.text() == "0.5" and again.settlement.in_money


def test_the_night_report_saves_pdf_and_html(qtbot, tmp_path, toy, start_app):
    from tableapp.ui.report_dialog import NightReportDialog

    w = start_app(tmp_path)
    s = toy_night(w)
    d = NightReportDialog(s, w, settings=w.settings)
    qtbot.addWidget(d)
    assert "長谷川" in d.preview.toPlainText() and "Who pays whom" in d.preview.toPlainText()
    d.paper.setCurrentIndex(d.paper.findData("letter"))
    assert d.save(str(tmp_path / "r.pdf"))
    assert (tmp_path / "r.pdf").read_bytes().startswith(b"%PDF")
    assert w.settings.value("paper") == "letter"
    assert d.save(str(tmp_path / "r.html"), kind="html")
    assert "Report saved to" in d.status.text()
    assert not d.save(str(tmp_path / "no-such-folder" / "r.html"))
    assert "Could not write" in d.status.text()


def test_chips_over_the_night_follows_the_night(qtbot, tmp_path, toy, start_app):
    w = start_app(tmp_path)
    s = toy_night(w)
    w.act_chart.trigger()
    chart = w.chart_window.chart
    assert w.chart_window.isVisible()
    assert chart.series.stack("Ann") == [3, 2, 5]
    w.controller.submit({"by": "Ann", "do": "ante"})
    assert chart.series.stack("Ann")[-1] == 4
    w.chart_window.chart.grab()
    assert "Everyone antes" in chart.hover_at(chart.geometry_.x(3))
    assert s.balances()["Ann"] == 4


def test_the_ledger_csv_gets_its_summary_beside_it(qtbot, tmp_path, toy, start_app):
    w = start_app(tmp_path)
    toy_night(w)
    assert w.export_ledger(str(tmp_path / "ledger.csv"), "csv")
    summary = (tmp_path / "ledger-summary.csv").read_bytes().decode("utf-8")
    assert summary.splitlines()[1] == "Ann,3,5,2"


def test_stats_window_renames_and_merges(qtbot, tmp_path, toy, start_app):
    from tableapp.ui.stats_window import RenameDialog, StatsWindow

    w = start_app(tmp_path)
    toy_night(w, ("Ann", "Bo", "長谷川"))
    toy_night(w, ("Ann", "Bobby", "長谷川"))
    win = StatsWindow(w.store, w)
    qtbot.addWidget(win)
    names = [win.players.item(r, 0).text() for r in range(win.players.rowCount())]
    assert names[0] == "Ann" and set(names) == {"Ann", "Bo", "Bobby", "長谷川"}
    assert [win.players.item(0, c).text() for c in range(6)] == ["Ann", "2", "2", "0", "+4", "3"]  # the games go on: no win yet
    assert win.games.rowCount() == 1 and win.games.item(0, 0).text() == "High roll"

    d = RenameDialog(names, "Bobby", win)
    qtbot.addWidget(d)
    d.new.setText("Bo")
    assert "become one player" in d.said.text()
    assert win.rename(*d.values())
    names = [win.players.item(r, 0).text() for r in range(win.players.rowCount())]
    assert set(names) == {"Ann", "Bo", "長谷川"}
    bo = win.stats.player("Bo")
    assert (bo.nights, bo.games, bo.net) == (2, 2, -2)


def test_the_new_night_dialog_offers_the_regulars(qtbot, tmp_path, toy, start_app):
    from tableapp.ui.new_night import NewNightDialog

    w = start_app(tmp_path)
    toy_night(w, ("Ann", "Bo", "長谷川"))
    seen = []

    def look(d):
        seen.append(d.completer.model().stringList() if hasattr(d.completer.model(), "stringList") else [])
        d.completer.setCompletionPrefix("b")
        seen.append(d.completer.currentCompletion())
        qtbot.keyClicks(d.name_edit, "Cy")
        qtbot.keyClick(d.name_edit, Qt.Key.Key_Return)
        seen.append(d.names())
        d.reject()

    answer = answer_dialog(qtbot, NewNightDialog, look)
    w.act_new_night.trigger()
    answer.check()
    assert seen[0] == ["Ann", "Bo", "長谷川"] and seen[1] == "Bo" and seen[2] == ["Cy"]


def test_open_script_stores_a_whole_night(qtbot, tmp_path, start_app):
    w = start_app(tmp_path)
    script = {"title": "Friday", "night": [
        {"game": "liar-dice", "players": ["Ann", "Bo", "Cy"], "chips": 2, "actions": [{"do": "end-game"}]},
        {"game": "liar-dice", "players": ["Ann", "Bo"], "chips": 2, "options": {"first_starter": "Ann"},
         "actions": [{"by": "Ann", "do": "call", "call": "pair of aces"}]}]}
    path = tmp_path / "friday.json"
    path.write_text(json.dumps(script), encoding="utf-8")
    assert w.open_script(str(path), as_new_night=True)
    night = w.controller.session
    assert night.title == "Friday" and len(night.games) == 2 and not night.finished and night.store is w.store
    assert w.controller.submit({"by": "Bo", "do": "challenge"})
    assert w.open_script(str(path))  # watched read-only: a whole night too
    assert w.controller.session.finished and len(w.controller.session.games) == 2


def test_a_regular_chosen_from_the_list_is_added_at_once(qtbot):
    from tableapp.ui.new_night import NewNightDialog

    d = NewNightDialog(known=["Ann", "Bo", "Bobby"])
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    d.name_edit.setFocus()
    qtbot.keyClicks(d.name_edit, "Bo")
    qtbot.keyClick(d.completer.popup() if d.completer.popup().isVisible() else d.name_edit, Qt.Key.Key_Return)
    assert d.names() == ["Bo"]
    qtbot.keyClicks(d.name_edit, "an")  # any case
    assert d.completer.popup().isVisible()
    qtbot.keyClick(d.completer.popup(), Qt.Key.Key_Down)
    qtbot.keyClick(d.completer.popup(), Qt.Key.Key_Return)
    qtbot.wait(10)
    assert d.names() == ["Bo", "Ann"] and d.name_edit.text() == ""


def test_ending_the_night_mid_game_can_be_called_off_and_nothing_changes(qtbot, tmp_path, toy, start_app):
    w = start_app(tmp_path)
    s = Session("Friday", ["Ann", "Bo"], w.store)
    w.controller.set_session(s)
    w.show_table()
    w.controller.start_game(ENGINE, players=["Ann", "Bo"], chips=3)
    w.controller.submit({"by": "Ann", "do": "ante"})  # 2 chips in the pot
    entries = len(s.game.entries)
    no = answer_dialog(qtbot, QMessageBox, lambda box: box.reject())
    w.act_end_night.trigger()
    no.check()
    assert len(no) == 1 and not w.controller.game_over and not s.finished
    assert len(s.game.entries) == entries and s.run.balances["#pot"] == 2
