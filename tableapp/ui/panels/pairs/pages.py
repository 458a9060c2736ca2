"""The pages of a Pairs turn: hit or fold (the engine's choices as key buttons, both modes), and
the card keypad (physical): the table reports each card dealt or drawn, in the order the app asks
(A.6), one key per card (1-9, and 0 for 10). The keypad plays the card at once: every card lies
face up on the tiles above, and a wrong one is taken back with Ctrl+Z."""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QKeySequence
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from tableapp.core.views import Choice, PublicView
from tableapp.ui import style
from tableapp.ui.panels.kit import KeyButton
from tableapp.ui.panels.kit.entries import fill
from tableapp.ui.panels.kit.fit import FitLabel

from .common import label, set_text, tr

VALUES = list(range(1, 11))


def value_key(v: int) -> str:
    return "0" if v == 10 else str(v)


def fitted_size(widget: QWidget, natural: float, fits: Callable[[float], bool]) -> float:
    """The largest font size (pt) from ``natural`` down that ``fits``, or ``natural`` when none does:
    at larger text the step's keys may give up some of their size to stay in one row (and in
    sight), but never below the size they have at 100 % text nor below the text around them."""
    base = widget.font().pointSizeF()  # the app's text size, as the page has it
    floor = max(natural * style.BASE_PT / base if base > 0 else natural, base)
    size = natural
    while size >= floor:
        if fits(size):
            return size
        size *= 0.95
    return natural


def font_sheet(size: float | None, selector: str = "") -> str:
    """A widget's own style sheet setting its font size (``None``: none, the app's size)."""
    if size is None:
        return ""
    return f"{selector} {{ font-size: {size:.1f}pt; }}" if selector else f"font-size: {size:.1f}pt;"


class KeptPage(QWidget):
    """A page the panel keeps for later (a turn's, a card's): hidden, it asks for no room (the
    stack of pages asks for its largest page's, which would squeeze the tiles for nothing)."""

    def minimumSizeHint(self) -> QSize:
        return QSize(0, 0) if self.isHidden() else super().minimumSizeHint()

    def sizeHint(self) -> QSize:
        return QSize(0, 0) if self.isHidden() else super().sizeHint()


