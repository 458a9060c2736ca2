"""The Pairs panel, on the panel kit: the whole table for this game (it draws the players itself,
``shows_seats``) and the place where each turn is played. It reads only the public view (its
``detail``: stacks, score cards, scores, the losing score, the betting rule, the deck counts,
who gets the next card) and the choices; it never computes a score, a chip or what is legal.

Layout, top to bottom: the header (round, losing score, deck and discard pile, the carried pot,
"Table ▾", the betting rule); one tile per player; the page of the moment; the engine's message
when it refused something.

- hit or fold (both modes): the player to act is framed in the turn colour and picks Hit (H) or
  Fold (F, its label says what it scores);
- physical: the card keypad for each card the app asks, in deal order, with "shuffle, burn 5"
  above it when the table must shuffle;
- quick entry (H6): who scored, how much, pair or fold; or the final scores in the kit's grid.

Digital mode has no private information (A.7): the controller's cover policy never covers this
panel, as the engine has no private view for any seat.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt, QTimer
from PySide6.QtWidgets import QFrame, QScrollArea, QSizePolicy, QVBoxLayout, QWidget

from tableapp.core.views import Choice, PublicView
from tableapp.ui import style
from tableapp.ui.panels.kit import GridEntry, KitPanel
from tableapp.ui.panels.kit.seat_in_view import SeatInView

from .common import ErrorLabel, panel_style
from .end import result
from .in_sight import WordsInSight
from .pages import CardPage, TurnPage
from .quick import QuickPage
from .table import Header, Seats


class TileArea(QScrollArea):
    """The tiles' scroll area: it asks for every tile (a scroll area's own wish is a fixed few lines)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # scrolled for the turn; Tab is for the controls

    def sizeHint(self) -> QSize:
        tiles = self.widget()
        return QSize(super().sizeHint().width(), tiles.minimumHeight() if tiles is not None else 0)


SHRINK_SLACK = 4  # px: a panel this much taller than its parts need at larger text is left so (refit)


class PageRoom(QWidget):
    """The room of the page of the moment, below the tiles. No layout of its own: a page's wrapped
    lines would otherwise lend the panel's layout a height-for-width, which squeezed the tiles."""

    def __init__(self, pages: QWidget, changed, parent=None):
        super().__init__(parent)
        self.pages = pages
        self.changed = changed  # the page's own sizes changed (a new text size, its words)
        self._due = False
        pages.setParent(self)
        pages.installEventFilter(self)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

    def eventFilter(self, obj, event) -> bool:
        if event.type() == QEvent.Type.LayoutRequest and not self._due:
            self._due = True  # once, after the page has laid itself out
            QTimer.singleShot(0, self, self._changed)  # not after the room is gone
        return False

    def _changed(self) -> None:
        self._due = False
        self.updateGeometry()
        self.changed()

    def _height(self, hint: bool) -> int:
        page = self.pages.currentWidget()
        if page is None:
            return 0
        least = (page.sizeHint() if hint else page.minimumSizeHint()).height()
        if page.hasHeightForWidth():  # its wrapped lines at the width it has (or will have)
            least = max(least, page.heightForWidth(self.width() if self.width() > 100 else 900))
        return least

    def minimumSizeHint(self) -> QSize:
        return QSize(0, self._height(False))  # its large words at their smallest

    def sizeHint(self) -> QSize:
        return QSize(0, self._height(True))  # at their size, when the window has the room

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.pages.setGeometry(self.rect())


