"""§6's checks of the physical end-of-round entry: each refusal says which sum or fact is off."""
from __future__ import annotations

from collections import Counter

from tableapp.core.errors import InputError
from tableapp.core.i18n import tr

from . import actions as A
from .deck import (ACE, CLASS_POINTS, CLASSES, JACK, KING, KINOLA_CLASS, QUEEN, TOTAL_POINTS, ZERO, card_class,
                   class_title, label, read_card)
from .settlement import Facts
from .state import State

CLASS_WORDS = {"kinola": KINOLA_CLASS, "ace": ACE, "king": KING, "queen": QUEEN, "jack": JACK, "zero": ZERO,
               "0": ZERO}


def read_result(s: State, a: A.Result) -> Facts:
    """The facts of a physical round, or InputError naming the first thing that does not add up."""
    seats, cfg = s.seats, s.cfg
    if set(a.seats) != set(seats):
        missing = [p for p in seats if p not in a.seats]
        unknown = [p for p in a.seats if p not in seats]
        if unknown:
            raise InputError(tr("kinola", "{names} not at this table: enter one row for each of {all}.").format(
                names=", ".join(unknown), all=", ".join(seats)))
        raise InputError(tr("kinola", "Enter a row for {names} too (§6).").format(names=", ".join(missing)))
    rows = {p: a.seats[p] for p in seats}
    classes, cards = _reserved(s, rows)
    for p, row in rows.items():
        if not 0 <= row.tricks <= cfg.tricks:
            raise InputError(tr("kinola", "{name}: a player wins 0 to {t} tricks, not {n} (§6).").format(
                name=p, t=cfg.tricks, n=row.tricks))
        if row.points < 0:
            raise InputError(tr("kinola", "{name}: points cannot be below 0, not {n} (§6).").format(
                name=p, n=row.points))
    total = sum(r.tricks for r in rows.values())
    if total != cfg.tricks:
        raise InputError(tr("kinola", "The tricks add up to {n}, but a round has {t} tricks (§6).").format(
            n=total, t=cfg.tricks))
    for p, row in rows.items():
        if row.tricks == 0 and row.points:
            raise InputError(tr("kinola", "{name} won no trick, so took no points, not {n} (§6).").format(
                name=p, n=row.points))
    out_of_play = sum(CLASS_POINTS[c] for c in classes.values())
    want = TOTAL_POINTS - out_of_play
    total = sum(r.points for r in rows.values())
    if total != want:
        raise InputError(tr("kinola",
            "The points add up to {n}, but they must add up to {m}: 40 minus the {r} points of the reserved "
            "cards (§6).").format(n=total, m=want, r=out_of_play))
    holder, taker = _kinola(s, rows, classes)
    return Facts(reserved=classes, cards=cards, points={p: r.points for p, r in rows.items()},
                 tricks={p: r.tricks for p, r in rows.items()}, holder=holder, taker=taker)


def _reserved(s: State, rows) -> tuple[dict[str, str], dict[str, str | None]]:
    """Each reserved card as a class, and as its label when rank and suit were entered."""
    cfg = s.cfg
    classes: dict[str, str] = {}
    cards: dict[str, str | None] = {}
    exact = []
    for p, row in rows.items():
        text = row.reserved.strip()
        cls = CLASS_WORDS.get(text.lower())
        if cls is not None:
            classes[p], cards[p] = cls, None
            continue
        try:
            card = read_card(text)
        except ValueError:
            raise InputError(tr("kinola",
                "{name}: \"{text}\" is neither a card (AS, 10H, JOKER) nor a class (kinola, ace, king, queen, jack, "
                "zero).").format(name=p, text=text)) from None
        if not cfg.has(card):
            raise InputError(tr("kinola", "{name}: {card} is not in this game's deck (§1).").format(
                name=p, card=label(card)))
        classes[p], cards[p] = card_class(card), label(card)
        exact.append(card)
    jokers = sum(1 for c in exact if c.is_joker)
    if jokers > cfg.jokers:
        raise InputError(tr("kinola", "{n} jokers were reserved, but the deck holds {m} (§6).").format(
            n=jokers, m=cfg.jokers))
    seen = Counter(c for c in exact if not c.is_joker)
    twice = [c for c, k in seen.items() if k > 1]
    if twice:
        raise InputError(tr("kinola", "{card} was reserved by two players: each card is in the deck once (§6).").format(
            card=label(twice[0])))
    counts = Counter(classes.values())
    limits = {KINOLA_CLASS: 1, ACE: 4, KING: 3, QUEEN: 4, JACK: 4,
              ZERO: len(cfg.deck) - 16}  # 16 cards score points in every deck
    for cls in CLASSES:
        if counts[cls] > limits[cls]:
            raise InputError(tr("kinola", "{n} players reserved {what}, but the deck holds only {m} (§6).").format(
                n=counts[cls], what=class_title(cls), m=limits[cls]))
    return classes, cards


def _kinola(s: State, rows, classes: dict[str, str]) -> tuple[str | None, str | None]:
    """Exactly one story: one player reserved the Kinola and nobody held or took it, or nobody
    reserved it and one player held it, one took it (the same player or not)."""
    held = [p for p, r in rows.items() if r.held]
    took = [p for p, r in rows.items() if r.took]
    reserved = [p for p, c in classes.items() if c == KINOLA_CLASS]
    if reserved:
        if held or took:
            raise InputError(tr("kinola",
                "{name} reserved the Kinola, so nobody played or took it: clear those marks (§6).").format(
                name=reserved[0]))
        return None, None
    if len(held) != 1 or len(took) != 1:
        raise InputError(tr("kinola",
            "Nobody reserved the Kinola: mark the one player who played it and the one who took it "
            "({held} and {took} marked) (§6).").format(held=len(held), took=len(took)))
    holder, taker = held[0], took[0]
    if rows[taker].tricks < 1 or rows[taker].points < 3:
        raise InputError(tr("kinola",
            "{name} took the Kinola, so won at least 1 trick and 3 points (§6).").format(name=taker))
    return holder, taker
