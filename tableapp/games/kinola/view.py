"""What one seat may see (§7): chips, the pot, the dealer, what is owed, the current and last
trick, tricks won, and after a round everything about it. A seat's own hand and reserved card
only for that seat; running points only with H5; who holds the Kinola only once it is played."""
from __future__ import annotations

from typing import Any

from tableapp.core.ledger import POT

from . import state as st
from .deck import label, legal_cards
from .settlement import PENALTY_AMOUNT, start_payments
from .state import State
from .text import phase_title, round_title


def due_now(s: State) -> list[dict[str, Any]]:
    """At the deal: what each player is about to pay (R2, R3), as the app will book it."""
    return start_payments(s).record if s.phase == st.DEAL else []


def view(s: State, seat: str | None, to_act: str | None, summary: str) -> dict[str, Any]:
    r = s.rnd
    due = due_now(s)
    players = []
    for p in s.seats:
        entry: dict[str, Any] = {
            "name": p, "chips": s.bal[p], "dealer": p == s.dealer, "bankrupt": p in s.bankrupt, "left": p in s.left,
            "substitute": p in s.subs, "owes": PENALTY_AMOUNT[s.owed[p]] if p in s.owed else 0,
            "pays_now": sum(d["amount"] for d in due if d["from"] == p),
        }
        if r is not None:
            entry["cards"] = len(r.hands[p])
            entry["reserved"] = p in r.reserved
            entry["tricks"] = r.tricks[p]
            if s.opts.show_points:  # H5
                entry["points"] = r.points[p]
        players.append(entry)
    out: dict[str, Any] = {
        "game": "kinola", "mode": s.mode, "round": s.round_in_play, "rounds": s.cfg.rounds,
        "round_title": round_title(s) if s.phase != st.FIRST else "", "overtime": s.overtime,
        "phase": s.phase, "phase_title": phase_title(s), "to_act": to_act, "summary": summary,
        "deck": {"cards": len(s.cfg.deck), "jokers": s.cfg.jokers, "hand": s.cfg.hand, "tricks": s.cfg.tricks,
                 "harsh": s.cfg.harsh},
        "dealer": s.dealer, "pot": s.bal[POT], "players": players, "due": due, "opening": s.opening,
        "last_round": s.last, "end": s.end, "split": s.split,
    }
    if s.phase == st.FIRST or s.draws:
        out["draws"] = [dict(d) for d in s.draws]
        out["drawing"] = list(s.drawing)
    if r is not None:
        out["trick"] = [[p, c.text] for p, c in r.trick]
        out["trick_labels"] = [label(c) for _, c in r.trick]
        out["trick_no"] = r.done + 1
        out["leader"] = r.trick[0][0] if r.trick else (r.turn if s.phase == st.PLAY else None)
        out["last_trick"] = [[p, c.text] for p, c in r.last_trick]
        out["last_winner"] = r.last_winner
        if r.taker is not None:  # the Kinola trick is complete: its story is public (§7)
            out["kinola"] = {"holder": r.holder, "taker": r.taker, "pot": s.bal[POT]}
    if seat is not None and r is not None and seat in r.hands:
        out["seat"] = seat
        out["hand"] = [c.text for c in r.hands[seat]]
        out["hand_labels"] = [label(c) for c in r.hands[seat]]
        if seat in r.reserved:
            out["my_reserved"] = r.reserved[seat].text
        if s.phase == st.PLAY and r.turn == seat:
            out["legal"] = [c.text for c in legal_cards(r.hands[seat], r.trick)]
    return out
