"""The Goblin Poker panel, on the panel kit: the whole table for this game (it draws the players
itself, ``shows_seats``). It reads only the public view (its ``detail``), a seat's private view and
the choices, and acts only through ``controller.submit``.

Top to bottom: the header (round r of 5, the pot, the fold cost; the ante, the lowest stack, hands,
pitched cards, the deck; the last deal's cards), the players with their stacks, then the page of
the moment:

- physical (B.6): the deal's key button; the first cards on the card keypad, a slot per player;
  a tie-break card; Fold (F) or Pitch (P); the dealt cards on the keypad in the announced order;
- digital (B.7): the player's hand behind the cover (the first card, or a pitch, with one click or
  key; Fold); everything the app deals is public above.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtWidgets import QApplication, QSizePolicy, QVBoxLayout, QWidget

from tableapp.core.session import standings_text
from tableapp.core.views import Choice, PublicView
from tableapp.ui import style
from tableapp.ui.panels.kit import ChoiceButtons, KitPanel, base_pt
from tableapp.ui.panels.kit.fit import FitLabel
from tableapp.ui.panels.kit.seat_in_view import SeatInView

from .common import ErrorLabel, chips_text, label, panel_style, tr
from .facts import DealPage, DrawPage, FirstCardsPage, KeypadPage
from .hand import HandPage
from .seats import SeatsArea
from .table import Header


class ChoicePage(QWidget):
    """A prompt and key buttons (the deal, fold or pitch); the engine's refusal below."""

    def __init__(self, submit, prompt: str, choices: list[Choice], parent=None):
        super().__init__(parent)
        self.submit = submit
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(6)
        self.prompt = label(prompt, gp="prompt", wrap=True)
        lay.addWidget(self.prompt)
        if style.larger_text(base_pt(self)):  # the big line above says it too: the buttons' room comes first
            self.prompt.hide()
        self.choices = ChoiceButtons(most=3, height=46)
        self.choices.set_choices(choices)
        self.choices.chosen.connect(self.choose)
        lay.addWidget(self.choices)
        self.error = ErrorLabel()
        lay.addWidget(self.error)
        lay.addStretch(1)

    @property
    def buttons(self):
        return self.choices.buttons

    def choose(self, choice: Choice) -> None:
        ok, why = self.submit(choice.action)
        if not ok and self.isVisible():
            self.error.setText(why)


