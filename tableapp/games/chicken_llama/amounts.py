"""The amounts of a round (CL-R1, D11): the increase switches on when few players remain."""
from __future__ import annotations

from dataclasses import dataclass


def raise_at(n0: int) -> int:
    """The remaining count from which every payment costs 1 more (CL-R1)."""
    return 3 if n0 == 5 else 2


def increase(n0: int, remaining: int) -> int:
    """inc of CL-R1: 1 once ``remaining`` is at or below the threshold for ``n0`` players."""
    return 1 if remaining <= raise_at(n0) else 0


@dataclass(frozen=True, slots=True)
class Amounts:
    inc: int
    S: int  # stake (CL-R4, CL-R3)
    V: int  # wrong-vote payment (CL-R11)
    F: int  # survivor payment (CL-R5b)
    W: int  # withdrawal cost (CL-R9.3; 3+inc with CL-H3)

    def to_json(self) -> dict[str, int]:
        return {"inc": self.inc, "S": self.S, "V": self.V, "F": self.F, "W": self.W}


def amounts(n0: int, remaining: int, withdraw_costs_extra: bool = False) -> Amounts:
    inc = increase(n0, remaining)
    return Amounts(inc, 1 + inc, 1 + inc, 1 + inc, (3 if withdraw_costs_extra else 2) + inc)


def withdrawal(contribution: int, W: int) -> tuple[int, int]:
    """(forfeited, returned) for a withdrawal: W at most the contribution (CL-D9, CL-C8)."""
    forfeit = min(W, contribution)
    return forfeit, contribution - forfeit
