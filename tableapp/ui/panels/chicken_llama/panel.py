"""The Chicken or Llama The Poker panel: the whole table for this game (it draws the players
itself, ``shows_seats``), and the place where each decision is made.

Layout, top to bottom: the phase header (phase, whose decision, S/V/F/W, "Stakes rise",
"Reveal log" with H9, "Table ▾" for a player who leaves, pile, pot); one row per player
(coins, contribution, status and vote, the common sides of the bills in front of them, a
Withdraw button while all-in in physical mode); then the decision area, which is one of:

- physical: the player's buttons from ``engine.choices`` (keys 1-9), the draw count (keys
  0-3, N), the lone survivor's bust, the showdown entry (Enter), the settlement (Enter);
- digital: the player's private screen behind the "pass the screen" cover
  (``controller.private_for``), or the public reveal and settlement (Enter).

The panel never computes coins or legality; it shows the engine's labels and amounts and
sends actions through ``controller.submit``, showing the engine's message when refused.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtWidgets import QFrame, QScrollArea, QVBoxLayout, QWidget

from tableapp.core.engine import TABLE
from tableapp.games.chicken_llama.text import withdraw_terms
from tableapp.ui.panels.base import GamePanel

from .common import Fit, bill_height, coins_text, label, panel_style
from .decisions import ChoicePage, DrawCountPage, ShowdownPage, SurvivorPage
from .private import PrivatePage
from .reveal_log import RevealLogDialog
from .settlement import SettlementPage
from .table import Header, Players
from .table_menu import ChickenLlamaTableMenu


class ChickenLlamaPanel(GamePanel):
    shows_seats = True  # the table view hides its oval while this panel plays

    def __init__(self, controller, parent=None):
        super().__init__(controller, parent)
        self._base = 0.0
        self._key: tuple | None = None
        self._round = None
        self._restyle()
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        # a safety net on a small screen: the whole panel scrolls rather than growing the window
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        outer.addWidget(scroll, 1)
        self.footer = QVBoxLayout()  # a page's row that must stay in sight (the settlement's Confirm)
        self.footer.setContentsMargins(0, 4, 0, 0)
        outer.addLayout(self.footer)
        content = QWidget()
        scroll.setWidget(content)
        lay = QVBoxLayout(content)
        lay.setContentsMargins(0, 0, 4, 0)
        lay.setSpacing(6)
        self.header = Header()
        lay.addWidget(self.header)
        self.log_button = None  # H9 only: made at the first refresh that shows a reveal log
        self.table_menu = ChickenLlamaTableMenu(self)
        self.header.add_tool(self.table_menu)
        self.players = Players(self.withdraw)
        lay.addWidget(self.players)
        self.area = QVBoxLayout()
        self.area.setContentsMargins(0, 4, 0, 0)
        lay.addLayout(self.area, 1)
        self.body: QWidget | None = None
        self.private_view = None

    def _restyle(self) -> None:
        self.ensurePolished()
        base = self.font().pointSizeF()
        if base != self._base:  # the app's text size changed (View > Larger text)
            self._base = base
            self.setStyleSheet(panel_style(base))
            if self._key is not None:  # bills and rows follow the new size
                self._key = None
                QTimer.singleShot(0, self.refresh)

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and getattr(self, "_base", None) is not None:
            self._restyle()

    # -- acting --------------------------------------------------------------------------------------
    def submit(self, action) -> tuple[bool, str]:
        """Play ``action`` (an action or its dict): (played, the engine's message if refused)."""
        ok = self.controller.submit(action)
        return ok, "" if ok else (self.controller.last_error or "")

    def show_reveal_log(self) -> None:
        """CL-H9: the public log of past reveals (nothing private: the engine's public view)."""
        log = self.controller.public_view().get("reveal_log")
        if log is not None:
            RevealLogDialog(log, self).exec()

    def withdraw(self, action) -> None:
        if action is not None:
            ok, why = self.submit(action)
            if not ok and hasattr(self.body, "error"):
                self.body.error.setText(why)

    # -- drawing -------------------------------------------------------------------------------------
    def refresh(self) -> None:
        c = self.controller
        if c.run is None:
            return
        view = c.public_view()
        choices = [ch for ch in c.engine.choices(c.state) if ch.group != "mark"] if not c.read_only else []
        who = c.to_act()
        physical = c.mode == "physical"
        phase = view.get("phase")
        withdraws: dict[str, dict] = {}
        main: list[dict] = []
        for ch in choices:
            a = ch.action
            # CL-R9.6: an all-in player may withdraw out of turn, from their own row
            if physical and a.do == "withdraw" and not (phase == "lastcall" and a.by == who):
                pays, back = withdraw_terms(c.state, a.by)  # the engine's terms, as on its own label
                withdraws[a.by] = {"action": a, "text": QCoreApplication.translate(
                    "ChickenLlamaPanel", "Withdraw: pay {pays}, get {back} back").format(pays=pays, back=back)}
            else:
                main.append(ch)
        # bills in front of the players: smaller with five, so a private screen still fits below
        bill_h = bill_height(self, 1.7 if len(view.get("players", [])) < 5 else 1.5)
        self.header.update_view(view, bill_h)
        self.players.update_view(view, withdraws, bill_h)
        self.table_menu.update_actions()
        if "reveal_log" in view and self.log_button is None:  # CL-H9 is on for this game
            self.log_button = self.table_menu.add_reveal_log(self.show_reveal_log)
            self.header.tools.insertWidget(0, self.log_button, 0, Qt.AlignmentFlag.AlignVCenter)
        key = self._page_key(view, who, main)
        if key == self._key:
            if self.private_view is not None and not self.private_view.covered:
                self.private_view.private.refresh()
            return
        if c.mode == "digital" and key[0] == "private" and view.get("round") != self._round:
            c.screen_holder = None  # a new round (even one started by a leaver): a cover first
        self._round = view.get("round")
        self._key = key
        self._set_body(self._build_page(key, view, who, main))

    def _page_key(self, view: dict, who, main: list[dict]) -> tuple:
        c = self.controller
        phase, rnd = view.get("phase"), view.get("round")
        if c.read_only or who is None:
            return ("none", phase)
        if c.mode == "digital" and c.is_player(who):
            return ("private", who, rnd, phase)
        if phase == "reveal":
            return ("showdown", rnd, tuple(main[0].action.hands) if main else ())
        if phase == "settle":
            return ("settle", rnd, tuple(line["text"] for line in view.get("settlement", [])))
        return ("choices", phase, who, tuple(ch.label for ch in main))

    def _build_page(self, key: tuple, view: dict, who, main: list[dict]) -> QWidget:
        c = self.controller
        self.private_view = None
        kind = key[0]
        if kind == "none":
            return QWidget()
        if kind == "private":
            self.private_view = c.private_for(who, lambda: PrivatePage(c, who, self.submit, self._fit()))
            return self.private_view
        if c.mode == "digital":
            c.screen_holder = None  # a public screen: the next private screen starts covered again
        if kind == "showdown":
            page = ShowdownPage(self.submit, main[0].action, view, self.controller.dismiss_message)
            return page
        if kind == "settle":
            confirm = next((ch for ch in main if ch.action.do == "confirm"), None)
            return SettlementPage(self.submit, view, confirm, self._game_winner(confirm))
        phase = view.get("phase")
        if phase == "draw" and c.mode == "physical":
            return DrawCountPage(self.submit, self._fit(), who, main)
        if phase == "survivor":
            survivor = next((p["name"] for p in view.get("players", []) if p.get("status") == "staked"), "")
            return SurvivorPage(self.submit, self._fit(), survivor, main)
        prompt = ""
        if phase == "vote":
            prompt = QCoreApplication.translate("ChickenLlamaPanel", "{name} folded: who wins this round?").format(name=who)
        elif who == TABLE and phase == "shuffle":
            prompt = QCoreApplication.translate(
                "ChickenLlamaPanel", "{name} shuffles all 26 bills and deals 2 to each player.").format(name=view.get("dealer"))
        return ChoicePage(self.submit, self._fit(), main, prompt=prompt)

    def _fit(self) -> Fit:
        return Fit(self.players.width() if self.isVisible() else 900, self._base)

    def _game_winner(self, confirm: dict | None) -> str | None:
        """Who wins the game if the table confirms this settlement (asked of the engine)."""
        if confirm is None:
            return None
        c = self.controller
        try:
            after = c.engine.apply(c.state, confirm.action).state
        except Exception:  # noqa: BLE001 - the banner is a courtesy; the confirm itself will say why
            return None
        return c.engine.outcome(after).winner

    def _set_body(self, page: QWidget) -> None:
        if self.body is not None:
            for old in (self.body, getattr(self.body, "footer", None)):
                if old is not None:
                    old.hide()
                    old.deleteLater()
        self.body = page
        self.area.addWidget(page, 1)
        footer = getattr(page, "footer", None)
        if footer is not None:
            self.footer.addWidget(footer)
        # shown now, not at the layout's next turn: the keys work at once
        for w in (page, footer):
            if w is not None and self.isVisible():
                w.show()
        if isinstance(page, ShowdownPage) and page.first_box() is not None:
            page.first_box().setFocus()

    # -- the end of the game (shown by the table view's end page) ------------------------------------
    def end_widget(self) -> QWidget | None:
        c = self.controller
        if c.run is None:
            return None
        out = c.engine.outcome(c.state)
        if not out.finished or out.winner is None:
            return None
        box = QWidget()
        lay = QVBoxLayout(box)
        title = label(QCoreApplication.translate("ChickenLlamaPanel", "{name} wins the game!").format(name=out.winner),
                      role="title", wrap=True)
        title.setObjectName("clWinner")
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(title)
        balances = c.engine.balances(c.state)
        lines = [QCoreApplication.translate("ChickenLlamaPanel", "{name}: {coins}").format(
            name=out.winner, coins=coins_text(balances.get(out.winner, 0)))]
        for name in reversed(out.eliminated):  # the last one out first
            lines.append(QCoreApplication.translate("ChickenLlamaPanel", "{name}: out").format(name=name))
        standings = label("\n".join(lines), role="heading", wrap=True)
        standings.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(standings)
        return box
