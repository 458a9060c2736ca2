"""The answer to a call, and (digital, LD §7) the cup holder's own screen.

``RespondPage``: Accept (A) or Challenge (C), on the public screen: no dice here. After Five Aces
only Challenge (LD-D9). ``PrivatePage``: the cup holder's dice from their ``PrivateView``, built
by the kit only after that player took the screen (kit/pages.py). Both are kept and re-labelled
from moment to moment: a click must not wait for new widgets."""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from tableapp.core.views import Choice, PrivateView
from tableapp.ui import style
from tableapp.ui.art.dice import DiceRow
from tableapp.ui.panels.kit.fit import FitButton
from tableapp.ui.panels.kit.keys import KeyButton
from tableapp.ui.panels.kit.scale import base_pt, sized
from tableapp.ui.widgets.side_by_side import SideBySide


def challenge_button(choice: Choice, on_click: Callable[[], object], big: bool = False) -> KeyButton:
    """The challenge, in red. Its key is the panel's to route (C means "Clubs" nowhere, but a
    second C must confirm a digital challenge): shown, not bound."""
    b = KeyButton(choice, bind=False, role="")
    b.setToolTip(QCoreApplication.translate("LiarDicePanel", "{name} challenges: lift the cup (key C)").format(
        name=choice.seat))
    sized(b, 1.6 if big else 1.45, f"font-weight: bold; padding: {18 if big else 10}px 18px; "
                                    f"background: {style.THEME.error_back}; border-color: {style.DANGER};")
    b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    b.clicked.connect(lambda _=False: on_click())
    return b


class RespondPage(QWidget):
    """Kept from turn to turn (``set``): a click must not wait for two new buttons."""

    def __init__(self, on_accept: Callable[[], object], on_challenge: Callable[[], object], parent=None):
        super().__init__(parent)
        self._on_accept, self._on_challenge = on_accept, on_challenge
        # side by side, or at larger text one above the other rather than the table wider than the window
        self.lay = SideBySide(self)
        self.lay.setContentsMargins(0, 8, 0, 0)
        self.lay.setSpacing(12)
        self.accept_button: QPushButton | None = None
        self.challenge_button: QPushButton | None = None

    def set(self, accept: Choice | None, challenge: Choice) -> None:
        tr = QCoreApplication.translate
        if self.accept_button is None and accept is not None:
            b = KeyButton(accept, bind=False, role="")
            b.setProperty("primary", True)
            sized(b, 1.6, "font-weight: bold; padding: 18px 24px;")
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.clicked.connect(lambda _=False: self._on_accept())
            self.accept_button = b
            self.lay.insertWidget(0, b, 1, Qt.AlignmentFlag.AlignTop)
        if self.accept_button is not None:
            if accept is not None:
                self.accept_button.set_choice(accept, accept.key)
                self.accept_button.setToolTip(tr("LiarDicePanel", "{name} takes the cup and sees the dice (key A)").format(
                    name=accept.seat))
            self.accept_button.setVisible(accept is not None)
        if self.challenge_button is None:
            self.challenge_button = challenge_button(challenge, self._on_challenge, big=True)
            self.lay.addWidget(self.challenge_button, 1, Qt.AlignmentFlag.AlignTop)
        self.challenge_button.set_choice(challenge, challenge.key)
        self.challenge_button.setEnabled(True)
        self.challenge_button.setToolTip(tr("LiarDicePanel", "{name} challenges: lift the cup (key C)").format(
            name=challenge.seat))

    @property
    def accept_shown(self) -> QPushButton | None:
        b = self.accept_button
        return b if b is not None and not b.isHidden() else None


class PrivatePage(QWidget):
    """The cup holder's dice, kept while they hold the screen (``set_phase``). ``reroll`` phase: the
    dice are selectable (click or keys 1-5) and Enter rerolls them; otherwise the call picker
    (``picker(ask)`` makes it) sits under the dice."""

    def __init__(self, who: str, line_height: int, reroll: Callable[[], object],
                 picker: Callable[[str], QWidget], parent=None):
        super().__init__(parent)
        tr = QCoreApplication.translate
        self.who = who
        self._line = line_height
        self._make_picker = picker
        self.lay = lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(6)
        self.empty = QLabel(tr("LiarDicePanel", "Nothing to show."))
        lay.addWidget(self.empty)
        self.caption = sized(QLabel(tr("LiarDicePanel", "Your dice. Click the ones to reroll (or keys 1–5), "
                                                        "then Enter:")), 1.2, "font-weight: bold;")
        self.caption.setWordWrap(True)
        lay.addWidget(self.caption)
        self.dice = DiceRow(["A"] * 5, selectable=False)
        lay.addWidget(self.dice)
        # its words shrink to the page's width (at larger text "Keep all five dice" made the table wider
        # than the window)
        self.go = FitButton(1.45, 0.9, "font-weight: bold; padding: 10px 16px;")
        self.go.setProperty("primary", True)
        self.go.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.go.clicked.connect(lambda _=False: reroll())
        self.dice.selection_changed.connect(self._label)
        lay.addWidget(self.go)
        self.picker = None
        self.phase = ""

    def set_phase(self, phase: str, mine: PrivateView | None) -> None:
        """The dice of ``mine`` (the seat's private view) for ``phase``: "reroll", or a call."""
        tr = QCoreApplication.translate
        self.phase = phase
        dice = mine.detail.get("dice") if mine is not None else None
        self.empty.setVisible(dice is None)  # nothing private to show (should not happen): say so
        reroll = dice is not None and phase == "reroll"
        calling = dice is not None and phase != "reroll"
        if dice is not None:
            self.dice.set_faces(list(dice))
        self.dice.setVisible(dice is not None)
        self.dice.set_selectable(reroll)
        if reroll:
            self.dice.setMinimumHeight(0)
            self.dice.setMaximumHeight(16777215)
            self._label([])
        else:
            # the dice as a strip over the call picker: on a 1366×768 laptop the picker's buttons need
            # the height more (the dice stay large enough to read at arm's length)
            # (at larger text a little less of it: the eight hands below must stay in the window)
            larger = style.larger_text(base_pt(self))
            self.dice.setFixedHeight(round(self._line * (1.7 if larger else 2.6)))
        self.lay.setStretchFactor(self.dice, 1 if reroll else 0)
        self.caption.setVisible(reroll)
        self.go.setVisible(reroll)
        if calling:
            ask = tr("LiarDicePanel", "{name}, your dice. Call a hand (keys 1–8):").format(name=self.who)
            if self.picker is None:
                self.picker = self._make_picker(ask)
                self.lay.addWidget(self.picker, 3)
            else:
                self.picker.set_ask(ask)
        if self.picker is not None:
            self.picker.setVisible(calling)

    def _label(self, positions: list[int]) -> None:
        tr = QCoreApplication.translate
        self.go.setText(tr("LiarDicePanel", "Keep all five dice   ⏎") if not positions else
                        tr("LiarDicePanel", "Reroll 1 die   ⏎") if len(positions) == 1 else
                        tr("LiarDicePanel", "Reroll {n} dice   ⏎").format(n=len(positions)))
