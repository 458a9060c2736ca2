"""Words for the table: describe() of every action, the summary line, the button labels.

describe() is the public log (§7): it says what the action did, including its consequences
(a pair, the winner of the round, the end of the game), and never a card that stays hidden:
a Chick says only the new hand size, an eliminated hand is never named.
"""
from __future__ import annotations

from tableapp.core.errors import InputError, RuleError
from tableapp.core.engine import end_game_words
from tableapp.core.i18n import tr
from tableapp.core.ledger import POT

from . import actions as A
from . import state as st
from .phases import HANDLERS, chick_cost
from .settlement import pairs_in
from .state import State
from .words import card_list, cards, chips, pairs_text, phase_title, streak_text


def _after(s: State, a) -> State | None:
    try:
        return HANDLERS[type(a)](s, a)[0]
    except (RuleError, InputError):
        return None


def _join(*parts: str) -> str:
    return tr("yuck_chick", "; ").join(p for p in parts if p)


def _paid(paid: int, owed: int) -> str:
    if paid == owed:
        return tr("yuck_chick", "pays {n}").format(n=paid)
    return tr("yuck_chick", "pays {paid} of {owed}, all they have ({short} unpaid)").format(
        paid=paid, owed=owed, short=owed - paid)


def describe(s: State, a) -> str:
    after = _after(s, a)
    text = _words(s, a, after)
    if after is None:
        return text
    return _join(text, _round_end(s, after), _game_end(s, after))


def _words(s: State, a, after: State | None) -> str:
    by, r = a.by, s.rnd
    ar = after.rnd if after is not None else None
    if isinstance(a, A.Deal):
        return _deal_words(s, a, after)
    if isinstance(a, A.Starter):
        return tr("yuck_chick", "The table names {name} the start player").format(name=a.name)
    if isinstance(a, A.Yuck):
        return tr("yuck_chick", "{name} yucks").format(name=by)
    if isinstance(a, A.Flip):
        who = r.turn if r is not None else "?"
        if ar is None:
            return tr("yuck_chick", "{name} turns up a card").format(name=who)
        card = ar.fields[who][-1]
        if ar.out.get(who) == st.OUT_YUCK:
            return tr("yuck_chick", "{name} turns up a card: {v}, a pair of {v}s; {name} is out and {paid}").format(
                name=who, v=card, paid=_paid(ar.paid[who], card))
        return tr("yuck_chick", "{name} turns up a card: {v}").format(name=who, v=card)
    if isinstance(a, A.Chick):
        if ar is None:
            return tr("yuck_chick", "{name} chicks").format(name=by)
        cost = chick_cost(r, by)
        return tr("yuck_chick", "{name} chicks: {paid}, hand is now {cards}").format(
            name=by, paid=_paid(cost - ar.shortfall.get(by, 0) + r.shortfall.get(by, 0), cost),
            cards=cards(ar.hand_count[by]))
    if isinstance(a, A.Knock):
        if ar is None:
            return tr("yuck_chick", "{name} knocks").format(name=by)
        k = len(r.active)
        if after.phase == st.REVEAL:
            return tr("yuck_chick", "{name} knocks ({streak}): showdown, revealing in the order {order}").format(
                name=by, streak=streak_text(k, k), order=tr("yuck_chick", ", ").join(ar.reveal_order))
        return tr("yuck_chick", "{name} knocks ({streak})").format(name=by, streak=streak_text(ar.streak, k))
    if isinstance(a, A.Down):
        if a.owner == by:
            what = tr("yuck_chick", "{name} downs: takes their own {v}").format(name=by, v=a.card)
        else:
            what = tr("yuck_chick", "{name} downs: takes {owner}'s {v}").format(name=by, owner=a.owner, v=a.card)
        if ar is None:
            return what
        return tr("yuck_chick", "{what}, {paid} and is out").format(what=what, paid=_paid(ar.paid[by], a.card))
    if isinstance(a, A.Reveal):
        who = r.next_revealer if r is not None and s.phase == st.REVEAL else None
        if ar is None or who is None:
            return tr("yuck_chick", "{name} reveals the hand").format(name=who or "?")
        shown = card_list(ar.revealed[who])
        if ar.out.get(who) == st.OUT_SHOWDOWN:
            pairs = pairs_in(ar.fields[who])
            return tr("yuck_chick", "{name} reveals {cards}: {pairs}, {name} is out and {paid}").format(
                name=who, cards=shown, pairs=pairs_text(pairs), paid=_paid(ar.paid[who], sum(pairs)))
        return tr("yuck_chick", "{name} reveals {cards}: score {score}").format(
            name=who, cards=shown, score=ar.scores[who])
    if isinstance(a, A.Leave):
        text = tr("yuck_chick", "{name} leaves the game with {n}").format(name=by, n=chips(s.bal.get(by, 0)))
        if s.in_round and by in r.active:
            text = _join(text, tr("yuck_chick", "out of this round, the ante stays in the pot"))
        return text
    if isinstance(a, A.EndGame):
        return end_game_words(s.bal[POT], len(s.players))
    return a.do


