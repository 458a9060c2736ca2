"""Applying one action: the flow of a round (R1-R12) in both modes, a leaver (§9) and the end
the table calls (CORE-E1). Each handler returns (next state, transfers) or raises RuleError /
InputError before anything changes (states are never mutated)."""
from __future__ import annotations

from tableapp.core.errors import InputError, RuleError
from tableapp.core.i18n import tr
from tableapp.core.ledger import Transfer
from tableapp.games.common.cards import Card, deal, same_cards
from tableapp.games.common.seats import clockwise, left_of

from . import actions as A
from . import state as st
from .checks import read_result
from .deck import KINOLA, card_class, draw_value, label, legal_cards, points, read_card, sorted_hand, trick_winner
from .settlement import Facts, begin_round, settle, stop_game
from .state import Round, State, replace

Result = tuple[State, list[Transfer]]
NONE: list[Transfer] = []


def _phase_words(s: State) -> str:
    from .text import phase_title

    return phase_title(s)


def _not_now(s: State, rule: str) -> RuleError:
    return RuleError(rule, tr("kinola", "That is not possible now: {phase}.").format(phase=_phase_words(s)))


def _fact(s: State, a, phase: str, rule: str, mode: str | None = None) -> None:
    if a.by is not None:
        raise RuleError(rule, tr("kinola", "The table or the app reports this, not a player: leave out \"by\"."))
    if s.phase != phase or (mode is not None and s.mode != mode):
        raise _not_now(s, rule)


def _card(text: str) -> Card:
    try:
        return read_card(text)
    except ValueError as e:
        raise InputError(tr("kinola", "{text} is not a card (e.g. 10H, AS, QD, JOKER1).").format(text=text)) from e


# -- S4, D14: the first dealer ----------------------------------------------------------------------

def on_first_dealer(s: State, a: A.FirstDealer) -> Result:
    _fact(s, a, st.FIRST, "KN-S4", "physical")
    if a.name not in s.seats:
        raise InputError(tr("kinola", "{name} is not at this table: the first dealer is one of {names}.").format(
            name=a.name, names=", ".join(s.seats)))
    return replace(s, dealer=a.name, phase=st.DEAL), NONE


def on_draw(s: State, a: A.Draw) -> Result:
    """D14: everyone drawing shows a card; the lowest deals; players tied for it draw again."""
    _fact(s, a, st.FIRST, "KN-D14", "digital")
    if set(a.cards) != set(s.drawing):
        raise InputError(tr("kinola", "A card for each of {names}, who draw now.").format(names=", ".join(s.drawing)))
    cards = {p: _card(a.cards[p]) for p in s.drawing}
    for c in cards.values():
        if not s.cfg.has(c):
            raise InputError(tr("kinola", "{card} is not in this game's deck (§1).").format(card=label(c)))
    if len(set(cards.values())) != len(cards):
        raise InputError(tr("kinola", "The cards drawn are all different."))
    low = min(draw_value(c) for c in cards.values())
    tied = tuple(p for p in s.drawing if draw_value(cards[p]) == low)
    draws = s.draws + ({p: cards[p].text for p in s.drawing},)
    if len(tied) > 1:
        return replace(s, drawing=tied, draws=draws), NONE
    return replace(s, drawing=(), draws=draws, dealer=tied[0], phase=st.DEAL), NONE


# -- R1-R4: a new round ----------------------------------------------------------------------------

def on_deal(s: State, a: A.Deal) -> Result:
    """Physical: the antes and penalties are booked, the table deals and plays."""
    _fact(s, a, st.DEAL, "KN-R4", "physical")
    return _new_round(s, None)


def on_shuffle(s: State, a: A.Shuffle) -> Result:
    """Digital: the antes and penalties are booked, the app deals the shuffled deck."""
    _fact(s, a, st.DEAL, "KN-R4", "digital")
    deck = tuple(_card(t) for t in a.deck)
    if not same_cards([c.text for c in deck], [c.text for c in s.cfg.deck]):
        raise InputError(tr("kinola", "The deck must hold the {n} cards of this game, each once (§1).").format(
            n=len(s.cfg.deck)))
    return _new_round(s, deck)


def _new_round(s: State, deck: tuple[Card, ...] | None) -> Result:
    s, transfers = begin_round(s)
    if s.phase == st.OVER:  # H2
        return replace(s, next_deck=None), transfers
    if deck is None:
        return replace(s, phase=st.REPORT, next_deck=None), transfers
    order = tuple(clockwise(s.seats, left_of(s.seats, s.dealer)))  # R4: from the dealer's left
    hands, _ = deal(deck, list(order), s.cfg.hand)
    hands = {p: sorted_hand(h) for p, h in hands.items()}
    holder = next(p for p in order if KINOLA in hands[p])
    rnd = Round(order=order, hands=hands, holder=holder, turn=order[0], tricks={p: 0 for p in order},
                points={p: 0 for p in order})
    return replace(s, phase=st.RESERVE, rnd=rnd, next_deck=None), transfers


