"""What Yuck, Chick, Knock, Down hands the screens (core/views.py): the public view (fields face
up, hands and eliminated players' cards face down), a seat's private view (its own hand, digital)
and the choices of the moment with their costs."""
from __future__ import annotations

from tableapp.core.i18n import tr
from tableapp.core.ledger import CARRY, POT
from tableapp.core.views import STARTER, TURN, Choice, Piece, PotView, PrivateView, PublicView, SeatView, turn_text

from . import actions as A
from . import state as st
from .phases import chick_cost
from .state import State
from .text import choice_label
from .view import view
from .words import phase_title, streak_text

_KEYS = {"yuck": "y", "chick": "c", "knock": "k", "deal": "d", "flip": "f", "reveal": "r"}


def _card(v: int | None = None) -> Piece:
    return Piece(kind="card", face=None if v is None else str(v))


def _seat(s: State, entry: dict, to_act: str | None, knocked: set[str]) -> SeatView:
    name = entry["name"]
    r = s.rnd
    playing = entry["in_game"]
    roles: tuple[str, ...] = ()
    status, note = "", ""
    pieces: tuple[Piece, ...] = ()
    if entry["left"]:
        status = tr("yuck_chick", "left the table")
    elif s.phase == st.OVER:
        status = tr("yuck_chick", "no chips") if entry["chips"] == 0 else ""
    elif "active" in entry:
        roles = tuple(role for role, on in ((TURN, to_act == name), (STARTER, r.starter == name)) if on)
        if not entry["active"]:
            status = entry["status_title"]
            if "paid" in entry:
                note = tr("yuck_chick", "paid {n}").format(n=entry["paid"])
        elif name in knocked:
            status = tr("yuck_chick", "knocked")
        elif "score" in entry:
            status = tr("yuck_chick", "revealed")
        pieces = tuple(_card(v) for v in entry["field"]) + (_card(),) * entry["facedown"]
        if "score" in entry:
            note = tr("yuck_chick", "score {n}").format(n=entry["score"])
        elif entry["active"]:
            note = tr("yuck_chick", "field {n} · hand {k}").format(n=sum(entry["field"]), k=entry["hand_count"])
    return SeatView(name=name, chips=entry["chips"], playing=playing, status=status, roles=roles, pieces=pieces,
                    note=note)


def public_view(engine, s: State) -> PublicView:
    to_act = engine.to_act(s)
    detail = view(s, None, to_act, engine.summary(s))
    knocked = set(detail.get("streak", {}).get("knocked", ()))
    seats = tuple(_seat(s, e, to_act, knocked) for e in detail["players"])
    pots = [PotView(account=POT, label=tr("yuck_chick", "Pot"), chips=s.bal[POT])]
    if s.bal.get(CARRY):
        pots.append(PotView(account=CARRY, label=tr("yuck_chick", "Carried"), chips=s.bal[CARRY]))
    stake = None
    if s.in_round:
        r = s.rnd
        stake = tr("yuck_chick", "Knocks {streak} · deck {n}").format(
            streak=streak_text(r.streak, len(r.active)), n=r.deck_count)
    return PublicView(
        game=engine.id, mode=s.mode, round=engine.current_round(s), phase=s.phase, phase_text=phase_title(s.phase),
        summary=detail["summary"], to_act=to_act, turn_text=turn_text(to_act), seats=seats, pots=tuple(pots),
        stake=stake, over=s.phase == st.OVER, news_for=s.rnd.drew if s.in_round else None, detail=detail)


def private_view(engine, s: State, seat: str) -> PrivateView | None:
    """§7: the seat's own hand (digital), in the order received; the last card is the latest draw."""
    r = s.rnd
    if not s.in_round or seat not in r.hands:
        return None
    hand = r.hands[seat]
    return PrivateView(seat=seat, pieces=tuple(_card(v) for v in hand),
                       fresh=(len(hand) - 1,) if r.drew == seat else (),  # §7: the card just drawn
                       detail={"hand": list(hand), "drawn": hand[-1] if len(hand) > 1 else None})


def choices(engine, s: State) -> list[Choice]:
    """The legal actions with labels, keys and costs; Down as one choice per target (digits);
    the table's facts (physical) as group "table" with the entry that asks for them."""
    out: list[Choice] = []
    digits = iter("123456789")
    for a in engine.legal_actions(s):
        amount, group, entry = None, "main", None
        if isinstance(a, A.Chick):
            amount = min(chick_cost(s.rnd, a.by), s.bal[a.by])
        elif isinstance(a, A.Down):
            amount = min(a.card, s.bal[a.by])
            group = "down"
        if a.by is None:
            group = "table"
            if isinstance(a, A.Deal) and s.mode == "physical":
                entry = "grid"  # one field value per seat
            elif isinstance(a, A.Flip) and s.mode == "physical":
                entry = "card"
            elif isinstance(a, A.Reveal) and s.mode == "physical":
                entry = "cards"
        if isinstance(a, (A.Down, A.Starter)):
            key = next(digits, None)
        else:
            key = _KEYS.get(a.do)
        out.append(Choice(a, choice_label(s, a), key, amount, group, a.by, entry))
    return out
