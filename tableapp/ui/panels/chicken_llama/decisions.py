"""What the table enters in public: a player's decision buttons (physical mode), the draw
count, the lone survivor's bust, the showdown counts. Every label and amount comes from
``engine.choices``; every entry goes to the engine, whose message is shown inline when it
refuses (nothing changes then)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QPushButton, QSpinBox, QVBoxLayout, QWidget

from tableapp.core.views import Choice

from .common import ErrorLabel, grid_buttons, key_button, key_name, label

DIGITS = "123456789"


class ChoicePage(QWidget):
    """Buttons for ``choices`` ({action, label, amount}); ``keys`` gives each one's shortcut
    (default 1, 2, 3 ...). ``submit(action_or_dict) -> bool`` plays one."""

    def __init__(self, submit, fit, choices: list[dict], keys: list[str | None] | None = None,
                 prompt: str = "", extra: QWidget | None = None, parent=None):
        super().__init__(parent)
        self.submit = submit
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        if prompt:
            lay.addWidget(label(prompt, name="prompt", wrap=True))
        if extra is not None:
            lay.addWidget(extra)
        grid = QGridLayout()
        grid.setSpacing(8)
        keys = keys if keys is not None else [DIGITS[i] if i < 9 else None for i in range(len(choices))]
        texts = [f"{key_name(k)}   {c.label}" if k else c.label for c, k in zip(choices, keys)]
        columns, natural = fit.columns(texts, 1.45), fit.natural(texts, 1.45)
        self.buttons: list[QPushButton] = []
        for choice, key in zip(choices, keys):
            button = key_button(choice.label, key, in_grid=True)
            button.action = choice.action
            button.clicked.connect(lambda _=False, b=button: self.choose(b.action))
            self.buttons.append(button)
        grid_buttons(grid, self.buttons, columns, natural)
        lay.addLayout(grid)
        self.error = ErrorLabel()
        lay.addWidget(self.error)
        lay.addStretch(1)

    def choose(self, action) -> None:
        ok, why = self.submit(action)
        if not ok:
            self.error.setText(why)


class DrawCountPage(ChoicePage):
    """Physical R6: how many bills the player drew, 0 to 3 (the keys are the numbers), or
    "not counted" (the showdown then accepts 2 to 5 bills)."""

    def __init__(self, submit, fit, who: str, choices: list[dict], parent=None):
        counts = [c for c in choices if getattr(c.action, "count", None) is not None]
        keys = [str(c.action.count) for c in counts]
        # a draw without a count: the engine takes it, though it lists only the counted ones
        skip = Choice(counts[0].action.model_copy(update={"count": None}),
                      QCoreApplication.translate("ChickenLlamaPanel", "Not counted"))
        super().__init__(submit, fit, counts + [skip], keys + ["N"], prompt=QCoreApplication.translate(
            "ChickenLlamaPanel", "How many bills did {name} draw?").format(name=who))


class SurvivorPage(ChoicePage):
    """Physical R5b: is the lone survivor's hand bust? Optionally how many chickens (0-2)."""

    def __init__(self, submit, fit, who: str, choices: list[dict], parent=None):
        box = QWidget()
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        text = QLabel(QCoreApplication.translate("ChickenLlamaPanel", "Chickens among the 2 bills (optional):"))
        row.addWidget(text)
        self.chickens = QSpinBox()
        self.chickens.setRange(-1, 2)
        self.chickens.setValue(-1)
        self.chickens.setSpecialValueText(QCoreApplication.translate("ChickenLlamaPanel", "not counted"))
        self.chickens.setMinimumWidth(170)
        text.setBuddy(self.chickens)
        row.addWidget(self.chickens)
        row.addStretch(1)
        super().__init__(submit, fit, choices, prompt=QCoreApplication.translate(
            "ChickenLlamaPanel", "{name} shows both bills: is the hand bust?").format(name=who), extra=box)

    def choose(self, action) -> None:
        data = action.model_dump(mode="json", exclude_none=True)
        if self.chickens.value() >= 0:
            data["chickens"] = self.chickens.value()
        super().choose(data)