class PairsPanel(KitPanel):
    shows_seats = True  # the table view hides its oval while this panel plays

    @property
    def oval_at_end(self) -> bool:
        """At the end, the oval of seats at 100 % text; at larger text the result (every player's
        chips in it) takes its room, and the next game's button stays in sight."""
        return not style.larger_text(self.base)

    def __init__(self, controller, parent=None):
        super().__init__(controller, parent)
        self._view: PublicView | None = None
        self._state = None  # the state the page of the moment was drawn for
        self._final = None  # the state in which the final-scores grid was opened (quick entry)
        self._shape: tuple = ()  # what the panel's heights were last measured for
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 4, 0)
        lay.setSpacing(8)
        self.header = Header()
        self.header.tools.addWidget(self.table_menu, 0, Qt.AlignmentFlag.AlignVCenter)
        lay.addWidget(self.header)
        self.seats = Seats(controller.players)
        # the tiles scroll on their own when larger text leaves them too little room: the page of the
        # moment below (its keys and buttons) always stays in sight
        self.seat_area = TileArea()
        self.seat_in_view = SeatInView(self.seat_area)  # larger text: the tile to act scrolled to
        self.seat_area.setWidgetResizable(True)
        self.seat_area.setFrameShape(QFrame.Shape.NoFrame)
        self.seat_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.seat_area.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.seat_area.setWidget(self.seats)
        lay.addWidget(self.seat_area)
        lay.addWidget(PageRoom(self.pages, self.refit))
        lay.addStretch(1)  # room to spare goes below the page, never between the tiles and the keys
        self.message = ErrorLabel()
        lay.addWidget(self.message)
        # larger text: the window scrolls to the step's keys (the tiles scroll on their own) and the
        # words under them (quick entry's preview, a refusal)
        self.sight = WordsInSight(self, self.seat_area, lambda: [getattr(self.body, "preview", None), self.message])

    def style_sheet(self, base: float) -> str:
        return panel_style(base)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self._view is not None and self.seats.fit_columns(self.width()):
            self.refresh()  # the tiles in more (or fewer) rows: the panel's height follows
        elif self._view is not None:
            self._share()
        self.sight.now()

    def rescaled(self, base: float) -> None:
        if self._view is not None:
            self.refresh()

    # -- reading -----------------------------------------------------------------------------------------
    @property
    def body(self) -> QWidget | None:
        """The page of the moment."""
        return self.pages.page

    @property
    def buttons(self):
        return getattr(self.body, "buttons", [])

    # -- acting --------------------------------------------------------------------------------------------
    def submit(self, action) -> bool:
        """Play ``action``; when the engine refuses, its words in the message line (nothing changes)."""
        ok = self.controller.submit(action)
        if not ok:
            self.message.setText(self.controller.last_error or "")
            self.refit()  # the panel's least height with the message line (the keys are not squeezed)
            self.sight.later()
        return ok

    def refusal_stale(self) -> None:
        """Quick entry: the table chose again; the refusal of its last score goes."""
        if self.message.text():
            self.message.setText("")
            self.refit()

    def act(self, choice: Choice) -> None:
        self.submit(choice.action)

    def open_final(self) -> None:
        self._final = self.controller.state
        self.refresh()

    def leave_final(self) -> None:
        self._final = None
        self.refresh()

    # -- drawing -------------------------------------------------------------------------------------------
    def update_view(self, view: PublicView, choices: list[Choice]) -> None:
        c = self.controller
        self._view = view
        if c.state is not self._state:  # a new moment: yesterday's refusal is stale
            self._state = c.state
            self.message.setText("")
        self.header.update_view(view)
        self.seats.update_view(view)
        self.seats.fit_columns(self.width() if self.isVisible() else 900)
        self.seat_in_view.follow(self.seats.tiles.get(view.to_act) if view.to_act else None, view.to_act)
        phase = view.phase
        if not choices or view.over:
            self.show_page("none", (), lambda _p: QWidget())
        elif phase == "turn":
            main = [ch for ch in choices if ch.group == "main"]
            self._show("turn", lambda: TurnPage(self.act, self.refit), lambda page: page.update_turn(view, main))
        elif phase == "card":
            card = next(ch for ch in choices if ch.entry == "card")
            self._show("card", lambda: CardPage(self.submit, c, self.refit), lambda page: page.update_card(view, card))
        elif phase == "quick":
            self._quick(view, choices)
        else:
            self.show_page("none", (), lambda _p: QWidget())
        # the heights change with the page, the text size, the columns, a message, quick entry's
        # hidden stacks; a page's own changes (a wrapped instruction) come through its room
        shape = (self.pages.current_name, view.over, self.message.isHidden(), self.base, self.seats.columns,
                 bool(view.detail.get("quick_entry")))
        if shape != self._shape:
            self._shape = shape
            self.refit()
        self.sight.later()

    def refit(self) -> None:
        """The panel's minimum height: its parts as they are now. Over, the table view shows its end
        page in the panel's place, and a minimum kept would squeeze the oval of seats above it."""
        view = self._view
        least = 0 if view is None or view.over else self._least_height()
        now = self.minimumHeight()
        if least and now - SHRINK_SLACK <= least < now and style.larger_text(self.base):
            # a few pixels less at larger text: kept. The page's fitted words take the size the room
            # gives them, and the room is this minimum: a card page at 200 % asked 446 px, then 444,
            # then 446 again, and the window's scroll bar came and went for as long as it was shown
            return
        if least != now:
            self.setMinimumHeight(least)

    def _show(self, name: str, make, update) -> None:
        """A page built once and kept (a turn and a card come back all game long), updated in place."""
        def build(_private):
            page = make()
            update(page)
            return page
        self.show_page(name, (), build, lambda page, _private: update(page), keep=True)

    def _quick(self, view: PublicView, choices: list[Choice]) -> None:
        c = self.controller
        score = next(ch for ch in choices if ch.action.do == "score")
        final = next((ch for ch in choices if ch.action.do == "final"), None)
        if self._final is not None and self._final is c.state and final is not None:
            def build(_p):
                page = GridEntry(c, final, can_go_back=True, per_block=4)  # five: 3 + 2, the tiles whole at 100%
                page.back.connect(self.leave_final)
                return page
            grid = self.show_page("final", (view.round,), build)
            first = grid.first_box() if isinstance(grid, GridEntry) else None
            if first is not None and not first.hasFocus():  # shown now: the first score is typed at once
                first.setFocus()
            return
        self._final = None
        players = [s.name for s in view.seats if s.playing]
        self.show_page("quick", (view.round, tuple(players)),
                       lambda _p: QuickPage(c, score, final, players, self.submit, self.open_final, self.refit,
                                            self.refusal_stale))

    def _least_height(self) -> int:
        # the tiles' and the header's sizes follow the text size and their words: their minimum is
        # set from their layouts now, or the panel's layout squeezes them on its cached sizes
        for part, need in ((self.seats, self.seats.needed_height()), (self.header, None)):
            if need is None:  # the header: at larger text its words at their smallest (the step's keys first)
                part.layout().invalidate()
                lay = part.layout()
                need = (lay.minimumSize() if style.larger_text(self.base) else lay.sizeHint()).height()
            if part.minimumHeight() != need:
                part.setMinimumHeight(need)
                part.setMaximumHeight(need)
        lay = self.layout()
        lay.invalidate()
        room = self.pages.parentWidget()
        room.updateGeometry()  # the page of the moment may be another one
        # the tiles' room: all of them when the window has it (the common case), at least one row of
        # them at most, and at larger text no more than the first row's names, whole (they scroll; the
        # page is in sight; whose turn is the tile's frame, and the page's prompt)
        row = max(t.sizeHint().height() for t in self.seats.tiles.values())
        names = next(iter(self.seats.tiles.values())).score.y()  # (the score row's top, in the tile)
        if not style.larger_text(self.base) or names <= 0:
            names = round(self.fontMetrics().height() * 2.5)
        tiles = min(self.seats.minimumHeight(), row, names)
        if self.seat_area.maximumHeight() != self.seats.minimumHeight():
            self.seat_area.setMaximumHeight(self.seats.minimumHeight())  # no more than every tile
        parts = [self.header, room] + ([self.message] if not self.message.isHidden() else [])
        others = sum(max(x.minimumSizeHint().height(), x.minimumHeight()) for x in parts) + lay.spacing() * len(parts)
        if not self.message.isHidden():  # a refusal wrapped at larger text: its lines (its hint counts one)
            m = self.message
            width = self.width() - lay.contentsMargins().left() - lay.contentsMargins().right()
            others += max(0, m.heightForWidth(width) - max(m.minimumSizeHint().height(), m.minimumHeight()))
        # the page's words at their full size come before larger cards
        words = max(0, room.sizeHint().height() - room.minimumSizeHint().height())
        self._tiles_least, self._others, self._words = tiles, others, words
        self._share()
        return others + tiles

    def _share(self) -> None:
        """Every tile whole when the panel's height allows it (the page's large words give way first);
        else the tiles scroll, down to their least room. Room to spare beyond that makes the stacks'
        cards larger, up to six text lines (read from the chairs)."""
        if not hasattr(self, "_others"):
            return
        seats, fh = self.seats, self.fontMetrics().height()
        rows = seats.rows
        at_least = seats.minimumHeight() - rows * round(fh * (seats.lines - seats.least_lines))
        spare = self.height() - self._others - self._words - at_least
        top = 6.0 if rows == 1 else 5.5
        grow = int(max(0.0, spare / max(rows, 1) / max(fh, 1)) * 4) / 4  # in quarter lines: no jitter
        if seats.set_lines(min(top, max(seats.least_lines, seats.least_lines + grow))):
            need = seats.needed_height()
            seats.setMinimumHeight(need)
            seats.setMaximumHeight(need)
            self.seat_area.setMaximumHeight(need)
        want = max(self._tiles_least, min(seats.minimumHeight(), self.height() - self._others))
        if self.seat_area.minimumHeight() != want:
            self.seat_area.setMinimumHeight(want)

    # -- the end of the game (the table view's end page) -------------------------------------------------------
    def end_widget(self) -> QWidget | None:
        view = self.controller.public()
        if view is None or not view.over:
            return None
        return result(view, chips=not self.oval_at_end)
