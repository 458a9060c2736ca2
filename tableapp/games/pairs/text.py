"""Words for the table: describe() of every action, the summary line, the button labels, the
payout in words. Everything here is public: Pairs has no hidden cards but the deck order."""
from __future__ import annotations

from tableapp.core.actions import EndGame
from tableapp.core.i18n import tr

from . import actions as A
from .settlement import before_payout, lowest, owed
from .state import CARD, CARRY, DEAL, EARLY, HIT, LOST, OVER, PAIR, QUICK, SHUFFLE, TIE, TURN, VOID, State


def chips(n: int) -> str:
    return tr("pairs", "1 chip") if n == 1 else tr("pairs", "{n} chips").format(n=n)


def card_name(v: int) -> str:
    """"a 7", "an 8": a card as people name it."""
    return tr("pairs", "an {v}").format(v=v) if v == 8 else tr("pairs", "a {v}").format(v=v)


def pair_name(v: int) -> str:
    return tr("pairs", "a pair of {v}s").format(v=v)


def betting_title(betting: str) -> str:
    return {"seattle": tr("pairs", "Seattle"), "tacoma": tr("pairs", "Tacoma"),
            "olympia": tr("pairs", "Olympia")}[betting]


def stake_text(s: State) -> str:
    """The betting rule in words (the public view's ``stake``)."""
    o = s.opts
    if o.betting == "seattle":
        return tr("pairs", "Seattle: the loser pays everyone 1")
    if o.betting == "tacoma":
        return tr("pairs", "Tacoma: the loser pays {n} to the lowest score").format(n=o.tacoma_stake)
    return tr("pairs", "Olympia: the loser pays the difference to the lowest score")


def phase_title(s: State) -> str:
    if s.phase == CARD:
        return {DEAL: tr("pairs", "Dealing"), TIE: tr("pairs", "Tie for low card"),
                HIT: tr("pairs", "Drawing")}[s.purpose]
    return {SHUFFLE: tr("pairs", "Shuffling"), TURN: tr("pairs", "Hit or fold"),
            QUICK: tr("pairs", "Quick entry"), OVER: tr("pairs", "Game over")}[s.phase]


# -- the log --------------------------------------------------------------------------------------

def describe(s: State, a, after: State | None) -> str:
    """``after``: the state the action leads to (None if it is refused): its consequences are told too."""
    by = a.by
    if isinstance(a, A.Shuffle):
        if s.discard:
            n = len(s.discard)
            burn = 5 if n > 5 else 0
            return tr("pairs", "The deck is out: the app shuffles the discard pile ({n} cards) and burns {b}").format(
                n=n, b=burn)
        return tr("pairs", "The app shuffles the {n} cards and burns 5").format(n=len(a.deck))
    if isinstance(a, A.Card):
        return _card_words(s, a.value, after)
    if isinstance(a, A.Hit):
        return tr("pairs", "{name} hits").format(name=by)
    if isinstance(a, A.Fold):
        v = s.lowest_in_play()
        if v is None:
            return tr("pairs", "{name} folds").format(name=by)
        text = tr("pairs", "{name} folds and scores {v}, the lowest card in play").format(name=by, v=v)
        return _then(s, text, by, v)
    if isinstance(a, A.Score):
        if a.how == PAIR:
            text = tr("pairs", "{name} scores {v} with {pair}").format(name=a.player, v=a.value, pair=pair_name(a.value))
        else:
            text = tr("pairs", "{name} folds and scores {v}").format(name=a.player, v=a.value)
        return _then(s, text, a.player, a.value)
    if isinstance(a, A.Final):
        listed = tr("pairs", ", ").join(f"{p} {n}" for p, n in a.scores.items())
        if after is not None and after.loser:
            return tr("pairs", "Final scores: {scores}; {name} loses").format(scores=listed, name=after.loser)
        return tr("pairs", "Final scores: {scores}").format(scores=listed)
    if isinstance(a, A.Leave):
        if s.opts.leaver_loses and by in s.seats:
            return tr("pairs", "{name} leaves and loses at a score of {n} (H7)").format(name=by, n=s.score(by))
        return tr("pairs", "{name} leaves: the game is void and no chips move (E5)").format(name=by)
    if isinstance(a, EndGame):
        return tr("pairs", "The table ends the game: no loser, no chips move")
    return a.do


def _then(s: State, text: str, who: str, v: int) -> str:
    total = s.score(who) + v
    if total >= s.losing:
        return tr("pairs", "{text} (total {total}): {name} reaches the losing score {L} and loses").format(
            text=text, total=total, name=who, L=s.losing)
    return tr("pairs", "{text} (total {total})").format(text=text, total=total)


