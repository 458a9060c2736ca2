"""A decision's button without its player's name when its whole label does not fit: the engine's
"Maximilian-Alexander: withdraw (pay 2, get 0 back)" is wider than the panel at 200 % text (a push button
does not wrap), so it says "Withdraw (pay 2, get 0 back)" (the header says whose decision it is, the
private screen is theirs); the tooltip keeps the whole label. Checked for every new set of choices and
every new width."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QPushButton, QStyle, QStyleOptionButton

from tableapp.core.views import Choice
from tableapp.ui.panels.kit.keys import key_text, set_key_label

from .common import coins_tip


def without_name(label: str, name: str | None) -> str | None:
    """``label`` without the player's name before its colon ("Maximilian-Alexander: withdraw (pay 2,
    get 0 back)" -> "Withdraw (pay 2, get 0 back)", "長谷川さくら子 さん：撤回（…）" -> "撤回（…）"), or None
    when it does not start so: the engine's own words and amounts, less the name."""
    if not name or not label.startswith(name):
        return None
    rest = label[len(name):]
    colon = min((i for i in (rest.find(":"), rest.find("：")) if i >= 0), default=-1)
    if colon < 0 or colon > 4:  # (at most an honorific between: " さん")
        return None
    text = rest[colon + 1:].strip()
    return text[:1].upper() + text[1:] if text else None


def short_labels(choices: list[Choice]) -> dict[str, str]:
    """The shorter label of each choice that names its player (the engine's label -> the short one)."""
    out = {}
    for ch in choices:
        short = without_name(ch.label, getattr(ch.action, "by", None))
        if short:
            out[ch.label] = short
    return out


def _padding(b: QPushButton) -> int:
    """The width of ``b`` around its text (its style's padding and border)."""
    b.ensurePolished()
    opt = QStyleOptionButton()
    b.initStyleOption(opt)
    return b.width() - b.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, opt, b).width()


class ShortLabels(QObject):
    """Follows a kit ``ChoiceButtons``: a button whose whole label is wider than the row of buttons
    shows its short one (``short``: the engine's label -> the short one, ``short_labels``)."""

    def __init__(self, buttons, parent=None):
        super().__init__(parent or buttons)
        self.buttons = buttons
        self.short: dict[str, str] = {}
        buttons.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:
        if obj is self.buttons and event.type() == QEvent.Type.Resize:
            self.fit(place=False)  # (before the buttons find their columns for the new width)
        return False

    def set_short(self, short: dict[str, str]) -> None:
        self.short = short
        self.fit()

    def fit(self, place: bool = True) -> None:
        width = self.buttons.width()
        changed = False
        for b in self.buttons.buttons:
            whole = b.choice.label
            short = self.short.get(whole)
            want = whole
            if short and width > 100 and b.fontMetrics().horizontalAdvance(key_text(whole, b.key)) > width - _padding(b):
                want = short
            tip = coins_tip(b.choice)  # the whole label, and its amount in coins (the kit's says chips)
            if b.accessibleName() != want or b.toolTip() != tip:
                changed = changed or b.accessibleName() != want
                set_key_label(b, want, b.key, b.bind, tip)
        if changed and place:
            self.buttons._columns = 0  # (the kit's grid places them again for their new widths)
            self.buttons._place()
