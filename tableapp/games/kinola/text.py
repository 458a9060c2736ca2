"""Words for the table: describe() of every action, the summary line, the phase, the payments.

The log never names a card that is still hidden: a reservation is "a card face down", and the
Kinola's holder is named only once the Kinola has been played or revealed (§7)."""
from __future__ import annotations

from typing import Any

from tableapp.core.errors import TableError
from tableapp.core.i18n import tr
from tableapp.core.ledger import POT

from . import actions as A
from . import state as st
from .deck import KINOLA, class_title, label, read_card, trick_winner
from .state import State

JOIN = "; "


def chips(n: int) -> str:
    if n == 1:
        return tr("kinola", "1 chip")
    return tr("kinola", "{n} chips").format(n=n)


def card_words(text: str) -> str:
    try:
        return label(read_card(text))
    except ValueError:
        return text


def phase_title(s: State) -> str:
    return {
        st.FIRST: tr("kinola", "Choosing the first dealer"),
        st.DEAL: tr("kinola", "Antes and deal"),
        st.RESERVE: tr("kinola", "Reserving a card"),
        st.PLAY: tr("kinola", "Tricks"),
        st.REPORT: tr("kinola", "Playing the tricks"),
        st.OVER: tr("kinola", "Game over"),
    }[s.phase]


def round_title(s: State) -> str:
    k = s.round_in_play
    if k > s.cfg.rounds:
        return tr("kinola", "Overtime round {k}").format(k=k)
    return tr("kinola", "Round {k} of {n}").format(k=k, n=s.cfg.rounds)


# -- payments -------------------------------------------------------------------------------------

def payment_words(p: dict[str, Any]) -> str:
    """One booked payment in words; a short one says the payer is bankrupt (row 15)."""
    src, dst, n, owed, reason = p["from"], p["to"], p["amount"], p["owed"], p["reason"]
    if reason in ("KN-C2", "KN-C3", "KN-C4"):
        text = tr("kinola", "{name} antes {n}").format(name=src, n=owed)
    elif reason == "KN-C6":
        text = tr("kinola", "{name} pays the Ace penalty of {n}").format(name=src, n=owed)
    elif reason == "KN-C7":
        text = tr("kinola", "{name} pays the Kinola penalty of {n}").format(name=src, n=owed)
    elif reason == "KN-C8":
        text = tr("kinola", "{name} pays {n} into the pot (the pot doubles)").format(name=src, n=owed)
    elif reason == "KN-C9":
        text = tr("kinola", "{name} takes the pot of {n}").format(name=dst, n=owed)
    elif reason == "KN-C10":
        text = tr("kinola", "{name} pays {winner} {n}").format(name=src, winner=dst, n=owed)
    elif reason == "KN-C11":
        text = tr("kinola", "{name} pays {taker} the Ace penalty of {n}").format(name=src, taker=dst, n=owed)
    elif reason == "KN-C12":
        text = tr("kinola", "{name} pays a penalty of {n} into the pot").format(name=src, n=owed)
    elif reason == "KN-C14":
        text = tr("kinola", "{name} takes the remainder of {n}").format(name=dst, n=owed)
    else:  # KN-C13, CORE-E1
        text = tr("kinola", "{name} gets a share of {n}").format(name=dst, n=owed)
    if n < owed:
        text = tr("kinola", "{text}: pays only {n} and is bankrupt").format(text=text, n=n)
    return text


def due_words(s: State, payments: list[dict[str, Any]]) -> str:
    """The round start's payments, as the table reads them before the deal (§6)."""
    if not payments:
        return tr("kinola", "nothing to pay")
    return ", ".join(payment_words(p) for p in payments)


def split_words(split: dict[str, Any] | None) -> str:
    if not split or not split["pot"]:
        return tr("kinola", "the pot is empty")
    text = tr("kinola", "the pot of {pot} is split, {share} each").format(pot=split["pot"], share=split["share"])
    if split["remainder"]:
        text += ", " + tr("kinola", "{name} takes the remainder of {n}").format(
            name=split["richest"], n=split["remainder"])
    return text


def kinola_words(k: dict[str, Any], future: bool = False) -> str:
    """R7: "Kinola taken by X (holder Y)" and the pot result; or who reserved it."""
    if "reserved_by" in k:
        return tr("kinola", "{name} reserved the Kinola: the pot stays").format(name=k["reserved_by"])
    head = tr("kinola", "Kinola taken by {taker} (holder {holder})").format(taker=k["taker"], holder=k["holder"])
    if k["holder"] == k["taker"]:
        if future:
            what = tr("kinola", "{name} will pay {n} into the pot, doubling it").format(name=k["holder"], n=k["pot"])
        else:
            what = tr("kinola", "{name} pays {n} into the pot, doubling it").format(name=k["holder"], n=k["pot"])
    elif future:
        what = tr("kinola", "{name} will take the pot of {n}").format(name=k["holder"], n=k["pot"])
    else:
        what = tr("kinola", "{name} takes the pot of {n}").format(name=k["holder"], n=k["pot"])
    return tr("kinola", "{head}: {what}").format(head=head, what=what)


