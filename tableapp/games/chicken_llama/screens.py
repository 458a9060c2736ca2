"""What Chicken or Llama hands the screens (core/views.py): the public view (bills only as their
marked backs, §7.4), a seat's private view (its own hand, the animals it has looked at) and the
choices of the moment with their amounts."""
from __future__ import annotations

from tableapp.core.i18n import per_language, tr
from tableapp.core.ledger import CARRY, POT
from tableapp.core.views import DEALER, TURN, Choice, Piece, PotView, PrivateView, PublicView, SeatView, turn_text

from . import actions as A
from . import state as st
from .state import State
from .settlement import settle
from .text import choice_label, withdraw_terms
from .view import UNSEEN, view
from .bills import slot_title
from .words import phase_title, seat_line

# The keys of a player's decisions: the letter people say (S stake, F fold...), then digits.
_KEYS = {"stake": "s", "fold": "f", "allin": "a", "pass": "p", "stay": "y", "stop": "x", "confirm": "\r"}


def public_view(engine, s: State) -> PublicView:
    to_act = engine.to_act(s)
    detail = view(s, None, to_act, engine.summary(s))
    over = s.phase == st.OVER
    seats = []
    for entry in detail["players"]:
        name = entry["name"]
        roles: tuple[str, ...] = ()
        if entry["in_game"] and not over:
            roles = tuple(r for r, on in ((TURN, to_act == name), (DEALER, name == s.dealer)) if on)
        if entry["left"]:
            status = tr("chicken_llama", "left the table")
        elif not entry["in_game"]:
            status = tr("chicken_llama", "out")
        else:
            status = entry["status_line"] = seat_line(entry, (detail.get("reveal") or {}).get(name))
        pieces: tuple[Piece, ...] = ()
        if "bills" in entry:  # digital: the backs, with their marks, are public
            pieces = tuple(Piece(kind="bill", marks=tuple(b["marks"])) for b in entry["bills"])
        elif entry.get("bill_count"):
            pieces = (Piece(kind="bill"),) * entry["bill_count"]
        seats.append(SeatView(name=name, chips=entry["coins"], playing=entry["in_game"], status=status, roles=roles,
                              pieces=pieces))
    pots = [PotView(account=POT, label=tr("chicken_llama", "Pot"), chips=s.bal[POT])]
    if s.bal.get(CARRY):
        pots.append(PotView(account=CARRY, label=tr("chicken_llama", "Carried"), chips=s.bal[CARRY]))
    stake = None
    if not over:
        # (the amount, a noun: "Stake {n}" is the decision's label, in Japanese a verb, 勝負する)
        stake = tr("chicken_llama", "Stake: {n}").format(n=detail["amounts"]["S"])
    r = s.rnd
    if r is not None and s.mode == "physical" and s.phase in (st.ALLIN, st.LASTCALL, st.REVEAL):
        # CL-C8: what each all-in player would pay and get back by withdrawing now (CL-R9.6)
        detail["withdraw_terms"] = {p: list(withdraw_terms(s, p)) for p in r.active if r.status.get(p) == st.ALL_IN}
    if s.phase == st.SETTLE:  # who wins the game if the table confirms this settlement (CL-R12)
        after, _ = settle(s)
        detail["game_winner"] = after.alive[0] if after.phase == st.OVER else None
    return PublicView(
        game=engine.id, mode=s.mode, round=s.round, phase=s.phase, phase_text=phase_title(s.phase),
        summary=detail["summary"], to_act=to_act, turn_text=turn_text(to_act), seats=tuple(seats),
        pots=tuple(pots), stake=stake, over=over, detail=detail)


def private_view(engine, s: State, seat: str) -> PrivateView | None:
    """§7.4: the seat's own bills, in the order received, with the animals it has looked at."""
    r = s.rnd
    if r is None or seat not in r.hands:
        return None
    mine = view(s, seat, engine.to_act(s), engine.summary(s))
    hand = mine["hand"]
    pieces = tuple(Piece(kind="bill", face=None if b["animal"] == UNSEEN else b["animal"], marks=tuple(b["marks"]))
                   for b in hand)
    return PrivateView(seat=seat, pieces=pieces, detail={"hand": hand})


def choices(engine, s: State) -> list[Choice]:
    """The legal actions with labels, keys and amounts; the marks a seat may add (CL-R7) as group
    "mark"; the table's facts (physical) as group "table" with the entry that asks for them."""
    out: list[Choice] = []
    digits = iter("123456789")
    for a in engine.legal_actions(s):
        if isinstance(a, A.Mark):
            out.append(_mark_choice(a))
            continue
        amount = None
        if isinstance(a, A.Stake):
            amount = min(s.rnd.amounts.S, s.bal[a.by])
        elif isinstance(a, A.AllIn):
            amount = s.holdings(a.by)
        elif isinstance(a, A.Withdraw):
            amount = min(s.rnd.amounts.W, s.contribution(a.by))
        group, entry = "main", None
        if a.by is None:
            group = "table"
            if isinstance(a, A.Reveal):
                entry = "counts"
        elif isinstance(a, A.Withdraw) and s.phase != st.LASTCALL:
            group = "table"  # CL-R9.6: any all-in player may withdraw, out of turn
        form = None
        if isinstance(a, A.Draw) and a.count is not None:
            key = str(a.count)  # physical: the number of bills drawn
        else:
            key = _KEYS.get(a.do) or next(digits, None)
        if isinstance(a, A.Reveal):
            form = _counts_form(s, a)
        out.append(Choice(a, choice_label(s, a), key, amount, group, a.by, entry, form))
        if isinstance(a, A.Draw) and a.count == 3:  # R6: the table may not have counted (2 to 5 at the showdown)
            out.append(Choice(A.Draw(by=a.by), tr("chicken_llama", "Not counted"), "n", None, group, a.by))
    return out


def _counts_form(s: State, a: A.Reveal) -> dict:
    """R10: the showdown's grid, llamas and chickens of every hand still in; beside each row how many
    bills it holds (2 dealt + the draws the table counted)."""
    notes = {}
    for p in a.hands:
        drawn = s.rnd.drawn[p] if p in s.rnd.drawn else 0  # None: drawn, not counted
        notes[p] = (tr("chicken_llama", "holds {n} bills").format(n=2 + drawn) if drawn is not None
                    else tr("chicken_llama", "2 to 5 bills"))
    return {"field": "hands", "rows": list(a.hands), "notes": notes,
            "columns": [{"name": "llamas", "label": tr("chicken_llama", "llamas"), "min": 0, "max": 5},
                        {"name": "chickens", "label": tr("chicken_llama", "chickens"), "min": 0, "max": 5}]}


_mark_labels = per_language(dict)  # (bill, slot) -> "Mark bill 2: dot 5": up to 60 a seat, on every click


def _mark_choice(a: A.Mark) -> Choice:
    labels = _mark_labels()
    label = labels.get((a.bill, a.slot))
    if label is None:
        label = labels[a.bill, a.slot] = tr("chicken_llama", "Mark bill {n}: {mark}").format(
            n=a.bill, mark=slot_title(a.slot))
    return Choice(a, label, None, None, "mark", a.by)

