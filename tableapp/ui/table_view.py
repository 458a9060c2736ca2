"""The table: the big public line, seats around the felt with the pot in the middle, the
game's panel, and the game log. Everything is read from the engine through the controller."""
from __future__ import annotations

import sys

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (QHBoxLayout, QLabel, QPushButton, QSplitter, QVBoxLayout,
                               QWidget)

from tableapp.core.ledger import is_pot
from tableapp.core.session import standings_text
from tableapp.export.ledger import account_name

from . import style
from .controller import Change
from .page_scroll import Pages
from .panels.base import GamePanel, GenericPanel
from .panels.kit.sight import InSight
from .widgets.game_log import GameLogModel, GameLogView
from .widgets.one_line import FirstFitLabel, KeepWordsLabel, ShrinkLabel
from .widgets.seat import seat_infos
from .widgets.seats import OvalTable


LOG_SHOWN = 1000


class _WrappedColumn(QWidget):
    """The title, the big line and the panel: its least height counts the lines its wrapped labels
    take at its width (a splitter asks only for the one-line minimum), so at larger text the window
    scrolls instead of squeezing the panel's controls out of sight."""

    def minimumSizeHint(self):
        size = super().minimumSizeHint()
        lay = self.layout()
        # (at larger text only: at 100 % every page is made to fit the window as it is laid out now;
        # from 105 % on, not 120 %: at 115 % a two-line big line squeezed the call picker's Call out of it)
        if lay is not None and lay.hasHeightForWidth() and self.width() > 0 and self._larger_text():
            size.setHeight(max(size.height(), lay.minimumHeightForWidth(self.width())))
        return size

    def _larger_text(self) -> bool:
        scale = getattr(self.window(), "scale", 1.0)  # the main window's View > Larger text
        return isinstance(scale, (int, float)) and scale > 1.01


def game_title(engine) -> str:
    from tableapp.core.i18n import tr

    return tr("games", engine.title)


