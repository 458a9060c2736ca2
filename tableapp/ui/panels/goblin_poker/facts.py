"""What the table reports in physical mode (B.6), on the card keypad: each player's first card (one
slot per player, in seat order), a tie-break card for the player the app names, and the pitched
cards as they are dealt (in the announced order; the host may type ahead, Enter plays them one by
one and stops where the engine says so: a refusal, or GR12's "stop dealing"). Nothing is played
before Enter; a refusal shows the engine's words and changes nothing (already dealt cards stay)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from tableapp.core.views import Choice, PublicView
from tableapp.ui import style
from tableapp.ui.panels.kit import base_pt, bind_key, fill, key_name, key_sequence, preview

from .common import ErrorLabel, label, set_text, tr
from .keypad import CardKeypad, Slots


class KeypadPage(QWidget):
    """The frame, two rows: the slots, and beside them a prompt, the engine's words for what Enter
    will do and its refusal; the keypad, and beside it Confirm (Enter) and Correct (Backspace).
    At large text the keypad takes the whole second row, Confirm and Correct go beside the slots,
    and only a refusal is said (the big line above says what to enter): the keys stay on a
    1366x768 screen."""

    def __init__(self, controller, choice: Choice, parent=None):
        super().__init__(parent)
        self.controller = controller
        self.choice = choice
        compact = style.larger_text(base_pt(self))
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(14)
        grid.setVerticalSpacing(6)
        self.slots = Slots(1.5 if compact else 2.6, across=compact)
        self.slots.changed.connect(self.changed)
        # a long preview beside them makes the row taller: the slots stay their height, by the keypad
        grid.addWidget(self.slots, 0, 0, Qt.AlignmentFlag(0) if compact else Qt.AlignmentFlag.AlignBottom)
        self.keypad = CardKeypad()
        self.keypad.pressed.connect(self.slots.put)
        grid.addWidget(self.keypad, 1, 0, 1, 2 if compact else 1, Qt.AlignmentFlag.AlignTop)
        side = QVBoxLayout()
        side.setSpacing(2)
        self.prompt = label(gp="prompt", wrap=True)  # beside the slots: the page stays low
        side.addWidget(self.prompt)
        self.preview = label(role="muted", wrap=True)
        side.addWidget(self.preview)
        self.error = ErrorLabel()
        side.addWidget(self.error)
        side.addStretch(1)
        if compact:
            self.prompt.setMaximumHeight(0)  # kept (tests and screen readers read it), not shown
            self.prompt.hide()
            self.preview.setMaximumHeight(0)
            self.preview.hide()
            grid.addLayout(side, 2, 0, 1, 2)
        else:
            grid.addLayout(side, 0, 1)
        buttons = QHBoxLayout()
        buttons.setSpacing(6)
        self.confirm_button = QPushButton(tr("Confirm   {key}").format(key=key_name("\r")))
        self.confirm_button.setProperty("primary", True)
        self.confirm_button.clicked.connect(self.confirm)
        buttons.addWidget(self.confirm_button)
        bind_key(self.confirm_button, key_sequence("\r"))  # at once (the kit's keys)
        enter = QShortcut(QKeySequence("Enter"), self)  # and the number pad's Enter
        enter.activated.connect(self.confirm)
        self.back_button = QPushButton(tr("⌫ Correct") if compact else tr("⌫ Correct (Backspace)"))
        self.back_button.setToolTip(tr("⌫ Correct (Backspace)"))
        self.back_button.clicked.connect(self.slots.back)
        back = QShortcut(QKeySequence("Backspace"), self)  # at once, also on a page without the button
        back.activated.connect(self.slots.back)
        buttons.addWidget(self.back_button)
        if compact:
            grid.addLayout(buttons, 0, 1, Qt.AlignmentFlag.AlignVCenter)
        else:
            grid.addLayout(buttons, 1, 1, Qt.AlignmentFlag.AlignTop)
        grid.setColumnStretch(0, 1 if compact else 3)
        grid.setColumnStretch(1, 0 if compact else 2)
        grid.setRowStretch(3, 1)

    # -- what each page fills in ----------------------------------------------------------------------
    def facts(self) -> dict | None:
        raise NotImplementedError

    def missing(self) -> str:
        empty = [name for name, v in self.slots.values().items() if v is None]
        if len(empty) == 1:
            return tr("Enter the card of {name}.").format(name=empty[0])
        return tr("Enter the cards of {names}.").format(names=tr(", ").join(empty))

    # -- shared -----------------------------------------------------------------------------------------
    def action(self, facts: dict):
        return fill(self.controller, self.choice.action, facts)

    def changed(self) -> None:
        self.error.setText("")
        self.controller.dismiss_message()
        facts = self.facts()
        text = ""
        if facts is not None:
            try:
                text = preview(self.controller, self.action(facts))
            except ValueError:
                text = ""
        set_text(self.preview, text)

    def confirm(self) -> bool:
        if not self.isVisible():
            return False
        facts = self.facts()
        if facts is None:
            self.error.setText(self.missing())
            return False
        if self.controller.submit(self.action(facts)):
            return True
        self.error.setText(self.controller.last_error or "")
        return False


class FirstCardsPage(KeypadPage):
    """GR1: after everyone turned their first card up, each player's value, in seat order."""

    def __init__(self, controller, choice: Choice, parent=None):
        super().__init__(controller, choice, parent)
        self.prompt.setText(tr("Each player's first card:"))
        self.slots.set_names(list(choice.action.cards or {}))
        self.changed()

    def facts(self):
        values = self.slots.values()
        return None if any(v is None for v in values.values()) else {"cards": values}

    def changed(self) -> None:
        super().changed()
        # every card typed: the engine's words ("The first cards are turned up: …", every player's
        # card) say what the prompt said, and eight long names need its line
        if self.preview.maximumHeight() > 0:  # (not at large text: the prompt is folded away there)
            self.prompt.setVisible(not self.preview.text())


