"""At larger text the window's page may be taller than the window (it scrolls): a panel keeps the
step's controls in sight by scrolling the window itself, the title and the seats above giving way.

``InSight(panel)`` follows the panel: when the window is laid out again (its scroll bar's range
changes) and when the panel is resized, the window scrolls as little as it takes to show every
enabled control of the panel (the lowest first, when they do not all fit; not those in ``skip``, a
part that scrolls on its own); after each of its refreshes (``later()``, a new step), once the page
is laid out, as far up as it may with them in sight, so that the title and the seats come back
after a taller step. At 100 % text the page does not scroll and nothing is done.

``room(panel, area, larger)``: the height a panel may take with all of it in sight, for a panel that
gives a part of itself less room (a list that scrolls on its own) rather than let the window scroll."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt, QTimer
from PySide6.QtWidgets import (QAbstractButton, QAbstractScrollArea, QAbstractSpinBox, QApplication, QComboBox,
                               QLabel, QLineEdit, QWidget)

CONTROLS = (QAbstractButton, QAbstractSpinBox, QLineEdit, QComboBox)
# a widget's property: one of the step's controls though not a button (a hand of cards to click:
# Kinola's hand was left below the window, the window up at its title)
CONTROL = "stepControl"
# a widget's property: the window's top edge never cuts it in half (``line_edge``): a seat showing its
# chips under the menu bar without its name reads as nobody's
WHOLE = "wholeInSight"


def outer_scroll(widget: QWidget) -> QAbstractScrollArea | None:
    """The nearest scroll area around ``widget`` (the window's page)."""
    parent = widget.parentWidget()
    while parent is not None and not isinstance(parent, QAbstractScrollArea):
        parent = parent.parentWidget()
    return parent


def room(panel: QWidget, area: QAbstractScrollArea | None, larger: bool) -> int | None:
    """The height ``panel`` may take with all of it in sight: the window's below what is above the
    panel (the game's title) at 100 % text, the window's whole height at larger text (``larger``:
    the title may scroll away). None before the panel is shown in a window."""
    if area is None or not panel.isVisible() or area.widget() is None:
        return None
    page = area.widget()
    top = panel.mapTo(page, QPoint(0, 0)).y()
    # the margins under the panel, as the page's least height counts them (its height may lag)
    below = max(0, page.minimumSizeHint().height() - top - panel.minimumHeight())
    return area.viewport().height() - below - (0 if larger else top)


def controls_span(panel: QWidget, page: QWidget, skip: QWidget | None = None) -> QRect:
    """The box (in ``page``'s coordinates) around the panel's enabled controls on screen (not those
    inside ``skip``), or the panel's own."""
    span = QRect()
    for c in panel.findChildren(QWidget):
        if (isinstance(c, CONTROLS) or c.property(CONTROL)) and c.isVisible() and c.isEnabled() and c.width() > 0 \
                and not isinstance(c.parentWidget(), (QAbstractSpinBox, QComboBox)) \
                and (skip is None or not skip.isAncestorOf(c)):
            span = span.united(QRect(c.mapTo(page, QPoint(0, 0)), c.size()))
    return span if not span.isNull() else QRect(panel.mapTo(page, QPoint(0, 0)), panel.size())


class InSight(QObject):
    """``whole``: the whole panel in sight while it fits the window (its header above the controls),
    else its controls."""

    def __init__(self, panel: QWidget, skip: QWidget | None = None, whole: bool = False):
        super().__init__(panel)
        self.panel = panel
        self.skip = skip
        self.whole = whole
        self._area: QAbstractScrollArea | None = None

    def area(self) -> QAbstractScrollArea | None:
        if self._area is None:
            self._area = outer_scroll(self.panel)
            if self._area is not None:
                # a slot of this object, not a lambda: gone with the panel (a lambda outlived a closed
                # game's panel and raised "already deleted" when the next game laid the window out)
                self._area.verticalScrollBar().rangeChanged.connect(self._range_changed)
        return self._area

    def _range_changed(self, *_range) -> None:
        self.now()

    def settle(self) -> None:
        """The window laid out now, up to its scroll area (its page at its new least height), not a
        few events later: nothing is looked at, nor scrolled to, half laid out."""
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        area = self.area()
        if area is not None:
            QApplication.sendEvent(area, QEvent(QEvent.Type.LayoutRequest))

    def later(self) -> None:
        """After a refresh of the panel (a new step): the step's controls in sight now, and once the new
        page is laid out the window as far up as it may with them in sight."""
        self.now()
        area = self.area()
        if area is not None and area.verticalScrollBar().maximum() > 0:  # (100 % text: never, and no timer)
            QTimer.singleShot(0, self, self._at_rest)  # (dropped with the panel)

    def _at_rest(self) -> None:
        # (only here further up than it is: in a layout, or half laid out, the controls' places are
        # not yet final, and a span measured then scrolled the window too far up, a key half below it)
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)  # (from the event loop, not in a layout)
        self.now(up=True)

    def span(self, page: QWidget) -> QRect:
        """What to keep in sight, in ``page``'s coordinates (the window's page): the panel's controls."""
        if self.whole:
            panel = QRect(self.panel.mapTo(page, QPoint(0, 0)), self.panel.size())
            area = self.area()
            if area is not None and panel.height() <= area.viewport().height():
                return panel
        return controls_span(self.panel, page, self.skip)

    def now(self, up: bool = False) -> None:
        """The span in sight, with as little a scroll as it takes; ``up``: as far up as it allows."""
        area = self.area()
        if area is None or not self.panel.isVisible() or area.widget() is None:
            return
        bar = area.verticalScrollBar()
        if bar.maximum() <= 0:
            return  # the page fits the window: nothing to keep
        scroll_to(area, self.span(area.widget()), up=up)


