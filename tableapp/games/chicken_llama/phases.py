"""Applying one action: the flow of a round (CL-R2..R11) and the checks of §6.

Each handler takes the state and the action and returns (next state, transfers), or raises
RuleError / InputError before anything changes (states are never mutated).
"""
from __future__ import annotations

from tableapp.core.errors import InputError, RuleError
from tableapp.core.i18n import tr
from tableapp.core.ledger import BANK, CARRY, POT, Purse, Transfer

from . import actions as A
from . import state as st
from .amounts import amounts, withdrawal
from .bills import BILLS, MAJORITY, MINORITY, SLOT_BIT, animal, bust_animal, check_pile, slot_title
from .settlement import settle
from .state import Round, State, next_clockwise, replace, rotate
from .words import phase_title

Result = tuple[State, list[Transfer]]
NONE: list[Transfer] = []


def _turn(s: State, a, phase: str, rule: str) -> Round:
    """The round, after checking that ``a.by`` may make this decision now."""
    if s.phase != phase:
        raise RuleError(rule, tr("chicken_llama",
            "That is not possible now: the round is at {phase}.").format(phase=_phase(s)))
    r = s.rnd
    who = r.turn if phase == st.ALLIN else r.queue[0]
    if a.by != who:
        raise RuleError(rule, tr("chicken_llama",
            "It is {who}'s turn, not {name}'s.").format(who=who, name=a.by or tr("chicken_llama", "the table")))
    return r


def _phase(s: State) -> str:
    return phase_title(s.phase)


def _fact(s: State, a, phase: str, rule: str) -> Round:
    if a.by is not None:
        raise RuleError(rule, tr("chicken_llama", "The table reports this, not a player: leave out \"by\"."))
    if s.phase != phase:
        raise RuleError(rule, tr("chicken_llama",
            "That is not possible now: the round is at {phase}.").format(phase=_phase(s)))
    return s.rnd


# -- CL-R2, R3: a new round ---------------------------------------------------------------------

def on_shuffle(s: State, a: A.Shuffle) -> Result:
    if a.by is not None:
        raise RuleError("CL-R2", tr("chicken_llama",
            "The shuffle is the app's (digital) or the table's (physical), not a player's."))
    if s.phase != st.SHUFFLE:
        raise RuleError("CL-R2", tr("chicken_llama", "The bills are shuffled only between rounds."))
    if s.mode == "digital":
        if a.pile is None:
            raise InputError(tr("chicken_llama", "A digital shuffle gives the order of the 26 bills (\"pile\")."))
        why = check_pile(a.pile)
        if why:
            raise InputError(why)
    elif a.pile is not None:
        raise InputError(tr("chicken_llama", "In physical mode the app does not know the bills: give no pile order."))
    order = rotate(s.seats, s.dealer, s.alive)
    n = len(order)
    am = amounts(s.n0, n, s.opts.withdraw_costs_extra)
    rnd = Round(order=order, amounts=am, endgame=n == 2, stakes_rise=am.inc > s.inc_before, contrib={},
                queue=order)
    if a.pile is not None:  # CL-R2, §7.1: two passes from the dealer, from the top
        pile = tuple(a.pile)
        hands = {p: (pile[i], pile[i + n]) for i, p in enumerate(order)}
        rnd = replace(rnd, pile=pile[2 * n:], hands=hands, seen={p: (True, True) for p in order})
    s = replace(s, round=s.round + 1, next_pile=None)
    if not rnd.endgame:
        return replace(s, phase=st.BET, rnd=rnd), NONE
    purse = Purse(s.bal)  # CL-R3: both players stake S automatically, capped (D13)
    contrib = {p: purse.pay_capped(p, POT, am.S, "CL-C3") for p in order}
    rnd = replace(rnd, contrib=contrib, stakers=order, active=order)
    s = replace(s, bal=purse.balances)
    if s.opts.endgame_skips_draw:  # CL-H5: nobody draws, so every hand has 2 bills
        return _begin_allin(s, replace(rnd, drawn={p: 0 for p in order})), purse.transfers
    return _begin_draw(s, rnd), purse.transfers


