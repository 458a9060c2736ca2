"""The round of A.3, action by action: the deal (PR1), the low card and its tie-break (PR2, PR3),
hit or fold (PR4-PR7), the end of the round (PR8, PR9), the deck running out (PR10); a player
leaving (E5) and the table ending the game (CORE-E1).

Each handler takes the state and the action and returns the next state and the transfers; it
raises RuleError or InputError without changing anything.
"""
from __future__ import annotations

from tableapp.core.actions import EndGame
from tableapp.core.errors import RuleError
from tableapp.core.i18n import tr
from tableapp.core.ledger import Transfer
from tableapp.games.common.seats import left_of

from . import actions as A
from .deck import discard, need_card, no_card_for_hit, shuffle, take
from .settlement import settle
from .state import (CARD, DEAL, EARLY, FOLD, HIT, OVER, PAIR, QUICK, SHUFFLE, TIE, TURN, VOID, Scored, State,
                    replace)

Result = tuple[State, list[Transfer]]
NONE: list[Transfer] = []


def new_round(s: State, first: bool = False) -> State:
    """PR1: empty stacks, the deal due from the dealer's left (H5: the deal passes every round)."""
    dealer = s.dealer
    if not first and s.opts.deal_passes_each_round:
        dealer = left_of(s.seats, dealer)
    s = replace(s, round=s.round + 1, dealer=dealer, stacks={p: () for p in s.seats}, tied=(), turn=None,
                starter=None, purpose=DEAL, hits=0)
    return need_card(replace(s, need=tuple(s.deal_order())))


# -- PR10 (digital): the app shuffles -------------------------------------------------------------

def on_shuffle(s: State, a: A.Shuffle) -> Result:
    if s.phase != SHUFFLE:
        raise RuleError("PR10", tr("pairs", "Nothing is shuffled now: the deck still has cards."))
    return shuffle(s, a.deck), NONE


# -- PR1, PR3, PR5: a card is dealt or drawn ---------------------------------------------------------

def on_card(s: State, a: A.Card) -> Result:
    if s.phase != CARD:
        if s.phase == TURN:
            raise RuleError("PR4", tr("pairs", "No card is due: {name} hits or folds first.").format(name=s.turn))
        raise RuleError("PR1", tr("pairs", "No card is due now."))
    p, v = s.need[0], a.value
    s = take(s, v, p)
    if s.purpose == DEAL:
        s = replace(s, stacks={**s.stacks, p: s.stacks[p] + (v,)}, need=s.need[1:])
        if s.need:
            return need_card(s), NONE
        return low_card(s, s.deal_order()), NONE
    if s.purpose == TIE:
        if v in s.stacks[p]:  # PR3: the paired tie card is discarded and another dealt at once
            return tie_draw(replace(discard(s, (v,)), tie_discard=v)), NONE
        s = replace(s, stacks={**s.stacks, p: s.stacks[p] + (v,)}, need=s.need[1:])
        if s.need:
            return tie_draw(s), NONE
        return low_card(s, s.tied), NONE
    if v in s.stacks[p]:  # PR6: a pair scores its value; one card is kept, the other discarded
        return end_round(s, p, v, PAIR)
    s = replace(s, stacks={**s.stacks, p: s.stacks[p] + (v,)}, need=(), phase=TURN,
                turn=left_of(s.seats, p))  # PR5: the next player clockwise
    return s, NONE


def low_card(s: State, group) -> State:
    """PR2, PR3: the lowest newest card among ``group`` starts; a tie draws again among the tied."""
    low = min(s.stacks[p][-1] for p in group)
    tied = tuple(p for p in s.deal_order() if p in group and s.stacks[p][-1] == low)
    if len(tied) == 1:
        return replace(s, phase=TURN, turn=tied[0], starter=tied[0], need=(), tied=())
    return tie_draw(replace(s, tied=tied, need=tied, purpose=TIE))


