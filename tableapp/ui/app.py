"""Start the window: QApplication, translations, icon, main window.

Start-up speed matters: only Qt and light modules are imported before the window is
shown; the store, pydantic models, engines and the window icon (an SVG: Qt's SVG plugin takes
a while to load) come in ``MainWindow.load``, after the first paint.
"""
from __future__ import annotations

import sys

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator
from PySide6.QtWidgets import QApplication

from tableapp.core.i18n import set_translator

from . import style, themes
from .resources import resource

LANGUAGES = ("en", "ja")


def settings() -> QSettings:
    return QSettings("tableapp", "tableapp")


def choose_language(lang: str | None, saved: QSettings | None = None) -> str:
    """--lang wins, then the saved choice, then the system's language."""
    if lang in LANGUAGES:
        return lang
    saved = saved or settings()
    value = saved.value("lang", "", str)
    if value in LANGUAGES:
        return value
    return "ja" if QLocale.system().name().startswith("ja") else "en"


class Translations:
    """The app's catalogue and Qt's own, swapped together when the language changes."""

    def __init__(self, app: QCoreApplication):
        self.app = app
        self.installed: list[QTranslator] = []
        self.lang = "en"

    def use(self, lang: str) -> None:
        for t in self.installed:
            self.app.removeTranslator(t)
        self.installed.clear()
        self.lang = lang
        if lang != "en":
            ours = QTranslator(self.app)
            if ours.load(str(resource("i18n", f"tableapp_{lang}.qm"))):
                self.installed.append(ours)
            qt = QTranslator(self.app)
            if qt.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
                self.installed.append(qt)
        for t in self.installed:
            self.app.installTranslator(t)
        # the pure layers (engines, core messages) translate through the same catalogue
        set_translator(QCoreApplication.translate)


def build(data_dir: str | None = None, lang: str | None = None, fullscreen: bool = False,
          load_now: bool = False):
    """The application and its shown main window (without entering the event loop)."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("tableapp")
    app.setOrganizationName("tableapp")
    saved = settings()
    translations = Translations(app)
    translations.use(choose_language(lang, saved))
    try:
        scale = style.known_scale(float(saved.value("scale", style.DEFAULT_SCALE)))
    except (TypeError, ValueError):  # a settings file edited by hand
        scale = style.DEFAULT_SCALE
    style.use_theme(themes.resolve(saved.value("theme", themes.SYSTEM, str)))
    app.setStyleSheet(style.stylesheet(scale))

    from .main_window import MainWindow

    window = MainWindow(data_dir=data_dir, translations=translations, settings=saved, scale=scale)
    if fullscreen:
        window.showFullScreen()
    else:
        window.show()
    if load_now:
        window.load()
    else:
        window.load_after_first_paint()
    return app, window


def run_gui(data_dir: str | None = None, lang: str | None = None, fullscreen: bool = False) -> int:
    app, window = build(data_dir, lang, fullscreen)
    return app.exec()
