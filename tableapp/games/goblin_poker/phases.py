"""Applying one action: the flow of a game (B.2, GR1-GR14) and the impossibility checks of B.6.

Each handler takes the state and the action and returns (next state, transfers), or raises
RuleError / InputError before anything changes (states are never mutated).
"""
from __future__ import annotations

from tableapp.core.errors import InputError, RuleError
from tableapp.core.i18n import tr
from tableapp.core.ledger import Transfer
from tableapp.games.common.cards import deal, pairs_deck, same_cards
from tableapp.games.common.seats import clockwise, left_of

from . import actions as A
from .settlement import antes, charge, end_early, purse, split, win
from .stacks import fold_cost, settle_lowest, tie_drawn, tie_left
from .state import (CHOOSE, DEAL, DEALING, FOLDED, FOR_DEAL, FOR_ROUND, HAND, LEFT, OVER, PAIRED, REVEAL, ROUNDS,
                    TIE, TURNS, State, counts, replace, without)
from .words import phase_title

Result = tuple[State, list[Transfer]]
NONE: list[Transfer] = []


def _not_now(s: State, rule: str) -> RuleError:
    return RuleError(rule, tr("goblin_poker", "That is not possible now: the game is at {phase}.").format(
        phase=phase_title(s.phase)))


def _fact(s: State, a, phase: str, rule: str) -> None:
    if a.by is not None:
        raise RuleError(rule, tr("goblin_poker", "The table reports this, not a player: leave out \"by\"."))
    if s.phase != phase:
        raise _not_now(s, rule)


def _turn(s: State, a, rule: str) -> None:
    if s.phase != TURNS:
        raise _not_now(s, rule)
    if a.by != s.queue[0]:
        raise RuleError(rule, tr("goblin_poker", "It is {who}'s turn, not {name}'s.").format(
            who=s.queue[0], name=a.by or tr("goblin_poker", "the table")))


def _value(card: int | None) -> int:
    """B.6: every value is 1-10."""
    if card is None:
        raise InputError(tr("goblin_poker", "Give the card's value (1-10)."))
    if not 1 <= card <= 10:
        raise InputError(tr("goblin_poker", "A card is worth 1 to 10, not {v}.").format(v=card))
    return card


def _seen(s: State, cards: list[int]) -> tuple[int, ...]:
    """B.6: no more face-up cards of a value than the deck holds (v cards of value v)."""
    seen = list(s.seen)
    for v in cards:
        seen[v] += 1
        if seen[v] > v:
            if v == 1:
                raise InputError(tr("goblin_poker", "The deck has only one 1, and it has been seen already."))
            raise InputError(tr("goblin_poker",
                "The deck has only {v} cards of {v}, and {v} have been seen already.").format(v=v))
    return tuple(seen)


# -- B.2: ante and deal ---------------------------------------------------------------------------

def on_deal(s: State, a: A.Deal) -> Result:
    if a.by is not None:
        raise RuleError("GR15", tr("goblin_poker", "The deal is the app's (digital) or the table's (physical)."))
    if s.phase != DEAL:
        raise _not_now(s, "GR15")
    order = clockwise(s.seats, left_of(s.seats, s.dealer), among=set(s.active))  # D12
    bal, transfers = antes(s, s.active)
    s = replace(s, bal=bal, round=1)
    if s.mode == "physical":
        if a.deck is not None:
            raise InputError(tr("goblin_poker", "In physical mode the app does not know the cards: give no deck."))
        return replace(s, phase=REVEAL, deck_count=55 - HAND * len(order)), transfers
    if a.deck is None or len(a.deck) != 55 or not same_cards(a.deck, pairs_deck()):
        raise InputError(tr("goblin_poker",
            "A digital deal gives the order of the 55 cards of the Pairs deck (\"deck\", top first)."))
    hands, rest = deal(tuple(a.deck), order, HAND)
    hands = {p: tuple(sorted(h)) for p, h in hands.items()}
    return replace(s, phase=CHOOSE, hands=hands, deck=rest, deck_count=len(rest)), transfers


# -- GR1: the first card --------------------------------------------------------------------------

def choosers(s: State) -> tuple[str, ...]:
    """GR1, digital: who still chooses, clockwise from the dealer's left (the hot-seat order)."""
    return tuple(p for p in clockwise(s.seats, left_of(s.seats, s.dealer), among=set(s.active))
                 if p not in s.chosen)


