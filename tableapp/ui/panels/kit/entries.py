"""Entries: facts the table reports, asked for before a template choice is played (``Choice.entry``).

- ``"card"``: one card value from a keypad (1-10 for the Pairs deck; key 0 is 10);
- ``"cards"``: several card values in order (Backspace deletes the last, Esc clears);
- ``"grid"``: one row per seat, one number per column (points and tricks, llamas and chickens),
  with the column sums checked where the engine gives them.

Each is shaped by the choice's ``form`` (core/views.py, all keys optional):
``{"field": "hands", "values": [1, ..., 10], "count": 5, "rows": ["Ann", "Bo"],
"columns": [{"name": "tricks", "label": "tricks", "min": 0, "max": 13, "total": 13}], "flat": false,
"notes": {"Ann": "holds 4 bills"}}``. Without a form the template itself says what it can:
the fact field it fills, the seats it lists, the columns of their values.

Every entry shows the engine's words for the action being entered (``controller.describe``) as
soon as it is complete, and plays nothing until Enter; a refusal is shown beside it, in the
engine's words, and nothing changes."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (QGridLayout, QLabel, QPushButton, QSizePolicy, QSpinBox, QVBoxLayout,
                               QWidget)

from tableapp.core.views import Choice

from tableapp.ui.widgets.side_by_side import SideBySide
from tableapp.ui.widgets.blank_spin import blank_until_typed
from tableapp.ui.widgets.wheel_guard import wheel_when_focused

from .grid_cells import GridCells
from .keys import bind_key, key_name, key_sequence

_IGNORED = ("by", "do")


def fact_fields(action) -> list[str]:
    """The fields of an action beyond who acts and what it is (e.g. ``faces``)."""
    return [f for f in type(action).model_fields if f not in _IGNORED]


def form_of(choice: Choice) -> dict[str, Any]:
    return dict(getattr(choice, "form", None) or {})


def fill(controller, template, facts: dict[str, Any]):
    """The template with ``facts`` filled in, as the game's action (ValueError if malformed)."""
    data = template.model_dump(mode="json", exclude_none=True)
    data.update(facts)
    return controller.parse_action(data)


def preview(controller, action) -> str:
    """The engine's words for ``action`` before it is played ("" if it has none for it yet)."""
    try:
        return controller.describe(action)
    except Exception:  # noqa: BLE001 - a preview is a courtesy; the submit says what is wrong
        return ""


class EntryPage(QWidget):
    """The frame every entry shares: a heading, the entry's own part, the preview, the refusal, and
    Back (Esc, when it was opened from a button) and Confirm (Enter)."""

    back = Signal()

    def __init__(self, controller, choice: Choice, can_go_back: bool = True, parent=None):
        super().__init__(parent)
        tr = QCoreApplication.translate
        self.controller = controller
        self.choice = choice
        self.template = choice.action
        self.form = form_of(choice)
        fields = fact_fields(self.template)
        given = [f for f in fields if getattr(self.template, f, None) is not None]  # what the template fills
        self.field = self.form.get("field") or (given or fields or [""])[0]
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(6)
        self.heading = QLabel(choice.label)
        self.heading.setObjectName("prompt")
        self.heading.setWordWrap(True)
        outer.addWidget(self.heading)
        # the entry, and beside it what it does (the page stays low); under it when that is too wide
        self.row = SideBySide(spacing=16)
        outer.addLayout(self.row, 1)
        self.body = QVBoxLayout()
        self.row.addLayout(self.body, 3)
        side = QVBoxLayout()
        side.setSpacing(6)
        self.confirm_button = QPushButton(tr("PanelKit", "Confirm   {key}").format(key=key_name("\r")))
        self.confirm_button.setProperty("primary", True)
        bind_key(self.confirm_button, key_sequence("\r"))
        self.confirm_button.clicked.connect(self.confirm)
        side.addWidget(self.confirm_button)
        self.back_button = QPushButton(tr("PanelKit", "‹ Back (Esc)"))
        bind_key(self.back_button, QKeySequence("Escape"))
        self.back_button.clicked.connect(self.back)
        # hidden if need be, never shown here: not yet in a widget, a shown button would be a window of
        # its own for a moment (and take the focus from the main window)
        if not can_go_back:
            self.back_button.hide()
        side.addWidget(self.back_button)
        self.preview = QLabel()
        self.preview.setWordWrap(True)
        self.preview.setProperty("role", "heading")
        side.addWidget(self.preview)
        self.error = QLabel()
        self.error.setProperty("role", "error")
        self.error.setWordWrap(True)
        side.addWidget(self.error)
        side.addStretch(1)
        self.row.addLayout(side, 2)

    # -- what the entry holds (each entry) ------------------------------------------------------------
    def facts(self) -> dict[str, Any] | None:
        """The facts entered, or None (with ``missing()`` saying what is missing)."""
        raise NotImplementedError

    def missing(self) -> str:
        return ""

    # -- shared ------------------------------------------------------------------------------------------
    def changed(self) -> None:
        """The entry changed: a refusal's message is stale, the preview follows."""
        self.error.setText("")
        self.controller.dismiss_message()
        facts = self.facts()
        text = ""
        if facts is not None:
            try:
                text = preview(self.controller, fill(self.controller, self.template, facts))
            except ValueError:
                text = ""
        self.preview.setText(text)

    def confirm(self) -> bool:
        facts = self.facts()
        if facts is None:
            self.error.setText(self.missing())
            return False
        from tableapp.ui.controller import error_text

        try:
            action = fill(self.controller, self.template, facts)
        except ValueError as e:
            self.error.setText(error_text(e))
            return False
        if self.controller.submit(action):
            return True
        self.error.setText(self.controller.last_error or "")
        return False


