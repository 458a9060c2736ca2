"""Physical mode, after a challenge: the table enters the five faces under the cup (LD-R5, §6).

Face buttons (A K Q J 10 9, or pips 1-6 with ordinary dice, LD-D14) and keys (a k q j t/0 9, or
1-6; Backspace deletes the last face, Esc clears). With five faces the engine's own words for the
show (``controller.describe``) name the hand and who pays before anything moves; Confirm (Enter)
sends it. Anything else sent is refused by the engine with its own message, and nothing changes.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from tableapp.core.views import Choice
from tableapp.ui import style
from tableapp.ui.art.dice import DiceStrip, die_pixmap
from tableapp.ui.panels.kit.fit import FitButton, FitLabel
from tableapp.ui.panels.kit.scale import sized

POKER = ("A", "K", "Q", "J", "10", "9")
PIPS = ("6", "5", "4", "3", "2", "1")
LETTERS = {"a": "A", "k": "K", "q": "Q", "j": "J", "t": "10", "0": "10", "9": "9"}


class FaceEntry(QWidget):
    """The controls (face buttons, Delete, Clear, Confirm); ``display`` (the dice as entered and
    the verdict preview) is a separate widget the panel shows on the board, for everyone."""

    def __init__(self, controller, template: Choice, view: dict, parent=None):
        """``template``: the "show" choice; ``view``: the public view's detail (who called what)."""
        super().__init__(parent)
        self.controller = controller
        self.template = template.action
        self.ordinary = ordinary = bool(view.get("ordinary_dice"))
        self.faces: list[str] = []
        tr = QCoreApplication.translate

        self.display = QWidget()
        self.display.setObjectName("ldFaces")
        self.display.setStyleSheet("QWidget#ldFaces { background: transparent; }")
        show = QVBoxLayout(self.display)
        show.setContentsMargins(0, 0, 0, 0)
        show.setSpacing(6)
        caption = sized(QLabel(tr("LiarDicePanel", "{name} called {call}").format(
            name=view.get("caller") or "", call=view.get("call_name") or "")), 1.15,
            f"color: {style.MUTED}; font-weight: bold;")
        caption.setWordWrap(True)
        show.addWidget(caption)
        self.slots = DiceStrip(3.2)
        self.slots.set_faces([], pips=ordinary, slots=5)
        show.addWidget(self.slots)
        self.verdict = FitLabel(1.8, 1.05, lines=4, color=style.TURN)
        show.addWidget(self.verdict, 1)

        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(8)
        hint = tr("LiarDicePanel", "Enter the five dice: click, or type 1–6 (A K Q J T 9 also work)") if ordinary \
            else tr("LiarDicePanel", "Enter the five dice: click, or type A K Q J T 9")
        self.prompt = sized(QLabel(hint), 1.2, "font-weight: bold;")
        self.prompt.setWordWrap(True)
        lay.addWidget(self.prompt)
        keys = QHBoxLayout()
        keys.setSpacing(6)
        self.face_buttons: dict[str, QPushButton] = {}
        for face in (PIPS if ordinary else POKER):
            hint = face if ordinary else {"10": "T"}.get(face, face)
            b = QPushButton()
            b.setIcon(QIcon(die_pixmap(face, 72, pips=ordinary)))
            b.setIconSize(QSize(64, 64))
            b.setAccessibleName(face)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            b.setMinimumWidth(0)
            b.setToolTip(tr("LiarDicePanel", "Add a die showing {face} (key {key})").format(face=face, key=hint))
            sized(b, 1.3, "font-weight: bold; padding: 6px 4px;")
            b.clicked.connect(lambda _=False, f=face: self.add(f))
            keys.addWidget(b)
            self.face_buttons[face] = b
        lay.addLayout(keys)
        self.error = sized(QLabel(), 1.15, f"color: {style.DANGER}; font-weight: bold;")
        self.error.setWordWrap(True)
        lay.addWidget(self.error)
        lay.addStretch(1)
        bottom = self.bottom = QGridLayout()  # Delete, Clear and Confirm: one row, or two (_arrange)
        bottom.setSpacing(8)
        self.delete_button = FitButton(1.0, 0.75)
        self.delete_button.setText(tr("LiarDicePanel", "⌫ Delete"))
        self.delete_button.clicked.connect(self.delete)
        self.clear_button = FitButton(1.0, 0.75)
        self.clear_button.setText(tr("LiarDicePanel", "Clear (Esc)"))
        self.clear_button.clicked.connect(self.clear)
        self.confirm_button = QPushButton()
        self.confirm_button.setProperty("primary", True)
        sized(self.confirm_button, 1.45, "font-weight: bold; padding: 10px 16px;")
        self.confirm_button.clicked.connect(self.confirm)
        for b in (self.delete_button, self.clear_button, self.confirm_button):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            b.setMinimumWidth(0)
        bottom.addWidget(self.delete_button, 0, 0)
        bottom.addWidget(self.clear_button, 0, 1)
        bottom.addWidget(self.confirm_button, 0, 2)  # (a child from the start: the panel sizes its text)
        self._one_row: bool | None = None
        lay.addLayout(bottom)
        self._update()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._arrange()

    def _arrange(self) -> None:
        """Delete and Clear beside Confirm (a quarter of the row each) while their words fit there
        even at their smallest; else Confirm goes under them, the whole width (larger text)."""
        quarter = (self.width() - 2 * self.bottom.spacing()) / 4
        one_row = (max(self.delete_button.least_width(), self.clear_button.least_width()) <= quarter
                   and self.confirm_button.sizeHint().width() <= 2 * quarter)
        if one_row == self._one_row:
            return
        self._one_row = one_row
        self.bottom.removeWidget(self.confirm_button)
        if one_row:
            self.bottom.addWidget(self.confirm_button, 0, 2)
        else:
            self.bottom.addWidget(self.confirm_button, 1, 0, 1, 2)
        for column, stretch in enumerate((1, 1, 2) if one_row else (1, 1, 0)):
            self.bottom.setColumnStretch(column, stretch)

    # -- entering ------------------------------------------------------------------------------------
    def add(self, face: str) -> bool:
        if len(self.faces) >= 5:
            self.error.setText(QCoreApplication.translate(
                "LiarDicePanel", "Five dice are entered. Backspace deletes the last one."))
            return False
        self.faces.append(face)
        self._update()
        return True

    def delete(self) -> bool:
        if not self.faces:
            return False
        self.faces.pop()
        self._update()
        return True

    def clear(self) -> bool:
        self.faces = []
        self._update()
        return True

    def action(self):
        """The show with the faces entered (the engine checks them when it is sent)."""
        return self.template.model_copy(update={"faces": list(self.faces), "counts": None})

    def confirm(self) -> bool:
        """Send the faces; the engine refuses anything but five dice, and nothing changes."""
        if self.controller.submit(self.action()):
            return True
        self.error.setText(self.controller.last_error or "")
        return False

    def key(self, ch: str) -> bool:
        if ch == "enter":
            return self.confirm()
        if ch == "back":
            return self.delete()
        if ch == "esc":
            return self.clear()
        if self.ordinary and ch in "123456" and len(ch) == 1:
            return self.add(ch)
        if ch in LETTERS:
            return self.add(LETTERS[ch])
        tr = QCoreApplication.translate
        if ch == "c":  # a second C (as digital mode asks for): the challenge already stands
            self.error.setText(tr("LiarDicePanel", "The challenge is made: enter the five dice shown."))
            return True
        if len(ch) == 1 and ch.isprintable() and not ch.isspace():  # a key meant as a face: say which are
            hint = (tr("LiarDicePanel", "\"{key}\" is not a die face: A K Q J T (10) 9, or pips 1 to 6.")
                    if self.ordinary else tr("LiarDicePanel", "\"{key}\" is not a die face: A K Q J T (10) 9."))
            self.error.setText(hint.format(key=ch.upper()))
            return True
        return False

    # -- showing ---------------------------------------------------------------------------------------
    def _update(self) -> None:
        tr = QCoreApplication.translate
        self.slots.set_faces(self.faces, pips=self.ordinary, slots=5)
        self.error.setText("")
        self.controller.dismiss_message()  # a refused entry's banner is stale once the faces change
        n = len(self.faces)
        if n == 5:  # the engine's words for this show: the hand, and who pays
            self.verdict.setText(self.controller.describe(self.action()))
        else:
            self.verdict.setText(tr("LiarDicePanel", "{n} of 5 dice entered").format(n=n))
        self.confirm_button.setText(tr("LiarDicePanel", "Confirm   ⏎"))
        self.delete_button.setEnabled(n > 0)
        self.clear_button.setEnabled(n > 0)
