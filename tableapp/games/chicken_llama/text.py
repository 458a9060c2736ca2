"""Words for the table: describe() of every action, the summary line, the button labels."""
from __future__ import annotations

from tableapp.core.i18n import tr

from . import actions as A
from . import state as st
from .amounts import withdrawal
from .bills import animal_title, bust_animal
from .state import State
from .words import coins, phase_title


def _t(text: str) -> str:
    return tr("chicken_llama", text)


def stake_label(s: State, who: str) -> str:
    """"Stake 2", or "Stake 1 (all)" when the player has less than S (§6 input 2)."""
    S = s.rnd.amounts.S
    if s.bal[who] < S:
        return _t("Stake {n} (all)").format(n=s.bal[who])
    return _t("Stake {n}").format(n=S)


def withdraw_terms(s: State, who: str) -> tuple[int, int]:
    """(pays, gets back) if ``who`` withdraws now (CL-C8)."""
    return withdrawal(s.rnd.contrib.get(who, 0), s.rnd.amounts.W)


def describe(s: State, a) -> str:
    by = a.by
    r = s.rnd
    if isinstance(a, A.Shuffle):
        if s.mode == "digital":
            text = _t("The app shuffles the 26 bills and deals 2 to each player")
        else:
            text = _t("The bills are shuffled and 2 are dealt to each player")
        if len(s.alive) == 2 and s.phase == st.SHUFFLE:
            text += _t("; two players left, both stake automatically")
        return text
    if isinstance(a, A.Stake):
        if r is not None and s.bal.get(by, 0) < r.amounts.S:
            return _t("{name} stakes {n} (all)").format(name=by, n=s.bal[by])
        return _t("{name} stakes {n}").format(name=by, n=r.amounts.S if r else 1)
    if isinstance(a, A.Fold):
        if s.phase == st.ALLIN:
            return _t("{name} folds and loses the stake of {n}").format(name=by, n=r.contrib.get(by, 0))
        return _t("{name} folds and will vote").format(name=by)
    if isinstance(a, A.Draw):
        if a.count is not None:
            return _t("{name} drew {n} bills").format(name=by, n=a.count) if a.count != 1 else \
                _t("{name} drew 1 bill").format(name=by)
        if a.end is None:
            return _t("{name} drew (not counted)").format(name=by)
        # the public log never tells a seen draw from an unseen one (§7.5)
        if a.end == "top":
            return _t("{name} draws from the top").format(name=by)
        return _t("{name} draws from the bottom").format(name=by)
    if isinstance(a, A.Stop):
        return _t("{name} stops drawing").format(name=by)
    if isinstance(a, A.Vote):
        if s.opts.secret_votes:
            return _t("{name} votes in secret").format(name=by)
        return _t("{name} votes for {target}").format(name=by, target=a.target)
    if isinstance(a, A.AllIn):
        have = s.bal.get(by, 0)
        total = s.holdings(by)
        if have == 0:
            return _t("{name} goes all-in with nothing more to add ({n} in)").format(name=by, n=total)
        return _t("{name} goes all-in: adds {n}, {total} in").format(name=by, n=have, total=total)
    if isinstance(a, A.Pass):
        return _t("{name} passes").format(name=by)
    if isinstance(a, A.Withdraw):
        if r is None:
            return _t("{name} withdraws").format(name=by)
        pays, back = withdraw_terms(s, by)
        return _t("{name} withdraws: pays {pays}, gets {back} back").format(name=by, pays=pays, back=back)
    if isinstance(a, A.Stay):
        return _t("{name} stays in").format(name=by)
    if isinstance(a, A.SurvivorBust):
        who = r.winner if r is not None and r.winner else _t("The survivor")
        if a.bust:
            return _t("{name}'s hand is bust").format(name=who)
        return _t("{name}'s hand is not bust").format(name=who)
    if isinstance(a, A.Reveal):
        parts = []
        for name, c in a.hands.items():
            parts.append(_t("{name} {llamas} {l}, {chickens} {c}").format(
                name=name, llamas=c.llamas, l=animal_title("llama", c.llamas),
                chickens=c.chickens, c=animal_title("chicken", c.chickens)))
        return _t("Showdown: {hands}").format(hands="; ".join(parts))
    if isinstance(a, A.Confirm):
        return _t("The table confirms the settlement")
    if isinstance(a, A.Mark):
        return _t("A mark is added to a bill in front of {name}").format(name=by)
    if isinstance(a, A.Leave):
        text = _t("{name} leaves the game: {n} go back to the bank").format(name=by, n=coins(s.holdings(by)))
        if r is not None:
            text += _t(" (the round is void)")
        return text
    return a.do


