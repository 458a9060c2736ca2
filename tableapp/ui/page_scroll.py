"""The main window's pages (start page, table) in a scroll area: larger text never makes the window
outgrow the screen, the page scrolls instead; but a page that fits the window never scrolls."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize
from PySide6.QtWidgets import QApplication, QFrame, QScrollArea, QStackedWidget, QWidgetItem


_DEPTH = 4  # rounds of nested layouts settled when the page is tried at full width


class Pages(QStackedWidget):
    """Only the page shown counts for the window's size: Qt's stack takes the largest of all its
    pages, so a tall page not shown (the start page at large text) would make the table scroll."""

    def _shown(self, hint: str, default: QSize) -> QSize:
        page = self.currentWidget()
        # as Qt's stack measures each page: its own minimum size and size policy count too
        return getattr(QWidgetItem(page), hint)() if page is not None else default

    def sizeHint(self) -> QSize:
        return self._shown("sizeHint", super().sizeHint())

    def minimumSizeHint(self) -> QSize:
        return self._shown("minimumSize", super().minimumSizeHint())

    def heightForWidth(self, width: int) -> int:
        page = self.currentWidget()
        return page.heightForWidth(width) if page is not None else super().heightForWidth(width)


class PageScroll(QScrollArea):
    """A scroll area that drops its scroll bar when the page would fit without it. Qt measures the
    page at the width left beside the bar, and a page whose rows wrap when narrower (a seat's cards
    in two rows instead of one) is then taller than the window: the bar keeps itself (a page laid
    out at a narrow width before its first show, e.g. the first hot-seat cover, scrolled by 44 px)."""

    def __init__(self, pages: QStackedWidget):
        super().__init__()
        self.setObjectName("pageScroll")
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidget(pages)
        self._trying = False
        self._tried: tuple | None = None  # the narrow page's least size last tried at full width
        self._page_filter = _PageLayout(self)
        pages.installEventFilter(self._page_filter)
        pages.currentChanged.connect(self._page_changed)

    def _page_changed(self) -> None:
        # another page shown: measured again (the stack's size hints are the shown page's)
        QApplication.postEvent(self, QEvent(QEvent.Type.LayoutRequest))

    def event(self, event) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            if self._trying:
                return True  # measured once the try is over
            self._try_full_width()
        return super().event(event)

    def _try_full_width(self) -> None:
        page, full = self.widget(), self.maximumViewportSize()
        if page is None or self.viewport().width() >= full.width():
            return  # no vertical bar: nothing narrows the page
        need = page.minimumSizeHint()
        if self._tried == (need.toTuple(), full.toTuple()):
            return  # tried at this size already: it needs the bar (no endless back and forth)
        self._tried = (need.toTuple(), full.toTuple())
        # the page at the width it would have without the bar, its rows re-wrapped at once (the
        # layouts nested in it answer in turn); the scroll area then measures it again and keeps
        # the bar only if it is still too tall
        self._trying = True
        try:
            page.resize(full.width(), page.height())
            for _ in range(_DEPTH):
                QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        finally:
            self._trying = False


class _PageLayout(QObject):
    """The page's least size changed (e.g. a wide cover gave way to the call picker): the scroll
    area fits the page to the window again, and drops its scroll bars if they are not needed."""

    def __init__(self, scroll):
        super().__init__(scroll)
        self.scroll = scroll

    def eventFilter(self, obj, event) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            QApplication.postEvent(self.scroll, QEvent(QEvent.Type.LayoutRequest))
        return False
