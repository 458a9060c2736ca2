"""The one chip ledger: every chip that moves is a Transfer between two accounts.

Accounts are player names, ``POT`` (or another pot named ``#pot:...``) and ``BANK``.
The bank is outside every game: chips enter play only by a buy-in from the bank and
leave only by a cash-out (or a rule that returns them, e.g. a leaver's chips under a
house option). Player names never start with ``#``, so they cannot clash with these.
"""
from __future__ import annotations

from typing import NamedTuple

from .errors import TableError

BANK = "#bank"
POT = "#pot"
# Chips a game leaves for a later one (a split's remainder): they wait here, across games, until a
# game that takes them starts; no game's opening cashes them out.
CARRY = "#pot:carry"


def is_pot(account: str) -> bool:
    return account.startswith(POT)


def is_carry(account: str) -> bool:
    return account.startswith(CARRY)


class Transfer(NamedTuple):  # a tuple: made on most showdowns of a long night, at a third of a dataclass's cost
    src: str
    dst: str
    amount: int
    reason: str  # the rule id that moved the chips, e.g. "LD-C2"; words come from describe()

    def to_json(self) -> dict:
        return {"from": self.src, "to": self.dst, "amount": self.amount, "reason": self.reason}


class LedgerError(TableError):
    """Chips did not add up: a bug in an engine, never a player's fault."""


class Purse:
    """Balances being changed by one action; records a Transfer for every move.

    Engines use it so that the balances in their state and the transfers they
    report can never disagree.
    """

    __slots__ = ("balances", "transfers", "allow_negative")

    def __init__(self, balances: dict[str, int], allow_negative: frozenset[str] = frozenset()):
        self.balances = dict(balances)
        self.transfers: list[Transfer] = []
        self.allow_negative = allow_negative

    def pay(self, src: str, dst: str, amount: int, reason: str) -> int:
        """Move ``amount`` chips; returns the amount moved (0 moves nothing and records nothing)."""
        if amount < 0:
            raise LedgerError(f"negative transfer {src}->{dst} {amount}")
        if amount == 0:
            return 0
        if src != BANK:
            left = self.balances.get(src, 0) - amount
            if left < 0 and src not in self.allow_negative:
                raise LedgerError(f"{src} cannot pay {amount}: has {self.balances.get(src, 0)}")
            self.balances[src] = left
        if dst != BANK:
            self.balances[dst] = self.balances.get(dst, 0) + amount
        self.transfers.append(Transfer(src, dst, amount, reason))
        return amount

    def pay_capped(self, src: str, dst: str, amount: int, reason: str) -> int:
        """Pay at most what ``src`` has (a cap rule); returns what was paid."""
        return self.pay(src, dst, max(0, min(amount, self.balances.get(src, 0))), reason)

    def split(self, src: str, payees: list[str], reason: str, remainder_to: str | None = None,
              remainder_reason: str | None = None, amount: int | None = None) -> int:
        """The equal split: each payee gets floor(amount / k) from ``src`` (all it holds by
        default); the remainder goes to ``remainder_to`` (or stays in ``src``). Returns each share."""
        total = self.balances.get(src, 0) if amount is None else amount
        if not payees:
            return 0
        share = total // len(payees)
        for p in payees:
            self.pay(src, p, share, reason)
        if remainder_to is not None and remainder_to != src:
            self.pay(src, remainder_to, total - share * len(payees), remainder_reason or reason)
        return share


def check_transfers(before: dict[str, int], after: dict[str, int], transfers: list[Transfer]) -> None:
    """Assert that ``after`` is exactly ``before`` with ``transfers`` applied (conservation)."""
    expected = dict(before)
    for t in transfers:
        if t.amount <= 0:
            raise LedgerError(f"transfer of {t.amount} chips: {t}")
        if t.src != BANK:
            expected[t.src] = expected.get(t.src, 0) - t.amount
        if t.dst != BANK:
            expected[t.dst] = expected.get(t.dst, 0) + t.amount
    keys = set(expected) | set(after)
    bad = {k: (expected.get(k, 0), after.get(k, 0)) for k in keys if expected.get(k, 0) != after.get(k, 0)}
    if bad:
        raise LedgerError(f"chips do not add up (expected, found): {bad}")


def bank_flow(transfers: list[Transfer]) -> int:
    """Chips that entered play from the bank minus chips returned to it."""
    return sum(t.amount for t in transfers if t.src == BANK) - sum(t.amount for t in transfers if t.dst == BANK)