def tie_draw(s: State) -> State:
    """PR3: the next tie card, to ``s.need[0]``. If no card left anywhere could stay in that stack
    (every value it lacks is in stacks or scored: unreachable in practice), the tie cannot be broken
    by cards and the first tied player clockwise from the dealer's left starts (as D23)."""
    if not s.can_stay(s.need[0]):
        first = s.tied[0]
        return replace(s, phase=TURN, turn=first, starter=first, need=(), tied=(), tie_by_seat=True)
    return need_card(s)


# -- PR4-PR7: hit or fold ----------------------------------------------------------------------------

def check_turn(s: State, by: str | None, what: str) -> None:
    if s.phase == TURN and by == s.turn:
        return
    if s.phase == QUICK:
        raise RuleError("H6", tr("pairs", "Quick entry: the table reports only the scores."))
    if s.phase == CARD and s.purpose == DEAL and s.last is not None and s.last.round == s.round - 1 \
            and len(s.need) == len(s.seats):
        raise RuleError("PR8", tr("pairs", "The round is over: {who} scored. Deal the next round.").format(
            who=s.last.player))
    if s.phase == CARD:
        raise RuleError("PR4", tr("pairs", "Report the card for {name} first.").format(name=s.need[0]))
    if s.phase == TURN:
        raise RuleError("PR4", tr("pairs", "It is {name}'s turn, not {who}'s.").format(name=s.turn, who=by))
    # whole sentences: a verb spliced into a sentence reads as English inside Japanese
    raise RuleError("PR4", tr("pairs", "Nobody hits now.") if what == "hit" else tr("pairs", "Nobody folds now."))


def on_hit(s: State, a: A.Hit) -> Result:
    check_turn(s, a.by, "hit")
    if not s.cards_left():
        raise no_card_for_hit(s)  # E1
    return need_card(replace(s, need=(a.by,), purpose=HIT, turn=a.by, hits=s.hits + 1)), NONE


def on_fold(s: State, a: A.Fold) -> Result:
    """PR7: score the lowest card in play, from any stack (D3)."""
    check_turn(s, a.by, "fold")
    return end_round(s, a.by, s.lowest_in_play(), FOLD)


def end_round(s: State, scorer: str, v: int, how: str) -> Result:
    """PR6/PR7 then PR8 (stacks to the discard pile) and PR9 (the loser check)."""
    rest = [c for p in s.seats for c in s.stacks[p]]
    if how == FOLD:
        rest.remove(v)  # the folder's score card comes from a stack; on a pair the drawn card is kept
    s = discard(s, rest)
    scores = {**s.scores, scorer: s.scores[scorer] + (v,)}
    total = sum(scores[scorer]) + s.lump.get(scorer, 0)
    s = replace(s, scores=scores, stacks={p: () for p in s.seats}, need=(), turn=None, tied=(),
                last=Scored(scorer, v, how, s.round, total))
    if total >= s.losing:  # PR9, D1: reaching L loses
        return settle(s, scorer)
    return new_round(s), NONE


# -- E5: a player leaves; CORE-E1: the table ends the game -----------------------------------------------

def on_leave(s: State, a: A.Leave) -> Result:
    if a.by not in s.seats or a.by in s.left:
        raise RuleError("E5", tr("pairs", "{name} is not playing this game.").format(name=a.by))
    s = replace(s, left=s.left + (a.by,), need=(), turn=None, tied=())
    if s.opts.leaver_loses:  # H7: the loser at the current score
        return settle(s, a.by)
    return replace(s, phase=OVER, ended=VOID), NONE  # E5: the game is void, no chips move


def on_end_game(s: State, a: EndGame) -> Result:
    """CORE-E1: Pairs has no pot in play during a game (chips move only at its end), so nothing is
    shared; the carried chips wait for the next Pairs payout (D7)."""
    return replace(s, phase=OVER, ended=EARLY, need=(), turn=None, tied=()), NONE
