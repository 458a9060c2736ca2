"""The main window: menus, the start page or the table, the banner for messages.

Only light modules are imported at the top: the store, the session and the engines are
imported in ``load`` (after the first paint) or when first needed. Code that runs before the
first paint does not import ``Qt`` (the namespace): PySide builds all ~140 of its enums on first
import (~0.1 s), so the modules loaded before the first paint import it inside functions. The
dialogs' classes (QMessageBox, QFileDialog, ...) likewise: importing one builds its enums.
"""
from __future__ import annotations

import json
import os
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QVBoxLayout, QWidget

from tableapp.core.errors import TableError
from tableapp.core.i18n import tr
from tableapp.core.ledger import is_carry
from tableapp.store.paths import ENV_VAR, db_path

from . import screen, style, themes
from .page_scroll import Pages, PageScroll
from .start_page import NightList, StartPage
from .widgets.banner import Banner, BannerSlot


class MainWindow(QMainWindow):
    def __init__(self, data_dir: str | None = None, translations=None, settings=None, scale: float = 1.0):
        super().__init__()
        self.data_dir_arg = data_dir
        self.translations = translations
        self.settings = settings
        self.scale = scale
        self.store = None
        self.store_error: str | None = None
        self.controller = None
        self.table_view = None
        self.ledger_window = None
        self.display = None  # the table display (View > Table display), made when first asked for
        self.night_chips: int | None = None
        self.setWindowTitle("tableapp")
        screen.fit(self, 1280, 820)  # a 1366×768 laptop gets a window that fits its screen
        central = QWidget()
        lay = QVBoxLayout(central)
        lay.setContentsMargins(6, 6, 6, 0)
        self.banner = Banner()
        lay.addWidget(self.banner)
        # larger text never makes the window outgrow the screen: the page scrolls instead (only
        # when it cannot shrink any further); the window's own minimum stays small
        self.stack = Pages()
        self.scroll = PageScroll(self.stack)
        lay.addWidget(self.scroll, 1)
        # at the table the banner floats over the title line (or the game log): a message never moves the seats
        self.banner_slot = BannerSlot(self.banner, lay, self.scroll.viewport())
        self.stack.currentChanged.connect(self._place_banner)
        self.scroll.verticalScrollBar().valueChanged.connect(self.banner_slot.place)
        self.setCentralWidget(central)
        self._make_start_page()
        self._menu_titles()
        self.statusBar()

    @property
    def lang(self) -> str:
        return self.translations.lang if self.translations is not None else "en"

    # -- menus ------------------------------------------------------------------------------------------
    def _menu_titles(self) -> list[str]:
        """The menu bar as the first paint shows it: the titles; ``load`` fills the menus in."""
        titles = [self.tr("&File"), self.tr("&Edit"), self.tr("&View"), self.tr("&Settings"), self.tr("&Help")]
        if not self.menuBar().actions():
            for title in titles:
                self.menuBar().addMenu(title)
        return titles

    def _action(self, menu, text: str, slot, shortcut=None):
        from PySide6.QtGui import QAction, QKeySequence

        action = QAction(text, self)
        if shortcut is not None:
            keys = shortcut if isinstance(shortcut, (list, tuple)) else [shortcut]
            action.setShortcuts([QKeySequence(k) for k in keys])
        action.triggered.connect(lambda _=False: slot())
        menu.addAction(action)
        return action

    def _build_menus(self) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtGui import QActionGroup, QKeySequence, QShortcut

        file_, edit, view, settings, help_ = self._menu_titles()
        bar = self.menuBar()
        bar.clear()
        m = bar.addMenu(file_)
        self.act_new_night = self._action(m, self.tr("New night…"), self.new_night, "Ctrl+N")
        self.act_open_night = self._action(m, self.tr("Open night…"), self.choose_night, "Ctrl+O")
        self.act_new_game = self._action(m, self.tr("New game…"), self.new_game, "Ctrl+G")
        # Ctrl+G while a game is still going: say why instead of doing nothing (the action is greyed)
        if getattr(self, "new_game_refused", None) is None:
            self.new_game_refused = QShortcut(QKeySequence("Ctrl+G"), self)
            self.new_game_refused.activated.connect(self.new_game)
        m.addSeparator()
        self.act_save_script = self._action(m, self.tr("Save game as script…"), self.save_script,
                                            "Ctrl+S")
        self.act_open_script = self._action(m, self.tr("Open script…"), self.open_script_dialog)
        self.act_export = self._action(m, self.tr("Export ledger…"), self.export_ledger, "Ctrl+E")
        self.act_report = self._action(m, self.tr("Night report…"), self.night_report, "Ctrl+P")
        m.addSeparator()
        self.act_end_night = self._action(m, self.tr("End night…"), self.end_night)
        self.act_start_page = self._action(m, self.tr("Back to the start page"), self.show_start)
        m.addSeparator()
        self.act_quit = self._action(m, self.tr("Quit"), self.close, "Ctrl+Q")

        m = bar.addMenu(edit)
        m.setToolTipsVisible(True)
        self.edit_menu = m
        m.aboutToShow.connect(self.update_actions)
        self.act_undo = self._action(m, self.tr("Undo"), self.undo, "Ctrl+Z")
        self.act_redo = self._action(m, self.tr("Redo"), self.redo, ["Ctrl+Shift+Z", "Ctrl+Y"])
        # Ctrl+Z while undo is not possible: say why instead of doing nothing
        if getattr(self, "undo_refused", None) is None:
            self.undo_refused = QShortcut(QKeySequence("Ctrl+Z"), self)
            self.undo_refused.activated.connect(lambda: self.show_message("error", self.act_undo.toolTip()))

        m = bar.addMenu(view)
        self.act_fullscreen = self._action(m, self.tr("Full screen"), self.toggle_fullscreen, "F11")
        self.act_fullscreen.setCheckable(True)
        self.act_fullscreen.setChecked(self.isFullScreen())
        self.act_ledger = self._action(m, self.tr("Ledger"), self.show_ledger, "Ctrl+L")
        self.act_chart = self._action(m, self.tr("Chips over the night"), self.show_chart, "Ctrl+Shift+C")
        self.act_settlement = self._action(m, self.tr("Settlement"), self.show_settlement)
        self.act_stats = self._action(m, self.tr("Stats across nights…"), self.show_stats)
        self.act_display = self._action(m, self.tr("Table display"), self.toggle_display, "F10")
        self.act_display.setCheckable(True)
        self.act_display.setChecked(self.display is not None and self.display.isVisible())
        self.act_display.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)  # the display's key too
        m.addSeparator()
        self.act_larger = self._action(m, self.tr("Larger text"), lambda: self.zoom(1), ["Ctrl+=", "Ctrl++"])
        self.act_smaller = self._action(m, self.tr("Smaller text"), lambda: self.zoom(-1), "Ctrl+-")
        self.act_normal = self._action(m, self.tr("Normal text size"), lambda: self.zoom(0), "Ctrl+0")

        m = bar.addMenu(settings)
        lang_menu = m.addMenu(self.tr("Language"))
        group = QActionGroup(self)
        self.lang_actions = {}
        for code, name in (("en", "English"), ("ja", "日本語")):
            a = self._action(lang_menu, name, lambda c=code: self.set_language(c))
            a.setCheckable(True)
            a.setChecked(code == self.lang)
            group.addAction(a)
            self.lang_actions[code] = a
        theme_menu = m.addMenu(self.tr("Theme"))
        group = QActionGroup(self)
        self.theme_actions = {}
        names = {"system": self.tr("The system's choice"), "dark": self.tr("Dark"), "light": self.tr("Light"),
                 "contrast": self.tr("High contrast")}
        for code in themes.CHOICES:
            a = self._action(theme_menu, names[code], lambda c=code: self.set_theme(c))
            a.setCheckable(True)
            a.setChecked(code == self.theme_choice())
            group.addAction(a)
            self.theme_actions[code] = a

        m = bar.addMenu(help_)
        self.act_rules = self._action(m, self.tr("Rules of the current game"), self.show_rules, "F1")
        self.act_about = self._action(m, self.tr("About tableapp"), self.about)

    def update_actions(self, *_args) -> None:
        c = self.controller
        session = c.session if c is not None else None
        has_store = self.store is not None
        playing = session is not None and not c.read_only  # finished, open elsewhere, or damaged: no
        self.act_new_night.setEnabled(has_store and not self.store.read_only)
        self.act_open_night.setEnabled(has_store)
        self.act_open_script.setEnabled(c is not None)
        self.act_new_game.setEnabled(playing and c.game_over)
        self.new_game_refused.setEnabled(playing and not c.game_over)
        self.act_save_script.setEnabled(c is not None and c.run is not None)
        self.act_export.setEnabled(session is not None)
        self.act_ledger.setEnabled(session is not None)
        self.act_report.setEnabled(session is not None)
        self.act_chart.setEnabled(session is not None)
        self.act_settlement.setEnabled(session is not None)
        self.act_stats.setEnabled(has_store)
        self.act_end_night.setEnabled(playing and session.store is not None)
        self.act_rules.setEnabled(c is not None and c.run is not None)
        blocker = c.undo_blocker() if playing else self.tr("No night is open.")
        label = None if blocker else c.undo_label()
        self.act_undo.setText(self.tr("Undo: {what}").format(what=label) if label else self.tr("Undo"))
        self.act_undo.setEnabled(label is not None)
        self.act_undo.setToolTip(blocker or "")
        self.act_undo.setStatusTip(blocker or "")
        self.undo_refused.setEnabled(label is None and bool(blocker) and playing)
        redo = c.redo_label() if playing else None
        self.act_redo.setText(self.tr("Redo: {what}").format(what=redo) if redo else self.tr("Redo"))
        self.act_redo.setEnabled(redo is not None)
        self.act_redo.setToolTip("" if redo else self.tr("Nothing to redo."))

    # -- start-up ---------------------------------------------------------------------------------------
    def _make_start_page(self) -> None:
        page = StartPage()
        page.new_night.connect(self.new_night)
        page.open_night.connect(self.open_night)
        page.other_folder.connect(self.choose_data_folder)
        page.restore.connect(self.restore_backup)
        old = getattr(self, "start_page", None)
        self.start_page = page
        self.stack.insertWidget(0, page)
        if old is not None:
            current = self.stack.currentWidget() is old
            self.stack.removeWidget(old)
            old.deleteLater()
            if current:
                self.stack.setCurrentWidget(page)
        else:
            self.stack.setCurrentWidget(page)

    def load_after_first_paint(self) -> None:
        """Show the window first: the heavy imports and the store wait for its first paint
        (or 500 ms, for a window that is not painted, e.g. minimised)."""
        self._first_paint = _FirstPaint(self, self.load)
        self.installEventFilter(self._first_paint)
        QTimer.singleShot(500, self.load)

    def load(self) -> None:
        """After the first paint: the controller, the store, the list of nights."""
        if self.controller is not None:
            return
        from PySide6.QtCore import Qt
        from PySide6.QtGui import QIcon

        from .controller import Controller
        from .resources import resource

        QApplication.instance().setWindowIcon(QIcon(str(resource("icons", "tableapp.svg"))))
        self._build_menus()
        QApplication.styleHints().colorSchemeChanged.connect(self._system_scheme_changed)
        self.scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # keys stay with the page, not the scroller
        self.controller = Controller(self)
        self.controller.changed.connect(self.on_change)
        self.controller.message.connect(self.show_message)
        self.controller.message_dismissed.connect(self.clear_message)
        self.open_store()

    def database_path(self) -> Path:
        override = self.data_dir_arg
        if not override and not os.environ.get(ENV_VAR) and self.settings is not None:
            override = self.settings.value("data_dir", "", str) or None
        return db_path(override)

    def open_store(self) -> bool:
        from tableapp.store.db import EventStore

        path = self.database_path()
        if self.store is not None:
            self.store.close()
            self.store = None
        try:
            self.store = EventStore(path)
        except TableError as e:
            self.store_error = str(e)
            self.start_page.set_store_error(str(e), path)
            self.start_page.set_backups(len(_backups(path)))
            self.statusBar().showMessage(str(e))
            self.update_actions()
            return False
        self.store_error = None
        self.refresh_start()
        self.update_actions()
        if self.store.read_only:
            self.show_message("info", self.store.read_only, seconds=30)
        return True

    def refresh_start(self) -> None:
        if self.store is None:
            return
        try:
            infos = self.store.sessions()
        except TableError as e:
            self.start_page.set_store_error(str(e), self.store.path)
            return
        self.start_page.set_nights(infos, self.store.path, _game_name)
        self.start_page.set_read_only(self.store.read_only)
        self.start_page.set_backups(len(_backups(self.store.path)))

    def choose_data_folder(self, folder: str | None = None) -> bool:
        from PySide6.QtWidgets import QFileDialog

        if folder is None:
            folder = QFileDialog.getExistingDirectory(self, self.tr("Choose a folder for the night's data"))
            if not folder:
                return False
        self.data_dir_arg = folder
        if self.settings is not None:
            self.settings.setValue("data_dir", folder)
        return self.open_store()

    # -- nights ------------------------------------------------------------------------------------------
    def new_night(self) -> None:
        from PySide6.QtWidgets import QDialog

        if self.store is None:
            self.show_message("error", self.store_error or self.tr("The database is not open."))
            return
        from tableapp.core.session import Session

        from .new_night import NewNightDialog

        from tableapp.store.extras import known_names

        chips = int(self.settings.value("chips", 3)) if self.settings is not None else 3
        try:
            known = known_names(self.store)
        except TableError:
            known = []
        dialog = NewNightDialog(self, chips=chips, known=known)
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
        self.refocus()
        if not accepted:
            return
        title, names, chips = dialog.result_values()
        try:
            self.store.release()  # this window moves to the new night: another may take the old one
            session = Session(title, names, self.store)
        except TableError as e:
            self.show_message("error", str(e))
            return
        self.night_chips = chips
        if self.settings is not None:
            self.settings.setValue("chips", chips)
        self.controller.set_session(session)
        self.show_table()
        QTimer.singleShot(0, self.new_game)

    def open_night(self, night_id: int, read_only: bool = False) -> bool:
        from tableapp.store.nights import open_night

        try:
            current = self.controller.session
            if current is not None and current.id != night_id:
                self.store.release(current.id)  # this window moves on: another may take that night
            session = open_night(self.store, night_id)
        except TableError as e:
            self.show_message("error", str(e))
            return False
        self.night_chips = None
        self.controller.set_session(session)
        self.show_table()
        if session.finished:
            self.show_message("info", self.tr("This night is finished: it opens read-only."))
        elif session.read_only_reason:  # open in another window, or damage found: it says where
            self.show_message("info", session.read_only_reason, seconds=30)
        return True

    def choose_night(self) -> None:
        from PySide6.QtWidgets import QDialog, QDialogButtonBox

        if self.store is None:
            return
        dialog = QDialog(self)
        dialog.setWindowTitle(self.tr("Open night"))
        dialog.resize(700, 500)
        lay = QVBoxLayout(dialog)
        nights = NightList()
        nights.set_nights(self.store.sessions(), _game_name)
        nights.open_requested.connect(lambda _id: dialog.accept())
        lay.addWidget(nights)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(dialog.accept)
        buttons.rejected.connect(dialog.reject)
        lay.addWidget(buttons)
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
        self.refocus()
        if accepted and nights.current_id() is not None:
            self.open_night(nights.current_id())
            self.refocus()

    def new_game(self) -> None:
        c = self.controller
        if c is None or c.session is None or c.read_only:
            return
        if not c.game_over:
            self.show_message("error", self.tr("Finish the current game before starting the next one (or end it "
                                               "early from its Table ▾ menu)."))
            return
        from .game_setup import GameSetupDialog

        GameSetupDialog(c, self, chips=self.night_chips).exec()
        self.refocus()

    def end_night(self) -> None:
        """The settlement first (who pays whom); its End the night button ends it."""
        from PySide6.QtWidgets import QDialog

        from .settlement_dialog import SettlementDialog

        c = self.controller
        if c is None or c.session is None or c.read_only:
            return
        if c.run is not None and not c.game_over and not self._end_game_first():
            return
        accepted = SettlementDialog(c.session, self, can_end=True).exec() == QDialog.DialogCode.Accepted
        self.refocus()
        if accepted:
            self.finish_night()

    def _end_game_first(self) -> bool:
        """A game still going holds chips in its pot: the night ends only after it (CORE-E1)."""
        from PySide6.QtWidgets import QMessageBox

        c = self.controller
        end = c.parse_action({"do": "end-game"})
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("End the night"), self.tr(
            "{game} is still being played. End it first? {what}").format(
                game=tr("games", c.engine.title), what=c.describe(end)), parent=self)
        go = box.addButton(self.tr("End the game, then the night"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(go)
        box.exec()
        self.refocus()
        return box.clickedButton() is go and c.submit(end)

    def finish_night(self) -> None:
        c = self.controller
        try:
            c.finish_night()
        except TableError as e:
            self.show_message("error", str(e))
            return
        chips = c.session.balances()
        text = self.tr("Night ended. Chips: {chips}").format(
            chips=", ".join(f"{p} {chips.get(p, 0)}" for p in c.session.roster))
        unclaimed = sum(v for a, v in chips.items() if is_carry(a))
        if unclaimed:  # Pairs D10: a carry still waiting belongs to no one
            text += " · " + self.tr("{n} chips unclaimed in carry pots").format(n=unclaimed)
        self.show_message("info", text, seconds=30)

    def show_table(self) -> None:
        if self.table_view is None:
            from .table_view import TableView

            self.table_view = TableView(self.controller)
            self.table_view.new_game_requested.connect(self.new_game)
            self.stack.addWidget(self.table_view)
        self.stack.setCurrentWidget(self.table_view)
        self._place_banner()  # (a new table view, e.g. in another language, on the same page)
        session = self.controller.session
        self.setWindowTitle(f"tableapp — {session.title}" if session is not None else "tableapp")
        self.update_actions()

    def _place_banner(self) -> None:
        table = self.table_view if self.table_view is not None and self.stack.currentWidget() is self.table_view \
            else None
        self.banner_slot.over((table.title, table.summary) if table is not None else None,
                              table.log_column if table is not None else None)

    def show_start(self) -> None:
        self.refresh_start()
        self.stack.setCurrentWidget(self.start_page)
        self.setWindowTitle("tableapp")

    def on_change(self, change) -> None:
        # the night moved on: a message about the moment before is stale (an undo's "Undone: ..."
        # is sent after its change, so it shows)
        self.clear_message()
        self.update_actions()
        if change.kind == "action" and self.controller.game_over and self.store is not None:
            # a game just ended: a copy in the backups folder, once the end page is on screen (the
            # copy takes longer than a click may: the game is already written, the copy can wait)
            QTimer.singleShot(250, self, lambda: self.store is not None and self.back_up("game"))
        if self.table_view is not None and self.stack.currentWidget() is not self.table_view \
                and change.kind == "game":
            self.show_table()

    # -- backups -----------------------------------------------------------------------------------------
    def back_up(self, reason: str) -> None:
        """An automatic backup; one that fails is said in the status bar, the night goes on."""
        if self.store.backup(reason) is None and self.store.backup_error:
            self.statusBar().showMessage(self.store.backup_error, 10000)

    def restore_backup(self, backup: str | None = None) -> bool:
        """Put an automatic backup back in place of the night database (the replaced file is kept
        beside it) and open it. ``backup``: its path; None asks which."""
        from tableapp.store.backups import restore

        path = self.database_path()
        if backup is None:
            from PySide6.QtWidgets import QDialog

            from .restore_dialog import RestoreDialog

            dialog = RestoreDialog(_backups(path), path, self)
            accepted = dialog.exec() == QDialog.DialogCode.Accepted
            self.refocus()
            backup = dialog.chosen() if accepted else None
            if backup is None:
                return False
        if self.store is not None:
            self.store.close()  # releases this window's hold on the file and its nights
            self.store = None
        if self.controller.session is not None:
            self.controller.set_session(None)  # the night on screen belonged to the file being replaced
        try:
            aside = restore(path, Path(backup))
        except TableError as e:
            self.open_store()
            self.show_start()
            self.show_message("error", str(e), seconds=30)
            return False
        ok = self.open_store()
        self.show_start()
        if ok:
            kept = self.tr(" The file it replaced is kept as {path}.").format(path=aside) if aside else ""
            self.show_message("info", self.tr("Restored the backup {name}.").format(name=Path(backup).name) + kept,
                              seconds=30)
        return ok

    # -- acting ------------------------------------------------------------------------------------------
    def undo(self) -> None:
        if self.controller is not None:
            self.controller.undo()

    def redo(self) -> None:
        if self.controller is not None:
            self.controller.redo()

    def show_message(self, level: str, text: str, seconds: float = 12.0) -> None:
        self.banner.show_message(text, level, seconds)
        # a copy on the status bar's one line (cut at larger text: the banner shows the whole of it)
        self.statusBar().showMessage(text, int(seconds * 1000))

    def clear_message(self) -> None:
        """Hide the banner, and its copy in the status bar (not another status message)."""
        if self.banner.isVisibleTo(self) and self.statusBar().currentMessage() == self.banner.label.text():
            self.statusBar().clearMessage()
        self.banner.clear()

    # -- files -------------------------------------------------------------------------------------------
    def save_script(self, path: str | None = None) -> bool:
        from PySide6.QtWidgets import QFileDialog

        c = self.controller
        if c is None or c.run is None:
            return False
        from tableapp.games.scripts import script_of

        if path is None:
            path, _ = QFileDialog.getSaveFileName(self, self.tr("Save game as script"), "game.json",
                                                  self.tr("Replay scripts (*.json)"))
            if not path:
                return False
        try:
            Path(path).write_text(json.dumps(script_of(c.run), ensure_ascii=False, indent=2), encoding="utf-8")
        except OSError as e:
            self.show_message("error", self.tr("Could not write {path}: {error}").format(path=path, error=e))
            return False
        self.show_message("info", self.tr("Game saved to {path}").format(path=path))
        return True

    def open_script_dialog(self) -> None:
        from PySide6.QtWidgets import QFileDialog, QMessageBox

        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open script"), "", self.tr("Replay scripts (*.json)"))
        if not path:
            return
        box = QMessageBox(self)
        box.setWindowTitle(self.tr("Open script"))
        box.setText(self.tr("Watch this game read-only, or play on from it as a new night?"))
        watch = box.addButton(self.tr("Watch read-only"), QMessageBox.ButtonRole.AcceptRole)
        play = box.addButton(self.tr("Play on as a new night"), QMessageBox.ButtonRole.ActionRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.exec()
        self.refocus()
        if box.clickedButton() in (watch, play):
            self.open_script(path, as_new_night=box.clickedButton() is play)

    def open_script(self, path: str, as_new_night: bool = False) -> bool:
        """Play a replay script (one game or a whole night): read-only (in memory), or stored as a
        new night in the database (store/imports.py) to play on, report and settle."""
        from tableapp.core.errors import ScriptError
        from tableapp.games.scripts import load_script, play_night

        try:
            script = load_script(path)
            if as_new_night:
                if self.store is None:
                    raise TableError(self.store_error or self.tr("The database is not open."))
                from tableapp.store.imports import import_script
                from tableapp.store.nights import open_night

                session = open_night(self.store, import_script(self.store, path))
            else:
                session = play_night(script)
                if not hasattr(script, "night"):
                    session.title = Path(path).stem
                session.finish()
        except TableError as e:
            self.show_message("error", str(e))
            return False
        except Exception as e:  # noqa: BLE001 - a bad file never crashes the night
            self.show_message("error", str(ScriptError(f"{path}: {e}")))
            return False
        self.night_chips = None
        self.controller.set_session(session)
        self.show_table()
        return True

    def export_ledger(self, path: str | None = None, fmt: str | None = None) -> bool:
        from PySide6.QtWidgets import QFileDialog

        c = self.controller
        if c is None or c.session is None:
            return False
        from .ledger_window import LedgerWindow

        if path is None:
            csv_filter, json_filter = self.tr("CSV files (*.csv)"), self.tr("JSON files (*.json)")
            path, chosen = QFileDialog.getSaveFileName(self, self.tr("Export ledger"), f"ledger-{c.session.id}.csv",
                                                       f"{csv_filter};;{json_filter}")
            if not path:
                return False
            fmt = "json" if chosen == json_filter or path.lower().endswith(".json") else "csv"
        fmt = fmt or ("json" if path.lower().endswith(".json") else "csv")
        return LedgerWindow.export(self.ledger_window or LedgerWindow(c, self), fmt, path)

    # -- view --------------------------------------------------------------------------------------------
    def night_report(self) -> None:
        c = self.controller
        if c is None or c.session is None:
            return
        from .report_dialog import NightReportDialog

        NightReportDialog(c.session, self, settings=self.settings).exec()
        self.refocus()

    def show_settlement(self) -> None:
        c = self.controller
        if c is None or c.session is None:
            return
        from .settlement_dialog import SettlementDialog

        SettlementDialog(c.session, self).exec()
        self.refocus()

    def show_chart(self) -> None:
        c = self.controller
        if c is None or c.session is None:
            return
        from .chip_chart import ChipChartWindow

        if getattr(self, "chart_window", None) is None:
            self.chart_window = ChipChartWindow(c, self)
        self.chart_window.show()
        self.chart_window.raise_()

    def show_stats(self) -> None:
        if self.store is None:
            return
        from .stats_window import StatsWindow

        StatsWindow(self.store, self).exec()
        self.refocus()

    def show_ledger(self) -> None:
        c = self.controller
        if c is None or c.session is None:
            return
        from .ledger_window import LedgerWindow

        if self.ledger_window is None:
            self.ledger_window = LedgerWindow(c, self)
        self.ledger_window.reload()
        self.ledger_window.show()
        self.ledger_window.raise_()

    def refocus(self) -> None:
        """After a modal dialog: this window active again and the keys with the table (its panel
        if it takes the focus), so Space, F11 and Ctrl+= work without a click first."""
        from PySide6.QtCore import Qt

        self.activateWindow()
        self.raise_()
        page = self.stack.currentWidget()
        if page is self.table_view and self.table_view is not None:
            panel = self.table_view.panel
            if panel is not None and panel.isVisible() and panel.focusPolicy() != Qt.FocusPolicy.NoFocus:
                panel.setFocus(Qt.FocusReason.ActiveWindowFocusReason)
            else:
                self.table_view.setFocus(Qt.FocusReason.ActiveWindowFocusReason)
        elif page is not None:
            page.setFocus(Qt.FocusReason.ActiveWindowFocusReason)

    def toggle_fullscreen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.act_fullscreen.setChecked(self.isFullScreen())

    def zoom(self, direction: int) -> None:
        """One size larger (+1) or smaller (-1), or back to the usual size (0)."""
        self.set_text_scale(style.step(self.scale, direction) if direction else style.DEFAULT_SCALE)
        if self.settings is not None:
            self.settings.setValue("scale", self.scale)
        QTimer.singleShot(0, lambda: screen.keep_on_screen(self))
        self.statusBar().showMessage(self.tr("Text size {percent}%").format(percent=round(self.scale * 100)), 3000)

    def set_text_scale(self, scale: float) -> None:
        """Every text at ``scale`` times its usual size (View > Larger / Smaller text)."""
        self.scale = scale
        QApplication.instance().setStyleSheet(style.stylesheet(self.scale))
        if self.table_view is not None:
            QTimer.singleShot(0, self.table_view.table.relayout)

    def toggle_display(self) -> None:
        """The table display on (a second screen, or full screen over this one) or off (the controls)."""
        if self.controller is None:
            return
        if self.display is None:
            from .display.window import TableDisplay

            self.display = TableDisplay(self.controller, self)
            self.display.shown_changed.connect(lambda shown: self.act_display.setChecked(shown))
            self.display.over_laptop.connect(self.cover_hands)
        self.display.toggle()
        self.act_display.setChecked(self.display.isVisible())

    def cover_hands(self) -> None:
        """A hand open on the laptop's screen goes behind its cover again: the table display over the
        laptop means the laptop was turned to the chairs, and back at the controls the hand would face
        them ("Pass the screen to X": its holder takes it again)."""
        from .widgets.cover import PrivateView

        for view in self.findChildren(PrivateView):
            if not view.covered:
                view.cover()

    def theme_choice(self) -> str:
        value = self.settings.value("theme", themes.SYSTEM, str) if self.settings is not None else themes.SYSTEM
        return value if value in themes.CHOICES else themes.SYSTEM

    def set_theme(self, choice: str) -> None:
        """Settings > Theme: kept in the settings; the look changes at once, the system's when it changes."""
        if self.settings is not None:
            self.settings.setValue("theme", choice)
        theme = themes.resolve(choice)
        if theme is style.THEME:
            return
        style.use_theme(theme)
        QApplication.instance().setStyleSheet(style.stylesheet(self.scale))
        self.retranslate()  # the views are rebuilt: what paints itself takes the new colours
        if self.display is not None:
            self.display.update()

    def _system_scheme_changed(self, *_args) -> None:
        if self.theme_choice() == themes.SYSTEM:
            self.set_theme(themes.SYSTEM)

    def set_language(self, lang: str) -> None:
        if self.settings is not None:
            self.settings.setValue("lang", lang)
        if self.translations is None or lang == self.lang:
            return
        self.translations.use(lang)
        self.retranslate()

    def retranslate(self) -> None:
        """Rebuild every visible text in the new language (the views are cheap to rebuild)."""
        if self.controller is not None:
            self.controller.forget_words()  # the undo hint and the Edit menu were worded in the old one
        self.clear_message()
        self.statusBar().clearMessage()
        self.banner.retranslate()
        self._build_menus()
        if self.display is not None:
            self.display.retranslate()
        self._make_start_page()
        if self.store is not None:
            self.refresh_start()
        elif self.store_error:
            self.start_page.set_store_error(self.store_error, self.database_path())
            self.start_page.set_backups(len(_backups(self.database_path())))
        if self.ledger_window is not None:
            self.ledger_window.close()
            self.ledger_window.deleteLater()
            self.ledger_window = None
        if getattr(self, "chart_window", None) is not None:
            self.chart_window.close()
            self.chart_window.deleteLater()
            self.chart_window = None
        if self.table_view is not None:
            showing = self.stack.currentWidget() is self.table_view
            self.stack.removeWidget(self.table_view)
            self.controller.changed.disconnect(self.table_view.on_change)
            self.table_view.deleteLater()
            self.table_view = None
            if showing:
                self.show_table()
        self.update_actions()

    # -- help --------------------------------------------------------------------------------------------
    def show_rules(self) -> None:
        c = self.controller
        if c is None or c.run is None:
            self.show_message("info", self.tr("Start a game to see its rules."))
            return
        from tableapp.games.registry import GAMES

        from .rules_dialog import RulesDialog
        from .table_view import game_title

        entry = GAMES.get(c.setup.game)
        RulesDialog(entry.rules if entry else "", game_title(c.engine), self.lang, self).exec()
        self.refocus()

    def about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.about(self, self.tr("About tableapp"), self.tr(
            "<h2>tableapp</h2><p>Dealer, banker and referee for an in-person game night: the chip pot, "
            "turns, payouts and the ledger. Every action is saved before the screen changes.</p>"))
        self.refocus()

    def closeEvent(self, event) -> None:
        if self.ledger_window is not None:
            self.ledger_window.close()
        if self.display is not None:
            self.display.close()
        session = self.controller.session
        if session is not None and self.store is not None and not session.finished:
            session.snapshot()  # the night reopens without replaying its log
        if self.store is not None:
            self.store.close()
            self.store = None
        super().closeEvent(event)


class _FirstPaint(QObject):
    def __init__(self, window, then):
        super().__init__(window)
        self.then = then

    def eventFilter(self, obj, event) -> bool:
        if event.type() == QEvent.Type.Paint:
            obj.removeEventFilter(self)
            QTimer.singleShot(0, self.then)
        return False


def _backups(db_path) -> list:
    from tableapp.store.backups import list_backups

    return list_backups(db_path)


def _game_name(game_id: str) -> str:
    from .ledger_window import game_name

    return game_name(game_id)
