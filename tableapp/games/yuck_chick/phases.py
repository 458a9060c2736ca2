"""Applying one action: the flow of a round (YCKD-R1..R15) and the checks of §6.

Each handler takes the state and the action and returns (next state, transfers), or raises
RuleError / InputError before anything changes (states are never mutated).
"""
from __future__ import annotations

import random
from collections import Counter

from tableapp.core.errors import InputError, RuleError
from tableapp.core.i18n import tr
from tableapp.core.ledger import BANK, CARRY, POT, Purse, Transfer
from tableapp.games.common.cards import pairs_count, pairs_deck, same_cards
from tableapp.games.common.seats import clockwise, left_of

from . import actions as A
from . import state as st
from .settlement import charge, finish_round, pair_penalty, with_shortfall
from .state import DECK_SIZE, Round, State, replace
from .words import card_list, phase_title
from .words import cards as cards_word

Result = tuple[State, list[Transfer]]
NONE: list[Transfer] = []


def _now(s: State) -> str:
    return tr("yuck_chick", "That is not possible now: {phase}.").format(phase=phase_title(s.phase))


def _fact(s: State, a, phase: str, rule: str) -> Round:
    if a.by is not None:
        raise RuleError(rule, tr("yuck_chick", "The table reports this, not a player: leave out \"by\"."))
    if s.phase != phase:
        raise RuleError(rule, _now(s))
    return s.rnd


def _turn(s: State, a) -> Round:
    """The round, after checking that ``a.by`` is the player to act (R4, §6)."""
    if s.phase != st.TURN:
        raise RuleError("YCKD-R4", _now(s))
    r = s.rnd
    if a.by != r.turn:
        raise RuleError("YCKD-R4", tr("yuck_chick", "It is {who}'s turn, not {name}'s.").format(
            who=r.turn, name=a.by or tr("yuck_chick", "the table")))
    return r


def _value(v, what: str) -> int:
    if not isinstance(v, int) or isinstance(v, bool) or not 1 <= v <= 10:
        raise InputError(tr("yuck_chick", "{what}: a card's value is 1 to 10, not {v} (§6).").format(what=what, v=v))
    return v


def _see(seen: tuple[int, ...], cards) -> tuple[int, ...]:
    """§6: count newly seen values; a value seen more often than it exists is impossible."""
    out = list(seen)
    for v in cards:
        out[v] += 1
    for v, k in Counter(cards).items():
        if out[v] > pairs_count(v):
            if v == 1:  # "only 1 cards": a sentence of its own
                raise InputError(tr("yuck_chick",
                    "There is only one card of value 1, and {k} have been seen this round: check the cards (§6).")
                    .format(k=out[v]))
            raise InputError(tr("yuck_chick",
                "There are only {n} cards of value {v}, and {k} have been seen this round: check the cards (§6).")
                .format(n=pairs_count(v), v=v, k=out[v]))
    return tuple(out)


def chips_of(s: State, who: str) -> int:
    return s.bal[who]


# -- R1, R2, R3: a new round ---------------------------------------------------------------------

