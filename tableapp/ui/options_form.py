"""A form built from a game's pydantic ``OptionsModel`` (the house options, H-numbers).

bool -> checkbox; int -> spin box within the field's ge/gt/le/lt (an optional one has "—" below
its lowest number, for None); Literal or Enum -> combo;
``str | None`` -> combo of the players (or nobody); other str -> line; float -> spin box.
Each option shows its title beside its editor, on one line (in two columns when asked, or when there
are more than three): a game with many house options fits a laptop's screen; its description (which cites the H-number) and
default are the option's tooltip and, for the option pointed at or focused, the help line below.
"""
from __future__ import annotations

import enum
import json
import types
import typing
from typing import Any, Literal, Union, get_args, get_origin

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDoubleSpinBox, QGridLayout, QLabel, QLineEdit, QSizePolicy,
                               QSpinBox, QVBoxLayout, QWidget)

from tableapp.core.i18n import tr

from .widgets.one_line import KeepWordsLabel
from .widgets.blank_spin import blank_until_typed
from .widgets.wheel_guard import wheel_when_focused

NOBODY = object()


def _unwrap_optional(annotation) -> tuple[Any, bool]:
    if get_origin(annotation) in (Union, types.UnionType):
        args = [a for a in get_args(annotation) if a is not type(None)]
        if len(args) == 1 and len(args) < len(get_args(annotation)):
            return args[0], True
    return annotation, False


def _bounds(info, lo: float, hi: float) -> tuple[float, float]:
    for m in info.metadata:
        if getattr(m, "ge", None) is not None:
            lo = m.ge
        if getattr(m, "gt", None) is not None:
            lo = m.gt + 1
        if getattr(m, "le", None) is not None:
            hi = m.le
        if getattr(m, "lt", None) is not None:
            hi = m.lt - 1
    return lo, hi


def _show(value: Any) -> str:
    if isinstance(value, enum.Enum):
        value = value.value
    if isinstance(value, bool):
        return (QCoreApplication.translate("OptionsForm", "yes") if value
                else QCoreApplication.translate("OptionsForm", "no"))
    if not isinstance(value, str):
        return str(value)
    shown = tr("options", value)
    # an untranslated choice is a word of the rules ("seattle"): shown as a name, "Seattle"
    return shown[:1].upper() + shown[1:] if shown == value else shown


