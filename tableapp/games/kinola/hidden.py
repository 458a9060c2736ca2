"""What random games and leak checks read (Engine.random_fact, Engine.scramble): a physical round
played out with real cards so that the table's entry is one the cards could give, and the same
digital table with every card a seat may not see dealt anew."""
from __future__ import annotations

import random
from typing import Any

from tableapp.games.common.cards import Card

from . import actions as A
from . import state as st
from .deck import KINOLA, card_class, legal_cards, points, sort_key, trick_winner
from .state import State, replace


def play_round(cfg, order: tuple[str, ...], rng: random.Random) -> dict[str, Any]:
    """Deal, reserve and play one round at random (legal play) as a real table would: the reserved
    cards, points, tricks, and the Kinola's holder and taker (None when it was reserved)."""
    deck = list(cfg.deck)
    rng.shuffle(deck)
    hands = {p: [deck[i] for i in range(k, len(deck), len(order))] for k, p in enumerate(order)}
    holder = next(p for p in order if KINOLA in hands[p])
    reserved = {}
    for p in order:
        reserved[p] = rng.choice(hands[p])
        hands[p].remove(reserved[p])
    tricks = {p: 0 for p in order}
    pts = {p: 0 for p in order}
    taker, leader = None, order[0]
    for _ in range(cfg.tricks):
        i = order.index(leader)
        trick: tuple[tuple[str, Card], ...] = ()
        for p in order[i:] + order[:i]:
            card = rng.choice(legal_cards(tuple(hands[p]), trick))
            hands[p].remove(card)
            trick += ((p, card),)
        leader = trick_winner(trick)
        tricks[leader] += 1
        pts[leader] += sum(points(c) for _, c in trick)
        if any(c == KINOLA for _, c in trick):
            taker = leader
    if reserved[holder] == KINOLA:
        holder = taker = None
    return {"reserved": reserved, "points": pts, "tricks": tricks, "holder": holder, "taker": taker}


def result_of(facts: dict[str, Any], rng: random.Random | None = None) -> A.Result:
    """The §6 entry for a played round: each reserved card as rank and suit or (at random) its class."""
    seats = {}
    for p, card in facts["reserved"].items():
        text = card.text if rng is None or rng.random() < 0.5 else card_class(card)
        if card.is_joker and text == card.text:
            text = "JOKER"
        seats[p] = A.SeatResult(reserved=text, points=facts["points"][p], tricks=facts["tricks"][p],
                                held=p == facts["holder"], took=p == facts["taker"])
    return A.Result(seats=seats)


def random_fact(s: State, rng: random.Random) -> A.Action | None:
    """Physical: the result of a round the cards could have given; nothing else is entered."""
    if s.phase != st.REPORT:
        return None
    return result_of(play_round(s.cfg, s.from_left(), rng), rng)


def scramble(s: State, seat: str | None, rng: random.Random) -> State | None:
    """Digital: every card in another player's hand or reserved by another player (all of them for
    the public) dealt anew among the same places; the Kinola's holder follows it while it is hidden.
    Physical: the app sees no card, so it hides nothing."""
    if s.mode != "digital":
        return None
    r = s.rnd
    if r is None:
        return s
    spots = [(p, "hand", i) for p in r.order if p != seat for i in range(len(r.hands[p]))]
    spots += [(p, "reserved", 0) for p in r.order if p != seat and p in r.reserved]
    cards = [r.hands[p][i] if where == "hand" else r.reserved[p] for p, where, i in spots]
    rng.shuffle(cards)
    hands = {p: list(h) for p, h in r.hands.items()}
    reserved = dict(r.reserved)
    for (p, where, i), card in zip(spots, cards):
        if where == "hand":
            hands[p][i] = card
        else:
            reserved[p] = card
    holder = r.holder
    if r.taker is None:  # not yet played: the holder is whoever has it now
        holder = next((p for p in r.order if KINOLA in hands[p] or reserved.get(p) == KINOLA), holder)
    rnd = replace(r, hands={p: tuple(sorted(h, key=sort_key)) for p, h in hands.items()}, reserved=reserved,
                  holder=holder)
    return replace(s, rnd=rnd)
