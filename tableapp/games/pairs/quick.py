"""H6 quick entry (physical): the table reports only each round's score, or only the final scores.
The chips are exact; the app cannot name turns. A.6's quick-entry checks refuse what cannot be."""
from __future__ import annotations

from tableapp.core.errors import InputError, RuleError
from tableapp.core.i18n import tr

from . import actions as A
from .phases import NONE, Result
from .settlement import settle
from .state import PAIR, QUICK, Scored, State, replace

SEARCH_LIMIT = 20_000  # nodes of the final-score check; beyond it a score is accepted, never refused


def check_quick(s: State) -> None:
    if s.phase != QUICK:
        raise RuleError("H6", tr("pairs", "Scores are reported this way only with quick entry (H6)."))


def scored(s: State, v: int) -> int:
    return sum(c.count(v) for c in s.scores.values())


def on_score(s: State, a: A.Score) -> Result:
    """One round's score: ``player`` scored ``value`` by a pair (PR6) or a fold (PR7)."""
    check_quick(s)
    p, v = a.player, a.value
    if p not in s.seats:
        raise InputError(tr("pairs", "{name} is not playing this game.").format(name=p))
    if not 1 <= v <= 10:
        raise InputError(tr("pairs", "A Pairs card is a value from 1 to 10, not {v}.").format(v=v))
    if a.how == PAIR and v == 1:
        raise InputError(tr("pairs", "A pair of 1s is impossible: the deck has only one 1."))
    have = scored(s, v)
    if have >= v:
        raise InputError(tr("pairs", "All {v} cards of value {v} are already score cards.").format(v=v))
    if a.how == PAIR and have > v - 2:  # the pair's other card must exist too
        raise InputError(tr("pairs",
            "A pair of {v}s is impossible: {n} of the {v} cards of value {v} are already score cards.").format(
            v=v, n=have))
    scores = {**s.scores, p: s.scores[p] + (v,)}
    total = sum(scores[p]) + s.lump.get(p, 0)
    s = replace(s, scores=scores, last=Scored(p, v, a.how, s.round, total))
    if total >= s.losing:  # PR9
        return settle(s, p)
    return replace(s, round=s.round + 1), NONE


def on_final(s: State, a: A.Final) -> Result:
    """The final scores at once: exactly one player at L or more (the loser, D1); nobody below the
    score already recorded; the added points must be made of cards still unscored."""
    check_quick(s)
    given = a.scores
    missing = [p for p in s.seats if p not in given]
    extra = [p for p in given if p not in s.seats]
    if missing or extra:
        raise InputError(tr("pairs", "Give the final score of every player: {names}.").format(names=", ".join(s.seats)))
    low = [p for p in s.seats if given[p] < s.score(p)]
    if low:
        raise InputError(tr("pairs", "A score never goes down: {names} already had more.").format(names=", ".join(low)))
    losers = [p for p in s.seats if given[p] >= s.losing]
    if len(losers) != 1:
        raise InputError(tr("pairs",
            "Exactly one player ends at the losing score {L} or more (PR9), not {n}.").format(L=s.losing, n=len(losers)))
    loser = losers[0]
    if a.loser is not None and a.loser != loser:
        raise InputError(tr("pairs", "{name} has not reached {L}: {loser} did.").format(
            name=a.loser, L=s.losing, loser=loser))
    if given[loser] > s.losing + 9:
        raise InputError(tr("pairs",
            "{name} cannot end above {top}: the last card scored was at most a 10, from below {L}.").format(
            name=loser, top=s.losing + 9, L=s.losing))
    counts = [0] + [v - scored(s, v) for v in range(1, 11)]
    targets = [(given[p] - s.score(p), given[p] - s.losing + 1 if p == loser else 1) for p in s.seats]
    if not possible(targets, counts):
        raise InputError(tr("pairs", "These scores cannot be made of the cards of one deck (one 1, two 2s … ten 10s)."))
    lump = {p: s.lump.get(p, 0) + given[p] - s.score(p) for p in s.seats}
    return settle(replace(s, lump=lump), loser)


def possible(targets: list[tuple[int, int]], counts: list[int]) -> bool:
    """Can each target (points, smallest top card) be made of cards, value ``v`` at most ``counts[v]``
    times over all targets? Cards are tried largest first; small targets first, as they fail fast."""
    todo = sorted((t for t in targets if t[0] > 0), key=lambda t: t[0])
    budget = [SEARCH_LIMIT]
    failed: set = set()

    def fill(i: int, left: list[int]) -> bool:
        if i == len(todo):
            return True
        points, need_top = todo[i]
        return any(rest(i, points, v, left) for v in range(min(10, points), max(need_top, 1) - 1, -1) if left[v])

    def rest(i: int, points: int, v: int, left: list[int]) -> bool:
        """Target ``i`` takes a card ``v``, then cards no larger than ``v``."""
        key = (i, points, v, tuple(left))
        if key in failed:
            return False
        budget[0] -= 1
        if budget[0] < 0:
            return True  # too long to prove: accept rather than refuse a real score
        left[v] -= 1
        points -= v
        if points == 0:
            ok = fill(i + 1, left)
        else:
            ok = any(rest(i, points, w, left) for w in range(min(v, points), 0, -1) if left[w])
        left[v] += 1
        if not ok:
            failed.add(key)
        return ok

    return fill(0, list(counts))