def _card_words(s: State, v: int, after: State | None) -> str:
    if s.phase != CARD or not s.need or not 1 <= v <= 10:
        return tr("pairs", "A card: {v}").format(v=v)
    p = s.need[0]
    if s.purpose == HIT:
        text = tr("pairs", "{name} draws {card}").format(name=p, card=card_name(v))
        if v in s.stacks[p]:
            text = tr("pairs", "{text}: {pair}, {name} scores {v}").format(text=text, pair=pair_name(v), name=p, v=v)
            return _then(s, text, p, v)
        return text
    if s.purpose == TIE:
        text = tr("pairs", "Tie-break: {name} is dealt {card}").format(name=p, card=card_name(v))
        if v in s.stacks[p]:
            return tr("pairs", "{text}, which pairs: it is discarded and {name} gets another").format(text=text, name=p)
    else:
        text = tr("pairs", "{name} is dealt {card}").format(name=p, card=card_name(v))
    return text + _start_words(s, after)


def _start_words(s: State, after: State | None) -> str:
    """What the card settled: who starts (PR2), or a (new) tie for low card (PR3)."""
    if after is None:
        return ""
    if after.phase == TURN and after.tie_by_seat:
        return tr("pairs", "; no card can break the tie, so {name} starts (first from the dealer's left)").format(
            name=after.starter)
    if after.phase == TURN:
        return tr("pairs", "; {name} has the lowest card and starts").format(name=after.starter)
    if after.purpose == TIE and after.tied and (s.purpose != TIE or len(s.need) == 1):
        v = after.stacks[after.tied[0]][-1]
        return tr("pairs", "; tie for low card ({v}s): {names} get another card").format(
            v=v, names=tr("pairs", ", ").join(after.tied))
    return ""


# -- the big line -----------------------------------------------------------------------------------

def instruction(s: State) -> str | None:
    """Physical: what the table must do with the cards before the next one is dealt."""
    if s.mode != "physical" or s.shuffle_note is None:
        return None
    n, burn = s.shuffle_note
    if s.reshuffles == 0:
        return tr("pairs", "{dealer} shuffles the {n} cards and burns {b} face down.").format(dealer=s.dealer, n=n, b=burn)
    if burn == 0:
        return tr("pairs", "The deck is out: shuffle the discard pile ({n} cards); burn none (5 or fewer).").format(n=n)
    return tr("pairs", "The deck is out: shuffle the discard pile ({n} cards) and burn {b}.").format(n=n, b=burn)


def summary(s: State) -> str:
    if s.phase == OVER:
        return over_line(s)
    k = s.round
    if s.phase == QUICK:
        return _after_last(s, tr("pairs",
            "Round {k} · quick entry: who scored, how much, pair or fold? (losing score {L})").format(k=k, L=s.losing))
    if s.phase == SHUFFLE:
        if s.discard:
            return tr("pairs", "Round {k}: the deck is out; the app shuffles the discard pile.").format(k=k)
        return tr("pairs", "Round {k}: the app shuffles and burns 5; {dealer} deals.").format(k=k, dealer=s.dealer)
    if s.phase == TURN:
        return _after_last(s, tr("pairs", "Round {k}: {name} hits or folds (a fold scores {v}).").format(
            k=k, name=s.turn, v=s.lowest_in_play()))
    p = s.need[0]
    if s.mode == "digital":
        what = tr("pairs", "the app deals a card to {name}").format(name=p)
    elif s.purpose == HIT:
        what = tr("pairs", "{name} hits: which card?").format(name=p)
    elif s.purpose == TIE and s.tie_discard is not None:
        what = tr("pairs", "{name}'s {v} paired: discard it and deal {name} another. Which card?").format(
            name=p, v=s.tie_discard)
    elif s.purpose == TIE:
        what = tr("pairs", "tie for low card: the extra card for {name}?").format(name=p)
    else:
        what = tr("pairs", "{dealer} deals: the card for {name}?").format(dealer=s.dealer, name=p)
    line = tr("pairs", "Round {k}: {what}").format(k=k, what=what)
    note = instruction(s)
    return _after_last(s, tr("pairs", "{note} {line}").format(note=note, line=line) if note else line)


def last_words(s: State) -> str | None:
    """How the last round ended, e.g. "Cy folded and scored 2 (total 7)"."""
    last = s.last
    if last is None:
        return None
    if last.how == PAIR:
        return tr("pairs", "{name} caught {pair} and scored {v} (total {total}).").format(
            name=last.player, pair=pair_name(last.value), v=last.value, total=last.total)
    return tr("pairs", "{name} folded and scored {v} (total {total}).").format(
        name=last.player, v=last.value, total=last.total)


def _after_last(s: State, line: str) -> str:
    """Until the new round's first hit, the big line also says how the last round ended."""
    if s.last is None or s.last.round != s.round - 1 or s.hits:
        return line
    return tr("pairs", "{last} {line}").format(last=last_words(s), line=line)


