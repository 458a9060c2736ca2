"""Words for the table: describe() of every action (never a hand, a secret first card or a
pitched card), the button labels, and the summary line."""
from __future__ import annotations

from tableapp.core.engine import end_game_words
from tableapp.core.i18n import tr

from . import actions as A
from . import state as st
from .stacks import fold_cost
from .state import State
from .words import chips, names


def describe(s: State, a) -> str:
    by = a.by
    if isinstance(a, A.Deal):
        n = len(s.active)
        if s.mode == "digital":
            return tr("goblin_poker", "Everyone antes {ante}; the app shuffles and deals 6 cards each").format(
                ante=s.opts.ante)
        return tr("goblin_poker", "Everyone antes {ante}; 6 cards are dealt to each of the {n} players").format(
            ante=s.opts.ante, n=n)
    if isinstance(a, A.Choose):
        return tr("goblin_poker", "{name} chooses a first card, face down").format(name=by)
    if isinstance(a, A.Reveal):
        cards = a.cards if a.cards is not None else (s.chosen if s.phase == st.REVEAL else {})
        if not cards:
            return tr("goblin_poker", "The first cards are turned up")
        shown = names(tr("goblin_poker", "{name} {v}").format(name=p, v=cards[p]) for p in s.seats if p in cards)
        return tr("goblin_poker", "The first cards are turned up: {cards}").format(cards=shown)
    if isinstance(a, A.Draw):
        who = s.tie.pending[0] if s.phase == st.TIE and s.tie else None
        if who is None:
            return tr("goblin_poker", "A tie-break card is drawn")
        card = a.card if a.card is not None else (s.deck[0] if s.deck else None)
        if card is None:
            return tr("goblin_poker", "A tie-break card is drawn for {name}").format(name=who)
        if card in s.stacks.get(who, ()):
            return tr("goblin_poker", "Tie-break: {name} draws {v}, a pair: discarded, {name} draws again").format(
                name=who, v=card)
        return tr("goblin_poker", "Tie-break: {name} draws {v}").format(name=who, v=card)
    if isinstance(a, A.Reshuffle):
        return tr("goblin_poker", "The deck is empty: the {n} out-of-play cards are shuffled into a new deck").format(
            n=len(a.deck))
    if isinstance(a, A.Fold):
        if s.phase == st.TURNS and by in s.active:
            return tr("goblin_poker", "{name} folds and pays {n}").format(name=by, n=chips(fold_cost(s, by)))
        return tr("goblin_poker", "{name} folds").format(name=by)
    if isinstance(a, A.Pitch):
        return tr("goblin_poker", "{name} pitches a card face down").format(name=by)
    if isinstance(a, A.Dealt):
        who = s.receivers[0] if s.phase == st.DEALING and s.receivers else None
        if who is None or a.card is None:
            return tr("goblin_poker", "A pitched card is dealt")
        if a.card in s.stacks.get(who, ()):
            return tr("goblin_poker", "{name} gets {v}: a pair of {v}s, {name} is out and pays {n}").format(
                name=who, v=a.card, n=chips(a.card))
        return tr("goblin_poker", "{name} gets {v}").format(name=who, v=a.card)
    if isinstance(a, A.Leave):
        if s.phase in (st.DEAL, st.OVER) or by not in s.active:
            return tr("goblin_poker", "{name} leaves the table").format(name=by)
        return tr("goblin_poker", "{name} leaves the game and pays {n}, as a fold").format(
            name=by, n=chips(fold_cost(s, by)))
    if isinstance(a, A.EndGame):
        return end_game_words(s.pot, len(s.active))
    return a.do


