"""Every chip movement of Kinola (§4): the round start (R2, R3), the end of a round (S1 the
Kinola, S2 the points, S3 the penalties), the end of the game and the split (§5, D9), a leaver (§9).

Payments run on a Purse in the settlement order of §3; a payment larger than the payer's chips
takes all they have, the rest is forgiven and the payer is bankrupt (row 15, D7, D8). Each
function returns the next state and the transfers, and records the movements in the state so
that the views can show them.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tableapp.core.ledger import POT, Purse, Transfer
from tableapp.games.common.seats import clockwise, left_of

from . import state as st
from .deck import CLASS_PENALTY, KINOLA_CLASS
from .state import State, replace

PENALTY_AMOUNT = {"KN-C6": 2, "KN-C7": 10}


class Payer:
    """A Purse that caps each payment at the payer's chips, marks a short payer bankrupt
    (D7, row 15) and keeps a public record of each payment: what was owed and what was paid."""

    def __init__(self, bal: dict[str, int], bankrupt: tuple[str, ...]):
        self.purse = Purse(bal)
        self.bankrupt = list(bankrupt)
        self.record: list[dict[str, Any]] = []

    def pay(self, src: str, dst: str, owed: int, reason: str) -> int:
        paid = self.purse.pay_capped(src, dst, owed, reason)
        if paid < owed and src != POT and src not in self.bankrupt:
            self.bankrupt.append(src)
        if owed:
            self.record.append({"from": src, "to": dst, "owed": owed, "amount": paid, "reason": reason})
        return paid

    def chips(self, account: str) -> int:
        return self.purse.balances[account]


# -- R2, R3: the start of a round -------------------------------------------------------------------

def start_payments(s: State) -> Payer:
    """R2 (antes, none in overtime) and R3 (penalties owed), from the dealer's left, the dealer
    last; H1 pays the penalties before the ante test."""
    pay = Payer(s.bal, s.bankrupt)
    order = s.from_left()
    dealer = s.dealer

    def antes() -> None:
        if s.round + 1 > s.cfg.rounds:  # row 5: no ante in overtime
            return
        if pay.chips(POT) == 0:
            for p in order:
                if p == dealer:
                    pay.pay(p, POT, 10, "KN-C3")
                else:
                    pay.pay(p, POT, 5, "KN-C2")
        else:
            pay.pay(dealer, POT, 5, "KN-C4")

    def penalties() -> None:
        for p in order:
            reason = s.owed.get(p)
            if reason:
                pay.pay(p, POT, PENALTY_AMOUNT[reason], reason)

    if s.opts.penalties_before_ante:  # H1
        penalties()
        antes()
    else:  # D5
        antes()
        penalties()
    return pay


def begin_round(s: State) -> tuple[State, list[Transfer]]:
    """R2, R3 for the round about to be dealt. A player who cannot pay is bankrupt: the round is
    still played and the game ends after it (D10), or at once under H2."""
    pay = start_payments(s)
    went = tuple(p for p in pay.bankrupt if p not in s.bankrupt)
    s = replace(s, bal=pay.purse.balances, bankrupt=tuple(pay.bankrupt), owed={}, round=s.round + 1,
                opening={"round": s.round + 1, "dealer": s.dealer, "payments": list(pay.record),
                         "bankrupt": list(went)})
    if went and s.opts.bankrupt_ends_at_once:  # H2
        return finish_split(s, pay, st.AT_ONCE), pay.purse.transfers
    if went:
        s = replace(s, ends=True)  # D10
    return replace(s, dealt_by=s.dealer), pay.purse.transfers


# -- S1-S3: the end of a round ------------------------------------------------------------------------

@dataclass(frozen=True)
class Facts:
    """What a round produced: per seat the reserved card's class (and its words: a card's label,
    or None when only the class is known), points and tricks; the Kinola's holder and taker
    (None when it was reserved); the last trick (digital)."""

    reserved: dict[str, str]
    cards: dict[str, str | None]
    points: dict[str, int]
    tricks: dict[str, int]
    holder: str | None
    taker: str | None
    last_trick: tuple[tuple[str, str], ...] = ()


def round_winner(order: tuple[str, ...], points: dict[str, int], tricks: dict[str, int]) -> str:
    """R9: the fewest points, then the fewest tricks, then first from the dealer's left."""
    return min(order, key=lambda p: (points[p], tricks[p], order.index(p)))