class OptionsForm(QWidget):
    def __init__(self, model, players: list[str], parent=None, columns: int | None = None):
        """``columns``: 1 or 2 (by default two when there are more than three options)."""
        super().__init__(parent)
        self.model = model
        self.players = list(players)
        self.getters: dict[str, typing.Callable[[], Any]] = {}
        self.editors: dict[str, QWidget] = {}
        self.helps: dict[QWidget, str] = {}  # an option's label and editor -> its rule and default
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        grid = self.grid = QGridLayout()
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(6)
        outer.addLayout(grid)
        fields = model.model_fields if model is not None else {}
        if not fields:
            none = QLabel(self.tr("This game has no house options."))
            none.setProperty("role", "muted")
            grid.addWidget(none, 0, 0)
        self._rows: list[list[QWidget]] = []  # each option's label (if any) and editor
        for name, info in fields.items():
            editor, getter = self._editor(name, info)
            self.editors[name] = editor
            self.getters[name] = getter
            default = info.get_default(call_default_factory=True)
            parts = [tr("options", info.description)] if info.description else []
            parts.append(self.tr("default: {value}").format(value="—" if default is None else _show(default)))
            help_text = " · ".join(parts)
            title = tr("options", info.title or name.replace("_", " "))
            if isinstance(editor, QCheckBox):  # its title is its text: the whole box is the target
                editor.setText(title)
                row = [editor]
            else:
                label = KeepWordsLabel(title)  # wraps, in Japanese only between words ("上限" whole)
                label.setBuddy(editor)
                editor.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
                row = [label, editor]
            for widget in row:
                widget.setToolTip(help_text)
                widget.installEventFilter(self)
                self.helps[widget] = help_text
            self._rows.append(row)
        self.set_columns(columns or (2 if len(fields) > 3 else 1))
        # the help of the option pointed at or focused: every rule's words on one line, not ten
        self.help_line = QLabel(self.tr("Point at an option, or Tab to it, for its rule and default.")
                                if fields else "")
        self.help_line.setProperty("role", "hint")
        self.help_line.setWordWrap(True)
        outer.addWidget(self.help_line)

    def set_columns(self, columns: int) -> None:
        """The options in ``columns`` columns (1 or 2), filled top to bottom."""
        if getattr(self, "_columns", None) == columns or not self._rows:
            self._columns = columns
            return
        self._columns = columns
        for row in self._rows:
            for widget in row:
                self.grid.removeWidget(widget)
        rows = -(-len(self._rows) // columns)
        for i, parts in enumerate(self._rows):
            r, c = i % rows, 2 * (i // rows)
            if len(parts) == 1:
                self.grid.addWidget(parts[0], r, c, 1, 2)
            else:
                self.grid.addWidget(parts[0], r, c)
                self.grid.addWidget(parts[1], r, c + 1)
        for c in range(4):
            self.grid.setColumnStretch(c, 1 if c % 2 and c < 2 * columns else 0)

    def column_width(self, columns: int = 1) -> int:
        """The width these options need in ``columns`` columns, filled as ``set_columns`` fills them
        (each title and editor whole, side by side)."""
        widths = [sum(w.sizeHint().width() for w in row) + 12 * (len(row) - 1) for row in self._rows]
        if not widths:
            return self.help_line.minimumSizeHint().width()
        rows = -(-len(widths) // columns)
        return sum(max(widths[i:i + rows]) for i in range(0, len(widths), rows)) + 12 * (columns - 1)

    def eventFilter(self, obj, event) -> bool:
        if event.type() in (QEvent.Type.Enter, QEvent.Type.FocusIn) and obj in self.helps:
            self.help_line.setText(self.helps[obj])
        return super().eventFilter(obj, event)

    def _editor(self, name: str, info):
        annotation, optional = _unwrap_optional(info.annotation)
        default = info.get_default(call_default_factory=True)
        if annotation is bool:
            box = QCheckBox()
            box.setChecked(bool(default))
            return box, box.isChecked
        if annotation is int or annotation is float:
            spin = wheel_when_focused(QSpinBox() if annotation is int else QDoubleSpinBox())
            lo, hi = _bounds(info, 0, 9999)
            if optional:
                # "—" (no value: e.g. no limit) sits one step below the lowest number; it is what the
                # form shows and returns for a default of None, never a number the rules did not ask for
                lo -= 1
                blank_until_typed(spin, "—")  # a digit typed replaces it
            spin.setRange(annotation(lo), annotation(hi))
            spin.setValue(annotation(default) if default is not None else annotation(lo))
            if optional:
                return spin, lambda: None if spin.value() == spin.minimum() else spin.value()
            return spin, spin.value
        choices: list[Any] | None = None
        if get_origin(annotation) is Literal:
            choices = list(get_args(annotation))
        elif isinstance(annotation, type) and issubclass(annotation, enum.Enum):
            choices = list(annotation)
        elif annotation is str and optional:
            choices = list(self.players)
        if choices is not None:
            combo = wheel_when_focused(QComboBox())
            if optional:
                combo.addItem("—", NOBODY)
            for value in choices:
                combo.addItem(_show(value) if not isinstance(value, str) or value not in self.players else value,
                              value)
            index = next((i for i in range(combo.count()) if combo.itemData(i) == default
                          or (default is None and combo.itemData(i) is NOBODY)), 0)
            combo.setCurrentIndex(index)

            def value():
                v = combo.currentData()
                if v is NOBODY:
                    return None
                return v.value if isinstance(v, enum.Enum) else v
            return combo, value
        line = QLineEdit()
        if annotation is str:
            line.setText("" if default is None else str(default))
            return line, lambda: (line.text() or None) if optional else line.text()
        line.setText(json.dumps(default, ensure_ascii=False))

        def parsed():
            try:
                return json.loads(line.text())
            except json.JSONDecodeError:
                return line.text()
        return line, parsed

    def values(self) -> dict[str, Any]:
        return {name: get() for name, get in self.getters.items()}