def _values(form: dict, default=range(1, 11)) -> list:
    return list(form.get("values") or default)


def value_key(value) -> str | None:
    """The key of a card value: its digit (0 for 10), or the first letter of a word."""
    text = str(value)
    if text == "10":
        return "0"
    return text[0].lower() if text and (len(text) == 1 or not text.isdigit()) else None


class _Keypad(QWidget):
    """A row of value buttons, each with its key (it counts at once, then the button flashes)."""

    pressed = Signal(object)

    def __init__(self, values: list, parent=None):
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(6)
        self.buttons: dict[Any, QPushButton] = {}
        per_row = 5 if len(values) > 6 else len(values)
        used: set[str] = set()
        for i, v in enumerate(values):
            key = value_key(v)
            if key in used:
                key = None
            if key:
                used.add(key)
            b = QPushButton(str(v))
            b.setProperty("role", "action")
            b.setCheckable(True)
            b.setMinimumWidth(0)
            b.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            if key:
                bind_key(b, QKeySequence(key))
                b.setToolTip(QCoreApplication.translate("PanelKit", "{value} (key {key})").format(
                    value=v, key=key_name(key)))
            b.clicked.connect(lambda _=False, v=v: self.pressed.emit(v))
            grid.addWidget(b, i // per_row, i % per_row)
            self.buttons[v] = b

    def show_chosen(self, chosen) -> None:
        for v, b in self.buttons.items():
            b.setChecked(v == chosen)


class CardEntry(EntryPage):
    """One card value: a key or a click chooses it (again: another), Enter plays it."""

    def __init__(self, controller, choice: Choice, can_go_back: bool = True, parent=None):
        super().__init__(controller, choice, can_go_back, parent)
        self.value = None
        self.pad = _Keypad(_values(self.form))
        self.pad.pressed.connect(self.choose)
        self.body.addWidget(self.pad)
        self.body.addStretch(1)

    def choose(self, value) -> None:
        self.value = value
        self.pad.show_chosen(value)
        self.changed()

    def facts(self):
        return None if self.value is None else {self.field: self.value}

    def missing(self) -> str:
        return QCoreApplication.translate("PanelKit", "Choose a card first (its key or a click).")


class CardsEntry(EntryPage):
    """Several card values in order: each key or click adds one; Backspace deletes the last."""

    def __init__(self, controller, choice: Choice, can_go_back: bool = True, parent=None):
        super().__init__(controller, choice, can_go_back, parent)
        current = getattr(self.template, self.field, None)
        self.count = self.form.get("count") or (len(current) if isinstance(current, (list, tuple)) else None)
        self.values: list = []
        self.shown = QLabel()
        self.shown.setObjectName("prompt")
        self.body.addWidget(self.shown)
        self.pad = _Keypad(_values(self.form))
        self.pad.pressed.connect(self.add)
        self.body.addWidget(self.pad)
        self.delete_button = QPushButton(QCoreApplication.translate("PanelKit", "⌫ Delete"))
        bind_key(self.delete_button, QKeySequence("Backspace"))
        self.delete_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.delete_button.clicked.connect(self.delete)
        self.body.addWidget(self.delete_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.body.addStretch(1)
        self._show()

    def add(self, value) -> None:
        if self.count is not None and len(self.values) >= self.count:
            self.refuse(QCoreApplication.translate(
                "PanelKit", "{n} cards are entered. Backspace deletes the last one.").format(n=self.count))
            return
        self.values.append(value)
        self._show()

    def delete(self) -> None:
        if not self.values:
            self.refuse(QCoreApplication.translate("PanelKit", "No card is entered yet: nothing to delete."))
            return
        self.values.pop()
        self._show()

    def refuse(self, why: str) -> None:
        """A key or a click that adds nothing: ``why`` shown, and no value key left lit (the keypad's
        buttons are checkable: the refused click had checked its own, "9" stayed lit as if taken)."""
        self.error.setText(why)
        self.pad.show_chosen(None)

    def _show(self) -> None:
        slots = [str(v) for v in self.values]
        if self.count is not None:
            slots += ["–"] * (self.count - len(self.values))
        self.shown.setText("  ".join(slots) or "–")
        self.pad.show_chosen(None)
        self.changed()

    def facts(self):
        if not self.values or (self.count is not None and len(self.values) != self.count):
            return None
        return {self.field: list(self.values)}

    def missing(self) -> str:
        if self.count is not None:
            return QCoreApplication.translate("PanelKit", "Enter {n} cards ({k} so far).").format(
                n=self.count, k=len(self.values))
        return QCoreApplication.translate("PanelKit", "Enter the cards first.")


class GridEntry(EntryPage):
    """One row per seat, one number per column. The boxes start empty ("–"): nothing is confirmed
    by a hurried Enter. A column with a ``total`` shows its sum and must add up to it. More rows than
    ``per_block`` go into a second block beside the first (a laptop's height); ``notes=False``
    leaves out the form's notes (a panel that shows them elsewhere)."""

    def __init__(self, controller, choice: Choice, can_go_back: bool = True, parent=None, *,
                 per_block: int = 5, notes: bool = True):
        super().__init__(controller, choice, can_go_back, parent)
        current = getattr(self.template, self.field, None)
        sample = dict(current) if isinstance(current, dict) else {}
        info = type(self.template).model_fields.get(self.field)
        # a list field holds one value per seat, in seat order (e.g. each player's face-up card)
        self.as_list = isinstance(current, list) or (current is None and "list" in str(getattr(info, "annotation", "")))
        self.rows: list[str] = list(self.form.get("rows") or sample or self._playing())
        columns = self.form.get("columns")
        if not columns:  # what the template's values say: their fields, or one number each
            first = next(iter(sample.values()), None)
            names = fact_fields(first) if hasattr(type(first), "model_fields") else \
                list(first) if isinstance(first, dict) else []
            columns = [{"name": n} for n in names] or [{"name": self.field, "label": getattr(info, "title", None)}]
        self.flat = self.as_list or bool(self.form.get("flat")) or (len(columns) == 1 and columns[0]["name"] == self.field)
        self.columns = [dict(c) for c in columns]
        notes = (self.form.get("notes") or {}) if notes else {}
        self.boxes: dict[str, list[QSpinBox]] = {}
        for row in self.rows:
            boxes = []
            for col in self.columns:
                box = wheel_when_focused(QSpinBox())
                lo, hi = int(col.get("min", 0)), int(col.get("max", 99))
                box.setRange(lo - 1, hi)
                box.setValue(lo - 1)
                blank_until_typed(box)  # "–" until a number is typed (its first digit kept)
                box.setMinimumWidth(90)
                box.setAlignment(Qt.AlignmentFlag.AlignCenter)
                box.setAccessibleName(f"{row} {col.get('label') or col['name']}")
                box.valueChanged.connect(lambda _v: self._edited())
                box.lineEdit().returnPressed.connect(self.confirm)
                boxes.append(box)
            self.boxes[row] = boxes
        # more than ``per_block`` seats: two blocks side by side, so ten players still fit a laptop's
        # height; the names and headings fit the width they get (grid_cells.py)
        heads = [str(col.get("label") or col["name"]).replace("_", " ") for col in self.columns]
        totals = [j for j, col in enumerate(self.columns) if col.get("total") is not None]
        self.cells = GridCells(self.rows, heads, self.boxes, notes, per_block, totals)
        self.sums: dict[int, QLabel] = {j: self.cells.sum_label(j) for j in totals}
        self.body.addWidget(self.cells)
        self.body.addStretch(1)
        # side by side, the grid gets the width that keeps its names whole (its size hint) before the
        # buttons get more than theirs: a broken name makes its row taller
        self.row.setStretch(0, 0)
        self._sums()

    def _playing(self) -> list[str]:
        view = self.controller.public()
        return [s.name for s in view.seats if s.playing] if view is not None else []

    def first_box(self) -> QSpinBox | None:
        return next(iter(self.boxes.values()))[0] if self.boxes else None

    def set_row(self, row: str, *values: int) -> None:
        for box, v in zip(self.boxes[row], values):
            box.setValue(v)

    def _edited(self) -> None:
        self._sums()
        self.changed()

    def _sums(self) -> None:
        for j, label in self.sums.items():
            total = self.columns[j]["total"]
            got = sum(max(0, b[j].value()) for b in self.boxes.values())
            label.setText(QCoreApplication.translate("PanelKit", "Σ {got} of {total}").format(got=got, total=total))
            label.setProperty("role", "muted" if got == total else "error")
            label.style().unpolish(label)
            label.style().polish(label)

    def _empty(self) -> list[str]:
        return [row for row, boxes in self.boxes.items() if any(b.value() < b.minimum() + 1 for b in boxes)]

    def facts(self):
        if self._empty() or self._wrong_sums():
            return None
        if self.as_list:
            return {self.field: [boxes[0].value() for boxes in self.boxes.values()]}
        if self.flat:
            return {self.field: {row: boxes[0].value() for row, boxes in self.boxes.items()}}
        return {self.field: {row: {c["name"]: b.value() for c, b in zip(self.columns, boxes)}
                             for row, boxes in self.boxes.items()}}

    def _wrong_sums(self) -> list[str]:
        out = []
        for j, col in enumerate(self.columns):
            if col.get("total") is not None:
                got = sum(b[j].value() for b in self.boxes.values())
                if got != col["total"]:
                    out.append(QCoreApplication.translate("PanelKit", "The {what} add up to {got}, not {total}.").format(
                        what=col.get("label") or col["name"], got=got, total=col["total"]))
        return out

    def missing(self) -> str:
        empty = self._empty()
        if empty:
            box = self.boxes[empty[0]]
            next(b for b in box if b.value() < b.minimum() + 1).setFocus()
            what = QCoreApplication.translate("PanelKit", ", ").join(
                str(c.get("label") or c["name"]) for c in self.columns)
            return QCoreApplication.translate("PanelKit", "Enter the {what} of {names}.").format(
                what=what, names=", ".join(empty))
        return " ".join(self._wrong_sums())


ENTRIES: dict[str, type[EntryPage]] = {"card": CardEntry, "cards": CardsEntry, "grid": GridEntry}


def entry_page(controller, choice: Choice, can_go_back: bool = True) -> EntryPage | None:
    """The entry a choice asks for, or None when only the JSON fallback (``FactDialog``) can ask."""
    cls = ENTRIES.get(choice.entry or "")
    if cls is None and form_of(choice).get("columns"):
        cls = GridEntry
    return cls(controller, choice, can_go_back) if cls is not None else None