def on_choose(s: State, a: A.Choose) -> Result:
    if s.mode == "physical":
        raise InputError(tr("goblin_poker", "In physical mode report the first cards once they are turned up."))
    if s.phase != CHOOSE:
        raise _not_now(s, "GR1")
    due = choosers(s)
    if a.by != due[0]:
        raise RuleError("GR1", tr("goblin_poker", "{who} chooses now, not {name}.").format(
            who=due[0], name=a.by or tr("goblin_poker", "the table")))
    if a.card not in s.hands[a.by]:
        raise RuleError("GR1", tr("goblin_poker", "There is no {v} in your hand.").format(v=a.card))
    s = replace(s, chosen={**s.chosen, a.by: a.card}, hands={**s.hands, a.by: without(s.hands[a.by], a.card)})
    return (replace(s, phase=REVEAL) if len(due) == 1 else s), NONE


def on_reveal(s: State, a: A.Reveal) -> Result:
    _fact(s, a, REVEAL, "GR1")
    if s.mode == "digital":
        if a.cards is not None and a.cards != s.chosen:
            raise InputError(tr("goblin_poker", "In digital mode the app turns up the cards chosen: give no cards."))
        cards = dict(s.chosen)
    else:
        cards = dict(a.cards or {})
        missing = [p for p in s.active if p not in cards]
        extra = [p for p in cards if p not in s.active]
        if missing or extra:
            raise InputError(tr("goblin_poker", "Give exactly one first card for each player in: {names}.").format(
                names=", ".join(s.active)))
        for p in s.active:
            _value(cards[p])
        s = replace(s, seen=_seen(s, [cards[p] for p in s.active]))
    stacks = {p: (cards[p],) for p in s.active}
    s = replace(s, stacks={**s.stacks, **stacks}, chosen={})
    return settle_lowest(s, FOR_ROUND), NONE


# -- GR4: tie-break draws -------------------------------------------------------------------------

def on_draw(s: State, a: A.Draw) -> Result:
    _fact(s, a, TIE, "GR4")
    if s.mode == "digital":
        if not s.deck:
            raise RuleError("D23", tr("goblin_poker", "The deck is empty: the out-of-play cards are shuffled first."))
        card = s.deck[0]
        if a.card is not None and a.card != card:
            raise InputError(tr("goblin_poker", "In digital mode the card drawn is the top of the deck."))
        s = replace(s, deck=s.deck[1:], deck_count=len(s.deck) - 1)
    else:
        card = _value(a.card)
        if not s.deck_count:  # D23: the table shuffles the out-of-play cards into a new deck
            seen = counts(c for p in s.active for c in s.stacks[p])
            s = replace(s, deck_count=s.pool_count, pool_count=0, discards=(), seen=seen)
        s = replace(s, seen=_seen(s, [card]), deck_count=s.deck_count - 1)
    return tie_drawn(s, card), NONE


def on_reshuffle(s: State, a: A.Reshuffle) -> Result:
    _fact(s, a, TIE, "D23")
    if s.mode == "physical":
        raise InputError(tr("goblin_poker",
            "In physical mode just report the card drawn: the app counts the new deck itself."))
    if s.deck:
        raise RuleError("D23", tr("goblin_poker", "The deck is not empty yet."))
    if not same_cards(a.deck, s.pool):
        raise InputError(tr("goblin_poker",
            "The new deck must be the {n} out-of-play cards, in any order.").format(n=len(s.pool)))
    return replace(s, deck=tuple(a.deck), deck_count=len(a.deck), pool=(), pool_count=0, discards=()), NONE


# -- GR7-GR9: a turn ------------------------------------------------------------------------------

def on_fold(s: State, a: A.Fold) -> Result:
    _turn(s, a, "GR8")
    p = purse(s)
    cost = charge(p, s, a.by, fold_cost(s, a.by), "G-C2")
    s = go_out(replace(s, bal=p.balances), a.by, FOLDED, cost)
    if len(s.active) == 1:  # GR12 (E12)
        state, more = win(s)
        return state, p.transfers + more
    return after_turn(s), p.transfers


def on_pitch(s: State, a: A.Pitch) -> Result:
    _turn(s, a, "GR9")
    s = replace(s, queue=s.queue[1:], pitchers=s.pitchers + (a.by,), middle_count=s.middle_count + 1)
    if s.mode == "physical":
        if a.card is not None:
            raise InputError(tr("goblin_poker", "In physical mode the app never asks which card was pitched."))
    else:
        if a.card not in s.hands[a.by]:
            raise RuleError("GR9", tr("goblin_poker", "There is no {v} in your hand.").format(v=a.card))
        s = replace(s, hands={**s.hands, a.by: without(s.hands[a.by], a.card)},
                    middle=tuple(sorted(s.middle + (a.card,))), pitches={**s.pitches, a.by: a.card})
    return after_turn(s), NONE


def after_turn(s: State) -> State:
    """GR10: when every active player has had a turn, the pitched cards are dealt."""
    if s.queue:
        return s
    return settle_lowest(s, FOR_DEAL)


# -- GR10-GR14: the deal ----------------------------------------------------------------------------

