"""Poker-dice hands and calls (LD §3): faces, the roll key, the 90 calls, their order and names.

Ranks are values 1..6 for 9 10 J Q K A; 0 in a key means "no rank named" (LD-D1).
A key is ``(cat, r1, r2)`` in the source's category numbering; house option H2 swaps
cats 5 and 6 only where keys are compared (``order``), so stored keys never change.
"""
from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache
from itertools import combinations_with_replacement

from tableapp.core.i18n import per_language, tr

Key = tuple[int, int, int]

FACES = ("9", "10", "J", "Q", "K", "A")  # value v is FACES[v - 1]
FACE_VALUE = {f: i for i, f in enumerate(FACES, start=1)}
PIPS = ("1", "2", "3", "4", "5", "6")  # LD-D14: ordinary dice, 1=9 ... 6=A

HIGH_CARD, ONE_PAIR, TWO_PAIR, THREE, STRAIGHT, FULL_HOUSE, FOUR, FIVE = range(1, 9)
FIVE_ACES: Key = (FIVE, 6, 0)


class CallError(ValueError):
    """Text that is not a well-formed call (LD §3.2); the message says why, for a player."""


# -- rolls -------------------------------------------------------------------------------------------
def _classify(values) -> Key:
    """The reference algorithm of LD §3.1, verbatim in spirit."""
    groups = sorted(Counter(values).items(), key=lambda kv: (-kv[1], -kv[0]))
    shape = [c for _, c in groups]
    top = groups[0][0]
    second = groups[1][0] if len(groups) > 1 else 0
    if shape == [5]:
        return (FIVE, top, 0)
    if shape == [4, 1]:
        return (FOUR, top, 0)
    if shape == [3, 2]:
        return (FULL_HOUSE, top, second)
    if shape == [3, 1, 1]:
        return (THREE, top, 0)
    if shape == [2, 2, 1]:
        return (TWO_PAIR, top, second)
    if shape == [2, 1, 1, 1]:
        return (ONE_PAIR, top, 0)
    if set(values) == {2, 3, 4, 5, 6}:
        return (STRAIGHT, 6, 0)  # A K Q J 10
    if set(values) == {1, 2, 3, 4, 5}:
        return (STRAIGHT, 5, 0)  # K Q J 10 9
    return (HIGH_CARD, 0, 0)  # LD-D5: five different, not a straight


# every multiset of five dice (252 of them), looked up by the sorted values
_ROLL_KEYS: dict[tuple[int, ...], Key] = {
    c: _classify(c) for c in combinations_with_replacement(range(1, 7), 5)
}


def roll_key(values) -> Key:
    """The key of five dice given as values 1..6, in any order."""
    return _ROLL_KEYS[tuple(sorted(values))]


def swap_h2(key: Key) -> Key:
    """LD-H2: Straight (5) and Full house (6) trade places."""
    cat = key[0]
    if cat == STRAIGHT:
        return (FULL_HOUSE, key[1], key[2])
    if cat == FULL_HOUSE:
        return (STRAIGHT, key[1], key[2])
    return key


def meets(values, call: Key, straight_beats_full_house: bool = False) -> bool:
    """LD §3.3: the roll meets the call when its key is at least the call's key (LD-D3)."""
    rk = roll_key(values)
    if straight_beats_full_house:
        return swap_h2(rk) >= swap_h2(call)
    return rk >= call


# -- calls -------------------------------------------------------------------------------------------
def _well_formed() -> tuple[Key, ...]:
    out: list[Key] = [(HIGH_CARD, 0, 0)]
    for cat in (ONE_PAIR, THREE, FOUR, FIVE):
        out += [(cat, 0, 0)] + [(cat, r, 0) for r in range(1, 7)]
    out += [(TWO_PAIR, 0, 0)]
    for h in range(2, 7):  # "Nines up" is ill-formed: a lower pair must exist
        out += [(TWO_PAIR, h, 0)] + [(TWO_PAIR, h, lo) for lo in range(1, h)]
    out += [(STRAIGHT, 0, 0), (STRAIGHT, 5, 0), (STRAIGHT, 6, 0)]  # LD-D5: K-high, A-high
    out += [(FULL_HOUSE, 0, 0)]
    for t in range(1, 7):
        out += [(FULL_HOUSE, t, 0)] + [(FULL_HOUSE, t, p) for p in range(1, 7) if p != t]
    return tuple(sorted(out))


CALLS: tuple[Key, ...] = _well_formed()  # the 90 well-formed calls, lowest first (source order)
_CALL_SET = frozenset(CALLS)


def is_call(key: Key) -> bool:
    return key in _CALL_SET


def fill_h4(key: Key) -> Key:
    """LD-H4 strict raises: each open slot takes the lowest rank that keeps the call well-formed."""
    cat, a, b = key
    if cat in (ONE_PAIR, THREE, FOUR, FIVE):
        return (cat, a or 1, 0)
    if cat == TWO_PAIR:
        if a == 0:
            return (cat, 2, 1)
        return (cat, a, b or 1)
    if cat == STRAIGHT:
        return (cat, a or 5, 0)
    if cat == FULL_HOUSE:
        if a == 0:
            return (cat, 1, 2)
        return (cat, a, b or (2 if a == 1 else 1))
    return key


