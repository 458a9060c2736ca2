"""``view(state, seat)``: what one seat may see, as plain JSON (None: what everyone may see, B.7).

Public: active stacks face up (sorted), the lowest stack, the fold cost, every hand's size, who
has pitched (never what), the cards in the middle as a count, discarded tie-break cards, the deck
count, chips, pot and carry. Folded and eliminated players' stacks only as a count. A seat's own
hand, secret first card and pitch are added for that seat alone (digital mode).
"""
from __future__ import annotations

from typing import Any

from . import state as st
from .stacks import fold_cost, lowest_now
from .state import State
from .words import out_title, phase_title, stack_words


def view(s: State, seat: str | None, to_act: str | None, summary: str) -> dict[str, Any]:
    players = []
    for p in s.seats:
        active = p in s.active
        entry: dict[str, Any] = {
            "name": p, "chips": s.bal[p], "in_game": active, "left": s.how.get(p) == st.LEFT,
            "stack_count": len(s.stacks.get(p, ())), "hand": s.hand_size(p) if active else 0,
        }
        if active:
            entry["stack"] = sorted(s.stacks.get(p, ()))
            entry["pitched"] = p in s.pitchers and s.phase in (st.TURNS, st.DEALING, st.TIE)
            if s.phase == st.CHOOSE:
                entry["chosen"] = p in s.chosen
            entry["status"] = "in"
            entry["status_title"] = stack_words(entry["stack"], entry["pitched"])
            entry["fold_cost"] = fold_cost(s, p)  # GR8/D17 (H12: differs from seat to seat)
        else:
            how = s.how.get(p, st.LEFT)
            entry["out"] = how
            entry["paid"] = s.paid.get(p, 0)
            entry["status"] = {st.FOLDED: "folded", st.PAIRED: "out"}.get(how, "left")
            entry["status_title"] = out_title(how, s.paid.get(p, 0))
        players.append(entry)
    out: dict[str, Any] = {
        "game": "goblin-poker", "mode": s.mode, "phase": s.phase, "phase_title": phase_title(s.phase),
        "round": s.round, "rounds": st.ROUNDS, "dealer": s.dealer, "to_act": to_act, "summary": summary,
        "pot": s.pot, "carry": s.carry, "ante": s.opts.ante, "players": players,
        "lowest": lowest_now(s), "starter": lowest_now(s), "first": s.first,
        "fold_cost": fold_cost(s, to_act) if s.phase == st.TURNS else None,
        "middle": s.middle_count, "deck": len(s.deck) if s.mode == "digital" else s.deck_count,
        "discards": list(s.discards),
        "deal_order": list(s.receivers) if s.phase == st.DEALING else [],
        "tie": {"group": list(s.tie.group), "drawer": s.tie.pending[0]} if s.phase == st.TIE else None,
        "winner": s.winner, "sharers": list(s.sharers), "ended_early": s.ended_early,
        "won": s.won,  # G-C4: the whole pot the winner took; G-C5: each sharer's share
        "fold_others_only": bool(s.opts.fold_cost_others_only),  # H12
        "hand_size": max((s.hand_size(p) for p in s.active), default=0),  # B.7: all hands the same size
        # GR10/B.7: the cards of this (or the last) deal as they were turned up, in the order dealt
        "last_deal": [{"name": n, "card": c, "paired": paired} for n, c, paired in s.deal_log],
        "last_deal_round": s.deal_round,
    }
    if seat is not None and s.mode == "digital" and seat in s.active:
        out["hand_cards"] = list(s.hands.get(seat, ()))
        out["first_card"] = s.chosen.get(seat)
        out["pitched_card"] = s.pitches.get(seat) if s.phase in (st.TURNS, st.TIE, st.DEALING) else None
    return out
