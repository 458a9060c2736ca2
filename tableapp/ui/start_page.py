"""The first screen: New night, resume an unfinished night, open a finished one read-only.

When the database cannot be used (damaged, another program's, newer) the page says so,
naming the file, and offers another data folder or a backup; the file itself is never touched.
A database that opens read-only (damaged, or in a folder that cannot be written) says why.
"""
from __future__ import annotations

import time

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (QFrame, QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QPushButton,
                               QVBoxLayout, QWidget)

ROLE_ID = 256  # Qt.ItemDataRole.UserRole, as a number: touching Qt.* enums costs start-up time


def _qt():
    """The Qt namespace, imported after the first paint (its enums are slow to build)."""
    from PySide6.QtCore import Qt

    return Qt


def when_text(ts: float) -> str:
    try:
        return time.strftime("%Y-%m-%d %H:%M", time.localtime(ts))
    except (OverflowError, OSError, ValueError):  # a time no clock can show: damage, said elsewhere
        return "?"


class NightList(QListWidget):
    """Nights with date, players and last game; Enter or double-click opens one."""

    open_requested = Signal(int)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("nights")
        # a long roster wraps between names rather than scroll sideways (larger text, a narrow window);
        # its whole text is the item's tooltip too
        self.setWordWrap(True)
        self.setHorizontalScrollBarPolicy(_qt().ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.itemActivated.connect(lambda item: self.open_requested.emit(item.data(ROLE_ID)))

    def sizeHint(self):
        # a low wish: the window's page asks its rows' wished heights for its width, and a list wishing
        # for 192 px made the start page scroll at larger text (Resume below the window); it still grows
        hint = super().sizeHint()
        hint.setHeight(min(hint.height(), self.fontMetrics().height() * 4))
        return hint

    def set_nights(self, infos, game_name) -> None:
        self.clear()
        for info in infos:
            last = game_name(info.last_game) if info.last_game else self.tr("no game yet")
            text = self.tr("{when}  {title}\n{players}\nGames: {n} · last: {last}").format(
                when=when_text(info.last_ts), title=info.title, players=", ".join(info.roster),
                n=info.games, last=last)
            if getattr(info, "problem", None):
                text += "\n" + info.problem
            item = QListWidgetItem(text)
            item.setToolTip(text)
            item.setData(ROLE_ID, info.id)
            self.addItem(item)
        if not infos:
            empty = QListWidgetItem(self.tr("None yet."))
            empty.setFlags(_qt().ItemFlag.NoItemFlags)
            self.addItem(empty)
        if infos:
            self.setCurrentRow(0)

    def current_id(self) -> int | None:
        item = self.currentItem()
        return item.data(ROLE_ID) if item is not None else None

    def has_nights(self) -> bool:
        return any(self.item(i).data(ROLE_ID) is not None for i in range(self.count()))


class StartPage(QWidget):
    new_night = Signal()
    open_night = Signal(int, bool)  # night id, read-only wanted
    other_folder = Signal()
    restore = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(40, 24, 40, 16)
        title = QLabel(self.tr("Game night"))
        title.setProperty("role", "title")
        outer.addWidget(title)
        sub = QLabel(self.tr("Dealer, banker and referee for the table."))
        sub.setProperty("role", "muted")
        outer.addWidget(sub)

        self.error_box = QFrame()
        self.error_box.setObjectName("storeError")
        elay = QVBoxLayout(self.error_box)
        self.error_label = QLabel()
        self.error_label.setWordWrap(True)
        self.error_label.setProperty("role", "heading")
        elay.addWidget(self.error_label)
        erow = QHBoxLayout()
        self.other_button = QPushButton(self.tr("Use another data folder…"))
        self.other_button.setProperty("role", "big")
        self.other_button.clicked.connect(self.other_folder)
        erow.addWidget(self.other_button)
        self.restore_error_button = QPushButton(self.tr("Restore a backup…"))
        self.restore_error_button.setProperty("role", "big")
        self.restore_error_button.clicked.connect(self.restore)
        erow.addWidget(self.restore_error_button)
        erow.addStretch(1)
        elay.addLayout(erow)
        self.error_box.hide()
        outer.addWidget(self.error_box)

        self.notice = QLabel()  # the database opens read-only: why, and what still works
        self.notice.setObjectName("storeNotice")
        self.notice.setWordWrap(True)
        self.notice.setProperty("role", "heading")
        self.notice.hide()
        outer.addWidget(self.notice)

        row = QHBoxLayout()
        self.new_button = QPushButton(self.tr("New night (Ctrl+N)"))
        self.new_button.setProperty("role", "big")
        self.new_button.setProperty("primary", True)
        self.new_button.clicked.connect(self.new_night)
        row.addWidget(self.new_button)
        row.addStretch(1)
        self.restore_button = QPushButton(self.tr("Restore…"))
        self.restore_button.setToolTip(self.tr("Put an automatic backup back in place of the night database"))
        self.restore_button.clicked.connect(self.restore)
        row.addWidget(self.restore_button)
        outer.addLayout(row)

        lists = QHBoxLayout()
        open_col = QVBoxLayout()
        head = QLabel(self.tr("Unfinished nights"))
        head.setProperty("role", "heading")
        open_col.addWidget(head)
        self.open_list = NightList()
        self.open_list.setAccessibleName(self.tr("Unfinished nights"))
        self.open_list.open_requested.connect(lambda i: self.open_night.emit(i, False))
        open_col.addWidget(self.open_list, 1)
        self.resume_button = QPushButton(self.tr("Resume"))
        self.resume_button.setProperty("primary", True)
        self.resume_button.clicked.connect(lambda: self._open(self.open_list, False))
        open_col.addWidget(self.resume_button)
        lists.addLayout(open_col, 1)

        done_col = QVBoxLayout()
        head = QLabel(self.tr("Finished nights"))
        head.setProperty("role", "heading")
        done_col.addWidget(head)
        self.done_list = NightList()
        self.done_list.setAccessibleName(self.tr("Finished nights"))
        self.done_list.open_requested.connect(lambda i: self.open_night.emit(i, True))
        done_col.addWidget(self.done_list, 1)
        self.view_button = QPushButton(self.tr("Open read-only"))
        self.view_button.clicked.connect(lambda: self._open(self.done_list, True))
        done_col.addWidget(self.view_button)
        lists.addLayout(done_col, 1)
        outer.addLayout(lists, 1)

        self.path_label = QLabel()
        self.path_label.setProperty("role", "hint")
        self.path_label.setWordWrap(True)  # a long path never makes the window wider than the screen
        outer.addWidget(self.path_label)
        self.set_loading()

    def heightForWidth(self, width: int) -> int:
        # the least height its wrapped lines need at this width, not the wished one: the window's page
        # takes this height (or the window's, if taller), and the wished one made it scroll at larger text
        lay = self.layout()
        return lay.minimumHeightForWidth(width) if lay is not None and lay.hasHeightForWidth() \
            else super().heightForWidth(width)

    def _open(self, night_list: NightList, read_only: bool) -> None:
        night = night_list.current_id()
        if night is not None:
            self.open_night.emit(night, read_only)

    def set_loading(self) -> None:
        self.path_label.setText(self.tr("Opening the database…"))
        self._enable(False)
        self.set_backups(0)

    def set_backups(self, count: int) -> None:
        """How many automatic backups there are to restore (none: the buttons are off)."""
        self.restore_button.setEnabled(count > 0)
        self.restore_error_button.setVisible(count > 0)

    def set_read_only(self, why: str | None) -> None:
        """The database opens read-only (``why``), or can be written (None)."""
        self.notice.setText(why or "")
        self.notice.setVisible(bool(why))
        if why:
            self.new_button.setEnabled(False)

    def _enable(self, ok: bool) -> None:
        self.new_button.setEnabled(ok)
        self.resume_button.setEnabled(ok and self.open_list.has_nights())
        self.view_button.setEnabled(ok and self.done_list.has_nights())

    def _selectable(self) -> None:
        for label in (self.error_label, self.path_label, self.notice):
            label.setTextInteractionFlags(_qt().TextInteractionFlag.TextSelectableByMouse)

    def set_nights(self, infos, path, game_name) -> None:
        self._selectable()
        self.error_box.hide()
        self.open_list.set_nights([i for i in infos if not i.finished], game_name)
        self.done_list.set_nights([i for i in infos if i.finished], game_name)
        self.path_label.setText(self.tr("Data file: {path}").format(path=path))
        self._enable(True)
        (self.open_list if self.open_list.has_nights() else self.new_button).setFocus()

    def set_store_error(self, message: str, path) -> None:
        self._selectable()
        self.notice.hide()
        self.open_list.clear()
        self.done_list.clear()
        self.error_label.setText(message + "\n\n" + self.tr(
            "Choose another data folder to keep playing; the file above stays exactly as it is."))
        self.error_box.show()
        self.path_label.setText(self.tr("Data file: {path}").format(path=path))
        self._enable(False)
        self.other_button.setFocus()