class DrawPage(KeypadPage):
    """GR4: the tie-break card drawn for the player the app names (again after a pair, D14)."""

    def __init__(self, controller, choice: Choice, parent=None):
        super().__init__(controller, choice, parent)
        self.back_button.hide()  # one card: a key replaces it

    def update_view(self, view: PublicView) -> None:
        tie = view.detail.get("tie") or {}
        drawer = tie.get("drawer", "")
        set_text(self.prompt, tr("Tie-break card drawn for {name}:").format(name=drawer))
        self.slots.set_names([drawer])
        self.slots.clear()
        self.error.setText("")
        self.changed()

    def facts(self):
        value = next(iter(self.slots.values().values()), None)
        return None if value is None else {"card": value}


class DealPage(KeypadPage):
    """GR10: the pitched cards, dealt face up in the announced order: the cards dealt so far stay
    in their slots; the host enters the next ones (ahead, if they like) and Enter plays them."""

    def __init__(self, controller, choice: Choice, parent=None):
        super().__init__(controller, choice, parent)

    def update_view(self, view: PublicView, choice: Choice) -> None:
        self.choice = choice
        d = view.detail
        done = d.get("last_deal") or []
        order = [c["name"] for c in done] + list(d.get("deal_order") or [])
        typed = {n: v for n, v in self.slots.values().items() if v is not None}
        self.slots.set_names(order)
        for c in done:
            self.slots.slot(c["name"]).show_value(c["card"], fixed=True, note=tr("a pair: out") if c["paired"] else "")
        for name in d.get("deal_order") or []:
            self.slots.slot(name).show_value(typed.get(name))
        self.slots.current = self.slots._next_empty(0)
        self.slots._mark()
        set_text(self.prompt, tr("Each card dealt, in this order:"))
        self.changed()

    def facts(self):
        values = self.slots.values()
        first = next(iter(values.values()), None)
        return None if first is None else {"card": first}

    def missing(self) -> str:
        name = self.slots.current_name() or ""
        return tr("Enter the card of {name}.").format(name=name)

    def confirm(self) -> bool:
        """Every card typed, in order: one action each, stopping at a refusal or the game's end."""
        if not self.isVisible():
            return False
        typed = [(n, v) for n, v in self.slots.values().items()]
        if not typed or typed[0][1] is None:
            self.error.setText(self.missing())
            return False
        played = False
        for name, value in typed:
            if value is None:
                break
            view = self.controller.public()
            if view is None or view.phase != "dealing" or (view.detail.get("deal_order") or [None])[0] != name:
                break  # GR12: stop dealing (the page is gone), or the order changed
            if not self.controller.submit(self.action({"card": value})):
                if self.isVisible():
                    self.error.setText(self.controller.last_error or "")
                return played
            played = True
        return played
