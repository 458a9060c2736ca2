"""CL-R11 settlement, CL-R12 elimination and CL-R13 dealer, as the lines the table confirms.

The preview and the confirmed settlement run the same code: the lines are produced while
the coins move on a Purse, so what the table sees is exactly what the ledger records.
"""
from __future__ import annotations

from dataclasses import dataclass

from tableapp.core.i18n import tr
from tableapp.core.ledger import POT, Purse, Transfer

from . import state as st
from .bills import animal, slot_names
from .state import State, next_clockwise, replace
from .words import coins


@dataclass(frozen=True, slots=True)
class Line:
    """One line of the settlement breakdown; a coin movement when ``amount`` > 0."""

    text: str
    src: str | None = None
    dst: str | None = None
    amount: int = 0
    reason: str | None = None

    def __str__(self) -> str:
        return self.text

    def to_json(self) -> dict:
        out: dict = {"text": self.text}
        if self.amount:
            out.update({"from": self.src, "to": self.dst, "amount": self.amount, "reason": self.reason})
        return out


def _pay(purse: Purse, lines: list[Line], text: str, src: str, dst: str, amount: int, reason: str,
         capped: bool = False) -> None:
    paid = purse.pay_capped(src, dst, amount, reason) if capped else purse.pay(src, dst, amount, reason)
    lines.append(Line(text.format(n=coins(paid)), src, dst, paid, reason))


def _pot_line(s: State) -> Line:
    r = s.rnd
    parts = []
    for p in r.order:
        c = r.contrib.get(p, 0)
        if not c:
            continue
        status = r.status.get(p)
        if status == st.WITHDRAWN:
            why = tr("chicken_llama", "kept from a withdrawal")
        elif status == st.ALL_IN:
            why = tr("chicken_llama", "all-in")
        elif status == st.FOLDED:
            why = tr("chicken_llama", "stake, folded")
        else:
            why = tr("chicken_llama", "stake")
        parts.append(tr("chicken_llama", "{name} {n} ({why})").format(name=p, n=c, why=why))
    return Line(tr("chicken_llama", "The pot holds {n}: {parts}.").format(
        n=coins(s.bal[POT]), parts=tr("chicken_llama", ", ").join(parts)))


def _money(s: State) -> tuple[Purse, list[Line]]:
    """Move the round's coins on a Purse (C4, C5, C9, C10, C11, C12) and say why, line by line."""
    r = s.rnd
    am = r.amounts
    purse = Purse(s.bal)
    lines: list[Line] = []
    if r.how == st.VOID:
        lines.append(Line(tr("chicken_llama", "Nobody staked: the round is void and no coins move (CL-R5c).")))
        return purse, lines
    lines.append(_pot_line(s))
    w = r.winner
    if r.how == st.ALL_BUST:
        lines.append(Line(tr("chicken_llama",
            "Every hand is bust: no winner, so every contribution goes back (CL-D12).")))
        for p in r.order:
            if r.contrib.get(p, 0):
                _pay(purse, lines, tr("chicken_llama", "{name} gets back {{n}}.").format(name=p),
                     POT, p, r.contrib[p], "CL-C11")
        if r.voters:
            lines.append(Line(tr("chicken_llama", "Voters pay nothing and take their voting chips back (CL-C12).")))
        return purse, lines
    if r.how == st.SURVIVOR_WINS:
        if r.survivor_bust:
            lines.append(Line(tr("chicken_llama",
                "{name}'s hand is bust: every voter pays {n} to {name} (CL-R5b).").format(
                name=w, n=coins(am.F))))
            for v in r.voters:
                _pay(purse, lines, tr("chicken_llama", "{voter} pays {{n}} to {name}.").format(voter=v, name=w)
                     + ("" if s.bal[v] >= am.F else tr("chicken_llama", " (all they have)")),
                     v, w, am.F, "CL-C4", capped=True)
        else:
            lines.append(Line(tr("chicken_llama",
                "{name}'s hand is not bust: the voters pay nothing (CL-C12).").format(name=w)))
        _pay(purse, lines, tr("chicken_llama", "{name} takes back the stake: {{n}}.").format(name=w),
             POT, w, s.bal[POT], "CL-C5")
        return purse, lines
    if r.how == st.LAST_ACTIVE:
        lines.append(Line(tr("chicken_llama",
            "{name} is the last player in and wins without showing the hand (CL-R9.4a).").format(name=w)))
    else:
        lines.append(Line(tr("chicken_llama", "{name} wins the showdown (CL-R10).").format(name=w)))
    _pay(purse, lines, tr("chicken_llama", "{name} takes the pot: {{n}}.").format(name=w), POT, w, s.bal[POT], "CL-C9")
    for v in r.voters:
        t = r.votes[v]
        if t == w:
            lines.append(Line(tr("chicken_llama",
                "{voter} voted for {name}: right, pays nothing (CL-C12).").format(voter=v, name=w)))
        else:
            _pay(purse, lines, tr("chicken_llama", "{voter} voted for {target}: wrong, pays {{n}} to {name}.").format(
                voter=v, target=t, name=w) + ("" if s.bal[v] >= am.V else tr("chicken_llama", " (all they have)")),
                v, w, am.V, "CL-C10", capped=True)
    return purse, lines


