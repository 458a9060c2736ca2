"""Quick entry (H6, physical): per round only who scored, how much, and by a pair or a fold; or
the final scores at once (the kit's grid). The chips stay exact; the app cannot name turns.

Keys: the digits choose the scorer first (1 = the first seat), then the value (0 for 10); P or F
says pair or fold; Enter plays it, Backspace takes back the last thing chosen. The engine's words
for the score show before Enter, and its refusal (a pair of 1s, more 7s than the deck has) after."""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from tableapp.core.views import Choice
from tableapp.ui import style
from tableapp.ui.panels.kit import KeyButton, key_name
from tableapp.ui.panels.kit.entries import fill, preview
from tableapp.ui.widgets.one_line import KeepWordsLabel

from .common import tr
from .key_rows import KeyRows
from .pages import VALUES, font_sheet
from .seat_button import SeatButton

HOW_KEYS = {"pair": "p", "fold": "f"}


def _button(text: str, pp: str) -> QPushButton:
    b = QPushButton(text)
    b.setProperty("pp", pp)
    b.setCheckable(True)
    b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    b.setMinimumWidth(0)
    b.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
    return b


class StepLabel(KeepWordsLabel):
    """A line of the page in the "step" look, Japanese wrapping between words (KeepWordsLabel).
    Its least height is one line: the lines it wraps to are KeepWordsLabel's minimum height. QLabel's
    own guess measures "one line" at an enormous width, and with the word joiners in the text that
    came out two lines or more: at 100 % the tiles above had to scroll for it."""

    def __init__(self, text: str = "", parent=None):
        super().__init__(text, parent)
        self.setProperty("pp", "step")

    def minimumSizeHint(self) -> QSize:
        size = super().minimumSizeHint()
        return QSize(size.width(), min(size.height(), self.fontMetrics().height()))


