"""Small pieces of player-facing wording shared by describe(), the summary and the views."""
from __future__ import annotations

from tableapp.core.i18n import tr

from . import state as st


def chips(n: int) -> str:
    if n == 1:
        return tr("yuck_chick", "1 chip")
    return tr("yuck_chick", "{n} chips").format(n=n)


def cards(n: int) -> str:
    if n == 1:
        return tr("yuck_chick", "1 card")
    return tr("yuck_chick", "{n} cards").format(n=n)


def card_list(values) -> str:
    return " ".join(str(v) for v in values)


def pairs_text(values) -> str:
    """R12 in words, a whole sentence per case (no plural built by appending "s", which no other
    language can translate): "a pair of 7s", "pairs of 7s and 8s", "pairs of 2, 7 and 8"."""
    values = list(values)
    if len(values) == 1:
        return tr("yuck_chick", "a pair of {v}s").format(v=values[0])
    if len(values) == 2:
        return tr("yuck_chick", "pairs of {a}s and {b}s").format(a=values[0], b=values[1])
    return tr("yuck_chick", "pairs of {values} and {last}").format(
        values=tr("yuck_chick", ", ").join(str(v) for v in values[:-1]), last=values[-1])


def streak_text(k: int, m: int) -> str:
    """R10 as the table sees it: "1 of 3"."""
    return tr("yuck_chick", "{k} of {m}").format(k=k, m=m)


def phase_title(phase: str) -> str:
    return {
        st.DEAL: tr("yuck_chick", "Ante and deal"),
        st.STARTER: tr("yuck_chick", "Choosing the start player"),
        st.TURN: tr("yuck_chick", "Turns"),
        st.FLIP: tr("yuck_chick", "Yuck: the card is turned up"),
        st.REVEAL: tr("yuck_chick", "Showdown"),
        st.OVER: tr("yuck_chick", "Game over"),
    }[phase]


def out_title(how: str) -> str:
    return {
        st.OUT_YUCK: tr("yuck_chick", "out: Yuck pair"),
        st.OUT_DOWN: tr("yuck_chick", "out: Down"),
        st.OUT_SHOWDOWN: tr("yuck_chick", "out: pair at showdown"),
        st.OUT_LEFT: tr("yuck_chick", "left"),
    }[how]
