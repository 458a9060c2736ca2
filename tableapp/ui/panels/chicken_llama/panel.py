"""The Chicken or Llama The Poker panel, on the panel kit: the whole table for this game (it draws
the players itself, ``shows_seats``), and the place where each decision is made. It reads only
the public view (its ``detail``: amounts, statuses, bills' marks, the settlement), a seat's
private view and the choices.

Layout, top to bottom: the phase header (phase, whose decision, S/V/F/W, "Stakes rise",
"Reveal log" with H9, "Table ▾", pile, pot); one row per player (coins, contribution, status and
vote, the common sides of the bills in front of them, a Withdraw button while all-in in physical
mode); then the page of the moment:

- physical: the player's key buttons from the choices, the draw count (keys 0-3, N), the lone
  survivor's bust, the showdown grid (the kit's, Enter), the settlement (Enter);
- digital: the player's private screen, behind the cover whenever the controller says so, or the
  public settlement (Enter).

The panel never computes coins or legality; it shows the engine's labels, keys and amounts and
sends actions through ``controller.submit``, showing the engine's message when refused.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QRect, Qt, QTimer
from PySide6.QtWidgets import QApplication, QFrame, QPushButton, QScrollArea, QSizePolicy, QVBoxLayout, QWidget

from tableapp.core.engine import TABLE
from tableapp.core.views import Choice, PublicView
from tableapp.ui import style
from tableapp.ui.panels.kit import GridEntry, KitPanel, sight

from .common import bill_height, panel_style
from .decisions import ChoicePage, SurvivorPage
from .end import end_view
from .private import PrivatePage
from .reveal_log import LOG_KEY, RevealLogDialog
from .settlement import SettlementPage
from .short_labels import short_labels
from .header import Header
from .table import Players


LAYOUT_DEPTH = 4  # nested layouts from the panel up to the window's page (see _fit_height)

# pages that come back round after round: kept hidden in between and re-labelled, not built again
KEPT = ("settle",)


def tr(text: str) -> str:
    return QCoreApplication.translate("ChickenLlamaPanel", text)


class ChickenLlamaPanel(KitPanel):
    shows_seats = True  # the table view hides its oval while this panel plays
    oval_at_end = False  # and at the end: the standings say every player's coins (end.py)

    def __init__(self, controller, parent=None):
        super().__init__(controller, parent)
        self._view: PublicView | None = None
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        # no scroll area around the whole panel (one here laid the whole table out twice on every
        # click): only the players' rows scroll on their own when the text is too large for them and
        # the page of the moment both (the step's controls stay in sight below them)
        content = QWidget()
        outer.addWidget(content, 1)
        self.content = content
        self.footer = QVBoxLayout()  # a page's row that stays at the bottom (the settlement's Confirm)
        self.footer.setContentsMargins(0, 4, 0, 0)
        outer.addLayout(self.footer)
        self._footer: QWidget | None = None
        lay = QVBoxLayout(content)
        lay.setContentsMargins(0, 0, 4, 0)
        lay.setSpacing(6)
        self.header = Header()
        lay.addWidget(self.header)
        self.table_menu.setProperty("cl", "tool")
        self.header.add_tool(self.table_menu)
        self.log_button: QPushButton | None = None  # H9 only: made at the first refresh that shows a reveal log
        self.table_menu.log_action = None
        self.players = Players(self.withdraw)
        self.players.rearranged = self._fit_height  # now: nothing drawn with the rows cut
        self.players_area = QScrollArea()
        self.players_area.setObjectName("clPlayers")
        self.players_area.setWidgetResizable(True)
        self.players_area.setFrameShape(QFrame.Shape.NoFrame)
        self.players_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # scrolled for the turn; Tab is for the controls
        self.players_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.players_area.viewport().setAutoFillBackground(False)
        self.players.setAutoFillBackground(False)
        # never wider than the area (the rows find their arrangement for its width, _align): a row
        # wider than it scrolled the names sideways out of sight
        self.players.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.players_area.setWidget(self.players)
        self.players_area.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        lay.addWidget(self.players_area)
        # larger text: the window scrolls to the step's controls (the rows' own scroll to theirs)
        self.sight = sight.InSight(self, skip=self.players_area)
        self._followed = False  # the window's layout followed (_outer_area)
        # its own minimum is the current page's (see _fit_height), not the largest it holds
        self.pages.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        lay.addWidget(self.pages, 1)

    def style_sheet(self, base: float) -> str:
        return panel_style(base)

    def rescaled(self, base: float) -> None:
        self.setMinimumHeight(0)  # measured again for the new text size (update_view)
        self.header.restyled()
        self._shape = None
        if self._view is not None:  # bills and rows follow the new size
            self.refresh()
            QTimer.singleShot(0, self, self._fit_height)  # once the new sizes are laid out

    # -- reading ---------------------------------------------------------------------------------------
    @property
    def body(self) -> QWidget | None:
        """The page of the moment (None while it is covered)."""
        return self.pages.page

    @property
    def private_view(self):
        """The cover of a player's private screen, while one is on screen (digital)."""
        return self.pages.cover

    # -- acting --------------------------------------------------------------------------------------
    def submit(self, action) -> tuple[bool, str]:
        """Play ``action``: (played, the engine's message if refused)."""
        ok = self.controller.submit(action)
        return ok, "" if ok else (self.controller.last_error or "")

    def show_reveal_log(self) -> None:
        """CL-H9: the public log of past reveals (nothing private: the public view)."""
        view = self.controller.public()
        log = view.detail.get("reveal_log") if view is not None else None
        if log is not None:
            RevealLogDialog(log, self).exec()

    def withdraw(self, action) -> None:
        if action is not None:
            ok, why = self.submit(action)
            if not ok and hasattr(self.body, "error"):
                self.body.error.setText(why)

    # -- drawing -------------------------------------------------------------------------------------
    def update_view(self, view: PublicView, choices: list[Choice]) -> None:
        self._view = view
        d = view.detail
        physical = view.mode == "physical"
        who = view.to_act
        withdraws: dict[str, dict] = {}
        main: list[Choice] = []
        terms = d.get("withdraw_terms") or {}
        for ch in choices:
            a = ch.action
            # CL-R9.6: an all-in player may withdraw out of turn, from their own row
            if physical and a.do == "withdraw" and a.by in terms and not (view.phase == "lastcall" and a.by == who):
                pays, back = terms[a.by]
                withdraws[a.by] = {"action": a, "text": tr("Withdraw: pay {pays}, get {back} back").format(
                    pays=pays, back=back)}
            elif ch.group != "mark":
                main.append(ch)
        # bills in front of the players: smaller with five, so a private screen still fits below
        bill_h = bill_height(self, 1.7 if len(d.get("players", [])) < 5 else 1.5)
        self.header.larger = self._larger()
        self.header.update_view(d, bill_h)
        # at 100 % text a physical row's status goes beside its bills' note: one line each, room for the
        # page below (the showdown's grid under five players); at larger text the rows give way instead
        self.players.update_view(d, withdraws, bill_h, status_beside=not self.header.larger)
        if "reveal_log" in d and self.log_button is None:  # CL-H9 is on for this game
            self._add_reveal_log()
        name, key, build, update = self._page(view, who, main, choices)
        self.show_page(name, key, build, update, keep=name in KEPT)
        self._set_footer(getattr(self.body, "footer", None))
        self._compact_cover()
        self._fit_height()
        first = getattr(self.body, "first_box", None)
        if first is not None and self.isVisible() and first() is not None and not first().hasFocus() \
                and name != self._last_name:
            first().setFocus()
        self._last_name = name

    _last_name = None
    _shape = None  # the sizes the rows and the page were last laid out for (_fit_height)

    def _page(self, view: PublicView, who, main: list[Choice], choices: list[Choice]):
        c = self.controller
        d = view.detail
        phase = view.phase
        if not main and c.private_seat() is None or view.over:
            return "none", (phase,), lambda _p: QWidget(), None
        if c.private_seat() is not None:
            larger = self._larger()

            def build(mine):
                page = PrivatePage(who, self.submit, larger)
                page.refresh(mine, d, self.controller.choices())
                return page
            return "private", (who, view.round, phase, larger), build, \
                lambda page, mine: page.refresh(mine, self._view.detail, self.controller.choices())
        if phase == "reveal":
            reveal = next(ch for ch in main if ch.entry == "counts")
            return "showdown", (view.round, tuple(reveal.action.hands)), \
                lambda _p: self._showdown(reveal), None
        if phase == "settle":  # kept (see show_page's keep), re-labelled for each round
            confirm = next((ch for ch in main if ch.action.do == "confirm"), None)
            return "settle", (), lambda _p: SettlementPage(self.submit, d, confirm), \
                lambda page, _p: page.update_view(d, confirm)
        labels = tuple((ch.label, ch.key) for ch in main)
        # at larger text the smaller key buttons, more of them a row: the step's buttons, the header and
        # a glimpse of the players fit the window (five big buttons a column were taller than it)
        larger = self._larger()
        if phase == "draw" and view.mode == "physical":
            prompt = tr("How many bills did {name} draw?").format(name=who)
            return "choices", (phase, who, labels, larger), \
                lambda _p: ChoicePage(self.submit, main, prompt, small=larger), None
        if phase == "survivor":
            survivor = next((p["name"] for p in d.get("players", []) if p.get("status") == "staked"), "")
            return "survivor", (view.round, labels, larger), \
                lambda _p: SurvivorPage(self.submit, survivor, main, small=larger), None
        prompt = ""
        if phase == "vote":
            prompt = tr("{name} folded: who wins this round?").format(name=who)
        elif who == TABLE and phase == "shuffle":
            prompt = tr("{name} shuffles all 26 bills and deals 2 to each player.").format(name=d.get("dealer"))
        small = phase == "vote" or len(main) > 3 or larger
        return "choices", (phase, who, labels, larger), \
            lambda _p: ChoicePage(self.submit, main, prompt, small=small, short=short_labels(main)), None

    def _showdown(self, reveal: Choice) -> QWidget:
        """R10: the kit's grid, llamas and chickens per hand; the engine's message inline when refused."""
        # the rows above say how many bills each holds; three hands a block keeps five players in sight
        page = GridEntry(self.controller, reveal, can_go_back=False, per_block=5, notes=False)
        page.heading.hide()  # the header says "Showdown · the table"
        return page

    def _larger(self) -> bool:
        return style.larger_text(self.base)

    def _fit_height(self) -> None:
        """The panel's minimum is what its header, its players and the page of the moment need: at
        100 % text every step fits a 1366×768 screen without the window scrolling (a minimum kept
        from a taller page left it scrolled, its top cut). When that is more than the window shows,
        the players' rows get what is left and scroll on their own, each row as tall as it needs;
        at larger text the window may scroll the game's title away, the panel's controls in sight."""
        lay = self.content.layout()
        m = lay.contentsMargins()
        width = max(self.content.width(), self.width()) - m.left() - m.right()
        page = self.pages.currentWidget()
        # the rows' sizes follow from their bills' (how many, how tall, revealed or not), Withdraw
        # and the width: laid out again only then (a click that resizes nothing costs no layout)
        shape = (page, width, tuple((len(r.bills), tuple((b.width(), b.height()) for b in r.bills),
                                     r.withdraw.isHidden(), r.status.text()) for r in self.players.rows),
                 self.players.arrangement())
        if shape != self._shape:
            self._shape = shape
            for row in self.players.rows:  # the bills just resized: their rows' sizes, now (not at the next turn)
                row.bills_lay.invalidate()
                # (coins over what they put in, or beside; the status under the name, or beside the note)
                for box in (row.bills_box, row.money_box, row.who_box):
                    box.layout().invalidate()
                    box.updateGeometry()  # drops its cached sizes in the row's layout
                row.layout().invalidate()
                row.updateGeometry()
            self.players.layout().invalidate()
            lay.invalidate()  # laid out again with the new sizes, even if the panel's stays
        header = self.header.least_height(width) if width > 100 else self.header.sizeHint().height()
        if header != self.header.height() or self.header.minimumHeight() != header:
            self.header.setFixedHeight(header)
        rows = self.players.minimumSizeHint().height()
        fixed = header + lay.spacing() * 2 + m.top() + m.bottom()
        fixed += self.footer.contentsMargins().top()  # (kept by the outer layout even while it is empty)
        if self._footer is not None:
            fixed += self._footer.sizeHint().height()
        area = self._outer_area()
        room = sight.room(self, area, self._larger())
        if page is not None and hasattr(page, "room"):  # a page that arranges itself for the room it has
            # (at larger text the rows give way to it: the window's height below the header)
            page.room = None if room is None else room - fixed - (0 if self._larger() else rows)
        if page is not None:
            least = page.minimumSizeHint().height()
            if page.hasHeightForWidth() and width > 100:
                least = max(least, page.heightForWidth(width))  # its wrapped lines
            if self._larger():  # (at 100 % the rows never give way: the page takes what they leave it)
                # the cover's big button and the hand's captions whole, the key buttons as tall as their text
                least = max(least, page.sizeHint().height())
            fixed += least
        shown = rows
        # at 100 % text every row is in sight (a row scrolled away is as hidden as a page below the
        # window): the page of the moment gives way instead
        if room is not None and fixed + rows > room and self._larger():
            # what the page leaves (their scroll bar beside); less than a line: none, the rows scroll
            # away with the title (a hand of four bills and its news, under the header, take it all)
            shown = min(rows, max(room - fixed, 0))
            if shown < self.fontMetrics().height():
                shown = 0
        if self.players_area.isHidden() != (shown == 0):
            self.players_area.setHidden(shown == 0)
            if shown:  # (rows resized while hidden were not laid out again)
                self.players.layout().invalidate()
                self.players.layout().activate()
        if (shown, fixed + shown) != (self.players_area.maximumHeight(), self.minimumHeight()) \
                or self.players_area.minimumHeight() != shown:
            # the scroll bar set here, not left to the area (its width would change the rows' layout)
            bar = Qt.ScrollBarPolicy.ScrollBarAlwaysOn if shown < rows else Qt.ScrollBarPolicy.ScrollBarAlwaysOff
            if self.players_area.verticalScrollBarPolicy() != bar:
                self.players_area.setVerticalScrollBarPolicy(bar)
            self.players_area.setFixedHeight(shown)
            self.setMinimumHeight(fixed + shown)
            if self.isVisible() and area is not None and (self._larger() or area.verticalScrollBar().maximum() > 0):
                # the step's controls scrolled into sight before anyone looks (at 100 %: a window
                # that scrolled for a taller page fits again at once); the layouts between the panel
                # and the window's page answer in turn, so the page's least height counts the new
                # minimum at the next measure (one round left it a step behind: the room below the
                # panel, measured from it, shrank and grew by turns, the layout never at rest)
                for _ in range(LAYOUT_DEPTH):
                    QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
                self.sight.settle()
        if shown < rows:
            self._rows_in_sight()
            QTimer.singleShot(0, self, self._rows_in_sight)  # (again once the area has its new height)
        self.sight.later()

    def _rows_in_sight(self) -> None:
        """The players' rows scrolled (up and down only: sideways the names went out of sight) to the
        row whose turn it is, then to the Withdraw buttons, which are controls of the moment too."""
        area = self.players_area
        if area.verticalScrollBar().maximum() <= 0:
            return
        turn = next((r for r in self.players.rows if r.turn.isVisibleTo(r)), None)
        if turn is not None:
            sight.scroll_to(area, turn.geometry(), top_first=True)  # its name, when the row is taller
        span = QRect()
        for button in self.players.withdraw_buttons():
            if button.isVisibleTo(self.players):
                span = span.united(QRect(button.mapTo(self.players, QPoint(0, 0)), button.size()))
        if not span.isNull():
            sight.scroll_to(area, span)

    def make_room(self) -> None:
        """(The kit's grows the panel to the least height of the tallest page it holds, a kept one
        among them, and never shrinks: here _fit_height measures the page of the moment, so the
        players' rows and the step's buttons stay in sight at 100 % text.) A page whose least height
        grew once laid out (the private screen's hint moved, or wrapped at its width: hints.py) is
        measured again, once for each height, rather than squeezed."""
        self._room_due = False
        page = self.pages.currentWidget()
        if page is None or self._view is None or not self.isVisible():
            return
        need = page.minimumSizeHint().height()
        if self._larger():  # (as _fit_height measures it)
            need = max(need, page.sizeHint().height())
        if need > page.height() and (page, need) != self._grown:
            self._grown = (page, need)
            self._fit_height()

    _grown = None  # (the page, its least height) make_room measured the panel again for

    def _outer_area(self):
        area = self.sight.area()  # (it follows the window's layout at larger text itself)
        if area is not None and not self._followed:
            self._followed = True  # the window laid out again: the room below the title may have changed
            area.verticalScrollBar().rangeChanged.connect(self._window_laid_out)
        return area

    def _window_laid_out(self, *_range) -> None:
        if not self._larger():
            QTimer.singleShot(0, self, self._fit_height)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width() and self._view is not None:
            QTimer.singleShot(0, self, self._fit_height)  # the rows and the wrapped lines follow the width

    def _compact_cover(self) -> None:
        """"Pass the screen to X" below five players' rows: narrower margins, and no summary line
        (the window's banner above says the same), so "I am X: show" stays on screen."""
        holder = self.pages.cover
        if holder is not None and not holder.property("clFollowed"):
            # larger text: the hand shown or covered again is another page, measured for it (its buttons
            # in sight); at 100 % the panel keeps the cover's height, which the hand's page fits
            holder.setProperty("clFollowed", True)
            holder.revealed.connect(lambda _shown: self._larger() and QTimer.singleShot(0, self, self._fit_height))
        cover = holder.currentWidget() if holder is not None and holder.covered else None
        if cover is None or cover.property("clCompact"):
            return
        cover.setProperty("clCompact", True)
        cover.layout().setContentsMargins(12, 8, 12, 8)
        cover.layout().setSpacing(4)
        cover.public.setMaximumHeight(0)
        cover.public.hide()

    def _set_footer(self, footer: QWidget | None) -> None:
        if footer is self._footer:
            return
        if self._footer is not None:
            self.footer.removeWidget(self._footer)
            self._footer.hide()
        self._footer = footer
        if footer is not None:
            self.footer.addWidget(footer)
            footer.show()  # now, not at the layout's next turn: Enter works at once

    def _add_reveal_log(self) -> None:
        """House option H9: "Reveal log" (Ctrl+R) in the Table menu, and a button beside it for
        everyone to see. The key is on the menu's action only (a second owner of the same key
        would make it ambiguous) and the menu shows it."""
        self.table_menu.log_action = self.table_menu.add(tr("Reveal log"), LOG_KEY, self.show_reveal_log,
                                                         before=self.table_menu.leave_action)
        button = QPushButton(tr("Reveal log"))
        button.setProperty("cl", "tool")
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.setToolTip(tr("Past reveals: each bill's marks beside its animal ({key})").format(key=LOG_KEY))
        button.clicked.connect(lambda _=False: self.table_menu.log_action.trigger())
        self.header.tools.insertWidget(0, button, 0, Qt.AlignmentFlag.AlignVCenter)
        self.log_button = button

    # -- the end of the game (shown by the table view's end page) ------------------------------------
    def end_widget(self) -> QWidget | None:
        view = self.controller.public()
        if view is None or not view.over:
            return None
        return end_view(view, self.controller.standings(), self._larger())
