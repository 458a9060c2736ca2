"""The 26 bills (CL-S3), their marks (CL-R7, §7.3) and the pile (§7.1).

A bill's identity (0-25) is hidden and permanent: it only links a bill to its animal and its
marks, and never reaches a view. Ids 20-25 are the six minority bills: chickens, or llamas
under the role swap (CL-H1, D18).
"""
from __future__ import annotations

from tableapp.core.i18n import per_language, tr

BILLS = 26
MINORITY = 6  # 6 chickens (CL-S3); 6 llamas with H1
MAJORITY = BILLS - MINORITY
CHICKEN = "chicken"
LLAMA = "llama"

# §7.3: 4 corner folds, 2 creases, 9 dots on a 3x3 grid (row by row).
SLOTS: tuple[str, ...] = ("tl", "tr", "bl", "br", "h", "v",
                          "d1", "d2", "d3", "d4", "d5", "d6", "d7", "d8", "d9")
SLOT_BIT = {slot: 1 << i for i, slot in enumerate(SLOTS)}
NO_MARKS: tuple[int, ...] = (0,) * BILLS


def animal(bill: int, role_swap: bool) -> str:
    """The animal side of a bill (CL-S3, CL-H1)."""
    minority = bill >= MAJORITY
    if role_swap:
        return LLAMA if minority else CHICKEN
    return CHICKEN if minority else LLAMA


def bust_animal(role_swap: bool) -> str:
    """The animal that makes a hand bust: a chicken, or a llama with the role swap (CL-H1)."""
    return LLAMA if role_swap else CHICKEN


def slot_names(mask: int) -> list[str]:
    """The marks on a bill's common side, always in the same order (never by bill)."""
    return [slot for slot in SLOTS if mask & SLOT_BIT[slot]]


def mask_of(slots: list[str]) -> int:
    mask = 0
    for slot in slots:
        mask |= SLOT_BIT[slot]
    return mask


def mark_count(mask: int) -> int:
    return bin(mask).count("1")


def _slot_titles() -> dict[str, str]:
    titles = {
        "tl": tr("chicken_llama", "top-left corner fold"),
        "tr": tr("chicken_llama", "top-right corner fold"),
        "bl": tr("chicken_llama", "bottom-left corner fold"),
        "br": tr("chicken_llama", "bottom-right corner fold"),
        "h": tr("chicken_llama", "horizontal crease"),
        "v": tr("chicken_llama", "vertical crease"),
    }
    dot = tr("chicken_llama", "dot {n}")
    titles.update({slot: dot.format(n=slot[1:]) for slot in SLOTS if slot.startswith("d")})
    return titles


_titles = per_language(_slot_titles)  # every mark a seat may add is named on every click (CL-R7)


def slot_title(slot: str) -> str:
    """How a slot is called on screen."""
    titles = _titles()
    return titles[slot] if slot in titles else tr("chicken_llama", "dot {n}").format(n=slot[1:])


def animal_title(name: str, n: int = 1) -> str:
    if name == CHICKEN:
        return tr("chicken_llama", "chicken") if n == 1 else tr("chicken_llama", "chickens")
    return tr("chicken_llama", "llama") if n == 1 else tr("chicken_llama", "llamas")


def check_pile(pile: list[int] | tuple[int, ...]) -> str | None:
    """Why ``pile`` is not an order of the 26 bills, or None if it is."""
    if len(pile) != BILLS or sorted(pile) != list(range(BILLS)):
        return tr("chicken_llama", "A shuffled pile holds each of the 26 bills (0-25) exactly once.")
    return None
