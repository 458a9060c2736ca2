"""New game: which game, who sits in, physical or digital, starting chips (or carried over
with rebuys), the digital undo guard and seed, and the game's house options.

Checked live with the engine's own ``validate_setup`` (and ``warnings(setup)`` if the engine
has it); started through the controller, whose errors show inline with the dialog open.
"""
from __future__ import annotations

import random

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (QApplication, QButtonGroup, QCheckBox, QComboBox, QDialog, QDialogButtonBox,
                               QFormLayout, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QListWidget,
                               QListWidgetItem, QPushButton, QRadioButton, QScrollArea, QSizePolicy, QSpinBox,
                               QTabWidget, QVBoxLayout, QWidget)

from tableapp.core.engine import Setup
from tableapp.core.errors import TableError
from tableapp.games import registry

from . import screen
from .controller import error_text
from .options_form import OptionsForm
from .rebuys import Rebuys
from .table_view import game_title
from .widgets.one_line import KeepWordsLabel
from .widgets.wheel_guard import wheel_when_focused


def _scrolling(page: QWidget) -> QScrollArea:
    """``page`` in a frameless scroll area (it scrolls only when even its own page is too small)."""
    scroll = QScrollArea()
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QScrollArea.Shape.NoFrame)
    scroll.setWidget(page)
    return scroll


def _tight(lay: QVBoxLayout) -> None:
    """Less room between the rows of a box, above the first and below the last: the mode and chips
    column is the page's tallest, and at larger text with a long warning (Liar Dice's eight players)
    it needs every line of the dialog. A radio button or check box keeps its own border's room."""
    m = lay.contentsMargins()
    lay.setContentsMargins(m.left(), 4, m.right(), 4)
    lay.setSpacing(2)


def new_seed() -> int:
    return random.SystemRandom().randrange(1, 2**31)


def available_games() -> list[tuple[str, object | None, str]]:
    """(id, engine or None, why not available) for every registered game."""
    out = []
    for game_id in registry.GAMES:
        try:
            out.append((game_id, registry.engine_for(game_id), ""))
        except Exception as e:  # noqa: BLE001 - an engine still being written is listed, not fatal
            out.append((game_id, None, str(e)))
    return out


