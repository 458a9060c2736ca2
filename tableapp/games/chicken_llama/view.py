"""What one seat may see (§7.4). Bills appear only as their marks (the common side), in the
order their holder received them, with the animal only where this seat has looked or at a
public reveal. No bill identity ever leaves the engine."""
from __future__ import annotations

from typing import Any

from tableapp.core.i18n import tr
from tableapp.core.ledger import POT

from . import state as st
from .amounts import amounts
from .bills import animal, slot_names
from .settlement import preview
from .state import State
from .words import phase_title, status_title

UNSEEN = "?"


def _bills(s: State, bills: tuple[int, ...], animals: tuple[bool, ...] | None) -> list[dict[str, Any]]:
    out = []
    for i, b in enumerate(bills):
        bill: dict[str, Any] = {"marks": slot_names(s.marks[b])}
        if animals is not None:
            bill["animal"] = animal(b, s.opts.role_swap) if animals[i] else UNSEEN
        out.append(bill)
    return out


def _status(s: State, p: str) -> str | None:
    r = s.rnd
    if r is None or p not in r.order:
        return None
    if p in r.voters:
        return "voter"
    if p in r.status:
        return r.status[p]
    if p in r.stakers:
        return "staked"
    return "waiting"


def _status_title(status: str | None) -> str:
    if status is None:
        return ""
    if status == "voter":
        return tr("chicken_llama", "folded, votes")
    if status == "staked":
        return tr("chicken_llama", "staked")
    if status == "waiting":
        return tr("chicken_llama", "to decide")
    return status_title(status)


def _shown(s: State) -> tuple[str, ...]:
    """The players whose hands are revealed to everyone now (CL-R5b, R10)."""
    r = s.rnd
    if s.phase != st.SETTLE or not r.counts:
        return ()
    return tuple(r.counts)


def view(s: State, seat: str | None, to_act: str | None, summary: str) -> dict[str, Any]:
    r = s.rnd
    digital = s.mode == "digital"
    secret = s.opts.secret_votes and s.phase != st.SETTLE
    shown = _shown(s)
    am = r.amounts if r else amounts(s.n0, max(len(s.alive), 1), s.opts.withdraw_costs_extra)
    players = []
    for p in s.seats:
        entry: dict[str, Any] = {
            "name": p, "coins": s.bal[p], "contribution": s.contribution(p), "in_game": p in s.alive,
            "left": p in s.left, "dealer": p == s.dealer,
        }
        status = _status(s, p)
        entry["status"] = status
        entry["status_title"] = _status_title(status)
        if r is not None and p in r.order:
            if digital:
                entry["bills"] = _bills(s, r.hands[p], None)
                entry["draws"] = list(r.ends.get(p, ()))
            else:
                drawn = r.drawn.get(p, 0) if p in r.drawn else 0
                entry["bill_count"] = None if drawn is None else 2 + drawn
                entry["draws"] = r.drawn.get(p)
            if p in r.votes:
                entry["vote"] = "secret" if secret and p != seat else r.votes[p]
        players.append(entry)
    out: dict[str, Any] = {
        "game": "chicken-or-llama", "mode": s.mode, "round": s.round, "phase": s.phase,
        "phase_title": phase_title(s.phase), "to_act": to_act, "summary": summary,
        "n0": s.n0, "dealer": s.dealer, "remaining": list(s.alive), "pot": s.bal[POT],
        "amounts": am.to_json(),
        "stakes_rise": (tr("chicken_llama", "Stakes rise to {n}").format(n=am.S)
                        if r is not None and r.stakes_rise else None),
        "players": players,
        "winner": s.alive[0] if s.phase == st.OVER and len(s.alive) == 1 else None,
    }
    if digital:
        pile = r.pile if r is not None else None
        out["pile"] = {"count": len(pile) if pile is not None else 26,
                       "top": slot_names(s.marks[pile[0]]) if pile else None}
    if s.phase == st.SETTLE:
        reveal: dict[str, Any] = {}
        for p in shown:
            llamas, chickens = r.counts[p]
            reveal[p] = {"llamas": llamas, "chickens": chickens}
            if digital:
                reveal[p]["bills"] = _bills(s, r.hands[p], (True,) * len(r.hands[p]))
        out["reveal"] = reveal
        out["survivor_bust"] = r.survivor_bust
        out["settlement"] = [line.to_json() for line in preview(s)]
    if s.opts.public_reveal_log:
        out["reveal_log"] = [{"round": k, "holder": p, "marks": list(m), "animal": a} for k, p, m, a in s.reveal_log]
    if seat is not None and r is not None and seat in r.hands:
        out["seat"] = seat
        out["hand"] = _bills(s, r.hands[seat], r.seen[seat])
    return out