def order(key: Key, straight_beats_full_house: bool = False, strict_raises: bool = False) -> Key:
    """The tuple compared when deciding whether one call raises another (LD §3.2, H2, H4)."""
    if strict_raises:
        key = fill_h4(key)
    if straight_beats_full_house:
        key = swap_h2(key)
    return key


@lru_cache(maxsize=None)
def calls_above(current: Key | None, straight_beats_full_house: bool = False,
                strict_raises: bool = False) -> tuple[Key, ...]:
    """Every well-formed call strictly higher than ``current`` (all 90 when None), lowest first."""
    ranked = sorted(CALLS, key=lambda k: (order(k, straight_beats_full_house, strict_raises), k))
    if current is None:
        return tuple(ranked)
    floor = order(current, straight_beats_full_house, strict_raises)
    return tuple(k for k in ranked if order(k, straight_beats_full_house, strict_raises) > floor)


@lru_cache(maxsize=None)
def call_ranks(straight_beats_full_house: bool = False, strict_raises: bool = False) -> dict[Key, int]:
    """Each call's place in the raise order (0 = lowest); calls H4 makes equal share a place."""
    places = sorted({order(k, straight_beats_full_house, strict_raises) for k in CALLS})
    index = {o: i for i, o in enumerate(places)}
    return {k: index[order(k, straight_beats_full_house, strict_raises)] for k in CALLS}


def is_raise(new: Key, current: Key | None, straight_beats_full_house: bool = False,
             strict_raises: bool = False) -> bool:
    if current is None:
        return True
    h2, h4 = straight_beats_full_house, strict_raises
    return order(new, h2, h4) > order(current, h2, h4)


# -- names ------------------------------------------------------------------------------------------
# The canonical English text of a call: what the JSON log stores, whatever the app's language.
_ENGLISH = {
    "high": "High card", "pair": "One pair", "pair_r": "Pair of {r}",
    "two": "Two pair", "two_up": "Two pair, {h} up", "two_hl": "Two pair, {h} and {l}",
    "three": "Three of a kind", "three_r": "Three {r}",
    "straight": "Straight", "k_straight": "K-high straight", "a_straight": "A-high straight",
    "full": "Full house", "full_t": "Full house, {t}", "full_tp": "Full house, {t} over {p}",
    "four": "Four of a kind", "four_r": "Four {r}", "five": "Five of a kind", "five_r": "Five {r}",
    1: "Nines", 2: "Tens", 3: "Jacks", 4: "Queens", 5: "Kings", 6: "Aces",
}


def _words() -> dict:
    return {
        "high": tr("liar_dice", "High card"), "pair": tr("liar_dice", "One pair"),
        "pair_r": tr("liar_dice", "Pair of {r}"),
        "two": tr("liar_dice", "Two pair"), "two_up": tr("liar_dice", "Two pair, {h} up"),
        "two_hl": tr("liar_dice", "Two pair, {h} and {l}"),
        "three": tr("liar_dice", "Three of a kind"), "three_r": tr("liar_dice", "Three {r}"),
        "straight": tr("liar_dice", "Straight"), "k_straight": tr("liar_dice", "K-high straight"),
        "a_straight": tr("liar_dice", "A-high straight"),
        "full": tr("liar_dice", "Full house"), "full_t": tr("liar_dice", "Full house, {t}"),
        "full_tp": tr("liar_dice", "Full house, {t} over {p}"),
        "four": tr("liar_dice", "Four of a kind"), "four_r": tr("liar_dice", "Four {r}"),
        "five": tr("liar_dice", "Five of a kind"), "five_r": tr("liar_dice", "Five {r}"),
        1: tr("liar_dice", "Nines"), 2: tr("liar_dice", "Tens"), 3: tr("liar_dice", "Jacks"),
        4: tr("liar_dice", "Queens"), 5: tr("liar_dice", "Kings"), 6: tr("liar_dice", "Aces"),
    }


_SIMPLE = {ONE_PAIR: ("pair", "pair_r"), THREE: ("three", "three_r"), FOUR: ("four", "four_r"),
           FIVE: ("five", "five_r")}


def _format(key: Key, t: dict) -> str:
    cat, a, b = key
    if cat in _SIMPLE:
        bare, named = _SIMPLE[cat]
        return t[named].format(r=t[a]) if a else t[bare]
    if cat == TWO_PAIR:
        if not a:
            return t["two"]
        return t["two_hl"].format(h=t[a], l=t[b]) if b else t["two_up"].format(h=t[a])
    if cat == FULL_HOUSE:
        if not a:
            return t["full"]
        return t["full_tp"].format(t=t[a], p=t[b]) if b else t["full_t"].format(t=t[a])
    if cat == STRAIGHT:
        return {0: t["straight"], 5: t["k_straight"], 6: t["a_straight"]}[a]
    return t["high"]


