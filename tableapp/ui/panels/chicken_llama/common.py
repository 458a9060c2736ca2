"""Small shared pieces of the Chicken or Llama panel: labels, bill sizes, the bills, its looks.

Bills are always given by their position in a hand (the order received) and drawn from
their marks only (tableapp/ui/art/bills.py): nothing here ever sees a bill's identity.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtWidgets import QSizePolicy, QWidget

from tableapp.ui.art.bills import KEYS as MARK_KEYS
from tableapp.ui.art.bills import BillWidget

from ..kit.labels import ErrorLabel, label  # noqa: F401 - the panel's modules import them from here

UNSEEN = "?"  # the engine's word for a bill nobody has looked at


def animal_side(animal: str | None) -> str | None:
    """The engine's animal ("llama", "chicken", "?") as the art's side ("?" is "unknown")."""
    if animal is None:
        return None
    return "unknown" if animal == UNSEEN else animal


def bill_height(widget: QWidget, lines: float) -> int:
    """A bill ``lines`` text lines tall: bills grow with the app's text size, less than the text
    at larger text (a picture, not words: at 200 % the page of the moment keeps its room)."""
    from tableapp.ui import style

    widget.ensurePolished()  # the app's style sheet sets the text size
    scale = widget.font().pointSizeF() / style.BASE_PT
    return max(24, round(widget.fontMetrics().height() * lines / max(1.0, scale) ** 0.5))


def bill_box(h: int, two_sides: bool = False) -> QSize:
    """The widget size that draws a bill ``h`` pixels tall (BillWidget keeps a 3 px focus ring
    around it and 5 % of air), one side or two sides stacked."""
    ring = 12
    if two_sides:
        return QSize(round(h * 2.1) + ring, round(h * 2.1) + ring + 6)
    return QSize(round(h * 2.1) + ring, round(h * 1.05) + ring)


class PublicBill(BillWidget):
    """A bill on the table: its common side, and at a public reveal its animal side below it.
    Fixed size, never markable, never focused. The picture depends only on the marks (and the
    animal once revealed): two bills with the same marks are pixel-identical."""

    def __init__(self, marks=(), parent=None):
        super().__init__(marks, parent, placement="below")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)

    def set_look(self, h: int, marks, animal: str | None = None) -> None:
        """``h``: the height of one side; ``animal``: the engine's animal at a reveal, else None."""
        self.set_marks(marks)
        side = animal_side(animal)
        if side != self.show_animal():
            self.set_show_animal(side)
        size = bill_box(h, two_sides=side is not None)
        if self.size() != size:
            self.setFixedSize(size)


class HandBill(BillWidget):
    """One of the holder's own bills on their private screen: the common side (markable) with
    the animal side below it. The mouse marks at once; the keys (Q W A S, H V, 1-9) mark only
    while the bill has the keyboard focus, which it gets from Tab or the "mark" key, never
    from a click: a click on a bill followed by "1" still means the first decision."""

    step = Signal(int)  # arrow keys: move the focus to the bill before (-1) or after (+1)
    done = Signal()  # Enter or M: back to the decisions
    focus_changed = Signal()

    def __init__(self, parent=None):
        super().__init__(parent=parent, placement="below")

    def set_markable(self, markable: bool) -> None:
        super().set_markable(markable)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus if markable else Qt.FocusPolicy.NoFocus)

    def set_height(self, h: int) -> None:
        """``h``: the height of one side; the widget holds the common side and the animal below."""
        size = bill_box(h, two_sides=True)
        if self.size() != size:
            self.setFixedSize(size)

    def takes_key(self, event) -> bool:
        """While this bill has the focus its keys are marks, not the panel's shortcuts (asked by the
        page it is on, which the ShortcutOverride reaches next: an ``event`` override here would
        cost a call into Python for every event of every bill, paints included)."""
        return self.hasFocus() and self.is_markable() \
            and event.modifiers() in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier) \
            and (event.key() in MARK_KEYS or event.key() in _NAV_KEYS)

    def keyPressEvent(self, event) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            self.step.emit(-1)
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            self.step.emit(1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_M):
            self.done.emit()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        self.focus_changed.emit()

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        self.focus_changed.emit()