def on_dealt(s: State, a: A.Dealt) -> Result:
    _fact(s, a, DEALING, "GR10")
    who = s.receivers[0]
    card = _value(a.card)
    if s.mode == "digital":
        if card not in s.middle:
            raise InputError(tr("goblin_poker", "No {v} is among the pitched cards.").format(v=card))
        s = replace(s, middle=without(s.middle, card))
    else:
        s = replace(s, seen=_seen(s, [card]))
    s = replace(s, middle_count=s.middle_count - 1, receivers=s.receivers[1:],
                deal_log=s.deal_log + ((who, card, card in s.stacks[who]),))
    if card in s.stacks[who]:  # GR11: a pair eliminates and costs its value (G-C3)
        p = purse(s)
        cost = charge(p, s, who, card, "G-C3")
        s = replace(s, bal=p.balances, stacks={**s.stacks, who: s.stacks[who] + (card,)})
        s = go_out(s, who, PAIRED, cost)
        if len(s.active) == 1:  # GR12, D20: the undealt cards stay unseen
            state, more = win(s)
            return state, p.transfers + more
        state, more = after_card(s)
        return state, p.transfers + more
    return after_card(replace(s, stacks={**s.stacks, who: s.stacks[who] + (card,)}))


def after_card(s: State) -> Result:
    """GR13: the deal is over once every receiver has a card: the next round, or the split."""
    if s.receivers:
        return s, NONE
    s = discard_middle(s)  # E11: a leaver's leftover card is discarded unseen
    if s.round >= ROUNDS:  # GR14
        return split(s)
    return settle_lowest(replace(s, round=s.round + 1, pitchers=(), pitches={}), FOR_ROUND), NONE


def discard_middle(s: State) -> State:
    return replace(s, pool=s.pool + s.middle, pool_count=s.pool_count + s.middle_count, middle=(), middle_count=0)


def go_out(s: State, who: str, how: str, paid: int) -> State:
    """GR8/GR11/D22: ``who`` leaves play; their stack, hand and chosen card are out of play."""
    out_cards = len(s.stacks.get(who, ())) + s.hand_size(who) + (who in s.chosen)
    s = replace(s, active=tuple(p for p in s.active if p != who), gone=s.gone + (who,),
                how={**s.how, who: how}, paid={**s.paid, who: paid}, pool_count=s.pool_count + out_cards,
                queue=tuple(p for p in s.queue if p != who), receivers=tuple(p for p in s.receivers if p != who))
    if s.mode == "digital":
        cards = s.stacks.get(who, ()) + s.hands.get(who, ()) + ((s.chosen[who],) if who in s.chosen else ())
        s = replace(s, pool=s.pool + cards, hands={p: h for p, h in s.hands.items() if p != who},
                    chosen={p: c for p, c in s.chosen.items() if p != who})
    return s


# -- D25: a player leaves; CORE-E1: the table ends the game -------------------------------------------

def on_leave(s: State, a: A.Leave) -> Result:
    who = a.by
    if s.phase == OVER:
        raise RuleError("D25", tr("goblin_poker", "The game is over."))
    if who not in s.active:
        raise RuleError("D25", tr("goblin_poker", "{name} is not in this game any more.").format(name=who))
    if s.phase == DEAL:  # D25: leaving between games costs nothing
        if len(s.active) <= 3:
            raise RuleError("D26", tr("goblin_poker",
                "Goblin Poker needs 3 players: end this game and start one without {name}.").format(name=who))
        return replace(s, active=tuple(p for p in s.active if p != who), gone=s.gone + (who,),
                       how={**s.how, who: LEFT}, paid={**s.paid, who: 0}), NONE
    p = purse(s)
    cost = charge(p, s, who, fold_cost(s, who), "G-C2")  # D25: as a fold at this moment
    phase = s.phase
    s = go_out(replace(s, bal=p.balances), who, LEFT, cost)
    if len(s.active) == 1:  # GR12
        state, more = win(s)
        return state, p.transfers + more
    if phase == CHOOSE and not choosers(s):
        s = replace(s, phase=REVEAL)
    elif phase == TIE:
        s = tie_left(s, who)
    elif phase == TURNS:
        s = after_turn(s)
    elif phase == DEALING:
        s, more = after_card(s)
        return s, p.transfers + list(more)
    return s, p.transfers


def on_end_game(s: State, a) -> Result:
    if s.phase == OVER:
        raise RuleError("CORE-E1", tr("goblin_poker", "The game is over."))
    return end_early(s)


HANDLERS = {
    A.Deal: on_deal, A.Choose: on_choose, A.Reveal: on_reveal, A.Draw: on_draw, A.Reshuffle: on_reshuffle,
    A.Fold: on_fold, A.Pitch: on_pitch, A.Dealt: on_dealt, A.Leave: on_leave, A.EndGame: on_end_game,
}
