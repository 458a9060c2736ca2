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