def settle(s: State, f: Facts) -> tuple[State, list[Transfer]]:
    """S1, S2, S3 and R12: book the round and decide what comes next."""
    pay = Payer(s.bal, s.bankrupt)
    order = s.from_left()
    kinola: dict[str, Any]
    taken = False
    if f.holder is None:  # R7: reserved, neither effect
        kinola = {"reserved_by": next(p for p, c in f.reserved.items() if c == KINOLA_CLASS), "pot": pay.chips(POT)}
    else:
        pot = pay.chips(POT)
        kinola = {"holder": f.holder, "taker": f.taker, "pot": pot}
        if f.holder == f.taker:  # row 8: the pot doubles
            kinola["paid"] = pay.pay(f.holder, POT, pot, "KN-C8")
        else:  # row 9: the holder takes the whole pot
            pay.pay(POT, f.holder, pot, "KN-C9")
            taken = True
    winner = round_winner(order, f.points, f.tricks)
    for p in order:  # S2, row 10
        if p != winner:
            pay.pay(p, winner, f.points[p], "KN-C10")
    penalties = {p: CLASS_PENALTY[c][0] for p, c in f.reserved.items() if c in CLASS_PENALTY}
    last = {
        "round": s.round, "dealer": s.dealer, "overtime": s.overtime, "winner": winner,
        "reserved": dict(f.cards), "classes": dict(f.reserved), "points": dict(f.points), "tricks": dict(f.tricks),
        "kinola": kinola, "last_trick": [list(t) for t in f.last_trick], "owed": {},
    }
    end = None
    short = any(PENALTY_AMOUNT[r] > pay.chips(p) for p, r in penalties.items() if p != f.holder)
    if not pay.bankrupt and not s.ends and taken and s.round >= s.cfg.rounds and not short:
        for p in order:  # §5.1, §5.2: the pot was taken; row 11 (D19: unless a penalty cannot be paid)
            if p in penalties and p != f.holder:
                pay.pay(p, f.holder, PENALTY_AMOUNT[penalties[p]], "KN-C11")
        end = st.POT_TAKEN
    final = taken and s.round >= s.cfg.rounds  # D19: a short penalty there is a bankruptcy
    capped = (not taken and s.opts.overtime_cap is not None
              and s.round - s.cfg.rounds >= s.opts.overtime_cap)  # H6
    if end is None and (pay.bankrupt or s.ends or capped or final):
        for p in order:  # S3, row 12: every penalty of this round into the pot
            if p in penalties:
                pay.pay(p, POT, PENALTY_AMOUNT[penalties[p]], "KN-C12")
        end = st.BANKRUPT if pay.bankrupt or s.ends else st.CAP
    elif end is None:
        last["owed"] = {p: PENALTY_AMOUNT[r] for p, r in penalties.items()}
    last["payments"] = list(pay.record)
    s = replace(s, bal=pay.purse.balances, bankrupt=tuple(pay.bankrupt), rnd=None, last=last, opening=None)
    if end == st.POT_TAKEN:
        return replace(s, phase=st.OVER, end=end), pay.purse.transfers
    if end is not None:
        return finish_split(s, pay, end), pay.purse.transfers
    return replace(s, phase=st.DEAL, owed=penalties, dealer=left_of(s.seats, s.dealer)), pay.purse.transfers


# -- D9: the split, §9: a leaver, CORE-E1: the table ends the game ---------------------------------------

def split_pot(s: State, pay: Payer, among: tuple[str, ...], reason: str = "KN-C13") -> dict[str, Any]:
    """D9: equal whole shares for the non-bankrupt players (everyone when all are bankrupt, §9);
    the whole remainder to the richest of them just before the split, ties first from the
    dealer's left (row 14)."""
    order = tuple(p for p in clockwise(s.seats, left_of(s.seats, s.dealer)) if p in among) if s.dealer else among
    takers = [p for p in order if p not in pay.bankrupt] or list(order)
    pot = pay.chips(POT)
    if not takers or not pot:
        return {"pot": pot, "share": 0, "takers": takers, "remainder": 0, "richest": None}
    richest = min(takers, key=lambda p: (-pay.chips(p), takers.index(p)))
    share = pay.purse.split(POT, takers, reason, richest, "KN-C14")
    for p in takers:
        pay.record.append({"from": POT, "to": p, "owed": share, "amount": share, "reason": reason})
    rest = pot - share * len(takers)
    if rest:
        pay.record.append({"from": POT, "to": richest, "owed": rest, "amount": rest, "reason": "KN-C14"})
    return {"pot": pot, "share": share, "takers": takers, "remainder": rest, "richest": richest}


def finish_split(s: State, pay: Payer, end: str, among: tuple[str, ...] | None = None,
                 reason: str = "KN-C13") -> State:
    """The game ends with the pot split (§5.3, D9, H2, H6, §9)."""
    among = s.seats if among is None else among
    split = split_pot(s, pay, among, reason)
    split["payments"] = list(pay.record)
    return replace(s, bal=pay.purse.balances, bankrupt=tuple(pay.bankrupt), phase=st.OVER, end=end, split=split,
                   rnd=None, owed={})


def stop_game(s: State, leaver: str | None) -> tuple[State, list[Transfer]]:
    """§9 (a leaver) and CORE-E1 (the table ends the game): a dealt hand is void; penalties still
    owed go into the pot first (as row 12), as far as each payer's chips allow; the pot is split
    among the players still at the table (D9)."""
    pay = Payer(s.bal, s.bankrupt)
    order = s.from_left() if s.dealer else s.seats
    for p in order:
        reason = s.owed.get(p)
        if reason:
            pay.pay(p, POT, PENALTY_AMOUNT[reason], "KN-C12")
    among = tuple(p for p in s.seats if p != leaver and p not in s.left)
    left = s.left + ((leaver,) if leaver else ())
    s = replace(s, left=left, opening=None)
    end, reason = (st.LEFT, "KN-C13") if leaver else (st.EARLY, "CORE-E1")
    return finish_split(s, pay, end, among, reason), pay.purse.transfers