def on_deal(s: State, a: A.Deal) -> Result:
    if a.by is not None:
        raise RuleError("YCKD-R2", tr("yuck_chick", "The deal is the app's (digital) or the table's (physical), not a player's."))
    if s.phase != st.DEAL:
        raise RuleError("YCKD-R2", tr("yuck_chick", "The cards are dealt only between rounds."))
    players = s.players
    n = len(players)
    hands: dict[str, tuple[int, ...]] = {}
    deck: tuple[int, ...] = ()
    if s.mode == "digital":
        if a.fields is not None:
            raise InputError(tr("yuck_chick", "In digital mode the app deals: give the deck order (\"deck\"), not the fields."))
        if a.deck is None or not same_cards(a.deck, pairs_deck()):
            raise InputError(tr("yuck_chick",
                "A digital deal gives the order of all 55 cards of the Pairs deck (\"deck\", top first)."))
        order = tuple(a.deck)
        hands = {p: (order[i],) for i, p in enumerate(players)}  # §7: from seat 1, hands first
        fields = {p: (order[n + i],) for i, p in enumerate(players)}
        deck = order[2 * n:]
        seen = _see((0,) * 11, [f[0] for f in fields.values()])
    else:
        if a.deck is not None:
            raise InputError(tr("yuck_chick", "In physical mode the app does not know the deck: give no deck order."))
        if a.fields is None or len(a.fields) != n:
            raise InputError(tr("yuck_chick",
                "Enter the face-up field card of each of the {n} players, in seat order ({names}).").format(
                n=n, names=", ".join(players)))
        for p, v in zip(players, a.fields):
            _value(v, p)
        fields = {p: (v,) for p, v in zip(players, a.fields)}
        seen = _see((0,) * 11, a.fields)
    purse = Purse(s.bal)
    for p in players:  # R1: everyone can pay, E2b ends the game before anyone is on 0
        purse.pay(p, POT, 1, "YCKD-R1")
    no = s.round + 1
    r = Round(no=no, order=players, active=players, fields=fields, hand_count={p: 1 for p in players},
              deck_count=DECK_SIZE - 2 * n, seen=seen, deck=deck, hands=hands)
    s = replace(s, bal=purse.balances, round=no, next_deck=None)
    starter = s.next_starter if s.next_starter in players else None
    if starter is None:  # R3: round 1, the lowest field card
        low = min(fields[p][0] for p in players)
        tied = tuple(p for p in players if fields[p][0] == low)
        if len(tied) > 1 and s.opts.table_picks_starter:  # H7
            return replace(s, phase=st.STARTER, rnd=replace(r, tied=tied)), purse.transfers
        if len(tied) > 1:  # D9: a random pick, seeded so that a replay picks the same
            starter = random.Random(f"{s.seed}/starter/{no}/{'/'.join(tied)}").choice(tied)
            r = replace(r, tied=tied, picked=True)
        else:
            starter = tied[0]
    return replace(s, phase=st.TURN, rnd=replace(r, starter=starter, turn=starter)), purse.transfers


def on_starter(s: State, a: A.Starter) -> Result:
    r = _fact(s, a, st.STARTER, "YCKD-H7")
    if a.name not in r.tied:
        raise RuleError("YCKD-R3", tr("yuck_chick",
            "{name} does not have the lowest field card: name one of {names}.").format(
            name=a.name, names=", ".join(r.tied)))
    return replace(s, phase=st.TURN, rnd=replace(r, starter=a.name, turn=a.name)), NONE


# -- R4-R10: the turns ------------------------------------------------------------------------------

def _next_turn(s: State, r: Round, purse: Purse | None, after: str) -> State:
    """R9 when one active player is left; otherwise the next active player clockwise (R4)."""
    bal = purse.balances if purse is not None else s.bal
    if len(r.active) == 1:
        return finish_round(replace(s, bal=bal), r, purse or Purse(bal), r.active[0], st.WON_ALONE)
    turn = left_of(s.seats, after, r.active)
    return replace(s, bal=bal, phase=st.TURN, rnd=replace(r, turn=turn))


def _eliminate(r: Round, who: str, how: str, facedown: int) -> Round:
    return replace(r, active=tuple(p for p in r.active if p != who), out={**r.out, who: how},
                   facedown={**r.facedown, who: facedown})


def on_yuck(s: State, a: A.Yuck) -> Result:
    r = _turn(s, a)
    if r.deck_count == 0:
        raise RuleError("YCKD-D13", tr("yuck_chick", "The deck is empty: Yuck is not possible (knock or down)."))
    return replace(s, phase=st.FLIP, rnd=replace(r, streak=0)), NONE


def on_flip(s: State, a: A.Flip) -> Result:
    r = _fact(s, a, st.FLIP, "YCKD-R5")
    who = r.turn
    if s.mode == "digital":
        card = r.deck[0]
        if a.card is not None and a.card != card:
            raise InputError(tr("yuck_chick", "The top card of the deck is {v}, not {w}.").format(v=card, w=a.card))
        deck = r.deck[1:]
    else:
        if a.card is None:
            raise InputError(tr("yuck_chick", "Enter the value of the card {name} turned up (1 to 10).").format(name=who))
        card = _value(a.card, tr("yuck_chick", "Flipped card"))
        deck = ()
    seen = _see(r.seen, (card,))
    field = r.fields[who]
    r = replace(r, fields={**r.fields, who: field + (card,)}, seen=seen, deck=deck, deck_count=r.deck_count - 1)
    if card not in field:
        return _next_turn(s, r, None, who), NONE
    # R5: a pair: out, pay its value once (D3), everything face down
    purse = Purse(s.bal)
    paid, short = charge(purse, who, card, "YCKD-R5")
    r = _eliminate(r, who, st.OUT_YUCK, len(field) + 1 + r.hand_count[who])
    r = with_shortfall(replace(r, paid={**r.paid, who: paid}), who, short)
    return _next_turn(s, r, purse, who), purse.transfers


