"""New night: the players in seat order (any script: 中村 works), the night's name and the
starting chips. The roster rules come from core.roster.check_names, shown inline."""
from __future__ import annotations

import time

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QFormLayout, QGridLayout, QHBoxLayout, QLabel,
                               QLineEdit, QListWidget, QPushButton, QSpinBox, QVBoxLayout)

from tableapp.core.errors import InputError
from tableapp.core.roster import MAX_NAME, check_names, clean_name

from . import screen
from .widgets.wheel_guard import wheel_when_focused


class SeatList(QListWidget):
    """The players in seat order; Alt+Up / Alt+Down move the chosen one, Delete removes it."""

    move_requested = Signal(int)
    remove_requested = Signal()

    def keyPressEvent(self, event) -> None:
        alt = event.modifiers() & Qt.KeyboardModifier.AltModifier
        if alt and event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            self.move_requested.emit(-1 if event.key() == Qt.Key.Key_Up else 1)
        elif event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            self.remove_requested.emit()
        else:
            super().keyPressEvent(event)


class NewNightDialog(QDialog):
    def __init__(self, parent=None, chips: int = 3, known: list[str] | None = None):
        """``known``: the regulars' names (store/extras.known_names), offered as they are typed."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("New night"))
        lay = QVBoxLayout(self)
        form = QFormLayout()
        self.title_edit = QLineEdit(self.tr("Game night {date}").format(date=time.strftime("%Y-%m-%d")))
        self.title_edit.textChanged.connect(self._update)  # an emptied name is said at once, and fixed at once
        form.addRow(self.tr("Name of the night"), self.title_edit)
        self.chips = wheel_when_focused(QSpinBox())
        self.chips.setRange(1, 100000)
        self.chips.setValue(chips)
        form.addRow(self.tr("Starting chips"), self.chips)
        lay.addLayout(form)

        head = QLabel(self.tr("Players, in seat order"))
        head.setProperty("role", "heading")
        lay.addWidget(head)
        add_row = QHBoxLayout()
        self.name_edit = QLineEdit()
        # a name over the roster's limit is refused with a message (as typed, and on Enter), never cut
        # silently; the edit's own limit only stops a pasted page of text
        self.name_edit.setMaxLength(MAX_NAME * 8)
        self.name_edit.setPlaceholderText(self.tr("Player's name, then Enter"))
        self.name_edit.returnPressed.connect(self._return_in_name)
        self.name_edit.textChanged.connect(self._update)  # a refused name's error goes once it is retyped
        if known:
            from PySide6.QtWidgets import QCompleter

            self.completer = QCompleter(known, self)
            self.completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
            self.name_edit.setCompleter(self.completer)
        self._name_took_enter = False
        add_row.addWidget(self.name_edit, 1)
        self.add_button = QPushButton(self.tr("Add"))
        self.add_button.setAutoDefault(False)
        self.add_button.clicked.connect(self.add_player)
        add_row.addWidget(self.add_button)
        lay.addLayout(add_row)

        grid = QGridLayout()
        self.players = SeatList()
        self.players.setObjectName("seatList")
        self.players.move_requested.connect(self.move)
        self.players.remove_requested.connect(self.remove_player)
        self.players.setAccessibleName(self.tr("Players"))
        self.players.currentRowChanged.connect(self._update)
        grid.addWidget(self.players, 0, 0, 4, 1)
        self.up_button = QPushButton(self.tr("Move up (Alt+↑)"))
        self.down_button = QPushButton(self.tr("Move down (Alt+↓)"))
        self.remove_button = QPushButton(self.tr("Remove (Del)"))
        for i, (b, fn) in enumerate(((self.up_button, lambda: self.move(-1)),
                                     (self.down_button, lambda: self.move(1)),
                                     (self.remove_button, self.remove_player))):
            b.setAutoDefault(False)
            b.clicked.connect(fn)
            grid.addWidget(b, i, 1)
        grid.setRowStretch(3, 1)
        lay.addLayout(grid, 1)

        self.error = QLabel()
        self.error.setProperty("role", "error")
        self.error.setWordWrap(True)
        lay.addWidget(self.error)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start the night"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        for b in self.buttons.buttons():
            b.setAutoDefault(False)
        lay.addWidget(self.buttons)
        self.name_edit.setFocus()
        self._update()
        # roomy from the start (eight names in sight where the screen has room); no fixed least width,
        # which would keep the dialog from growing to its layout's least size (the list's, with long
        # names at larger text)
        row = self.players.fontMetrics().height() + 8
        screen.fit(self, max(640, self.sizeHint().width()), self.sizeHint().height() + 5 * row)

    # -- the roster -------------------------------------------------------------------------------------
    def names(self) -> list[str]:
        return [self.players.item(i).text() for i in range(self.players.count())]

    def add_player(self) -> bool:
        raw = self.name_edit.text()
        name = clean_name(raw)
        if not raw.strip():
            self.error.setText(self.tr("Type a name first.") if self.players.count() < 2 else "")
            return False
        try:
            check_names(self.names() + [name])
        except InputError as e:
            self.error.setText(str(e))
            return False
        self.players.addItem(name)
        self.players.setCurrentRow(self.players.count() - 1)
        self.name_edit.clear()
        if getattr(self, "completer", None) is not None:  # a chosen completion is written back after the Enter
            from PySide6.QtCore import QTimer

            QTimer.singleShot(0, lambda: self.name_edit.text() == name and self.name_edit.clear())
        self.name_edit.setFocus()
        self._update()
        # roomy from the start (eight names in sight where the screen has room); no fixed least width,
        # which would keep the dialog from growing to its layout's least size (the list's, with long
        # names at larger text)
        row = self.players.fontMetrics().height() + 8
        screen.fit(self, max(640, self.sizeHint().width()), self.sizeHint().height() + 5 * row)
        return True

    def remove_player(self) -> None:
        row = self.players.currentRow()
        if row >= 0:
            self.players.takeItem(row)
            self._update()

    def move(self, delta: int) -> None:
        row = self.players.currentRow()
        to = row + delta
        if row < 0 or not 0 <= to < self.players.count():
            return
        item = self.players.takeItem(row)
        self.players.insertItem(to, item)
        self.players.setCurrentRow(to)
        self._update()

    def problem(self) -> str | None:
        names = self.names()
        try:
            check_names(names)
        except InputError as e:
            return str(e)
        if len(names) < 2:
            return self._too_few()
        if not self.title_edit.text().strip():
            return self.tr("Give the night a name.")
        return None

    def _too_few(self) -> str:
        return self.tr("Add at least two players.")

    def _fit_list(self) -> None:
        """The list as wide as the longest name and as tall as four of them (more as the dialog is made taller): at
        larger text its default size showed two names cut after eight letters."""
        names = self.names()
        if (len(names), max(names, key=len, default="")) == getattr(self, "_fitted", None):
            return
        self._fitted = (len(names), max(names, key=len, default=""))
        self.players.ensurePolished()  # the style sheet's larger font for the seats
        metrics = self.players.fontMetrics()
        widest = max((metrics.horizontalAdvance(n) for n in names), default=0)
        frame = 2 * self.players.frameWidth()
        bar = self.players.verticalScrollBar().sizeHint().width()
        self.players.setMinimumWidth(max(160, widest + 2 * 8 + frame + bar))  # 8: the items' padding and more
        row = self.players.sizeHintForRow(0) if names else metrics.height() + 8
        self.players.setMinimumHeight(row * min(4, max(3, len(names))) + frame)

    def _update(self, *_args) -> None:
        self._fit_list()
        row = self.players.currentRow()
        self.up_button.setEnabled(row > 0)
        self.down_button.setEnabled(0 <= row < self.players.count() - 1)
        self.remove_button.setEnabled(row >= 0)
        why = self.problem()
        typed = clean_name(self.name_edit.text())
        too_long = None
        if len(typed) > MAX_NAME:  # said while typing: the name is refused as it stands
            too_long = self.tr("This name has {k} characters; a name has at most {n}.").format(k=len(typed), n=MAX_NAME)
        self.error.setText(too_long or why or "")
        # what is still to do on an empty form is said, not shouted: in red only what is wrong
        role = "muted" if not too_long and why == self._too_few() else "error"
        if self.error.property("role") != role:
            self.error.setProperty("role", role)
            self.error.style().unpolish(self.error)
            self.error.style().polish(self.error)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(why is None)

    def _return_in_name(self) -> None:
        # The dialog's default button also sees this Enter (QLineEdit passes it on): a name
        # typed here is added and the night must not start in the same keypress.
        if self.name_edit.text().strip():
            self._name_took_enter = True
            self.add_player()

    def accept(self) -> None:
        if self._name_took_enter:
            self._name_took_enter = False
            return
        # a pending name is added before starting
        if self.name_edit.text().strip() and not self.add_player():
            return
        why = self.problem()
        if why is None:
            super().accept()
        else:  # say why nothing happens (Start is normally disabled then)
            self.error.setText(why)

    def result_values(self) -> tuple[str, list[str], int]:
        return self.title_edit.text().strip(), self.names(), self.chips.value()
