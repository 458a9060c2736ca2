"""The Liar Dice panel (shared/rules/liar-dice.md): the public board on the left, the action of
the moment on the right.

Physical mode: the call picker (with the optional reroll count, LD §6), Challenge, then the face
entry. Digital mode (hot seat): the cup holder's dice only behind ``controller.private_for``; the
player to act chooses Accept or Challenge on the public screen; the receiver picks the dice to
reroll by clicking them. Every key goes through :meth:`LiarDicePanel.on_key`, which hands it to
the part on screen, so one key never means two things at once.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from tableapp.games.liar_dice import call_choices

from ..base import GamePanel
from .board import CallBoard, EndView
from .call_picker import CallPicker
from .common import base_pt, restyle, sized
from .face_entry import FaceEntry
from .hot_seat import PrivatePage, RespondPage, challenge_button
from .reroll_count import RerollCount
from .table_menu import LiarDiceTableMenu

KEYS = {**{str(d): str(d) for d in range(10)}, **{k: k for k in "akqjtncr"},
        "Return": "enter", "Enter": "enter", "Backspace": "back"}


class LiarDicePanel(GamePanel):
    def __init__(self, controller, parent=None):
        super().__init__(controller, parent)
        self.physical = controller.mode != "digital"
        state = controller.state
        self.ordinary = bool(state is not None and state.rules.ordinary_dice)
        # the parts of the page on screen (each rebuild forgets the old page's)
        self.picker: CallPicker | None = None
        self.faces: FaceEntry | None = None
        self.reroll_count: RerollCount | None = None  # physical: the count said aloud
        self.reroll_dice = None  # digital: the receiver's DiceRow, selectable
        self.private = None  # the PrivateView on screen, if any
        self.challenge_button: QPushButton | None = None
        self._challenge_tip = ""
        self._ask_respond = ""  # physical: the picker's question while Challenge is still possible
        self._challenge_armed = False  # digital: C pressed once; the second C lifts the cup for good
        self.accept_button: QPushButton | None = None
        self.end_view: EndView | None = None
        self._key = None
        self._base = 0.0

        outer = QHBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(10)
        self.board = CallBoard()
        outer.addWidget(self.board, 1)
        right = QVBoxLayout()
        right.setSpacing(6)
        self.top = QHBoxLayout()  # the prompt, or the reroll count in its place
        self.prompt = sized(QLabel(), 1.3, "font-weight: bold;")
        self.prompt.setWordWrap(True)
        self.prompt.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.top.addWidget(self.prompt, 1)
        right.addLayout(self.top)
        self.host = QVBoxLayout()
        right.addLayout(self.host, 1)
        outer.addLayout(right, 2)
        self.page: QWidget | None = None
        self.table_menu = LiarDiceTableMenu(self)
        self.board.corner.addWidget(self.table_menu, 0, Qt.AlignmentFlag.AlignTop)

        keys = dict(KEYS)
        if self.physical:  # in hot-seat mode Esc hides the private screen (widgets/cover.py)
            keys["Escape"] = "esc"
        self.shortcuts = []
        for seq, name in keys.items():
            sc = QShortcut(QKeySequence(seq), self)
            sc.activated.connect(lambda n=name: self.on_key(n))
            self.shortcuts.append(sc)
        if not self.physical:  # Esc takes back a first C; on only then (no private screen is up to hide)
            self._cancel_challenge = QShortcut(QKeySequence("Escape"), self)
            self._cancel_challenge.setEnabled(False)
            self._cancel_challenge.activated.connect(lambda: self.on_key("esc"))

    # -- sizes ---------------------------------------------------------------------------------------------
    def changeEvent(self, event) -> None:
        if event.type() == event.Type.FontChange:  # the text scale changed (View > Larger text)
            self._restyle()
        super().changeEvent(event)

    def _restyle(self) -> None:
        self._base = base_pt(self)
        restyle(self, self._base)
        line = self.fontMetrics().height()
        self.setMinimumHeight(round(line * 13))  # the call picker's room; the oval table gives way
        self.board.setMinimumWidth(round(line * 13))

    # -- refresh -------------------------------------------------------------------------------------------
    def refresh(self) -> None:
        c = self.controller
        if c.state is None:
            return
        view = c.public_view()
        key = (id(c.state), c.read_only)
        if key != self._key:
            self._key = key
            self._build(view)
            self._restyle()
        self._show_board(view)
        self.table_menu.update_actions(self.physical)

    def _show_board(self, view=None) -> None:
        view = view or self.controller.public_view()
        declared = None
        if self.reroll_count is not None and self.reroll_count.count is not None:
            declared = (view.get("to_act"), self.reroll_count.count)
        self.board.show_view(view, declared, self.ordinary)

    def _set_page(self, page: QWidget | None) -> None:
        if self.page is not None:
            self.host.removeWidget(self.page)
            self.page.hide()
            self.page.deleteLater()
        self.page = page
        if page is not None:
            self.host.addWidget(page, 1)
            page.show()  # now, not at the next event loop turn: a quick key must find it on screen

    def _count_changed(self, _count=None) -> None:
        """A reroll count said aloud means the player accepted (LD-R4): accepting is final (LD-D8),
        so Challenge is off until the count is cleared with "–"."""
        self._show_board()
        b = self.challenge_button
        if b is None or self.reroll_count is None or not self.physical:
            return
        accepted = self.reroll_count.count is not None
        b.setEnabled(not accepted)
        b.setToolTip(QCoreApplication.translate(
            "LiarDicePanel", "Accepting is final (LD-D8): clear the reroll count (–) to challenge instead.")
            if accepted else self._challenge_tip)
        if self.picker is not None and self._ask_respond:
            name = self.controller.to_act()
            self.picker.set_ask(QCoreApplication.translate(
                "LiarDicePanel", "{name} took the cup: call higher (choose a hand, 1–8)").format(name=name)
                if accepted else self._ask_respond)

    def _set_reroll_count(self, on: bool) -> None:
        if on and self.reroll_count is not None:  # kept from the last turn: a new turn has no count yet
            self.reroll_count.set_count(None)
            return
        if self.reroll_count is not None:
            self.top.removeWidget(self.reroll_count)
            self.reroll_count.hide()
            self.reroll_count.deleteLater()
            self.reroll_count = None
        if on:
            self.reroll_count = RerollCount()
            self.reroll_count.changed.connect(self._count_changed)
            self.top.insertWidget(1, self.reroll_count, 1)
        self.prompt.setVisible(not on)

    def _build(self, view) -> None:
        c = self.controller
        tr = QCoreApplication.translate
        self.picker = self.faces = self.reroll_dice = self.private = None
        self.challenge_button = self.accept_button = None
        self._ask_respond = ""
        if self._challenge_armed:
            self._arm_challenge(False)
        phase, who = view.get("phase"), view.get("to_act")
        actions = c.legal_actions()
        can = {getattr(a, "do", None) for a in actions if getattr(a, "by", None) in (None, who)}
        self.board.set_extra(None)
        self.board.set_action(None)
        self._set_reroll_count(self.physical and phase in ("respond", "call") and "call" in can)
        if not actions or phase == "over":
            self.prompt.setText("")
            self._set_page(None)
            return
        call = view.get("call_name") or ""
        if self.physical:
            if phase == "show":
                self.prompt.hide()  # the face entry says what to do
                self.faces = FaceEntry(c, self.ordinary)
                self.board.set_extra(self.faces.display)
                self._set_page(self.faces)
            elif phase == "open":
                self.prompt.setText(tr("LiarDicePanel", "{name}: roll under the cup, look, and call").format(name=who))
                self._set_page(self._call_picker(who, "Esc"))
            elif phase == "respond" and "call" in can:
                self.challenge_button = challenge_button(who, self.challenge)
                self._challenge_tip = self.challenge_button.toolTip()
                self.board.set_action(self.challenge_button)  # right under the call it challenges
                self._ask_respond = tr(
                    "LiarDicePanel", "{name}: call higher (choose a hand, 1–8), or challenge (C)").format(name=who)
                self._set_page(self._call_picker(who, "Esc", self._ask_respond))
                self._count_changed()
            elif phase == "respond":  # LD-D9: nothing is higher
                self.prompt.setText(tr("LiarDicePanel", "{name}: nothing is higher than {call}. Challenge!").format(
                    name=who, call=call))
                self._set_page(self._respond_page(who, accept=False))
            else:  # "call": the cup was taken with Accept
                self._set_page(self._call_picker(who, "Esc", tr(
                    "LiarDicePanel", "{name} took the cup: call higher (choose a hand, 1–8)").format(name=who)))
            return
        # digital: hot seat
        if phase == "respond":
            c.screen_holder = None  # the cup holder's screen is covered before it is handed on
            self.prompt.setText(tr("LiarDicePanel", "{name}: accept {call} and see the dice, or challenge").format(
                name=who, call=call))
            self._set_page(self._respond_page(who, accept="accept" in can))
        elif phase in ("open", "reroll", "call"):
            texts = {
                "open": tr("LiarDicePanel", "{name} looks at the dice and calls"),
                "reroll": tr("LiarDicePanel", "{name} took the cup and chooses dice to reroll"),
                "call": tr("LiarDicePanel", "{name} calls higher than {call}"),
            }
            self.prompt.setText(texts[phase].format(name=who, call=call))
            self.private = c.private_for(who, lambda: self._private_page(who, phase))
            self.prompt.setVisible(self.private.covered)  # the cup holder needs the room
            self._set_page(self.private)
        else:
            self.prompt.setText(tr("LiarDicePanel", "The app rolls the dice…"))
            self._set_page(None)

    # -- pages -----------------------------------------------------------------------------------------------
    def _call_picker(self, who: str, back_key: str, ask: str = "") -> CallPicker:
        def submit(text: str) -> bool:
            data = {"by": who, "do": "call", "call": text}
            if self.reroll_count is not None and self.reroll_count.count is not None:
                data["rerolled"] = self.reroll_count.count
            return self.controller.submit(data)

        self.picker = CallPicker(call_choices(self.controller.state), submit, back_key, ask)
        return self.picker

    def _respond_page(self, who: str, accept: bool) -> QWidget:
        page = RespondPage(who, self.accept if accept else None, self.challenge)
        self.accept_button, self.challenge_button = page.accept_button, page.challenge_button
        return page

    def _private_page(self, who: str, phase: str) -> QWidget:
        """Built only once ``who`` has taken the screen; draws only ``view(state, who)``."""
        c = self.controller
        self.prompt.hide()  # the cup holder took the screen: the summary line says the rest
        page = PrivatePage(who, phase, c.engine.view(c.state, who), self.fontMetrics().height(), self.reroll,
                           lambda ask: self._call_picker(who, "⌫", ask))
        if phase == "reroll":
            self.reroll_dice = page.dice
        restyle(page, base_pt(self))
        return page

    # -- acting -------------------------------------------------------------------------------------------------
    def challenge(self) -> bool:
        if self.challenge_button is not None and not self.challenge_button.isEnabled():
            # a reroll count was given: the player accepted (LD-D8); say why, drop nothing
            self.controller.show_error(self.challenge_button.toolTip())
            return False
        c = self.controller
        if not self.physical and c.setup.undo_guard and not self._challenge_armed:
            # digital: the challenge shows everyone the dice and settles at once, past undo (the
            # guard): one slip of a key must not cost a chip, so it takes a second C (Esc: no)
            self._arm_challenge(True)
            return True
        self._challenge_armed = False
        return c.submit({"by": c.to_act(), "do": "challenge"})

    def _arm_challenge(self, on: bool) -> None:
        tr = QCoreApplication.translate
        self._challenge_armed = on
        if not self.physical:
            self._cancel_challenge.setEnabled(on)
        b = self.challenge_button
        if b is not None:
            # no wider than "C  Challenge!": the panel's columns must not shift (the banner says the rest)
            b.setText(tr("LiarDicePanel", "Press C again") if on else tr("LiarDicePanel", "C  Challenge!"))
        if on:
            self.controller.notify(tr("LiarDicePanel", "{name}: challenge {call}? It cannot be undone: C again "
                                                       "lifts the cup, Esc takes it back.").format(
                name=self.controller.to_act(), call=self.controller.public_view().get("call_name") or ""))
        else:
            self.controller.dismiss_message()

    def accept(self) -> bool:
        return self.controller.submit({"by": self.controller.to_act(), "do": "accept"})

    def reroll(self) -> bool:
        if self.reroll_dice is None:
            return False
        return self.controller.submit({"by": self.controller.to_act(), "do": "reroll",
                                       "dice": self.reroll_dice.selected_positions()})

    # -- keys ---------------------------------------------------------------------------------------------------
    def on_key(self, name: str) -> bool:
        """One key, given to the part of the panel on screen (see the module docstring)."""
        if self.page is None or not self.isVisible():
            return False
        if self.private is not None and self.private.covered:
            return False  # nothing private answers keys before its player took the screen
        if self.faces is not None:
            return self.faces.key(name)
        if self.reroll_count is not None and self.reroll_count.key(name):
            return True
        if self.reroll_dice is not None:
            if len(name) == 1 and name in "12345":
                self.reroll_dice.dice[int(name) - 1].toggle()
                return True
            return name == "enter" and self.reroll()
        if name == "c" and self.challenge_button is not None:
            return self.challenge()
        if self._challenge_armed and name != "c":  # Esc, or any other key: not challenging after all
            self._arm_challenge(False)
            if name == "esc":
                return True
        if name == "a" and self.accept_button is not None:
            return self.accept()
        if self.picker is not None:
            return self.picker.key("back" if name == "esc" else name)
        return False

    # -- the end of the game (shown by the table view) ----------------------------------------------------------
    def end_widget(self) -> QWidget | None:
        c = self.controller
        if c.run is None or not c.game_over or not c.public_view().get("winner"):
            return None
        won = sum(t.amount for p in c.run.played for t in p.transfers if t.reason == "LD-C5")  # LD-C5: read
        self.end_view = EndView(c.public_view(), won, self.ordinary)
        restyle(self.end_view, base_pt(self))
        return self.end_view
