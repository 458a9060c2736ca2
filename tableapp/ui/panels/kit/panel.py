"""The kit's base panel. A game's panel on the kit writes three things:

- ``__init__``: its layout, with ``self.pages`` (where the page of the moment goes) and
  ``self.table_menu`` ("Table ▾": leaving and ending early for every game; ``add`` its own);
- ``update_view(view, choices)``: redraw its public parts from the ``PublicView``, then
  ``self.show_page(name, key, build, update)`` for the page of the moment (built only when its key
  changes; behind the hot-seat cover whenever the controller says a seat's private view is due,
  ``build`` then receiving that ``PrivateView``);
- optionally ``style_sheet(base)`` (its own looks at the app's text size, in points),
  ``rescaled(base)`` and ``news_pieces(private)`` (how a seat's news page draws its pieces: the
  kit shows that page, news.py, whenever ``controller.news_seat()`` names a seat).

Key buttons come from ``Choice``s (``keys.KeyButton``, ``keys.ChoiceButtons``); facts the table
reports from ``entries``; widgets marked with ``scale.sized`` follow the text size."""
from __future__ import annotations

from collections.abc import Hashable

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, QTimer
from PySide6.QtWidgets import QScrollArea, QSizePolicy, QWidget

from tableapp.core.views import Choice, PrivateView, PublicView
from tableapp.ui.widgets.table_menu import TableMenuButton

from ..base import GamePanel
from .news import NewsPage
from .pages import Build, Pages, Update
from .scale import base_pt, restyle


NEWS = "news"  # the page of a seat's news (kit/news.py)


def _plain_key(event) -> bool:
    """A letter, digit or sign typed without Ctrl, Alt or Meta (the menus' keys are not the step's)."""
    text = event.text()
    return bool(text and text.isprintable() and not text.isspace() and not event.modifiers() & (
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier | Qt.KeyboardModifier.MetaModifier))