def end_words(s: State) -> str:
    """How the game ended (§5, §9)."""
    if s.end == st.POT_TAKEN:
        return tr("kinola", "the pot was taken: the game is over")
    gone = ", ".join(s.bankrupt)
    if s.end in (st.BANKRUPT, st.AT_ONCE):
        return tr("kinola", "{names} bankrupt: {split}; the game is over").format(names=gone, split=split_words(s.split))
    if s.end == st.CAP:
        return tr("kinola", "the overtime cap is reached: {split}; the game is over").format(split=split_words(s.split))
    if s.end == st.LEFT:
        return tr("kinola", "{name} left: {split}; the game is over").format(name=s.left[-1], split=split_words(s.split))
    return tr("kinola", "the table ends the game: {split}").format(split=split_words(s.split))


def round_end_words(after: State) -> str:
    """The settled round (§7: public at the end of the round): winner, Kinola, penalties, the end."""
    last = after.last
    parts = [tr("kinola", "{name} wins the round with {n} points").format(
        name=last["winner"], n=last["points"][last["winner"]])]
    parts.append(kinola_words(last["kinola"]))
    shown = [f"{p} {c if c is not None else class_title(last['classes'][p])}" for p, c in last["reserved"].items()]
    parts.append(tr("kinola", "reserved: {cards}").format(cards=", ".join(shown)))
    if after.phase == st.OVER:
        parts.append(end_words(after))
    elif last["owed"]:
        parts.append(tr("kinola", "penalties next round: {who}").format(
            who=", ".join(f"{p} {n}" for p, n in last["owed"].items())))
    return JOIN.join(parts)


# -- describe ---------------------------------------------------------------------------------------

def describe(s: State, a) -> str:
    from .phases import HANDLERS

    try:
        after = HANDLERS[type(a)](s, a)[0] if s.phase != st.OVER else None
    except (TableError, KeyError, ValueError):
        after = None
    by = a.by
    if isinstance(a, A.FirstDealer):
        return tr("kinola", "{name} deals first").format(name=a.name)
    if isinstance(a, A.Draw):
        drawn = ", ".join(f"{p} {card_words(c)}" for p, c in a.cards.items())
        if after is None:
            return tr("kinola", "Draw for the first dealer: {cards}").format(cards=drawn)
        if after.phase == st.FIRST:
            return tr("kinola", "Draw for the first dealer: {cards}; {names} tie and draw again").format(
                cards=drawn, names=", ".join(after.drawing))
        return tr("kinola", "Draw for the first dealer: {cards}; {name} deals first").format(
            cards=drawn, name=after.dealer)
    if isinstance(a, (A.Deal, A.Shuffle)):
        return _deal_words(s, a, after)
    if isinstance(a, A.Reserve):
        return tr("kinola", "{name} reserves a card face down").format(name=by)
    if isinstance(a, A.Play):
        return _play_words(s, a, after)
    if isinstance(a, A.Result):
        if after is None or after.last is None:
            return tr("kinola", "The table enters the round's result")
        return tr("kinola", "Round {k} result: {what}").format(k=s.round, what=round_end_words(after))
    if isinstance(a, A.Leave):
        if s.opts.substitute:
            return tr("kinola", "{name} leaves; a substitute takes over the seat and its chips").format(name=by)
        if after is None:
            return tr("kinola", "{name} leaves the game").format(name=by)
        return tr("kinola", "{name} leaves the game: {what}").format(name=by, what=_stop_words(s, after))
    if isinstance(a, A.EndGame):
        if after is None:
            return tr("kinola", "The table ends the game")
        return tr("kinola", "The table ends the game: {what}").format(what=_stop_words(s, after))
    return a.do


def _deal_words(s: State, a, after: State | None) -> str:
    if isinstance(a, A.Shuffle):
        head = tr("kinola", "{round}: the app shuffles and deals for {dealer}").format(
            round=round_title(s), dealer=s.dealer)
    else:
        head = tr("kinola", "{round}: {dealer} deals").format(round=round_title(s), dealer=s.dealer)
    if after is None or after.opening is None:
        return head
    parts = [head, due_words(s, after.opening["payments"])]
    if s.overtime:
        parts.insert(1, tr("kinola", "no ante in overtime"))
    if after.phase == st.OVER:
        parts.append(end_words(after))
    elif after.opening["bankrupt"]:
        parts.append(tr("kinola", "{names} bankrupt: the round is played, then the game ends").format(
            names=", ".join(after.opening["bankrupt"])))
    return JOIN.join(parts)


