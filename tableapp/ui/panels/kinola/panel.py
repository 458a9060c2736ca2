"""The Kinola panel, on the panel kit: the whole table for this game (it draws the players itself,
``shows_seats``). It reads only the public view (its ``detail``), a seat's private view and the
choices, and acts only through ``controller.submit``; legality and chips are the engine's.

Top to bottom: the header (pot, round k of n or overtime, dealer, whose turn, the led suit, "Table
▾"); the players (chips, tricks won, dealer, reserved); the current and the last trick (digital);
the news line (the trick's winner, "Kinola taken by X (holder Y)" and the pot's fate, the round's
result: what the next player reads before taking the screen); then the page of the moment:

- physical: who deals first; the round start (dealer, antes, penalties, the last round's payments,
  key D); the round's result in one per-seat grid, then every payment it makes, booked with Enter;
- digital: the hand of the player to act, behind the cover (reserve, then play: a click or a key).
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, Qt, QTimer
from PySide6.QtWidgets import (QAbstractScrollArea, QApplication, QFrame, QScrollArea, QSizePolicy, QStackedWidget,
                               QVBoxLayout, QWidget)

from tableapp.core.views import Choice, PublicView
from tableapp.ui import style
from tableapp.ui.panels.kit import KitPanel
from tableapp.ui.panels.kit.fit import FitLabel
from tableapp.ui.panels.kit.seat_in_view import SeatInView
from tableapp.ui.panels.kit.sight import InSight, outer_scroll

from .common import joined, panel_style, tr
from .deal import ChoicesPage, DealPage, payment_text
from .hand import HandPage
from .result import ConfirmPage, ResultGrid
from .table import Header, Seats
from .trick import Tricks


def news_text(view: PublicView) -> str:
    """The latest public news, in the engine's words where it has them."""
    d = view.detail
    if view.phase in ("reserve", "play"):
        parts = []
        if d.get("last_trick") and d.get("last_winner"):
            parts.append(tr("{name} wins trick {k}.").format(name=d["last_winner"], k=d.get("trick_no", 1) - 1))
        else:  # the round has just begun (how the last one ended is where the trick will be)
            parts.append(opening_text(d))
        if d.get("kinola"):
            parts.append(d["kinola"].get("text", ""))
        return " ".join(p for p in parts if p)
    return ""  # physical: the round start and the last round are on the deal page


def opening_text(d: dict) -> str:
    opening = d.get("opening")
    if not opening:
        return ""
    paid = joined(p.get("text", "") for p in opening.get("payments") or []) or tr("nothing to pay")
    return tr("Before this deal: {paid}.").format(paid=paid)


TRIM = 4  # px of the seats' boxes' bottom margin that may be cut rather than scrolled (_fit_height)