# -- CL-R4, R5: betting ---------------------------------------------------------------------------

def on_stake(s: State, a: A.Stake) -> Result:
    r = _turn(s, a, st.BET, "CL-R4")
    purse = Purse(s.bal)
    paid = purse.pay_capped(a.by, POT, r.amounts.S, "CL-C2")
    r = replace(r, contrib={**r.contrib, a.by: paid}, stakers=r.stakers + (a.by,), queue=r.queue[1:])
    s = replace(s, bal=purse.balances)
    return (_end_betting(s, r) if not r.queue else replace(s, rnd=r)), purse.transfers


def on_fold(s: State, a: A.Fold) -> Result:
    if s.phase == st.ALLIN:
        r = _turn(s, a, st.ALLIN, "CL-R9.2")
        if not any(r.status[p] == st.ALL_IN for p in r.active):
            raise RuleError("CL-R9.2", tr("chicken_llama",
                "Nobody is all-in: go all-in or pass (folding comes only after an all-in)."))
        r = replace(r, status={**r.status, a.by: st.FOLDED}, active=tuple(p for p in r.active if p != a.by))
        return _after_r9(s, r, a.by), NONE  # CL-C7: the stake stays in the pot
    r = _turn(s, a, st.BET, "CL-R4")
    r = replace(r, voters=r.voters + (a.by,), queue=r.queue[1:])
    return (_end_betting(s, r) if not r.queue else replace(s, rnd=r)), NONE


def _end_betting(s: State, r: Round) -> State:
    """CL-R5: two or more stakers draw; one is the survivor; none makes the round void."""
    if not r.stakers:
        return replace(s, phase=st.SETTLE, rnd=replace(r, how=st.VOID))  # CL-R5c, D6
    if len(r.stakers) == 1:
        r = replace(r, active=r.stakers, how=st.SURVIVOR_WINS, winner=r.stakers[0])
        if s.mode == "physical":
            return replace(s, phase=st.SURVIVOR, rnd=r)
        counts = _counts(s, r.hands[r.winner])
        r = replace(r, counts={r.winner: counts}, survivor_bust=_bust(s, counts))
        return replace(s, phase=st.SETTLE, rnd=r)
    return _begin_draw(s, replace(r, active=r.stakers))


# -- CL-R6: drawing ------------------------------------------------------------------------------

def _begin_draw(s: State, r: Round) -> State:
    return replace(s, phase=st.DRAW, rnd=replace(r, queue=r.active))


def on_draw(s: State, a: A.Draw) -> Result:
    r = _turn(s, a, st.DRAW, "CL-R6")
    if s.mode == "physical":
        if a.end is not None or a.last is not None:
            raise InputError(tr("chicken_llama", "In physical mode report only how many bills were drawn (\"count\")."))
        if a.count is not None:
            if not 0 <= a.count <= 3:
                raise InputError(tr("chicken_llama", "A player draws 0 to 3 bills, not {n} (CL-R6).").format(n=a.count))
            drawn = sum(c for c in r.drawn.values() if c) + a.count
            if 2 * len(s.alive) + drawn > BILLS:  # §6 "bills in use"; cannot happen with 5 or fewer players
                raise InputError(tr("chicken_llama",
                    "Only {n} bills are left to draw (CL-R6).").format(n=BILLS - 2 * len(s.alive)))
        r = replace(r, drawn={**r.drawn, a.by: a.count}, queue=r.queue[1:])
        return (_after_draw(s, r) if not r.queue else replace(s, rnd=r)), NONE
    if a.count is not None:
        raise InputError(tr("chicken_llama",
            "In digital mode draw one bill at a time, from the \"top\" or the \"bottom\"."))
    if a.end is None:
        raise InputError(tr("chicken_llama", "Say which end of the pile to draw from: \"top\" or \"bottom\"."))
    if a.last is not None and not s.opts.last_draw_unseen:
        raise InputError(tr("chicken_llama",
            "\"last\" is only for house option H2 (the last drawn bill stays unseen)."))
    ends = r.ends.get(a.by, ())
    assert len(ends) < 3 and r.pile, "a hand never passes 5 bills and the pile never runs out (§9)"
    bill = r.pile[0] if a.end == "top" else r.pile[-1]
    pile = r.pile[1:] if a.end == "top" else r.pile[:-1]
    done = len(ends) == 2 or bool(a.last)  # CL-D3: the 3rd draw stays unseen; CL-H2: the declared last one
    r = replace(r, pile=pile, hands={**r.hands, a.by: r.hands[a.by] + (bill,)},
                seen={**r.seen, a.by: r.seen[a.by] + (not done,)}, ends={**r.ends, a.by: ends + (a.end,)},
                drawn={**r.drawn, a.by: len(ends) + 1})
    if done:
        r = replace(r, queue=r.queue[1:])
        return (_after_draw(s, r) if not r.queue else replace(s, rnd=r)), NONE
    return replace(s, rnd=r), NONE