def next_dealer(s: State, alive: tuple[str, ...]) -> str:
    """CL-R13 (with CL-H4): the round winner deals next; without a winner the dealer stays."""
    r = s.rnd
    dealer = s.dealer
    if r.winner is not None:
        if not (r.how == st.SURVIVOR_WINS and s.opts.dealer_moves_only_if_bust and not r.survivor_bust):
            dealer = r.winner
    if dealer not in alive:  # cannot happen (§9 "the dealer is eliminated"); never deal from outside
        dealer = next_clockwise(s.seats, dealer, alive)
    return dealer


def preview(s: State) -> list[Line]:
    """Every line the table sees before confirming: the pot, each payment and why, the net
    result per player, who is eliminated and who deals next."""
    if s.phase != st.SETTLE:
        return []
    purse, lines = _money(s)
    r = s.rnd
    after = purse.balances
    nets = []
    for p in r.order:
        net = after[p] - s.holdings(p)
        if net:
            nets.append(tr("chicken_llama",
                "{name} {sign}{n}").format(name=p, sign="+" if net > 0 else "−", n=abs(net)))
    if nets:
        lines.append(Line(tr("chicken_llama", "This round: {nets}.").format(nets=tr("chicken_llama", ", ").join(nets))))
    else:
        lines.append(Line(tr("chicken_llama", "This round nobody wins or loses a coin.")))
    alive = tuple(p for p in s.alive if after[p] > 0)
    for p in s.alive:
        if after[p] == 0:
            lines.append(Line(tr("chicken_llama", "{name} has no coins left and is out (CL-R12).").format(name=p)))
    if len(alive) == 1:
        lines.append(Line(tr("chicken_llama",
            "{name} wins the game with {n}.").format(name=alive[0], n=coins(after[alive[0]]))))
    else:
        dealer = next_dealer(s, alive)
        if dealer == s.dealer:
            lines.append(Line(tr("chicken_llama", "{name} deals again (CL-R13).").format(name=dealer)))
        else:
            lines.append(Line(tr("chicken_llama", "{name} deals the next round (CL-R13).").format(name=dealer)))
    return lines


def settle(s: State) -> tuple[State, list[Transfer]]:
    """The table confirmed: move the coins (R11), eliminate (R12), move the dealer (R13)."""
    purse, _ = _money(s)
    bal = purse.balances
    assert bal[POT] == 0, "the pot is empty between rounds (§4)"
    r = s.rnd
    out = tuple(p for p in s.alive if bal[p] == 0)
    alive = tuple(p for p in s.alive if bal[p] > 0)
    log = s.reveal_log
    if s.opts.public_reveal_log and r.hands and r.how in (st.SURVIVOR_WINS, st.SHOWDOWN, st.ALL_BUST):
        shown = r.active if r.how != st.SURVIVOR_WINS else (r.winner,)
        log = log + tuple((s.round, p, tuple(slot_names(s.marks[b])), animal(b, s.opts.role_swap))
                          for p in shown for b in r.hands[p])
    return replace(
        s, bal=bal, alive=alive, gone=s.gone + out, rnd=None, reveal_log=log,
        phase=st.OVER if len(alive) == 1 else st.SHUFFLE,
        dealer=next_dealer(s, alive) if len(alive) > 1 else s.dealer,
        inc_before=r.amounts.inc,
    ), purse.transfers