class GameSetupDialog(QDialog):
    def __init__(self, controller, parent=None, chips: int | None = None):
        super().__init__(parent)
        self.controller = controller
        self.session = controller.session
        self.night_chips = chips
        self.setWindowTitle(self.tr("New game"))
        screen.fit(self, 1330, 760)  # never taller than a laptop's screen, which is wide: three columns
        outer = QVBoxLayout(self)

        top = QFormLayout()
        self.game_combo = wheel_when_focused(QComboBox())
        for game_id, engine, why in available_games():
            self.game_combo.addItem(game_title(engine) if engine else f"{game_id} ({self.tr('not available')})",
                                    game_id)
            if engine is None:
                self.game_combo.model().item(self.game_combo.count() - 1).setEnabled(False)
                self.game_combo.setItemData(self.game_combo.count() - 1, why, Qt.ItemDataRole.ToolTipRole)
        top.addRow(self.tr("Game"), self.game_combo)
        outer.addLayout(top)

        # one page while everything fits; at larger text the house options get a page (tab) of their
        # own rather than the dialog scrolling (``_arrange``); each page scrolls only at the largest text
        self.pages = QTabWidget()
        self.pages.setDocumentMode(True)
        self.pages.setTabBarAutoHide(True)
        body = self.body = QWidget()
        lay = QVBoxLayout(body)
        # no room above and below the columns: the tab bar or the game above and the messages below have
        # their own, and at larger text the mode and chips column takes all the height the page has
        margins = lay.contentsMargins()
        lay.setContentsMargins(margins.left(), 0, margins.right(), 0)
        self.pages.addTab(_scrolling(body), self.tr("Players, mode and chips"))
        self.options_page = QWidget()
        self.options_page_layout = QVBoxLayout(self.options_page)
        self.options_scroll = _scrolling(self.options_page)
        outer.addWidget(self.pages, 1)

        # three columns (seats, mode and chips, house options) while they fit side by side; at larger
        # text the house options go below, across the width, or to a page of their own (``_arrange``)
        columns = self.columns = QGridLayout()
        seats = self.seats_box = QGroupBox(self.tr("Who plays (seat order)"))
        slay = QVBoxLayout(seats)
        self.player_list = QListWidget()
        self.player_list.setAccessibleName(self.tr("Who plays"))
        for name in self.session.roster:
            item = QListWidgetItem(name)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked)
            self.player_list.addItem(item)
        slay.addWidget(self.player_list)
        # every name whole (the check box and a scroll bar beside it)
        self.player_list.ensurePolished()  # the style sheet's font
        widest = max((self.player_list.fontMetrics().horizontalAdvance(n) for n in self.session.roster), default=0)
        self.player_list.setMinimumWidth(widest + 64)
        # what the night's earlier games leave for this one (carried chips, the deal, marked bills)
        self.left = self.session.next_carry()
        self.carried_box = QGroupBox(self.tr("From the earlier games"))
        clay = QVBoxLayout(self.carried_box)
        self.carried_text = QLabel()
        self.carried_text.setWordWrap(True)
        clay.addWidget(self.carried_text)
        self.fresh_left = QCheckBox()
        self.fresh_left.toggled.connect(self.check)
        clay.addWidget(self.fresh_left)
        self.seats_layout = slay
        slay.addWidget(self.carried_box)  # under the seats: the column beside is the taller
        self._left_shown = False  # the box has something to say (``_show_left``)
        # at larger text, with the mode and chips beside, the box wraps to many lines under the seats and
        # the page scrolls: then it takes a page of its own (``_arrange``)
        carried_page = QWidget()
        self.carried_page_layout = QVBoxLayout(carried_page)
        self.carried_page_layout.addStretch(1)  # the box at the top
        self.carried_scroll = _scrolling(carried_page)
        columns.addWidget(seats, 0, 0)
        columns.setColumnStretch(0, 1)

        self.side = QWidget()
        side = QVBoxLayout(self.side)
        side.setContentsMargins(0, 0, 0, 0)
        mode_box = QGroupBox(self.tr("Mode"))
        mlay = QVBoxLayout(mode_box)
        _tight(mlay)
        self.physical = QRadioButton(self.tr("Physical: the table rolls and deals"))
        self.digital = QRadioButton(self.tr("Digital: the app rolls and deals (pass the screen)"))
        self.physical.setChecked(True)
        self.mode_group = QButtonGroup(self)
        for b in (self.physical, self.digital):
            self.mode_group.addButton(b)
            mlay.addWidget(b)
        self.guard = QCheckBox(self.tr("Undo stops at the last roll, deal or reveal"))
        self.guard.setChecked(True)
        mlay.addWidget(self.guard)
        seed_row = QHBoxLayout()
        seed_row.addWidget(QLabel(self.tr("Seed")))
        self.seed = QLineEdit(str(new_seed()))
        self.seed.setToolTip(self.tr("The app's dice and cards are drawn from this number."))
        seed_row.addWidget(self.seed, 1)
        self.seed_button = QPushButton(self.tr("New seed"))
        self.seed_button.setAutoDefault(False)
        self.seed_button.clicked.connect(lambda: self.seed.setText(str(new_seed())))
        seed_row.addWidget(self.seed_button)
        mlay.addLayout(seed_row)
        side.addWidget(mode_box)

        chips_box = QGroupBox(self.tr("Chips"))
        self.chips_layout = QVBoxLayout(chips_box)
        _tight(self.chips_layout)
        fresh_row = QHBoxLayout()
        self.fresh = QRadioButton(self.tr("Everyone starts with"))
        self.fresh.setChecked(True)
        fresh_row.addWidget(self.fresh)
        self.stack = wheel_when_focused(QSpinBox())
        self.stack.setRange(1, 100000)
        fresh_row.addWidget(self.stack)
        # beside the number it explains (wrapping at larger text) rather than a line of its own
        self.fixed_note = KeepWordsLabel()
        self.fixed_note.setProperty("role", "hint")
        # the room left beside the number, however narrow: the words wrap (never widening the column)
        self.fixed_note.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        fresh_row.addWidget(self.fixed_note, 1)
        self.chips_layout.addLayout(fresh_row)
        self.carry = QRadioButton(self.tr("Carry over the chips from the last game, with rebuys"))
        self.chips_group = QButtonGroup(self)
        self.chips_group.addButton(self.fresh)
        self.chips_group.addButton(self.carry)
        self.chips_layout.addWidget(self.carry)
        has_previous = bool(self.session.games)
        self.carry.setEnabled(has_previous)
        if not has_previous:
            self.carry.setToolTip(self.tr("This is the night's first game."))
        side.addWidget(chips_box)
        side.addStretch(1)
        columns.addWidget(self.side, 0, 1)
        columns.setColumnStretch(1, 2)
        # the house options in a column of their own: Chicken or Llama's ten fit a laptop's screen, one
        # line each (their rules in their tooltips and the help line)
        self.options_box = QGroupBox(self.tr("House options"))
        self.options_layout = QVBoxLayout(self.options_box)
        self.options_form: OptionsForm | None = None
        self._arranged: tuple | None = None
        self._last_resort = False  # nothing fits: the main page scrolls (no use trying again at each change)
        self._carried_at = "seats"
        self._messages = ("", "")  # the warnings and the error the parts were last arranged with
        # the rebuys under all the columns, across the dialog's width: one player's under another's
        # would make the chips column taller than a laptop's dialog with six or eight players
        self.rebuy_box = QGroupBox(self.tr("Rebuys from the bank"))
        self.rebuys = Rebuys()
        self.rebuys.changed.connect(self.check)
        QVBoxLayout(self.rebuy_box).addWidget(self.rebuys)
        self.rebuy_box.hide()  # until the chips are carried over
        columns.addWidget(self.rebuy_box, 3, 0, 1, 3)
        rebuys_page = QWidget()
        self.rebuys_page_layout = QVBoxLayout(rebuys_page)
        self.rebuys_scroll = _scrolling(rebuys_page)  # a page of their own at larger text
        lay.addLayout(columns, 1)

        # the warnings and the error beside Start / Cancel, not in rows of their own above them: at larger
        # text later in a night (what the earlier games left, rebuys, a warning of two lines) the page
        # needs the height they would take
        bottom = QHBoxLayout()
        messages = QVBoxLayout()
        bottom.addLayout(messages, 1)
        self.warnings = QLabel()
        self.warnings.setProperty("role", "warning")
        self.warnings.setWordWrap(True)
        messages.addWidget(self.warnings)
        self.error = QLabel()
        self.error.setProperty("role", "error")
        self.error.setWordWrap(True)
        self.error.hide()  # until there is one (an empty line is room taken from the page)
        messages.addWidget(self.error)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)  # the rest: the messages
        self.start_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.start_button.setText(self.tr("Start the game"))
        self.start_button.setProperty("primary", True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        bottom.addWidget(self.buttons, 0, Qt.AlignmentFlag.AlignBottom)
        outer.addLayout(bottom)

        # "Carry over" is the default unless the chips as held are what would stop the game (e.g. after
        # a Liar Dice game, whose winner holds every chip while LD-H1 wants equal stacks) or the game's
        # rules fix the stack (Chicken or Llama's 3 coins): decided as the dialog opens and re-decided
        # when the game changes, until the chips choice is clicked. Never as players are ticked or the
        # mode changes: the choice the table sees is the one Start uses (a night's Kinola once showed
        # "Everyone starts with 200" and, two names unticked, silently started everyone on 50)
        self._chips_chosen = False
        for b in (self.fresh, self.carry):
            b.clicked.connect(self._chips_clicked)
        if has_previous:  # the game and the mode of the last one: a digital night stays digital
            last = self.session.game.run.setup
            i = self.game_combo.findData(last.game)
            if i >= 0:
                self.game_combo.setCurrentIndex(i)
            (self.digital if last.mode == "digital" else self.physical).setChecked(True)
        else:
            first = next((i for i in range(self.game_combo.count())
                          if self.game_combo.model().item(i).isEnabled()), 0)
            self.game_combo.setCurrentIndex(first)
        self.game_combo.currentIndexChanged.connect(self.game_changed)
        self.player_list.itemChanged.connect(self.players_changed)
        # the stack's text too: a number being typed (or none) is checked as shown, not as last valid
        for signal in (self.digital.toggled, self.fresh.toggled, self.guard.toggled, self.stack.lineEdit().textChanged,
                       self.seed.textChanged):
            signal.connect(self.check)
        self.game_changed()
        self.game_combo.setFocus()

    def _arrange(self, keep: bool = False) -> None:
        """The parts laid out for the dialog's width and the text size: the house options beside the
        rest while the three columns fit side by side, else below them (in two columns if they fit),
        else, when that page would be taller than the dialog, on a page of their own; the seats above
        the mode and chips when even those two do not fit side by side. The rebuys (carrying chips
        over) go under everything across the width, or in the options' column when that is shorter.
        What the earlier games left stays under the seats while one of those fits, else it takes a
        page of its own (the house options go to theirs first: the table reads this before choosing)."""
        if self.options_form is None:
            return
        if keep and self._arranged is not None and not self._last_resort and self._page_fits(self.body):
            return  # ``keep``: the parts stay where they are while they fit (``check``)
        for carried_at in ("seats", "own page") if self._left_shown else ("seats",):
            self._place_carried(carried_at)  # first: under the seats it widens their column
            for arranged in self._tries()[0]:
                self._place(*arranged)
                if self._page_fits(self.body):
                    self._last_resort = False
                    return
        self._place_carried("seats")
        self._place(*self._tries()[1])
        self._last_resort = True

    def _tries(self) -> tuple[list[tuple], tuple]:
        """The arrangements (``_place``'s arguments) to try, best first, for the parts' widths now;
        and the last resort, where the main page scrolls."""
        form = self.options_form
        margins = self.body.layout().contentsMargins()
        width = self.pages.width() - margins.left() - margins.right()
        seats_w = self.seats_box.minimumSizeHint().width()
        side_w = self.side.minimumSizeHint().width()
        box_w = self.options_box.minimumSizeHint().width() - form.minimumSizeHint().width()  # its frame
        spacing = self.columns.horizontalSpacing()
        scroll_bar = 24  # the room a page's scroll bar may take at the largest text
        beside = seats_w + side_w + form.column_width() + box_w + 2 * spacing <= width
        option_columns = 2 if form.column_width(2) + box_w + scroll_bar <= width else 1
        stacked = seats_w + side_w + spacing + scroll_bar > width
        # the rebuys' columns across the width: as many as fit it (a page that fits has no scroll bar)
        rebuy_frame = box_w  # a group box's frame, as the options'
        across = self.rebuys.columns_for(width - rebuy_frame)
        # (the options' place, the rebuys' place, their columns)
        tries = [("below", "below", across), ("own page", "below", across)]
        if beside:
            tries.insert(0, ("beside", "below", across))
        if not self.rebuy_box.isHidden():
            if not stacked:
                tries.append(("own page", "beside", 1))
            tries.append(("own page", "own page", self.rebuys.columns_for(width - rebuy_frame - scroll_bar)))
        tries = [(place, stacked and place != "beside", 1 if place == "beside" else option_columns, rebuys_at,
                  columns) for place, rebuys_at, columns in tries]
        # the page scrolls (the largest text): room for its scroll bar beside the rebuys
        last = ("own page", stacked, option_columns, "below", self.rebuys.columns_for(width - rebuy_frame - scroll_bar))
        return tries, last

    def _place_carried(self, where: str) -> None:
        """What the earlier games left under the seats or on a page of its own (``where``)."""
        if where == self._carried_at:
            return
        self._carried_at = where
        self.seats_layout.removeWidget(self.carried_box)
        self.carried_page_layout.removeWidget(self.carried_box)
        self._own_page(self.carried_scroll, self.tr("From the earlier games"), where == "own page")
        if where == "own page":
            self.carried_page_layout.insertWidget(0, self.carried_box)
        else:
            self.seats_layout.addWidget(self.carried_box)
        self.carried_box.setVisible(self._left_shown)  # (a new parent hid it)

    def _place(self, place: str, stacked: bool, option_columns: int, rebuys_at: str, rebuy_columns: int) -> None:
        """The house options ``place``d (beside, below or on their own page); the rebuys under
        everything (below), beside the mode and chips, or on their own page, in ``rebuy_columns``."""
        arranged = (place, stacked, option_columns, self.options_form, rebuys_at, rebuy_columns)
        if arranged == self._arranged:
            return
        self._arranged = arranged
        self.options_form.set_columns(option_columns)
        self.columns.removeWidget(self.side)
        self.columns.addWidget(self.side, *((1, 0) if stacked else (0, 1)))
        self.columns.setColumnStretch(1, 0 if stacked else 2)
        self.columns.removeWidget(self.options_box)
        self.options_page_layout.removeWidget(self.options_box)
        self._own_page(self.options_scroll, self.tr("House options"), place == "own page")
        if place == "own page":
            self.options_page_layout.addWidget(self.options_box)
        elif place == "beside":
            self.columns.addWidget(self.options_box, 0, 2)
        else:
            self.columns.addWidget(self.options_box, 2 if stacked else 1, 0, 1, 2)
        self.columns.removeWidget(self.rebuy_box)
        self.rebuys_page_layout.removeWidget(self.rebuy_box)
        self._own_page(self.rebuys_scroll, self.tr("Rebuys"), rebuys_at == "own page")
        self.rebuys.set_columns(rebuy_columns, wrap=rebuys_at == "beside")  # a narrow column beside
        if rebuys_at == "own page":
            self.rebuys_page_layout.addWidget(self.rebuy_box)
        elif rebuys_at == "beside":
            self.columns.addWidget(self.rebuy_box, 0, 2)
        else:
            self.columns.addWidget(self.rebuy_box, 3, 0, 1, 3)
        self.columns.setColumnStretch(2, 2 if "beside" in (place, rebuys_at) else 0)
        self.options_box.show()  # a new parent hides it until shown (its size counted in the page's now)
        self.rebuy_box.setVisible(self.carry.isChecked())

    def _own_page(self, scroll: QScrollArea, title: str, wanted: bool) -> None:
        """A part's own page (tab) added or taken away. The pages keep one order, whichever come
        and go: the main page, what the earlier games left, the rebuys (next to the chips), the house
        options."""
        index = self.pages.indexOf(scroll)
        if wanted and index < 0:
            order = [self.carried_scroll, self.rebuys_scroll, self.options_scroll]
            before = order[:order.index(scroll)]
            self.pages.insertTab(1 + sum(self.pages.indexOf(s) >= 0 for s in before), scroll, title)
        elif not wanted and index >= 0:
            self.pages.removeTab(index)

    def _page_fits(self, page: QWidget) -> bool:
        """The page's least size within the room the pages have (less a tab bar's when there are two)."""
        # the moved parts' sizes reach the page's layout through layout requests posted one nesting
        # level at a time: told now, from the inside out (each re-measures the one inside it)
        for part in (self.rebuys, self.rebuy_box, self.options_form, self.options_box, self.carried_box, self.side,
                     self.seats_box):
            part.updateGeometry()
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        self.layout().activate()  # the pages' room now, with a warning or an error shown or gone
        width = self.pages.width() - 4
        # its height as wide as it is beside a scroll bar: a page whose words wrap to more lines there (the
        # rebuys beside, at larger text) keeps a scroll bar it shows once, though it would fit without
        bar_w = self.pages.widget(0).verticalScrollBar().sizeHint().width()
        need = max(page.minimumSizeHint().height(), page.heightForWidth(width - bar_w))
        bar = self.pages.tabBar()
        tabs = bar.sizeHint().height() if self.pages.count() > 1 else 0
        # every tab's title whole too (four tabs at the largest text are wider than the dialog)
        titles = sum(bar.tabSizeHint(i).width() for i in range(bar.count())) if self.pages.count() > 1 else 0
        return need <= self.pages.height() - tabs and page.minimumSizeHint().width() <= width \
            and titles <= self.pages.width()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._arrange()

    # -- reading the form -------------------------------------------------------------------------------
    @property
    def engine(self):
        game_id = self.game_combo.currentData()
        try:
            return registry.engine_for(game_id) if game_id else None
        except Exception:  # noqa: BLE001
            return None

    def players(self) -> list[str]:
        return [self.player_list.item(i).text() for i in range(self.player_list.count())
                if self.player_list.item(i).checkState() == Qt.CheckState.Checked]

    def mode(self) -> str:
        return "digital" if self.digital.isChecked() else "physical"

    def seed_value(self) -> int | None:
        if self.mode() != "digital":
            return None
        try:
            return int(self.seed.text().strip())
        except ValueError:
            return None

    def options(self) -> dict:
        return self.options_form.values() if self.options_form is not None else {}

    def new_game_kwargs(self) -> dict:
        """The arguments of ``Session.new_game`` (besides the engine)."""
        carry = self.carry.isChecked()
        chips = {p: n for p, n in self.rebuys.values().items() if n and p in self.players()} \
            if carry else self.stack.value()
        fresh = (self.engine.id,) if self.engine is not None and not self.fresh_left.isHidden() \
            and self.fresh_left.isChecked() else ()
        return {"players": self.players(), "mode": self.mode(), "options": self.options(), "chips": chips,
                "carry": carry, "seed": self.seed_value(), "undo_guard": self.guard.isChecked(), "fresh": fresh}

    def _show_left(self) -> None:
        """Say what comes from the earlier games: chips waiting in a carry pot, who deals next, and
        what only this game takes (with the choice to drop it, e.g. fresh bills)."""
        from tableapp.export.ledger import account_name

        left, engine = self.left, self.engine
        lines = [(self.tr("1 chip waits in the {pot} for a game that takes it.") if n == 1 else
                  self.tr("{n} chips wait in the {pot} for a game that takes them.")).format(n=n, pot=account_name(a))
                 for a, n in left.pots.items()]
        if left.dealer:
            lines.append(self.tr("{name} deals or starts first (the deal passes on).").format(name=left.dealer))
        words = engine.carry_words(left.for_game(engine.id)) if engine is not None else None
        if words is not None:
            lines.append(words[0])
            self.fresh_left.setText(words[1])
        self.fresh_left.setVisible(words is not None)
        self.carried_text.setText("\n".join(lines))
        self._left_shown = bool(lines)
        self.carried_box.setVisible(self._left_shown)

    # -- reacting ------------------------------------------------------------------------------------------
    def game_changed(self) -> None:
        engine = self.engine
        if engine is not None:
            fixed = engine.fixed_chips
            self.stack.setValue(engine.default_chips if fixed or self.night_chips is None else self.night_chips)
            self.stack.setEnabled(not fixed)
            self.fixed_note.setText(self.tr("Fixed by the rules of this game.") if fixed else "")
            self.fixed_note.setVisible(fixed)
        if self.options_form is not None:
            self.options_layout.removeWidget(self.options_form)
            self.options_form.hide()
            self.options_form.deleteLater()
        self.options_form = OptionsForm(engine.OptionsModel if engine else None, self.session.roster, columns=1)
        for editor in self.options_form.editors.values():
            for sig in ("toggled", "valueChanged", "currentIndexChanged", "textChanged"):
                if hasattr(editor, sig):
                    getattr(editor, sig).connect(self.check)
                    break
        self.options_layout.addWidget(self.options_form)
        self.options_form.show()  # at once, not a few events later: its height counts in ``_arrange``
        self._show_left()  # (this game's words on what was left: their lines count in ``_arrange``)
        self._arrange()  # this game's options have their own width
        self.rebuys.set_players(self.players(), self.session.balances() if self.session.games else {})
        self._default_chips()  # another game: can it take the chips as held?
        self.check()

    def players_changed(self, *_args) -> None:
        """Ticking a name changes who gets rebuys, never the chips choice (``_default_chips``)."""
        self.rebuys.set_players(self.players(), self.session.balances() if self.session.games else {})
        self.check()

    def _provisional_setup(self) -> Setup:
        """The setup as the engine will check it (Session.new_game builds the real one)."""
        engine, players = self.engine, self.players()
        if self.carry.isChecked():
            held = self.session.balances()
            rebuys = self.rebuys.values()
            chips = {p: held.get(p, 0) + rebuys[p] for p in players if p in rebuys}
        else:
            chips = {p: self.stack.value() for p in players}
        return Setup(game=engine.id, mode=self.mode(), players=tuple(players), chips=chips,
                     options=self.options(), seed=self.seed_value(), undo_guard=self.guard.isChecked())

    def _chips_clicked(self) -> None:
        self._chips_chosen = True
        self.check()

    def _carry_would_start(self) -> bool:
        """False if the players' chips as they hold them now (no rebuys) are what stops this game:
        it refuses them, and refuses them otherwise than a fresh start (a wrong number of players
        ticked refuses both alike, and unticking a name must not be what makes carrying possible)."""
        engine = self.engine
        if engine is None or not self.session.games or engine.fixed_chips:
            return False
        held = self.session.balances()
        players = self.players()

        def refusal(chips: dict[str, int]) -> str | None:
            try:
                engine.validate_setup(Setup(game=engine.id, mode=self.mode(), players=tuple(players), chips=chips,
                                            options=self.options(), seed=self.seed_value(),
                                            undo_guard=self.guard.isChecked()))
            except (TableError, ValueError) as e:  # pydantic's ValidationError is a ValueError
                return str(e)
            return None

        carried = refusal({p: held.get(p, 0) for p in players})
        return carried is None or carried == refusal({p: self.stack.value() for p in players})

    def _default_chips(self) -> None:
        if self._chips_chosen or not self.session.games:
            return
        carry = self._carry_would_start()
        if carry != self.carry.isChecked():
            for b in (self.fresh, self.carry):
                b.blockSignals(True)
            (self.carry if carry else self.fresh).setChecked(True)
            for b in (self.fresh, self.carry):
                b.blockSignals(False)

    def check(self, *_args) -> bool:
        digital = self.mode() == "digital"
        for w in (self.guard, self.seed, self.seed_button):
            w.setEnabled(digital)
        rebuys_toggled = self.carry.isChecked() == self.rebuy_box.isHidden()  # shown now, hidden before, or back
        self.rebuy_box.setVisible(self.carry.isChecked())
        self.stack.setEnabled(self.fresh.isChecked() and self.engine is not None and not self.engine.fixed_chips)
        problem, warnings = None, []
        engine = self.engine
        if engine is None:
            problem = self.tr("Choose a game.")
        elif digital and self.seed_value() is None:
            problem = self.tr("The seed must be a whole number.")
        elif self.fresh.isChecked() and not self.stack.hasAcceptableInput():
            # (the spin box would start the game with the last number it held, no longer shown)
            problem = self.tr("Type how many chips everyone starts with.")
        elif self.carry.isChecked() and not all(s.hasAcceptableInput() for s in self.rebuys.spins.values()):
            problem = self.tr("Type each player's rebuy (0 for none).")
        else:
            try:
                setup = self._provisional_setup()
                engine.validate_setup(setup)
                if hasattr(engine, "warnings"):
                    warnings = list(engine.warnings(setup) or [])
            except (TableError, ValueError) as e:
                problem = error_text(e)
        if problem is None and self.fresh.isChecked() and self.session.games:
            # a fresh start evens every stack out: say who hands chips back before it happens
            held, stack = self.session.balances(), self.stack.value()
            back = [self.tr("{name} {n}").format(name=p, n=held.get(p, 0) - stack)
                    for p in self.players() if held.get(p, 0) > stack]
            if back:
                warnings.append(self.tr("Starting fresh sends chips back to the bank: {who}.").format(
                    who=", ".join(back)))
        self.error.setText(problem or "")
        self.error.setVisible(bool(problem))
        self.warnings.setText("\n".join("⚠ " + w for w in warnings))
        self.warnings.setVisible(bool(warnings))
        self.start_button.setEnabled(problem is None)
        # the rebuys came or went, or another error or warning took more of the page's room (or left it more)
        messages = (self.warnings.text(), self.error.text())
        changed, self._messages = messages != self._messages, messages
        # while they fit, the parts stay where they are (a page of their own that is no longer needed
        # too): ticking names never moves the page back and forth under the pointer
        if self._arranged is not None and (rebuys_toggled or changed
                                           or not self._last_resort and not self._page_fits(self.body)):
            self._arrange(keep=not rebuys_toggled)
        return problem is None

    def accept(self) -> None:
        if not self.check():
            return
        try:
            self.controller.start_game(self.engine, **self.new_game_kwargs())
        except (TableError, ValueError) as e:
            self.error.setText(error_text(e))
            self.error.show()
            return
        super().accept()