@lru_cache(maxsize=None)
def call_text(key: Key) -> str:
    """The canonical English text of a call (what actions and scripts carry)."""
    return _format(key, _ENGLISH)


_translated = per_language(_words)
_names = per_language(dict)  # key -> its name, in the language of the moment


def call_name(key: Key) -> str:
    """The call (or the hand a roll makes) in the app's language, for people."""
    names = _names()
    try:
        return names[key]
    except KeyError:
        name = names[key] = _format(key, _translated())
        return name


def face_text(value: int, ordinary: bool = False) -> str:
    return PIPS[value - 1] if ordinary else FACES[value - 1]


# -- parsing ----------------------------------------------------------------------------------------
_RANK_WORDS = {
    "a": 6, "ace": 6, "aces": 6, "k": 5, "king": 5, "kings": 5, "ks": 5, "q": 4, "queen": 4,
    "queens": 4, "qs": 4, "j": 3, "jack": 3, "jacks": 3, "js": 3, "10": 2, "10s": 2, "ten": 2,
    "tens": 2, "t": 2, "9": 1, "9s": 1, "nine": 1, "nines": 1, "as": 6,
}
# after these words a lone "a" is the article ("a pair", "three of a kind"), not an Ace
_ARTICLE_BEFORE = {"pair", "kind", "full", "straight", "two", "three", "four", "five", "one"}
_FILLER = {"of", "a", "the", "house", "card", "kind", "one", "1", "call", "calls", "s", "with",
           "on", "high", "up", "and", "over", "full", "pair", "pairs", "straight", "two", "2",
           "three", "3", "four", "4", "five", "5", "trips", "quads", "boat", "set", "nothing"}


def _examples() -> str:
    return tr("liar_dice", "Say e.g. \"Pair of Aces\", \"Two pair, Kings and Nines\", \"Full house, Aces over Jacks\".")


@lru_cache(maxsize=4096)
def parse_call(text: str) -> Key:
    """Read a call the way people say it; raises CallError for anything ill-formed (LD §3.2)."""
    words = re.sub(r"[,.;:!?&/()\-]+", " ", str(text).lower().replace("&", " and ")).split()
    if not words:
        raise CallError(tr("liar_dice", "Name a call. {examples}").format(examples=_examples()))
    ranks: list[int] = []
    for i, w in enumerate(words):
        if w == "a" and i + 1 < len(words) and words[i + 1] in _ARTICLE_BEFORE:
            continue
        if w in _RANK_WORDS:
            ranks.append(_RANK_WORDS[w])
        elif w not in _FILLER:
            raise CallError(tr("liar_dice", "\"{text}\" is not a call: \"{word}\" is not a hand or a rank. {examples}")
                            .format(text=text, word=w, examples=_examples()))
    has = set(words).__contains__
    if has("full") or has("boat") or (has("over") and not has("pair")):
        cat = FULL_HOUSE
    elif has("straight"):
        cat = STRAIGHT
    elif has("five") or has("5"):
        cat = FIVE
    elif has("four") or has("4") or has("quads"):
        cat = FOUR
    elif has("three") or has("3") or has("trips") or has("set"):
        cat = THREE
    elif ((has("two") or has("2")) and (has("pair") or has("pairs"))) or has("up") or has("and") or has("pairs"):
        cat = TWO_PAIR
    elif has("pair"):
        cat = ONE_PAIR
    elif has("high") or has("nothing"):
        cat = HIGH_CARD
    else:
        raise CallError(tr("liar_dice", "\"{text}\" names no hand. {examples}").format(text=text, examples=_examples()))
    key = _shape(cat, ranks)
    if key is None or key not in _CALL_SET:
        raise CallError(tr("liar_dice", "\"{text}\" is not a call that can be made: {why}").format(
            text=text, why=_why_not(cat, ranks)))
    return key


def _shape(cat: int, ranks: list[int]) -> Key | None:
    if len(ranks) > 2:
        return None
    a = ranks[0] if ranks else 0
    b = ranks[1] if len(ranks) > 1 else 0
    if cat == TWO_PAIR and b:
        if a == b:
            return None
        a, b = max(a, b), min(a, b)  # "Jacks and Queens" is stored as Queens and Jacks
    if cat in (ONE_PAIR, THREE, FOUR, FIVE, STRAIGHT, HIGH_CARD) and b:
        return None
    return (cat, a, b)


def _why_not(cat: int, ranks: list[int]) -> str:
    if cat == HIGH_CARD:
        return tr("liar_dice", "a High card call names no rank.")
    if cat == STRAIGHT:
        return tr("liar_dice", "the only straights are K-high and A-high.")
    if cat == TWO_PAIR:
        return tr("liar_dice", "two pair names a higher pair of 10s or better, then a different lower pair.")
    if cat == FULL_HOUSE:
        return tr("liar_dice", "a full house names the three, then a different pair.")
    return tr("liar_dice", "name one rank at most.")
