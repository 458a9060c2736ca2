"""Hot-seat privacy: "Pass the screen to X" before anything only X may see is drawn.

Panels never draw private information directly. They call
``controller.private_for(name, build)``, which returns a widget to put in their layout:
first a :class:`Cover` (public information only); when X presses the big button or Space,
``build()`` is called *then* and its widget replaces the cover. A "Hide" button (Esc)
covers the screen again and deletes the private widget. While X keeps the screen (the next
``private_for`` for the same name, e.g. after a refresh on X's own turn), no cover is shown.
"""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, Signal
from PySide6.QtGui import QFont, QFontMetricsF, QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QStackedWidget, QVBoxLayout, QWidget

from .one_line import FirstFitLabel, KeepWordsLabel
from .seat import name_start


class Cover(QWidget):
    """Covers the panel: who should take the screen, and the public summary line."""

    dismissed = Signal()
    TITLE = 2.4  # the title's size (QLabel#coverTitle), times the app's text size
    SMALLEST = 0.6  # of that: a long name shrinks the title this far to stay on one line

    def __init__(self, name: str, public_line: str = "", parent=None):
        super().__init__(parent)
        self.name = name
        self._hfw: tuple = (None, 0)  # the last heightForWidth: (what it was measured for, the height)
        self.setObjectName("cover")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(24, 24, 24, 24)
        lay.addStretch(1)
        self.title_text = QCoreApplication.translate("Cover", "Pass the screen to {name}").format(name=name)
        # wrapped only when even the smallest size is too wide, and then between words (KeepWordsLabel)
        title = KeepWordsLabel(self.title_text)
        title.setObjectName("coverTitle")
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title = title
        lay.addWidget(title)
        hint = QLabel(QCoreApplication.translate(
            "Cover", "Only {name} should look at the screen now.").format(name=name))
        hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        hint.setWordWrap(True)
        self.hint = hint
        lay.addWidget(hint)
        public = QLabel(public_line)
        public.setProperty("role", "muted")
        public.setAlignment(Qt.AlignmentFlag.AlignCenter)
        public.setWordWrap(True)
        public.setVisible(bool(public_line))
        self.public = public
        lay.addWidget(public)
        row = QHBoxLayout()
        self.button = QPushButton(QCoreApplication.translate(
            "Cover", "I am {name}: show (Space)").format(name=name))
        self.button.setProperty("role", "big")
        # its width follows the cover's (the font shrinks to fit, see _fit_title), not the other way
        # round: no minimum from its text, centred at its natural width
        self.button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.button.setShortcut(QKeySequence(Qt.Key.Key_Space))
        self.button.clicked.connect(self.dismissed)
        row.addWidget(self.button, 1, Qt.AlignmentFlag.AlignHCenter)
        lay.addLayout(row)
        lay.addStretch(2)

    def minimumSizeHint(self) -> QSize:
        # no least width from the title's words: their size follows the cover's width (_fit_title), and a
        # word measured at the size of a wider cover would keep the cover (and the table) that wide
        hint = super().minimumSizeHint()
        return QSize(min(hint.width(), 120), hint.height())

    def set_name(self, name: str, public_line: str = "") -> None:
        """The same cover for the next player (building one costs more than a click may take)."""
        self.name = name
        self.title_text = QCoreApplication.translate("Cover", "Pass the screen to {name}").format(name=name)
        self.title.setText(self.title_text)
        self.hint.setText(QCoreApplication.translate("Cover", "Only {name} should look at the screen now.").format(
            name=name))
        self.public.setText(public_line)
        self.public.setVisible(bool(public_line))
        self._fit_title()
        self._give_way()

    def _fitting_size(self, text: str, factor: float, room: float) -> float:
        full = self.font().pointSizeF() * factor
        font = QFont(self.font())
        font.setBold(True)
        size = full
        while size > full * self.SMALLEST:
            font.setPointSizeF(size)
            if QFontMetricsF(font).horizontalAdvance(text) <= room:
                return size
            size *= 0.94
        return full * self.SMALLEST

    def title_point_size(self) -> float:
        """The title's size: as large as fits on one line, from ``TITLE`` down to ``SMALLEST`` of it."""
        m = self.layout().contentsMargins()
        return self._fitting_size(self.title_text, self.TITLE, self.width() - m.left() - m.right() - 8)

    def _fit_title(self) -> None:
        sheet = f"font-size: {self.title_point_size():.1f}pt;"
        if self.title.styleSheet() != sheet:
            self.title.setStyleSheet(sheet)
        # the big button too (1.6: QPushButton[role="big"]): a long name never makes the page wider;
        # in a very narrow cover the name in it ends in "…" (the title above says it whole)
        m = self.layout().contentsMargins()
        room = self.width() - m.left() - m.right() - 2 * 28 - 12
        words = QCoreApplication.translate("Cover", "I am {name}: show (Space)")
        text = words.format(name=self.name)
        size = self._fitting_size(text, 1.6, room)
        font = QFont(self.font())
        font.setBold(True)
        font.setPointSizeF(size)
        fm = QFontMetricsF(font)
        name, least = self.name, len(name_start(self.name))
        while len(name) > least and fm.horizontalAdvance(text) > room:
            name = name[:-1]
            text = words.format(name=name.rstrip() + "…")
        if fm.horizontalAdvance(text) > room:  # not even the start of the name: the title above says who
            text = QCoreApplication.translate("Cover", "Show (Space)")
        if self.button.text() != text:
            shortcut = self.button.shortcut()
            self.button.setText(text)
            self.button.setShortcut(shortcut)  # setText resets it to the text's mnemonic
        self.button.setToolTip(words.format(name=self.name))
        sheet = f"font-size: {size:.1f}pt;"
        if self.button.styleSheet() != sheet:
            self.button.setStyleSheet(sheet)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_title()
        self._give_way()

    def heightForWidth(self, width: int) -> int:
        """Its whole height, the hint and the public line included even while they give way: a page
        that can give the cover that much shows them (its least height counts only the title and the
        button, ``_give_way``)."""
        lay = self.layout()
        m, gap = lay.contentsMargins(), lay.spacing()
        key = (width, self.title_text, self.hint.text(), self.public.text(), self.public.maximumHeight(),
               self.title.styleSheet(), self.button.styleSheet(), self.font().pointSizeF(), m.top(), gap)
        if self._hfw[0] == key:  # (asked at every layout pass: measured once per width and words)
            return self._hfw[1]
        inner = width - m.left() - m.right()
        need = m.top() + m.bottom() + max(self.title.heightForWidth(inner), self.title.minimumSizeHint().height(),
                                          self.title.minimumHeight()) + gap + self.button.sizeHint().height()
        for line in (self.hint, self.public):
            if line.text() and line.maximumHeight() > 0:
                need += gap + line.heightForWidth(inner)
        self._hfw = (key, need)
        return need

    def _give_way(self) -> None:
        """The title and the button always whole: the hint and the public line below the title show
        only while the cover is tall enough for them too (a short page at large text), in that order."""
        lay = self.layout()
        m, gap = lay.contentsMargins(), lay.spacing()
        inner = self.width() - m.left() - m.right()
        if inner <= 20:
            return
        title = max(self.title.heightForWidth(inner), self.title.minimumSizeHint().height(),
                    self.title.minimumHeight())
        need = m.top() + m.bottom() + title + gap + self.button.sizeHint().height()
        for line in (self.hint, self.public):
            wanted = bool(line.text()) and line.maximumHeight() > 0  # (a panel may fold the public line away)
            height = line.heightForWidth(inner)
            shown = wanted and need + gap + height <= self.height()
            if shown:
                need += gap + height
            if line.isVisibleTo(self) != shown:
                line.setVisible(shown)

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # View > Larger / Smaller text
            self._fit_title()


