"""File > Night report: the report as it will print, on A4 or Letter, saved as PDF or HTML."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import (QComboBox, QDialog, QFileDialog, QHBoxLayout, QLabel, QPushButton, QTextBrowser,
                               QVBoxLayout)

from . import screen
from .widgets.wheel_guard import wheel_when_focused


class NightReportDialog(QDialog):
    def __init__(self, session, parent=None, settlement=None, settings=None):
        super().__init__(parent)
        from .report import default_paper, report_document
        from .settlement_dialog import night_settlement

        self.session = session
        self.settings = settings
        self.settlement = settlement if settlement is not None else night_settlement(session)
        self.setWindowTitle(self.tr("Night report"))
        screen.fit(self, 860, 760)
        lay = QVBoxLayout(self)
        self.preview = QTextBrowser()
        self.document = report_document(session, self.settlement)
        self.document.setParent(self)
        self.preview.setDocument(self.document)
        lay.addWidget(self.preview, 1)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Paper")))
        self.paper = wheel_when_focused(QComboBox())
        self.paper.addItem(self.tr("A4"), "a4")
        self.paper.addItem(self.tr("Letter"), "letter")
        saved = settings.value("paper", "", str) if settings is not None else ""
        self.paper.setCurrentIndex(self.paper.findData(saved if saved in ("a4", "letter") else default_paper()))
        row.addWidget(self.paper)
        row.addStretch(1)
        self.pdf_button = QPushButton(self.tr("Save as PDF…"))
        self.pdf_button.clicked.connect(lambda: self.save(kind="pdf"))
        self.html_button = QPushButton(self.tr("Save as HTML…"))
        self.html_button.clicked.connect(lambda: self.save(kind="html"))
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.reject)
        for b in (self.pdf_button, self.html_button, close):
            b.setAutoDefault(False)
            row.addWidget(b)
        lay.addLayout(row)
        self.status = QLabel()
        self.status.setWordWrap(True)
        lay.addWidget(self.status)

    def save(self, path: str | None = None, kind: str = "pdf") -> bool:
        from .report import write_report

        if path is None:
            filt = self.tr("PDF files (*.pdf)") if kind == "pdf" else self.tr("HTML files (*.html)")
            name = f"night-{self.session.id or 'report'}.{kind}"
            path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the night report"), name, filt)
            if not path:
                return False
            if Path(path).suffix.lower() not in (".pdf", ".html", ".htm"):
                path += "." + kind
        paper = self.paper.currentData()
        if self.settings is not None:
            self.settings.setValue("paper", paper)
        try:
            write_report(self.session, path, paper, self.settlement)
        except (OSError, ValueError) as e:
            self.status.setText(self.tr("Could not write {path}: {error}").format(path=path, error=e))
            return False
        self.status.setText(self.tr("Report saved to {path}").format(path=path))
        return True