def on_stop(s: State, a: A.Stop) -> Result:
    r = _turn(s, a, st.DRAW, "CL-R6")
    if s.mode == "physical":
        raise InputError(tr("chicken_llama",
            "In physical mode report how many bills were drawn (\"draw\" with \"count\")."))
    if s.opts.last_draw_unseen and r.ends.get(a.by):
        raise RuleError("CL-H2", tr("chicken_llama",
            "With H2 your last drawn bill stays unseen: draw it, saying it is the last."))
    r = replace(r, drawn={**r.drawn, a.by: len(r.ends.get(a.by, ()))}, queue=r.queue[1:])
    return (_after_draw(s, r) if not r.queue else replace(s, rnd=r)), NONE


def _after_draw(s: State, r: Round) -> State:
    if r.voters:  # CL-R8 (never in the endgame: nobody folds there)
        return replace(s, phase=st.VOTE, rnd=replace(r, queue=r.voters))
    return _begin_allin(s, r)


# -- CL-R8: voting -------------------------------------------------------------------------------

def on_vote(s: State, a: A.Vote) -> Result:
    r = _turn(s, a, st.VOTE, "CL-R8")
    if a.target == a.by:
        raise RuleError("CL-R8", tr("chicken_llama",
            "You cannot vote for yourself: vote for a player still in ({names}).").format(
            names=", ".join(r.active)))
    if a.target in r.voters:
        raise RuleError("CL-R8", tr("chicken_llama", "{name} folded: vote for a player still in ({names}).").format(
            name=a.target, names=", ".join(r.active)))
    if a.target not in r.active:
        raise RuleError("CL-R8", tr("chicken_llama",
            "{name} is not in this round: vote for a player still in ({names}).").format(
            name=a.target, names=", ".join(r.active)))
    r = replace(r, votes={**r.votes, a.by: a.target}, queue=r.queue[1:])
    return (_begin_allin(s, r) if not r.queue else replace(s, rnd=r)), NONE


# -- CL-R9: the all-in phase, withdrawals and the last call ----------------------------------------

def _begin_allin(s: State, r: Round) -> State:
    return replace(s, phase=st.ALLIN, rnd=replace(r, status={p: st.PENDING for p in r.active}, turn=r.active[0]))


def on_allin(s: State, a: A.AllIn) -> Result:
    r = _turn(s, a, st.ALLIN, "CL-R9.2")
    purse = Purse(s.bal)
    added = purse.pay(a.by, POT, s.bal[a.by], "CL-C6")  # may be 0 (CL-R9.2)
    status = {p: (st.PENDING if v == st.PASSED else v) for p, v in r.status.items()}
    status[a.by] = st.ALL_IN
    r = replace(r, status=status, contrib={**r.contrib, a.by: r.contrib[a.by] + added})
    return _after_r9(replace(s, bal=purse.balances), r, a.by), purse.transfers


def on_pass(s: State, a: A.Pass) -> Result:
    r = _turn(s, a, st.ALLIN, "CL-R9.2")
    if any(r.status[p] == st.ALL_IN for p in r.active):
        raise RuleError("CL-R9.2", tr("chicken_llama", "Someone is all-in: go all-in or fold."))
    return _after_r9(s, replace(r, status={**r.status, a.by: st.PASSED}), a.by), NONE


