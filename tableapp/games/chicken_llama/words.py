"""Small pieces of player-facing wording shared by the settlement, describe() and views."""
from __future__ import annotations

from tableapp.core.i18n import tr

from . import state as st


def coins(n: int) -> str:
    if n == 1:
        return tr("chicken_llama", "1 coin")
    return tr("chicken_llama", "{n} coins").format(n=n)


def phase_title(phase: str) -> str:
    return {
        st.SHUFFLE: tr("chicken_llama", "Shuffle and deal"),
        st.BET: tr("chicken_llama", "Betting"),
        st.SURVIVOR: tr("chicken_llama", "Lone survivor"),
        st.DRAW: tr("chicken_llama", "Draw"),
        st.VOTE: tr("chicken_llama", "Voting"),
        st.ALLIN: tr("chicken_llama", "All-in"),
        st.LASTCALL: tr("chicken_llama", "Last call"),
        st.REVEAL: tr("chicken_llama", "Showdown"),
        st.SETTLE: tr("chicken_llama", "Settlement"),
        st.OVER: tr("chicken_llama", "Game over"),
    }[phase]


def status_title(status: str) -> str:
    return {
        st.PENDING: tr("chicken_llama", "to decide"),
        st.PASSED: tr("chicken_llama", "passed"),
        st.ALL_IN: tr("chicken_llama", "all-in"),
        st.FOLDED: tr("chicken_llama", "folded"),
        st.WITHDRAWN: tr("chicken_llama", "withdrew"),
    }[status]


def hand_text(llamas: int, chickens: int) -> str:
    """"3 llamas, 1 chicken" for a revealed hand."""
    ll = tr("chicken_llama", "1 llama") if llamas == 1 else tr("chicken_llama", "{n} llamas").format(n=llamas)
    ch = tr("chicken_llama", "1 chicken") if chickens == 1 else tr("chicken_llama", "{n} chickens").format(n=chickens)
    return tr("chicken_llama", "{llamas}, {chickens}").format(llamas=ll, chickens=ch)


def seat_line(entry: dict, reveal: dict | None) -> str:
    """A player's public line under their name, on the table's rows and the table display alike: their
    status, or whom they voted for; then the hand revealed at the settlement, or (digital) which end of
    the pile each draw came from: "folded, voted for Bea", "all-in · 4 llamas, 1 chicken"."""
    parts = [entry.get("status_title") or ""]
    vote = entry.get("vote")
    if vote == "secret":
        parts = [tr("chicken_llama", "folded, voted in secret")]
    elif vote:
        parts = [tr("chicken_llama", "folded, voted for {name}").format(name=vote)]
    draws = entry.get("draws")
    if reveal is not None:
        parts.append(hand_text(reveal["llamas"], reveal["chickens"]))
    elif isinstance(draws, list) and draws:  # digital: which end each draw came from (public)
        ends = [tr("chicken_llama", "top") if e == "top" else tr("chicken_llama", "bottom") for e in draws]
        parts.append(tr("chicken_llama", "drew {ends}").format(ends=tr("chicken_llama", ", ").join(ends)))
    return " · ".join(p for p in parts if p)