def scroll_to(area: QAbstractScrollArea, span: QRect, top_first: bool = False, up: bool = False) -> None:
    """The window scrolled as little as it takes to show ``span`` (in its page's coordinates), its
    bottom first when it is taller than the window (the lowest controls are the step's own), or its
    top (``top_first``: a seat, whose name is on top). ``up``: as far up as it may with ``span`` in
    sight, not merely as little as it takes (the window's page: after a taller step, e.g. a private
    screen, the seats and the title came back into sight only by hand, under the empty room left)."""
    bar = area.verticalScrollBar()
    view = area.viewport().height()
    if top_first and span.height() > view:
        value = span.top()
    elif up:
        value = span.bottom() + 1 - view
        for _ in range(3):  # (a line moved past may leave another one cut: a few times at most)
            edge = line_edge(area.widget(), value) if value > bar.minimum() else None
            if edge is None or edge > span.top():
                break  # (nothing cut, or the span's top would go above the window: a half line it is)
            value = edge
    else:
        value = max(min(bar.value(), span.top()), span.bottom() + 1 - view)
    value = max(bar.minimum(), min(bar.maximum(), value))
    if value != bar.value():
        bar.setValue(value)


def line_edge(page: QWidget, y: int) -> int | None:
    """Where the window's top edge at ``y`` (in ``page``'s coordinates) would cut no line of text in
    half: the end of the cut line of each label it falls in, or of each box kept whole (``WHOLE``),
    the lowest of them; None when it cuts none. Larger text scrolled the window to the step's
    controls with the top half of the prompt's line under the menu bar, its lower half showing as a
    strip of unreadable marks."""
    edge = None
    for box in page.findChildren(QWidget):
        if box.property(WHOLE) and box.isVisible():
            top = box.mapTo(page, QPoint(0, 0)).y()
            if top < y < top + box.height():
                edge = max(edge or 0, top + box.height())
    for label in page.findChildren(QLabel):
        text = QLabel.text(label)  # (as drawn: a label that shows a shorter wording draws this one)
        if not text or label.textFormat() == Qt.TextFormat.RichText or not label.isVisible():
            continue
        top = label.mapTo(page, QPoint(0, 0)).y()
        if not top < y < top + label.height():
            continue
        fm = label.fontMetrics()
        flags = int(label.alignment()) | (int(Qt.TextFlag.TextWordWrap) if label.wordWrap() else 0)
        drawn = fm.boundingRect(label.contentsRect(), flags, text)  # where QLabel puts its lines
        first, last = top + drawn.top(), top + drawn.bottom() + 1
        if not first < y < last:
            continue  # (in the label's margin: no letter cut)
        ends = min(first + -(-(y - first) // fm.lineSpacing()) * fm.lineSpacing(), last)
        if ends > y:  # (at ``y`` itself: between two of its lines, none cut)
            edge = max(edge or 0, ends)
    return edge