def choice_label(s: State, a) -> str:
    """The button's words: shorter than describe(), and a template's entry prompt."""
    if isinstance(a, A.Deal):
        if s.mode == "digital":
            return tr("goblin_poker", "Shuffle and deal")
        return tr("goblin_poker", "Antes in, 6 cards dealt each")
    if isinstance(a, A.Choose):
        return tr("goblin_poker", "First card: {v}").format(v=a.card)
    if isinstance(a, A.Reveal):
        if s.mode == "digital":
            return tr("goblin_poker", "Turn up the first cards")
        return tr("goblin_poker", "Enter the first cards")
    if isinstance(a, A.Draw):
        return tr("goblin_poker", "Tie-break card for {name}").format(name=s.tie.pending[0])
    if isinstance(a, A.Reshuffle):
        return tr("goblin_poker", "Shuffle the out-of-play cards")
    if isinstance(a, A.Fold):
        return tr("goblin_poker", "Fold (pay {n})").format(n=fold_cost(s, a.by))
    if isinstance(a, A.Pitch):
        if a.card is None:
            return tr("goblin_poker", "Pitch a card")
        return tr("goblin_poker", "Pitch {v}").format(v=a.card)
    if isinstance(a, A.Dealt):
        return tr("goblin_poker", "Card dealt to {name}").format(name=s.receivers[0])
    return describe(s, a)


def summary(s: State, to_act: str | None) -> str:
    """The big public line: what happens now and who does it (B.6's prompts in physical mode)."""
    ph = s.phase
    if ph == st.OVER:
        if s.winner and s.middle_count and s.mode == "physical":  # GR12 in the middle of a deal (D20)
            return tr("goblin_poker", "Stop dealing: {name} wins the pot").format(name=s.winner)
        if s.winner:
            return tr("goblin_poker", "{name} wins the pot").format(name=s.winner)
        if s.sharers:
            return tr("goblin_poker", "After round 5, {names} share the pot").format(names=names(s.sharers))
        return tr("goblin_poker", "The game was ended early")
    if ph == st.DEAL:
        if s.mode == "digital":
            return tr("goblin_poker", "{dealer} deals: everyone antes {ante}").format(dealer=s.dealer, ante=s.opts.ante)
        return tr("goblin_poker", "{dealer} deals: everyone antes {ante}, deal 6 cards each").format(
            dealer=s.dealer, ante=s.opts.ante)
    if ph == st.CHOOSE:
        return tr("goblin_poker", "{name} chooses a first card in secret").format(name=to_act)
    if ph == st.REVEAL:
        if s.mode == "digital":
            return tr("goblin_poker", "Everyone has chosen: the first cards are turned up")
        return tr("goblin_poker", "Everyone picks a first card face down; turn them up together and enter them")
    if ph == st.TIE:
        t = s.tie
        who = t.pending[0]
        empty = (not s.deck) if s.mode == "digital" else not s.deck_count
        if t.paired is not None:  # D14
            first = tr("goblin_poker", "{name}'s tie-break card {v} makes a pair: discard it").format(
                name=who, v=t.paired)
            draw = tr("goblin_poker", "draw again for {name}").format(name=who)
        else:
            first = tr("goblin_poker", "Full tie for the lowest stack ({names})").format(names=names(t.group))
            draw = tr("goblin_poker", "draw a card for {name}").format(name=who)
        if empty:  # D23
            return tr("goblin_poker", "{first}; the deck is empty: shuffle the out-of-play cards into a new deck, "
                                      "then {draw}").format(first=first, draw=draw)
        return tr("goblin_poker", "{first}; {draw}").format(first=first, draw=draw)
    if ph == st.TURNS:
        return tr("goblin_poker", "Round {r} of 5: {name} folds (pays {n}) or pitches").format(
            r=s.round, name=to_act, n=fold_cost(s, to_act))
    if ph == st.DEALING:
        if s.mode == "digital":
            return tr("goblin_poker", "Round {r}: the app deals the pitched cards face up: {order}").format(
                r=s.round, order=names(s.receivers))
        if len(s.pitchers) == s.middle_count:  # nothing dealt yet
            text = tr("goblin_poker", "Shuffle the {k} pitched cards; deal them face up to {order}").format(
                k=s.middle_count, order=names(s.receivers))
            if s.middle_count > len(s.receivers):  # E11: a leaver's card is among them
                text = tr("goblin_poker", "{text}; the card left over is discarded unseen").format(text=text)
            return text
        return tr("goblin_poker", "Deal the next pitched card face up to {order}").format(order=names(s.receivers))
    return ""


