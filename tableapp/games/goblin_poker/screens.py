"""What Goblin Poker hands the screens (core/views.py): the public view (active stacks face up,
folded and eliminated stacks face down as a count), a seat's private view (digital: its hand, its
secret first card, its pitch) and the choices of the moment with keys, amounts and entries."""
from __future__ import annotations

from tableapp.core.i18n import tr
from tableapp.core.ledger import POT
from tableapp.core.views import DEALER, STARTER, TURN, Choice, Piece, PotView, PrivateView, PublicView, SeatView, turn_text

from . import actions as A
from . import state as st
from .stacks import fold_cost
from .state import CARRY_GOBLIN, State
from .text import choice_label
from .view import view
from .words import chips


def _card(v: int | None) -> Piece:
    return Piece(kind="card", face=None if v is None else str(v))


def public_view(engine, s: State) -> PublicView:
    to_act = engine.to_act(s)
    detail = view(s, None, to_act, engine.summary(s))
    over = s.phase == st.OVER
    lowest = detail["lowest"]
    seats = []
    for entry in detail["players"]:
        name = entry["name"]
        roles = []
        if name == s.dealer:
            roles.append(DEALER)
        if not over and entry["in_game"]:
            if to_act == name:
                roles.append(TURN)
            if name == lowest:
                roles.append(STARTER)  # B.7: the lowest stack is marked
        if entry["in_game"]:
            pieces = tuple(_card(v) for v in entry["stack"])
            if over and name == s.winner:
                status = tr("goblin_poker", "won the pot")
            elif over and name in s.sharers:
                status = tr("goblin_poker", "shares the pot")
            elif entry.get("pitched"):
                status = tr("goblin_poker", "pitched")
            elif entry.get("chosen"):
                status = tr("goblin_poker", "has chosen")
            else:
                status = tr("goblin_poker", "in")
            note = tr("goblin_poker", "{n} in hand").format(n=entry["hand"]) if s.phase != st.DEAL else ""
        else:  # D22/B.7: face down, as a count
            pieces = (_card(None),) * entry["stack_count"]
            status = entry["status_title"]
            note = ""
        seats.append(SeatView(name=name, chips=entry["chips"], playing=entry["in_game"], status=status,
                              roles=tuple(roles), pieces=pieces, note=note))
    pots = [PotView(account=POT, label=tr("goblin_poker", "Pot"), chips=s.pot)]
    if s.carry:
        pots.append(PotView(account=CARRY_GOBLIN, label=tr("goblin_poker", "Carried to the next game"),
                            chips=s.carry))
    stake = None
    if s.phase == st.TURNS:
        stake = tr("goblin_poker", "Fold costs {n}").format(n=chips(fold_cost(s, to_act)))
    elif s.phase == st.DEALING:
        stake = tr("goblin_poker", "Dealing to {order}").format(order=tr("goblin_poker", ", ").join(s.receivers))
    elif s.phase == st.DEAL:
        stake = tr("goblin_poker", "Ante {n}").format(n=s.opts.ante)
    return PublicView(
        game=engine.id, mode=s.mode, round=s.round, phase=s.phase, phase_text=detail["phase_title"],
        summary=detail["summary"], to_act=to_act, turn_text=turn_text(to_act), seats=tuple(seats),
        pots=tuple(pots), stake=stake, over=over, detail=detail)


def private_view(engine, s: State, seat: str) -> PrivateView | None:
    """B.7: the seat's own hand, and its secret first card and pitch while they are secret."""
    if s.mode != "digital" or seat not in s.active or s.phase in (st.DEAL, st.OVER):
        return None
    mine = view(s, seat, engine.to_act(s), engine.summary(s))
    pieces = tuple(_card(v) for v in mine["hand_cards"])
    return PrivateView(seat=seat, pieces=pieces, detail={
        "hand": mine["hand_cards"], "first_card": mine["first_card"], "pitched_card": mine["pitched_card"]})


# The keys: F fold, P pitch (physical), the card's digit for a choice of card (0 for a 10).
def _card_key(v: int) -> str:
    return "0" if v == 10 else str(v)


def choices(engine, s: State) -> list[Choice]:
    """The legal actions with labels, keys and amounts. A seat's card choices (digital) carry
    the seat: a panel shows them only behind that seat's cover. The table's facts (physical)
    are templates with the entry that asks for them: "grid" (a value per player), "card"."""
    out: list[Choice] = []
    for a in engine.legal_actions(s):
        amount, group, entry, key = None, "main", None, None
        if isinstance(a, A.Fold):
            amount, key = fold_cost(s, a.by), "f"
        elif isinstance(a, A.Pitch):
            key = "p" if a.card is None else _card_key(a.card)
        elif isinstance(a, A.Choose):
            key = _card_key(a.card)
        elif isinstance(a, A.Reveal):
            group, key = "table", "\r"
            entry = "grid" if s.mode == "physical" else None
        elif isinstance(a, (A.Draw, A.Dealt)):
            group = "table"
            entry = "card" if s.mode == "physical" else None
        elif isinstance(a, (A.Deal, A.Reshuffle)):
            group, key = "table", "\r"
        out.append(Choice(a, choice_label(s, a), key, amount, group, a.by, entry))
    return out
