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
from PySide6.QtWidgets import QButtonGroup, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from tableapp.games.liar_dice import call_choices
from tableapp.ui import style
from tableapp.ui.art.dice import DiceRow

from ..base import GamePanel
from .board import CallBoard, Reveal, fresh_showdown, showdown_caption
from .call_picker import CallPicker
from .common import FitLabel, base_pt, restyle, sized
from .face_entry import FaceEntry
from .table_menu import TableMenuButton

KEYS = {**{str(d): str(d) for d in range(10)}, **{k: k for k in "akqjtncr"},
        "Return": "enter", "Enter": "enter", "Backspace": "back"}


class LiarDicePanel(GamePanel):
    def __init__(self, controller, parent=None):
        super().__init__(controller, parent)
        self.physical = controller.mode != "digital"
        state = controller.state
        self.ordinary = bool(state is not None and state.rules.ordinary_dice)
        self.picker: CallPicker | None = None
        self.faces: FaceEntry | None = None
        self.reroll_dice: DiceRow | None = None  # digital: the receiver's dice, selectable
        self.private = None  # the PrivateView on screen, if any
        self.declared: int | None = None  # physical: the reroll count said aloud, not yet sent
        self.reroll_buttons: dict[int | None, QPushButton] = {}
        self._armed = False  # R pressed: the next digit is the reroll count
        self._key = None
        self._base = 0.0
        self.challenge_button: QPushButton | None = None
        self.accept_button: QPushButton | None = None

        outer = QHBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(10)
        self.board = CallBoard()
        outer.addWidget(self.board, 1)
        right = QVBoxLayout()
        right.setSpacing(6)
        top = QHBoxLayout()
        self.prompt = sized(QLabel(), 1.3, "font-weight: bold;")
        self.prompt.setWordWrap(True)
        self.prompt.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        top.addWidget(self.prompt, 1)
        self.top = top  # the reroll selector goes here, in place of the prompt
        self.reroll_row: QWidget | None = None
        self.table_menu = TableMenuButton(self)
        self.board.corner.addWidget(self.table_menu, 0, Qt.AlignmentFlag.AlignTop)
        right.addLayout(top)
        self.host = QVBoxLayout()
        right.addLayout(self.host, 1)
        outer.addLayout(right, 2)
        self.page: QWidget | None = None

        self.shortcuts = []
        keys = dict(KEYS)
        if self.physical:  # in hot-seat mode Esc hides the private screen (widgets/cover.py)
            keys["Escape"] = "esc"
        for seq, name in keys.items():
            sc = QShortcut(QKeySequence(seq), self)
            sc.activated.connect(lambda n=name: self.on_key(n))
            self.shortcuts.append(sc)

    # -- sizes ---------------------------------------------------------------------------------------------
    def changeEvent(self, event) -> None:
        if event.type() == event.Type.FontChange:  # the text scale changed (View > Larger text)
            self._restyle(force=True)
        super().changeEvent(event)

    def _restyle(self, force: bool = False) -> None:
        base = base_pt(self)
        if force or base != self._base:
            self._base = base
            restyle(self, base)
            # the picker needs about 14 lines; the oval table gives way (it has its own minimum)
            self.setMinimumHeight(round(self.fontMetrics().height() * 14))
            self.board.setMinimumWidth(round(self.fontMetrics().height() * 13))

    # -- refresh -------------------------------------------------------------------------------------------
    def refresh(self) -> None:
        c = self.controller
        state = c.state
        if state is None:
            return
        view = c.public_view()
        key = (id(state), c.read_only)
        if key != self._key:
            self._key = key
            self.declared = None
            self._armed = False
            self._build(view)
        self.board.show_view(view, self._declared_by(view), self.ordinary)
        self.table_menu.update_actions(self.physical)
        self._restyle(force=True)

    def _declared_by(self, view) -> tuple[str, int] | None:
        if self.declared is None or not self.physical or view.get("phase") not in ("respond", "call"):
            return None
        return (view.get("to_act"), self.declared)

    def _set_reroll_row(self, on: bool) -> None:
        if self.reroll_row is not None:
            self.top.removeWidget(self.reroll_row)
            self.reroll_row.hide()
            self.reroll_row.deleteLater()
            self.reroll_row = None
        self.reroll_buttons = {}
        if on:
            self.reroll_row = self._reroll_row()
            self.top.insertWidget(1, self.reroll_row, 1)
        self.prompt.setVisible(not on)

    def _set_page(self, page: QWidget | None) -> None:
        if self.page is not None:
            self.host.removeWidget(self.page)
            self.page.hide()
            self.page.deleteLater()
        self.page = page
        if page is not None:
            self.host.addWidget(page, 1)
            page.show()  # now, not at the next event loop turn: a quick key must find it on screen

    def _build(self, view) -> None:
        c = self.controller
        tr = QCoreApplication.translate
        self.picker = self.faces = self.reroll_dice = self.private = None
        self.challenge_button = self.accept_button = None
        phase, who = view.get("phase"), view.get("to_act")
        actions = c.legal_actions()
        can = {getattr(a, "do", None) for a in actions if getattr(a, "by", None) in (None, who)}
        self.board.set_extra(None)
        self.board.set_action(None)
        self._set_reroll_row(self.physical and phase in ("respond", "call") and "call" in can)
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
                self._set_page(self._call_page(who, challenge=False))
            elif phase == "respond":
                if "call" in can:
                    self._set_page(self._call_page(who, challenge=True, ask=tr(
                        "LiarDicePanel", "{name}: call higher (choose a hand, 1–8), or challenge (C)").format(
                        name=who)))
                else:
                    self.prompt.setText(tr("LiarDicePanel", "{name}: nothing is higher than {call}. "
                                                            "Challenge!").format(name=who, call=call))
                    self._set_page(self._respond_page(who, accept=False))
            else:  # "call": the cup was taken with Accept
                self._set_page(self._call_page(who, challenge=False, ask=tr(
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
            if self.physical and self.declared is not None:
                data["rerolled"] = self.declared
            return self.controller.submit(data)

        self.picker = CallPicker(call_choices(self.controller.state), submit, back_key, ask)
        return self.picker

    def _challenge_button(self, who: str, big: bool = False) -> QPushButton:
        b = QPushButton(QCoreApplication.translate("LiarDicePanel", "C  Challenge!"))
        b.setToolTip(QCoreApplication.translate("LiarDicePanel", "{name} challenges: lift the cup (key C)").format(
            name=who))
        sized(b, 1.6 if big else 1.45, f"font-weight: bold; padding: {18 if big else 10}px 18px; "
                                        f"background: #5c1a1a; border-color: {style.DANGER};")
        b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        b.clicked.connect(lambda _=False: self.challenge())
        self.challenge_button = b
        return b

    def _call_page(self, who: str, challenge: bool, ask: str = "") -> QWidget:
        picker = self._call_picker(who, "Esc", ask)
        if challenge:
            self.board.set_action(self._challenge_button(who))
        return picker

    def _reroll_row(self) -> QWidget:
        """Physical: how many dice the receiver rerolls (optional, LD §6), shown to everyone."""
        host = QWidget()
        host.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        row = QHBoxLayout(host)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(4)
        self.reroll_label = sized(QLabel(), 1.1)
        row.addWidget(self.reroll_label)
        group = QButtonGroup(host)
        group.setExclusive(True)
        for n in (None, 0, 1, 2, 3, 4, 5):
            b = QPushButton("–" if n is None else str(n))
            b.setCheckable(True)
            b.setChecked(n is None)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.setToolTip(QCoreApplication.translate("LiarDicePanel", "Not given") if n is None else
                         QCoreApplication.translate("LiarDicePanel", "{n} dice rerolled").format(n=n))
            sized(b, 1.2, "font-weight: bold; padding: 4px 10px;")
            b.clicked.connect(lambda _=False, n=n: self.set_declared(n))
            group.addButton(b)
            row.addWidget(b)
            self.reroll_buttons[n] = b
        row.addStretch(1)
        self._show_armed()
        return host

    def _show_armed(self) -> None:
        if not self.reroll_buttons:
            return
        tr = QCoreApplication.translate
        if self._armed:
            self.reroll_label.setText(tr("LiarDicePanel", "Now 0–5:"))
            self.reroll_label.setStyleSheet(self.reroll_label.styleSheet() + f" color: {style.TURN};")
        else:
            self.reroll_label.setText(tr("LiarDicePanel", "Rerolled (R):"))

    def _respond_page(self, who: str, accept: bool) -> QWidget:
        page = QWidget()
        lay = QHBoxLayout(page)
        lay.setContentsMargins(0, 8, 0, 0)
        lay.setSpacing(12)
        if accept:
            b = QPushButton(QCoreApplication.translate("LiarDicePanel", "A  Accept"))
            b.setToolTip(QCoreApplication.translate("LiarDicePanel", "{name} takes the cup and sees the dice "
                                                                     "(key A)").format(name=who))
            b.setProperty("primary", True)
            sized(b, 1.6, "font-weight: bold; padding: 18px 24px;")
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.clicked.connect(lambda _=False: self.accept())
            self.accept_button = b
            lay.addWidget(b, 1, Qt.AlignmentFlag.AlignTop)
        lay.addWidget(self._challenge_button(who, big=True), 1, Qt.AlignmentFlag.AlignTop)
        return page

    def _private_page(self, who: str, phase: str) -> QWidget:
        """Built only once ``who`` has taken the screen; draws only ``view(state, who)``."""
        c = self.controller
        tr = QCoreApplication.translate
        mine = c.engine.view(c.state, who)
        self.prompt.hide()  # the cup holder took the screen: the summary line says the rest
        page = QWidget()
        lay = QVBoxLayout(page)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(6)
        dice = mine.get("dice")
        if dice is None:  # nothing private to show (should not happen): say so, draw nothing
            lay.addWidget(QLabel(tr("LiarDicePanel", "Nothing to show.")))
            return page
        caption = sized(QLabel(), 1.2, "font-weight: bold;")
        caption.setWordWrap(True)
        cup = DiceRow(list(dice), selectable=phase == "reroll")
        if phase == "reroll":
            lay.addWidget(caption)
            lay.addWidget(cup, 1)
        else:  # no caption: the call picker needs the room, and the summary line says what happens
            cup.setFixedHeight(round(self.fontMetrics().height() * 3.3))
            lay.addWidget(cup)
        if phase == "reroll":
            caption.setText(tr("LiarDicePanel", "Your dice. Click the ones to reroll (or keys 1–5), then Enter:"))
            self.reroll_dice = cup
            go = QPushButton()
            go.setProperty("primary", True)
            sized(go, 1.45, "font-weight: bold; padding: 10px 16px;")
            go.setFocusPolicy(Qt.FocusPolicy.NoFocus)

            def label(positions):
                go.setText(tr("LiarDicePanel", "Keep all five dice   ⏎") if not positions else
                           tr("LiarDicePanel", "Reroll {n} dice   ⏎").format(n=len(positions)))

            cup.selection_changed.connect(label)
            label([])
            go.clicked.connect(lambda _=False: self.reroll())
            lay.addWidget(go)
        else:
            ask = tr("LiarDicePanel", "{name}, your dice. Call a hand (keys 1–8):").format(name=who)
            lay.addWidget(self._call_picker(who, "⌫", ask), 3)
        restyle(page, base_pt(self))
        return page

    # -- acting -------------------------------------------------------------------------------------------------
    def _who(self) -> str | None:
        return self.controller.to_act()

    def challenge(self) -> bool:
        return self.controller.submit({"by": self._who(), "do": "challenge"})

    def accept(self) -> bool:
        return self.controller.submit({"by": self._who(), "do": "accept"})

    def reroll(self) -> bool:
        if self.reroll_dice is None:
            return False
        return self.controller.submit({"by": self._who(), "do": "reroll",
                                       "dice": self.reroll_dice.selected_positions()})

    def set_declared(self, n: int | None) -> None:
        self.declared = n
        self._armed = False
        if n in self.reroll_buttons:
            self.reroll_buttons[n].setChecked(True)
        self._show_armed()
        self.board.show_view(self.controller.public_view(), self._declared_by(self.controller.public_view()),
                             self.ordinary)

    # -- keys ---------------------------------------------------------------------------------------------------
    def _private_shown(self) -> bool:
        return self.private is not None and not self.private.covered

    def on_key(self, name: str) -> bool:
        """One key, given to the part of the panel on screen (see the module docstring)."""
        if self.page is None or not self.isVisible():
            return False
        if self.private is not None and self.private.covered:
            return False  # nothing private answers keys before its player took the screen
        if self.faces is not None:
            return self.faces.key(name)
        if self.reroll_buttons:
            if name == "r":
                self._armed = True
                self._show_armed()
                return True
            if self._armed:
                self._armed = False
                self._show_armed()
                if name in "012345" and len(name) == 1:
                    self.set_declared(int(name))
                    return True
                if name == "esc":
                    return True
        if self.reroll_dice is not None:
            if name in "12345" and len(name) == 1:
                self.reroll_dice.dice[int(name) - 1].toggle()
                return True
            if name == "enter":
                return self.reroll()
            return False
        if name == "c" and self._alive(self.challenge_button):
            return self.challenge()
        if name == "a" and self._alive(self.accept_button):
            return self.accept()
        if self.picker is not None:
            return self.picker.key("back" if name == "esc" else name)
        return False

    def _alive(self, widget) -> bool:
        """A button of the page on screen (each rebuild forgets the old page's buttons)."""
        return widget is not None and widget.isEnabled()

    # -- the end of the game (shown by the table view) ----------------------------------------------------------
    def end_widget(self) -> QWidget | None:
        c = self.controller
        if c.run is None or not c.game_over:
            return None
        view = c.public_view()
        winner = view.get("winner")
        if not winner:
            return None
        tr = QCoreApplication.translate
        won = sum(t.amount for p in c.run.played for t in p.transfers if t.reason == "LD-C5")
        page = QWidget()
        lay = QVBoxLayout(page)
        lay.setContentsMargins(0, 0, 0, 0)
        banner = FitLabel(3.0, 1.6, lines=1, color=style.TURN)
        banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        banner.setText(tr("LiarDicePanel", "{name} wins the pot of {n}").format(name=winner, n=won) if won
                       else tr("LiarDicePanel", "{name} wins").format(name=winner))
        self.winner_banner = banner
        lay.addWidget(banner, 2)
        last = fresh_showdown(view)
        if last is not None:
            caption = sized(QLabel(showdown_caption(last)), 1.2, f"color: {style.MUTED}; font-weight: bold;")
            caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
            lay.addWidget(caption)
            reveal = Reveal(wide=True)
            reveal.show_showdown(last, self.ordinary)
            lay.addWidget(reveal, 3)
        restyle(page, base_pt(self))
        return page
