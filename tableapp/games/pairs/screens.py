"""What Pairs hands the screens (core/views.py): the public view (every card is face up, A.7) and
the choices of the moment. There is no private view: nothing is hidden but the deck order."""
from __future__ import annotations

from tableapp.core.engine import CHANCE
from tableapp.core.i18n import tr
from tableapp.core.views import DEALER, STARTER, TURN, Choice, Piece, PotView, PublicView, SeatView, turn_text

from . import state as st
from .state import CARRY, State
from .text import choice_label, phase_title, stake_text
from .view import view

_KEYS = {"hit": "h", "fold": "f", "card": "c", "score": "s", "final": "e"}


def status(s: State, p: str, to_act: str | None) -> str:
    if p in s.left:
        return tr("pairs", "left the table")
    if p == s.loser:
        return tr("pairs", "lost")
    if p == to_act:
        return tr("pairs", "to act")
    if s.phase == st.CARD and s.need and s.need[0] == p:
        return tr("pairs", "gets a card")
    if s.phase == st.CARD and s.purpose == st.TIE and p in s.tied:
        return tr("pairs", "tied for low card")
    return ""


def public_view(engine, s: State) -> PublicView:
    to_act = engine.to_act(s)
    over = s.phase == st.OVER
    summary = engine.summary(s)
    seats = []
    for p in s.seats:
        roles: tuple[str, ...] = ()
        if not over:
            roles = tuple(r for r, on in ((TURN, p == to_act), (DEALER, p == s.dealer),
                                          (STARTER, p == s.starter)) if on)
        note = tr("pairs", "score {n}").format(n=s.score(p))
        seats.append(SeatView(name=p, chips=s.bal[p], playing=p not in s.left, status=status(s, p, to_act),
                              roles=roles, pieces=tuple(Piece(kind="card", face=str(v)) for v in s.stacks[p]),
                              note=note))
    pots = ()
    if s.bal[CARRY] or s.opts.betting != "seattle":
        pots = (PotView(account=CARRY, label=tr("pairs", "Pot (carried)"), chips=s.bal[CARRY]),)
    return PublicView(
        game=engine.id, mode=s.mode, round=s.round, phase=s.phase, phase_text=phase_title(s), summary=summary,
        to_act=to_act, turn_text=turn_text(to_act), seats=tuple(seats), pots=pots, stake=stake_text(s), over=over,
        detail=view(s, to_act, summary))


def choices(engine, s: State) -> list[Choice]:
    """Hit and Fold (the fold's score in its label) for the player to act; the table's facts in
    physical mode as group "table" with the entry that asks for them: "card" (one value 1-10),
    "score" (quick entry: who, how much, pair or fold), "scores" (quick entry: every final score)."""
    if engine.to_act(s) in (None, CHANCE):
        return []
    out = []
    for a in engine.legal_actions(s):
        entry = {"card": "card", "score": "score", "final": "scores"}.get(a.do)
        out.append(Choice(a, choice_label(s, a), _KEYS.get(a.do), None, "table" if a.by is None else "main",
                          a.by, entry))
    return out
