"""The one place that changes the night: it submits actions to the Session (which writes
to SQLite before the state moves) and then tells every view to refresh.

Errors a person can cause (RuleError, InputError, UndoError, StoreError, a malformed
fact) never crash and never change anything: the message goes to the status bar and the
banner (``message`` signal) and the state stays as it was.
"""
from __future__ import annotations

import gc
import sys
import traceback
from dataclasses import dataclass, field
from typing import Any, Callable

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget

from tableapp.core.engine import CHANCE, TABLE
from tableapp.core.errors import TableError
from tableapp.core.views import Choice, PotView, PrivateView, PublicView, SeatView


@dataclass
class Change:
    """What just changed. ``kind``: "action", "undo", "redo", "game" (a game started or a
    night opened: views rebuild), "finished" (the night ended, now read-only).
    ``lines``: for "action", the new game-log lines as (number, words, drawn by the app)."""

    kind: str
    lines: list[tuple[int, str, bool]] = field(default_factory=list)


def error_text(error: BaseException) -> str:
    """A person's words for an error: TableErrors carry them; pydantic's first complaint otherwise."""
    if isinstance(error, TableError):
        return str(error)
    errors = getattr(error, "errors", None)
    if callable(errors):
        try:
            first = errors()[0]
            where = ".".join(str(x) for x in first.get("loc", ()))
            return f"{where}: {first['msg']}" if where else first["msg"]
        except Exception:  # noqa: BLE001 - fall back to the plain text
            pass
    return str(error)


