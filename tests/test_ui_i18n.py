"""Japanese: the window, the core's messages and Qt's own buttons; the catalogue tool."""
import importlib.util
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from tableapp.core.errors import InputError
from tableapp.core.i18n import tr

from ui_helpers import settings_dir, start_app  # noqa: F401 - fixtures

ROOT = Path(__file__).resolve().parents[1]


def load_tool():
    spec = importlib.util.spec_from_file_location("update_translations", ROOT / "tools" / "update_translations.py")
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    return tool


def test_the_window_speaks_japanese_and_so_do_the_core_messages(qtbot, tmp_path, start_app):
    from tableapp.core.roster import check_names

    w = start_app(tmp_path, lang="ja")
    menus = [a.text() for a in w.menuBar().actions()]
    assert menus[:2] == ["ファイル(&F)", "編集(&E)"]
    assert w.start_page.new_button.text() == "新しい夜（Ctrl+N）"
    try:
        check_names(["Ann", "ann"])
    except InputError as e:
        assert "2人います" in str(e)
    from PySide6.QtCore import QCoreApplication
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "キャンセル"  # Qt's own catalogue


def test_switching_language_rebuilds_the_texts_and_is_remembered(qtbot, tmp_path, start_app):
    from tableapp.ui.app import choose_language, settings

    w = start_app(tmp_path, lang="en")
    w.lang_actions["ja"].trigger()
    assert w.menuBar().actions()[0].text() == "ファイル(&F)"
    assert w.start_page.new_button.text() == "新しい夜（Ctrl+N）"
    assert choose_language(None, settings()) == "ja"
    w.lang_actions["en"].trigger()
    assert w.menuBar().actions()[0].text() == "&File"
    assert tr("session", "Nothing to undo.") == "Nothing to undo."


def test_the_tool_collects_qt_and_pure_layer_strings(tmp_path):
    tool = load_tool()
    src = tmp_path / "pkg" / "games"
    src.mkdir(parents=True)
    (src / "m.py").write_text('''
from PySide6.QtCore import QCoreApplication
class Panel:
    def label(self):
        return self.tr("Call the bid")
def f():
    return QCoreApplication.translate("Seat", "dealer") + tr("roster", "A player needs a name.") + tr(x, "no")
class Engine:
    title = "Liar's dice"
class Opts:
    wild: bool = Field(True, title="Ones are wild", description="H1")
''')
    panel = tmp_path / "pkg" / "panel"
    panel.mkdir()
    (panel / "common.py").write_text('''
CONTEXT = "KinolaPanel"
def tr(text):
    return QCoreApplication.translate(CONTEXT, text)
title = tr("Who deals first?")
''')
    (panel / "hand.py").write_text('from .common import label, tr\nx = tr("Play a card")\n')
    found = tool.collect(tmp_path / "pkg")
    assert set(found) == {("Panel", "Call the bid"), ("Seat", "dealer"), ("roster", "A player needs a name."),
                          ("games", "Liar's dice"), ("options", "Ones are wild"), ("options", "H1"),
                          # a panel's own one-argument tr(), in its module and where it is imported
                          ("KinolaPanel", "Who deals first?"), ("KinolaPanel", "Play a card")}


def test_the_tool_keeps_existing_translations(tmp_path):
    tool = load_tool()
    ts = tmp_path / "x.ts"
    tool.write_ts(ts, "ja", {("Seat", "dealer"): ["a.py:1"], ("Seat", "starts"): ["a.py:2"]}, {})
    old = tool.read_ts(ts)
    old[("Seat", "dealer")] = ("親", None)
    old[("Gone", "old text")] = ("古い", None)
    done, todo = tool.write_ts(ts, "ja", {("Seat", "dealer"): ["a.py:1"], ("Seat", "starts"): ["a.py:2"]}, old)
    assert (done, todo) == (1, 1)
    again = tool.read_ts(ts)
    assert again[("Seat", "dealer")] == ("親", None)
    assert again[("Gone", "old text")] == ("古い", "obsolete")


# the shared UI (game panels and art are translated by their authors)
SHARED_UI = ("app.py", "main_window.py", "start_page.py", "new_night.py", "game_setup.py", "options_form.py",
             "table_view.py", "controller.py", "ledger_window.py", "rules_dialog.py", "widgets/banner.py",
             "widgets/game_log.py", "widgets/seats.py", "widgets/cover.py", "panels/base.py",
             "settlement_dialog.py", "report_dialog.py", "report.py", "chip_chart.py", "stats_window.py",
             "display/content.py", "display/window.py")


def test_the_catalogue_covers_every_string_of_the_app():
    """Every game's panel and engine too: a Japanese table never meets an English line."""
    tool = load_tool()
    have = tool.read_ts(ROOT / "resources" / "i18n" / "tableapp_ja.ts")
    found = tool.collect(ROOT / "tableapp")
    assert len(found) > 1500
    missing = [m for m in found if not have.get(m, ("", None))[0] or have[m][1] == "unfinished"]
    assert not missing, f"run tools/update_translations.py and translate: {missing}"


def test_the_catalogue_covers_every_shared_ui_string():
    tool = load_tool()
    files = {f"tableapp/ui/{name}" for name in SHARED_UI}
    ui = {m for m, where in tool.collect(ROOT / "tableapp" / "ui").items()
          if any(place.rsplit(":", 1)[0] in files for place in where)}
    assert len(ui) > 150
    have = tool.read_ts(ROOT / "resources" / "i18n" / "tableapp_ja.ts")
    missing = [m for m in ui if not have.get(m, ("", None))[0] or have[m][1] == "unfinished"]
    assert not missing, f"run tools/update_translations.py and translate: {missing}"


def test_the_night_end_words_are_translated():
    """The report, the settlement and the regulars' messages (pure layers, printed and shown)."""
    tool = load_tool()
    found = [m for m in tool.collect(ROOT / "tableapp") if m[0] in ("report", "settlement", "regulars")]
    assert len(found) > 40
    have = tool.read_ts(ROOT / "resources" / "i18n" / "tableapp_ja.ts")
    missing = [m for m in found if not have.get(m, ("", None))[0] or have[m][1] == "unfinished"]
    assert not missing, f"run tools/update_translations.py and translate: {missing}"


@pytest.mark.parametrize("game", ["pairs", "kinola"])
def test_switching_language_mid_game_rewords_the_table_at_once(qtbot, tmp_path, start_app, game):
    """Settings > Language during a game: the table's phase and prompts are in the new language at
    once, not only after the next action (they came from the views the old language had worded)."""
    from PySide6.QtWidgets import QLabel

    from tableapp.core.session import Session
    from tableapp.games.registry import engine_for

    players = ["Ann", "Bo", "Cy"]
    w = start_app(tmp_path, lang="en")
    w.controller.set_session(Session("Words", players, w.store))
    w.show_table()
    w.controller.start_game(engine_for(game), players=players, mode="physical", seed=3)
    english = w.controller.public().phase_text
    assert english and english.isascii()
    w.lang_actions["ja"].trigger()
    QApplication.processEvents()
    assert not w.controller.public().phase_text.isascii(), w.controller.public().phase_text
    texts = [lb.text() for lb in w.table_view.panel.findChildren(QLabel) if lb.isVisibleTo(w.table_view.panel)]
    assert english not in texts, texts