class KitPanel(GamePanel):
    def __init__(self, controller, parent=None):
        super().__init__(controller, parent)
        self.pages = Pages(controller)
        self.table_menu = TableMenuButton(self)
        self._base = 0.0
        self._refreshing = False
        # its height is the table view's to give (and the panel's minimum, ``setMinimumHeight`` in
        # ``rescaled``), never its page's: a panel that grew and shrank with each page would make the
        # oval table above re-place and repaint every seat on every click
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        # ...but a page that needs more than that minimum (a second row of calls, a taken screen) gets it
        self.pages.installEventFilter(self)
        self._room_due = False

    def refuse_covered_key(self, event) -> bool:
        """A step's key pressed while the screen waits behind "Pass the screen to X" (a key that no
        button took: the step's buttons are behind the cover) says why nothing happens (True)."""
        if not (self.pages.covered and _plain_key(event)):
            return False
        self.controller.show_error(self.covered_words())
        return True

    def refuse_key(self, event) -> bool:
        """A letter or digit that no button, entry or shortcut of this step took says why nothing
        happens (True): the screen is covered, or the key is none of this step's. Issue 11: the
        keyboard never goes silent (Yuck's card entry said nothing to an "X")."""
        if self.refuse_covered_key(event):
            return True
        view = self.controller.public()
        if not _plain_key(event) or not self.isVisible() or view is None or view.over:
            return False
        self.controller.show_error(self.idle_key_words(event.text()))
        return True

    def idle_key_words(self, key: str) -> str:
        """Why ``key`` does nothing at this step (a panel's own keys say it too)."""
        return QCoreApplication.translate(
            "PanelKit", "\"{key}\" does nothing at this step: each button shows its key.").format(key=key.upper())

    def covered_words(self) -> str:
        """Why a step's key does nothing while the screen is covered (a panel's own keys say it too)."""
        return QCoreApplication.translate("PanelKit", "The screen is covered: {name} takes it with Space first.").format(
            name=self.pages.cover.name)

    def keyPressEvent(self, event) -> None:
        if not self.refuse_key(event):  # (the table view asks too, when it has the keyboard)
            super().keyPressEvent(event)

    # -- what a panel writes -------------------------------------------------------------------------------
    def update_view(self, view: PublicView, choices: list[Choice]) -> None:
        """Redraw from ``view`` and show the page of the moment (see the module docstring)."""

    def style_sheet(self, base: float) -> str:
        """The panel's own style sheet at text size ``base`` (pt); "" for none."""
        return ""

    def rescaled(self, base: float) -> None:
        """The text size changed (after the marked widgets got their new sizes)."""

    def sizeHint(self) -> QSize:
        """As tall as its minimum, whatever the page (see ``__init__``: the table view's stack asks, often;
        the width is the splitter's to give, so no page's layout is measured for it either)."""
        return QSize(480, self.minimumHeight())

    def hasHeightForWidth(self) -> bool:
        return False  # a wrapped prompt's height must not reach the table view's layout either

    # -- what the kit does ------------------------------------------------------------------------------------
    def eventFilter(self, obj, event) -> bool:
        if obj is self.pages and event.type() in (QEvent.Type.LayoutRequest, QEvent.Type.Resize):
            self._room_later()
        return super().eventFilter(obj, event)

    def _room_later(self) -> None:
        if not self._room_due:
            self._room_due = True
            QTimer.singleShot(0, self, self.make_room)  # dropped with the panel (a new game replaces it)

    def make_room(self) -> None:
        """Grow until the page of the moment has its least height: never shrink (the oval table above
        would move back and forth with each page); a new text size starts again (``rescaled``)."""
        self._room_due = False
        if not self.isVisible():
            return
        short = self.pages.minimumSizeHint().height() - self.pages.height()
        short = min(short, self._slack())
        if short > 0:
            self.setMinimumHeight(max(self.minimumHeight(), self.height() + short))

    def _slack(self) -> int:
        """How much taller the page may get before the window would have to scroll (the oval table
        above gives way down to its least height): a grown panel must not push the page off screen."""
        slack = 1 << 20
        w = self.parentWidget()
        while w is not None and not isinstance(w, QScrollArea):
            oval = getattr(w, "table", None)  # the table view's oval: what it can still give
            if isinstance(oval, QWidget) and oval.isVisible():
                slack = min(slack, oval.height() - oval.minimumSizeHint().height())
            w = w.parentWidget()
        if w is not None and w.widget() is not None:
            slack = min(slack, w.viewport().height() - w.widget().minimumSizeHint().height())
        return slack

    def refresh(self) -> None:
        c = self.controller
        view = c.public()
        if view is None or self._refreshing:
            return  # (a cover revealed while this refresh shows its page: this refresh draws it)
        self._refreshing = True
        try:
            if not self._base:
                self._rescale()
            self.update_view(view, c.choices())
            self.table_menu.update_actions()
        finally:
            self._refreshing = False

    def news_pieces(self, private: PrivateView) -> QWidget | None:
        """How this game draws a seat's pieces on its news page (None: the kit's ``news.news_pieces``)."""
        return None

    def show_page(self, name: str, key: Hashable, build: Build, update: Update | None = None,
                  keep: bool = False) -> QWidget | None:
        """Show the page ``name`` (``kit.pages.Pages.show_page``); a new page gets the text size. While a
        seat has news to see (``controller.news_seat``: e.g. the card it just drew), its news page is
        shown instead, behind its cover, until it presses Done."""
        seat = self.controller.news_seat()
        if seat is not None:
            name, key, update, keep = NEWS, (seat, id(self.controller.state)), None, False
            build = self._news_page
        def styled(private):
            page = build(private)
            if page is not None:
                restyle(page, self.base)
            return page
        return self.pages.show_page(name, key, styled, update, keep)

    def _news_page(self, private: PrivateView | None) -> QWidget | None:
        if private is None:
            return None
        return NewsPage(private, self._news_seen, self.news_pieces(private))

    def _news_seen(self) -> None:
        self.controller.news_seen()
        self.refresh()  # the next page, behind the next seat's cover

    @property
    def base(self) -> float:
        """The app's text size in points, as this panel has it."""
        if not self._base:
            self._base = base_pt(self)
        return self._base

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and self._base:  # View > Larger text
            self._rescale()

    def _rescale(self) -> None:
        base = base_pt(self)
        first = not self._base
        if base == self._base and not first:
            return
        self._base = base
        sheet = self.style_sheet(base)
        if sheet and sheet != self.styleSheet():
            self.setStyleSheet(sheet)
        restyle(self, base)
        self.rescaled(base)
