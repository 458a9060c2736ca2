"""What Kinola hands the screens (core/views.py): the public view, a seat's private view (its
hand, sorted by suit and rank, and its reserved card) and the choices of the moment: one per
legal card, keyed by the card's place in the sorted hand so that a key never moves."""
from __future__ import annotations

from tableapp.core.engine import DEFAULT_KEYS
from tableapp.core.i18n import tr
from tableapp.core.ledger import POT
from tableapp.core.views import DEALER, TURN, Choice, Piece, PotView, PrivateView, PublicView, SeatView, turn_text

from . import actions as A
from . import state as st
from .deck import label, legal_cards
from .state import State
from .text import chips, phase_title, stake_words
from .view import due_now, view


def _status(s: State, p: str) -> str:
    if p in s.left:
        return tr("kinola", "left the table")
    if p in s.bankrupt:
        return tr("kinola", "bankrupt")
    r = s.rnd
    if s.phase == st.RESERVE and r is not None:
        return tr("kinola", "reserved") if p in r.reserved else tr("kinola", "to reserve")
    if p in s.subs:
        return tr("kinola", "substitute")
    return ""


def _note(s: State, p: str, entry: dict) -> str:
    if s.phase == st.DEAL:
        return tr("kinola", "pays {n}").format(n=entry["pays_now"]) if entry["pays_now"] else ""
    if s.rnd is None:
        return ""
    n = entry["tricks"]
    text = tr("kinola", "1 trick") if n == 1 else tr("kinola", "{n} tricks").format(n=n)
    if "points" in entry:  # H5
        text = tr("kinola", "{tricks} · {n} points").format(tricks=text, n=entry["points"])
    return text


def public_view(engine, s: State) -> PublicView:
    to_act = engine.to_act(s)
    detail = view(s, None, to_act, engine.summary(s))
    over = s.phase == st.OVER
    r = s.rnd
    seats = []
    for entry in detail["players"]:
        p = entry["name"]
        roles: tuple[str, ...] = ()
        if not over:
            roles = tuple(x for x, on in ((TURN, to_act == p), (DEALER, p == s.dealer)) if on)
        pieces: tuple[Piece, ...] = ()
        if r is not None:
            if p in r.reserved:  # R5: face down, with the marker on it
                pieces += (Piece(kind="card"),)
            pieces += tuple(Piece(kind="card", face=c.text) for q, c in r.trick if q == p)
        seats.append(SeatView(name=p, chips=entry["chips"], playing=p not in s.left and p not in s.bankrupt,
                              status=_status(s, p), roles=roles, pieces=pieces, note=_note(s, p, entry)))
    pots = (PotView(account=POT, label=tr("kinola", "Pot"), chips=s.bal[POT]),)
    return PublicView(
        game=engine.id, mode=s.mode, round=s.round_in_play, phase=s.phase, phase_text=phase_title(s),
        summary=detail["summary"], to_act=to_act, turn_text=turn_text(to_act), seats=tuple(seats), pots=pots,
        stake=stake_words(s), over=over, detail=detail)


def private_view(engine, s: State, seat: str) -> PrivateView | None:
    """§7: the seat's hand (sorted by suit and rank) and its reserved card, nothing else."""
    r = s.rnd
    if r is None or seat not in r.hands:
        return None
    mine = view(s, seat, engine.to_act(s), engine.summary(s))
    pieces = tuple(Piece(kind="card", face=c.text) for c in r.hands[seat])
    detail = {"hand": mine["hand"], "labels": mine["hand_labels"]}
    if "my_reserved" in mine:
        detail["reserved"] = mine["my_reserved"]
    if "legal" in mine:
        detail["legal"] = mine["legal"]
    return PrivateView(seat=seat, pieces=pieces, detail=detail)


def choices(engine, s: State) -> list[Choice]:
    """Cards (group "card" or "reserve", key = place in the sorted hand), the table's facts
    (group "table"; the round's result is a per-seat grid) and the app's draws and deals."""
    r = s.rnd
    if s.phase == st.OVER:
        return []
    if s.phase == st.FIRST:
        if s.mode == "digital":
            return [Choice(engine.legal_actions(s)[0], tr("kinola", "Draw for the first dealer"), "d", group="table")]
        return [Choice(A.FirstDealer(name=p), tr("kinola", "{name} deals first").format(name=p), DEFAULT_KEYS[i],
                       group="table") for i, p in enumerate(s.seats)]
    if s.phase == st.DEAL:
        if s.mode == "digital":
            return [Choice(engine.legal_actions(s)[0], tr("kinola", "Shuffle and deal"), "d", group="table")]
        due = due_now(s)
        total = sum(d["amount"] for d in due)
        return [Choice(A.Deal(), tr("kinola", "Antes and penalties paid ({n}): deal").format(n=chips(total)), "d",
                       group="table")]
    if s.phase == st.REPORT:
        template = engine.legal_actions(s)[0]
        return [Choice(template, tr("kinola", "Enter the round's result"), "r", group="table", entry="grid")]
    hand = r.hands[r.turn]
    allowed = set(hand) if s.phase == st.RESERVE else set(legal_cards(hand, r.trick))
    make, group = (A.Reserve, "reserve") if s.phase == st.RESERVE else (A.Play, "card")
    out = []
    for i, c in enumerate(hand):
        if c in allowed:
            key = DEFAULT_KEYS[i] if i < len(DEFAULT_KEYS) else None
            out.append(Choice(A.card_action(make, r.turn, c), label(c), key, group=group, seat=r.turn))
    return out
