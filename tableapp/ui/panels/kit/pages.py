"""Page switching for panels: named pages, each built once and rebuilt only when its key changes.

``show_page(name, key, build, update)`` makes the page ``name`` current. Its widget is built by
``build(private)`` the first time and whenever ``key`` differs from the key it was built with;
otherwise ``update(widget, private)`` (if given) refreshes it in place. ``private`` is the seat's
``PrivateView`` or None. The page left for another is dropped (unless shown with ``keep``).

The hot-seat cover is not the panel's to remember: whenever the controller's policy names a seat
whose private view is to be shown now (``controller.private_seat()``, digital mode), the page is
built inside ``controller.private_for``: "Pass the screen to X" first, and ``build`` is called
only once X took the screen, with X's private view. A covered page is dropped as soon as another
page is shown, so nothing private stays behind, even hidden.
"""
from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any

from PySide6.QtWidgets import QStackedWidget, QWidget

Build = Callable[[Any], QWidget | None]
Update = Callable[[QWidget, Any], None]


@dataclass
class _Page:
    key: Hashable
    widget: QWidget  # the page, or the cover (controller.private_for) that holds it
    seat: str | None  # the seat whose private view it shows, None for a public page
    update: Update | None
    keep: bool = False  # kept (hidden) while another page is shown, for when it comes back unchanged


class Pages(QStackedWidget):
    def __init__(self, controller, parent=None):
        super().__init__(parent)
        self.controller = controller
        self._pages: dict[str, _Page] = {}
        self.current_name: str | None = None
        self._cover = None  # the one cover of every private page, turned to each seat in turn

    # -- reading --------------------------------------------------------------------------------------
    @property
    def cover(self):
        """The cover (``widgets.cover.PrivateView``) of the current page, None for a public page."""
        page = self._pages.get(self.current_name or "")
        return page.widget if page is not None and page.seat is not None else None

    @property
    def covered(self) -> bool:
        """True while the current page waits behind "Pass the screen to X"."""
        cover = self.cover
        return cover is not None and cover.covered

    @property
    def page(self) -> QWidget | None:
        """The current page's own widget (None while it is covered)."""
        page = self._pages.get(self.current_name or "")
        if page is None:
            return None
        return page.widget.private if page.seat is not None else page.widget

    # -- switching --------------------------------------------------------------------------------------
    def show_page(self, name: str, key: Hashable, build: Build, update: Update | None = None,
                  keep: bool = False) -> QWidget | None:
        """Make ``name`` the current page (see the module docstring); returns its own widget, or None
        while it is covered. A page left for another is dropped, unless ``keep`` (a public page that
        often comes back unchanged: switching back to it then costs nothing)."""
        c = self.controller
        seat = c.private_seat()
        full = (key, seat)
        page = self._pages.get(name)
        if page is not None and page.key == full:
            page.update = update
            self._switch(name)
            if seat is not None and not page.widget.covered and c.screen_holder != seat:
                page.widget.cover()  # the policy took the screen back (a new round): cover again
            inner = self.page
            if update is not None and inner is not None:
                update(inner, c.private(seat) if seat is not None else None)
            return inner
        if page is not None:
            self._drop(name)
        if seat is None:
            widget = build(None) or QWidget()
            self.addWidget(widget)
        else:
            def private() -> QWidget:
                return build(c.private(seat)) or QWidget()
            if self._cover is None:
                self._cover = widget = c.private_for(seat, private)
                self.addWidget(widget)
            else:  # a cover costs more to build than a click may take: the same one, for the next seat
                widget = self._cover
                widget.show_for(seat, private)
        self._pages[name] = _Page(full, widget, seat, update, keep and seat is None)
        self._switch(name)
        return self.page

    def _switch(self, name: str) -> None:
        old = self.current_name
        self.current_name = name
        page = self._pages[name]
        if self.currentWidget() is not page.widget:
            self.setCurrentWidget(page.widget)
        if old is not None and old != name and old in self._pages and not self._pages[old].keep:
            self._drop(old)
        if page.seat is None and self._cover is not None:
            self._cover.clear()  # a hand never waits hidden behind a public page

    def _drop(self, name: str) -> None:
        page = self._pages.pop(name)
        if self.current_name == name:
            self.current_name = None
        if page.widget is self._cover:
            return  # kept for the next private page (emptied when a public page is shown)
        self.removeWidget(page.widget)
        page.widget.hide()  # its shortcuts stop at once
        page.widget.deleteLater()

    def forget(self, name: str | None = None) -> None:
        """Drop a page (all pages if ``name`` is None): the next ``show_page`` builds it afresh."""
        for n in [name] if name is not None else list(self._pages):
            if n in self._pages:
                self._drop(n)
