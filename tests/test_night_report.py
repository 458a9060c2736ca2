"""The night report: a PDF (A4 or Letter) and an HTML file holding the settlement, the chart, the
games with their standings, the biggest pots and the ledger per reason; in English and Japanese.
The summary CSV per player beside the ledger CSV."""
from __future__ import annotations

import csv
import io
import json
import shutil
import subprocess

import pytest

from tableapp.cli import main
from tableapp.export.night import summary_csv, summary_path
from tableapp.export.report import report_html
from tableapp.export.settlement import settle
from tableapp.games.scripts import parse_script, play_night

NIGHT = {"title": "金曜の夜", "night": [
    {"game": "goblin-poker", "mode": "physical", "players": ["Ann", "長谷川", "<b>Cy</b>"], "actions": [
        {"do": "deal"}, {"do": "reveal", "cards": {"Ann": 5, "長谷川": 3, "<b>Cy</b>": 8}},
        {"by": "長谷川", "do": "fold"}, {"by": "<b>Cy</b>", "do": "fold"}]},
    {"game": "liar-dice", "players": ["Ann", "長谷川", "<b>Cy</b>"], "chips": 2, "options": {"first_starter": "Ann"},
     "actions": [
        {"by": "Ann", "do": "call", "call": "pair of aces"}, {"by": "長谷川", "do": "challenge"},
        {"do": "show", "faces": ["A", "A", "K", "Q", "J"]}]},
]}


@pytest.fixture
def night():
    return play_night(parse_script(NIGHT))


def pdf_text(path) -> str:
    """The PDF's text as a reader extracts it (poppler's pdftotext)."""
    return subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True,
                          check=True).stdout


needs_pdftotext = pytest.mark.skipif(shutil.which("pdftotext") is None, reason="poppler-utils not installed")


def nets_of(night) -> dict[str, int]:
    return {x.name: x.net for x in settle(night).players}


def signed(n: int) -> str:
    return f"+{n}" if n > 0 else (f"−{-n}" if n < 0 else "0")


def test_the_html_escapes_names_and_holds_every_section(night):
    html = report_html(night, "chart.png")
    assert "&lt;b&gt;Cy&lt;/b&gt;" in html and "<b>Cy</b>" not in html.replace("<b>&lt;b&gt;Cy&lt;/b&gt;</b>", "")
    for heading in ("Settlement", "Who pays whom", "Chips over the night", "Games", "Biggest pots",
                    "The ledger per reason"):
        assert heading in html
    assert '<img src="chart.png"' in html
    assert "Game 1: Goblin Poker" in html and "Game 2: Liar Dice" in html


@needs_pdftotext
@pytest.mark.parametrize("paper, width", [("a4", "595"), ("letter", "612")])  # points
def test_the_pdf_holds_every_players_name_and_net(qtbot, tmp_path, night, paper, width):
    from tableapp.ui.report import write_report

    path = tmp_path / "night.pdf"
    assert write_report(night, path, paper) == "pdf"
    text = pdf_text(path)
    for name, net in nets_of(night).items():
        line = next(x for x in text.splitlines() if x.strip().startswith(name))
        assert signed(net) in line.split(), (name, net, line)
    assert "Ann pays" in text or "pays Ann" in text
    info = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True).stdout
    size = next(x for x in info.splitlines() if x.startswith("Page size:"))
    assert size.split()[2] == width


def test_the_report_document_holds_every_players_name_and_net(qtbot, night):
    from tableapp.ui.report import report_document

    text = report_document(night).toPlainText()
    for name, net in nets_of(night).items():
        assert name in text and signed(net) in text


@needs_pdftotext
def test_the_report_in_japanese(qtbot, tmp_path, night, monkeypatch):
    from pathlib import Path

    from PySide6.QtWidgets import QApplication

    from tableapp.ui import app
    from tableapp.ui.report import write_report

    # this checkout's catalogue (an editable install elsewhere may point at another checkout's)
    here = Path(__file__).resolve().parents[1] / "resources"
    monkeypatch.setattr(app, "resource", lambda *parts: here.joinpath(*parts))
    translations = app.Translations(QApplication.instance())
    translations.use("ja")
    try:
        path = tmp_path / "night.pdf"
        write_report(night, path, "a4", settle(night, "100", "JPY"))
        text = pdf_text(path)
    finally:
        translations.use("en")
    assert "精算" in text and "金曜の夜" in text and "誰が誰に払うか" in text
    s = settle(night, "100", "JPY")
    for x in s.players:
        line = next(t for t in text.splitlines() if t.strip().startswith(x.name))
        assert signed(x.net) in line.split() and s.money_text(x.money, sign=True) in line


