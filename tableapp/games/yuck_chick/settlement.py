"""Chip movements of §4 and the end of a round (R9, R13-R15, E2).

Every chip moves on a Purse with the rule that moves it as the reason: YCKD-R1 ante, YCKD-R5
Yuck pair, YCKD-R6 Chick, YCKD-R8 Down, YCKD-R12 showdown pairs, YCKD-R15 the pot to the
round winner. A forced payment larger than the payer's chips takes all of them; the rest is
a shortfall (D7), only recorded, and it ends the game after the round (E2a).
"""
from __future__ import annotations

from collections import Counter

from tableapp.core.ledger import POT, Purse

from . import state as st
from .state import Round, State, replace


def pair_penalty(cards) -> int:
    """YCKD-R12, D4: each value that appears two or more times is paid once (7 7 8 8 8 10: 15)."""
    return sum(v for v, k in Counter(cards).items() if k >= 2)


def pairs_in(cards) -> list[int]:
    return sorted(v for v, k in Counter(cards).items() if k >= 2)


def charge(purse: Purse, who: str, amount: int, reason: str) -> tuple[int, int]:
    """Pay ``amount`` to the pot, capped at what ``who`` has: (paid, shortfall) (D7, H3)."""
    paid = purse.pay_capped(who, POT, amount, reason)
    return paid, amount - paid


def with_shortfall(r: Round, who: str, short: int) -> Round:
    if not short:
        return r
    return replace(r, shortfall={**r.shortfall, who: r.shortfall.get(who, 0) + short})


def finish_round(s: State, r: Round, purse: Purse, winner: str | None, how: str) -> State:
    """E1, R15: the winner takes the whole pot; then the game-end check E2."""
    won = purse.pay(POT, winner, purse.balances[POT], "YCKD-R15") if winner is not None else 0
    # §9 "everyone eliminated" cannot happen (E1); were it to, the pot would wait for the next round
    r = replace(r, winner=winner, how=how, pot_won=won, turn=None)
    bal = purse.balances
    shortfalls = s.shortfalls + tuple((r.no, p, n) for p, n in r.shortfall.items())
    played = s.rounds_played + 1
    s = replace(s, bal=bal, rnd=r, rounds_played=played, shortfalls=shortfalls,
                next_starter=winner if winner is not None else s.next_starter)
    ended = game_end(s)
    if ended:
        return replace(s, phase=st.OVER, ended_by=ended)
    return replace(s, phase=st.DEAL)


def game_end(s: State) -> str | None:
    """E2 (run after the pot is paid): the rule that ends the game, or None to play on."""
    if len(s.players) < 2:
        return "§9"
    if s.rnd is not None and s.rnd.shortfall:
        return "E2a"
    if any(s.bal[p] == 0 for p in s.players):
        return "E2b"
    n = s.opts.rounds
    if n is not None and s.rounds_played >= n:
        if s.opts.tiebreak_rounds and top_tied(s):
            return None  # H6: one more round
        return "E2c"
    return None


def top_tied(s: State) -> bool:
    best = max(s.bal[p] for p in s.players)
    return sum(1 for p in s.players if s.bal[p] == best) > 1