class Controller(QObject):
    changed = Signal(object)  # Change
    message = Signal(str, str)  # level ("error" | "info"), text
    message_dismissed = Signal()  # the person is fixing what the last message was about: hide it

    def __init__(self, parent=None):
        super().__init__(parent)
        self.session = None  # tableapp.core.session.Session
        self.last_error: str | None = None
        self.screen_holder: str | None = None  # hot seat: who was last shown private info
        self._undo_cache: dict[str, str | None] = {}
        # the typed views of the current state, each read from the engine once per change: the
        # panel, the table menu and the cover policy all ask for them on every refresh
        self._views_of: object = None
        self._views: dict[Any, Any] = {}
        self._holder_round: int | None = None  # the round the screen holder took the screen in
        self._news_seen: object = None  # the state whose news (``news_seat``) its seat has seen

    # -- reading ----------------------------------------------------------------------------------
    @property
    def game(self):
        """The current GameRecord, or None before the first game."""
        return self.session.game if self.session is not None else None

    @property
    def run(self):
        return self.game.run if self.game is not None else None

    @property
    def engine(self):
        return self.run.engine if self.run is not None else None

    @property
    def state(self):
        return self.run.state if self.run is not None else None

    @property
    def setup(self):
        return self.run.setup if self.run is not None else None

    @property
    def game_number(self) -> int:
        """The current game's position in the night, from 1."""
        return len(self.session.games) if self.session is not None else 0

    @property
    def mode(self) -> str | None:
        return self.setup.mode if self.run is not None else None

    @property
    def players(self) -> list[str]:
        """The seats of the current game, in order."""
        return list(self.setup.players) if self.run is not None else []

    @property
    def read_only(self) -> bool:
        return self.session is None or self.session.finished or bool(self.session.read_only_reason)

    @property
    def game_over(self) -> bool:
        return self.run is None or self.engine.outcome(self.state).finished

    def to_act(self) -> str | None:
        """A player's name, TABLE (a fact the table reports), CHANCE, or None (game over)."""
        return self.engine.to_act(self.state) if self.run is not None else None

    def is_player(self, who: str | None) -> bool:
        return who is not None and who not in (CHANCE, TABLE)

    def legal_actions(self) -> list:
        if self.run is None or self.read_only:
            return []
        return self.engine.legal_actions(self.state)

    def describe(self, action) -> str:
        return self.engine.describe(self.state, action)

    def public_view(self) -> dict[str, Any]:
        """The engine's untyped public dict (``engine.view(state, None)``); panels read ``public()``."""
        return self.engine.view(self.state, None) if self.run is not None else {}

    # -- the typed views (core/views.py): what the panels read ------------------------------------------
    def _view(self, key, compute):
        state = self.state
        if state is not self._views_of:  # a new state: forget the old one's views
            self._views_of = state
            self._views = {}
        try:
            return self._views[key]
        except KeyError:
            value = self._views[key] = compute()
            return value

    def public(self) -> PublicView | None:
        """What everyone may see now (``engine.public_view``), or None before the first game."""
        if self.run is None:
            return None
        return self._view("public", self._public)

    def _public(self) -> PublicView:
        try:
            return self.engine.public_view(self.state)
        except NotImplementedError:  # a game without typed views yet still plays on the generic panel
            return fallback_public_view(self.engine, self.state, self.players)

    def private(self, seat: str | None) -> PrivateView | None:
        """What ``seat`` may see beyond the public view. Only the kit's pages ask for it, for a page the
        cover policy (``private_seat``) has wrapped: a panel receives it once ``seat`` took the screen."""
        if self.run is None or seat is None or not self.is_player(seat):
            return None
        return self._view(("private", seat), lambda: self.engine.private_view(self.state, seat))

    def choices(self) -> list[Choice]:
        """What can be done now, labelled, with keys (``engine.choices``); none when read-only."""
        if self.run is None or self.read_only:
            return []
        return self._view("choices", lambda: self.engine.choices(self.state))

    # -- the hot-seat cover policy (the kit wraps a page in the cover when this says so) -------------------
    def private_seat(self) -> str | None:
        """Digital mode: the seat to act when it has a private view to be shown now, else None. The kit
        shows the page of that moment behind "Pass the screen to X" (widgets/cover.py), whatever the
        panel: a panel cannot forget to cover a hand."""
        if self.mode != "digital" or self.read_only:
            return None
        news = self.news_seat()
        if news is not None:
            return news
        who = self.to_act()
        if not self.is_player(who):
            return None
        return who if self.private(who) is not None else None

    def news_seat(self) -> str | None:
        """Digital mode: the seat that just got private information (the public view's ``news_for``, e.g.
        the actor of a Chick and the card drawn) until it said it has seen it (``news_seen``). Until then
        ``private_seat`` names it rather than the seat to act: the screen stays with it (the kit shows
        its private view and "Done") and only then passes on, behind the next seat's cover."""
        if self.mode != "digital" or self.read_only or self.state is self._news_seen:
            return None
        view = self.public()
        who = view.news_for if view is not None else None
        return who if self.is_player(who) and self.private(who) is not None else None

    def news_seen(self) -> None:
        """The seat of ``news_seat`` has seen its news ("Done"): the screen passes on. The caller redraws
        (the kit's panel does); nothing in the night changes, so nothing else is told."""
        if self.news_seat() is not None:
            self._news_seen = self.state
            self._pass_screen()

    def _pass_screen(self) -> None:
        """After every change: the screen stays with its holder only while that seat still acts, with a
        private view, in the same round (e.g. Liar Dice: rerolled dice, then the call). A public moment
        or a new round covers the next private screen again, even for the same player."""
        if self.screen_holder is None:
            return
        seat = self.private_seat()
        public = self.public()
        rnd = public.round if public is not None else None
        if seat != self.screen_holder or rnd != self._holder_round:
            self.screen_holder = None

    def took_screen(self, name: str | None) -> None:
        """``name`` holds the screen now (the cover was dismissed), or nobody (covered again)."""
        self.screen_holder = name
        public = self.public() if name is not None else None
        self._holder_round = public.round if public is not None else None
        if name is not None:  # a message about the covered screen ("X takes it with Space first") is stale
            self.dismiss_message()

    def summary(self) -> str:
        return self.engine.summary(self.state) if self.run is not None else ""

    def refusal(self, action) -> str | None:
        """Why the engine would refuse ``action`` now (played on a copy: nothing changes), or None."""
        if self.read_only:
            return QCoreApplication.translate("Controller", "This night is finished and opens read-only.")
        if self.run is None:
            return QCoreApplication.translate("Controller", "No game has started yet.")
        try:
            self.run.preview(action)
        except (TableError, ValueError) as e:
            return error_text(e)
        return None

    def preview_public(self, action) -> PublicView | None:
        """What everyone would see after ``action`` (played on a copy: nothing changes, nothing is
        logged), or None if the engine refuses it (``refusal`` says why): a confirm page lists the
        payments an entry would make before the table books it."""
        if self.read_only or self.run is None:
            return None
        try:
            state, _transfers = self.run.preview(action)
        except (TableError, ValueError):
            return None
        return self.engine.public_view(state)

    def last_transfers(self) -> list:
        """The chips the latest action moved (e.g. the pot the winner took), from the run's log."""
        run = self.run
        return list(run.played[-1].transfers) if run is not None and run.played else []

    def standings(self) -> list:
        """The places at the end of the game (``engine.standings``), empty while it goes on."""
        return self.engine.standings(self.state) if self.run is not None else []

    def parse_action(self, data: dict[str, Any]):
        """A dict to this game's action type (pydantic ValidationError if malformed)."""
        return self.engine.parse_action(data)

    # -- changing ---------------------------------------------------------------------------------
    def _emit(self, change: Change) -> None:
        self._undo_cache.clear()
        self._pass_screen()
        self.changed.emit(change)

    def set_session(self, session) -> None:
        self.session = session
        self.screen_holder = None
        self._emit(Change("game"))
        # A long night just opened: its replayed log lives until the night is closed. Frozen, the
        # cyclic collector stops rescanning it, which would otherwise pause a later action for
        # tens of milliseconds (the previous night's objects are released first).
        # Done a second after the table is on screen (a full collection of a long night takes tens of ms).
        QTimer.singleShot(1000, self._freeze_memory)

    @staticmethod
    def _freeze_memory() -> None:
        gc.unfreeze()
        gc.collect()
        gc.freeze()

    def submit(self, action) -> bool:
        """Play ``action`` (an Action or its dict). True if it was played; on False nothing
        changed and ``last_error`` holds the message (also shown in the banner)."""
        self.last_error = None
        if self.read_only:
            why = self.session.read_only_reason if self.session is not None else None
            return self._fail(why or QCoreApplication.translate("Controller", "This night is finished and opens read-only."))
        run = self.run
        if run is None:
            return self._fail(QCoreApplication.translate("Controller", "No game has started yet."))
        game = self.game
        n = len(game.lines)
        try:
            self.session.act(action)
        except (TableError, ValueError) as e:  # pydantic's ValidationError is a ValueError
            return self._fail(error_text(e))
        except Exception as e:  # noqa: BLE001 - an engine bug must not lose the night
            traceback.print_exc(file=sys.stderr)
            return self._fail(QCoreApplication.translate(
                "Controller", "The rules engine failed ({error}). Nothing was changed.").format(error=e))
        new = game.lines[n:]
        lines = [(line.no, line.text, line.auto) for line in new if line.public]
        if self.game_over:  # the standings close the log
            lines += [(line.no, line.text, line.auto) for line, _ in self.session.log_lines(game)[-1:]]
        self._undo_cache.clear()
        blocker = self._undo_cache["blocker"] = self.session.undo_blocker()  # asked once per change
        if blocker is None:
            # the session's undo label is this very description (the person's action, described
            # in the state before it): known now, so no replay to compute it again
            self._undo_cache.update(undo=new[0].text)
        self._pass_screen()
        self.changed.emit(Change("action", lines))
        if self.session.snapshot_due:
            QTimer.singleShot(50, self._keep_position)  # after the repaint: a long game's snapshot takes ms
        return True

    def _keep_position(self) -> None:
        if self.session is not None and self.session.snapshot_due and not self.read_only:
            self.session.snapshot()

    def undo(self) -> bool:
        return self._undo_redo("undo")

    def redo(self) -> bool:
        return self._undo_redo("redo")

    def _undo_redo(self, which: str) -> bool:
        self.last_error = None
        if self.session is None:
            return False
        game = self.game
        try:
            label = self.session.undo() if which == "undo" else self.session.redo()
        except TableError as e:
            return self._fail(str(e))
        text = (QCoreApplication.translate("Controller", "Undone: {what}") if which == "undo"
                else QCoreApplication.translate("Controller", "Redone: {what}")).format(what=label)
        # undoing a game's start drops that game: the views rebuild for the one before
        self._emit(Change(which if self.game is game else "game"))
        self.message.emit("info", text)  # after the change, which clears the messages of the moment before
        return True

    def start_game(self, engine, **kwargs) -> None:
        """Start the next game (``Session.new_game`` arguments). Raises TableError for the
        dialog to show; on success every view rebuilds."""
        self.session.new_game(engine, **kwargs)
        self.screen_holder = None
        self._emit(Change("game"))

    def finish_night(self) -> None:
        self.session.finish()
        self._emit(Change("finished"))

    # -- undo labels (the Edit menu and the table's hint) --------------------------------------------
    # computed once per change: the menu and the table's hint both show them
    def _cached(self, key: str, compute) -> str | None:
        if self.session is None:
            return None
        if key not in self._undo_cache:
            self._undo_cache[key] = compute()
        return self._undo_cache[key]

    def forget_words(self) -> None:
        """The language changed: the undo labels and the views (their phase, prompts and choices' labels
        are words) are worded again when next asked for; the panel rebuilt showed the old language
        until the next action ("Round 1 of 10" on a Japanese table)."""
        self._undo_cache.clear()
        self._views_of, self._views = None, {}

    def undo_label(self) -> str | None:
        return self._cached("undo", lambda: self.session.undo_label())

    def undo_blocker(self) -> str | None:
        return self._cached("blocker", lambda: self.session.undo_blocker())

    def redo_label(self) -> str | None:
        return self._cached("redo", lambda: self.session.redo_label())

    # -- hot seat -------------------------------------------------------------------------------------
    def private_for(self, name: str, build: Callable[[], QWidget]) -> QWidget:
        """A widget showing "Pass the screen to ``name``" until ``name`` takes the screen; only
        then is ``build()`` called and its widget shown. The kit's pages call it for every page
        ``private_seat`` names (panels/kit/pages.py); a panel of its own may call it too."""
        from .widgets.cover import PrivateView

        return PrivateView(self, name, build)

    # -- messages ---------------------------------------------------------------------------------------
    def _fail(self, text: str) -> bool:
        self.last_error = text
        self.message.emit("error", text)
        return False

    def show_error(self, text: str) -> None:
        self._fail(text)

    def dismiss_message(self) -> None:
        self.message_dismissed.emit()

    def notify(self, text: str) -> None:
        self.message.emit("info", text)


def fallback_public_view(engine, state, players) -> PublicView:
    """A public view from what every engine has (balances, who acts, the summary), for a game that
    does not hand out its own yet: the generic panel then still plays it."""
    balances = engine.balances(state)
    out = engine.outcome(state)
    to_act = engine.to_act(state)
    gone = set(out.eliminated)
    seats = tuple(SeatView(name=p, chips=balances.get(p, 0), playing=p not in gone,
                           roles=("turn",) if p == to_act else ()) for p in players)
    pots = tuple(PotView(account=a, label=a, chips=v) for a, v in balances.items() if a.startswith("#pot"))
    who = to_act if to_act is not None and to_act not in (CHANCE, TABLE) else ""
    return PublicView(game=engine.id, mode=getattr(state, "mode", "physical") if getattr(state, "mode", None) in (
        "physical", "digital") else "physical", round=engine.current_round(state), phase="", phase_text="",
        summary=engine.summary(state), to_act=to_act, turn_text=who, seats=seats, pots=pots,
        over=out.finished)
