"""The night report on paper: the HTML of export/report.py laid out by Qt's own QTextDocument and
written by QPdfWriter (A4 or Letter), or saved as an HTML file with the chart inside it. QtGui
only: ``tableapp report`` makes one without a window."""
from __future__ import annotations

import base64
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF, QRectF, QSizeF, QUrl
from PySide6.QtGui import QFont, QImage, QPageLayout, QPageSize, QPainter, QPdfWriter, QTextDocument

from tableapp.core.i18n import tr
from tableapp.export.report import report_html
from tableapp.export.settlement import Settlement

PAPERS = {"a4": QPageSize.PageSizeId.A4, "letter": QPageSize.PageSizeId.Letter}
CHART_SRC = "tableapp-chart.png"
CHART_WIDTH = 620  # in the document's pixels: within the text's width on either paper (A4: 680, Letter: 703)
MARGIN_MM = 15


def default_paper() -> str:
    """Letter where it is the custom (the United States, Canada, ...), else A4."""
    from PySide6.QtCore import QLocale

    return "letter" if QLocale.system().territory() in (
        QLocale.Country.UnitedStates, QLocale.Country.Canada, QLocale.Country.Mexico,
        QLocale.Country.Philippines, QLocale.Country.Chile, QLocale.Country.Colombia) else "a4"


def game_names(session) -> dict[int, str]:
    from tableapp.export.report import game_title

    return {n: game_title(rec.run.setup.game) for n, rec in enumerate(session.games, start=1)}


def chart_image(session, width: int = 1920, height: int = 1000, scale: float = 3.0, series=None) -> QImage:
    """The chips over the night as a picture (drawn by ui/chart_paint.py)."""
    from tableapp.export.night import chip_series

    from .chart_paint import paint_chart

    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(0xFFFFFF)
    p = QPainter(image)
    try:
        font = QFont()
        font.setPointSizeF(10)
        paint_chart(p, QRectF(8 * scale, 6 * scale, width - 16 * scale, height - 12 * scale),
                    series if series is not None else chip_series(session), game_names(session),
                    axis_label=tr("report", "every action of the night, game by game"), scale=scale, font=font)
    finally:
        p.end()
    return image


def report_document(session, settlement: Settlement | None = None, chart: bool = True) -> QTextDocument:
    doc = QTextDocument()
    font = QFont()
    font.setPointSizeF(10)
    doc.setDefaultFont(font)
    if chart and session.games:
        doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl(CHART_SRC), chart_image(session))
    doc.setHtml(report_html(session, CHART_SRC if chart else None, settlement, CHART_WIDTH))
    return doc


def write_pdf(session, path: str | Path, paper: str = "a4", settlement: Settlement | None = None) -> None:
    writer = QPdfWriter(str(path))
    writer.setTitle(session.title)
    writer.setCreator("tableapp")
    writer.setResolution(300)
    layout = QPageLayout(QPageSize(PAPERS[paper]), QPageLayout.Orientation.Portrait,
                         QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM), QPageLayout.Unit.Millimeter)
    writer.setPageLayout(layout)
    doc = report_document(session, settlement)
    # laid out on pages of the text area's size (in the document's 96 dpi pixels): the writer
    # scales each page onto the paper, so the chart and the tables fit A4 and Letter alike
    text = layout.paintRect(QPageLayout.Unit.Millimeter)
    doc.setPageSize(QSizeF(text.width() / 25.4 * 96, text.height() / 25.4 * 96))
    doc.print_(writer)
    del writer  # the file is complete once the writer is gone
    if not Path(path).exists() or Path(path).stat().st_size == 0:
        raise OSError(tr("report", "the PDF could not be written"))


def html_file(session, settlement: Settlement | None = None) -> str:
    """The report as one HTML file, the chart inside it (a PNG as a data URL) and a little CSS."""
    src = None
    if session.games:
        data = QByteArray()
        buf = QBuffer(data)
        buf.open(QIODevice.OpenModeFlag.WriteOnly)
        chart_image(session).save(buf, "PNG")
        buf.close()
        src = "data:image/png;base64," + base64.b64encode(bytes(data)).decode("ascii")
    html = report_html(session, src, settlement, CHART_WIDTH)
    style = ("<style>body{font-family:sans-serif;max-width:48em;margin:2em auto;padding:0 1em;color:#1f2329}"
             "table{border-collapse:collapse;margin:.5em 0}td,th{border:1px solid #bbb}"
             "img{max-width:100%;height:auto}@page{margin:15mm}</style>")
    return html.replace("</head>", style + "</head>", 1)


def write_report(session, path: str | Path, paper: str = "a4", settlement: Settlement | None = None) -> str:
    """Write the report as PDF or HTML by the file's extension; returns "pdf" or "html"."""
    suffix = Path(path).suffix.lower()
    if suffix == ".pdf":
        write_pdf(session, path, paper, settlement)
        return "pdf"
    if suffix in (".html", ".htm"):
        Path(path).write_text(html_file(session, settlement), encoding="utf-8")
        return "html"
    raise ValueError(tr("report", "A report is a .pdf or an .html file, not \"{name}\".").format(name=Path(path).name))