def chick_cost(r: Round, who: str) -> int:
    return r.hand_count[who]  # R6, D5: the hand size before drawing


def on_chick(s: State, a: A.Chick) -> Result:
    r = _turn(s, a)
    if r.deck_count == 0:
        raise RuleError("YCKD-D13", tr("yuck_chick", "The deck is empty: Chick is not possible (knock or down)."))
    cost = chick_cost(r, a.by)
    if s.bal[a.by] < cost and not s.opts.pay_what_you_have:
        raise RuleError("YCKD-D6", tr("yuck_chick",
            "A Chick costs {cost} (your hand size) and {name} has {n}: not enough chips.").format(
            cost=cost, name=a.by, n=s.bal[a.by]))
    purse = Purse(s.bal)
    _, short = charge(purse, a.by, cost, "YCKD-R6")  # H3: all they have, the rest a shortfall
    r = with_shortfall(r, a.by, short)
    r = replace(r, hand_count={**r.hand_count, a.by: r.hand_count[a.by] + 1}, deck_count=r.deck_count - 1, streak=0)
    if s.mode == "digital":
        r = replace(r, hands={**r.hands, a.by: r.hands[a.by] + (r.deck[0],)}, deck=r.deck[1:])
    return _next_turn(s, r, purse, a.by), purse.transfers


def on_knock(s: State, a: A.Knock) -> Result:
    r = _turn(s, a)
    r = replace(r, streak=r.streak + 1)
    if r.streak < len(r.active):
        return _next_turn(s, r, None, a.by), NONE
    # R10, R11: every active player knocked in a row; the knocker after the last one reveals first
    first = left_of(s.seats, a.by, r.active)
    order = tuple(clockwise(s.seats, first, r.active))
    return replace(s, phase=st.REVEAL, rnd=replace(r, turn=None, reveal_order=order)), NONE


def on_down(s: State, a: A.Down) -> Result:
    r = _turn(s, a)
    if a.owner not in r.active:
        why = (tr("yuck_chick", "{name} is out of this round: their cards are face down.")
               if a.owner in r.order else tr("yuck_chick", "{name} is not in this round."))
        raise RuleError("YCKD-R8", why.format(name=a.owner))
    if a.card not in r.fields[a.owner]:
        raise RuleError("YCKD-R8", tr("yuck_chick", "{name}'s field has no {v}: it holds {cards}.").format(
            name=a.owner, v=a.card, cards=card_list(r.fields[a.owner]) or tr("yuck_chick", "no card")))
    if s.bal[a.by] < a.card and not s.opts.pay_what_you_have:
        raise RuleError("YCKD-D6", tr("yuck_chick",
            "Taking the {v} costs {v} and {name} has {n}: not enough chips.").format(v=a.card, name=a.by, n=s.bal[a.by]))
    purse = Purse(s.bal)
    paid, short = charge(purse, a.by, a.card, "YCKD-R8")
    field = list(r.fields[a.owner])
    field.remove(a.card)  # D2: the card leaves its owner's field
    fields = {**r.fields, a.owner: tuple(field)}
    r = replace(r, fields=fields, streak=0, taken={**r.taken, a.by: (a.owner, a.card)}, paid={**r.paid, a.by: paid})
    r = _eliminate(r, a.by, st.OUT_DOWN, len(fields[a.by]) + 1 + r.hand_count[a.by])
    r = with_shortfall(r, a.by, short)
    return _next_turn(s, r, purse, a.by), purse.transfers


# -- R11-R14: the showdown ----------------------------------------------------------------------------

def on_reveal(s: State, a: A.Reveal) -> Result:
    r = _fact(s, a, st.REVEAL, "YCKD-R12")
    who = r.next_revealer
    k = r.hand_count[who]
    if s.mode == "digital":
        cards = r.hands[who]
        if a.cards is not None and not same_cards(a.cards, cards):
            raise InputError(tr("yuck_chick", "{name}'s hand is not {cards}.").format(name=who, cards=card_list(a.cards)))
    else:
        if a.cards is None or len(a.cards) != k:
            raise InputError(tr("yuck_chick", "{name} holds {cards} in hand: enter exactly that many values (§6).").format(
                name=who, cards=cards_word(k)))
        cards = tuple(_value(v, who) for v in a.cards)
    seen = _see(r.seen, cards)
    field = r.fields[who] + tuple(cards)
    r = replace(r, seen=seen, fields={**r.fields, who: field}, revealed={**r.revealed, who: tuple(cards)})
    purse = Purse(s.bal)
    penalty = pair_penalty(field)
    if penalty:  # R12: out, each paired value paid once (D4)
        paid, short = charge(purse, who, penalty, "YCKD-R12")
        r = _eliminate(replace(r, paid={**r.paid, who: paid}), who, st.OUT_SHOWDOWN, 0)
        r = with_shortfall(r, who, short)
    else:
        r = replace(r, scores={**r.scores, who: sum(field)})
    return _after_reveal(replace(s, bal=purse.balances), r, purse), purse.transfers


