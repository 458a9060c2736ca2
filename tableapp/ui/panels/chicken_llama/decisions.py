"""What the table enters in public (physical mode): a player's decision buttons, the draw count
(the key is the number drawn, N: not counted), the lone survivor's bust. Every label, key and
amount comes from the engine's choices; every entry goes to the engine, whose message is shown
inline when it refuses (nothing changes then). The showdown's counts are the kit's grid
(``kit.entries.GridEntry``, shaped by the choice's form)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSpinBox, QVBoxLayout, QWidget

from tableapp.core.views import Choice
from tableapp.ui.panels.kit import ChoiceButtons
from tableapp.ui.widgets.blank_spin import blank_until_typed
from tableapp.ui.widgets.wheel_guard import wheel_when_focused

from .common import ErrorLabel, label
from .short_labels import ShortLabels


class ChoicePage(QWidget):
    """Key buttons for ``choices``; ``submit(action_or_dict) -> (played, why)`` plays one."""

    def __init__(self, submit, choices: list[Choice], prompt: str = "", extra: QWidget | None = None,
                 small: bool = False, short: dict[str, str] | None = None, parent=None):
        super().__init__(parent)
        self.submit = submit
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        if prompt:
            lay.addWidget(label(prompt, name="prompt", wrap=True))
        if extra is not None:
            lay.addWidget(extra)
        # ``small``: the private screen's smaller buttons (a vote: one a player, long names), two or
        # three a row, so that five players' rows and every choice fit a laptop at 100 % text
        self.choices = ChoiceButtons(role="choiceSmall", most=3, height=40) if small else ChoiceButtons(most=3)
        self.choices.set_choices(choices)
        ShortLabels(self.choices).set_short(short or {})  # (a withdrawal's, when the whole is too wide)
        self.choices.chosen.connect(lambda ch: self.choose(ch.action))
        lay.addWidget(self.choices)
        self.error = ErrorLabel()
        lay.addWidget(self.error)
        lay.addStretch(1)

    @property
    def buttons(self):
        return self.choices.buttons

    def choose(self, action) -> None:
        ok, why = self.submit(action)
        if not ok:
            self.error.setText(why)


class SurvivorPage(ChoicePage):
    """Physical R5b: is the lone survivor's hand bust? Optionally how many chickens (0-2)."""

    def __init__(self, submit, who: str, choices: list[Choice], small: bool = False, parent=None):
        box = QWidget()
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        text = QLabel(QCoreApplication.translate("ChickenLlamaPanel", "Chickens among the 2 bills (optional):"))
        row.addWidget(text)
        self.chickens = wheel_when_focused(QSpinBox())
        self.chickens.setRange(-1, 2)
        self.chickens.setValue(-1)
        blank_until_typed(self.chickens, QCoreApplication.translate("ChickenLlamaPanel", "not counted"))
        self.chickens.setMinimumWidth(170)
        text.setBuddy(self.chickens)
        row.addWidget(self.chickens)
        row.addStretch(1)
        super().__init__(submit, choices, prompt=QCoreApplication.translate(
            "ChickenLlamaPanel", "{name} shows both bills: is the hand bust?").format(name=who), extra=box, small=small)

    def choose(self, action) -> None:
        if self.chickens.value() >= 0:
            action = action.model_copy(update={"chickens": self.chickens.value()})
        super().choose(action)