def test_the_html_file_has_the_chart_inside(qtbot, tmp_path, night):
    from tableapp.ui.report import write_report

    path = tmp_path / "night.html"
    assert write_report(night, path) == "html"
    html = path.read_text(encoding="utf-8")
    assert 'src="data:image/png;base64,' in html and "長谷川" in html and "<style>" in html
    with pytest.raises(ValueError, match="pdf"):
        write_report(night, tmp_path / "night.txt")


def test_the_summary_csv_has_a_row_per_player(night):
    rows = list(csv.DictReader(io.StringIO(summary_csv(night).lstrip("\ufeff"))))
    assert [r["player"] for r in rows] == ["Ann", "長谷川", "<b>Cy</b>"]
    for r, x in zip(rows, settle(night).players):
        assert (int(r["buy_in"]), int(r["buy_out"]), int(r["net"])) == (x.buy_in, x.buy_out, x.net)
        assert int(r["buy_out"]) - int(r["buy_in"]) == int(r["net"])
    assert summary_path("out/ledger-3.csv") == "out/ledger-3-summary.csv"


# -- the command line ---------------------------------------------------------------------------------------
@pytest.fixture
def stored(tmp_path):
    script = tmp_path / "night.json"
    script.write_text(json.dumps(NIGHT, ensure_ascii=False), encoding="utf-8")
    assert main(["--data-dir", str(tmp_path), "import", str(script)]) == 0
    return tmp_path


def test_settle_prints_who_pays_whom_and_json(stored, capsys, night):
    capsys.readouterr()
    assert main(["settle", "1", "--data-dir", str(stored)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("金曜の夜 (night 1)") and "Who pays whom:" in out
    assert main(["settle", "1", "--data-dir", str(stored), "--chip-value", "0.5", "--currency", "usd", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["currency"] == "USD" and data["chip_value"] == "0.5"
    assert {p["name"]: p["net"] for p in data["players"]} == nets_of(night)
    assert sum(float(p["money"]) for p in data["players"]) + float((data["bank"] or {}).get("money", 0)) == 0
    assert main(["settle", "1", "--data-dir", str(stored), "--chip-value", "abc"]) == 2
    assert "positive number" in capsys.readouterr().err


def test_the_nights_chip_value_is_used_when_none_is_given(stored, capsys):
    from tableapp.store.db import EventStore
    from tableapp.store.extras import set_night_setting
    from tableapp.store.paths import DB_NAME

    store = EventStore(stored / DB_NAME)
    set_night_setting(store, 1, "chip_value", "100")
    set_night_setting(store, 1, "currency", "JPY")
    store.close()
    capsys.readouterr()
    assert main(["settle", "1", "--data-dir", str(stored), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["chip_value"] == "100" and data["currency"] == "JPY"


def test_report_from_the_command_line(stored, capsys, tmp_path):
    out = tmp_path / "r.html"
    assert main(["report", "1", "-o", str(out), "--data-dir", str(stored)]) == 0
    assert "金曜の夜" in out.read_text(encoding="utf-8")
    pdf = tmp_path / "r.pdf"
    assert main(["report", "1", "-o", str(pdf), "--paper", "letter", "--data-dir", str(stored)]) == 0
    assert pdf.read_bytes().startswith(b"%PDF")
    assert main(["report", "7", "-o", str(pdf), "--data-dir", str(stored)]) == 2


def test_export_writes_the_summary_beside_the_ledger(stored, tmp_path, capsys):
    out = tmp_path / "ledger.csv"
    assert main(["export", "1", "-o", str(out), "--data-dir", str(stored)]) == 0
    summary = (tmp_path / "ledger-summary.csv").read_bytes().decode("utf-8")
    assert summary.startswith("\ufeffplayer,buy_in,buy_out,net\r\n")
    capsys.readouterr()
    assert main(["export", "1", "--format", "summary", "--data-dir", str(stored)]) == 0
    assert capsys.readouterr().out.startswith("player,buy_in,buy_out,net")


def test_a_night_open_in_a_window_settles_and_reports_as_well(stored, capsys, tmp_path):
    from tableapp.store.db import EventStore
    from tableapp.store.nights import open_night
    from tableapp.store.paths import DB_NAME

    window = EventStore(stored / DB_NAME)
    try:
        assert open_night(window, 1).read_only_reason is None  # this window plays night 1
        assert main(["settle", "1", "--data-dir", str(stored)]) == 0
        assert main(["report", "1", "-o", str(tmp_path / "r.html"), "--data-dir", str(stored)]) == 0
        assert main(["stats", "--data-dir", str(stored)]) == 0
        assert "tableapp:" not in capsys.readouterr().err
        assert open_night(window, 1).read_only_reason is None  # and it still does
    finally:
        window.close()