def _after_r9(s: State, r: Round, current: str, keep_turn: bool = False) -> State:
    """CL-R9.4, checked after every action and every withdrawal."""
    if len(r.active) == 1:
        return _last_active(s, r)
    pending = [p for p in r.active if r.status[p] == st.PENDING]
    allin = sum(1 for p in r.active if r.status[p] == st.ALL_IN)
    if not pending and not allin:
        return _showdown(s, r)  # R9.4b
    if allin == len(r.active):
        return replace(s, phase=st.LASTCALL, rnd=replace(r, turn=None, queue=r.active, lc_withdrew=False))  # R9.4c
    assert pending, "after an all-in every other active player is pending, all-in or folded"
    order = r.order
    i = order.index(current) + (0 if keep_turn else 1)
    turn = next(p for p in order[i:] + order[:i] if r.status.get(p) == st.PENDING and p in r.active)
    return replace(s, phase=st.ALLIN, rnd=replace(r, turn=turn))


def on_withdraw(s: State, a: A.Withdraw) -> Result:
    r = s.rnd
    if s.phase not in (st.ALLIN, st.LASTCALL, st.REVEAL) or (s.phase == st.REVEAL and s.mode == "digital"):
        raise RuleError("CL-R9.3", tr("chicken_llama", "Only an all-in player may withdraw, before the reveal."))
    if a.by not in r.active or r.status.get(a.by) != st.ALL_IN:
        raise RuleError("CL-R9.3", tr("chicken_llama",
            "{name} is not all-in: only an all-in player may withdraw.").format(name=a.by))
    if s.mode == "digital" and (s.phase != st.LASTCALL or r.queue[0] != a.by):
        raise RuleError("CL-R9.3", tr("chicken_llama",
            "In digital mode you withdraw when the last call asks you (CL-R9.5)."))
    forfeit, back = withdrawal(r.contrib[a.by], r.amounts.W)
    purse = Purse(s.bal)
    purse.pay(POT, a.by, back, "CL-C8")
    r = replace(r, contrib={**r.contrib, a.by: forfeit}, status={**r.status, a.by: st.WITHDRAWN},
                active=tuple(p for p in r.active if p != a.by))
    s = replace(s, bal=purse.balances)
    if len(r.active) == 1:
        return _last_active(s, r), purse.transfers
    if s.phase == st.ALLIN:  # CL-R9.6: not a turn; the player whose turn it was still acts
        return _after_r9(s, r, r.turn, keep_turn=True), purse.transfers
    if s.phase == st.REVEAL:  # CL-R9.6: back to the last call
        return replace(s, phase=st.LASTCALL, rnd=replace(r, queue=r.active, lc_withdrew=False)), purse.transfers
    r = replace(r, queue=tuple(p for p in r.queue if p != a.by), lc_withdrew=True)
    return _after_circuit(s, r), purse.transfers


def on_stay(s: State, a: A.Stay) -> Result:
    r = _turn(s, a, st.LASTCALL, "CL-R9.5")
    return _after_circuit(s, replace(r, queue=r.queue[1:])), NONE


def _after_circuit(s: State, r: Round) -> State:
    """CL-R9.5: another circuit after a withdrawal, the showdown after a quiet one."""
    if r.queue:
        return replace(s, rnd=r)
    if r.lc_withdrew:
        return replace(s, rnd=replace(r, queue=r.active, lc_withdrew=False))
    return _showdown(s, r)


def _last_active(s: State, r: Round) -> State:
    """CL-R9.4a: the last player in wins without revealing."""
    return replace(s, phase=st.SETTLE, rnd=replace(r, how=st.LAST_ACTIVE, winner=r.active[0], turn=None, queue=()))


# -- CL-R5b, R10: reveals -----------------------------------------------------------------------

def _counts(s: State, bills: tuple[int, ...]) -> tuple[int, int]:
    """(llamas, chickens) among ``bills`` (digital mode: the app knows every bill)."""
    chickens = sum(1 for b in bills if animal(b, s.opts.role_swap) == "chicken")
    return len(bills) - chickens, chickens