def over_line(s: State) -> str:
    if s.ended == LOST:
        return tr("pairs", "Game over: {name} loses with {n}.").format(name=s.loser, n=s.score(s.loser))
    if s.ended == VOID:
        return tr("pairs", "The game is void: {name} left. No chips move.").format(name=s.left[-1])
    if s.ended == EARLY:
        return tr("pairs", "The game was ended early: no loser, no chips move.")
    return tr("pairs", "Game over.")


def payout_lines(s: State) -> list[str]:
    """PR11-PR14 in words, with what the bank does at the table under credit (D8)."""
    if s.ended != LOST:
        return []
    o, loser = s.opts, s.loser
    before = before_payout(s)
    due = owed(s, loser)
    low, _ = lowest(s, loser)
    out = [tr("pairs", "{name} loses with {n} (losing score {L}).").format(name=loser, n=s.score(loser), L=s.losing)]
    paid = 0
    for t in s.payout:
        if t.src == loser:
            paid += t.amount
        if t.dst == CARRY and o.betting == "tacoma":
            out.append(tr("pairs", "{name} pays the stake of {n} into the pot.").format(name=t.src, n=chips(t.amount)))
        elif t.dst == CARRY:
            out.append(tr("pairs", "{name} pays {n} into the pot: {score} − {low}, the difference to the lowest score.")
                       .format(name=t.src, n=chips(t.amount), score=s.score(loser), low=low))
        elif t.src == CARRY:
            out.append(tr("pairs", "{name} takes {n} from the pot (lowest score, {low}).").format(
                name=t.dst, n=chips(t.amount), low=low))
        else:
            out.append(tr("pairs", "{name} pays {n} to {to}.").format(name=t.src, n=chips(t.amount), to=t.dst))
    if o.betting == "olympia" and due == 0:
        out.append(tr("pairs", "{name} is not above the lowest score and pays nothing.").format(name=loser))
    have = before[loser]
    if o.credit and have < due:
        out.append(tr("pairs", "{name} had {have}: the bank advances {short} from its spare chips (A-C6).").format(
            name=loser, have=chips(have), short=chips(due - max(have, 0))))
    elif not o.credit and paid < due:
        out.append(tr("pairs", "{name} had only {have}: the other {short} are waived (D8).").format(
            name=loser, have=chips(max(have, 0)), short=chips(due - paid)))
    if o.betting != "seattle" and s.bal[CARRY]:
        out.append(tr("pairs", "{n} stay in the pot for the next Pairs game (A-C5).").format(n=chips(s.bal[CARRY])))
    got: dict[str, int] = {}
    for t in s.payout:
        if t.dst not in (loser, CARRY):
            got[t.dst] = got.get(t.dst, 0) + t.amount
    for p, n in got.items():
        if before[p] < 0:
            out.append(tr("pairs", "{name} was {debt} below zero: {back} of these go back to the bank's spare chips (D8).")
                       .format(name=p, debt=-before[p], back=min(n, -before[p])))
    return out


# -- buttons --------------------------------------------------------------------------------------------

def choice_label(s: State, a) -> str:
    if isinstance(a, A.Hit):
        return tr("pairs", "Hit")
    if isinstance(a, A.Fold):
        return tr("pairs", "Fold (scores {v})").format(v=s.lowest_in_play())
    if isinstance(a, A.Card):
        p = s.need[0]
        if s.purpose == HIT:
            return tr("pairs", "The card {name} drew").format(name=p)
        if s.purpose == TIE:
            return tr("pairs", "Tie-break card for {name}").format(name=p)
        return tr("pairs", "The card dealt to {name}").format(name=p)
    if isinstance(a, A.Score):
        return tr("pairs", "Report this round's score")
    if isinstance(a, A.Final):
        return tr("pairs", "Report the final scores")
    if isinstance(a, A.Shuffle):
        return tr("pairs", "Shuffle")
    return a.do


def reasons() -> dict[str, str]:
    """The C-numbers of A.4 (A-C5 moves nothing: the remainder stays in the pot)."""
    return {
        "A-C1": tr("pairs", "loser pays 1 to each other player (Seattle)"),
        "A-C2": tr("pairs", "loser pays the stake into the pot (Tacoma)"),
        "A-C3": tr("pairs", "loser pays the difference to the lowest score into the pot (Olympia)"),
        "A-C4": tr("pairs", "the pot shared by the lowest scores"),
        "A-C6": tr("pairs", "loser pays in full on credit (the bank advances the shortfall)"),
        "CORE-E1": tr("pairs", "game ended early: the pot is shared"),
        "CORE-E1c": tr("pairs", "game ended early: the odd chips wait for the next game"),
    }
