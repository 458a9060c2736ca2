"""View > Stats across nights: the regulars (nights, games, wins, net chips, biggest pot won), per
game for the chosen player, all read from the nights' logs; rename a player or merge two names."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QAbstractItemView, QCompleter, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout,
                               QHeaderView, QLabel, QLineEdit, QListWidget, QPushButton, QTableWidget,
                               QTableWidgetItem, QVBoxLayout)

from tableapp.core.errors import TableError

from . import screen


def _item(value, number: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(str(value))
    if number:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else (f"−{-n}" if n < 0 else "0")


class StatsWindow(QDialog):
    def __init__(self, store, parent=None):
        super().__init__(parent)
        self.store = store
        self.stats = None
        self.setWindowTitle(self.tr("Stats across nights"))
        screen.fit(self, 900, 640)
        lay = QVBoxLayout(self)
        self.heading = QLabel()
        self.heading.setProperty("role", "heading")
        lay.addWidget(self.heading)
        self.players = QTableWidget()
        self.players.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.players.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.players.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.players.verticalHeader().hide()
        _fit_columns(self.players)
        self.players.currentCellChanged.connect(lambda *_: self.show_games())
        lay.addWidget(self.players, 2)
        self.games_heading = QLabel()
        lay.addWidget(self.games_heading)
        self.games = QTableWidget()
        self.games.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.games.verticalHeader().hide()
        _fit_columns(self.games)
        lay.addWidget(self.games, 1)
        self.note = QLabel()
        self.note.setWordWrap(True)
        lay.addWidget(self.note)
        row = QHBoxLayout()
        self.rename_button = QPushButton(self.tr("Rename or merge…"))
        self.rename_button.clicked.connect(self.rename_dialog)
        row.addWidget(self.rename_button)
        self.unmerge_button = QPushButton(self.tr("Renamed names…"))
        self.unmerge_button.clicked.connect(self.aliases_dialog)
        row.addWidget(self.unmerge_button)
        row.addStretch(1)
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.close)
        row.addWidget(close)
        lay.addLayout(row)
        self.reload()

    def reload(self) -> None:
        from tableapp.export.stats import store_stats

        try:
            self.stats = store_stats(self.store)
        except TableError as e:
            self.note.setText(str(e))
            self.note.setVisible(True)
            return
        s = self.stats
        nights = self.tr("1 night") if s.nights == 1 else self.tr("{n} nights").format(n=s.nights)
        players = self.tr("1 player") if len(s.players) == 1 else self.tr("{k} players").format(k=len(s.players))
        self.heading.setText(self.tr("{nights}, {players}").format(nights=nights, players=players))
        head = [self.tr("Player"), self.tr("Nights"), self.tr("Games"), self.tr("Wins"), self.tr("Net chips"),
                self.tr("Biggest pot won")]
        self.players.clear()
        self.players.setColumnCount(len(head))
        self.players.setHorizontalHeaderLabels(head)
        self.players.setRowCount(len(s.players))
        for r, p in enumerate(s.players):
            for c, value in enumerate([p.name, p.nights, p.games, p.wins, _signed(p.net), p.biggest_pot]):
                self.players.setItem(r, c, _item(value, c > 0))
        self.note.setText("\n".join(s.skipped))
        self.note.setVisible(bool(s.skipped))
        if s.players:
            self.players.setCurrentCell(0, 0)
        self.show_games()

    def selected(self) -> str | None:
        row = self.players.currentRow()
        return self.stats.players[row].name if self.stats and 0 <= row < len(self.stats.players) else None

    def show_games(self) -> None:
        from tableapp.export.report import game_title

        name = self.selected()
        head = [self.tr("Game"), self.tr("Games"), self.tr("Wins"), self.tr("Net chips"), self.tr("Biggest pot won")]
        self.games.clear()
        self.games.setColumnCount(len(head))
        self.games.setHorizontalHeaderLabels(head)
        p = self.stats.player(name) if name and self.stats else None
        self.games_heading.setText(self.tr("{name}, game by game").format(name=name) if p else "")
        rows = sorted(p.by_game.items()) if p else []
        self.games.setRowCount(len(rows))
        for r, (gid, t) in enumerate(rows):
            for c, value in enumerate([game_title(gid), t.games, t.wins, _signed(t.net), t.biggest_pot]):
                self.games.setItem(r, c, _item(value, c > 0))

    # -- names --------------------------------------------------------------------------------------------
    def rename_dialog(self) -> None:
        from tableapp.store.extras import known_names

        dialog = RenameDialog(known_names(self.store), self.selected() or "", self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.rename(*dialog.values())

    def rename(self, old: str, new: str) -> bool:
        from tableapp.store.extras import rename

        try:
            rename(self.store, old, new)
        except TableError as e:
            self.note.setText(str(e))
            self.note.setVisible(True)
            return False
        self.reload()
        return True

    def aliases_dialog(self) -> None:
        AliasesDialog(self.store, self).exec()
        self.reload()


class RenameDialog(QDialog):
    """A regular's new name; a name that is already a regular's merges the two."""

    def __init__(self, names: list[str], current: str = "", parent=None):
        super().__init__(parent)
        self.names = names
        self.setWindowTitle(self.tr("Rename or merge"))
        lay = QVBoxLayout(self)
        form = QFormLayout()
        self.old = QLineEdit(current)
        self.old.setCompleter(_completer(names, self))
        form.addRow(self.tr("Player"), self.old)
        self.new = QLineEdit()
        self.new.setCompleter(_completer(names, self))
        form.addRow(self.tr("New name"), self.new)
        lay.addLayout(form)
        self.said = QLabel()
        self.said.setWordWrap(True)
        lay.addWidget(self.said)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        self.old.textChanged.connect(self._update)
        self.new.textChanged.connect(self._update)
        self._update()

    def values(self) -> tuple[str, str]:
        return self.old.text().strip(), " ".join(self.new.text().split())

    def _update(self, *_args) -> None:
        old, new = self.values()
        ok = old in self.names and bool(new) and new != old
        if old and old not in self.names:
            self.said.setText(self.tr("Nobody called \"{name}\" has played a night here.").format(name=old))
        elif ok and new in self.names:
            self.said.setText(self.tr("\"{old}\" and \"{new}\" become one player, \"{new}\", in the stats and the "
                                      "names offered for a new night. The nights' logs stay as they were.")
                              .format(old=old, new=new))
        elif ok:
            self.said.setText(self.tr("\"{old}\" is called \"{new}\" from now on in the stats and the names offered "
                                      "for a new night. The nights' logs stay as they were.").format(old=old, new=new))
        else:
            self.said.setText("")
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)


class AliasesDialog(QDialog):
    """The renamed and merged names; taking one back makes it its own player again."""

    def __init__(self, store, parent=None):
        super().__init__(parent)
        self.store = store
        self.setWindowTitle(self.tr("Renamed names"))
        lay = QVBoxLayout(self)
        self.list = QListWidget()
        lay.addWidget(self.list, 1)
        row = QHBoxLayout()
        self.take_back = QPushButton(self.tr("Take back"))
        self.take_back.clicked.connect(self.unalias)
        row.addWidget(self.take_back)
        row.addStretch(1)
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.accept)
        row.addWidget(close)
        lay.addLayout(row)
        self.reload()

    def reload(self) -> None:
        from tableapp.store.extras import aliases

        self.list.clear()
        for name, canonical in aliases(self.store).items():
            self.list.addItem(f"{name} → {canonical}")
            self.list.item(self.list.count() - 1).setData(Qt.ItemDataRole.UserRole, name)
        self.take_back.setEnabled(self.list.count() > 0)

    def unalias(self) -> None:
        from tableapp.store.extras import unalias

        item = self.list.currentItem()
        if item is not None:
            unalias(self.store, item.data(Qt.ItemDataRole.UserRole))
            self.reload()


def _fit_columns(table: QTableWidget) -> None:
    """The numbers as wide as they need (headers whole), the name takes the rest."""
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setStretchLastSection(False)
    table.horizontalHeader().sectionCountChanged.connect(
        lambda *_: header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch) if header.count() else None)


def _completer(names: list[str], parent) -> QCompleter:
    c = QCompleter(names, parent)
    c.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    c.setFilterMode(Qt.MatchFlag.MatchContains)
    return c