class TurnPage(KeptPage):
    """"Bo: hit or fold?" and the choices, with the engine's keys (H, F) and labels (the fold says
    what it would score). The two buttons stay; only their words change from turn to turn."""

    def __init__(self, act: Callable[[Choice], None], relaid: Callable[[], None] = lambda: None, parent=None):
        super().__init__(parent)
        self.act, self.relaid = act, relaid
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(6)
        self.prompt = FitLabel(1.4, 0.9, lines=1)  # the tile of the player to act is framed too
        lay.addWidget(self.prompt)
        self.row = QGridLayout()
        self.row.setSpacing(8)
        lay.addLayout(self.row)
        lay.addStretch(1)
        self._buttons: list[KeyButton] = []
        self._natural: float | None = None  # the buttons' font size without a sheet of their own
        self._base = 0.0  # the app's text size they were fitted at
        self.columns = 2

    def _place(self) -> None:
        """Side by side while both labels fit, else one above the other (a narrow page). At larger
        text the labels give up some of their size to stay side by side (``fitted_size``)."""
        shown = self.buttons
        size = self._side_by_side_size(shown)
        for b in self._buttons:
            sheet = font_sheet(size)
            if b.styleSheet() != sheet:
                b.setStyleSheet(sheet)
        need = max((b.sizeHint().width() for b in shown), default=0)
        cols = 2 if len(shown) > 1 and 2 * need + 8 <= self.width() else 1
        if cols == self.columns and all(self.row.indexOf(b) >= 0 for b in self._buttons):
            return
        self.columns = cols
        for i, b in enumerate(self._buttons):
            self.row.removeWidget(b)
            self.row.addWidget(b, i // cols, i % cols)
        for c in range(2):
            self.row.setColumnStretch(c, 1 if c < cols else 0)
        self.relaid()

    def _side_by_side_size(self, shown: list[KeyButton]) -> float | None:
        """The buttons' font size for two side by side (None: their own, from the app's style)."""
        if len(shown) < 2 or self.width() <= 100:
            return None
        if self._natural is None or not any(b.styleSheet() for b in self._buttons):
            self._natural = shown[0].font().pointSizeF()  # (as the app's style sheet sizes them)
        b = shown[0]
        chrome = b.sizeHint().width() - b.fontMetrics().horizontalAdvance(b.text())  # padding and border

        def fits(size: float) -> bool:
            font = QFont(b.font())
            font.setPointSizeF(size)
            widest = max(QFontMetricsF(font).horizontalAdvance(x.text()) for x in shown)
            return 2 * (widest + chrome) + 8 <= self.width()

        size = fitted_size(self, self._natural, fits)
        return None if size == self._natural else size

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self._place()

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and self._base != self.font().pointSizeF():
            self._base = self.font().pointSizeF()  # View > Larger text: the buttons measured afresh
            for b in self._buttons:
                b.setStyleSheet("")
            self._natural = None
            if self._buttons:
                self._place()

    @property
    def buttons(self) -> list[KeyButton]:
        return [b for b in self._buttons if not b.isHidden()]

    def update_turn(self, view: PublicView, choices: list[Choice]) -> None:
        self.prompt.setText(tr("PairsPanel", "{name}: hit or fold?").format(name=view.to_act))
        while len(self._buttons) < len(choices):
            b = KeyButton(choices[len(self._buttons)], parent=self)  # a parent at once: never a window of its own
            b.setMinimumWidth(0)
            b.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            b.clicked.connect(lambda _=False, b=b: self.act(b.choice))
            self._buttons.append(b)
        for i, b in enumerate(self._buttons):
            if i < len(choices):
                ch = choices[i]
                if (b.choice.label, b.key) != (ch.label, ch.key):
                    b.set_choice(ch, ch.key)
                else:
                    b.choice = ch
            b.setVisible(i < len(choices))  # E1: with no card left, only the fold
        self._place()


class Keypad(QWidget):
    """Ten value buttons in one row, each with its key; ``pressed(value)``."""

    def __init__(self, press: Callable[[int], None], relaid: Callable[[], None] = lambda: None, parent=None):
        super().__init__(parent)
        self.relaid = relaid  # told when the rows change: the panel's height follows
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(6)
        self.buttons: dict[int, QPushButton] = {}
        for i, v in enumerate(VALUES):
            b = QPushButton(str(v))
            b.setProperty("pp", "value")
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.setMinimumWidth(0)  # no minimum height: its text's (Fixed), whatever the text size
            b.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            b.setShortcut(QKeySequence(value_key(v)))
            b.setToolTip(tr("PairsPanel", "A {v} (key {key})").format(v=v, key=value_key(v)))
            b.setAccessibleName(tr("PairsPanel", "Card {v}").format(v=v))
            b.clicked.connect(lambda _=False, v=v: press(v))
            self.buttons[v] = b
        self.columns = 0
        self._natural: float | None = None  # the digits' font size without a sheet of its own
        self._base = 0.0  # the app's text size it was fitted at
        self._place(10)

    def _place(self, cols: int) -> None:
        if cols == self.columns:
            return
        grid = self.layout()
        for i, b in enumerate(self.buttons.values()):
            grid.removeWidget(b)
            grid.addWidget(b, i // cols, i % cols)
        for c in range(10):
            grid.setColumnStretch(c, 1 if c < cols else 0)
        first = not self.columns
        self.columns = cols
        if not first:
            self.relaid()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and self._base != self.font().pointSizeF():
            self._base = self.font().pointSizeF()  # View > Larger text: the digits measured afresh
            self.setStyleSheet("")
            self._natural = None
            self._fit()

    def _fit(self) -> None:
        """One row of ten while "10" fits its button (at larger text its digits may give up some of
        their size for that, ``fitted_size``); two rows of five on a narrow page."""
        if self.width() <= 100:
            return
        b = self.buttons[10]
        if self._natural is None or not self.styleSheet():
            self._natural = b.font().pointSizeF()

        def fits(size: float) -> bool:
            font = QFont(b.font())
            font.setPointSizeF(size)
            return self.width() >= 10 * (QFontMetricsF(font).horizontalAdvance("10") + 28) + 54

        size = fitted_size(self, self._natural, fits)
        sheet = font_sheet(size if size != self._natural else None, 'QPushButton[pp="value"]')
        if self.styleSheet() != sheet:
            self.setStyleSheet(sheet)
        self._place(10 if fits(size) else 5)


class CardPage(KeptPage):
    """Physical: what the table does with the cards first (shuffle and burn), which card the app
    asks for now (the engine's label), who gets the cards still due, and the keypad."""

    def __init__(self, submit: Callable[[object], bool], controller, relaid: Callable[[], None] = lambda: None,
                 parent=None):
        super().__init__(parent)
        self.submit, self.controller = submit, controller
        self.choice: Choice | None = None
        self._order = ("", "")  # who gets the next cards; that and the keys' hint
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(6)
        top = QHBoxLayout()  # which card; beside it, when due, what the table does with the cards first
        top.setSpacing(12)
        self.prompt = FitLabel(1.6, 0.9, lines=1)
        top.addWidget(self.prompt, 2)
        self.instruction = label(pp="instruction", wrap=True)
        self.instruction.hide()
        top.addWidget(self.instruction, 3)
        lay.addLayout(top)
        self.keypad = Keypad(self.press, relaid)
        lay.addWidget(self.keypad)
        self.order = FitLabel(1.0, 0.5, lines=3, color=style.MUTED)  # who gets the next cards; the keys
        lay.addWidget(self.order)
        lay.addStretch(1)

    def _order_room(self) -> None:
        """The order line, at least as high as its words wrapped at its smallest size (its own least
        height is one line). At larger text the keys' hint gives way to the keypad, in the line's
        tooltip (and each key's)."""
        order, whole = self._order
        larger = style.larger_text(self.font().pointSizeF())
        self.order.setText(order if order and larger else whole)
        self.order.setToolTip(whole)
        width = self.order.width() if self.order.width() > 100 else self.width()
        if width <= 100:
            return
        font = QFont(self.order.font())
        font.setPointSizeF(max(7.0, font.pointSizeF() * 0.5))  # (the FitLabel's smallest, above)
        font.setBold(True)
        fm = QFontMetricsF(font)
        box = fm.boundingRect(QRect(0, 0, width, 1 << 20), int(Qt.TextFlag.TextWordWrap), self.order.text())
        need = int(max(box.height(), fm.lineSpacing()) * 1.1 + 0.99)
        if self.order.minimumHeight() != need:
            self.order.setMinimumHeight(need)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self._order_room()

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._order_room()

    def update_card(self, view: PublicView, choice: Choice) -> None:
        d = view.detail
        self.choice = choice
        text = d.get("instruction") or ""
        set_text(self.instruction, text)
        self.instruction.setVisible(bool(text))
        self.prompt.setText(choice.label)
        due = d.get("next") or []
        order = tr("PairsPanel", "Then: {names}").format(names=tr("PairsPanel", ", ").join(due[1:])) if len(due) > 1 else ""
        if d.get("tie_discard") is not None and due:  # PR3: the tie card paired
            order = tr("PairsPanel", "The {v} paired: it is discarded; deal {name} another card.").format(
                v=d["tie_discard"], name=due[0])
        keys = tr("PairsPanel", "Keys 1–9, and 0 for 10. A wrong card: Ctrl+Z.")
        whole = tr("PairsPanel", "{then}    {keys}").format(then=order, keys=keys) if order else keys
        self._order = (order, whole)
        self._order_room()

    def press(self, value: int) -> None:
        if self.choice is None:
            return
        try:
            action = fill(self.controller, self.choice.action, {"value": value})
        except ValueError:
            return
        self.submit(action)