def _after_reveal(s: State, r: Round, purse: Purse) -> State:
    """R13 before each reveal; R14 once everyone still in has revealed."""
    if len(r.active) == 1:
        only = r.active[0]
        return finish_round(s, r, purse, only, st.WON_SHOWDOWN if only in r.revealed else st.WON_UNREVEALED)
    if r.next_revealer is not None:
        return replace(s, phase=st.REVEAL, rnd=r)
    best = max(r.scores[p] for p in r.active)
    winner = [p for p in r.reveal_order if p in r.active and r.scores[p] == best][-1]  # the later revealer
    return finish_round(s, r, purse, winner, st.WON_SHOWDOWN)


# -- §9: a player leaves --------------------------------------------------------------------------------

def on_leave(s: State, a: A.Leave) -> Result:
    if a.by is None or a.by not in s.players:
        raise RuleError("YCKD-§9", tr("yuck_chick", "{name} is not playing.").format(name=a.by or "?"))
    if s.phase == st.OVER:
        raise RuleError("YCKD-§9", tr("yuck_chick", "The game is over."))
    purse = Purse(s.bal)
    purse.pay(a.by, BANK, s.bal[a.by], "YCKD-§9")  # their chips leave with them
    players = tuple(p for p in s.players if p != a.by)
    s = replace(s, players=players, left=s.left + (a.by,), bal=purse.balances)
    r = s.rnd
    if not s.in_round or a.by not in r.active:
        if s.next_starter == a.by:  # the next remaining player clockwise starts instead
            s = replace(s, next_starter=left_of(s.seats, a.by, players) if players else None)
        if s.phase == st.DEAL and len(players) < 2:
            return replace(s, phase=st.OVER, ended_by="§9"), purse.transfers
        return s, purse.transfers
    # during a round: eliminated without payment, the cards out of play, the streak back to 0
    r = replace(_eliminate(r, a.by, st.OUT_LEFT, len(r.fields[a.by]) + r.hand_count[a.by]), streak=0)
    if s.phase == st.STARTER:
        tied = tuple(p for p in r.tied if p != a.by)
        r = replace(r, tied=tied)
        if len(r.active) > 1 and len(tied) > 1:
            return replace(s, rnd=r), purse.transfers
        starter = tied[0] if tied else left_of(s.seats, a.by, r.active)
        r = replace(r, starter=starter, turn=starter)
        if len(r.active) > 1:
            return replace(s, phase=st.TURN, rnd=r), purse.transfers
    if s.phase == st.REVEAL:
        return _after_reveal(s, r, purse), purse.transfers
    if s.phase == st.FLIP and r.turn != a.by:  # the yucker still gets the card
        if len(r.active) == 1:
            return finish_round(s, r, purse, r.active[0], st.WON_ALONE), purse.transfers
        return replace(s, rnd=r), purse.transfers
    if r.turn == a.by or s.phase == st.STARTER:  # play passes clockwise (a pending flip is void)
        return _next_turn(s, r, purse, a.by), purse.transfers
    if len(r.active) == 1:
        return finish_round(s, r, purse, r.active[0], st.WON_ALONE), purse.transfers
    return replace(s, phase=st.TURN, rnd=r), purse.transfers


# -- CORE-E1: the table ends the game early --------------------------------------------------------------

def on_end_game(s: State, a: A.EndGame) -> Result:
    """The pot is shared equally by the players still in the game; the remainder waits for a later game."""
    if s.phase == st.OVER:
        raise RuleError("CORE-E1", tr("yuck_chick", "The game is over."))
    purse = Purse(s.bal)
    purse.split(POT, list(s.players), "CORE-E1", CARRY, "CORE-E1c")
    return replace(s, bal=purse.balances, phase=st.OVER, ended_by="CORE-E1"), purse.transfers


HANDLERS = {
    A.Deal: on_deal, A.Starter: on_starter, A.Yuck: on_yuck, A.Flip: on_flip, A.Chick: on_chick, A.Knock: on_knock,
    A.Down: on_down, A.Reveal: on_reveal, A.Leave: on_leave, A.EndGame: on_end_game,
}
