"""A damaged or foreign database: the start page names the file, offers another folder, and
the file is never touched."""
import sqlite3

import pytest

from ui_helpers import settings_dir, start_app, toy  # noqa: F401 - fixtures

DB = "tableapp.sqlite3"


@pytest.mark.parametrize("content", [b"these are my tax notes, not a database",
                                     b"SQLite format 3\x00" + b"\x00" * 300])
def test_a_corrupt_database_is_named_and_left_untouched(qtbot, tmp_path, start_app, content):
    bad = tmp_path / "bad"
    bad.mkdir()
    path = bad / DB
    path.write_bytes(content)
    w = start_app(bad)
    page = w.start_page
    assert page.error_box.isVisible()
    assert str(path) in page.error_label.text()
    assert "left untouched" in page.error_label.text()
    assert not page.new_button.isEnabled() and page.other_button.isEnabled()
    assert not w.act_new_night.isEnabled()
    w.new_night()  # the menu's shortcut while refused: a message, nothing else
    assert w.banner.isVisible() and str(path) in w.banner.label.text()
    assert path.read_bytes() == content

    # another data folder: the app works there, the bad file stays as it was
    good = tmp_path / "good"
    assert w.choose_data_folder(str(good))
    assert not page.error_box.isVisible() and page.new_button.isEnabled()
    assert (good / DB).exists()
    assert path.read_bytes() == content


def test_another_programs_database_is_refused(qtbot, tmp_path, start_app):
    path = tmp_path / DB
    con = sqlite3.connect(path)
    con.execute("CREATE TABLE recipes(name)")
    con.commit()
    con.close()
    before = path.read_bytes()
    w = start_app(tmp_path)
    assert "another program" in w.start_page.error_label.text()
    assert path.read_bytes() == before


# -- what issue 10 added: a folder, read-only opening, one writer per night, backups, Restore… -------
def test_a_folder_at_the_database_path_is_said_on_the_start_page(qtbot, tmp_path, start_app):
    (tmp_path / DB).mkdir()
    w = start_app(tmp_path)
    assert w.start_page.error_box.isVisible()
    assert "it is a folder, not a database file" in w.start_page.error_label.text()
    assert [p.name for p in (tmp_path / DB).iterdir()] == []


def test_a_second_window_on_the_same_night_shows_it_read_only_and_says_where(qtbot, tmp_path, start_app, toy):
    from tableapp.core.session import Session
    from toy_game import ENGINE

    first = start_app(tmp_path)
    night = Session("Friday", ["Ann", "Bo"], first.store)
    first.controller.set_session(night)
    first.show_table()
    first.controller.start_game(ENGINE, players=["Ann", "Bo"], chips=3)
    assert first.controller.submit({"by": "Ann", "do": "ante"})

    second = start_app(tmp_path)
    assert second.open_night(night.id)
    words = "open in another window of this tableapp"
    assert second.controller.read_only and words in second.banner.label.text()
    assert second.controller.legal_actions() == [] and not second.act_undo.isEnabled()
    assert not second.controller.submit({"do": "dice", "faces": [6, 1]})
    assert words in second.controller.last_error
    assert words in second.table_view.end_label.text()
    assert first.controller.submit({"do": "dice", "faces": [6, 1]})  # the first window plays on
    second.show_start()
    first.close()  # it lets go of the night
    assert second.open_night(night.id) and not second.controller.read_only


def test_a_read_only_folder_lists_the_nights_and_opens_them_for_reading(qtbot, tmp_path, start_app, toy,
                                                                         monkeypatch):
    from tableapp.store import opening
    from store_files import play_a_night

    _store, s = play_a_night(tmp_path / DB)
    monkeypatch.setattr(opening, "cannot_write", lambda p: f"the folder {p.parent} is read-only")
    w = start_app(tmp_path)
    page = w.start_page
    assert page.notice.isVisible() and "opened for reading" in page.notice.text()
    assert not page.new_button.isEnabled() and not w.act_new_night.isEnabled()
    assert page.open_list.has_nights()
    assert w.open_night(s.id) and w.controller.read_only
    assert "opened for reading" in w.banner.label.text()


def test_a_game_that_ends_is_backed_up_and_restore_puts_a_backup_back(qtbot, tmp_path, start_app, toy):
    from PySide6.QtWidgets import QDialog

    from tableapp.core.session import Session
    from tableapp.store.backups import list_backups
    from toy_game import ENGINE
    from ui_helpers import answer_dialog

    w = start_app(tmp_path)
    assert not w.start_page.restore_button.isEnabled()  # nothing to restore yet
    night = Session("Friday", ["Ann", "Bo"], w.store)
    w.controller.set_session(night)
    w.show_table()
    w.controller.start_game(ENGINE, players=["Ann", "Bo"], chips=1)
    w.controller.submit({"by": "Ann", "do": "ante"})
    assert list_backups(tmp_path / DB) == []
    w.controller.submit({"do": "dice", "faces": [6, 1]})  # Ann wins: the game is over
    qtbot.waitUntil(lambda: list_backups(tmp_path / DB) != [])  # once the end page is on screen
    [after_game] = list_backups(tmp_path / DB)
    assert after_game.reason == "game" and after_game.nights == 1
    Session("Saturday", ["Cy", "Di"], w.store)  # after the backup
    w.show_start()
    assert w.start_page.restore_button.isEnabled()

    def choose(dialog):
        assert dialog.list.count() == 1
        dialog.accept()

    seen = answer_dialog(qtbot, QDialog, choose)
    assert w.restore_backup()
    seen.check()
    assert [i.title for i in w.store.sessions()] == ["Friday"]
    assert "Restored the backup" in w.banner.label.text() and "kept as" in w.banner.label.text()
    assert w.stack.currentWidget() is w.start_page and w.controller.session is None
    w.close()
    # the file the restore replaced was copied as it closed; nothing was written since: no copy on quit
    assert [b.reason for b in list_backups(tmp_path / DB)] == ["quit", "game"]
    assert list_backups(tmp_path / DB)[0].nights == 2


def test_a_night_with_damaged_values_is_listed_with_its_problem_and_opening_it_says_why(qtbot, tmp_path,
                                                                                      start_app, toy):
    from store_files import play_a_night

    _store, s = play_a_night(tmp_path / DB)
    con = sqlite3.connect(tmp_path / DB)
    con.execute("UPDATE sessions SET roster = '5', created = 1e300")
    con.commit()
    con.close()
    w = start_app(tmp_path)
    item = w.start_page.open_list.item(0).text()
    assert "players cannot be read" in item
    assert not w.open_night(s.id)
    assert "title, players or start time were changed" in w.banner.label.text()
