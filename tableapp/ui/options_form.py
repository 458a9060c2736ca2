"""A form built from a game's pydantic ``OptionsModel`` (the house options, H-numbers).

bool -> checkbox; int -> spin box within the field's ge/gt/le/lt (an optional one has "—" below
its lowest number, for None); Literal or Enum -> combo;
``str | None`` -> combo of the players (or nobody); other str -> line; float -> spin box.
Each row shows the field's title, its description (which cites the H-number) and default.
"""
from __future__ import annotations

import enum
import json
import types
import typing
from typing import Any, Literal, Union, get_args, get_origin

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDoubleSpinBox, QFormLayout, QLabel, QLineEdit, QSpinBox,
                               QVBoxLayout, QWidget)

from tableapp.core.i18n import tr

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
    return tr("options", str(value)) if isinstance(value, str) else str(value)


class OptionsForm(QWidget):
    def __init__(self, model, players: list[str], parent=None):
        super().__init__(parent)
        self.model = model
        self.players = list(players)
        self.getters: dict[str, typing.Callable[[], Any]] = {}
        self.editors: dict[str, QWidget] = {}
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        fields = model.model_fields if model is not None else {}
        if not fields:
            none = QLabel(self.tr("This game has no house options."))
            none.setProperty("role", "muted")
            form.addRow(none)
        for name, info in fields.items():
            editor, getter = self._editor(name, info)
            self.editors[name] = editor
            self.getters[name] = getter
            box = QWidget()
            col = QVBoxLayout(box)
            col.setContentsMargins(0, 0, 0, 6)
            col.setSpacing(2)
            col.addWidget(editor)
            default = info.get_default(call_default_factory=True)
            parts = [tr("options", info.description)] if info.description else []
            parts.append(self.tr("default: {value}").format(value="—" if default is None
                                                            else _show(default)))
            hint = QLabel(" · ".join(parts))
            hint.setProperty("role", "hint")
            hint.setWordWrap(True)
            col.addWidget(hint)
            label = QLabel(tr("options", info.title or name.replace("_", " ")))
            label.setBuddy(editor)
            form.addRow(label, box)

    def _editor(self, name: str, info):
        annotation, optional = _unwrap_optional(info.annotation)
        default = info.get_default(call_default_factory=True)
        if annotation is bool:
            box = QCheckBox()
            box.setChecked(bool(default))
            return box, box.isChecked
        if annotation is int or annotation is float:
            spin = QSpinBox() if annotation is int else QDoubleSpinBox()
            lo, hi = _bounds(info, 0, 9999)
            if optional:
                # "—" (no value: e.g. no limit) sits one step below the lowest number; it is what the
                # form shows and returns for a default of None, never a number the rules did not ask for
                lo -= 1
                spin.setSpecialValueText("—")
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
            combo = QComboBox()
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
