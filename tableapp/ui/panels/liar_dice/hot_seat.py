"""The answer to a call, and (digital, LD §7) the cup holder's own screen.

``RespondPage``: Accept (A) or Challenge (C), on the public screen: no dice here. After Five Aces
only Challenge (LD-D9). ``PrivatePage``: the cup holder's dice from their ``PrivateView``, built
by the kit only after that player took the screen (kit/pages.py)."""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from tableapp.core.views import Choice, PrivateView
from tableapp.ui import style
from tableapp.ui.art.dice import DiceRow
from tableapp.ui.panels.kit.keys import KeyButton
from tableapp.ui.panels.kit.scale import sized


def challenge_button(choice: Choice, on_click: Callable[[], object], big: bool = False) -> KeyButton:
    """The challenge, in red. Its key is the panel's to route (C means "Clubs" nowhere, but a
    second C must confirm a digital challenge): shown, not bound."""
    b = KeyButton(choice, bind=False, role="")
    b.setToolTip(QCoreApplication.translate("LiarDicePanel", "{name} challenges: lift the cup (key C)").format(
        name=choice.seat))
    sized(b, 1.6 if big else 1.45, f"font-weight: bold; padding: {18 if big else 10}px 18px; "
                                    f"background: #5c1a1a; border-color: {style.DANGER};")
    b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    b.clicked.connect(lambda _=False: on_click())
    return b


class RespondPage(QWidget):
    def __init__(self, accept: Choice | None, challenge: Choice, on_accept: Callable[[], object],
                 on_challenge: Callable[[], object], parent=None):
        super().__init__(parent)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 8, 0, 0)
        lay.setSpacing(12)
        self.accept_button: QPushButton | None = None
        if accept is not None:
            b = KeyButton(accept, bind=False, role="")
            b.setToolTip(QCoreApplication.translate(
                "LiarDicePanel", "{name} takes the cup and sees the dice (key A)").format(name=accept.seat))
            b.setProperty("primary", True)
            sized(b, 1.6, "font-weight: bold; padding: 18px 24px;")
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.clicked.connect(lambda _=False: on_accept())
            self.accept_button = b
            lay.addWidget(b, 1, Qt.AlignmentFlag.AlignTop)
        self.challenge_button = challenge_button(challenge, on_challenge, big=True)
        lay.addWidget(self.challenge_button, 1, Qt.AlignmentFlag.AlignTop)


class PrivatePage(QWidget):
    """The cup holder's dice. ``reroll`` phase: the dice are selectable (click or keys 1-5) and
    Enter rerolls them; otherwise ``picker`` (the call picker) sits under the dice."""

    def __init__(self, who: str, phase: str, mine: PrivateView | None, line_height: int,
                 reroll: Callable[[], object], picker: Callable[[str], QWidget], parent=None):
        super().__init__(parent)
        tr = QCoreApplication.translate
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(6)
        self.dice: DiceRow | None = None
        dice = mine.detail.get("dice") if mine is not None else None
        if dice is None:  # nothing private to show (should not happen): say so, draw nothing
            lay.addWidget(QLabel(tr("LiarDicePanel", "Nothing to show.")))
            return
        self.dice = DiceRow(list(dice), selectable=phase == "reroll")
        if phase != "reroll":  # no caption: the call picker needs the room; the summary line says the rest
            # the dice as a strip over the call picker: on a 1366×768 laptop the picker's buttons need
            # the height more (the dice stay large enough to read at arm's length)
            self.dice.setFixedHeight(round(line_height * 2.6))
            lay.addWidget(self.dice)
            lay.addWidget(picker(tr("LiarDicePanel", "{name}, your dice. Call a hand (keys 1–8):").format(
                name=who)), 3)
            return
        caption = sized(QLabel(tr("LiarDicePanel", "Your dice. Click the ones to reroll (or keys 1–5), "
                                                   "then Enter:")), 1.2, "font-weight: bold;")
        caption.setWordWrap(True)
        lay.addWidget(caption)
        lay.addWidget(self.dice, 1)
        self.go = QPushButton()
        self.go.setProperty("primary", True)
        sized(self.go, 1.45, "font-weight: bold; padding: 10px 16px;")
        self.go.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.go.clicked.connect(lambda _=False: reroll())
        self.dice.selection_changed.connect(self._label)
        self._label([])
        lay.addWidget(self.go)

    def _label(self, positions: list[int]) -> None:
        tr = QCoreApplication.translate
        self.go.setText(tr("LiarDicePanel", "Keep all five dice   ⏎") if not positions else
                        tr("LiarDicePanel", "Reroll 1 die   ⏎") if len(positions) == 1 else
                        tr("LiarDicePanel", "Reroll {n} dice   ⏎").format(n=len(positions)))
