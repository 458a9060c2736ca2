"""What one seat may see (§7): the public facts of the table, plus the seat's own hand in
digital mode. Hands of players still in are never in the public part; eliminated hands are
never shown at all (H4 aside, after the round), nor the hand of a winner who did not reveal."""
from __future__ import annotations

from typing import Any

from tableapp.core.ledger import POT

from . import state as st
from .state import State
from .text import winners
from .words import out_title, phase_title, streak_text


def knockers(s: State) -> tuple[str, ...]:
    """R10: the players whose knocks make up the current streak (the ones just before the turn)."""
    r = s.rnd
    if s.phase != st.TURN or not r.streak:
        return ()
    order = list(r.active)
    i = order.index(r.turn)
    before = order[i:] + order[:i]
    return tuple(before[-r.streak:])


def _player(s: State, p: str) -> dict[str, Any]:
    r = s.rnd if s.in_round else None
    entry: dict[str, Any] = {"name": p, "chips": s.bal.get(p, 0), "in_game": p in s.players, "left": p in s.left,
                             "status": "left" if p in s.left else "in"}
    if r is None or p not in r.order:
        return entry
    how = r.out.get(p)
    entry["active"] = how is None
    if how is not None and how != st.OUT_LEFT:
        entry["status"] = "folded"  # out of this round only (a dim seat; the words say why)
    entry["out"] = how
    entry["status_title"] = out_title(how) if how else ""
    entry["hand_count"] = r.hand_count[p]
    if how is None or how == st.OUT_SHOWDOWN:
        entry["field"] = list(r.fields[p])  # face up (a showdown reveal is public)
        entry["facedown"] = 0 if p in r.revealed else r.hand_count[p]
    else:
        entry["field"] = []
        entry["facedown"] = r.facedown[p]  # face down: a count only (§7)
    if p in r.revealed:
        entry["revealed"] = list(r.revealed[p])
    if p in r.scores and how is None:
        entry["score"] = r.scores[p]
    if p in r.paid:
        entry["paid"] = r.paid[p]
    if p in r.taken:
        owner, value = r.taken[p]
        entry["took"] = {"owner": owner, "card": value}
    if p in r.shortfall:
        entry["unpaid"] = r.shortfall[p]
    return entry


def last_round(s: State) -> dict[str, Any] | None:
    """The round just finished, as everyone saw it (between rounds and at the end)."""
    r = s.rnd
    if r is None or s.in_round or r.how is None:
        return None
    out: dict[str, Any] = {
        "round": r.no, "winner": r.winner, "how": r.how, "pot": r.pot_won,
        "revealed": {p: list(c) for p, c in r.revealed.items()}, "scores": dict(r.scores),
        "out": dict(r.out), "shortfall": dict(r.shortfall),
    }
    if s.mode == "digital" and s.opts.reveal_hands_after_round:  # H4
        out["hands"] = {p: list(h) for p, h in r.hands.items()}
    return out


def view(s: State, seat: str | None, to_act: str | None, summary: str) -> dict[str, Any]:
    r = s.rnd if s.in_round else None
    out: dict[str, Any] = {
        "game": "yuck-chick-knock-down", "mode": s.mode, "round": s.round, "phase": s.phase,
        "phase_title": phase_title(s.phase), "to_act": to_act, "summary": summary,
        "rounds": s.opts.rounds, "rounds_played": s.rounds_played, "pot": s.bal[POT],
        "players": [_player(s, p) for p in s.seats],
        "shortfalls": [{"round": k, "name": p, "unpaid": n} for k, p, n in s.shortfalls],
        "left": list(s.left),
    }
    if r is not None:
        out["deck"] = r.deck_count
        out["starter"] = r.starter
        out["turn"] = r.turn
        out["active"] = list(r.active)
        out["streak"] = {"knocks": r.streak, "of": len(r.active), "text": streak_text(r.streak, len(r.active)),
                         "knocked": list(knockers(s))}
        if r.tied:
            out["tied"] = list(r.tied)
            out["picked"] = r.picked
        if r.reveal_order:
            out["showdown"] = {"order": list(r.reveal_order), "next": r.next_revealer}
    last = last_round(s)
    if last is not None:
        out["last_round"] = last
    if s.phase == st.OVER:
        out["ended_by"] = s.ended_by
        out["winners"] = winners(s) if s.ended_by != "CORE-E1" else []
    if seat is not None and r is not None and seat in r.hands:
        out["seat"] = seat
        out["hand"] = list(r.hands[seat])  # digital: only this seat's own hand
    return out
