"""The public detail of a Pairs table (A.7 "Public"): every stack, the score cards, the scores, the
losing score, whose turn it is, chips and the carry; the deck and the discard pile only as counts
(D5). The deck order and the burned cards never leave the engine. Every seat sees the same."""
from __future__ import annotations

from typing import Any

from .state import CARD, CARRY, OVER, TIE, TURN, State
from .text import instruction, payout_lines, phase_title, stake_text


def view(s: State, to_act: str | None, summary: str) -> dict[str, Any]:
    players = []
    for p in s.seats:
        players.append({
            "name": p, "chips": s.bal[p], "stack": list(s.stacks[p]), "score_cards": list(s.scores[p]),
            "score": s.score(p), "dealer": p == s.dealer, "to_act": p == to_act,
            "receives": s.phase == CARD and bool(s.need) and s.need[0] == p,
            "starter": p == s.starter and s.phase != OVER, "left": p in s.left, "lost": p == s.loser,
        })
    out: dict[str, Any] = {
        "game": "pairs", "mode": s.mode, "round": s.round, "phase": s.phase, "phase_title": phase_title(s),
        "to_act": to_act, "summary": summary, "dealer": s.dealer, "losing_score": s.losing,
        "betting": s.opts.betting, "stake": stake_text(s), "credit": s.opts.credit, "quick_entry": s.opts.quick_entry,
        "players": players, "carry": s.bal[CARRY],
        "deck": s.deck_count, "discard": s.discard_count, "reshuffles": s.reshuffles,
        "instruction": instruction(s),
        "receiving": s.need[0] if s.phase == CARD and s.need else None,
        "next": list(s.need) if s.phase == CARD else [],  # who gets the cards still due, in deal order (A.6)
        "purpose": s.purpose if s.phase == CARD else None,
        "tie": list(s.tied) if s.phase == CARD and s.purpose == TIE else [],
        "tie_discard": s.tie_discard,
        "fold_score": s.lowest_in_play() if s.phase == TURN else None,
        "last_round": None if s.last is None else {
            "round": s.last.round, "player": s.last.player, "value": s.last.value, "how": s.last.how,
            "total": s.last.total},
        "loser": s.loser, "ended": s.ended, "payout": payout_lines(s),
    }
    if s.opts.betting == "tacoma":
        out["tacoma_stake"] = s.opts.tacoma_stake
    return out