def _bust(s: State, counts: tuple[int, int]) -> bool:
    llamas, chickens = counts
    return (llamas if bust_animal(s.opts.role_swap) == "llama" else chickens) > 0


def _score(s: State, counts: tuple[int, int]) -> int:
    return counts[1] if s.opts.role_swap else counts[0]


def _showdown(s: State, r: Round) -> State:
    r = replace(r, turn=None, queue=())
    if s.mode == "physical":
        return replace(s, phase=st.REVEAL, rnd=r)
    return _judge(s, r, {p: _counts(s, r.hands[p]) for p in r.active})


def _judge(s: State, r: Round, counts: dict[str, tuple[int, int]]) -> State:
    """CL-R10: not bust, most llamas, then earliest in order from the dealer (D14)."""
    winner, best = None, -1
    for p in r.active:
        if not _bust(s, counts[p]) and _score(s, counts[p]) > best:
            winner, best = p, _score(s, counts[p])
    r = replace(r, counts=counts, winner=winner, how=st.SHOWDOWN if winner else st.ALL_BUST)
    return replace(s, phase=st.SETTLE, rnd=r)


def on_survivor_bust(s: State, a: A.SurvivorBust) -> Result:
    r = _fact(s, a, st.SURVIVOR, "CL-R5b")
    counts: dict[str, tuple[int, int]] = {}
    if a.chickens is not None:
        if not 0 <= a.chickens <= 2:
            raise InputError(tr("chicken_llama",
                "The survivor holds 2 bills: 0 to 2 chickens, not {n} (§6).").format(n=a.chickens))
        c = (2 - a.chickens, a.chickens)
        if _bust(s, c) and not a.bust:
            raise InputError(tr("chicken_llama", "{n} chickens among 2 bills is a bust hand: check the hand.").format(
                n=a.chickens))
        if a.bust and not _bust(s, c):
            raise InputError(tr("chicken_llama",
                "{n} chickens among 2 bills is not a bust hand: check the hand.").format(n=a.chickens))
        counts = {r.winner: c}
    return replace(s, phase=st.SETTLE, rnd=replace(r, survivor_bust=a.bust, counts=counts)), NONE


def on_reveal(s: State, a: A.Reveal) -> Result:
    r = _fact(s, a, st.REVEAL, "CL-R10")
    if set(a.hands) != set(r.active):
        raise InputError(tr("chicken_llama", "Give the llamas and chickens of every player still in: {names}.").format(
            names=", ".join(r.active)))
    counts: dict[str, tuple[int, int]] = {}
    for p in r.active:
        h = a.hands[p]
        if h.llamas < 0 or h.chickens < 0:
            raise InputError(tr("chicken_llama", "{name}: counts cannot be negative.").format(name=p))
        size = h.llamas + h.chickens
        drawn = r.drawn.get(p)
        if drawn is not None and size != 2 + drawn:
            raise InputError(tr("chicken_llama",
                "{name} holds {n} bills (2 dealt + {d} drawn), but {k} were counted (§6).").format(
                name=p, n=2 + drawn, d=drawn, k=size))
        if drawn is None and not 2 <= size <= 5:
            raise InputError(tr("chicken_llama",
                "{name}: a hand has 2 to 5 bills, not {k} (§6).").format(name=p, k=size))
        counts[p] = (h.llamas, h.chickens)
    llamas, chickens = (sum(c[i] for c in counts.values()) for i in (0, 1))
    max_chickens, max_llamas = (MAJORITY, MINORITY) if s.opts.role_swap else (MINORITY, MAJORITY)
    if chickens > max_chickens:
        raise InputError(tr("chicken_llama",
            "{n} chickens were counted, but there are only {m} chicken bills (§6).").format(
            n=chickens, m=max_chickens))
    if llamas > max_llamas:
        raise InputError(tr("chicken_llama",
            "{n} llamas were counted, but there are only {m} llama bills (§6).").format(
            n=llamas, m=max_llamas))
    return _judge(s, r, counts), NONE