class ShowdownPage(QWidget):
    """Physical R10: llamas and chickens of every player still in, then Enter. The boxes start
    empty ("–"), so nothing is confirmed by a hurried Enter."""

    def __init__(self, submit, template, view: dict, edited=lambda: None, parent=None):
        """``edited()``: called as a count changes (a refusal's banner is stale by then)."""
        super().__init__(parent)
        self.submit = submit
        self.template = template
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        grid = QGridLayout()
        grid.setHorizontalSpacing(16)
        grid.setVerticalSpacing(6)
        head_l = label(QCoreApplication.translate("ChickenLlamaPanel", "llamas"), role="heading")
        head_c = label(QCoreApplication.translate("ChickenLlamaPanel", "chickens"), role="heading")
        grid.addWidget(head_l, 0, 1)
        grid.addWidget(head_c, 0, 2)
        entries = {p["name"]: p for p in view.get("players", [])}
        self.boxes: dict[str, tuple[QSpinBox, QSpinBox]] = {}
        for i, name in enumerate(template.hands, start=1):
            grid.addWidget(label(name, name="seatName"), i, 0)
            pair = []
            for col in (1, 2):
                box = QSpinBox()
                box.setRange(-1, 5)
                box.setValue(-1)
                box.setSpecialValueText("–")
                box.setMinimumWidth(110)
                box.setAlignment(Qt.AlignmentFlag.AlignCenter)
                box.setAccessibleName(f"{name} {head_l.text() if col == 1 else head_c.text()}")
                grid.addWidget(box, i, col)
                pair.append(box)
            self.boxes[name] = (pair[0], pair[1])
            entry = entries.get(name, {})
            n = entry.get("bill_count")
            hint = (QCoreApplication.translate("ChickenLlamaPanel", "holds {n} bills").format(n=n) if n
                    else QCoreApplication.translate("ChickenLlamaPanel", "2 to 5 bills"))
            grid.addWidget(label(hint, role="muted"), i, 3)
        # the button and a refusal beside the counts, not under them: on a 1366×768 laptop the
        # page has no height to spare below five players' rows
        row = QHBoxLayout()
        row.setSpacing(16)
        row.addLayout(grid)
        side = QVBoxLayout()
        self.confirm = key_button(QCoreApplication.translate("ChickenLlamaPanel", "Confirm the showdown"), "Return")
        self.confirm.setProperty("primary", True)
        self.confirm.clicked.connect(self.try_submit)
        side.addWidget(self.confirm)
        self.error = ErrorLabel()
        side.addWidget(self.error)
        side.addStretch(1)
        row.addLayout(side, 1)
        lay.addLayout(row)
        lay.addStretch(1)
        for box_l, box_c in self.boxes.values():
            for box in (box_l, box_c):
                box.lineEdit().returnPressed.connect(self.try_submit)
                box.valueChanged.connect(lambda _v: edited())

    def first_box(self) -> QSpinBox | None:
        return next(iter(self.boxes.values()))[0] if self.boxes else None

    def set_counts(self, name: str, llamas: int, chickens: int) -> None:
        self.boxes[name][0].setValue(llamas)
        self.boxes[name][1].setValue(chickens)

    def try_submit(self) -> None:
        missing = [n for n, (a, b) in self.boxes.items() if a.value() < 0 or b.value() < 0]
        if missing:
            self.error.setText(QCoreApplication.translate(
                "ChickenLlamaPanel", "Enter the llamas and the chickens of {names}.").format(names=", ".join(missing)))
            box = self.boxes[missing[0]]
            (box[0] if box[0].value() < 0 else box[1]).setFocus()
            return
        hands = {n: {"llamas": a.value(), "chickens": b.value()} for n, (a, b) in self.boxes.items()}
        ok, why = self.submit({"do": "reveal", "hands": hands})
        if not ok:
            self.error.setText(why)