def _deal_words(s: State, a: A.Deal, after: State | None) -> str:
    k = s.round + 1
    if after is None:
        if s.mode == "digital":
            return tr("yuck_chick", "Round {k}: the app shuffles and deals").format(k=k)
        return tr("yuck_chick", "Round {k}: the cards are dealt").format(k=k)
    r = after.rnd
    fields = tr("yuck_chick", ", ").join(f"{p} {r.fields[p][0]}" for p in r.order)
    if s.mode == "digital":
        head = tr("yuck_chick", "Round {k}: everyone antes 1, the app shuffles and deals; fields {fields}").format(
            k=k, fields=fields)
    else:
        head = tr("yuck_chick", "Round {k}: everyone antes 1; fields {fields}").format(k=k, fields=fields)
    if after.phase == st.STARTER:
        why = tr("yuck_chick", "{names} tie for the lowest card: the table names the start player").format(
            names=tr("yuck_chick", ", ").join(r.tied))
    elif r.picked:
        why = tr("yuck_chick", "{names} tie for the lowest card: the app picks {name} to start").format(
            names=tr("yuck_chick", ", ").join(r.tied), name=r.starter)
    elif s.next_starter not in s.players:
        why = tr("yuck_chick", "{name} starts (lowest field card)").format(name=r.starter)
    elif s.rnd is not None and s.rnd.winner == r.starter:
        why = tr("yuck_chick", "{name} starts (last round's winner)").format(name=r.starter)
    else:  # a start position, or the winner left: the next player clockwise (§9)
        why = tr("yuck_chick", "{name} starts").format(name=r.starter)
    return _join(_shown_hands(s), head, why)


def _round_end(s: State, after: State) -> str:
    """R9, R13, R14 in words when this action ended the round."""
    if not s.in_round or after.in_round or after.rnd is None or after.rnd.no != s.round:
        return ""
    r = after.rnd
    if r.winner is None:
        return ""
    pot = chips(r.pot_won)
    if r.how == st.WON_ALONE:
        won = tr("yuck_chick", "{name} is the last player in and wins the pot of {pot}").format(name=r.winner, pot=pot)
    elif r.how == st.WON_UNREVEALED:
        won = tr("yuck_chick", "{name} is the last player in and wins the pot of {pot} without revealing").format(
            name=r.winner, pot=pot)
    else:
        won = tr("yuck_chick", "{name} wins the pot of {pot} with a score of {score}").format(
            name=r.winner, pot=pot, score=r.scores[r.winner])
    return won


def _shown_hands(s: State) -> str:
    """H4 (digital): every hand of the round just played, once it is over. Said by the next deal's
    line, the first the log writes after the round (the app deals at once): never by an action that
    ends a round, whose words can be read before it is played."""
    r = s.rnd
    if s.mode != "digital" or not s.opts.reveal_hands_after_round or r is None or s.in_round or not r.hands:
        return ""
    hands = tr("yuck_chick", ", ").join(f"{p} {card_list(h)}" for p, h in r.hands.items())
    return tr("yuck_chick", "Round {k}, every hand (H4): {hands}").format(k=r.no, hands=hands)


def _game_end(s: State, after: State) -> str:
    if s.phase == st.OVER or after.phase != st.OVER:
        return ""
    if after.ended_by == "CORE-E1":
        return ""
    return final_words(after)


def final_words(s: State) -> str:
    why = {
        "E2a": tr("yuck_chick", "someone could not pay in full"),
        "E2b": tr("yuck_chick", "someone has no chips left"),
        "E2c": tr("yuck_chick", "the last round has been played"),
        "§9": tr("yuck_chick", "only one player is left"),
    }.get(s.ended_by, "")
    top = winners(s)
    if len(top) == 1:
        won = tr("yuck_chick", "{name} wins with {n}").format(name=top[0], n=chips(s.bal[top[0]]))
    else:
        won = tr("yuck_chick", "{names} share the win with {n}").format(
            names=tr("yuck_chick", ", ").join(top), n=chips(s.bal[top[0]]))
    return tr("yuck_chick", "Game over ({why}): {won}").format(why=why, won=won)


