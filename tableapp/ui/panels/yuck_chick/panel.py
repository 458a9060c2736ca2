"""The Yuck, Chick, Knock, Down panel, on the panel kit. It draws the players itself
(``shows_seats``): their field cards are what the game is about.

Top to bottom: a tile per player (name, chips, the face-up field then the hand face down, status);
the page of the moment, and beside it "Knocks k of m", the pot, the deck and "Table ▾". The page:

- a turn: Yuck, Chick, Knock as key buttons with the engine's costs; Down by the key under a face-up
  card on the tiles (or a click on it). Digital: behind "Pass the screen to X", with X's hand;
- physical facts (§6): the dealt field cards in seat order, a Yuck's card, a revealer's hand, each
  on a keypad, the slots drawn as cards;
- the table's buttons: H7's start player, a digital showdown's next reveal (public: no cover).

It reads only the public view (its ``detail``), the seat's private view and the choices, and acts
only through ``controller.submit``; a refusal shows the engine's message on the page.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, Qt, QTimer
from PySide6.QtWidgets import (QAbstractScrollArea, QApplication, QFrame, QHBoxLayout, QScrollArea, QSizePolicy,
                               QStackedWidget, QVBoxLayout, QWidget)

from tableapp.core.views import Choice, PublicView
from tableapp.ui import style
from tableapp.ui.panels.kit import KitPanel, with_keys
from tableapp.ui.panels.kit.panel import NEWS
from tableapp.ui.panels.kit.seat_in_view import SeatInView
from tableapp.ui.panels.kit.sight import InSight, outer_scroll

from .common import panel_style, tr
from .entries import deal_entry, flip_entry, hand_entry
from .pages import NewsFit, TablePage, TurnPage
from .table import Header, Seats

TURN, DEAL, STARTER, FLIP, REVEAL = "turn", "deal", "starter", "flip", "reveal"  # the engine's phase ids
PLAY = ("turn", NEWS, "flip")  # the pages of a round's play: one height for all of them (``_fit``)


class YuckChickPanel(KitPanel):
    shows_seats = True  # the table view hides its oval while this panel plays

    def __init__(self, controller, parent=None):
        super().__init__(controller, parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(6)
        self.seats = Seats()
        self.seats.card_clicked.connect(self.card_clicked)
        # the tiles take the room the page below leaves, their cards grown into it; at large text, when
        # even the least cards do not fit, they scroll there: the step's buttons below stay in sight
        self.seats_area = QScrollArea()
        self.seats_area.setWidgetResizable(True)
        self.seats_area.setFrameShape(QFrame.Shape.NoFrame)
        self.seats_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # scrolled for the turn; Tab is for the controls
        self.seats_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.seats_area.setWidget(self.seats)
        self.seats_area.setProperty("yc", "clear")
        self.seats.setProperty("yc", "clear")
        lay.addWidget(self.seats_area, 1)
        self.seat_in_view = SeatInView(self.seats_area)  # larger text: the tile to act scrolled to
        self.below = QWidget()
        below = QHBoxLayout(self.below)
        below.setContentsMargins(0, 0, 0, 0)
        below.setSpacing(12)
        self.pages.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        below.addWidget(self.pages, 1)
        self.header = Header()
        self.header.tools.addWidget(self.table_menu)
        below.addWidget(self.header)
        lay.addWidget(self.below, 0)
        self.below.installEventFilter(self)  # its page's buttons placed anew: the room shared again
        self._downs: dict[tuple[str, int], Choice] = {}
        self._hooked = None  # the cover whose reveal and hide redraw the Down keys on the tiles
        self._room: tuple = ()  # what the heights below were measured for (``_fit``)
        self._needs: dict[str, int] = {}  # the tallest height each group of pages needed, in that room
        self._least: dict[bool, int] = {}  # the tiles' least height, with cards and without, in that room
        self._outer: QAbstractScrollArea | None = None  # the window's scroll area (``_outer_area``)
        # larger text: the whole panel in sight (the step's buttons, the cover's, the Table menu), the
        # title above it scrolled away as far as needed; a panel taller than the window, its controls
        # (not those on the tiles, which scroll on their own: at 200 % a turn's first key was scrolled away)
        self.sight = InSight(self, skip=self.seats_area, whole=True)

    def style_sheet(self, base: float) -> str:
        return panel_style(base)

    def rescaled(self, base: float) -> None:
        self.seats.rescaled(base)
        if self.controller.public() is not None:
            self.refresh()

    # -- reading (the tests read these too) -----------------------------------------------------------
    @property
    def page(self) -> QWidget | None:
        """The page of the moment (None while it is covered)."""
        return self.pages.page

    @property
    def buttons(self) -> list:
        return list(getattr(self.page, "buttons", []))

    # -- acting --------------------------------------------------------------------------------------
    def submit(self, action) -> tuple[bool, str]:
        ok = self.controller.submit(action)
        return ok, "" if ok else (self.controller.last_error or "")

    def card_clicked(self, owner: str, position: int) -> None:
        """A face-up card on a tile: a Down on it, while the turn's page is on screen (never while covered)."""
        choice = self._downs.get((owner, position))
        page = self.page
        if choice is not None and isinstance(page, TurnPage):
            page.choose(choice.action)

    # -- drawing -------------------------------------------------------------------------------------
    def update_view(self, view: PublicView, choices: list[Choice]) -> None:
        self.header.update_view(view)
        keys = with_keys(choices)
        name, key, build, update = self._page(view, choices, keys)
        self.show_page(name, key, build, update, keep=name == "turn")  # the turns come back often
        tile = next((t for t, s in zip(self.seats.tiles, view.seats) if s.name == view.to_act), None)  # (seat order)
        self.seat_in_view.follow(tile, view.to_act)
        d = view.detail
        entries = {p["name"]: p for p in d.get("players", [])}
        self._downs = {}
        targets = None
        if view.phase == TURN and isinstance(self.page, TurnPage):  # the keys only where they work
            targets = {}
            for ch, k in zip(choices, keys):
                a = ch.action
                if a.do != "down":
                    continue
                field = entries.get(a.owner, {}).get("field", [])
                if a.card in field:
                    pos = field.index(a.card)
                    self._downs[(a.owner, pos)] = ch
                    targets.setdefault(a.owner, {})[pos] = k or ""
        self.seats.update_view(view, entries, targets)
        self._compact_cover()
        cover = self.pages.cover
        if cover is not None and cover is not self._hooked:
            self._hooked = cover
            cover.revealed.connect(lambda _shown: self.refresh())
        self._fit()

    def _news_page(self, private):
        """The kit's news page, its Done button's label fitted to this panel's column (``NewsFit``)."""
        page = super()._news_page(private)
        if page is not None:
            NewsFit(page)
        return page

    def _page(self, view: PublicView, choices: list[Choice], keys: list[str | None]):
        c = self.controller
        d = view.detail
        phase, who = view.phase, view.to_act
        physical = view.mode == "physical"
        if view.over or not choices:
            return "none", (phase,), lambda _p: QWidget(), None
        if phase == TURN:
            def build(private):
                page = TurnPage(who, self.submit, c.parse_action, self._hide)
                page.update_page(who, choices, keys, private)
                return page
            # one page for every turn, relabelled in place (digital: the cover's, for each seat in turn)
            return "turn", (c.read_only,), build, \
                lambda page, private: page.update_page(c.to_act(), c.choices(), with_keys(c.choices()), private)
        entry = next((ch for ch in choices if ch.entry), None)
        if physical and entry is not None:
            if phase == DEAL:
                names = [s.name for s in view.seats if s.playing]
                across = self.seats.shrink < 0.97  # larger text: the slots beside the keypad, the page low
                # the page built again for another text size keeps the cards already entered
                old = self.pages.page if self.pages.current_name == "deal" else None
                kept = list(old.values) if getattr(old, "deal", None) == (view.round, tuple(names)) else []

                def deal(_p):
                    page = deal_entry(c, entry, names, across=across)
                    page.deal = (view.round, tuple(names))
                    if kept:
                        page.restore(kept)
                    return page
                return "deal", (view.round, tuple(names), across), deal, None
            if phase == FLIP:
                turn = d.get("turn") or ""
                return "flip", (view.round, id(c.state)), lambda _p: flip_entry(c, entry, turn), None
            if phase == REVEAL:
                nxt = (d.get("showdown") or {}).get("next") or ""
                count = len(getattr(entry.action, "cards", None) or [])
                return "reveal", (view.round, nxt, id(c.state)), lambda _p: hand_entry(c, entry, nxt, count), None
        prompt = self._table_prompt(view)

        def table(_p):
            page = TablePage(prompt, self.submit)
            page.update_page(prompt, choices, keys)
            return page
        return "table", (phase, view.round), table, \
            lambda page, _p: page.update_page(self._table_prompt(c.public()), c.choices(), with_keys(c.choices()))

    @staticmethod
    def _table_prompt(view: PublicView) -> str:
        d = view.detail
        if view.phase == STARTER:
            return tr("Tied for the lowest field card: the table names the start player.")
        if view.phase == REVEAL:
            order = (d.get("showdown") or {}).get("order") or []
            return tr("Showdown, in the order {order}: each hand is shown to everyone.").format(
                order=tr(", ").join(order))
        return view.summary

    def _hide(self) -> None:
        holder = self.pages.cover
        if holder is not None:
            holder.cover()

    def _compact_cover(self) -> None:
        """"Pass the screen to X" below the tiles: narrower margins and no summary line (the window's
        line above says the same), so "I am X: show" stays on screen."""
        holder = self.pages.cover
        # the turn's private page says "Only for X" and has its own Hide (Esc) under the hand: the
        # cover's row above it (the same two, kit) is folded away, its height to the buttons; another
        # private page (a seat's news, kit/news.py) has the cover's row
        fold = isinstance(self.page, TurnPage)
        if holder is not None and not holder.covered and bool(holder.property("ycFolded")) != fold:
            top = holder.currentWidget().layout().itemAt(0)
            if top is not None and top.layout() is not None:
                holder.setProperty("ycFolded", fold)
                for i in range(top.layout().count()):
                    w = top.layout().itemAt(i).widget()
                    if w is not None:
                        w.setMaximumHeight(0 if fold else 16777215)
                        w.setVisible(not fold)
        cover = holder.currentWidget() if holder is not None and holder.covered else None
        if cover is None or cover.property("ycCompact"):
            return
        cover.setProperty("ycCompact", True)
        cover.layout().setContentsMargins(12, 6, 12, 6)
        cover.layout().setSpacing(4)
        cover.public.setMaximumHeight(0)
        cover.public.hide()

    def event(self, event) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:  # a page just took its real size (its buttons placed)
            self._fit()
        return super().event(event)

    def eventFilter(self, obj, event) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            self._fit()
        return False

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        """The page of the moment and the header get the height they need, the tiles the rest (at least
        every tile with its least cards at 100 % text, a peek at larger text: the page's buttons first).
        The pages of play (the cover, a turn, a Chick's news, a Yuck's flip) keep the height the tallest of
        them needed at this window and text size: the cards do not change size at every pass of the
        screen, nor does a click move (and so repaint) every tile."""
        inner = self.pages.page
        if inner is not None and inner.isHidden() and not inner.testAttribute(
                Qt.WidgetAttribute.WA_WState_ExplicitShowHide):
            inner.show()  # (its layout would at the loop's next turn): measured with it, placed at once
        width = self.seats_area.viewport().width() if self.isVisible() else 960
        tiles = self.seats.tiles
        cards = bool(tiles) and tiles[0].cards.isVisibleTo(tiles[0])
        room = (self.width(), self.height(), width, self._base, len(tiles))  # (not .base: it would set it)
        if room != self._room:  # a new window size, text size or seat count: measured afresh
            self._room = room
            self._needs = {}
            self._least = {}
        name = self.pages.current_name
        group = "play" if name in PLAY else name
        bottom = max(self._bottom_height(), self._needs.get(group, 0))  # the tallest page of its group
        self._needs[group] = bottom
        moved = self.below.minimumHeight() != bottom
        if moved:
            self.below.setFixedHeight(bottom)
        spacing = self.layout().spacing()
        tiles_least = self._least.get(cards)
        if tiles_least is None:
            tiles_least = self.seats.least_height(width)
            if self.seats.shrink < 0.97:  # larger text than 100 % (rescaled)
                tiles_least = min(tiles_least, self.fontMetrics().height() * 4)
            self._least[cards] = tiles_least
        room = self._room_height()
        if room is not None:  # larger text: the tiles give way first, down to a glimpse (they scroll)
            glimpse = min(tiles_least, self.fontMetrics().height() * 2)
            tiles_least = max(glimpse, min(tiles_least, room - bottom - spacing))
        least = bottom + spacing + tiles_least
        grew = least != self.minimumHeight()
        if grew:
            self.setMinimumHeight(least)
        if room is not None and (grew or moved):
            # the window's layout up to its scroll area now, not a few events later (a new page, a
            # taken screen): the step's buttons are scrolled into sight before anyone looks
            QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
            area = self._outer_area()
            if area is not None:
                QApplication.sendEvent(area, QEvent(QEvent.Type.LayoutRequest))
        if self.isVisible():
            if moved:
                self.layout().activate()
            self.seats.fit_room(self.height() - bottom - spacing, width)
        if room is not None:
            if grew or moved:  # measured again once the new page has its type and width (a news page's Done)
                self.sight.now()
                QTimer.singleShot(0, self, self._fit)
            else:
                self.sight.later()  # in sight once the window's scroll area followed

    def _outer_area(self) -> QAbstractScrollArea | None:
        """The window's scroll area (larger text may make the page taller than the window)."""
        if self._outer is None:
            self._outer = outer_scroll(self)
        return self._outer

    def _room_height(self) -> int | None:
        """At larger text, the height the whole panel may take and still be in sight: the window's,
        the game's title and big line above scrolled away (``self.sight``); None at 100 %."""
        if not style.larger_text(self._base) or not self.isVisible():  # (not .base: it would set it)
            return None
        area = self._outer_area()
        if area is None or area.widget() is None:
            return None
        page = area.widget()
        top = self.mapTo(page, QPoint(0, 0)).y()
        below = max(0, page.height() - top - self.height())  # the margins under the panel
        return area.viewport().height() - below

    def _bottom_height(self) -> int:
        page = self.pages.currentWidget()
        private = isinstance(page, QStackedWidget)
        if private:  # the cover or the private page behind it: the one on screen
            page = page.currentWidget()
        if page is None:
            return self.header.minimumSizeHint().height()
        # larger text: a private page's wrapped lines (a news page's hint) rounded up, not a pixel short
        whole = page.heightForWidth(self.pages.width()) + 2 if private and page.hasHeightForWidth() \
            and self.isVisible() and style.larger_text(self._base) else -1
        page.ensurePolished()  # a page just built: measured in its own type, not the default's
        width = self.pages.width() if self.isVisible() else 700
        # a wrapped line (the Down hint, a long heading) is as tall as the page's width makes it
        wrapped = page.heightForWidth(width) if page.hasHeightForWidth() else -1
        return max(self.header.minimumSizeHint().height(), page.minimumSizeHint().height(), page.minimumHeight(),
                   wrapped, whole)
