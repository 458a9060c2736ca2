"""The table display (View > Table display, F10): a second window made to be read from the chairs.

It goes full screen on a second screen or projector when one is connected (and there by itself
when one is plugged in while it shows), otherwise full screen over the laptop's own screen, where
the same key (or Esc) returns to the controls. It follows every change of the night at once and
draws only the board of ``content.board_of``: the public view and the public game log.
"""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QGuiApplication, QPainter, QPen
from PySide6.QtWidgets import QApplication, QWidget

from .. import style
from .content import Board, board_of
from .layout import Scene, lay_out


def other_screen(controls):
    """The screen for the display beside the controls' own (the largest other one), or None."""
    screens = [s for s in QGuiApplication.screens() if s is not controls]
    if not screens:
        return None
    return max(screens, key=lambda s: s.geometry().width() * s.geometry().height())


class TableDisplay(QWidget):
    shown_changed = Signal(bool)  # the display appeared (True) or went away (False)
    over_laptop = Signal()  # it went full screen over the controls' own screen (the laptop faces the table)

    def __init__(self, controller, controls: QWidget | None = None):
        super().__init__(controls, Qt.WindowType.Window)
        self.controller = controller
        self.controls = controls  # the main window: its screen is the laptop's
        self.on_laptop = True
        self.board: Board = board_of(controller)
        self._scene: Scene | None = None
        self._scene_key = None
        self._stale = False
        self.setObjectName("tableDisplay")
        self.setWindowTitle(self.tr("tableapp — table display"))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        controller.changed.connect(self.on_change)
        app = QGuiApplication.instance()
        app.screenAdded.connect(self._screens_changed)
        app.screenRemoved.connect(self._screens_changed)

    # -- following the night -----------------------------------------------------------------------
    def on_change(self, _change=None) -> None:
        if self.isVisible():
            self.refresh()
        else:
            self._stale = True  # nobody reads it now: read the board when it shows again

    def refresh(self) -> None:
        self._stale = False
        self.board = board_of(self.controller)
        self.update()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("tableapp — table display"))
        self.refresh()

    def scene(self) -> Scene:
        family = QApplication.font().family()
        key = (self.board, self.width(), self.height(), self.on_laptop, family, style.THEME.id)
        if key != self._scene_key:
            self._scene = lay_out(self.board, self.width(), self.height(), family, hint=self.on_laptop)
            self._scene_key = key
        return self._scene

    def texts(self) -> list[str]:
        """Every text on the display, whole (a line cut with "…" or wrapped counts as its text)."""
        seen: list[str] = []
        for item in self.scene().texts():
            if item.full not in seen:
                seen.append(item.full)
        return seen

    # -- showing ---------------------------------------------------------------------------------------
    def show_on_table(self) -> None:
        """Full screen on the other screen if there is one, else over the laptop's (taking the keys)."""
        if self._stale or not self.isVisible():
            self.refresh()
        controls = self.controls.screen() if self.controls is not None else QGuiApplication.primaryScreen()
        target = other_screen(controls)
        self.on_laptop = target is None
        screen = target or controls or QGuiApplication.primaryScreen()
        if self.isFullScreen() and self.screen() is not screen:
            self.showNormal()  # a full-screen window moves to another screen only from a normal one
        self.setScreen(screen)
        self.setGeometry(screen.geometry())
        was = self.isVisible()
        self.showFullScreen()
        if self.on_laptop:
            self.over_laptop.emit()
            self.raise_()
            self.activateWindow()
            self.setFocus(Qt.FocusReason.ActiveWindowFocusReason)
        elif self.controls is not None:
            self.controls.activateWindow()  # the keys stay with the controls
        self._scene_key = None
        self.update()
        if not was:
            self.shown_changed.emit(True)

    def leave(self) -> None:
        """Back to the controls: the display goes away until asked for again."""
        if not self.isVisible():
            return
        self.hide()
        if self.controls is not None:
            self.controls.activateWindow()
            self.controls.raise_()
        self.shown_changed.emit(False)

    def toggle(self) -> None:
        if self.isVisible():
            self.leave()
        else:
            self.show_on_table()

    def _screens_changed(self, _screen=None) -> None:
        # a projector plugged in: the display goes there; unplugged: it comes back to the laptop
        if self.isVisible():
            QTimer.singleShot(0, self._replace)

    def _replace(self) -> None:
        if self.isVisible():
            self.show_on_table()

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key.Key_Escape, Qt.Key.Key_F10):
            self.leave()
            return
        super().keyPressEvent(event)

    def closeEvent(self, event) -> None:
        visible = self.isVisible()
        super().closeEvent(event)
        if visible:
            self.shown_changed.emit(False)

    # -- drawing ----------------------------------------------------------------------------------------
    def paintEvent(self, event) -> None:
        t = style.THEME
        scene = self.scene()
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        p.fillRect(self.rect(), QColor(t.back))
        u = scene.scale
        for item in scene.items:
            if item.role != "seat":
                continue
            back, edge = t.seat_turn if item.state == "turn" else t.seat_out if item.state == "out" else t.seat
            width = max(2.0, (6 if item.state == "turn" else 2.5) * u)
            p.setPen(QPen(QColor(edge), width))
            p.setBrush(QColor(back))
            p.drawRoundedRect(item.rect.adjusted(width / 2, width / 2, -width / 2, -width / 2), 14 * u, 14 * u)
        for item in scene.items:
            if not item.text:
                continue
            p.setFont(item.font)
            p.setPen(QColor(getattr(t, item.colour)))
            flags = int(item.align | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextSingleLine)
            p.drawText(QRectF(item.rect), flags, item.text)
        p.end()
