"""Kinola's cards (§1): the deck per player count, card points, the Kinola, the order of a hand,
must-follow and the winner of a trick (jokers are hearts below the 2♥, the earlier one higher)."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from tableapp.core.i18n import tr
from tableapp.games.common.cards import RANKS, Card, parse_card, standard_deck

KINOLA = Card("K", "H")  # §1: the K♥
HEARTS = "H"
POINTS = {"A": 4, "K": 3, "Q": 2, "J": 1}  # §1: every suit holds 10, the deck 40
TOTAL_POINTS = 40
RANK_VALUE = {r: i for i, r in enumerate(RANKS)}  # 2 = 0 ... A = 12; a joker is below 0
SORT_SUITS = ("S", "H", "C", "D")  # a hand alternates black and red
ACE_PENALTY, KINOLA_PENALTY = 2, 10  # R11

# The reserved card as the table may enter it (§6): a class instead of rank and suit.
KINOLA_CLASS, ACE, KING, QUEEN, JACK, ZERO = "kinola", "ace", "king", "queen", "jack", "zero"
CLASSES = (KINOLA_CLASS, ACE, KING, QUEEN, JACK, ZERO)
CLASS_POINTS = {KINOLA_CLASS: 3, ACE: 4, KING: 3, QUEEN: 2, JACK: 1, ZERO: 0}
CLASS_PENALTY = {KINOLA_CLASS: ("KN-C7", KINOLA_PENALTY), ACE: ("KN-C6", ACE_PENALTY)}  # R11


@dataclass(frozen=True)
class Config:
    """§1's table for one game: the deck and what follows from it."""

    players: int
    harsh: bool  # S1: the 3-player variant without 2-5
    deck: tuple[Card, ...]
    jokers: int
    hand: int  # cards dealt to each player
    tricks: int  # T = hand - 1
    rounds: int  # scheduled rounds (2 x players; 11 in the harsh game with H3)
    first_pot: int  # 5 x players + 5 (R2 with an empty pot)

    def has(self, card: Card) -> bool:
        if card.is_joker:
            return self.jokers > 0
        return card in self.deck


@lru_cache(maxsize=16)
def config(players: int, harsh: bool = False, eleven_rounds: bool = False) -> Config:
    """S1: 3 players drop the 10s (or every 2-5 in the harsh game), 4 play 52 cards, 5 add 3
    jokers and 6 add 2."""
    ranks, jokers = RANKS, 0
    if players == 3:
        ranks = tuple(r for r in RANKS if r not in (("2", "3", "4", "5") if harsh else ("10",)))
    elif players == 5:
        jokers = 3
    elif players == 6:
        jokers = 2
    deck = standard_deck(jokers, ranks)
    hand = len(deck) // players
    assert hand * players == len(deck), "every card is dealt (§9)"
    rounds = 11 if players == 3 and harsh and eleven_rounds else 2 * players  # D11, H3
    return Config(players, harsh and players == 3, deck, jokers, hand, hand - 1, rounds, 5 * players + 5)


def points(card: Card) -> int:
    return POINTS.get(card.rank, 0)


def card_class(card: Card) -> str:
    """The §6 class of a card: what its reserve costs and how many points it takes out of play."""
    if card == KINOLA:
        return KINOLA_CLASS
    return {"A": ACE, "K": KING, "Q": QUEEN, "J": JACK}.get(card.rank, ZERO)


def suit_of(card: Card) -> str:
    return card.suit  # a joker's suit is "H" (D13)


@lru_cache(maxsize=1024)
def read_card(text: str) -> Card:
    """A card as typed ("10H", "A♠", "joker"); ValueError with the reason otherwise. Cached: a
    game reads the same few cards again and again."""
    return parse_card(text)


def sort_key(card: Card) -> tuple[int, int, int]:
    """A hand by suit (♠ ♥ ♣ ♦), high to low, the jokers after the 2♥ (the first one first)."""
    value = -1 - card.n if card.is_joker else RANK_VALUE[card.rank]
    return SORT_SUITS.index(card.suit), -value, card.n


def sorted_hand(cards) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=sort_key))


def legal_cards(hand: tuple[Card, ...], trick: tuple[tuple[str, Card], ...]) -> tuple[Card, ...]:
    """R6: follow the suit led if able (a joker is a heart), otherwise anything."""
    if not trick:
        return hand
    led = trick[0][1].suit
    follow = tuple(c for c in hand if c.suit == led)
    return follow or hand


def trick_winner(trick: tuple[tuple[str, Card], ...]) -> str:
    """R6, D13: the highest card of the suit led; jokers rank below the 2♥, the earlier one higher."""
    led = trick[0][1].suit
    best, best_value = trick[0][0], None
    for i, (who, card) in enumerate(trick):
        if card.suit != led:
            continue
        value = -1 - i if card.is_joker else RANK_VALUE[card.rank]
        if best_value is None or value > best_value:
            best, best_value = who, value
    return best


def draw_value(card: Card) -> int:
    """D14's draw for the first dealer: rank only, whatever the suit; every joker below every 2."""
    return -1 if card.is_joker else RANK_VALUE[card.rank]


def label(card: Card) -> str:
    """As people read it: "10♥", "A♠", "Joker"."""
    return tr("kinola", "Joker") if card.is_joker else card.label


def class_title(cls: str) -> str:
    return {
        KINOLA_CLASS: tr("kinola", "the Kinola"),
        ACE: tr("kinola", "an Ace"),
        KING: tr("kinola", "a King"),
        QUEEN: tr("kinola", "a Queen"),
        JACK: tr("kinola", "a Jack"),
        ZERO: tr("kinola", "a 0-point card"),
    }[cls]