# -- CL-R11..R13 --------------------------------------------------------------------------------

def on_confirm(s: State, a: A.Confirm) -> Result:
    _fact(s, a, st.SETTLE, "CL-R11")
    return settle(s)


# -- CL-R7: marks (digital) -----------------------------------------------------------------------

def on_mark(s: State, a: A.Mark) -> Result:
    if s.mode != "digital":
        raise RuleError("CL-R7", tr("chicken_llama",
            "In physical mode marks go on the real bills: the app does not track them."))
    r = s.rnd
    own_screen = r is not None and a.by is not None and (
        (s.phase == st.ALLIN and r.turn == a.by)
        or (s.phase in (st.BET, st.DRAW, st.VOTE, st.LASTCALL) and r.queue[0] == a.by))
    if not own_screen:
        raise RuleError("CL-R7", tr("chicken_llama",
            "Marks are added on your own screen, while it is your turn to decide (§7.3)."))
    hand = r.hands.get(a.by, ())
    if not 1 <= a.bill <= len(hand):
        raise RuleError("CL-R7", tr("chicken_llama",
            "You have {n} bills: mark one of them (1 to {n}).").format(n=len(hand)))
    bill = hand[a.bill - 1]
    if s.marks[bill] & SLOT_BIT[a.slot]:
        raise RuleError("CL-R7", tr("chicken_llama",
            "That bill already has a {mark}: marks are permanent.").format(mark=slot_title(a.slot)))
    made = r.new_marks.get(a.by, 0)
    limit = s.opts.mark_limit
    if limit is not None and made >= limit:
        raise RuleError("CL-H7", tr("chicken_llama",
            "You have added {n} marks this round, the limit (H7).").format(n=limit))
    marks = s.marks[:bill] + (s.marks[bill] | SLOT_BIT[a.slot],) + s.marks[bill + 1:]
    return replace(s, marks=marks, rnd=replace(r, new_marks={**r.new_marks, a.by: made + 1})), NONE


# -- §9: a player leaves --------------------------------------------------------------------------

def on_leave(s: State, a: A.Leave) -> Result:
    if a.by is None:
        raise RuleError("CL-§9", tr("chicken_llama", "Say who leaves (\"by\")."))
    if a.by not in s.alive:
        raise RuleError("CL-§9", tr("chicken_llama", "{name} is not playing any more.").format(name=a.by))
    purse = Purse(s.bal)
    if s.rnd is not None:  # the round is voided first: every contribution goes back
        for p in s.rnd.order:
            purse.pay(POT, p, s.rnd.contrib.get(p, 0), "CL-C11")
    purse.pay(a.by, BANK, purse.balances[a.by], "CL-C13")
    alive = tuple(p for p in s.alive if p != a.by)
    dealer = next_clockwise(s.seats, s.dealer, alive) if s.dealer == a.by else s.dealer
    return replace(s, bal=purse.balances, alive=alive, gone=s.gone + (a.by,), left=s.left + (a.by,),
                   dealer=dealer, rnd=None, phase=st.OVER if len(alive) == 1 else st.SHUFFLE), purse.transfers


# -- CORE-E1: the table ends the game early --------------------------------------------------------

def on_end_game(s: State, a: A.EndGame) -> Result:
    """The pot (this round's contributions) is shared equally by the players still in; the
    remainder waits for a later game."""
    purse = Purse(s.bal)
    purse.split(POT, list(s.alive), "CORE-E1", CARRY, "CORE-E1c")
    return replace(s, bal=purse.balances, rnd=None, phase=st.OVER), purse.transfers


HANDLERS = {
    A.EndGame: on_end_game, A.Shuffle: on_shuffle, A.Stake: on_stake, A.Fold: on_fold, A.Draw: on_draw, A.Stop: on_stop,
    A.Vote: on_vote, A.AllIn: on_allin, A.Pass: on_pass, A.Withdraw: on_withdraw, A.Stay: on_stay,
    A.SurvivorBust: on_survivor_bust, A.Reveal: on_reveal, A.Confirm: on_confirm, A.Mark: on_mark,
    A.Leave: on_leave,
}