class PrivateView(QStackedWidget):
    """What ``controller.private_for`` returns: a cover, then (after dismissal) the private widget.
    ``revealed(bool)``: the private widget was just shown (True) or covered again (False).
    ``show_for`` turns the same widget to the next seat (the kit's pages do, on every private page)."""

    revealed = Signal(bool)

    def __init__(self, controller, name: str, build: Callable[[], QWidget], parent=None):
        super().__init__(parent)
        self.controller = controller
        self.private: QWidget | None = None
        self._cover: Cover | None = None
        self._frame: QWidget | None = None  # "Only for X" and Hide, above the private widget
        self.show_for(name, build)

    def show_for(self, name: str, build: Callable[[], QWidget]) -> None:
        """``name``'s private page, built by ``build`` once they take the screen (at once while they
        hold it): whatever was shown before is dropped first."""
        self._drop_private()
        self.name = name
        self._build = build
        if self.controller.screen_holder == name:
            self.reveal()
        else:
            self.cover()

    def _drop_private(self) -> None:
        if self.private is not None:
            self._frame.layout().removeWidget(self.private)
            self.private.hide()  # its shortcuts stop at once
            self.private.deleteLater()
            self.private = None

    def cover(self) -> None:
        was_open = self.private is not None
        self._drop_private()
        self.controller.took_screen(None)
        if self._cover is None:
            self._cover = Cover(self.name, self.controller.summary())
            self._cover.dismissed.connect(self.reveal)
            self.addWidget(self._cover)
        else:
            self._cover.set_name(self.name, self.controller.summary())
        self.setCurrentWidget(self._cover)
        self._cover.button.setFocus()
        if was_open:
            self.revealed.emit(False)

    @property
    def covered(self) -> bool:
        return self.private is None

    def reveal(self) -> None:
        self._drop_private()
        self.controller.took_screen(self.name)
        if self._frame is None:
            self._frame = QWidget()
            lay = QVBoxLayout(self._frame)
            lay.setContentsMargins(0, 0, 0, 0)
            top = QHBoxLayout()
            # one line, never wider than the page (a long name at larger text made the whole table wider
            # than the window): "Only for X", or the name alone when that does not fit beside Hide
            self._who = FirstFitLabel()
            self._who.setProperty("role", "warning")
            self._who.setProperty("elidesName", True)  # the name alone may end in "…" (its first letters kept)
            top.addWidget(self._who, 1)
            hide = QPushButton(QCoreApplication.translate("Cover", "Hide (Esc)"))
            hide.setShortcut(QKeySequence(Qt.Key.Key_Escape))
            hide.clicked.connect(self.cover)
            top.addWidget(hide)
            lay.addLayout(top)
            self.addWidget(self._frame)
        self._who.set_texts(QCoreApplication.translate("Cover", "Only for {name}").format(name=self.name), self.name)
        self.private = self._build()
        self._frame.layout().addWidget(self.private, 1)
        self.setCurrentWidget(self._frame)
        self.revealed.emit(True)

    def clear(self) -> None:
        """Nothing private any more (the kit's pages: a public page is shown instead of this one; the
        next ``show_for`` puts the cover up)."""
        self._drop_private()
