"""The game log: every logged action in words, undone ones struck through, newest at the bottom.

The rows are kept in a list model that only appends (and restyles the struck-through rows on
undo/redo). They are shown as text that wraps (a long line, Japanese too, is read in full,
never cut with "…"), in a plain-text view: it lays out only what is on screen, so one more
action stays cheap however long the night. The view follows the newest entry (after every
action, at the end of the game, after a resize) unless the reader scrolled back.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QStandardItem, QStandardItemModel, QTextBlockFormat, \
    QTextCharFormat, QTextCursor, QTextOption
from PySide6.QtWidgets import QPlainTextEdit

from .. import style


def numbered(no: int, text: str) -> str:
    return f"{no}. {text}" if no else text


class GameLogModel(QStandardItemModel):
    """One row per logged action. The rows live in C++ (QStandardItemModel). The signals say
    what changed, once the Python-side lists agree: ``was_reset``, ``appended(first, count)``,
    ``restyled(rows)``."""

    was_reset = Signal()
    appended = Signal(int, int)
    restyled = Signal(list)

    def __init__(self, parent=None):
        super().__init__(parent)
        self._no: list[int] = []  # the number the session gives each line (0: a line without one)
        self.offset = 0  # the game's earlier lines left out of the model
        self._text: list[str] = []
        self._auto: list[bool] = []
        self._undone: list[bool] = []
        self._struck = QFont()
        self._struck.setStrikeOut(True)  # only strike-out: size and family still come from the view
        self._muted = QBrush(QColor(style.OUT))
        self._app = QBrush(QColor(style.MUTED))

    def _row(self, no: int, text: str, auto: bool, undone: bool) -> QStandardItem:
        item = QStandardItem(numbered(no, text))
        item.setEditable(False)
        self._style(item, text, auto, undone)
        return item

    def _style(self, item: QStandardItem, text: str, auto: bool, undone: bool) -> None:
        item.setData(self._struck if undone else None, Qt.ItemDataRole.FontRole)
        item.setData(self._muted if undone else self._app if auto else None, Qt.ItemDataRole.ForegroundRole)
        item.setToolTip(f"{text} ({self.tr('Undone')})" if undone else text)

    # -- changes ------------------------------------------------------------------------------------
    def reset(self, lines: list[tuple[int, str, bool]], undone: list[bool], offset: int = 0) -> None:
        """``lines``: (number, words, drawn by the app) as the session's ``log_lines`` gives them;
        ``offset``: how many earlier lines of the game are left out (a long night shows its tail)."""
        self.offset = offset
        self._no = [n for n, _, _ in lines]
        self._text = [t for _, t, _ in lines]
        self._auto = [a for _, _, a in lines]
        self._undone = list(undone[:len(lines)]) + [False] * (len(lines) - len(undone))
        self.clear()
        if lines:
            self.appendColumn([self._row(n, t, a, u) for n, t, a, u
                               in zip(self._no, self._text, self._auto, self._undone)])
        self.was_reset.emit()

    def append(self, lines: list[tuple[int, str, bool]]) -> None:
        first = len(self._text)
        for no, text, auto in lines:
            self.appendRow(self._row(no, text, auto, False))
            self._no.append(no)
            self._text.append(text)
            self._auto.append(auto)
            self._undone.append(False)
        if lines:
            self.appended.emit(first, len(lines))

    def set_rows(self, flags: dict[int, bool]) -> None:
        """Restyle the given rows (row -> struck through); an undo or redo names only its own."""
        changed = []
        for row, f in sorted(flags.items()):
            i = row - self.offset
            if 0 <= i < len(self._undone) and f != self._undone[i]:
                self._undone[i] = f
                self._style(self.item(i), self._text[i], self._auto[i], f)
                changed.append(i)
        if changed:
            self.restyled.emit(changed)

    def set_undone(self, flags: list[bool]) -> None:
        """Restyle the rows whose struck-through flag changed (undo/redo touch only the tail)."""
        changed = []
        for i, f in enumerate(flags[:len(self._undone)]):
            if f != self._undone[i]:
                self._undone[i] = f
                self._style(self.item(i), self._text[i], self._auto[i], f)
                changed.append(i)
        if changed:
            self.restyled.emit(changed)

    def texts(self) -> list[str]:
        return list(self._text)

    def auto(self) -> list[bool]:
        return list(self._auto)

    def undone(self) -> list[bool]:
        return list(self._undone)


class GameLogView(QPlainTextEdit):
    """The model's rows as wrapped paragraphs "N. words", app-drawn ones muted, undone ones
    struck through."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("gameLog")
        self.setReadOnly(True)
        self.setUndoRedoEnabled(False)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        # words wrap at spaces; Japanese (no spaces) between characters, never past the edge
        self.setWordWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys belong to the panel's actions
        self.setAccessibleName(self.tr("Game log"))
        self._model: GameLogModel | None = None
        self._follow = True  # at the newest entry: stay there when lines come or the view resizes
        bar = self.verticalScrollBar()
        bar.rangeChanged.connect(lambda _lo, _hi: self._keep_following())
        bar.valueChanged.connect(self._scrolled)

    def setModel(self, model: GameLogModel) -> None:
        self._model = model
        model.was_reset.connect(self._rebuild)
        model.appended.connect(self._appended)
        model.restyled.connect(self._restyled)
        self._rebuild()

    def model(self) -> GameLogModel | None:
        return self._model

    # -- drawing --------------------------------------------------------------------------------------
    def _formats(self) -> tuple[QTextBlockFormat, dict[tuple[bool, bool], QTextCharFormat]]:
        block = QTextBlockFormat()
        indent = self.fontMetrics().horizontalAdvance("00. ")
        block.setLeftMargin(indent)  # a wrapped entry's next lines hang under its words, not its number
        block.setTextIndent(-indent)
        block.setBottomMargin(2)
        chars = {}
        for auto in (False, True):
            for undone in (False, True):
                f = QTextCharFormat()
                if undone:
                    f.setFontStrikeOut(True)
                    f.setForeground(QColor(style.OUT))
                elif auto:
                    f.setForeground(QColor(style.MUTED))
                else:
                    f.setForeground(QColor(style.INK))
                chars[(auto, undone)] = f
        return block, chars

    def _write(self, cursor: QTextCursor, first: int, count: int, new_doc: bool) -> None:
        m = self._model
        block, chars = self._formats()
        texts, auto, undone = m._text, m._auto, m._undone
        for i in range(first, first + count):
            if i > 0 or not new_doc:
                cursor.insertBlock(block)
            else:
                cursor.setBlockFormat(block)
            cursor.insertText(numbered(m._no[i], texts[i]), chars[(auto[i], undone[i])])

    def _rebuild(self) -> None:
        self.clear()
        m = self._model
        if m is not None and m._text:
            cursor = QTextCursor(self.document())
            cursor.beginEditBlock()
            self._write(cursor, 0, len(m._text), new_doc=True)
            cursor.endEditBlock()
        self.scroll_to_newest()

    def _appended(self, first: int, count: int) -> None:
        cursor = QTextCursor(self.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        cursor.beginEditBlock()
        self._write(cursor, first, count, new_doc=first == 0)
        cursor.endEditBlock()
        self.scroll_to_newest()

    def _restyled(self, rows: list[int]) -> None:
        m = self._model
        _, chars = self._formats()
        for i in rows:
            b = self.document().findBlockByNumber(i)
            if not b.isValid():
                continue
            cursor = QTextCursor(b)
            cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
            cursor.setCharFormat(chars[(m._auto[i], m._undone[i])])

    def lines(self) -> list[str]:
        """The entries as shown, one per paragraph."""
        doc = self.document()
        return [doc.findBlockByNumber(i).text() for i in range(doc.blockCount())] if not doc.isEmpty() else []

    # -- following the newest entry -------------------------------------------------------------------
    def scroll_to_newest(self) -> None:
        self._follow = True
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())

    def at_newest(self) -> bool:
        bar = self.verticalScrollBar()
        return bar.value() >= bar.maximum()

    def _keep_following(self) -> None:
        if self._follow:
            bar = self.verticalScrollBar()
            bar.setValue(bar.maximum())

    def _scrolled(self, value: int) -> None:
        self._follow = value >= self.verticalScrollBar().maximum()

    def resizeEvent(self, event) -> None:
        follow = self._follow
        super().resizeEvent(event)
        self._follow = follow
        self._keep_following()

    def showEvent(self, event) -> None:
        follow = self._follow
        super().showEvent(event)
        self._follow = follow
        self._keep_following()

    def scrollToBottom(self) -> None:  # the list view's name, for callers that used it
        self.scroll_to_newest()

    def event(self, event) -> bool:
        # plain keys (1-9, letters) are the panel's action shortcuts, not a search in the log
        if event.type() == QEvent.Type.ShortcutOverride and not (
                event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier) and event.text().strip():
            event.ignore()
            return False
        return super().event(event)