class TableView(QWidget):
    new_game_requested = Signal()

    def __init__(self, controller, parent=None):
        super().__init__(parent)
        self.controller = controller
        self.panel: GamePanel | None = None
        outer = QHBoxLayout(self)
        outer.setContentsMargins(8, 4, 8, 8)
        split = QSplitter(Qt.Orientation.Horizontal)
        outer.addWidget(split)

        left = _WrappedColumn()
        lay = QVBoxLayout(left)
        lay.setContentsMargins(0, 0, 0, 0)
        # one line: the night's name gives way first (a long one would take two or three lines at larger
        # text, and never makes the window wider than the screen); the tooltip has it all
        self.title = FirstFitLabel()
        self.title.setObjectName("gameTitle")
        lay.addWidget(self.title)
        # the big public line: one line, the font a little smaller for a long one (1.9 = QLabel#summary)
        self.summary = ShrinkLabel(1.9, 1.45)
        self.summary.setObjectName("summary")
        lay.addWidget(self.summary)
        self.table = OvalTable()
        self.table.head_room = self._oval_head_room
        self.table.follow(self.summary)
        lay.addWidget(self.table, 3)
        # the panel or the end page: only the one shown counts for the column's least height (a plain
        # stack took the hidden panel's, and a game's end page then scrolled "Next game" out of sight)
        self.panel_area = Pages()
        self.panel_area.currentChanged.connect(lambda _i: self.panel_area.updateGeometry())
        lay.addWidget(self.panel_area, 2)
        split.addWidget(left)

        right = self.log_column = QWidget()  # (a long message floats over its top: no seat, no control)
        rlay = QVBoxLayout(right)
        rlay.setContentsMargins(0, 0, 0, 0)
        head = QLabel(self.tr("Game log"))
        head.setProperty("role", "heading")
        rlay.addWidget(head)
        self.earlier = QLabel()  # a long night's log starts at its last LOG_SHOWN lines
        self.earlier.setProperty("role", "hint")
        self.earlier.setWordWrap(True)
        self.earlier.hide()
        rlay.addWidget(self.earlier)
        self.log_model = GameLogModel(self)
        self.log = GameLogView()
        self.log.setModel(self.log_model)
        rlay.addWidget(self.log, 1)
        self.undo_hint = KeepWordsLabel()
        self.undo_hint.larger_lines = 3  # a long one gives way to the log at larger text (whole in its tooltip)
        self.undo_hint.setObjectName("undoHint")
        rlay.addWidget(self.undo_hint)
        split.addWidget(right)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        split.setSizes([900, 320])

        # the end of a game (or no game yet): the result and the way on
        self.end_page = QWidget()
        elay = QVBoxLayout(self.end_page)
        self.end_extra = QVBoxLayout()  # the game's own end view, if its panel has one (end_widget)
        elay.addLayout(self.end_extra)
        # its wrapped height is its least (a QLabel's counts one line: at 150% "Next game" was clipped)
        self.end_label = KeepWordsLabel()
        self.end_label.setObjectName("prompt")
        self.end_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        elay.addWidget(self.end_label)
        # the standings under it in the usual type: eight long names in the headline's made a paragraph
        # of six lines that scrolled "Next game" off a laptop's window (Liar Dice ended early)
        self.end_standings = KeepWordsLabel()
        self.end_standings.setAlignment(Qt.AlignmentFlag.AlignCenter)
        elay.addWidget(self.end_standings)
        row = QHBoxLayout()
        row.addStretch(1)
        self.next_button = QPushButton(self.tr("Start a game… (Ctrl+G)"))
        self.next_button.setProperty("role", "big")
        self.next_button.clicked.connect(self.new_game_requested)
        row.addWidget(self.next_button)
        row.addStretch(1)
        elay.addLayout(row)
        elay.addStretch(1)
        self.panel_area.addWidget(self.end_page)
        self.end_sight = InSight(self.end_page)  # larger text: the window scrolls to "Next game"
        self.end_page.installEventFilter(self)  # ...again once the page has its final height (resized)

        # the keys when a game starts (setFocus) or after a click on the table; never a Tab stop: it has no
        # focus ring, and Tab is for the step's controls
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        controller.changed.connect(self.on_change)
        self._size_title()
        self.rebuild()

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):  # View > Larger text
            self._size_title()

    def eventFilter(self, obj, event) -> bool:
        if obj is self.end_page and event.type() == QEvent.Type.Resize:
            self.end_sight.later()
        return super().eventFilter(obj, event)

    def keyPressEvent(self, event) -> None:
        # the table has the keyboard (a game just started): a key no step takes says why nothing
        # happens, as when the panel has it (kit panels)
        refuse = getattr(self.panel, "refuse_key", None)
        if refuse is None or not refuse(event):
            super().keyPressEvent(event)

    def _size_title(self) -> None:
        """At larger text the title (the night, the game, the round: the panel says the round too)
        grows less than the rest, never smaller than at 100 %: the room goes to the big line and the
        panel's controls. As at 100 % otherwise."""
        self.ensurePolished()
        base = self.font().pointSizeF()
        sheet = ""
        if base > style.pt(1.0) + 0.5:
            sheet = f"font-size: {max(style.pt(1.0, 1.2), round(base * 0.75))}pt;"
        if self.title.styleSheet() != sheet:
            self.title.setStyleSheet(sheet)

    def _oval_head_room(self) -> int:
        """At 100 % text the big line may take a second line (a long name, a long call): the oval keeps
        that line's room free at its top while the big line takes one, so the seats do not move when
        it wraps (issue 11). At larger text the page scrolls instead; the room is the line's own."""
        s, column = self.summary, self.table.parentWidget()
        if s.isHidden() or s.width() <= 0 or not isinstance(column, _WrappedColumn) or column._larger_text():
            return 0
        padding = s.height() - s.contentsRect().height() + 2 * s.margin()
        key = (s.parentWidget().font().pointSizeF(), padding)  # (asked on every placing and paint)
        if key != getattr(self, "_two_lines_for", None):
            one = s.minimumSizeHint().height()  # one line at its smallest size, with its padding
            self._two_lines_for, self._two_lines = key, 2 * one - padding
        return self._two_lines - s.height()  # (as laid out now: the oval's own height is too)

    # -- building ------------------------------------------------------------------------------------
    def _make_panel(self) -> GamePanel:
        from tableapp.games.registry import panel_for

        try:
            cls = panel_for(self.controller.setup.game)
        except Exception as e:  # noqa: BLE001 - a game without its own panel still plays
            print(f"tableapp: no panel for {self.controller.setup.game}: {e}; using the generic one",
                  file=sys.stderr)
            cls = GenericPanel
        return cls(self.controller)

    def rebuild(self) -> None:
        c = self.controller
        if self.panel is not None:
            self.panel_area.removeWidget(self.panel)
            self.panel.hide()
            self.panel.deleteLater()
            self.panel = None
        if c.run is None:
            self.log_model.reset([], [])
            self.table.set_seats([])
            self.table.set_pots([])
            self.title.set_texts(c.session.title if c.session is not None else "")
            self.summary.setText(self.tr("No game yet."))
            self.table.show()
            self.show_end()
            self.update_undo_hint()
            return
        self.panel = self._make_panel()
        self.panel_area.addWidget(self.panel)
        self.reset_log()
        self.log.scroll_to_newest()
        self.refresh()
        self.setFocus()

    def on_change(self, change: Change) -> None:
        if change.kind == "game":
            self.rebuild()
            return
        if change.kind == "action":
            self.log_model.append(change.lines)
            self.log.scroll_to_newest()
        elif change.kind in ("undo", "redo"):
            self.update_log()
        self.refresh()

    def reset_log(self) -> None:
        """The game's log, its last LOG_SHOWN lines: a long night opens at once (laying out ten
        thousand lines took most of a second); the ledger (Ctrl+L) holds every action."""
        lines = self.controller.session.log_lines(self.controller.game)
        shown = lines[-LOG_SHOWN:]
        offset = len(lines) - len(shown)
        self.earlier.setText(self.tr("{n} earlier actions: the ledger has them all (Ctrl+L)").format(n=offset))
        self.earlier.setVisible(offset > 0)
        self.log_model.reset([(line.no, line.text, line.auto) for line, _ in shown], [u for _, u in shown], offset)

    def update_log(self) -> None:
        """After an undo or redo: restyle the undone lines; at a game's end the standings line
        comes or goes, and the log is read again (once per game)."""
        c = self.controller
        if c.game_over or (self.log_model.rowCount() and self.log_model._no[-1] == 0):
            self.reset_log()
            return
        log = c.game.log  # only the lines this undo or redo touched: a long night stays quick
        self.log_model.set_rows({log.lines[j].row: log.undone[j] for j in c.session.flipped
                                 if log.lines[j].public})

    # -- refreshing ---------------------------------------------------------------------------------------
    def refresh(self) -> None:
        c = self.controller
        if c.run is None:
            return
        engine, state = c.engine, c.state
        mode = self.tr("digital") if c.mode == "digital" else self.tr("physical")
        game = self.tr("game {n}: {game} · {mode} · round {round}").format(
            n=c.game_number, game=game_title(engine), mode=mode, round=engine.current_round(state))
        title = self.tr("{night} · {game}").format(night=c.session.title, game=game)
        name = game_title(engine)  # at large text, at least the game's name
        if c.read_only:
            title += " · " + self.tr("read-only")
            game += " · " + self.tr("read-only")
            name += " · " + self.tr("read-only")
        self.title.set_texts(title, game, name)
        summary = engine.summary(state)
        self.summary.setText(summary or self.turn_text())
        if c.game_over or c.read_only:
            self.show_end()
        else:
            self.panel_area.setCurrentWidget(self.panel)
        # a panel that draws the players itself (``shows_seats``) gets the oval's room while it plays,
        # and at the game's end too if its result says what the oval would (``oval_at_end = False``)
        playing = self.panel_area.currentWidget() is self.panel or not getattr(self.panel, "oval_at_end", True)
        oval = not (getattr(self.panel, "shows_seats", False) and playing)
        if oval:  # (hidden, it is not worth drawing: the next refresh that shows it does)
            self.table.set_seats(seat_infos(engine, state, c.players))
            pots = [(account_name(k), v) for k, v in engine.balances(state).items() if is_pot(k)]
            self.table.set_pots(pots)
        self.table.setVisible(oval)
        self.panel.refresh()
        self.update_undo_hint()

    def turn_text(self) -> str:
        c = self.controller
        who = c.to_act()
        if who is None:
            return self.tr("The game is over.")
        if c.is_player(who):
            return self.tr("{name} to act").format(name=who)
        return self.tr("The table reports")

    def show_end(self) -> None:
        c = self.controller
        standings = ""  # under the headline, finished games only
        if c.run is None:
            text = self.tr("No game yet. Choose a game to start the night.")
        else:
            out = c.engine.outcome(c.state)
            standings = standings_text(c.run.standings()) if out.finished else ""
            if out.winner:
                text = self.tr("{name} wins {game}!").format(name=out.winner, game=game_title(c.engine))
            elif out.finished:
                text = self.tr("{game} is over.").format(game=game_title(c.engine))
            if not out.finished:  # read-only: the night ended, or the store says why (open elsewhere, damage found)
                text = c.session.read_only_reason or self.tr("This night is finished: read-only.")
        self.end_label.setText(text)
        self.end_standings.setText(standings)
        while self.end_extra.count():
            old = self.end_extra.takeAt(0).widget()
            if old is not None:
                old.hide()
                old.deleteLater()
        extra = self.panel.end_widget() if self.panel is not None else None
        if extra is not None:
            self.end_extra.addWidget(extra)
        self.end_label.setVisible(extra is None)
        self.end_standings.setVisible(extra is None and bool(self.end_standings.text()))
        self.next_button.setVisible(not c.read_only)
        self.next_button.setText(self.tr("Start a game… (Ctrl+G)") if c.run is None
                                 else self.tr("Next game… (Ctrl+G)"))
        self.panel_area.setCurrentWidget(self.end_page)
        self.end_sight.later()

    def update_undo_hint(self) -> None:
        c = self.controller
        if c.read_only or c.run is None:
            self.undo_hint.setText("")
            return
        blocker = c.undo_blocker()
        label = None if blocker else c.undo_label()
        if label:
            self.undo_hint.setText(self.tr("Ctrl+Z undoes: {what}").format(what=label))
        else:
            self.undo_hint.setText(blocker or "")
