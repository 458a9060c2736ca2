"""The Liar Dice panel (shared/rules/liar-dice.md), on the panel kit: the public board on the left,
the page of the moment on the right. It reads only the public view (its ``detail``: the calls of
the round, the last showdown, the table of calls), the cup holder's private view and the choices.

Physical mode: the call picker (with the optional reroll count, LD §6), Challenge, then the face
entry. Digital mode (hot seat): the cup holder's dice behind the kit's cover (the controller says
when); the player to act chooses Accept or Challenge on the public screen; the receiver picks the
dice to reroll by clicking them. Every key goes through :meth:`LiarDicePanel.on_key`, which hands
it to the part on screen, so one key never means two things at once.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QMessageBox, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from tableapp.core.i18n import tr as game_tr
from tableapp.core.views import Choice, PublicView
from tableapp.ui import style
from tableapp.ui.panels.kit import KitPanel, key_text, restyle, sized
from tableapp.ui.panels.kit.sight import outer_scroll
from tableapp.ui.widgets.one_line import KeepWordsLabel
from tableapp.ui.widgets.seats import OvalTable
from tableapp.ui.widgets.table_menu import refocus

from .board import CallBoard, EndView
from .call_picker import CallPicker
from .face_entry import FaceEntry
from .hot_seat import PrivatePage, RespondPage, challenge_button
from .reroll_count import RerollCount
from .showdown_sight import ShowdownInSight

# every letter, not only the game's (a k q j t n c r): a key pressed by mistake says why it does nothing
KEYS = {**{str(d): str(d) for d in range(10)}, **{k: k for k in "abcdefghijklmnopqrstuvwxyz"},
        "Return": "enter", "Enter": "enter", "Backspace": "back"}
VOID_KEY = "Ctrl+Shift+V"


def tr(text: str) -> str:
    return QCoreApplication.translate("LiarDicePanel", text)


class LiarDicePanel(KitPanel):
    def __init__(self, controller, parent=None):
        super().__init__(controller, parent)
        self.physical = controller.mode != "digital"
        self.ordinary = False
        self._parts(None)
        self.reroll_count: RerollCount | None = None  # physical: the count said aloud
        self._challenge_armed = False  # digital: C pressed once; the second C lifts the cup for good
        self._choices: dict[str, Choice] = {}
        self._calls: list[Choice] = []
        self._view: PublicView | None = None
        self._hooked = None
        self.end_view: EndView | None = None
        self.sight = ShowdownInSight(self)  # larger text: the window scrolls to the step's controls
        self._least = 0  # the panel's own least height at this text size (rescaled)
        self._taken: tuple[float, int] | None = None  # (text size, height): the room taken at 100 % (make_room)
        self._window_area: QWidget | None = None  # the window's page's scroll area, watched (make_room)

        outer = QHBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(10)
        self.board = CallBoard()
        outer.addWidget(self.board, 1)
        right = QVBoxLayout()
        right.setSpacing(6)
        # the prompt (what the player to act does now), then its own row for the reroll count: a
        # row beside the prompt was squeezed until its label and buttons were cut
        # (its wrapped height is its least: the page below gives way, never the prompt's last line)
        self.prompt = sized(KeepWordsLabel(), 1.3, "font-weight: bold;")
        self.prompt.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        right.addWidget(self.prompt)
        self.top = QHBoxLayout()  # the reroll count, when one may be given (physical, not the opening call)
        right.addLayout(self.top)
        self.pages.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)  # see KitPanel
        right.addWidget(self.pages, 1)
        outer.addLayout(right, 2)
        sized(self.table_menu, 0.95, "padding: 3px 8px;")
        self.board.corner.addWidget(self.table_menu, 0, Qt.AlignmentFlag.AlignTop)
        # LD-E8, physical only: out of the way, in the Table menu
        self.void_action = self.table_menu.add(tr("Void this round (dice exposed)…"), VOID_KEY, self.void)
        self.void_action.setVisible(self.physical)

        keys = dict(KEYS)
        if self.physical:  # in hot-seat mode Esc hides the private screen (widgets/cover.py)
            keys["Escape"] = "esc"
        self.shortcuts = []
        for seq, name in keys.items():
            sc = QShortcut(QKeySequence(seq), self)
            sc.activated.connect(lambda n=name: self.on_key(n) or self._refused(n))
            self.shortcuts.append(sc)
        if not self.physical:  # Esc takes back a first C; on only then (no private screen is up to hide)
            self._cancel_challenge = QShortcut(QKeySequence("Escape"), self)
            self._cancel_challenge.setEnabled(False)
            self._cancel_challenge.activated.connect(lambda: self.on_key("esc"))

    def _parts(self, page) -> None:
        """Forget the parts of the page shown before (each page sets its own)."""
        self.picker: CallPicker | None = None
        self.faces: FaceEntry | None = None
        self.reroll_dice = None  # digital: the receiver's DiceRow, selectable
        self.challenge_button: QPushButton | None = None
        self.accept_button: QPushButton | None = None
        self._challenge_tip = ""
        self._page_key = page

    @property
    def private(self):
        """The cover holding the cup holder's screen, while one is on screen (digital)."""
        return self.pages.cover

    def rescaled(self, base: float) -> None:
        line = self.fontMetrics().height()
        self._least = round(line * 13)  # the call picker's room; the oval table gives way
        taken = self._taken  # (the room taken at this text size survives a restyle)
        self.setMinimumHeight(max(self._least, taken[1]) if taken and taken[0] == base else self._least)
        # larger text: the board (its call shrinks to fit) leaves the step its room, and the prompt,
        # which the big line above mostly repeats, is no larger than the rest of the text
        larger = self.larger_text()
        # never narrower than its Challenge (measured now: a board that widened when the button first
        # came would shift the columns, and the seats above, in the middle of a turn)
        font = QFont(self.font())
        font.setPointSizeF(max(7, round(base * 1.45)))
        font.setBold(True)
        text = key_text(game_tr("liar_dice", "Challenge"), "c")  # the engine's label of the choice
        challenge = round(QFontMetricsF(font).horizontalAdvance(text)) + 2 * 18 + 12 + 2 * 14 + 4
        self.board.setMinimumWidth(max(challenge, round(line * (9 if larger else 13))))
        self.board.stack_head(larger)
        self.board.size_caption(larger, base)
        sized(self.prompt, 1.0 if larger else 1.3, "font-weight: bold;")
        restyle(self.prompt, base)

    def larger_text(self) -> bool:
        return style.larger_text(self.base)

    def may_scroll(self) -> bool:
        """Any text larger than 100 %: the window may scroll the title and the seats away for the page
        of the moment (at 115 % eight seats and three rows of hands do not fit the window: the page,
        held to the window's height as at 100 %, cut the hands and Call)."""
        return self.base > style.BASE_PT + 0.5

    def _slack(self) -> int:
        # larger text: the window scrolls the title and the seats away (self.sight), so the page of
        # the moment may take up to the window's whole height, never more (its controls stay in sight)
        area = outer_scroll(self) if self.may_scroll() else None
        if area is None:  # 100 %: less the room the oval keeps for the big line's second line
            w = self.parentWidget()
            while w is not None and not isinstance(getattr(w, "table", None), OvalTable):
                w = w.parentWidget()
            oval = w.table if w is not None else None  # (the table view's, as the kit finds it)
            return super()._slack() - (oval.room_above() if oval is not None and oval.isVisible() else 0)
        # ...unless the page needs more: a picker of four rows of ranks at 200 % was squeezed into the
        # window's height, its buttons drawn over each other; the window scrolls a little instead (the
        # prompt above gives way first, self.sight keeps the step's controls in sight)
        return max(area.viewport().height() - self.height(), self.pages.minimumSizeHint().height() - self.pages.height())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.sight.now()

    def eventFilter(self, obj, event) -> bool:
        if obj is self._window_area and event.type() == QEvent.Type.Resize and not self.may_scroll():
            self._room_later()
        return super().eventFilter(obj, event)

    def make_room(self) -> None:
        least = self.minimumHeight()
        if self.may_scroll() or not self.isVisible():
            super().make_room()
        else:
            # at 100 % every room the oval can give is taken at once, whatever the page: a later, taller
            # page (a second row of calls, the cup holder's dice) then never shrinks the oval and moves
            # the seats in the middle of the game (issue 11)
            # (and given back when the big line above takes more than the oval keeps for it: never cut)
            self._room_due = False
            area = outer_scroll(self)
            if area is not None and area is not self._window_area:  # resized when a banner above comes or goes
                self._window_area = area
                area.installEventFilter(self)
            # (measured on the window as laid out: the oval's height and the big line's change together)
            host = self.parentWidget() or self  # (the panel is never shorter than its minimum: its host may be)
            target = max(self._least, host.height() + self._slack())
            if target != self.minimumHeight():
                self.setMinimumHeight(target)
                # every level up to the window's page asks its least size again (a splitter keeps a
                # smaller one from reaching the page: given back, it would still scroll), laid out at
                # once: the seats placed once, where they stay
                w = self.parentWidget()
                while w is not None and w is not area:
                    w.updateGeometry()
                    w = w.parentWidget()
                self.sight.settle()
            self._taken = (self.base, target)
        if least != self.minimumHeight() and self.may_scroll():
            self.sight.settle()  # the window's page grows at once: the seats above are never squeezed
        self.sight.later()  # a new page (a cover taken, the picker's next step): its controls in sight

    # -- the page of the moment ---------------------------------------------------------------------------
    def update_view(self, view: PublicView, choices: list[Choice]) -> None:
        self._view = view
        d = view.detail
        self.ordinary = bool(d.get("ordinary_dice"))
        self._calls = [ch for ch in choices if ch.group == "call"]
        self._choices = {ch.action.do: ch for ch in choices if ch.group != "call"}
        self.void_action.setEnabled(self.physical)  # when the rules refuse a void now, void() says why
        name, key, build, update, keep = self._page(view)
        moment = (name, view.to_act, view.phase, view.stake, view.round)
        if moment != self._page_key:  # a new moment: the parts of the last one go
            if self._challenge_armed:
                self._arm_challenge(False)
            self._parts(moment)
            self.board.set_extra(None)
            self.board.set_action(None)
            if self.physical:
                self._set_reroll_count(name == "picker" and view.phase in ("respond", "call"))
            self.show_page(name, key, build, update, keep)
        if name == "picker":  # the prompt follows the phase and the player to act, page kept or not
            self._picker_prompt(view.to_act, view.phase)
        elif name == "private":  # shown over the cover until the player takes the screen: this step's
            self.prompt.setText(self._private_prompt(view.to_act, view.phase))
        cover = self.pages.cover
        if cover is not None and cover is not self._hooked:  # the prompt gives the cup holder the room
            self._hooked = cover
            cover.revealed.connect(lambda shown: self.prompt.setVisible(not shown))
        if cover is not None and self.prompt.isVisibleTo(self) != cover.covered:
            self.prompt.setVisible(cover.covered)
        self._show_board()
        self.sight.later()

    def _page(self, view: PublicView):
        """(name, key, build, update, keep) of the page of the moment. Pages that come back turn
        after turn (the answer to a call, the picker, the cup holder's dice) are kept and re-labelled
        (``update``) rather than built again."""
        who, phase, call = view.to_act, view.phase, view.stake or ""
        ch = self._choices
        if view.over or not (ch or self._calls):
            text = tr("The app rolls the dice…") if not view.over and not self.physical else ""
            return "none", (text,), lambda _p: self._plain(text), None, False
        if "show" in ch:
            return "faces", (view.round, call), lambda _p: self._faces_page(ch["show"]), None, False
        if not self.physical and phase in ("open", "reroll", "call"):
            return ("private", (who, view.round), lambda mine: self._private_page(who, phase, mine),
                    lambda page, mine: self._private_page(who, phase, mine, page), False)
        if self._calls:
            return ("picker", (), lambda _p: self._picker_page(who, phase),
                    lambda page, _p: self._picker_page(who, phase, page), True)
        # respond: digital (accept and see the dice, or challenge), or physical after Five Aces (LD-D9)
        return ("respond", (), lambda _p: self._respond_page(who, call),
                lambda page, _p: self._respond_page(who, call, page), True)

    def _plain(self, text: str) -> QWidget:
        self.prompt.setText(text)
        self.prompt.show()
        return QWidget()

    def _faces_page(self, show: Choice) -> QWidget:
        self.prompt.hide()  # the face entry says what to do
        self.faces = FaceEntry(self.controller, show, self._view.detail)
        restyle(self.faces.display, self.base)
        self.board.set_extra(self.faces.display)
        return self.faces

    def _picker_page(self, who: str, phase: str, page: CallPicker | None = None) -> QWidget:
        # the picker's own line says the step ("Choose a hand"); the prompt says the rest
        picker = self._call_picker("Esc", tr("Choose a hand (keys 1–8):"), page)
        if phase == "respond":
            self.challenge_button = challenge_button(self._choices["challenge"], self.challenge)
            self._challenge_tip = self.challenge_button.toolTip()
            restyle(self.challenge_button, self.base)
            self.board.set_action(self.challenge_button)  # right under the call it challenges

        self._picker_prompt(who, phase)
        return picker

    def _picker_prompt(self, who: str, phase: str) -> None:
        """The prompt of the physical picker: the phase and the player to act (never the last one's)."""
        if phase == "open":
            text = tr("{name}: roll under the cup, look, and call").format(name=who)
        elif phase == "respond" and not (self.reroll_count is not None and self.reroll_count.count is not None):
            # larger text: without "(choose a hand, 1–8)", which the picker's keys say; four lines of it at
            # 200 % took the room the picker needed, and the board's Table menu went above the window
            text = (tr("{name}: call higher, or challenge (C)") if self.larger_text() else
                    tr("{name}: call higher (choose a hand, 1–8), or challenge (C)")).format(name=who)
        else:  # "call" (the cup was taken with Accept), or a reroll count said aloud: no more challenge
            text = (tr("{name} took the cup: call higher") if self.larger_text() else
                    tr("{name} took the cup: call higher (choose a hand, 1–8)")).format(name=who)
        self.prompt.setText(text)
        self.prompt.show()
        if self.challenge_button is not None and self.physical:
            self._update_challenge()

    def _respond_page(self, who: str, call: str, page: RespondPage | None = None) -> QWidget:
        self.prompt.show()
        accept = self._choices.get("accept")
        if accept is None:  # LD-D9: nothing is higher
            self.prompt.setText(tr("{name}: nothing is higher than {call}. Challenge!").format(name=who, call=call))
        else:
            self.prompt.setText(tr("{name}: accept {call} and see the dice, or challenge").format(name=who, call=call))
        if page is None:
            page = RespondPage(self.accept, self.challenge)
        page.set(accept, self._choices["challenge"])
        restyle(page, self.base)
        self.accept_button, self.challenge_button = page.accept_shown, page.challenge_button
        return page

    def _private_page(self, who: str, phase: str, mine, page: PrivatePage | None = None) -> QWidget:
        """Built by the kit only once ``who`` has taken the screen (and kept while they hold it):
        draws only their private view."""
        self.prompt.setText(self._private_prompt(who, phase))
        self.prompt.hide()  # the cup holder took the screen: the summary line says the rest
        if page is None:
            page = PrivatePage(who, self.fontMetrics().height(), self.reroll,
                               lambda ask: self._call_picker("⌫", ask))
        had = page.picker
        page.set_phase(phase, mine)
        if had is not None and phase != "reroll":
            had.set_calls(self._calls, self._view.detail.get("calls") or [])
        restyle(page, self.base)
        self.reroll_dice = page.dice if phase == "reroll" else None
        self.picker = page.picker if phase != "reroll" else None
        return page

    def _private_prompt(self, who: str, phase: str) -> str:
        texts = {
            "open": tr("{name} looks at the dice and calls"),
            "reroll": tr("{name} took the cup and chooses dice to reroll"),
            "call": tr("{name} calls higher than {call}"),
        }
        return texts[phase].format(name=who, call=self._view.stake or "")

    def _call_picker(self, back_key: str, ask: str = "", picker: CallPicker | None = None) -> CallPicker:
        def submit(choice: Choice) -> bool:
            action = choice.action
            if self.reroll_count is not None and self.reroll_count.count is not None:
                action = action.model_copy(update={"rerolled": self.reroll_count.count})
            return self.controller.submit(action)

        table = self._view.detail.get("calls") or []
        if picker is None:
            picker = CallPicker(self._calls, table, submit, back_key, ask)
            # larger text: Call, enabled once a call is complete, scrolled into sight with the step
            picker.stepped.connect(self.sight.later)
        else:
            picker.set_calls(self._calls, table, ask)
        self.picker = picker
        return picker

    # -- the board and the reroll count ---------------------------------------------------------------------
    def _show_board(self) -> None:
        view = self._view
        declared = None
        if self.reroll_count is not None and self.reroll_count.count is not None:
            declared = (view.to_act, self.reroll_count.count)
        self.board.show_view(view.detail, declared, self.ordinary)

    def _count_changed(self, _count=None) -> None:
        """A reroll count said aloud means the player accepted (LD-R4): accepting is final (LD-D8),
        so Challenge is off until the count is cleared with "–"."""
        self._show_board()
        if self.physical and self._view is not None and self.pages.current_name == "picker":
            self._picker_prompt(self._view.to_act, self._view.phase)

    def _update_challenge(self) -> None:
        b = self.challenge_button
        if b is None or self.reroll_count is None or not self.physical:
            return
        accepted = self.reroll_count.count is not None
        b.setEnabled(not accepted)
        b.setToolTip(tr("Accepting is final (LD-D8): clear the reroll count (–) to challenge instead.")
                     if accepted else self._challenge_tip)

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
            # at the panel's text size from the start (made after the panel's restyle, its buttons had
            # stayed at 100 % at larger text, squeezed to 35×30 with their digits cut)
            restyle(self.reroll_count, self.base)
            self.reroll_count.changed.connect(self._count_changed)
            self.top.addWidget(self.reroll_count)
            self.top.addStretch(1)
        else:
            while self.top.count():  # the stretch after the count
                self.top.takeAt(0)

    # -- acting -----------------------------------------------------------------------------------------------
    def challenge(self) -> bool:
        if self.challenge_button is not None and not self.challenge_button.isEnabled():
            # a reroll count was given: the player accepted (LD-D8); say why, drop nothing
            self.controller.show_error(self.challenge_button.toolTip())
            return True  # (the key was answered: no second message over this one)
        c = self.controller
        if not self.physical and c.setup.undo_guard and not self._challenge_armed:
            # digital: the challenge shows everyone the dice and settles at once, past undo (the
            # guard): one slip of a key must not cost a chip, so it takes a second C (Esc: no)
            self._arm_challenge(True)
            return True
        self._challenge_armed = False
        return c.submit(self._choices["challenge"].action)

    def _arm_challenge(self, on: bool) -> None:
        self._challenge_armed = on
        if not self.physical:
            self._cancel_challenge.setEnabled(on)
        b = self.challenge_button
        if b is not None:
            # no wider than "C   Challenge": the panel's columns must not shift (the banner says the rest)
            b.setText(tr("Press C again") if on else key_text(b.choice.label, b.key))
        if on:
            self.controller.notify(tr("{name}: challenge {call}? It cannot be undone: C again lifts the cup, "
                                      "Esc takes it back.").format(name=self._view.to_act, call=self._view.stake or ""))
        else:
            self.controller.dismiss_message()

    def accept(self) -> bool:
        return self.controller.submit(self._choices["accept"].action)

    def reroll(self) -> bool:
        if self.reroll_dice is None:
            return False
        template = self._choices["reroll"].action
        return self.controller.submit(template.model_copy(update={"dice": self.reroll_dice.selected_positions()}))

    def void(self) -> None:
        """LD-E8: the dice were exposed or knocked; asked first, no chips move."""
        choice = self._choices.get("void")
        if choice is None:  # the key is never silent: the engine's reason, or ours
            c = self.controller
            why = c.refusal(c.parse_action({"do": "void"})) if not c.game_over else None
            c.show_error(why or tr("No round can be voided at this moment."))
            return
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(tr("Void this round?"))
        box.setText(tr("The dice were exposed or knocked: void this round? No chips move."))
        box.setInformativeText(self.controller.describe(choice.action))
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        answer = box.exec()
        refocus(self)
        if answer == QMessageBox.StandardButton.Yes:
            self.controller.submit(choice.action)

    # -- keys ---------------------------------------------------------------------------------------------------
    def on_key(self, name: str) -> bool:
        """One key, given to the part of the panel on screen (see the module docstring)."""
        if self.pages.current_name in (None, "none") or not self.isVisible():
            return False
        if self.pages.covered:
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
            key = "back" if name == "esc" else name
            if self.picker.key(key):
                return True
            why = self.picker.refusal(key)
            if why:  # a refused key says why, in the message line
                self.controller.show_error(why)
                return True
        return False

    def _refused(self, name: str) -> None:
        """A key that did nothing says why, in the message line (the keyboard never goes silent)."""
        if self.pages.current_name in (None, "none") or not self.isVisible() or self._view is None or self._view.over:
            return
        if self.pages.covered:
            text = self.covered_words()
        elif self.reroll_dice is not None:
            text = tr("Choose the dice to reroll (keys 1–5, or click them), then Enter.")
        elif name == "a":
            text = tr("There is no call to accept now.")
        elif name == "c":
            text = tr("There is no call to challenge now.")
        elif name in ("enter", "back", "esc"):
            return  # (Enter, Backspace and Esc with nothing to do: no message for a key that means "nothing")
        else:
            text = self.idle_key_words(name)
        self.controller.show_error(text)

    # -- the end of the game (shown by the table view) ----------------------------------------------------------
    def end_widget(self) -> QWidget | None:
        c = self.controller
        view = c.public()
        if view is None or not view.over or not view.detail.get("winner"):
            return None
        winner = view.detail["winner"]
        won = sum(t.amount for t in c.last_transfers() if t.src.startswith("#pot") and t.dst == winner)
        self.end_view = EndView(view.detail, won, bool(view.detail.get("ordinary_dice")))
        restyle(self.end_view, self.base)
        return self.end_view
