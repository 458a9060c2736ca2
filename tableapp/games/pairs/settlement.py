"""PR11-PR14: the chips that move when a game ends (A.4: A-C1 to A-C6). Nothing moves during rounds.

The pot of Part A is the carry account itself (D7): a Tacoma or Olympia loser pays into it, the
lowest scores share all of it, and the remainder simply stays there for the next Pairs game.
"""
from __future__ import annotations

from tableapp.core.ledger import Purse, Transfer
from tableapp.games.common.seats import clockwise, left_of

from .state import CARRY, LOST, OVER, State, replace


def receivers(s: State, loser: str) -> list[str]:
    """Everyone but the loser, clockwise from the loser's left (the order a broke loser pays in, D8)."""
    return [p for p in clockwise(s.seats, left_of(s.seats, loser)) if p != loser and p not in s.left]


def lowest(s: State, loser: str) -> tuple[int, list[str]]:
    """PR13: the lowest score among the other players, and who has it (k players share)."""
    others = receivers(s, loser)
    low = min(s.score(p) for p in others)
    return low, [p for p in s.seats if p in others and s.score(p) == low]


def owed(s: State, loser: str) -> int:
    """What the loser owes in all: n - 1 (Seattle), S (Tacoma) or D (Olympia; E6: the full score counts)."""
    o = s.opts
    if o.betting == "seattle":
        return len(receivers(s, loser))
    if o.betting == "tacoma":
        return o.tacoma_stake
    low, _ = lowest(s, loser)
    return max(0, s.score(loser) - low)  # H7: a leaver need not be above the lowest score


def settle(s: State, loser: str) -> tuple[State, list[Transfer]]:
    """The game is over and ``loser`` lost: pay per the betting rule (H1)."""
    o = s.opts
    purse = Purse(s.bal, allow_negative=frozenset(s.seats) if o.credit else frozenset())
    if o.betting == "seattle":
        for p in receivers(s, loser):  # A-C1
            pay(purse, loser, p, 1, "A-C1", o.credit)
    else:
        pay(purse, loser, CARRY, owed(s, loser), "A-C2" if o.betting == "tacoma" else "A-C3", o.credit)
        _, shares = lowest(s, loser)
        purse.split(CARRY, shares, "A-C4")  # A-C5: the remainder stays in the pot
    state = replace(s, bal=purse.balances, phase=OVER, loser=loser, ended=LOST, turn=None, need=(),
                    payout=tuple(purse.transfers))
    return state, purse.transfers


def pay(purse: Purse, src: str, dst: str, amount: int, reason: str, credit: bool) -> int:
    """One payment of A-C1..A-C3. Credit on: in full, as A-C6 when the payer holds less (their balance
    goes below zero; the bank advances the shortfall at the table). Credit off: what they have (D8)."""
    have = purse.balances[src]
    if credit:
        return purse.pay(src, dst, amount, "A-C6" if have < amount else reason)
    return purse.pay_capped(src, dst, amount, reason)


def before_payout(s: State) -> dict[str, int]:
    """The balances just before the payout (the state keeps only those after it)."""
    bal = dict(s.bal)
    for t in s.payout:
        bal[t.src] += t.amount
        bal[t.dst] -= t.amount
    return bal
