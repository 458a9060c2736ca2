"""The game log: every logged action in words, undone ones struck through.

A list model that only appends (and flips the struck-through flag on undo/redo), shown
by a QListView with uniform rows, so one more action costs one row whatever the length.
"""
from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QEvent, QModelIndex, Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QAbstractItemView, QListView

from .. import style


class GameLogModel(QAbstractListModel):
    def __init__(self, parent=None):
        super().__init__(parent)
        self._text: list[str] = []
        self._auto: list[bool] = []
        self._undone: list[bool] = []
        self._struck = QFont()
        self._struck.setStrikeOut(True)
        self._muted = QColor(style.OUT)
        self._app = QColor(style.MUTED)

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._text)

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        i = index.row()
        if role == Qt.ItemDataRole.DisplayRole:
            return f"{i + 1}. {self._text[i]}"
        if role == Qt.ItemDataRole.FontRole and self._undone[i]:
            return self._struck
        if role == Qt.ItemDataRole.ForegroundRole:
            if self._undone[i]:
                return self._muted
            if self._auto[i]:
                return self._app
        if role == Qt.ItemDataRole.ToolTipRole:
            return f"{self._text[i]} ({self.tr('Undone')})" if self._undone[i] else self._text[i]
        return None

    # -- changes ------------------------------------------------------------------------------------
    def reset(self, lines: list[tuple[str, bool]], undone: list[bool]) -> None:
        self.beginResetModel()
        self._text = [t for t, _ in lines]
        self._auto = [a for _, a in lines]
        self._undone = list(undone) + [False] * (len(lines) - len(undone))
        self.endResetModel()

    def append(self, lines: list[tuple[str, bool]]) -> None:
        if not lines:
            return
        n = len(self._text)
        self.beginInsertRows(QModelIndex(), n, n + len(lines) - 1)
        for text, auto in lines:
            self._text.append(text)
            self._auto.append(auto)
            self._undone.append(False)
        self.endInsertRows()

    def set_undone(self, flags: list[bool]) -> None:
        """Flip the struck-through rows that changed (undo/redo touch only the tail)."""
        changed = [i for i, f in enumerate(flags[:len(self._undone)]) if f != self._undone[i]]
        for i in changed:
            self._undone[i] = flags[i]
        if changed:
            self.dataChanged.emit(self.index(min(changed)), self.index(max(changed)))

    def texts(self) -> list[str]:
        return list(self._text)

    def undone(self) -> list[bool]:
        return list(self._undone)


class GameLogView(QListView):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("gameLog")
        self.setUniformItemSizes(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.setWordWrap(False)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setAccessibleName(self.tr("Game log"))

    def event(self, event) -> bool:
        # plain keys (1-9, letters) are the panel's action shortcuts, not a search in the log
        if event.type() == QEvent.Type.ShortcutOverride and not (
                event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier) and event.text().strip():
            event.ignore()
            return False
        return super().event(event)

    def keyboardSearch(self, search: str) -> None:
        pass