class QuickPage(QWidget):
    """Who scored (a button per seat), how much (1-10), pair or fold; Confirm. ``final`` opens the
    final-scores grid (the engine's choice and key)."""

    def __init__(self, controller, score: Choice, final: Choice | None, players: list[str],
                 submit: Callable[[object], bool], open_final: Callable[[], None],
                 relaid: Callable[[], None] = lambda: None, choosing: Callable[[], None] = lambda: None,
                 parent=None):
        super().__init__(parent)
        self.controller, self.score, self.submit = controller, score, submit
        self.choosing = choosing  # told at each choice: a refusal shown by the panel is stale then
        self.players = players
        self.who: str | None = None
        self.value: int | None = None
        self.how: str | None = None
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(4)
        self.prompt = StepLabel(tr("PairsPanel", "Who scored this round (keys 1–{n}), how much (then 1–9, 0 for 10), a pair or a fold "
                                   "(P, F)?").format(n=len(players)))
        lay.addWidget(self.prompt)
        seats = QGridLayout()
        seats.setSpacing(6)
        per_row = 4 if len(players) > 4 else len(players)
        self.seat_buttons: dict[str, QPushButton] = {}
        for i, name in enumerate(players):
            b = SeatButton(i + 1, name)  # a long name shrinks rather than being cut, then ends in "…"
            b.setProperty("pp", "seat")
            b.setCheckable(True)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.clicked.connect(lambda _=False, name=name: self.choose_who(name))
            seats.addWidget(b, i // per_row, i % per_row)
            self.seat_buttons[name] = b
        for c in range(per_row):
            seats.setColumnStretch(c, 1)
        lay.addLayout(seats)
        values = QHBoxLayout()
        values.setSpacing(6)
        self.value_buttons: dict[int, QPushButton] = {}
        for v in VALUES:
            b = _button(str(v), "value")
            b.clicked.connect(lambda _=False, v=v: self.choose_value(v))
            values.addWidget(b, 1)
            self.value_buttons[v] = b
        lay.addLayout(values)
        self.how_buttons: dict[str, QPushButton] = {}
        for how, text in (("pair", tr("PairsPanel", "A pair")), ("fold", tr("PairsPanel", "A fold"))):
            b = _button(f"{key_name(HOW_KEYS[how])}   {text}", "how")
            b.setShortcut(QKeySequence(HOW_KEYS[how]))
            b.clicked.connect(lambda _=False, how=how: self.choose_how(how))
            self.how_buttons[how] = b
        self.confirm_button = QPushButton(tr("PairsPanel", "Confirm   {key}").format(key=key_name("\r")))
        self.confirm_button.setProperty("primary", True)
        self.confirm_button.setShortcut(QKeySequence("Return"))
        self.confirm_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.confirm_button.clicked.connect(self.confirm)
        self.final_button = None
        if final is not None:
            self.final_button = KeyButton(Choice(final.action, final.label + "…", final.key, group=final.group),
                                          final.key, role="quick")
            self.final_button.clicked.connect(open_final)
        row = [*self.how_buttons.values(), self.confirm_button] + ([self.final_button] if final is not None else [])
        for b in row:
            b.setMinimumWidth(0)  # (their rows give each its words' width)
            b.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.keys_row = KeyRows(row, relaid)  # one row at 100 %; at larger text the final scores below
        lay.addWidget(self.keys_row)
        self.preview = StepLabel()  # the engine's words for the score (at larger text in the prompt's place)
        lay.addWidget(self.preview)
        self._larger: bool | None = None
        self._keys = []
        for d in "0123456789":
            sc = QShortcut(QKeySequence(d), self)
            sc.activated.connect(lambda d=d: self.digit(int(d)))
            self._keys.append(sc)
        back = QShortcut(QKeySequence("Backspace"), self)
        back.activated.connect(self.take_back)
        self._keys.append(back)
        lay.addStretch(1)
        self._show()
        self._text_size()

    # -- larger text -------------------------------------------------------------------------------
    def _text_size(self) -> None:
        """At larger text the page gives up height for its keys to stay in sight with the header:
        the engine's words take the prompt's line (the buttons carry the keys; the prompt is the
        line's tooltip) and the value keys are no larger than the text around them (nor smaller
        than at 100 %)."""
        base = self.font().pointSizeF()
        larger = style.larger_text(base)
        value = max(1.6 * style.BASE_PT, base) if larger else None  # (1.6: the panel's value keys)
        sheet = font_sheet(value, 'QPushButton[pp="value"]')
        if self.styleSheet() != sheet:
            self.setStyleSheet(sheet)
        if larger == self._larger:
            return
        self._larger = larger
        lay = self.layout()
        lay.removeWidget(self.preview)
        lay.insertWidget(0 if larger else lay.indexOf(self.keys_row) + 1, self.preview)
        self.prompt.setVisible(not larger)
        self.preview.setToolTip(self.prompt.text() if larger else "")

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # View > Larger text
            self._text_size()

    # -- choosing ----------------------------------------------------------------------------------
    def digit(self, d: int) -> None:
        """The first digits name the scorer (1 = the first seat), the next the value (0 is 10)."""
        if self.who is None and 1 <= d <= len(self.players):
            self.choose_who(self.players[d - 1])
        elif self.who is not None:
            self.choose_value(10 if d == 0 else d)

    def choose_who(self, name: str) -> None:
        self.who = name
        self._show()

    def choose_value(self, v: int) -> None:
        self.value = v
        self._show()

    def choose_how(self, how: str) -> None:
        self.how = how
        self._show()

    def take_back(self) -> None:
        if self.how is not None:
            self.how = None
        elif self.value is not None:
            self.value = None
        else:
            self.who = None
        self._show()

    def action(self):
        if None in (self.who, self.value, self.how):
            return None
        try:
            return fill(self.controller, self.score.action, {"player": self.who, "value": self.value, "how": self.how})
        except ValueError:
            return None

    def _show(self) -> None:
        for name, b in self.seat_buttons.items():
            b.setChecked(name == self.who)
        for v, b in self.value_buttons.items():
            b.setChecked(v == self.value)
        for how, b in self.how_buttons.items():
            b.setChecked(how == self.how)
        action = self.action()
        self.preview.setText(preview(self.controller, action) if action is not None else
                             tr("PairsPanel", "Choose who, how much, and pair or fold; then Enter."))
        if self.preview.isHidden():
            self.preview.show()
        self.controller.dismiss_message()
        self.choosing()

    def confirm(self) -> None:
        action = self.action()
        if action is None:
            if self.who is None:
                why = tr("PairsPanel", "Choose who scored first (keys 1–{n}).").format(n=len(self.players))
            elif self.value is None:
                why = tr("PairsPanel", "Choose how much first (keys 1–9, 0 for 10).")
            else:
                why = tr("PairsPanel", "Choose a pair (P) or a fold (F) first.")
            self.preview.setText(why)
            return
        if not self.submit(action):
            # the engine's refusal, in the panel's line below the page, takes the place of these words
            # (the page is no taller for it: the keys stay in sight) until the next choice
            self.preview.hide()