def summary(s: State, to_act: str | None) -> str:
    """The big public line: round, phase and whose decision it is."""
    if s.phase == st.OVER:
        return _t("Game over: {name} wins with {n}.").format(name=s.alive[0], n=coins(s.bal[s.alive[0]]))
    if s.phase == st.SHUFFLE:
        if s.mode == "digital":
            return _t("Round {k}: the app shuffles; {dealer} deals.").format(k=s.round + 1, dealer=s.dealer)
        return _t("Round {k}: {dealer} shuffles all 26 bills and deals 2 to each player.").format(
            k=s.round + 1, dealer=s.dealer)
    r = s.rnd
    head = _t("Round {k} · {phase}").format(k=s.round, phase=phase_title(s.phase))
    if r.stakes_rise and s.phase in (st.BET, st.DRAW):
        head += " · " + _t("Stakes rise to {n}").format(n=r.amounts.S)
    if s.phase == st.BET:
        what = _t("{name}: {stake} or fold").format(name=to_act, stake=stake_label(s, to_act))
    elif s.phase == st.DRAW:
        what = _t("{name} draws 0 to 3 bills").format(name=to_act)
    elif s.phase == st.VOTE:
        what = _t("{name} votes for a player still in").format(name=to_act)
    elif s.phase == st.ALLIN:
        if any(r.status[p] == st.ALL_IN for p in r.active):
            what = _t("{name}: all-in or fold").format(name=to_act)
        else:
            what = _t("{name}: all-in or pass").format(name=to_act)
    elif s.phase == st.LASTCALL:
        what = _t("Last call: does {name} withdraw?").format(name=to_act)
    elif s.phase == st.SURVIVOR:
        what = _t("{name} shows both bills: is there a {animal}?").format(
            name=r.winner, animal=animal_title(bust_animal(s.opts.role_swap)))
    elif s.phase == st.REVEAL:
        what = _t("Everyone still in shows their bills: count llamas and chickens")
    else:
        what = _t("Check the settlement and confirm")
    return head + ": " + what


def choice_label(s: State, a) -> str:
    """The button text for a legal action (with the real amounts)."""
    if isinstance(a, A.Stake):
        return stake_label(s, a.by)
    if isinstance(a, A.Fold):
        if s.phase == st.ALLIN:
            return _t("Fold (lose {n})").format(n=s.rnd.contrib.get(a.by, 0))
        return _t("Fold and vote")
    if isinstance(a, A.AllIn):
        return _t("All-in ({n})").format(n=s.holdings(a.by))
    if isinstance(a, A.Pass):
        return _t("Pass")
    if isinstance(a, A.Withdraw):
        pays, back = withdraw_terms(s, a.by)
        return _t("{name}: withdraw (pay {pays}, get {back} back)").format(name=a.by, pays=pays, back=back)
    if isinstance(a, A.Stay):
        return _t("Stay in")
    if isinstance(a, A.Vote):
        return _t("Vote for {name}").format(name=a.target)
    if isinstance(a, A.Draw):
        if a.count is not None:
            return _t("Drew {n}").format(n=a.count)
        if a.last:
            return _t("Draw from the top, last (unseen)") if a.end == "top" else _t("Draw from the bottom, last (unseen)")
        return _t("Draw from the top") if a.end == "top" else _t("Draw from the bottom")
    if isinstance(a, A.Stop):
        return _t("Stop drawing")
    if isinstance(a, A.SurvivorBust):
        return _t("Bust") if a.bust else _t("Not bust")
    if isinstance(a, A.Reveal):
        return _t("Enter the hands")
    if isinstance(a, A.Confirm):
        return _t("Confirm the settlement")
    if isinstance(a, A.Shuffle):
        return _t("Shuffle and deal") if s.mode == "digital" else _t("Bills shuffled and dealt")
    if isinstance(a, A.Mark):
        return _t("Mark")
    return describe(s, a)
