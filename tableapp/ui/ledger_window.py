"""The night's chip ledger: every transfer (time, game, round, action, from, to, amount,
reason) with each player's running total after it, and export to CSV / JSON."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QFileDialog, QHBoxLayout, QHeaderView, QLabel,
                               QPushButton, QTableView, QVBoxLayout)

from tableapp.core.errors import TableError
from tableapp.export.ledger import export, rows_with_running_totals

from . import screen


def game_name(game_id: str) -> str:
    from tableapp.core.i18n import tr
    from tableapp.games.registry import engine_for

    try:
        return tr("games", engine_for(game_id).title)
    except Exception:  # noqa: BLE001 - a game no longer installed still shows its id
        return game_id


class LedgerModel(QAbstractTableModel):
    FIXED = ("time", "game", "round", "action", "from", "to", "amount", "reason")

    def __init__(self, parent=None):
        super().__init__(parent)
        self.rows: list[dict] = []
        self.players: list[str] = []
        self.totals: list[dict[str, int]] = []

    def headers(self) -> list[str]:
        words = [self.tr("Time"), self.tr("Game"), self.tr("Round"), self.tr("Action"), self.tr("From"),
                 self.tr("To"), self.tr("Amount"), self.tr("Reason")]
        return words + self.players

    def set_session(self, session) -> None:
        self.beginResetModel()
        self.players = list(session.roster)
        self.rows = rows_with_running_totals(session.ledger())
        names = {}
        # each player's column carries their balance forward from the row that last moved it
        running: dict[str, int] = {}
        self.totals = []
        for row in self.rows:
            for side in ("from", "to"):
                if row[f"{side}_after"] is not None:
                    running[row[side]] = row[f"{side}_after"]
            self.totals.append(dict(running))
            gid = row["game_id"]
            if gid not in names:
                names[gid] = game_name(gid)
            row["game_text"] = f"{row['game']}: {names[gid]}"
        self.endResetModel()

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.FIXED) + len(self.players)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.headers()[section]
        return None

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        row, col = self.rows[index.row()], index.column()
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if col in (2, 3, 6) or col >= len(self.FIXED):
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return None
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if col >= len(self.FIXED):
            value = self.totals[index.row()].get(self.players[col - len(self.FIXED)])
            return "" if value is None else str(value)
        key = self.FIXED[col]
        if key == "time":
            return row["time"][11:]
        if key == "game":
            return row["game_text"]
        if key == "action":
            return self.tr("opening") if row["action"] == 0 else str(row["action"])
        if key == "reason" and row.get("why", row["reason"]) != row["reason"]:
            return f"{row['why']} ({row['reason']})"
        return str(row[key])


class LedgerWindow(QDialog):
    def __init__(self, controller, parent=None):
        super().__init__(parent)
        self.controller = controller
        self.setWindowTitle(self.tr("Chip ledger"))
        screen.fit(self, 1200, 640)  # never taller than a laptop's screen
        lay = QVBoxLayout(self)
        self.heading = QLabel()
        self.heading.setProperty("role", "heading")
        lay.addWidget(self.heading)
        self.model = LedgerModel(self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(False)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        lay.addWidget(self.table, 1)
        row = QHBoxLayout()
        self.csv_button = QPushButton(self.tr("Export CSV…"))
        self.csv_button.clicked.connect(lambda: self.export("csv"))
        self.json_button = QPushButton(self.tr("Export JSON…"))
        self.json_button.clicked.connect(lambda: self.export("json"))
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.close)
        row.addWidget(self.csv_button)
        row.addWidget(self.json_button)
        row.addStretch(1)
        row.addWidget(close)
        lay.addLayout(row)
        controller.changed.connect(self.reload)
        self.reload()

    def reload(self, *_args) -> None:
        session = self.controller.session
        if session is None:
            return
        self.model.set_session(session)
        chips = session.balances()
        self.heading.setText(session.title + " — " + ", ".join(
            f"{p}: {chips.get(p, 0)}" for p in session.roster))
        self.table.scrollToBottom()

    def export(self, fmt: str, path: str | None = None) -> bool:
        session = self.controller.session
        if session is None:
            return False
        if path is None:
            title = self.tr("Export the ledger as CSV") if fmt == "csv" else self.tr("Export the ledger as JSON")
            filt = self.tr("CSV files (*.csv)") if fmt == "csv" else self.tr("JSON files (*.json)")
            path, _ = QFileDialog.getSaveFileName(self, title, f"ledger-{session.id}.{fmt}", filt)
            if not path:
                return False
        try:
            Path(path).write_text(export(session, fmt), encoding="utf-8", newline="")
        except (OSError, TableError) as e:
            self.controller.show_error(self.tr("Could not write {path}: {error}").format(path=path, error=e))
            return False
        self.controller.notify(self.tr("Ledger saved to {path}").format(path=path))
        return True