def _play_words(s: State, a: A.Play, after: State | None) -> str:
    try:
        card = read_card(a.card)
    except ValueError:
        return tr("kinola", "{name} plays {card}").format(name=a.by, card=a.card)
    text = tr("kinola", "{name} plays {card}").format(name=a.by, card=label(card))
    r = s.rnd
    trick = r.trick + ((a.by, card),) if r is not None else ()
    if after is None or len(trick) < len(r.order):
        return text
    winner, k = trick_winner(trick), r.done + 1
    parts = [text, tr("kinola", "{name} wins trick {k}").format(name=winner, k=k)]
    if k == s.cfg.tricks:  # the round is settled now
        parts.append(tr("kinola", "round over: {what}").format(what=round_end_words(after)))
    elif any(c == KINOLA for _, c in trick):  # R7, announced now, booked at S1
        parts.append(kinola_words({"holder": r.holder, "taker": winner, "pot": s.pot}, future=True))
    return JOIN.join(parts)


def _stop_words(s: State, after: State) -> str:
    parts = []
    if s.rnd is not None or s.phase == st.REPORT:
        parts.append(tr("kinola", "the hand in play is void"))
    paid = [payment_words(p) for p in after.split["payments"] if p["reason"] == "KN-C12"]
    if paid:
        parts.append(", ".join(paid))
    parts.append(split_words(after.split))
    return JOIN.join(parts)


# -- the big line ---------------------------------------------------------------------------------

def summary(s: State, to_act: str | None) -> str:
    if s.phase == st.OVER:
        return tr("kinola", "Game over: {what}.").format(what=_over_words(s))
    if s.phase == st.FIRST:
        if s.mode == "digital":
            if s.draws:
                return tr("kinola", "Who deals first? {names} draw again: the lowest card deals.").format(
                    names=", ".join(s.drawing))
            return tr("kinola", "Who deals first? The app draws a card for each player: the lowest deals.")
        return tr("kinola", "Who deals first? The table names the first dealer.")
    head = round_title(s)
    if s.phase == st.DEAL:
        from .view import due_now

        # one line: who deals and what the table pays first; each ante and penalty is listed once,
        # on the page below (the physical deal page) or in the news (digital)
        total = sum(d["amount"] for d in due_now(s))
        if not total:
            return tr("kinola", "{round}: {dealer} deals.").format(round=head, dealer=s.dealer)
        return tr("kinola", "{round}: pay {n}, then {dealer} deals.").format(
            round=head, dealer=s.dealer, n=chips(total))
    if s.phase == st.REPORT:
        return tr("kinola", "{round}: play the {t} tricks, then enter the result.").format(  # one line
            round=head, t=s.cfg.tricks)
    r = s.rnd
    if s.phase == st.RESERVE:
        return tr("kinola", "{round}: {name} reserves a card.").format(round=head, name=r.turn)  # one line
    return tr("kinola", "{round}, trick {k} of {t}: {name} to play.").format(
        round=head, k=r.done + 1, t=s.cfg.tricks, name=r.turn)


def _over_words(s: State) -> str:
    players = [p for p in s.seats if p not in s.bankrupt and p not in s.left]
    if not players:
        return end_words(s)
    top = max(s.bal[p] for p in players)
    best = [p for p in players if s.bal[p] == top]
    if len(best) == 1:
        lead = tr("kinola", "{name} wins with {n}").format(name=best[0], n=chips(top))
    else:
        lead = tr("kinola", "{names} share first place with {n}").format(names=" & ".join(best), n=chips(top))
    return tr("kinola", "{lead}; {how}").format(lead=lead, how=end_words(s))


def stake_words(s: State) -> str | None:
    """The cost of the moment: the ante at the deal, the pot on the Kinola during play."""
    if s.phase == st.OVER or s.phase == st.FIRST:
        return None
    if s.phase == st.DEAL:
        if s.overtime:
            return tr("kinola", "No ante (overtime)")
        if s.pot == 0 and not s.opts.penalties_before_ante:
            return tr("kinola", "Ante 5 each, dealer 10")
        if s.pot == 0:
            return tr("kinola", "Ante after the penalties")
        return tr("kinola", "Dealer antes 5")
    return tr("kinola", "Kinola: pot {n}").format(n=s.bal[POT])


def choice_card_label(card) -> str:
    return label(card)
