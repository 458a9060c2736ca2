"""The cards outside the stacks and score cards: the deck and the discard pile (PR10, D5), and
the impossibility checks of a reported card (A.6).

Digital mode knows every card (``deck``, ``discard``); physical mode keeps only the counts and
the values discarded face up since the last (re)shuffle, which is all the checks need.
"""
from __future__ import annotations

from tableapp.core.errors import InputError, RuleError
from tableapp.core.i18n import tr

from .state import BURN, CARD, NO_CARDS, SHUFFLE, State, add, replace


def burn_count(cards: int) -> int:
    """D5: burn 5, or none when the pile holds 5 or fewer."""
    return BURN if cards > BURN else 0


def need_card(s: State) -> State:
    """A card is due for ``s.need[0]``: when the deck is out, the discard pile is shuffled first
    (PR10): by the app in digital mode, by the table in physical mode, where the app only says so."""
    if s.deck_count:
        return replace(s, phase=CARD)
    if not s.discard_count:  # every card is in a stack or scored: callers make sure this never happens
        raise AssertionError("no card left to deal")
    if s.mode == "digital":
        return replace(s, phase=SHUFFLE)
    n = s.discard_count
    burned = burn_count(n)
    return replace(s, phase=CARD, deck_count=n - burned, discard_count=burned, seen_out=NO_CARDS,
                   shuffle_note=(n, burned), reshuffles=s.reshuffles + 1)


def shuffle(s: State, order: list[int]) -> State:
    """Digital: the app's shuffle, ``order`` top first: the cards outside stacks and score cards at
    the game's start, the discard pile when the deck is out (PR10). The top 5 are burned (D5)."""
    cards = list(s.discard) if s.discard else outside(s)  # a reshuffle always has the burned cards
    if sorted(order) != sorted(cards):
        raise InputError(tr("pairs", "A shuffle holds exactly the {n} cards being shuffled, in any order.").format(
            n=len(cards)))
    burned = burn_count(len(order))
    deck, pile = tuple(order[burned:]), tuple(order[:burned])
    return replace(s, phase=CARD, deck=deck, deck_count=len(deck), discard=pile, discard_count=len(pile),
                   seen_out=NO_CARDS, reshuffles=s.reshuffles + (1 if s.discard else 0))


def outside(s: State) -> list[int]:
    """The cards of the deck that are neither in a stack nor scored (digital game start)."""
    out = []
    for v in range(1, 11):
        out += [v] * (v - sum(c.count(v) for c in s.scores.values()) - sum(c.count(v) for c in s.stacks.values()))
    return out


def take(s: State, value: int, receiver: str) -> State:
    """The next card leaves the deck: in digital mode the app's top card; in physical mode the
    value reported, refused when it cannot be true (A.6)."""
    if s.mode == "digital":
        if not s.deck or s.deck[0] != value:
            raise InputError(tr("pairs", "The app deals the top card of its deck, not a {v}.").format(v=value))
        return replace(s, deck=s.deck[1:], deck_count=s.deck_count - 1, shuffle_note=None, tie_discard=None,
                       tie_by_seat=False)
    check(s, value, receiver)
    return replace(s, deck_count=s.deck_count - 1, shuffle_note=None, tie_discard=None, tie_by_seat=False)


def check(s: State, v: int, receiver: str) -> None:
    """A.6's impossibility checks for one reported card."""
    if not 1 <= v <= 10:
        raise InputError(tr("pairs", "A Pairs card is a value from 1 to 10, not {v}.").format(v=v))
    if v == 1 and 1 in s.stacks[receiver]:
        raise InputError(tr("pairs", "A pair of 1s is impossible: the deck has only one 1."))
    if s.known(v) < v:
        return
    if v == 1:
        raise InputError(tr("pairs", "The deck has only one 1, and it is already seen ({where}).").format(
            where=where_seen(s, v)))
    raise InputError(tr("pairs", "The deck has only {v} {v}s, and all of them are already seen ({where}).").format(
        v=v, where=where_seen(s, v)))


def where_seen(s: State, v: int) -> str:
    parts = []
    held = sum(c.count(v) for c in s.stacks.values())
    scored = sum(c.count(v) for c in s.scores.values())
    if held:
        parts.append(tr("pairs", "{n} in stacks").format(n=held))
    if scored:
        parts.append(tr("pairs", "{n} scored").format(n=scored))
    if s.seen_out[v]:
        parts.append(tr("pairs", "{n} discarded since the last shuffle").format(n=s.seen_out[v]))
    return tr("pairs", ", ").join(parts)


def discard(s: State, values) -> State:
    """Cards go face up onto the discard pile (PR3 paired tie card, PR6, PR8)."""
    values = tuple(values)
    changes = {"discard_count": s.discard_count + len(values), "seen_out": add(s.seen_out, values)}
    if s.mode == "digital":
        changes["discard"] = s.discard + values
    return replace(s, **changes)


def no_card_for_hit(s: State) -> RuleError:
    return RuleError("E1", tr("pairs", "The deck and the discard pile are both empty: {name} must fold.").format(
        name=s.turn))
