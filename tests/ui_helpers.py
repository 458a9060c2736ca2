"""Helpers for the pytest-qt GUI tests: an isolated settings folder, the toy game registered
with the generic panel, starting the app on a data folder, and answering modal dialogs."""
from __future__ import annotations

from typing import Callable

import pytest
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication

TOY = ("toy_game:ENGINE", "tableapp.ui.panels.base:GenericPanel", "toy")


@pytest.fixture
def toy(monkeypatch):
    from tableapp.games import registry

    monkeypatch.setitem(registry.GAMES, "toy", registry.GameEntry(*TOY))
    registry.engine_for.cache_clear()
    yield
    registry.engine_for.cache_clear()


@pytest.fixture
def settings_dir(tmp_path):
    path = tmp_path / "settings"
    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, str(path))
    return path


@pytest.fixture
def start_app(qtbot, settings_dir):
    """start_app(data_dir, lang="en") -> the main window, loaded (store open)."""
    windows = []

    def start(data_dir, lang="en"):
        from tableapp.ui.app import build

        _app, window = build(data_dir=str(data_dir), lang=lang, load_now=True)
        qtbot.addWidget(window)
        windows.append(window)
        return window

    yield start
    for w in windows:
        if w.translations is not None:
            w.translations.use("en")


class DialogAnswer(list):
    """The dialogs seen so far; ``check()`` re-raises an error from the handler."""

    error: BaseException | None = None

    def check(self) -> None:
        if self.error is not None:
            raise self.error


def answer_dialog(qtbot, cls, handle: Callable) -> DialogAnswer:
    """Call ``handle(dialog)`` as soon as a modal dialog of ``cls`` is open. If the handler
    fails, the dialog is closed (so the test does not hang) and the error kept for ``check``."""
    seen = DialogAnswer()
    timer = QTimer()
    timer.setInterval(20)

    def poll():
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, cls) and dialog not in seen:
            seen.append(dialog)
            timer.stop()
            try:
                handle(dialog)
            except BaseException as e:  # noqa: BLE001 - reported by check()
                seen.error = e
                dialog.reject()

    timer.timeout.connect(poll)
    timer.start()
    seen.timer = timer  # kept alive as long as the answer
    return seen
