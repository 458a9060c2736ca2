"""The generic panel: any game, playable from its views and choices alone (``public_view``,
``private_view``, ``choices``). What every game gets before it has a panel of its own, and the
registry's panel for a game that needs nothing more.

Top: whose turn in words and the "Table ▾" menu; the public pieces and notes of the seats (the
oval above shows chips and roles); then the page of the moment: the choices as key buttons, by
group (each with its key from the engine, or the first free of 1-9, a-z), under the seat's private
view when it has one (behind the cover, kit/pages.py); or the entry the table fills in for a
template choice (``Choice.entry``: card, cards, grid; any other in a JSON form, ``FactDialog``).
"""
from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QScrollArea, QVBoxLayout, QWidget

from tableapp.core.engine import Engine
from tableapp.core.views import Choice, Piece, PrivateView, PublicView

from .entries import ENTRIES, entry_page, fact_fields, form_of
from .keys import ChoiceButtons, KeyButton, with_keys
from .panel import KitPanel


def tr(text: str) -> str:
    return QCoreApplication.translate("GenericPanel", text)


def group_title(group: str) -> str:
    words = {"table": tr("The table"), "call": tr("Calls"), "mark": tr("Marks"), "leave": tr("Leaving")}
    return words.get(group, group.replace("_", " ").capitalize())


def piece_text(piece: Piece) -> str:
    """A card, die or bill in a word: its face, or a blank back."""
    text = piece.face if piece.face is not None else "▯"
    if piece.marks:
        text += "·" * len(piece.marks)
    return text


def detail_text(detail: dict[str, Any], limit: int = 240) -> str:
    """A game's own facts, plainly: "hand: 7 3 10 · score: 12"."""
    parts = []
    for key, value in detail.items():
        if isinstance(value, (list, tuple)) and all(isinstance(v, (str, int, float)) for v in value):
            shown = " ".join(str(v) for v in value)
        elif isinstance(value, (str, int, float)):
            shown = str(value)
        elif value is None:
            continue
        else:
            shown = json.dumps(value, ensure_ascii=False)
        parts.append(f"{key.replace('_', ' ')}: {shown}")
    text = " · ".join(parts)
    return text if len(text) <= limit else text[:limit - 1] + "…"


def is_fact_template(action) -> bool:
    """An action the table reports (no ``by``) that carries facts: listed once as a template."""
    return action.by is None and bool(fact_fields(action))


