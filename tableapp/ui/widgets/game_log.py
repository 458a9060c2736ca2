"""The game log: every logged action in words, undone ones struck through.

A list model that only appends (and restyles the struck-through rows on undo/redo), shown
by a QListView with uniform rows, so one more action stays cheap whatever the length.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QAbstractItemView, QListView

from .. import style


class GameLogModel(QStandardItemModel):
    """One row per logged action. The rows live in C++ (QStandardItemModel): the list view
    re-lays out all rows after an insert, which must not call into Python 10,000 times."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self._text: list[str] = []
        self._auto: list[bool] = []
        self._undone: list[bool] = []
        self._struck = QFont()
        self._struck.setStrikeOut(True)  # only strike-out: size and family still come from the view
        self._muted = QBrush(QColor(style.OUT))
        self._app = QBrush(QColor(style.MUTED))

    def _row(self, i: int, text: str, auto: bool, undone: bool) -> QStandardItem:
        item = QStandardItem(f"{i + 1}. {text}")
        item.setEditable(False)
        self._style(item, text, auto, undone)
        return item

    def _style(self, item: QStandardItem, text: str, auto: bool, undone: bool) -> None:
        item.setData(self._struck if undone else None, Qt.ItemDataRole.FontRole)
        item.setData(self._muted if undone else self._app if auto else None, Qt.ItemDataRole.ForegroundRole)
        item.setToolTip(f"{text} ({self.tr('Undone')})" if undone else text)

    # -- changes ------------------------------------------------------------------------------------
    def reset(self, lines: list[tuple[str, bool]], undone: list[bool]) -> None:
        self._text = [t for t, _ in lines]
        self._auto = [a for _, a in lines]
        self._undone = list(undone[:len(lines)]) + [False] * (len(lines) - len(undone))
        self.clear()
        if lines:
            self.appendColumn([self._row(i, t, a, u) for i, (t, a, u)
                               in enumerate(zip(self._text, self._auto, self._undone))])

    def append(self, lines: list[tuple[str, bool]]) -> None:
        for text, auto in lines:
            self.appendRow(self._row(len(self._text), text, auto, False))
            self._text.append(text)
            self._auto.append(auto)
            self._undone.append(False)

    def set_undone(self, flags: list[bool]) -> None:
        """Restyle the rows whose struck-through flag changed (undo/redo touch only the tail)."""
        for i, f in enumerate(flags[:len(self._undone)]):
            if f != self._undone[i]:
                self._undone[i] = f
                self._style(self.item(i), self._text[i], self._auto[i], f)

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
        # per-item scrolling: per-pixel makes every scroll lay out all rows (10,000 in a long night)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerItem)
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