# -- R5, R6: digital play ------------------------------------------------------------------------------

def _own_card(s: State, a, rule: str) -> Card:
    r = s.rnd
    if a.by != r.turn:
        raise RuleError(rule, tr("kinola", "It is {who}'s turn, not {name}'s.").format(
            who=r.turn, name=a.by or tr("kinola", "the table")))
    card = _card(a.card)
    hand = r.hands[a.by]
    if card.is_joker and card not in hand:  # the jokers are alike: any of them
        card = next((c for c in hand if c.is_joker), card)
    if card not in hand:
        raise RuleError(rule, tr("kinola", "{name} does not hold {card}.").format(name=a.by, card=label(card)))
    return card


def on_reserve(s: State, a: A.Reserve) -> Result:
    if s.phase != st.RESERVE:
        raise _not_now(s, "KN-R5")
    card = _own_card(s, a, "KN-R5")
    r = s.rnd
    hands = {**r.hands, a.by: tuple(c for c in r.hands[a.by] if c != card)}
    reserved = {**r.reserved, a.by: card}
    i = r.order.index(a.by)
    if i + 1 < len(r.order):
        return replace(s, rnd=replace(r, hands=hands, reserved=reserved, turn=r.order[i + 1])), NONE
    return replace(s, phase=st.PLAY, rnd=replace(r, hands=hands, reserved=reserved, turn=r.order[0])), NONE


def on_play(s: State, a: A.Play) -> Result:
    if s.phase != st.PLAY:
        raise _not_now(s, "KN-R6")
    card = _own_card(s, a, "KN-R6")
    r = s.rnd
    hand = r.hands[a.by]
    if card not in legal_cards(hand, r.trick):
        led = r.trick[0][1]
        raise RuleError("KN-R6", tr("kinola", "{suit} were led: {name} must follow suit with one of {cards}.").format(
            suit=suit_words(led.suit), name=a.by,
            cards=" ".join(label(c) for c in legal_cards(hand, r.trick))))
    hands = {**r.hands, a.by: tuple(c for c in hand if c != card)}
    trick = r.trick + ((a.by, card),)
    if len(trick) < len(r.order):
        nxt = left_of(s.seats, a.by)
        return replace(s, rnd=replace(r, hands=hands, trick=trick, turn=nxt)), NONE
    winner = trick_winner(trick)  # R6: the trick is complete
    taker = winner if any(c == KINOLA for _, c in trick) else r.taker
    r = replace(r, hands=hands, trick=(), last_trick=trick, last_winner=winner, done=r.done + 1, turn=winner,
                tricks={**r.tricks, winner: r.tricks[winner] + 1},
                points={**r.points, winner: r.points[winner] + sum(points(c) for _, c in trick)}, taker=taker)
    if r.done < s.cfg.tricks:
        return replace(s, rnd=r), NONE
    kinola_reserved = KINOLA in r.reserved.values()
    facts = Facts(reserved={p: card_class(c) for p, c in r.reserved.items()},
                  cards={p: label(c) for p, c in r.reserved.items()}, points=r.points, tricks=r.tricks,
                  holder=None if kinola_reserved else r.holder, taker=None if kinola_reserved else r.taker,
                  last_trick=tuple((p, c.text) for p, c in trick))
    return settle(replace(s, rnd=r), facts)


def suit_words(suit: str) -> str:
    return {"S": tr("kinola", "Spades"), "H": tr("kinola", "Hearts"), "D": tr("kinola", "Diamonds"),
            "C": tr("kinola", "Clubs")}[suit]


# -- §6: the physical round's result -----------------------------------------------------------------

def on_result(s: State, a: A.Result) -> Result:
    _fact(s, a, st.REPORT, "KN-R8", "physical")
    return settle(s, read_result(s, a))


# -- §9, CORE-E1 ---------------------------------------------------------------------------------------

def on_leave(s: State, a: A.Leave) -> Result:
    if a.by is None:
        raise RuleError("KN-§9", tr("kinola", "Say who leaves (\"by\")."))
    if a.by not in s.seats or a.by in s.left:
        raise RuleError("KN-§9", tr("kinola", "{name} is not playing.").format(name=a.by))
    if s.opts.substitute:  # H7: the seat and its chips go on with a substitute
        return replace(s, subs=s.subs + (a.by,)), NONE
    return stop_game(s, a.by)


def on_end_game(s: State, a) -> Result:
    return stop_game(s, None)


HANDLERS = {
    A.FirstDealer: on_first_dealer, A.Draw: on_draw, A.Deal: on_deal, A.Shuffle: on_shuffle, A.Reserve: on_reserve, A.Play: on_play,
    A.Result: on_result, A.Leave: on_leave, A.EndGame: on_end_game,
}
