"""The night's chip ledger: every transfer (time, game, round, action, from, to, amount,
reason) with each player's running total after it, and export to CSV / JSON."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QFileDialog, QHBoxLayout, QHeaderView, QLabel,
                               QPushButton, QTableView, QVBoxLayout)

from tableapp.core.errors import TableError
from tableapp.core.ledger import POT, is_carry, is_pot
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
    """Columns: the transfer (time .. amount), then each player's running total and the pot's,
    then the reason, last: its words are long, and the totals must stay in view."""

    FIXED = ("time", "game", "round", "action", "from", "to", "amount")

    def __init__(self, parent=None):
        super().__init__(parent)
        self.rows: list[dict] = []
        self.players: list[str] = []
        self.totals: list[dict[str, int]] = []

    def headers(self) -> list[str]:
        words = [self.tr("Time"), self.tr("Game"), self.tr("Round"), self.tr("Action"), self.tr("From"),
                 self.tr("To"), self.tr("Amount")]
        return words + self.players + [self.tr("Pot"), self.tr("Reason")]

    def set_session(self, session) -> None:
        self.beginResetModel()
        self.players = list(session.roster)
        ledger = session.ledger()
        self.rows = rows_with_running_totals(ledger)
        names = {}
        # each account's column carries its balance forward from the row that last moved it (keyed
        # by the account itself: the rows name the pot in words, which a player could be called)
        running: dict[str, int] = {}
        self.totals = []
        for row, transfer in zip(self.rows, ledger):
            for side, account in (("from", transfer.src), ("to", transfer.dst)):
                if row[f"{side}_after"] is not None:
                    running[account] = row[f"{side}_after"]
            totals = dict(running)
            # every pot of the game, as the table shows it (chips waiting for a later game apart)
            totals[POT] = sum(v for k, v in running.items() if is_pot(k) and not is_carry(k))
            self.totals.append(totals)
            gid = row["game_id"]
            if gid not in names:
                names[gid] = game_name(gid)
            row["game_text"] = f"{row['game']}: {names[gid]}"
        self.endResetModel()

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.FIXED) + len(self.players) + 2

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.headers()[section]
        return None

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        row, col = self.rows[index.row()], index.column()
        reason_col = self.columnCount() - 1
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if col in (2, 3, 6) or len(self.FIXED) <= col < reason_col:
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return None
        if role != Qt.ItemDataRole.DisplayRole and role != Qt.ItemDataRole.ToolTipRole:
            return None
        if role == Qt.ItemDataRole.ToolTipRole and self.FIXED[col:col + 1] == ("game",):
            return row["game_text"]  # the column is kept narrow: the whole name on hover
        if col == reason_col:
            if row.get("why", row["reason"]) != row["reason"]:
                return f"{row['why']} ({row['reason']})"
            return str(row["reason"])
        if role == Qt.ItemDataRole.ToolTipRole:
            return None
        if col >= len(self.FIXED):
            account = self.players[col - len(self.FIXED)] if col - len(self.FIXED) < len(self.players) else POT
            value = self.totals[index.row()].get(account)
            return "" if value is None else str(value)
        key = self.FIXED[col]
        if key == "time":
            return row["time"][11:]
        if key == "game":
            return row["game_text"]
        if key == "action":
            return self.tr("opening") if row["action"] == 0 else str(row["action"])
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
        self.heading.setWordWrap(True)  # eight players' chips: wrap, never widen the window past the screen
        lay.addWidget(self.heading)
        self.standings = QLabel()  # each finished game's standings, one line each
        self.standings.setWordWrap(True)
        lay.addWidget(self.standings)
        self.model = LedgerModel(self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(False)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)  # the reason
        # the game's name is the same on row after row: a narrow column (elided, whole on hover)
        # leaves the room to the players' running totals
        game_col = LedgerModel.FIXED.index("game")
        header.setSectionResizeMode(game_col, QHeaderView.ResizeMode.Interactive)
        header.resizeSection(game_col, self.fontMetrics().horizontalAdvance("0: Chicken or L…") + 16)
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
        from tableapp.core.session import standings_text

        lines = [self.tr("Game {n}, {game}: {standings}").format(
                     n=n, game=game_name(rec.run.setup.game), standings=standings_text(st))
                 for n, rec in enumerate(session.games, start=1) if (st := rec.run.standings())]
        self.standings.setText("\n".join(lines))
        self.standings.setVisible(bool(lines))
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
            if fmt == "csv":  # the summary per player beside it (export/night.py)
                from tableapp.export.night import summary_csv, summary_path

                Path(summary_path(path)).write_text(summary_csv(session), encoding="utf-8", newline="")
        except (OSError, TableError) as e:
            self.controller.show_error(self.tr("Could not write {path}: {error}").format(path=path, error=e))
            return False
        self.controller.notify(self.tr("Ledger saved to {path}").format(path=path))
        return True