class ChoicesPage(QWidget):
    """The seat's private view (if any) and the choices as key buttons, by group."""

    def __init__(self, panel, parent=None):
        super().__init__(parent)
        self.panel = panel
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(6)
        self.secret = QLabel()
        self.secret.setProperty("role", "heading")
        self.secret.setWordWrap(True)
        self.secret.hide()
        lay.addWidget(self.secret)
        area = QScrollArea()  # a last resort: a game with dozens of choices at once
        area.setWidgetResizable(True)
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        area.setFrameShape(QFrame.Shape.NoFrame)
        inner = QWidget()
        self.groups_lay = QVBoxLayout(inner)
        self.groups_lay.setContentsMargins(0, 0, 0, 0)
        self.groups_lay.setSpacing(4)
        self.groups_lay.addStretch(1)
        area.setWidget(inner)
        lay.addWidget(area, 1)
        self.groups: dict[str, tuple[QLabel, ChoiceButtons]] = {}

    @property
    def buttons(self) -> list[KeyButton]:
        return [b for _, buttons in self.groups.values() for b in buttons.buttons]

    def needed_height(self) -> int:
        """The height that shows every choice without the scroll bar."""
        lay = self.groups_lay
        parts = [self.secret] if self.secret.isVisibleTo(self) else []
        parts += [w for head, buttons in self.groups.values() for w in (head, buttons) if not w.isHidden()]
        rows = sum(w.sizeHint().height() if not isinstance(w, ChoiceButtons) else w.needed_height() for w in parts)
        return rows + lay.spacing() * len(parts) + 12

    def set(self, choices: list[Choice], keys: list[str | None], private: PrivateView | None) -> None:
        if private is not None:
            mine = " ".join(piece_text(p) for p in private.pieces)
            lines = [tr("Only you can see: {what}").format(what=mine)] if mine else []
            # the game's own facts, but not the pieces a second time (a hand is both, often)
            extra = detail_text({k: v for k, v in private.detail.items()
                                 if not (isinstance(v, list) and " ".join(map(str, v)) == mine)})
            if extra:
                lines.append(extra)
            self.secret.setText("\n".join(lines) or tr("Only you can see this screen."))
        self.secret.setVisible(private is not None)
        by_group: dict[str, list[tuple[Choice, str | None]]] = {}
        for ch, k in zip(choices, keys):
            by_group.setdefault(ch.group or "main", []).append((ch, k))
        for name in [g for g in self.groups if g not in by_group]:
            head, buttons = self.groups.pop(name)
            for w in (head, buttons):
                w.hide()
                w.deleteLater()
        for i, (name, items) in enumerate(by_group.items()):
            if name not in self.groups:
                head = QLabel(group_title(name))
                head.setProperty("role", "muted")
                # many short choices (a hand of cards) in more columns: two rows rather than a scroll bar
                buttons = ChoiceButtons(most=min(6, max(3, (len(items) + 1) // 2)), height=48)
                buttons.chosen.connect(self.panel.act)
                self.groups_lay.insertWidget(self.groups_lay.count() - 1, head)
                self.groups_lay.insertWidget(self.groups_lay.count() - 1, buttons)
                self.groups[name] = (head, buttons)
            head, buttons = self.groups[name]
            head.setVisible(len(by_group) > 1 or name != "main")
            buttons.set_choices([ch for ch, _ in items], [k for _, k in items])


class GenericPanel(KitPanel):
    def __init__(self, controller, parent=None):
        super().__init__(controller, parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(4)
        top = QHBoxLayout()
        self.prompt = QLabel()
        self.prompt.setObjectName("prompt")
        self.prompt.setWordWrap(True)
        top.addWidget(self.prompt, 1)
        self.phase = QLabel()
        self.phase.setProperty("role", "muted")
        top.addWidget(self.phase)
        top.addWidget(self.table_menu, 0, Qt.AlignmentFlag.AlignTop)
        lay.addLayout(top)
        self.seats = QLabel()
        self.seats.setProperty("role", "muted")
        self.seats.setWordWrap(True)
        self.seats.hide()
        lay.addWidget(self.seats)
        lay.addWidget(self.pages, 1)
        self._entering: tuple[Any, Choice] | None = None  # (state, choice): an entry opened by its button
        self._hooked = None

    def rescaled(self, base: float) -> None:
        # room for a grid of five seats or two rows of buttons; the oval table above gives way
        self.setMinimumHeight(round(self.fontMetrics().height() * 14))

    # -- reading ------------------------------------------------------------------------------------------
    @property
    def buttons(self) -> list[KeyButton]:
        """The key buttons on screen now (none while the page is covered)."""
        page = self.pages.page
        return page.buttons if isinstance(page, ChoicesPage) else []

    def prompt_text(self, view: PublicView) -> str:
        c = self.controller
        who = view.to_act
        if c.read_only and c.session is not None and c.session.finished:
            return tr("This night is finished: read-only.")
        if who is None or view.over:
            return tr("The game is over.")
        if c.is_player(who):
            return tr("{name}, your turn:").format(name=who)
        return tr("The table reports:")

    @staticmethod
    def seats_text(view: PublicView) -> str:
        parts = []
        for s in view.seats:
            bits = [" ".join(piece_text(p) for p in s.pieces), s.note]
            shown = " · ".join(b for b in bits if b)
            if shown:
                parts.append(f"{s.name}: {shown}")
        return "    ".join(parts)

    def label_of(self, choice: Choice) -> Choice:
        """A template the table fills in says so on its button ("Report faces…"). Without an entry a
        choice is a template only for a game that lists its legal actions as they are (the engine's
        default ``choices``); a game's own choices say which ones need an entry."""
        legacy = type(self.controller.engine).choices is Engine.choices
        if choice.entry is None and legacy and is_fact_template(choice.action):
            what = str(getattr(choice.action, "do", "")).replace("-", " ")
            return Choice(choice.action, tr("Report {what}…").format(what=what), choice.key, choice.amount,
                          choice.group, choice.seat, "json", choice.form)
        if choice.entry is not None and not choice.label.endswith("…"):
            return Choice(choice.action, choice.label + "…", choice.key, choice.amount, choice.group,
                          choice.seat, choice.entry, choice.form)
        return choice

    # -- drawing ------------------------------------------------------------------------------------------
    def update_view(self, view: PublicView, choices: list[Choice]) -> None:
        c = self.controller
        self.prompt.setText(self.prompt_text(view))
        self.phase.setText(" · ".join(t for t in (view.phase_text, view.stake or "") if t))
        seats = self.seats_text(view)
        self.seats.setText(seats)
        self.seats.setVisible(bool(seats))
        choices = [self.label_of(ch) for ch in choices]
        entering = self._entering
        if entering is not None and entering[0] is not c.state:
            entering = self._entering = None  # the moment passed: back to the choices
        entries = [ch for ch in choices if ch.entry in ENTRIES or form_of(ch).get("columns")]
        if entering is None and len(choices) == 1 and len(entries) == 1:
            entering = (c.state, entries[0])  # the table's one thing to do: ask for it at once
            alone = True
        else:
            alone = False
        if entering is not None:
            choice = entering[1]
            self.show_page("entry", (id(c.state), choice.label, alone), lambda _private: self._entry(choice, not alone))
            return
        keys = with_keys(choices)
        page = self.show_page("choices", (view.to_act, c.read_only),
                              lambda private: self._choices(choices, keys, private),
                              lambda page, private: page.set(choices, keys, private))
        if isinstance(page, ChoicesPage):
            self._make_room(page.needed_height())
        cover = self.pages.cover
        if cover is not None and cover is not self._hooked:  # a private page is built when its seat takes the screen
            self._hooked = cover
            cover.revealed.connect(lambda shown: shown and isinstance(self.pages.page, ChoicesPage)
                                   and self._make_room(self.pages.page.needed_height()))

    def _make_room(self, page: int) -> None:
        """Grow (never shrink: a click must not move the oval back and forth) to show every choice,
        up to three fifths of the window; beyond that the choices scroll."""
        top = self.prompt.sizeHint().height() + (self.seats.sizeHint().height() if self.seats.isVisibleTo(self) else 0)
        cover = self.pages.cover
        frame = 40 if cover is not None else 0  # "Only for X" and Hide above a private page
        want = min(top + frame + page + 16, int(self.window().height() * 0.6))
        if want > self.minimumHeight():
            self.setMinimumHeight(want)

    def _choices(self, choices, keys, private) -> ChoicesPage:
        page = ChoicesPage(self)
        page.set(choices, keys, private)
        return page

    def _entry(self, choice: Choice, can_go_back: bool) -> QWidget:
        page = entry_page(self.controller, choice, can_go_back)
        page.back.connect(self.leave_entry)
        first = getattr(page, "first_box", lambda: None)()
        if first is not None:
            first.setFocus()
        return page

    # -- acting --------------------------------------------------------------------------------------------
    def act(self, choice: Choice) -> None:
        c = self.controller
        if choice.entry is None:
            c.submit(choice.action)
            return
        if choice.entry in ENTRIES or form_of(choice).get("columns"):  # the kit's own: an inline page
            self._entering = (c.state, choice)
            self.refresh()
            return
        from ..base import FactDialog  # any other entry: field by field, in JSON

        FactDialog(c, choice.action, self).exec()
        refocus = getattr(self.window(), "refocus", None)  # the keys back with the table
        if refocus is not None:
            refocus()

    def leave_entry(self) -> None:
        self._entering = None
        self.refresh()
