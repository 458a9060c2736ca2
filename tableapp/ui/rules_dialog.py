"""Help > Rules: the current game's rules page (resources/rules/<page>.<lang>.html)."""
from __future__ import annotations

from PySide6.QtCore import QUrl
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout

from . import screen
from .resources import resource


def rules_file(page: str, lang: str):
    for code in (lang, "en"):
        path = resource("rules", f"{page}.{code}.html")
        if path.is_file():
            return path
    return None


class RulesDialog(QDialog):
    def __init__(self, page: str, title: str, lang: str, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules: {game}").format(game=title))
        screen.fit(self, 900, 760)  # never taller than a laptop's screen
        lay = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        path = rules_file(page, lang) if page else None
        if path is not None:
            self.browser.setSearchPaths([str(path.parent)])
            self.browser.setSource(QUrl.fromLocalFile(str(path)))
        else:
            self.browser.setHtml("<h2>{}</h2><p>{}</p>".format(
                title, self.tr("There is no rules page for this game yet.")))
        lay.addWidget(self.browser, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
