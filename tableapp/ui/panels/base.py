"""The contract between the table view and a game's panel.

A panel is the part of the table view where the person whose turn it is acts. Contract:

``GamePanel(controller, parent=None)``
    Construct once per game. ``self.controller`` gives everything the panel may use:

    - ``controller.session`` / ``.run`` / ``.engine`` / ``.state`` / ``.setup`` / ``.mode``
      (``"physical"`` | ``"digital"``) / ``.players`` (seat order) / ``.read_only`` / ``.game_over``
    - ``controller.to_act()`` -> a player's name, ``TABLE`` (the table must report a fact,
      physical mode), ``CHANCE`` or None; ``controller.is_player(who)``
    - what a panel draws (core/views.py): ``controller.public()`` (the ``PublicView``),
      ``controller.choices()`` (the ``Choice``s of the moment, none when read-only); a seat's
      ``PrivateView`` reaches a panel only through the kit's pages (below)
    - ``controller.describe(action)`` (the engine's words, e.g. to preview a template's effect),
      ``controller.refusal(action)`` (why the engine would refuse it, played on a copy),
      ``controller.summary()``, ``controller.standings()``, ``controller.parse_action(dict)``
    - ``controller.submit(action_or_dict) -> bool``: the only way to act. On False nothing
      changed and ``controller.last_error`` holds the message (already shown in the banner);
      dialogs may show it inline and stay open.
    - hot-seat privacy is the controller's: ``controller.private_seat()`` names the seat whose
      private view is due now (digital mode), and the kit's pages (``kit/pages.py``) then build
      the page inside ``controller.private_for(name, build)`` ("Pass the screen to X"), calling
      ``build`` with that ``PrivateView`` only after X took the screen.

``refresh()``
    Called by the table view after every change (action, undo, redo) and once after
    construction. Redraw from ``controller.state``; keep it cheap (under a few ms).

``end_widget()`` (optional)
    When the game is over the table view shows its end page; a panel may return a widget
    for it (e.g. the winner and the last showdown) instead of the plain "X wins" line.

Rules for panels: never compute chips or legality (ask the engine; offer only legal
actions); every action reachable by keyboard (give buttons shortcuts); every visible string
through ``QCoreApplication.translate("YourPanelClass", "...")``.

:class:`GenericPanel` (``kit/generic.py``) is the fallback every game gets, and a panel of its
own is best built on the kit (``kit/panel.py``: pages, key buttons from ``Choice``s, entries, the
text scale, the Table menu). :class:`FactDialog` here is the entries' JSON fallback: a template's
facts field by field.
"""
from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

_IGNORED_FIELDS = ("by", "do")


class GamePanel(QWidget):
    """Base of every game's panel: see the module docstring for the contract."""

    def __init__(self, controller, parent=None):
        super().__init__(parent)
        self.controller = controller

    def refresh(self) -> None:
        """Redraw from ``self.controller.state``; called after every change."""

    def end_widget(self) -> QWidget | None:
        """The game's own end view for the table view's end page, or None for the plain line."""
        return None


def fact_fields(action) -> list[str]:
    """The fields of an action beyond who acts and what it is (e.g. ``faces``)."""
    return [f for f in type(action).model_fields if f not in _IGNORED_FIELDS]


def is_fact_template(action) -> bool:
    """An action the table reports (no ``by``) that carries facts: listed once as a template."""
    return action.by is None and bool(fact_fields(action))


def _parse_value(text: str, template: Any) -> Any:
    text = text.strip()
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        if isinstance(template, list):  # "6 1 2" for [6, 1, 2]
            parts = text.replace(",", " ").split()
            try:
                return [json.loads(p) for p in parts]
            except json.JSONDecodeError:
                return parts
        return text


class FactDialog(QDialog):
    """Enter the facts of a template action, one field per line (JSON, or numbers separated
    by spaces for a list). Stays open showing the rule's message until the action is legal."""

    def __init__(self, controller, template, parent=None):
        super().__init__(parent)
        self.controller = controller
        self.template = template
        self.setWindowTitle(QCoreApplication.translate("GenericPanel", "Report what the table shows"))
        lay = QVBoxLayout(self)
        head = QLabel(QCoreApplication.translate("GenericPanel", "What does the table show? ({what})").format(what=getattr(template, "do", "")))
        head.setProperty("role", "heading")
        head.setWordWrap(True)
        lay.addWidget(head)
        form = QFormLayout()
        self.edits: dict[str, QLineEdit] = {}
        data = template.model_dump(mode="json")
        for name in fact_fields(template):
            info = type(template).model_fields[name]
            edit = QLineEdit(self._show(data.get(name)))
            edit.setToolTip(info.description or "")
            form.addRow(info.title or name.replace("_", " "), edit)
            self.edits[name] = edit
        lay.addLayout(form)
        hint = QLabel(QCoreApplication.translate("GenericPanel", "Numbers separated by spaces, e.g. 6 1 2."))
        hint.setProperty("role", "hint")
        lay.addWidget(hint)
        self.error = QLabel()
        self.error.setProperty("role", "error")
        self.error.setWordWrap(True)
        lay.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.try_submit)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        if self.edits:
            first = next(iter(self.edits.values()))
            first.setFocus()
            first.selectAll()

    @staticmethod
    def _show(value: Any) -> str:
        if isinstance(value, list) and all(isinstance(v, (int, float, str)) for v in value):
            return " ".join(str(v) for v in value)
        return json.dumps(value, ensure_ascii=False)

    def action_data(self) -> dict[str, Any]:
        data = self.template.model_dump(mode="json", exclude_none=True)
        for name, edit in self.edits.items():
            data[name] = _parse_value(edit.text(), data.get(name))
        return data

    def try_submit(self) -> None:
        from ..controller import error_text

        try:
            action = self.controller.parse_action(self.action_data())
        except ValueError as e:
            self.error.setText(error_text(e))
            return
        if self.controller.submit(action):
            self.accept()
        else:
            self.error.setText(self.controller.last_error or "")


def __getattr__(name: str):
    """The generic panel lives in the kit (kit/generic.py); the registry names it here, as every game
    without a panel of its own does ("tableapp.ui.panels.base:GenericPanel"). Imported on first use:
    the kit builds on ``GamePanel`` above."""
    if name == "GenericPanel":
        from .kit.generic import GenericPanel

        return GenericPanel
    raise AttributeError(name)