class KinolaPanel(KitPanel):
    shows_seats = True  # the table view hides its oval while this panel plays
    oval_at_end = False  # and at the end: the standings say every player's chips (end.py)

    def __init__(self, controller, parent=None):
        super().__init__(controller, parent)
        self._view: PublicView | None = None
        self._choices: list[Choice] = []
        self._pending = None  # (state, action, the public view after it): the payments to confirm
        self._last_name: str | None = None
        self._hooked = None
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 4, 0)
        lay.setSpacing(4)
        self.header = Header(self.table_menu)
        lay.addWidget(self.header)
        # the players, the trick and the news scroll on their own when the text is too large for
        # them and the page of the moment both: the step's controls stay in sight below them
        self.players = QScrollArea()
        self.seat_in_view = SeatInView(self.players)  # larger text: the seat to act scrolled to
        self.players.setObjectName("knPlayers")
        self.players.setWidgetResizable(True)
        self.players.setFrameShape(QFrame.Shape.NoFrame)
        self.players.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # scrolled for the turn; Tab is for the controls
        self.players.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        inner = QWidget()
        inner.setObjectName("knPlayersInner")
        inner.setAutoFillBackground(False)
        self.players.viewport().setAutoFillBackground(False)
        box = QVBoxLayout(inner)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(4)
        self.seats = Seats()
        box.addWidget(self.seats)
        self.tricks = Tricks()
        box.addWidget(self.tricks)
        self.news = FitLabel(1.0, 0.7, lines=3)
        self.news.set_color(style.TURN)
        box.addWidget(self.news)
        self.players.setWidget(inner)
        lay.addWidget(self.players)
        for part in (self.header, self.seats, self.tricks, self.news):  # as tall as they need, no more:
            part.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)  # the rest is the page's
        self.players.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.pages.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        lay.addWidget(self.pages, 1)
        self._outer = None  # the window's scroll area, once the panel is in it
        # larger text: the window scrolled to the panel's controls (not the seats': they scroll on their own)
        self.sight = InSight(self, skip=self.players)

    def style_sheet(self, base: float) -> str:
        return panel_style(base)

    def rescaled(self, base: float) -> None:
        self.tricks.set_base(base)
        if self._view is not None:
            self.refresh()
            QTimer.singleShot(0, self, self._fit_height)  # once the new sizes are laid out (not after the panel)

    # -- reading ------------------------------------------------------------------------------------
    @property
    def body(self) -> QWidget | None:
        """The page of the moment (None while it is covered)."""
        return self.pages.page

    @property
    def cover(self):
        return self.pages.cover

    # -- acting -------------------------------------------------------------------------------------
    def submit(self, action) -> tuple[bool, str]:
        ok = self.controller.submit(action)
        return ok, "" if ok else (self.controller.last_error or "")

    def _ready(self, action) -> None:
        """The grid's entry adds up: show what it pays before it is booked."""
        after = self.controller.preview_public(action)
        if after is not None:
            self._pending = (self.controller.state, action, after.detail)
            self.refresh()

    def _back(self) -> None:
        self._pending = None
        self.refresh()

    # -- drawing ------------------------------------------------------------------------------------
    def update_view(self, view: PublicView, choices: list[Choice]) -> None:
        self._view, self._choices = view, choices
        d = view.detail
        self.header.update_view(view)
        self.seats.update_view(view)
        self.seat_in_view.follow(self.seats.box(view.to_act) if view.to_act else None, view.to_act)
        digital = view.mode == "digital"
        # no trick in the first round's reservations (nor a last one): the room is the hand's
        shown = digital and not (view.phase == "reserve" and not d.get("last_round"))
        self.tricks.setVisible(shown)
        if shown:
            self.tricks.update_view(d, view.to_act)
        self.news.setText(news_text(view))
        self.news.setVisible(digital)
        if self._pending is not None and self._pending[0] is not self.controller.state:
            self._pending = None  # booked, undone or redone: the moment passed
        name, key, build, update, keep = self._page(view, choices)
        self.show_page(name, key, build, update, keep)
        self._compact_cover()
        cover = self.pages.cover
        if cover is not None and cover is not self._hooked:  # the hand is built when its player takes the screen
            self._hooked = cover
            cover.revealed.connect(self._revealed)
        if name != self._last_name:
            self._last_name = name
            first = getattr(self.body, "first_box", None)
            if first is not None and first() is not None:
                first().setFocus()
        self._fit_height()

    def _page(self, view: PublicView, choices: list[Choice]):
        c = self.controller
        d = view.detail
        seat = c.private_seat()
        if view.over:
            return "none", ("over",), lambda _p: QWidget(), None, False
        if seat is not None:
            def build(mine):
                page = HandPage(seat, self.submit, self.base)
                page.refresh(mine, self._view.detail, self._choices)
                return page
            return "hand", (seat, view.round), build, \
                lambda page, mine: page.refresh(mine, self._view.detail, self._choices), False
        labels = tuple((ch.label, ch.key) for ch in choices)
        if view.phase == "deal" and view.mode == "physical":
            texts = tuple(p.get("text") for p in d.get("due") or [])
            return "deal", (view.round, texts, labels), lambda _p: DealPage(
                d, choices, self.submit, self.base, compact=style.larger_text(self.base)), None, False
        if view.phase == "report" and choices:
            if self._pending is not None:
                _state, action, after = self._pending

                def confirm(_p):
                    page = ConfirmPage(after, self.submit)
                    page.action = action
                    page.back.connect(self._back)
                    return page
                return "confirm", (id(self._pending),), confirm, None, False

            def grid(_p):
                page = ResultGrid(c, choices[0], d, compact=style.larger_text(self.base))
                page.ready.connect(self._ready)
                return page
            return "result", (view.round,), grid, None, True
        if view.phase == "first":
            prompt = tr("Who deals first?")
        elif view.phase == "deal":  # digital: the antes and penalties the app collects, once (not in the big line)
            prompt = " ".join(x for x in (view.summary, payment_text(d.get("due") or [])) if x)
        else:
            prompt = view.summary
        return "choices", (view.phase, labels), lambda _p: ChoicesPage(prompt, choices, self.submit, self.base), None, False

    def _revealed(self, _shown) -> None:
        self._fit_height()
        QTimer.singleShot(0, self, self._fit_height)  # once the hand is built and laid out

    def _compact_cover(self) -> None:
        """"Pass the screen to X" under the trick: narrower margins and no summary line (the window's
        big line above says the same), so the trick and the news stay in sight above it."""
        holder = self.pages.cover
        cover = holder.currentWidget() if holder is not None and holder.covered else None
        if cover is None or cover.property("knCompact"):
            return
        cover.setProperty("knCompact", True)
        cover.layout().setContentsMargins(12, 6, 12, 6)
        cover.layout().setSpacing(4)
        for line in (cover.public, cover.hint):  # the title says it all
            line.setMaximumHeight(0)
            line.hide()

    def _fit_height(self) -> None:
        """The panel's minimum is what its header, its players and the page of the moment need: at
        100 % text every step fits a 1366×768 screen without the window scrolling. When that is more
        than the window shows, the players' area gets what is left (at least a row of seats) and
        scrolls on its own; at larger text the window may scroll the game's title away, the
        panel's whole height kept in sight (``self.sight``)."""
        if self._view is not None and self._view.over:
            # the table view shows its end page instead (in the same stack): no least height of a
            # trick step kept for it, or the end page under the oval would scroll
            self.setMinimumHeight(0)
            return
        lay = self.layout()
        parts = [w for w in (self.seats, self.tricks, self.news) if not w.isHidden()]
        if self.news in parts:  # the news whole: a long "Before this deal: …" (larger text) takes 3 lines
            need = self.news.least_height(self.news.width())
            least = need if need > self.news.sizeHint().height() else 0
            if self.news.minimumHeight() != least:
                self.news.setMinimumHeight(least)
        content = sum(max(w.sizeHint().height(), w.minimumHeight()) for w in parts)  # fixed: as tall as they hint
        content += self.players.widget().layout().spacing() * max(len(parts) - 1, 0)
        fixed = self.header.sizeHint().height() + 2 * lay.spacing()
        page = self.pages.currentWidget()
        if page is not None:
            wrapped = -1
            if page.hasHeightForWidth() and self.width() > 100:
                # the payments wrap onto more lines than the page's minimum counts
                wrapped = page.heightForWidth(self.width() - 4)
            least = page.minimumSizeHint().height()
            if self.pages.cover is not None:
                # the cover's big button whole with its margins, the hand's prompt and captions whole
                least = max(least, page.sizeHint().height())
            fixed += max(least, wrapped)
        players = content
        room = self._room()
        if room is not None and fixed + content > room:
            # what the page leaves: at least a glimpse of the seats (their scroll bar beside) when it
            # can, none when the page needs it all (the result grid at 200 %: its rows name the players)
            glimpse = self.fontMetrics().height() * 2
            players = min(content, max(room - fixed, min(glimpse, max(room - fixed, 0)), 0))
        # exactly that high (the scroll area's own hint is no guide): the page gets the rest
        # a few pixels short (six long names at a settlement: 2 px): the boxes' bottom margin gives them,
        # not a scroll bar beside every seat for nothing to scroll to
        bar = Qt.ScrollBarPolicy.ScrollBarAlwaysOff if 0 < content - players <= TRIM else Qt.ScrollBarPolicy.ScrollBarAsNeeded
        if self.players.verticalScrollBarPolicy() != bar:
            self.players.setVerticalScrollBarPolicy(bar)
        changed = (players, players, fixed + players) != (self.players.minimumHeight(), self.players.maximumHeight(),
                                                           self.minimumHeight())
        if changed:
            self.players.setFixedHeight(players)
            self.setMinimumHeight(fixed + players)
            if not style.larger_text(self.base):  # measured again once laid out (a new trick's cards, a page's
                QTimer.singleShot(0, self, self._fit_height)  # wrapped lines): until nothing changes
        if style.larger_text(self.base) and self.isVisible():
            # larger text: the window's layout up to its scroll area now, not a few events later
            # (a new hand, a new page): the step's controls are scrolled into sight at once
            for _ in range(6):  # (each widget's new size is posted to its parent: one level a pass)
                QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
            area = self._outer_area()
            if changed and area is not None:  # the scroll area sizes its page to the new least height
                QApplication.sendEvent(area, QEvent(QEvent.Type.LayoutRequest))
        self.sight.later()

    def _outer_area(self) -> QAbstractScrollArea | None:
        if self._outer is None:
            parent = outer_scroll(self)
            if parent is not None:
                self._outer = parent
                # the window laid out again: the room may have changed (the title wraps, the text grew)
                parent.verticalScrollBar().rangeChanged.connect(self._window_laid_out)
        return self._outer

    def _window_laid_out(self, *_range) -> None:
        # (at larger text the room is the window's whole height: only the scrolling follows, InSight's)
        if not style.larger_text(self.base):
            QTimer.singleShot(0, self, self._fit_height)  # the room below the title may have changed

    def _room(self) -> int | None:
        """The height the panel may take with all of it in sight: at 100 % text, the window's below
        the game's title; at larger text, the window's whole height (its title may scroll away)."""
        area = self._outer_area()
        if area is None or not self.isVisible() or area.widget() is None:
            return None
        page = area.widget()
        if isinstance(page, QStackedWidget) and page.currentWidget() is not None:
            page = page.currentWidget()  # the table, not the window's other pages (a taller start page)
        top = self.mapTo(page, QPoint(0, 0)).y()
        # the margins under the panel, as the window's least height counts them (its height may lag),
        # or as laid out under the panel's place, when more (the least height may not count the
        # panel's new minimum yet: six long names' settlement had 2 px less than it was told)
        host = self.parentWidget()
        laid = page.height() - host.mapTo(page, QPoint(0, host.height())).y() if host is not None else 0
        below = max(0, page.minimumSizeHint().height() - top - self.minimumHeight(), laid)
        if style.larger_text(self.base):
            return area.viewport().height() - below
        return area.viewport().height() - top - below

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self._view is not None and (event.oldSize().width() != event.size().width() or (
                event.oldSize().height() != event.size().height() and not style.larger_text(self.base))):
            # the seats' rows and the wrapped lines follow the width; at 100 % text the room follows
            # the window's big line above (one line or two)
            QTimer.singleShot(0, self, self._fit_height)
        self.sight.now()

    # -- the end of the game (shown by the table view's end page) ----------------------------------------
    def end_widget(self) -> QWidget | None:
        """The standings, the payments and the last round (end.py), in the oval's room."""
        view = self.controller.public()
        if view is None or not view.over:
            return None
        from .end import end_widget

        return end_widget(view, self.controller.standings())
