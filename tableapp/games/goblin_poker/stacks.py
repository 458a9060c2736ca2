"""The lowest stack (GR3), the full-tie break (GR4, D13-D15, D23) and the fold cost (GR8, D17).

Whenever the lowest stack must be known (a round's first turn, GR6; a deal's first card, GR10)
``settle_lowest`` finds it, or starts drawing tie-break cards; once it is known the round's
turns or the deal begin from it.
"""
from __future__ import annotations

from tableapp.games.common.seats import clockwise, left_of

from .state import DEALING, FOR_ROUND, INF, TIE, TURNS, State, Tie, counts, replace


def stack_key(stack: tuple[int, ...]) -> tuple[int, ...]:
    """GR3/D16: the values low to high, then "no card", higher than any: 2-3-6 is below 2-3."""
    return tuple(sorted(stack)) + (INF,)


def lowest_of(s: State, players) -> list[str]:
    """The players among ``players`` whose stacks are lowest (several: a full tie), seat order."""
    keys = {p: stack_key(s.stacks.get(p, ())) for p in players}
    low = min(keys.values())
    return [p for p in s.seats if p in keys and keys[p] == low]


def lowest_now(s: State) -> str | None:
    """The owner of the lowest active stack, None while none is face up or the lowest is tied."""
    if not any(s.stacks.get(p) for p in s.active):
        return None
    low = lowest_of(s, s.active)
    return low[0] if len(low) == 1 else None


def draw_order(s: State, players) -> tuple[str, ...]:
    """D2/D15: clockwise from the dealer's left (the dealer's seat marks it even if they left)."""
    return tuple(clockwise(s.seats, left_of(s.seats, s.dealer), among=set(players)))


def fold_cost(s: State, who: str) -> int:
    """GR8/D17: the lowest face-up card of every active stack, the folder's own included
    (H12: the others' only); 0 before any card is face up (D25)."""
    others_only = s.opts.fold_cost_others_only
    low = [min(st) for p, st in s.stacks.items() if st and p in s.active and not (others_only and p == who)]
    return min(low) if low else 0


# -- GR4: finding the lowest stack ---------------------------------------------------------------

def settle_lowest(s: State, purpose: str) -> State:
    """GR6/GR10: the lowest active stack starts the round's turns or the deal; a full tie is
    broken with cards from the deck first (GR4)."""
    tied = lowest_of(s, s.active)
    if len(tied) == 1:
        return begin(s, purpose, tied[0])
    group = draw_order(s, tied)
    return ready_to_draw(replace(s, phase=TIE, tie=Tie(purpose, group, group, {})))


def begin(s: State, purpose: str, first: str) -> State:
    """GR6: the turns go clockwise from ``first`` (D18); GR10: the deal does (D19)."""
    order = tuple(clockwise(s.seats, first, among=set(s.active)))
    if purpose == FOR_ROUND:
        return replace(s, phase=TURNS, tie=None, first=first, queue=order, pitchers=(), pitches={})
    return replace(s, phase=DEALING, tie=None, receivers=order, deal_from=first, deal_log=(), deal_round=s.round)


def usable(s: State, drawer: str) -> bool:
    """D23: can a card that does not pair be drawn for ``drawer`` (now, or after shuffling the
    out-of-play cards in)? Digital: the real cards. Physical: any value not all seen yet."""
    stack = set(s.stacks[drawer])
    if s.mode == "digital":
        return bool(s.deck) or any(v not in stack for v in s.pool)
    if s.deck_count:
        seen = s.seen
    elif s.pool_count:
        seen = counts(c for p in s.active for c in s.stacks[p])  # after the reshuffle (B.6)
    else:
        return False
    return any(seen[v] < v for v in range(1, 11) if v not in stack)


def ready_to_draw(s: State) -> State:
    """The next tie-break card is due, unless no card can break the tie any more (D23)."""
    if usable(s, s.tie.pending[0]):
        return s
    t = s.tie
    low = lowest_of(s, t.group)  # those who drew this pass are lower; else the first clockwise
    return broken(s, next(p for p in t.group if p in low))


def after_pass(s: State) -> State:
    """GR4: every tied player has drawn; compare again and repeat among the still lowest."""
    t = s.tie
    tied = lowest_of(s, t.group)
    if len(tied) == 1:
        return broken(s, tied[0])
    group = draw_order(s, tied)
    return ready_to_draw(replace(s, tie=replace(t, group=group, pending=group, paired=None)))


def broken(s: State, first: str) -> State:
    """The tie is broken: H11 discards the tie-break cards (face up), then the round or deal begins."""
    t = s.tie
    if s.opts.discard_tie_cards and any(t.added.values()):
        stacks = dict(s.stacks)
        gone: list[int] = []
        for p, cards in t.added.items():
            if p in stacks:
                st = list(stacks[p])
                for c in cards:
                    st.remove(c)
                stacks[p] = tuple(st)
                gone.extend(cards)
        s = replace(s, stacks=stacks, discards=s.discards + tuple(gone), pool_count=s.pool_count + len(gone),
                    pool=s.pool + tuple(gone) if s.mode == "digital" else s.pool)
    return begin(s, t.purpose, first)


def tie_drawn(s: State, card: int) -> State:
    """GR4/D14: ``card`` drawn for the player to draw: it joins their stack, or (a pair) is
    discarded face up and that player draws again. Deck and counts are the caller's."""
    t = s.tie
    drawer = t.pending[0]
    stack = s.stacks[drawer]
    if card in stack:  # D14: never an elimination, never a payment
        s = replace(s, discards=s.discards + (card,), pool_count=s.pool_count + 1,
                    pool=s.pool + (card,) if s.mode == "digital" else s.pool, tie=replace(t, paired=card))
        return ready_to_draw(s)
    added = {**t.added, drawer: t.added.get(drawer, ()) + (card,)}
    s = replace(s, stacks={**s.stacks, drawer: stack + (card,)},
                tie=replace(t, pending=t.pending[1:], added=added, paired=None))
    if s.tie.pending:
        return ready_to_draw(s)
    return after_pass(s)


def tie_left(s: State, who: str) -> State:
    """D25 during a tie-break: the leaver no longer draws; the others' draws stand."""
    t = s.tie
    if who not in t.group:
        return s
    added = {p: c for p, c in t.added.items() if p != who}
    pending = tuple(p for p in t.pending if p != who)
    paired = t.paired if pending[:1] == t.pending[:1] else None
    s = replace(s, tie=replace(t, group=tuple(p for p in t.group if p != who), pending=pending, added=added,
                               paired=paired))
    if not s.tie.pending:
        return after_pass(s)
    return ready_to_draw(s)
