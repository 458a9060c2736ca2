"""The contract between the table view and a game's panel.

A panel is the part of the table view where the person whose turn it is acts. Contract:

``GamePanel(controller, parent=None)``
    Construct once per game. ``self.controller`` gives everything the panel may use:

    - ``controller.session`` / ``.run`` / ``.engine`` / ``.state`` / ``.setup`` / ``.mode``
      (``"physical"`` | ``"digital"``) / ``.players`` (seat order) / ``.read_only`` / ``.game_over``
    - ``controller.to_act()`` -> a player's name, ``TABLE`` (the table must report a fact,
      physical mode), ``CHANCE`` or None; ``controller.is_player(who)``
    - ``controller.legal_actions()`` (empty when read-only), ``controller.describe(action)``,
      ``controller.public_view()`` (= ``engine.view(state, None)``), ``controller.summary()``,
      ``controller.parse_action(dict)``
    - ``controller.submit(action_or_dict) -> bool``: the only way to act. On False nothing
      changed and ``controller.last_error`` holds the message (already shown in the banner);
      dialogs may show it inline and stay open.
    - ``controller.private_for(name, build) -> QWidget``: hot-seat privacy (see
      ``widgets/cover.py``). Never draw ``engine.view(state, name)`` or other private
      information yourself: put it in the widget ``build()`` returns, and add the returned
      widget to your layout. ``build`` is called only after ``name`` took the screen.

``refresh()``
    Called by the table view after every change (action, undo, redo) and once after
    construction. Redraw from ``controller.state``; keep it cheap (under a few ms).

``end_widget()`` (optional)
    When the game is over the table view shows its end page; a panel may return a widget
    for it (e.g. the winner and the last showdown) instead of the plain "X wins" line.

Rules for panels: never compute chips or legality (ask the engine; offer only legal
actions); every action reachable by keyboard (give buttons shortcuts); every visible string
through ``QCoreApplication.translate("YourPanelClass", "...")``.

:class:`GenericPanel` is the fallback every game gets: one big button per legal action
labelled ``engine.describe(state, action)``, shortcuts 1-9 then letters, and for template
actions carrying facts (e.g. the faces under the cup) a field-by-field JSON entry dialog.
"""
from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QFormLayout, QGridLayout, QLabel, QLineEdit,
                               QPushButton, QScrollArea, QSizePolicy, QVBoxLayout, QWidget)

KEYS = "123456789abcdefghijklmnopqrstuvwxyz"
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


class GenericPanel(GamePanel):
    """One big button per legal action, with keyboard shortcuts; a fact entry dialog for
    templates. In digital mode a player's turn (and their private view) sits behind the cover."""

    def __init__(self, controller, parent=None):
        super().__init__(controller, parent)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self.prompt = QLabel()
        self.prompt.setObjectName("prompt")
        self.prompt.setWordWrap(True)
        self._layout.addWidget(self.prompt)
        self.body: QWidget | None = None
        self.buttons: list[QPushButton] = []
        self._key: tuple | None = None

    # -- what to show ---------------------------------------------------------------------------
    def prompt_text(self, who: str | None) -> str:
        c = self.controller
        if c.read_only and c.session is not None and c.session.finished:
            return QCoreApplication.translate("GenericPanel", "This night is finished: read-only.")
        if who is None:
            return QCoreApplication.translate("GenericPanel", "The game is over.")
        if c.is_player(who):
            return QCoreApplication.translate("GenericPanel", "{name}, your turn:").format(name=who)
        return QCoreApplication.translate("GenericPanel", "The table reports:")

    def action_label(self, action) -> str:
        if is_fact_template(action):
            return QCoreApplication.translate("GenericPanel", "Report {what}…").format(what=str(getattr(action, "do", "")).replace("-", " "))
        return self.controller.describe(action)

    def refresh(self) -> None:
        c = self.controller
        who = c.to_act()
        actions = c.legal_actions()
        labels = [self.action_label(a) for a in actions]
        key = (who, tuple(labels), c.mode, c.read_only, c.screen_holder if c.mode == "digital" else None,
               id(c.state))
        if key == self._key:
            return
        self._key = key
        self.prompt.setText(self.prompt_text(who))
        if self._reuse_buttons(actions, labels, c.mode == "digital" and c.is_player(who)):
            return
        if self.body is not None:
            self._layout.removeWidget(self.body)
            self.body.hide()
            self.body.deleteLater()
        self.buttons = []
        if c.mode == "digital" and c.is_player(who) and actions:
            self.body = c.private_for(who, lambda: self._private_page(who, actions, labels))
        else:
            self.body = self._buttons_page(actions, labels)
        self._layout.addWidget(self.body, 1)

    def _reuse_buttons(self, actions, labels, private: bool) -> bool:
        """Same number of plain buttons as now shown: relabel them instead of rebuilding (one
        action must repaint fast even in a long night)."""
        if private or not self.buttons or len(self.buttons) != len(actions) \
                or not isinstance(self.body, QScrollArea):
            return False
        for i, (button, action, label) in enumerate(zip(self.buttons, actions, labels)):
            key = KEYS[i] if i < len(KEYS) else None
            button.setText(f"{key.upper()}   {label}" if key else label)
            if key:  # setText resets the shortcut to the text's mnemonic
                button.setShortcut(QKeySequence(key))
            button.setToolTip(label)
            button.action = action
        return True

    def _private_page(self, who: str, actions, labels) -> QWidget:
        page = QWidget()
        lay = QVBoxLayout(page)
        lay.setContentsMargins(0, 0, 0, 0)
        public = self.controller.public_view()
        secret = {k: v for k, v in self.controller.engine.view(self.controller.state, who).items()
                  if public.get(k) != v}
        if secret:
            text = QLabel(QCoreApplication.translate("GenericPanel", "Only you can see: {what}").format(
                what=json.dumps(secret, ensure_ascii=False)))
            text.setWordWrap(True)
            text.setProperty("role", "heading")
            lay.addWidget(text)
        lay.addWidget(self._buttons_page(actions, labels), 1)
        return page

    def _buttons_page(self, actions, labels) -> QWidget:
        area = QScrollArea()
        area.setWidgetResizable(True)
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        area.setFrameShape(QScrollArea.Shape.NoFrame)
        inner = QWidget()
        grid = QGridLayout(inner)
        grid.setContentsMargins(0, 0, 0, 0)
        columns = 1 if len(actions) <= 4 or max(map(len, labels), default=0) > 24 else 2
        for i, (action, label) in enumerate(zip(actions, labels)):
            key = KEYS[i] if i < len(KEYS) else None
            button = QPushButton(f"{key.upper()}   {label}" if key else label)
            button.setProperty("role", "action")
            button.setMinimumHeight(56)
            button.setMinimumWidth(0)
            button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            button.setToolTip(label)
            if key:
                button.setShortcut(QKeySequence(key))
            button.action = action
            button.clicked.connect(lambda _=False, b=button: self.choose(b.action))
            grid.addWidget(button, i // columns, i % columns)
            self.buttons.append(button)
        grid.setRowStretch(grid.rowCount(), 1)
        area.setWidget(inner)
        return area

    def choose(self, action) -> None:
        if is_fact_template(action):
            FactDialog(self.controller, action, self).exec()
            refocus = getattr(self.window(), "refocus", None)  # the keys back with the table
            if refocus is not None:
                refocus()
        else:
            self.controller.submit(action)