_NAV_KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Return,
             Qt.Key.Key_Enter, Qt.Key.Key_M)


def coins_text(n: int) -> str:
    if n == 1:
        return QCoreApplication.translate("ChickenLlamaPanel", "1 coin")
    return QCoreApplication.translate("ChickenLlamaPanel", "{n} coins").format(n=n)


def coins_tip(choice) -> str:
    """A decision's tooltip: its whole label, and what it puts in the pot in coins, the game's word."""
    if choice.amount is None:
        return choice.label
    return QCoreApplication.translate("ChickenLlamaPanel", "{label} ({coins})").format(
        label=choice.label, coins=coins_text(choice.amount))


def clear_layout(layout) -> None:
    """Remove and delete every widget of ``layout`` (hidden first: their shortcuts stop at once)."""
    while layout.count():
        item = layout.takeAt(0)
        w = item.widget()
        if w is not None:
            w.hide()
            w.deleteLater()
        elif item.layout() is not None:
            clear_layout(item.layout())


def panel_style(base: float) -> str:
    """The panel's own looks; sizes are multiples of the app's text size ``base`` (pt), so
    View > Larger text grows them too."""
    from tableapp.ui import style

    t = style.THEME

    pt = lambda f: f"{max(7.0, base * f):.1f}pt"  # noqa: E731
    return f"""
QWidget[cl="clear"] {{ background: transparent; }}
QLabel[cl="rise"] {{ background: {t.turn_fill}; color: {t.on_turn}; font-weight: bold; border-radius: 6px;
                     padding: 2px 10px; font-size: {pt(1.3)}; }}
QLabel[cl="amounts"], QLabel[cl="pile"], QLabel[cl="note"], QLabel[cl="caption"], QLabel[cl="status"] {{
    color: {style.MUTED}; }}
QLabel[cl="coins"] {{ font-size: {pt(1.55)}; font-weight: bold; }}
QLabel[cl="putin"] {{ font-weight: bold; }}
QLabel[cl="line"] {{ font-size: {pt(1.0)}; }}
QLabel[cl="move"] {{ font-size: {pt(1.0)}; font-weight: bold; }}
QLabel[cl="winner"] {{ color: {style.TURN}; }}
QLabel[cl="news"] {{ color: {style.TURN}; font-weight: bold; font-size: {pt(1.15)}; }}
QPushButton[cl="tool"] {{ font-size: {pt(0.95)}; padding: 3px 10px; }}
QPushButton[role="withdraw"] {{ background: {t.warn_back}; border-color: {t.warn_line}; font-weight: bold; }}
QPushButton[role="choice"], QPushButton[role="choiceSmall"] {{ font-size: {pt(1.25)}; font-weight: bold;
    padding: 10px 14px; text-align: left; background: {t.action}; border-color: {style.ACCENT}; }}
QPushButton[role="choiceSmall"] {{ font-size: {pt(1.0)}; }}
QPushButton[role="choice"]:focus, QPushButton[role="choiceSmall"]:focus {{ border-color: {style.TURN}; }}
QPushButton[role="choice"]:checked {{ background: {t.turn_back}; border-color: {style.TURN}; }}
QPushButton[role="choice"]:disabled, QPushButton[role="choiceSmall"]:disabled {{ background: {t.button};
    color: {style.OUT}; border-color: {t.line_dim}; }}
""" + (_larger_style(pt) if style.larger_text(base) else "")


def _larger_style(pt) -> str:
    """At larger text a row's badges a little smaller: a long name (its first columns), both badges
    and the coins stay on one line of a row as wide as the panel. The private page's news in the
    usual size, already large (read at the laptop by its holder): at 200 % the "?" legend on one
    line, not two, so that five bills, the marking hint and the decisions fit under the header."""
    return f"""
QWidget#seat QLabel#seatMarker {{ font-size: {pt(0.8)}; }}
QLabel[cl="news"] {{ font-size: {pt(1.0)}; }}
"""