class GoblinPokerPanel(KitPanel):
    shows_seats = True  # the table view hides its oval while this panel plays
    oval_at_end = False  # and at the end: the result gives the pot and every player's standing

    def __init__(self, controller, parent=None):
        super().__init__(controller, parent)
        self._view: PublicView | None = None
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 4, 0)
        lay.setSpacing(6)
        self.header = Header()
        self.header.add_tool(self.table_menu)
        lay.addWidget(self.header)
        self.seats_area = SeatsArea()
        self.seat_in_view = SeatInView(self.seats_area)  # larger text: the tile to act scrolled to
        self.seats = self.seats_area.seats
        self.notes = self.seats_area.notes
        lay.addWidget(self.seats_area, 1)  # the seats take what the header and the page leave
        self.pages.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        lay.addWidget(self.pages)
        # the header's and the page's heights: the most either needed since the width or the text
        # size changed, so the cards above do not grow and shrink from one click to the next
        self._held = (0, 0)
        self._width = 0
        self._shortest: tuple | None = None  # (the window's size, the panel's width, the least height seen)

    def style_sheet(self, base: float) -> str:
        return panel_style(base)

    def rescaled(self, base: float) -> None:
        self._held = (0, 0)
        self._shortest = None
        self.seats_area.reset()
        if self._view is not None:
            self.refresh()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if event.size().width() != self._width and self._view is not None:
            self._width = event.size().width()
            self._held = (0, 0)
            self._hold()
        self._keep_still()

    def _keep_still(self) -> None:
        """The players stay where they are from one step to the next: the window's big line above
        takes one line in some steps and two in others, so the panel is laid out in the least height
        it has had at this window size, the difference as a margin above the header (at large text
        the window scrolls instead: no margin)."""
        h = self.height()
        gap = 0
        # (base_pt, not self.base: that would keep a text size before the panel's first style)
        if not style.larger_text(base_pt(self)) and self.isVisible() and h >= self.minimumHeight():
            size = (self.window().size().toTuple(), self.width())
            if self._shortest is None or self._shortest[0] != size or h < self._shortest[1]:
                self._shortest = (size, h)
            gap = max(0, min(h - self._shortest[1], h - self.minimumHeight()))
        m = self.layout().contentsMargins()
        if m.top() != gap:
            self.layout().setContentsMargins(m.left(), gap, m.right(), m.bottom())

    # -- reading ------------------------------------------------------------------------------------------
    @property
    def body(self) -> QWidget | None:
        """The page of the moment (None while it is covered)."""
        return self.pages.page

    @property
    def buttons(self):
        return getattr(self.body, "buttons", [])

    # -- acting ---------------------------------------------------------------------------------------------
    def submit(self, action) -> tuple[bool, str]:
        ok = self.controller.submit(action)
        return ok, "" if ok else (self.controller.last_error or "")

    # -- drawing ----------------------------------------------------------------------------------------------
    def update_view(self, view: PublicView, choices: list[Choice]) -> None:
        self._view = view
        self.header.update_view(view)
        self.seats_area.update_view(view)
        self.seat_in_view.follow(self.seats_area.seats.tile(view.to_act) if view.to_act else None, view.to_act)
        name, key, build, update = self._page(view, choices)
        self.show_page(name, key, build, update)
        page = self.pages.page
        if isinstance(page, KeypadPage) and not page.property("gpHeld"):
            # the cards typed change no view, but the words for what Enter does (every player's card)
            # wrap onto more lines beside the slots: the page's room measured again, not cut
            page.setProperty("gpHeld", True)
            page.slots.changed.connect(lambda page=page: self._preview_changed(page))
        self._compact_cover()
        holder = self.pages.cover
        if holder is not None and not holder.property("gpHeld"):  # a hand shown: its room, at once
            holder.setProperty("gpHeld", True)
            holder.revealed.connect(lambda _shown: self._hold())
        self._hold()

    def _page(self, view: PublicView, choices: list[Choice]):
        c = self.controller
        d = view.detail
        phase, who = view.phase, view.to_act
        if view.over or (not choices and c.private_seat() is None):
            return "none", (phase,), lambda _p: QWidget(), None
        if c.private_seat() is not None:
            def refresh(page, mine):
                page.refresh(mine, self.controller.choices(), self._view.phase, self._view.detail.get("fold_cost"))

            def build(mine):
                page = HandPage(self.submit)
                refresh(page, mine)
                return page
            return "hand", (who, view.round, phase), build, refresh
        entry = next((ch for ch in choices if ch.entry), None)
        if phase == "reveal" and entry is not None:
            names = tuple(entry.action.cards or {})
            return "first", names, lambda _p: FirstCardsPage(c, entry), None
        if phase == "tie" and entry is not None:
            tie = d.get("tie") or {}
            drawer = tie.get("drawer")
            stack = next((tuple(p.get("stack", ())) for p in d.get("players", []) if p["name"] == drawer), ())
            def draw_page(_p):
                page = DrawPage(c, entry)
                page.update_view(view)
                return page
            return "tie", (drawer, stack, len(d.get("discards") or [])), draw_page, None
        if phase == "dealing" and entry is not None:
            def deal_page(_p):
                page = DealPage(c, entry)
                page.update_view(view, entry)
                return page
            return "dealing", (d.get("last_deal_round"),), deal_page, \
                lambda page, _p: page.update_view(self._view, entry)
        if phase == "deal":
            prompt = tr("{dealer} deals. Everyone antes {ante}; deal 6 cards face down to each player, "
                        "one at a time, from the dealer's left.").format(dealer=d.get("dealer"), ante=d.get("ante"))
        elif phase == "turns":
            prompt = tr("{name}: fold (pay {chips}) or pitch a card face down?").format(
                name=who, chips=chips_text(d.get("fold_cost") or 0))
        else:
            prompt = view.summary
        labels = tuple((ch.label, ch.key) for ch in choices)
        return "choices", (phase, who, labels), lambda _p: ChoicePage(self.submit, prompt, choices), None

    def _preview_changed(self, page: QWidget) -> None:
        QApplication.sendPostedEvents(page, QEvent.Type.LayoutRequest)  # its wrapped lines counted anew
        self._hold(typed=True)

    def _compact_cover(self) -> None:
        """"Pass the screen to X" below eight players' stacks: narrower margins and no summary line
        (the window's line above says the same), so "I am X: show" stays on screen."""
        holder = self.pages.cover
        cover = holder.currentWidget() if holder is not None and holder.covered else None
        if cover is None or cover.property("gpCompact"):
            return
        cover.setProperty("gpCompact", True)
        cover.layout().setContentsMargins(12, 6, 12, 6)
        cover.layout().setSpacing(2)
        cover.public.setMaximumHeight(0)
        cover.public.hide()
        if style.larger_text(self.base):  # and at large text a smaller title, no "only X should look"
            cover.hint.setMaximumHeight(0)
            cover.hint.hide()
            cover.TITLE = 1.5
            cover.resize(cover.size())
            cover._fit_title()

    def _hold(self, again: bool = False, typed: bool = False) -> None:
        """Give the header and the page of the moment the height they need at this width (never
        less than before: see ``__init__``), the seats the rest; the panel's minimum adds them up
        (at large text without the seats: they scroll, the step's controls stay in sight).
        ``typed``: the cards typed so far wrapped the words beside them onto more lines: the page
        gets them for this moment only (the steps after it keep the height held before)."""
        width = max(self.width() - 4, 300)
        page = self.pages.currentWidget()
        # the header's least: its fold cost shrinks to the height of the round and the pot
        need = (self.header.minimumSizeHint().height(), _height(page, width) if page is not None else 0)
        large = style.larger_text(self.base)
        # at large text the players scroll anyway: each page takes only its own height (measured
        # again once laid out: the cover fits its type to its width)
        held = need if large else (max(self._held[0], need[0]), max(self._held[1], need[1]))
        shown = held
        if typed and not large:
            held, shown = self._held, (held[0], max(self._held[1], need[1]))
        if held != self._held:
            self._held = held
        if self.header.minimumHeight() != shown[0] or self.header.maximumHeight() != shown[0]:
            self.header.setFixedHeight(shown[0])
        if self.pages.minimumHeight() != shown[1] or self.pages.maximumHeight() != shown[1]:
            self.pages.setFixedHeight(shown[1])
        least = shown[0] + shown[1] + self.seats_area.least_height() + 2 * self.layout().spacing()
        if least != self.minimumHeight():
            self.setMinimumHeight(least)
            self._keep_still()
        if large and not again:
            QTimer.singleShot(0, self, lambda: self._hold(again=True))

    # -- the end of the game (shown by the table view's end page) ------------------------------------------
    def end_widget(self) -> QWidget | None:
        view = self.controller.public()
        if view is None or not view.over:
            return None
        d = view.detail
        won = d.get("won", 0)
        if d.get("winner"):
            title = tr("{name} wins the pot: {chips}").format(name=d["winner"], chips=chips_text(won))
        elif d.get("sharers"):
            title = tr("{names} share the pot: {chips} each").format(
                names=tr(", ").join(d["sharers"]), chips=chips_text(won))
        else:
            return None
        box = QWidget()
        lay = QVBoxLayout(box)
        head = FitLabel(1.9, 1.0, lines=2)  # as large as fits: a long name never cuts it
        head.setText(title)
        head.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(head)
        lines = []
        if d.get("ended_early"):
            lines.append(tr("The table ended the game early."))
        elif d.get("sharers"):
            lines.append(tr("After round 5 the survivors split the pot."))
        if d.get("carry"):
            lines.append(tr("{chips} carried to the next game of Goblin Poker.").format(chips=chips_text(d["carry"])))
        standings = standings_text(self.controller.run.standings())
        if standings:
            lines.append(standings)
        text = label("\n".join(lines), wrap=True)
        text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(text)
        return box


def _height(widget: QWidget, width: int) -> int:
    """What ``widget`` needs at ``width``: wrapped text at its height for that width."""
    widget.ensurePolished()  # a page just built: measured in the panel's type, not the default one
    least = max(widget.minimumSizeHint().height(), 0)  # an empty page's is -1
    if widget.hasHeightForWidth():
        return max(least, widget.heightForWidth(width))
    return max(least, widget.sizeHint().height())
