"""Small pieces of player-facing wording shared by describe(), the summary and the views."""
from __future__ import annotations

from tableapp.core.i18n import tr

from . import state as st


def chips(n: int) -> str:
    if n == 1:
        return tr("goblin_poker", "1 chip")
    return tr("goblin_poker", "{n} chips").format(n=n)


def phase_title(phase: str) -> str:
    return {
        st.DEAL: tr("goblin_poker", "Ante and deal"),
        st.CHOOSE: tr("goblin_poker", "First cards"),
        st.REVEAL: tr("goblin_poker", "First cards"),
        st.TIE: tr("goblin_poker", "Tie-break"),
        st.TURNS: tr("goblin_poker", "Fold or pitch"),
        st.DEALING: tr("goblin_poker", "Deal of the pitched cards"),
        st.OVER: tr("goblin_poker", "Game over"),
    }[phase]


def out_title(how: str, paid: int, credit_short: bool = False) -> str:
    """Why a player is out, in words, with what it cost."""
    if how == st.FOLDED:
        return tr("goblin_poker", "folded ({n})").format(n=chips(paid))
    if how == st.PAIRED:
        return tr("goblin_poker", "out on a pair ({n})").format(n=chips(paid))
    return tr("goblin_poker", "left the table")


def names(seq) -> str:
    return tr("goblin_poker", ", ").join(seq)


def stack_words(stack, pitched: bool = False) -> str:
    """An active seat's line: its face-up stack low to high, e.g. "stack 3-5-9", and "pitched"."""
    text = tr("goblin_poker", "stack {cards}").format(cards="-".join(map(str, stack))) if stack else ""
    if pitched:
        text = tr("goblin_poker", "{text}, pitched").format(text=text) if text else tr("goblin_poker", "pitched")
    return text
