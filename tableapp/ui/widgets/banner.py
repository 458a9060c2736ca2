"""A non-blocking message strip at the top of the window: errors stay until dismissed or
replaced (or 12 s pass), so play never stops for an OK button. The main window clears it at the
next change of the night (``clear``): a fixed mistake's message never stays behind.

A message shows whole, on as many lines as it takes (Japanese breaks between its words): a
player at the table cannot hover a tooltip. Only where no room over the table holds it all (a
message of several sentences at 200 % text) does its last line end in "…"; the whole of it is
the strip's tooltip and in the status bar.

At the table the strip floats (``BannerSlot``) instead of taking a line of the window: a message
coming or going must not move the seats and the panel's buttons (issue 11, point 2). Elsewhere
(the start page) it takes its lines above the page."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QTimer, Signal
from PySide6.QtWidgets import QBoxLayout, QFrame, QGridLayout, QLabel, QPushButton, QWidget
from shiboken6 import isValid

from .one_line import KeepWordsLabel


class MessageLabel(KeepWordsLabel):
    """The banner's message, wrapped between words; cut to ``larger_lines`` lines at any text size, the
    last ending in "…", only where the banner's room holds no more (0: every line)."""

    cut_at_every_size = True  # (the kit's line-cutting, at 100 % too: the room is the banner's, not the text's)

    def is_cut(self) -> bool:
        """Its last line ends in "…" (the room held fewer lines than the message takes)."""
        return QLabel.text(self).endswith("…") and not self.text().endswith("…")


class Banner(QFrame):
    placed = Signal()  # a new message: its height may have changed (``BannerSlot`` places it again)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("banner")
        lay = self._lay = QGridLayout(self)
        lay.setContentsMargins(14, 8, 8, 8)
        lay.setColumnStretch(0, 1)
        self.label = MessageLabel()
        self.close_button = QPushButton("✕")
        self.retranslate()
        self.close_button.clicked.connect(self.hide)
        self._above: bool | None = None
        self.set_above(False)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)
        self.hide()

    def show_message(self, text: str, level: str = "error", seconds: float = 12.0) -> None:
        self.setProperty("level", level)
        self.style().unpolish(self)
        self.style().polish(self)
        self.label.set_larger_lines(0)
        self.label.setText(text)
        self.setToolTip(text)  # the whole message, also when its last line ends in "…"
        self.show()
        self.placed.emit()
        self._timer.start(int(seconds * 1000))

    def height_at(self, width: int) -> int:
        """The height the message takes wrapped at ``width`` (laid out at that width first: where a
        Japanese line breaks depends on which of its words fit)."""
        self.resize(width, max(1, self.height()))
        self._lay.activate()
        return self.heightForWidth(width)  # (not its least size: Qt's guess for a wrapped label, two lines)

    def set_above(self, above: bool) -> None:
        """✕ beside the message, or above it: in a narrow column every line takes the whole width
        (a Japanese phrase then fits its line rather than breaking inside a word)."""
        if above == self._above:
            return
        self._above = above
        for w in (self.label, self.close_button):
            self._lay.removeWidget(w)
        self._lay.addWidget(self.close_button, 0, 1)
        self._lay.addWidget(self.label, *((1, 0, 1, 2) if above else (0, 0)))

    def set_compact(self, compact: bool) -> None:
        """The slimmer strip that floats over the table (the style sheet's ``compact``)."""
        if bool(self.property("compact")) == compact:
            return
        self.setProperty("compact", compact)
        self._lay.setContentsMargins(*((12, 2, 4, 2) if compact else (14, 8, 8, 8)))
        if not compact:
            self.set_above(False)  # (back on its line above the page)
        for w in (self, self.label, self.close_button):
            w.style().unpolish(w)
            w.style().polish(w)

    def retranslate(self) -> None:
        self.close_button.setToolTip(self.tr("Dismiss"))

    def clear(self) -> None:
        self._timer.stop()
        self.hide()


