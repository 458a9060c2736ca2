"""What one seat may see (§7): chips, the pot, the dealer, what is owed, the current and last
trick, tricks won, and after a round everything about it. A seat's own hand and reserved card
only for that seat; running points only with H5; who holds the Kinola only once it is played."""
from __future__ import annotations

from typing import Any

from tableapp.core.i18n import tr
from tableapp.core.ledger import POT

from . import state as st
from .deck import label, legal_cards
from .settlement import PENALTY_AMOUNT, start_payments
from .state import State
from .text import end_words, kinola_words, payment_words, phase_title, round_end_words, round_title


def due_now(s: State) -> list[dict[str, Any]]:
    """At the deal: what each player is about to pay (R2, R3), as the app will book it."""
    return start_payments(s).record if s.phase == st.DEAL else []


def _worded(payments: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Payments with their words (``text``): a panel lists them as the engine says them."""
    return [{**p, "text": payment_words(p)} for p in payments]


def _short_note(s: State, due: list[dict[str, Any]]) -> str:
    """§5.3 at the round start: who cannot pay in full, and what happens then (D10, H2)."""
    short = [d["from"] for d in due if d["amount"] < d["owed"] and d["from"] != POT]
    if not short:
        return ""
    names = ", ".join(dict.fromkeys(short))
    if s.opts.bankrupt_ends_at_once:  # H2
        return tr("kinola", "{names} cannot pay in full: pays everything and is bankrupt; the game ends without "
                            "dealing and the pot is split (§5.3, H2).").format(names=names)
    return tr("kinola", "{names} cannot pay in full: pays everything and is bankrupt; the round is still dealt "
                        "and played, then the game ends and the pot is split (§5.3, D10).").format(names=names)


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
        "dealer": s.dealer, "pot": s.bal[POT], "players": players, "due": _worded(due),
        "due_note": _short_note(s, due), "opening": _opening(s.opening), "last_round": _last(s),
        "end": s.end, "end_text": end_words(s) if s.phase == st.OVER else "", "split": _split(s.split),
    }
    if s.phase == st.FIRST or s.draws:
        out["draws"] = [dict(d) for d in s.draws]
        out["drawing"] = list(s.drawing)
    if r is not None:
        out["trick"] = [[p, c.text] for p, c in r.trick]
        out["trick_labels"] = [label(c) for _, c in r.trick]
        out["trick_no"] = r.done + 1
        out["led"] = r.trick[0][1].suit if r.trick else None  # R6: a joker leads hearts
        out["leader"] = r.trick[0][0] if r.trick else (r.turn if s.phase == st.PLAY else None)
        out["last_trick"] = [[p, c.text] for p, c in r.last_trick]
        out["last_winner"] = r.last_winner
        if r.taker is not None:  # the Kinola trick is complete: its story is public (§7)
            k = {"holder": r.holder, "taker": r.taker, "pot": s.bal[POT]}
            out["kinola"] = {**k, "text": kinola_words(k, future=True)}
    if seat is not None and r is not None and seat in r.hands:
        out["seat"] = seat
        out["hand"] = [c.text for c in r.hands[seat]]
        out["hand_labels"] = [label(c) for c in r.hands[seat]]
        if seat in r.reserved:
            out["my_reserved"] = r.reserved[seat].text
        if s.phase == st.PLAY and r.turn == seat:
            out["legal"] = [c.text for c in legal_cards(r.hands[seat], r.trick)]
    return out


def _opening(opening: dict[str, Any] | None) -> dict[str, Any] | None:
    return None if opening is None else {**opening, "payments": _worded(opening["payments"])}


def _last(s: State) -> dict[str, Any] | None:
    """The last settled round (§7: public), with its words: the whole line, the Kinola's story
    and each payment."""
    last = s.last
    if last is None:
        return None
    return {**last, "text": round_end_words(s), "kinola_text": kinola_words(last["kinola"]),
            "payments": _worded(last["payments"])}


def _split(split: dict[str, Any] | None) -> dict[str, Any] | None:
    if split is None or "payments" not in split:
        return split
    return {**split, "payments": _worded(split["payments"])}
