"""The call picker: a hand category, then the ranks that may be named, then Call.

Everything offered comes from the engine's choices of group "call" (only calls strictly higher
than the current one, LD §3.2); the picker never decides legality. The public view's table of
calls (``detail["calls"]``: text, name, hand and ranks of every well-formed call) groups them by
category and rank and names the steps on the way.

Keys (sent by the panel, see :meth:`CallPicker.key`): digits 1-8 choose a category (the hand's
number in LD §3.1: 2 One pair ... 8 Five of a kind); then A K Q J T/0 9 name a rank, N names
none; Enter calls; Esc or Backspace goes back one step.
"""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QFont, QFontMetricsF, QIcon
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from tableapp.core.views import Choice
from tableapp.ui import style
from tableapp.ui.art.dice import die_pixmap
from tableapp.ui.panels.kit.fit import FitButton
from tableapp.ui.panels.kit.scale import base_pt, restyle, sized
from tableapp.ui.widgets.one_line import KeepWordsLabel

from .common import FACES, RANK_KEYS, category_word, rank_word

Key = tuple[int, int, int]
TWO_RANKS = (3, 6)  # two pair and full house name up to two ranks (LD §3.2)
BUTTON_SIZE = 1.15  # times the app's text size


class CallPicker(QWidget):
    """``choices``: the calls that may be made (group "call"); ``table``: every call as [text, name,
    hand, rank, rank] (the public view's ``calls``). ``submit(choice)`` sends a call and returns True
    if it was played. ``stepped``: a new step shown (its buttons, Call enabled or not)."""

    stepped = Signal()

    def __init__(self, choices: list[Choice], table: list[list], submit: Callable[[Choice], bool],
                 back_key: str = "Esc", ask: str = "", parent=None):
        super().__init__(parent)
        self._ask = ask or QCoreApplication.translate("LiarDicePanel", "Choose a hand (keys 1–8):")
        self._submit = submit
        self._back_key = back_key  # Esc hides a hot-seat screen: there, Backspace goes back
        self.names: dict[Key, str] = {}
        self.calls: dict[Key, tuple[Choice, str]] = {}  # the legal calls: their choice and name
        self.categories: list[int] = []
        self.cat: int | None = None
        self.r1: int | None = None
        self.pending: Key | None = None
        self.buttons: dict[str, QPushButton] = {}  # key -> button of the current step
        self._items: list[QPushButton] = []
        self._pool: list[QPushButton] = []  # the buttons, kept from step to step: a step re-labels them
        self._gridded: tuple[int, int] = (0, 0)  # the grid's columns, and how many of the pool it holds
        self._columns: tuple[int, float] = (0, 0.0)
        self._table_id = None
        self._keys: dict[str, Key] = {}
        self._given_up = 0  # the question's height left out at larger text, the page short (_make_room)

        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(6)
        # wrapped between words, its wrapped height its least: the buttons below are never squeezed under it
        self.step_label = sized(KeepWordsLabel(), 1.05, "font-weight: bold;")
        self.step_label.setProperty("role", "muted")
        self.step_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.step_label.larger_lines = 2  # at larger text the buttons need the height more (tooltip: all)
        # ...and at 100 % under a reroll count, 8 seats above: two rows of ranks were drawn over each other
        self.step_label.cut_at_every_size = True
        lay.addWidget(self.step_label)
        self.grid_host = QWidget()
        self.grid = QGridLayout(self.grid_host)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setSpacing(6)
        lay.addWidget(self.grid_host)
        lay.addStretch(1)
        row = QHBoxLayout()
        row.setSpacing(8)
        self.back_button = QPushButton()
        sized(self.back_button, 1.1)
        self.back_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.back_button.clicked.connect(self.back)
        row.addWidget(self.back_button)
        self.call_button = FitButton(1.35, 0.9, "font-weight: bold; padding: 8px 12px;")
        self.call_button.setProperty("primary", True)
        self.call_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.call_button.clicked.connect(self.submit)
        row.addWidget(self.call_button, 1)
        lay.addLayout(row)
        self.set_calls(choices, table, ask)

    def set_calls(self, choices: list[Choice], table: list[list], ask: str = "") -> None:
        """The calls of a new moment (the same picker, its buttons re-labelled): back to the first step."""
        if ask:
            self._ask = ask
        if table is not self._table_id:  # the table of calls is the engine's, shared from turn to turn
            self._table_id = table
            self._keys = {row[0]: (row[2], row[3], row[4]) for row in table}
            self.names = {(row[2], row[3], row[4]): row[1] for row in table}
        self.calls = {self._keys[ch.action.call]: (ch, ch.label) for ch in choices}
        self.categories = []
        for cat, _, _ in self.calls:  # in raise order (house option H2 moves straights)
            if cat not in self.categories:
                self.categories.append(cat)
        self.cat = self.r1 = self.pending = None
        self._show_step()

    def set_ask(self, ask: str) -> None:
        """The question of the first step (e.g. once the player accepted, no more "or challenge")."""
        self._ask = ask
        if self.cat is None:
            self.step_label.setText(ask)

    # -- reading --------------------------------------------------------------------------------
    def pending_text(self) -> str | None:
        """The name of the call Enter would make (None until one is complete)."""
        return self.calls[self.pending][1] if self.pending in self.calls else None

    def _ranks(self, cat: int, r1: int | None) -> list[int]:
        """The ranks that complete a legal call at this step, highest first."""
        if r1 is None:
            ranks = {k[1] for k in self.calls if k[0] == cat and k[1]}
        else:
            ranks = {k[2] for k in self.calls if k[0] == cat and k[1] == r1 and k[2]}
        return sorted(ranks, reverse=True)

    # -- steps ------------------------------------------------------------------------------------
    def choose_category(self, cat: int) -> bool:
        if cat not in self.categories:
            return False
        self.cat, self.r1 = cat, None
        bare = (cat, 0, 0)
        self.pending = bare if bare in self.calls else None
        if self.pending is None and not self._ranks(cat, None):
            return False
        self._show_step()
        return True

    def choose_rank(self, rank: int) -> bool:
        if self.cat is None:
            return False
        cat = self.cat
        if cat in TWO_RANKS and self.r1 is not None:
            key = (cat, self.r1, rank)
            if key not in self.calls:
                return False
            self.pending = key
        elif rank in self._ranks(cat, None):
            if cat in TWO_RANKS:
                self.r1 = rank
                key = (cat, rank, 0)
                self.pending = key if key in self.calls else None
            else:
                self.pending = (cat, rank, 0)
        else:
            return False
        self._show_step()
        return True

    def choose_none(self) -> bool:
        """Name no (further) rank (LD-D1)."""
        if self.cat is None:
            return False
        key = (self.cat, self.r1 or 0, 0)
        if key not in self.calls:
            return False
        self.pending = key
        self._show_step()
        return True

    def back(self) -> bool:
        if self.cat is None:
            return False
        if self.r1 is not None:
            self.r1 = None
            bare = (self.cat, 0, 0)
            self.pending = bare if bare in self.calls else None
        else:
            self.cat, self.pending = None, None
        self._show_step()
        return True

    def submit(self) -> bool:
        return self.pending in self.calls and self._submit(self.calls[self.pending][0])

    def key(self, ch: str) -> bool:
        """A key the panel passes on: True if the picker used it."""
        if ch in ("enter",):
            return self.submit()
        if ch in ("back",):
            return self.back()
        if self.cat is None:
            return ch.isdigit() and self.choose_category(int(ch))
        if ch == "n":
            return self.choose_none()
        if ch in RANK_KEYS:
            return self.choose_rank(RANK_KEYS[ch])
        return False

    def refusal(self, ch: str) -> str | None:
        """Why ``ch`` did nothing at this step (the keys it offers instead), or None for a key that is
        not the picker's (a modifier, Tab...): a refused key never goes silent."""
        tr = QCoreApplication.translate
        keys = " ".join("T" if k == "10" else k.upper() for k in self.buttons)  # ten's key is T
        if ch == "enter":
            return tr("LiarDicePanel", "No call is complete yet: choose a hand ({keys}).").format(keys=keys)
        if ch == "back" or not (len(ch) == 1 and ch.isprintable() and not ch.isspace()):
            return None
        where = self.names.get((self.cat, self.r1 or 0, 0), "") if self.cat is not None else ""
        if where:
            return tr("LiarDicePanel", "\"{key}\" is not offered after {call}: press {keys} (Esc or Backspace: back)."
                      ).format(key=ch.upper(), call=where, keys=keys)
        return tr("LiarDicePanel", "\"{key}\" names no call higher than the current one: press {keys}."
                  ).format(key=ch.upper(), keys=keys)

    # -- drawing ----------------------------------------------------------------------------------
    def _clear(self) -> None:
        # the buttons stay where they are: a step re-labels them, and only those left over are hidden
        # (taking every button out of the grid and back laid the whole window out again on each step)
        self.buttons = {}
        self._items = []

    def _fit(self) -> tuple[int, float]:
        """Columns (2 to 4) and text size for the buttons of this step: as many columns as the
        widest label allows, shrinking the text a little before giving up a column; the buttons
        never push the window wider and a label is never cut."""
        if len(self._items) <= 2:
            return max(1, len(self._items)), BUTTON_SIZE
        base = base_pt(self)
        widest = 0.0
        for b in self._items:
            f = QFont(b.font())
            f.setPointSizeF(base * BUTTON_SIZE)
            f.setBold(True)
            icon = b.iconSize().width() + 8 if not b.icon().isNull() else 0
            widest = max(widest, QFontMetricsF(f).horizontalAdvance(b.text()) + icon)
        pad = 30  # the button's padding and border
        # (at larger text a row fewer is worth a smaller type: the step's buttons must fit the window)
        larger = style.larger_text(base)
        for cols, sizes in ((4, (1.0, 0.92, 0.85)), (3, (1.0, 0.92, 0.85) + ((0.75, 0.7) if larger else ())),
                            (2, (1.0, 0.92, 0.85))):
            width = (self.width() - 6 * (cols - 1)) / cols
            for size in (BUTTON_SIZE * k for k in sizes):
                if widest * size / BUTTON_SIZE + pad <= width:
                    return cols, size
        # a narrow column at large text: two columns, the text as small as the rest of the page's
        width = (self.width() - 6) / 2
        return 2, max(0.8, min(BUTTON_SIZE * 0.85, BUTTON_SIZE * (width - pad) / max(widest, 1.0)))

    def _place(self) -> None:
        cols, size = self._fit()
        self._columns = (cols, size)
        for b in self._items:
            sized(b, size, b.property("ldExtra") or "")
        # the step's buttons are the first of the pool, button i always in cell i: the grid changes
        # only when the columns do or the pool grew
        if cols != self._gridded[0]:
            for b in self._pool[:self._gridded[1]]:
                self.grid.removeWidget(b)
            self._gridded = (cols, 0)
            for c in range(4):
                self.grid.setColumnStretch(c, 1 if c < cols else 0)
        for i in range(self._gridded[1], len(self._items)):
            self.grid.addWidget(self._pool[i], i // cols, i % cols)
        self._gridded = (cols, max(self._gridded[1], len(self._items)))
        for b in self._pool[len(self._items):]:
            b.hide()
        restyle(self.grid_host, base_pt(self))
        for b in self._items:
            b.show()
        # one height for every button of the step (the rank buttons carry a die, "N none" does not)
        tallest = max((b.sizeHint().height() for b in self._items), default=0)
        for b in self._items:
            if b.minimumHeight() != tallest:
                b.setMinimumHeight(tallest)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self._items and self._fit() != self._columns:
            self._place()
        self._make_room()

    def minimumSizeHint(self) -> QSize:
        size = super().minimumSizeHint()
        return QSize(size.width(), size.height() + self._given_up)

    def _make_room(self) -> None:
        """The question gives way to the buttons and Call in the height the picker gets (under the
        prompt and the reroll count, a third row of hands was cut at 200 %, a second row of ranks at
        100 % with eight seats): two lines, one, or none (the panel's prompt says "choose a hand"; the
        whole question then in the buttons' tooltips)."""
        label = self.step_label
        lines, line = 2, label.fontMetrics().lineSpacing() + 1
        if self.height() > 0:
            spacing = self.layout().spacing()
            row = max(self.call_button.sizeHint().height(), self.back_button.sizeHint().height())
            room = self.height() - self.grid_host.minimumSizeHint().height() - row - 3 * spacing
            lines = max(0, min(2, room // line))
        # still asked of the panel (minimumSizeHint): it grows to the window's height before they go
        given_up = (2 - lines) * line + (self.layout().spacing() if lines == 0 else 0)
        if given_up != self._given_up:
            self._given_up = given_up
            self.updateGeometry()
        label.set_larger_lines(max(1, lines))
        if label.isVisibleTo(self) != (lines > 0):
            label.setVisible(lines > 0)
        tip = self.step_label.text() if lines == 0 else ""
        for b in self._items:  # the question, hidden, still said where the pointer goes
            b.setToolTip(b.property("ldTip") + (f"\n{tip}" if tip and b.property("ldTip") else tip))

    def _button(self, text: str, key: str, on_click, checked: bool = False, tip: str = "",
                face: str | None = None) -> QPushButton:
        """The next button of the pool, re-labelled (made only when the pool runs short)."""
        i = len(self._items)
        if i == len(self._pool):
            b = QPushButton()
            b.setCheckable(True)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # keys go to the panel; Tab would only get in the way
            b.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            b.setMinimumWidth(0)
            b.clicked.connect(lambda _=False, b=b: b.on_click())
            self._pool.append(b)
        b = self._pool[i]
        b.setText(text)
        if face != getattr(b, "face", None):  # a new icon is a new size for the layout: only on a change
            b.face = face
            b.setIcon(QIcon(die_pixmap(face, 32)) if face else QIcon())
            b.setIconSize(QSize(26, 26))
        b.setChecked(checked)
        b.setProperty("ldTip", tip or text)
        b.setToolTip(tip or text)
        b.on_click = on_click
        self.buttons[key] = b
        self._items.append(b)
        return b

    def _show_step(self) -> None:
        self._clear()
        tr = QCoreApplication.translate
        if self.cat is None:
            self.step_label.setText(self._ask)
            for cat in self.categories:
                b = self._button(f"{cat} {category_word(cat)}", str(cat),
                                 lambda c=cat: self.choose_category(c), tip=self.names.get((cat, 0, 0), ""))
                sized(b, BUTTON_SIZE, "font-weight: bold; text-align: left; padding: 7px 6px;")
        else:
            two = self.cat in TWO_RANKS and self.r1 is not None
            ranks = self._ranks(self.cat, self.r1)
            where = self.names.get((self.cat, self.r1 or 0, 0), "")
            bare = (self.cat, self.r1 or 0, 0)
            # the keys this step offers (not every rank: after "Two pair, Kings" only those below)
            offered = " ".join("T" if FACES[r] == "10" else FACES[r] for r in ranks)
            if bare in self.calls:
                offered += tr("LiarDicePanel", " · N none")
            if two:
                ask = tr("LiarDicePanel", "{call} › and the second rank? ({keys})")
            elif ranks:
                ask = tr("LiarDicePanel", "{call} › name a rank? ({keys})")
            else:
                ask = tr("LiarDicePanel", "{call} › nothing more to name")
            self.step_label.setText(ask.format(call=where, keys=offered.strip(" ·")))
            items = []
            if bare in self.calls:
                items.append(self._button(
                    tr("LiarDicePanel", "N  none"), "n", self.choose_none,
                    checked=self.pending == bare, tip=self.calls[bare][1]))
            for r in ranks:
                key = (self.cat, self.r1, r) if two else (self.cat, r, 0)
                chosen = (self.pending == key) if two or self.cat not in TWO_RANKS else self.r1 == r
                name = self.calls[key][1] if key in self.calls else self.names.get(key, "")
                b = self._button(self._rank_label(r), FACES[r].lower(), lambda r=r: self.choose_rank(r),
                                 checked=chosen, tip=name, face=FACES[r])
                items.append(b)
            for b in items:
                sized(b, BUTTON_SIZE, "font-weight: bold; text-align: left; padding: 6px 6px;")
        self._place()
        restyle(self, base_pt(self))
        self._make_room()
        self.back_button.setVisible(self.cat is not None)
        self.back_button.setText(tr("LiarDicePanel", "‹ Back ({key})").format(key=self._back_key))
        text = self.pending_text()
        self.call_button.setEnabled(text is not None)
        if text is not None:  # (the call's name left out when even small type cannot hold it: it is checked above)
            self.call_button.set_texts(tr("LiarDicePanel", "Call {call}   ⏎").format(call=self.calls[self.pending][1]),
                                       tr("LiarDicePanel", "Call   ⏎"))
        else:
            self.call_button.setText(tr("LiarDicePanel", "Call …"))
        self.stepped.emit()

    def _rank_label(self, rank: int) -> str:
        if self.cat == 5:  # straights are named by their top rank (LD-D5)
            return QCoreApplication.translate("LiarDicePanel", "{face}-high").format(face=FACES[rank])
        return rank_word(rank)