def winners(s: State) -> list[str]:
    """E3: the most chips among the players still in the game (ties: co-winners, D12)."""
    if not s.players:
        return []
    best = max(s.bal[p] for p in s.players)
    return [p for p in s.players if s.bal[p] == best]


def summary(s: State, to_act: str | None) -> str:
    """The big public line: round, phase and whose decision it is."""
    if s.phase == st.OVER:
        if s.ended_by == "CORE-E1":
            return tr("yuck_chick", "The game was ended early: the pot was shared.")
        return final_words(s) + "."
    if s.phase == st.DEAL:
        k = s.round + 1
        if s.mode == "digital":
            return tr("yuck_chick", "Round {k}: everyone antes 1; the app shuffles and deals.").format(k=k)
        return tr("yuck_chick",
            "Round {k}: everyone antes 1; shuffle all 55 cards, deal each player a hand card and a face-up "
            "field card, then enter the field cards.").format(k=k)
    r = s.rnd
    head = tr("yuck_chick", "Round {k}").format(k=s.round)
    if s.phase == st.STARTER:
        what = tr("yuck_chick", "{names} tie for the lowest field card: the table names the start player").format(
            names=tr("yuck_chick", ", ").join(r.tied))
    elif s.phase == st.TURN:
        what = tr("yuck_chick", "{name} to act · knocks {streak} · deck {n}").format(
            name=to_act, streak=streak_text(r.streak, len(r.active)), n=r.deck_count)
    elif s.phase == st.FLIP:
        if s.mode == "digital":
            what = tr("yuck_chick", "{name} yucks: the app turns up the top card").format(name=r.turn)
        else:
            what = tr("yuck_chick", "{name} yucks: enter the card turned up").format(name=r.turn)
    else:
        who = r.next_revealer
        what = tr("yuck_chick", "showdown: {name} reveals {cards}").format(name=who, cards=cards(r.hand_count[who]))
    return tr("yuck_chick", "{head}: {what}").format(head=head, what=what)


def choice_label(s: State, a) -> str:
    """The button text for a legal action (with the real amounts), never a hidden card."""
    r = s.rnd
    if isinstance(a, A.Deal):
        return tr("yuck_chick", "Shuffle and deal") if s.mode == "digital" else tr("yuck_chick", "Enter the field cards")
    if isinstance(a, A.Starter):
        return tr("yuck_chick", "{name} starts").format(name=a.name)
    if isinstance(a, A.Yuck):
        return tr("yuck_chick", "Yuck: turn up a card")
    if isinstance(a, A.Flip):
        return tr("yuck_chick", "Enter the card {name} turned up").format(name=r.turn)
    if isinstance(a, A.Chick):
        cost = chick_cost(r, a.by)
        if s.bal[a.by] < cost:
            return tr("yuck_chick", "Chick: draw a card (pay {n} of {cost}, all you have)").format(n=s.bal[a.by], cost=cost)
        return tr("yuck_chick", "Chick: draw a card (pay {n})").format(n=cost)
    if isinstance(a, A.Knock):
        k = len(r.active)
        if r.streak + 1 == k:
            return tr("yuck_chick", "Knock ({streak}): showdown").format(streak=streak_text(k, k))
        return tr("yuck_chick", "Knock ({streak})").format(streak=streak_text(r.streak + 1, k))
    if isinstance(a, A.Down):
        pay = min(a.card, s.bal[a.by])
        if a.owner == a.by:
            return tr("yuck_chick", "Down: take your own {v} (pay {n})").format(v=a.card, n=pay)
        return tr("yuck_chick", "Down: take {owner}'s {v} (pay {n})").format(owner=a.owner, v=a.card, n=pay)
    if isinstance(a, A.Reveal):
        who = r.next_revealer
        if s.mode == "digital":
            return tr("yuck_chick", "Reveal {name}'s hand").format(name=who)
        return tr("yuck_chick", "Enter {name}'s {cards}").format(name=who, cards=cards(r.hand_count[who]))
    return describe(s, a)


def phase_text(s: State) -> str:
    return phase_title(s.phase)
