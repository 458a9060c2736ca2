"""A damaged or foreign database: the start page names the file, offers another folder, and
the file is never touched."""
import sqlite3

import pytest

from ui_helpers import settings_dir, start_app  # noqa: F401 - fixtures

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
