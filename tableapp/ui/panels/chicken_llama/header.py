"""The phase header above the players: the phase and whose decision, the round's amounts
(S/V/F/W), "Stakes rise", the panel's tools, the top of the pile and the pot. Everything comes
from the public view (its ``detail``)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QWidget

from tableapp.core.engine import TABLE

from tableapp.ui.panels.kit.labels import set_text
from tableapp.ui.widgets.one_line import NO_BREAK_SPACE, WORD_JOINER, KeepWordsLabel

from .common import PublicBill, label


class PhaseLabel(KeepWordsLabel):
    """One line while the header has room for it (its size hint is the whole line); wrapped,
    never cut, when a long phase and name meet a narrow panel (Japanese only between words)."""

    def sizeHint(self) -> QSize:
        m = self.contentsMargins()
        width = self.fontMetrics().horizontalAdvance(self.text()) + m.left() + m.right() + 2
        return QSize(width, self.heightForWidth(width))  # (a wrapped label's own hint wraps it narrowly)

    def minimumSizeHint(self) -> QSize:
        # as tall as its lines at its width, not as wrapped at its least width (two lines of a one-line
        # phase left a gap under it in the header)
        least = super().minimumSizeHint()
        if self.width() <= 50:
            return QSize(least.width(), self.fontMetrics().height())
        return QSize(least.width(), self.heightForWidth(self.width()))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self.updateGeometry()  # its least height follows its width


class ItemsLabel(QLabel):
    """A line of items ("stake S = 1 · wrong vote V = 1 · ...") that wraps only between its items,
    never inside one (its spaces do not break, nor does Japanese between its characters): at
    larger text the round's amounts take two or three lines instead of being cut. ``text()`` is
    the text as given."""

    SEP = " · "

    def __init__(self, parent=None):
        super().__init__(parent)
        self._plain = ""
        self._short = ""  # a shorter text for when the whole one does not fit one line (set_texts)
        self._shown = ""
        self.setWordWrap(True)

    def setText(self, text: str) -> None:
        self.set_texts(text)

    def set_texts(self, text: str, short: str = "") -> None:
        """``text``, or ``short`` (when given) at a width where ``text`` takes more than one line."""
        if (text, short) == (self._plain, self._short):
            return
        self._plain, self._short = text, short
        self.choose(self.width())

    def choose(self, width: int) -> None:
        """The text shown at ``width``: the whole one when it fits one line there, else the short one."""
        text = self._plain
        if self._short and self.fontMetrics().horizontalAdvance(text) + 4 > width:
            text = self._short
        if text == self._shown:
            return
        self._shown = text
        items = [WORD_JOINER.join(item.replace(" ", NO_BREAK_SPACE)) for item in text.split(self.SEP)]
        QLabel.setText(self, (NO_BREAK_SPACE + "· ").join(items))  # a line may end after "·", never begin with it

    def shortest(self) -> str:
        return self._short or self._plain

    def text(self) -> str:
        return self._plain

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self.choose(self.width())


class Header(QWidget):
    """Phase, whose decision, the round's amounts (S/V/F/W), "Stakes rise", the pile, the pot.

    Wide: the phase line and the amounts on the left, the pile and the pot beside both. When the
    phase line, the pile and the pot do not fit side by side (larger text, a long name), the phase
    line takes the whole width and the pile and the pot go beside the amounts, which wrap between
    their items."""

    def __init__(self, parent=None):
        super().__init__(parent)
        lay = QGridLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setHorizontalSpacing(14)
        lay.setVerticalSpacing(0)
        self.top_box = QWidget()  # the phase line: the phase, "Stakes rise" (and the tools when wide)
        self.top = top = QHBoxLayout(self.top_box)
        top.setContentsMargins(0, 0, 0, 0)
        top.setSpacing(12)
        self.phase = PhaseLabel()
        self.phase.setObjectName("prompt")
        top.addWidget(self.phase)
        self.rise = label()
        self.rise.setProperty("cl", "rise")
        self.rise.hide()
        top.addWidget(self.rise)
        top.addStretch(1)
        self.tools_box = QWidget()  # the panel's rare tools (the reveal log, "Table ▾"), kept narrow
        self.tools = QHBoxLayout(self.tools_box)
        self.tools.setContentsMargins(0, 0, 0, 0)
        self.tools.setSpacing(6)
        self.amounts = ItemsLabel()
        self.amounts.setProperty("cl", "amounts")
        self.amounts.setToolTip(QCoreApplication.translate(
            "ChickenLlamaPanel", "S: the stake. V: what a wrong vote pays. F: what each voter pays a bust "
                                 "lone survivor. W: what a withdrawal costs."))
        self.pile_box = QWidget()
        pile = QHBoxLayout(self.pile_box)
        pile.setContentsMargins(0, 0, 0, 0)
        pile.setSpacing(8)
        self.pile_top = PublicBill()
        self.pile_top.setToolTip(QCoreApplication.translate(
            "ChickenLlamaPanel", "The top bill of the pile: everyone sees its common side and marks."))
        pile.addWidget(self.pile_top)
        self.pile_count = label()
        self.pile_count.setProperty("cl", "pile")
        pile.addWidget(self.pile_count)
        self.pot = label(name="pot")
        lay.setColumnStretch(0, 1)
        self.narrow: bool | None = None
        self.larger = False  # larger text than 100 % (the panel sets it): the amounts may be shortened
        self._full = 0.0  # the phase's own size (_full_pt)
        self._arrange(False)

    def _arrange(self, narrow: bool) -> None:
        if narrow == self.narrow:
            return
        self.narrow = narrow
        lay: QGridLayout = self.layout()
        for part in (self.top_box, self.amounts, self.pile_box, self.pot, self.tools_box):
            lay.removeWidget(part)
        self.top.removeWidget(self.tools_box)
        middle = Qt.AlignmentFlag.AlignVCenter
        self.top.addWidget(self.tools_box, 0, middle)
        if narrow:  # the phase line the whole width; the pile and the pot beside the amounts under it
            lay.addWidget(self.top_box, 0, 0, 1, 3)
            lay.addWidget(self.amounts, 1, 0)
            lay.addWidget(self.pile_box, 1, 1, middle)
            lay.addWidget(self.pot, 1, 2, middle)
        else:
            lay.addWidget(self.top_box, 0, 0)
            lay.addWidget(self.amounts, 1, 0)
            lay.addWidget(self.pile_box, 0, 1, 2, 1, middle)
            lay.addWidget(self.pot, 0, 2, 2, 1, middle)
        for part in (self.top_box, self.amounts, self.tools_box):
            part.show()  # (a widget moved to another parent is hidden)

    def _fit_width(self, width: int | None = None) -> None:
        """Narrow when the phase line, the pile and the pot do not fit side by side (or the amounts
        would wrap beside them)."""
        width = self.width() if width is None else width
        if width < 50:
            return
        lay: QGridLayout = self.layout()
        gap = lay.horizontalSpacing()
        right = sum(x.sizeHint().width() + gap for x in (self.pile_box, self.pot) if not x.isHidden())
        line = [x for x in (self.rise, self.tools_box) if not x.isHidden()]
        # (the phase at its own size, not as it shrank for the last width: the same arrangement each time)
        top = self._phase_width(self._full_pt()) + sum(x.sizeHint().width() + self.top.spacing() for x in line)
        amounts = self.amounts.fontMetrics().horizontalAdvance(self.amounts.shortest()) + 4
        need = right + max(top, amounts)
        self._arrange(need > width)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self._fit_width()

    # at larger text the phase shrinks down to this much of its size before it takes a second line
    # (whose turn it is stays big, and the step's buttons below stay in the window)
    SMALLEST = 0.75

    def _full_pt(self) -> float:
        """The phase's own size (the style's), whatever it shrank to."""
        if not self.phase.styleSheet():
            self.phase.ensurePolished()
            self._full = self.phase.font().pointSizeF()
        return self._full

    def _phase_width(self, size: float) -> int:
        font = QFont(self.phase.font())
        font.setPointSizeF(size)
        m = self.phase.contentsMargins()
        return int(QFontMetricsF(font).horizontalAdvance(self.phase.text()) + 0.99) + m.left() + m.right() + 2

    def _shrink_phase(self, room: int) -> None:
        """At larger text the phase's size that fits one line in ``room`` (down to SMALLEST of its own)."""
        full = self._full_pt()
        size = full
        if self.larger:
            while size > full * self.SMALLEST and self._phase_width(size) > room:
                size *= 0.95
            size = max(size, full * self.SMALLEST)
        sheet = "" if size >= full else f"font-size: {size:.1f}pt;"
        if self.phase.styleSheet() != sheet:
            self.phase.setStyleSheet(sheet)

    def restyled(self) -> None:
        """The text size changed: the phase measured again from the style's size."""
        self.phase.setStyleSheet("")

    def add_tool(self, widget: QWidget) -> None:
        self.tools.addWidget(widget, 0, Qt.AlignmentFlag.AlignVCenter)

    def update_view(self, view: dict, bill_h: int) -> None:
        who = view.get("to_act")
        phase = view.get("phase_title", "")
        if who == TABLE:
            text = QCoreApplication.translate("ChickenLlamaPanel", "{phase} · the table").format(phase=phase)
        elif who and not str(who).startswith("#"):
            text = QCoreApplication.translate("ChickenLlamaPanel", "{phase} · {name}").format(phase=phase, name=who)
        else:
            text = phase
        set_text(self.phase, text)
        am = view.get("amounts") or {}
        amounts = {k: am.get(k, "?") for k in "SVFW"}
        # at larger text the letters alone when the words take more than a line (the tooltip says them)
        short = ItemsLabel.SEP.join(f"{k} = {v}" for k, v in amounts.items()) if self.larger else ""
        self.amounts.set_texts(QCoreApplication.translate(
            "ChickenLlamaPanel", "stake S = {S} · wrong vote V = {V} · bust survivor F = {F} · withdrawal W = {W}").format(
            **amounts), short)
        rise = view.get("stakes_rise")
        set_text(self.rise, f"▲ {rise}" if rise else "")
        self.rise.setVisible(bool(rise))
        set_text(self.pot, QCoreApplication.translate("ChickenLlamaPanel", "Pot {n}").format(n=view.get("pot", 0)))
        pile = view.get("pile")
        self.pile_box.setVisible(pile is not None)
        if pile is not None:
            top = pile.get("top")
            self.pile_top.setVisible(top is not None)
            if top is not None:
                self.pile_top.set_look(bill_h, top)
            set_text(self.pile_count, QCoreApplication.translate(
                "ChickenLlamaPanel", "pile\n{n} bills").format(n=pile.get("count", 0)))
        self._fit_width()

    def least_height(self, width: int) -> int:
        """The height at ``width``, its wrapped lines counted (a grid's own height for a width
        shares the width by the hints, not as it lays the header out), arranged for that width."""
        self._fit_width(width)
        gap = self.layout().horizontalSpacing()
        right = [x for x in (self.pile_box, self.pot) if not x.isHidden()]
        beside = sum(x.sizeHint().width() + gap for x in right)
        tall = max((x.sizeHint().height() for x in right), default=0)
        line = [x for x in (self.rise, self.tools_box) if not x.isHidden()]  # beside the phase
        used = sum(x.sizeHint().width() + self.top.spacing() for x in line) + (0 if self.narrow else beside)
        room = max(1, width - used)
        self._shrink_phase(room)
        # one line when it fits (measured on its text: the label's own height for a width was
        # at times that of two lines, a gap under the phase)
        fm = self.phase.fontMetrics()
        m = self.phase.contentsMargins()
        one = fm.height() + m.top() + m.bottom()
        fits = fm.horizontalAdvance(self.phase.text()) + m.left() + m.right() + 2 <= room
        phase = one if fits else max(one, self.phase.heightForWidth(room))
        top = max([phase] + [x.sizeHint().height() for x in line])
        self.amounts.choose(max(1, width - beside))  # (as it will at that width)
        amounts = self.amounts.heightForWidth(max(1, width - beside))
        if self.narrow:
            return top + max(amounts, tall)
        return max(top + amounts, tall)
