"""Chip movements of Part B (B.4, G-C1 ... G-C7) and the end of a game (GR12, GR14, CORE-E1).

Every chip moves on a ``Purse`` with its G-C id as the reason. With credit (H10, D24) a payer
pays in full and may go below 0 (G-C7: one transfer, no bank movement); without it they pay
what they have and the rest is waived.
"""
from __future__ import annotations

from tableapp.core.ledger import POT, Purse, Transfer

from .state import CARRY_GOBLIN, OVER, State, replace


def purse(s: State) -> Purse:
    return Purse(s.bal, allow_negative=frozenset(s.seats) if s.opts.credit else frozenset())


def charge(p: Purse, s: State, who: str, amount: int, reason: str) -> int:
    """``who`` pays ``amount`` into the pot: in full on credit (G-C7), else what they have (D24)."""
    if s.opts.credit:
        return p.pay(who, POT, amount, reason)
    return p.pay_capped(who, POT, amount, reason)


def antes(s: State, players) -> tuple[dict[str, int], list[Transfer]]:
    """G-C1: every player antes (H8); the last game's odd chips join the pot (G-C6, D11)."""
    p = purse(s)
    for name in players:
        charge(p, s, name, s.opts.ante, "G-C1")
    p.pay(CARRY_GOBLIN, POT, p.balances.get(CARRY_GOBLIN, 0), "G-C6")
    return p.balances, p.transfers


def win(s: State) -> tuple[State, list[Transfer]]:
    """GR12 / G-C4: the one active player left takes the whole pot at once."""
    (winner,) = s.active
    p = purse(s)
    pot = p.balances[POT]
    p.pay(POT, winner, pot, "G-C4")
    return finished(s, p, winner=winner, won=pot), p.transfers


def split(s: State) -> tuple[State, list[Transfer]]:
    """GR14 / G-C5, G-C6: after round 5 the survivors share the pot, floor(pot / k) each; the
    remainder waits for the next Goblin Poker game."""
    p = purse(s)
    share = p.split(POT, list(s.active), "G-C5", CARRY_GOBLIN, "G-C6")
    return finished(s, p, sharers=s.active, won=share), p.transfers


def end_early(s: State) -> tuple[State, list[Transfer]]:
    """CORE-E1: the table ends the game; the players still in share the pot, the remainder is
    carried to the next Goblin Poker game (CORE-E1c)."""
    p = purse(s)
    share = p.split(POT, list(s.active), "CORE-E1", CARRY_GOBLIN, "CORE-E1c")
    return finished(s, p, ended_early=True, won=share), p.transfers


def finished(s: State, p: Purse, **changes) -> State:
    return replace(s, bal=p.balances, phase=OVER, queue=(), receivers=(), tie=None, **changes)