class BannerSlot(QObject):
    """Where the window's banner shows: its lines at the top of the window's ``layout`` (``over(None)``),
    or floating over the table, in the part of it in sight (``clip``: the scrolling page's viewport).
    The first of these that holds the whole message:

    - the title line (``heading[0]``), as wide as it, as before: a short message;
    - the top of the ``aside`` column (the game log): a long message, or larger text that scrolled the
      title away and the seats to the top. No seat there, no control of the step, and not the big line
      the players read: the message covers only older log lines for a while;
    - the title and the big public line below it (``heading``), when the log column is dragged narrow;

    and where none does, the tallest of them, the message's last line ending in "…". Never a line of
    the window: nothing moves when it comes or goes."""

    def __init__(self, banner: Banner, layout: QBoxLayout, clip: QWidget):
        super().__init__(banner)
        self.banner, self.layout, self.clip = banner, layout, clip
        self.heading: tuple[QWidget, ...] = ()
        self.aside: QWidget | None = None
        self._placing = False
        banner.installEventFilter(self)  # placed when it shows
        banner.placed.connect(self.place)

    def over(self, heading: tuple[QWidget, ...] | None, aside: QWidget | None = None) -> None:
        heading = tuple(heading or ())
        if heading == self.heading and aside is self.aside:
            return
        for w in self._watched():
            w.removeEventFilter(self)
            w.destroyed.disconnect(self._gone)
        self.heading, self.aside = heading, aside
        if not heading:
            self.layout.insertWidget(0, self.banner)
        else:
            self.layout.removeWidget(self.banner)  # still the window's child: drawn over the page
        for w in self._watched():
            w.installEventFilter(self)
            w.destroyed.connect(self._gone)
        self.banner.set_compact(bool(heading))
        self.banner.label.set_larger_lines(0)
        self.place()

    def _watched(self) -> list[QWidget]:
        return [w for w in (*self.heading, self.aside) if w is not None and isValid(w)]

    def _gone(self) -> None:
        # (the table view going: its widgets' event filters go with them)
        if not self.heading:
            return  # (gone with another of the table's widgets)
        self.heading, self.aside = (), None
        if isValid(self.layout) and isValid(self.banner):  # not the whole window closing
            self.layout.insertWidget(0, self.banner)
            self.banner.set_compact(False)
            self.banner.label.set_larger_lines(0)

    def eventFilter(self, obj, event) -> bool:
        kinds = (QEvent.Type.Show,) if obj is self.banner else \
            (QEvent.Type.Move, QEvent.Type.Resize, QEvent.Type.Show, QEvent.Type.Hide)
        if event.type() in kinds:
            self.place()
        return False

    def _in_sight(self, first: QWidget, last: QWidget) -> QRect:
        """The part of the box from ``first``'s top to ``last``'s bottom (``first``'s width) in sight."""
        host = self.banner.parentWidget()
        clip = QRect(self.clip.mapTo(host, QPoint(0, 0)), self.clip.size())
        top_left = first.mapTo(host, QPoint(0, 0))
        bottom = last.mapTo(host, QPoint(0, last.height())).y()
        return QRect(top_left.x(), max(top_left.y(), clip.top()), first.width(),
                     min(bottom, clip.bottom() + 1) - max(top_left.y(), clip.top()))

    def rooms(self) -> list[tuple[QRect, str]]:
        """Each place, as much of it as is in sight, in order: the title line (one line, which may reach
        a little into the line below it: the strip is higher than the title at larger text), the aside
        column (when there is one wide enough: ~15 letters a line), the title and the lines below it."""
        title, shown = self.heading[0], [w for w in self.heading if not w.isHidden()]
        heading = self._in_sight(title, shown[-1] if shown else title)
        out = [(heading, "title")]
        aside = self.aside
        if aside is not None and not aside.isHidden() \
                and aside.width() >= 15 * self.banner.label.fontMetrics().averageCharWidth():
            out.append((self._in_sight(aside, aside), "aside"))
        out.append((heading, "heading"))
        return out

    def _holds(self, room: QRect, kind: str) -> bool:
        """The whole message fits ``room`` (over the title: on one line). The banner is left laid out
        for it: ✕ above the message in the aside column, beside it over the table's lines."""
        self.banner.set_above(kind == "aside")
        if room.height() <= 0 or self.banner.height_at(room.width()) > room.height():
            return False
        return kind != "title" or self.banner.label.wrapped_height() == 0

    def place(self) -> None:
        b = self.banner
        if not self.heading or b.isHidden() or self._placing:
            return
        self._placing = True  # (trying a width resizes the banner)
        try:
            b.label.set_larger_lines(0)
            rooms = self.rooms()
            room, kind = next(((r, k) for r, k in rooms if self._holds(r, k)), (None, ""))
            if room is None:  # nowhere whole: the most lines that fit the tallest room
                room, kind = max(rooms, key=lambda rk: rk[0].height())
                b.set_above(kind == "aside")
                lines = 1
                while lines < 99:
                    b.label.set_larger_lines(lines + 1)  # (the whole text, once that is every line)
                    if b.height_at(room.width()) > room.height():
                        break
                    lines += 1
                b.label.set_larger_lines(lines)
            height = b.height_at(room.width())
            if kind == "title":  # the whole title line covered
                height = max(height, self._in_sight(self.heading[0], self.heading[0]).height())
            elif kind == "heading":  # its lines covered whole, none peeking out cut in half below
                height = max(height, room.height())
            b.setGeometry(room.x(), room.y(), room.width(), height)
            b.raise_()
        finally:
            self._placing = False
