"""Chicken or Llama's part of the table view's end page: the winner and every player's coins, in the
game's own word. The rules (CL-S2) and every screen of the game count coins, and "chips" are the
voting chips here (CL-R8): the end page says coins too, so the oval of seats, which would say "9 chips"
under "wins with 9 coins", gives this view its room (the panel's ``oval_at_end``). (The game log's
last line is the night's ledger, in chips for every game: 1 coin is 1 chip there.)"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QVBoxLayout, QWidget

from tableapp.core.ledger import POT
from tableapp.core.views import PublicView

from tableapp.ui.widgets.one_line import KeepWordsLabel

from .common import coins_text, label


def tr(text: str) -> str:
    return QCoreApplication.translate("ChickenLlamaPanel", text)


def standing_lines(view: PublicView, places) -> list[str]:
    """One line a player, the winner first (else the table's order of ``places``): their coins, or
    out; then the coins carried to the next game (an early end's odd coins, CORE-E1c)."""
    winner = view.detail.get("winner")
    names = [p.name for p in places] or [s.name for s in view.seats]
    if winner in names:
        names = [winner] + [n for n in names if n != winner]
    lines = []
    for name in names:
        seat = view.seat(name)
        if seat is not None and seat.playing:
            lines.append(tr("{name}: {coins}").format(name=name, coins=coins_text(seat.chips)))
        else:
            lines.append(tr("{name}: out").format(name=name))
    for pot in view.pots:
        if pot.account != POT and pot.chips:
            lines.append(tr("Carried to the next game: {coins}").format(coins=coins_text(pot.chips)))
    return lines


def end_view(view: PublicView, places, larger: bool) -> QWidget:
    """The winner (at 100 % text: at larger text the window's line above says it, and the standings and
    "Next game…" under them fit the window) over every player's coins."""
    box = QWidget()
    lay = QVBoxLayout(box)
    winner = view.detail.get("winner")
    if winner:
        title = label(tr("{name} wins the game!").format(name=winner), role="title", wrap=True)
        title.setObjectName("clWinner")
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(title)
        title.setVisible(not larger)
    if larger:
        lay.setContentsMargins(0, 0, 0, 0)
    # (Japanese wraps between words: "さん：コイ／ン 3 枚" at 200 % was cut mid-word)
    standings = KeepWordsLabel("\n".join(standing_lines(view, places)))
    standings.setProperty("role", "heading")
    standings.setObjectName("clStandings")
    standings.setAlignment(Qt.AlignmentFlag.AlignCenter)
    lay.addWidget(standings)
    return box
