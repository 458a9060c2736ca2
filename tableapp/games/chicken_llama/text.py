"""Words for the table: describe() of every action, the summary line, the button labels."""
from __future__ import annotations

from tableapp.core.engine import end_game_words
from tableapp.core.i18n import tr
from tableapp.core.ledger import POT

from . import actions as A
from . import state as st
from .amounts import withdrawal
from .bills import animal_title, bust_animal
from .state import State
from .words import coins, phase_title


def stake_label(s: State, who: str) -> str:
    """"Stake 2", or "Stake 1 (all)" when the player has less than S (§6 input 2)."""
    S = s.rnd.amounts.S
    if s.bal[who] < S:
        return tr("chicken_llama", "Stake {n} (all)").format(n=s.bal[who])
    return tr("chicken_llama", "Stake {n}").format(n=S)


def withdraw_terms(s: State, who: str) -> tuple[int, int]:
    """(pays, gets back) if ``who`` withdraws now (CL-C8)."""
    return withdrawal(s.rnd.contrib.get(who, 0), s.rnd.amounts.W)


def describe(s: State, a) -> str:
    by = a.by
    r = s.rnd
    if isinstance(a, A.Shuffle):
        endgame = len(s.alive) == 2 and s.phase == st.SHUFFLE
        if s.mode == "digital" and endgame:
            return tr("chicken_llama", "The app shuffles and deals; two players left, both stake automatically")
        if s.mode == "digital":
            return tr("chicken_llama", "The app shuffles the 26 bills and deals 2 to each player")
        if endgame:
            return tr("chicken_llama", "The bills are shuffled and dealt; two players left, both stake automatically")
        return tr("chicken_llama", "The bills are shuffled and 2 are dealt to each player")
    if isinstance(a, A.Stake):
        if r is not None and s.bal.get(by, 0) < r.amounts.S:
            return tr("chicken_llama", "{name} stakes {n} (all)").format(name=by, n=s.bal[by])
        return tr("chicken_llama", "{name} stakes {n}").format(name=by, n=r.amounts.S if r else 1)
    if isinstance(a, A.Fold):
        if s.phase == st.ALLIN:
            return tr("chicken_llama",
                "{name} folds and loses the stake of {n}").format(name=by, n=r.contrib.get(by, 0))
        return tr("chicken_llama", "{name} folds and will vote").format(name=by)
    if isinstance(a, A.Draw):
        if a.count is not None:
            if a.count == 1:
                return tr("chicken_llama", "{name} drew 1 bill").format(name=by)
            return tr("chicken_llama", "{name} drew {n} bills").format(name=by, n=a.count)
        if a.end is None:
            return tr("chicken_llama", "{name} drew (not counted)").format(name=by)
        # the public log never tells a seen draw from an unseen one (§7.5)
        if a.end == "top":
            return tr("chicken_llama", "{name} draws from the top").format(name=by)
        return tr("chicken_llama", "{name} draws from the bottom").format(name=by)
    if isinstance(a, A.Stop):
        return tr("chicken_llama", "{name} stops drawing").format(name=by)
    if isinstance(a, A.Vote):
        if s.opts.secret_votes:
            return tr("chicken_llama", "{name} votes in secret").format(name=by)
        return tr("chicken_llama", "{name} votes for {target}").format(name=by, target=a.target)
    if isinstance(a, A.AllIn):
        have = s.bal.get(by, 0)
        total = s.holdings(by)
        if have == 0:
            return tr("chicken_llama", "{name} goes all-in with nothing more to add ({n} in)").format(name=by, n=total)
        return tr("chicken_llama", "{name} goes all-in: adds {n}, {total} in").format(name=by, n=have, total=total)
    if isinstance(a, A.Pass):
        return tr("chicken_llama", "{name} passes").format(name=by)
    if isinstance(a, A.Withdraw):
        if r is None:
            return tr("chicken_llama", "{name} withdraws").format(name=by)
        pays, back = withdraw_terms(s, by)
        return tr("chicken_llama",
            "{name} withdraws: pays {pays}, gets {back} back").format(name=by, pays=pays, back=back)
    if isinstance(a, A.Stay):
        return tr("chicken_llama", "{name} stays in").format(name=by)
    if isinstance(a, A.SurvivorBust):
        who = r.winner if r is not None and r.winner else tr("chicken_llama", "The survivor")
        if a.bust:
            return tr("chicken_llama", "{name}'s hand is bust").format(name=who)
        return tr("chicken_llama", "{name}'s hand is not bust").format(name=who)
    if isinstance(a, A.Reveal):
        parts = []
        for name, c in a.hands.items():
            parts.append(tr("chicken_llama", "{name} {llamas} {l}, {chickens} {c}").format(
                name=name, llamas=c.llamas, l=animal_title("llama", c.llamas),
                chickens=c.chickens, c=animal_title("chicken", c.chickens)))
        return tr("chicken_llama", "Showdown: {hands}").format(hands=tr("chicken_llama", "; ").join(parts))
    if isinstance(a, A.Confirm):
        return tr("chicken_llama", "The table confirms the settlement")
    if isinstance(a, A.Mark):
        return tr("chicken_llama", "A mark is added to a bill in front of {name}").format(name=by)
    if isinstance(a, A.Leave):
        return _leave_words(s, by)
    if isinstance(a, A.EndGame):
        return end_game_words(s.bal[POT], len(s.alive))
    return a.do


def _leave_words(s: State, by: str) -> str:
    """§9 in words: the round is voided first (every contribution back), the leaver's coins
    leave the game, the deal passes on if the dealer leaves, a last player left wins."""
    if by not in s.alive:
        return tr("chicken_llama", "{name} leaves the game").format(name=by)
    n = coins(s.holdings(by))  # after the void: everything the leaver had
    if s.rnd is not None:
        text = tr("chicken_llama", "{name} leaves the game: the round is void and every contribution goes back "
                                   "to its owner; then {name}'s {n} go back to the bank").format(name=by, n=n)
    else:
        text = tr("chicken_llama", "{name} leaves the game: {n} go back to the bank").format(name=by, n=n)
    alive = tuple(p for p in s.alive if p != by)
    if len(alive) == 1:
        more = tr("chicken_llama", "{name} wins the game").format(name=alive[0])
    elif s.dealer == by:
        more = tr("chicken_llama", "the deal passes to {name}").format(name=st.next_clockwise(s.seats, by, alive))
    else:
        return text
    return tr("chicken_llama", "{text}; {more}").format(text=text, more=more)


def summary(s: State, to_act: str | None) -> str:
    """The big public line: round, phase and whose decision it is."""
    if s.phase == st.OVER and len(s.alive) > 1:
        return tr("chicken_llama", "The game was ended early: the pot is shared.")
    if s.phase == st.OVER:
        return tr("chicken_llama",
            "Game over: {name} wins with {n}.").format(name=s.alive[0], n=coins(s.bal[s.alive[0]]))
    if s.phase == st.SHUFFLE:
        if s.mode == "digital":
            return tr("chicken_llama",
                "Round {k}: the app shuffles; {dealer} deals.").format(k=s.round + 1, dealer=s.dealer)
        return tr("chicken_llama", "Round {k}: {dealer} shuffles all 26 bills and deals 2 to each player.").format(
            k=s.round + 1, dealer=s.dealer)
    r = s.rnd
    head = tr("chicken_llama", "Round {k} · {phase}").format(k=s.round, phase=phase_title(s.phase))
    if r.stakes_rise and s.phase in (st.BET, st.DRAW):
        head += " · " + tr("chicken_llama", "Stakes rise to {n}").format(n=r.amounts.S)
    if s.phase == st.BET:
        what = tr("chicken_llama", "{name}: {stake} or fold").format(name=to_act, stake=stake_label(s, to_act))
    elif s.phase == st.DRAW:
        what = tr("chicken_llama", "{name} draws 0 to 3 bills").format(name=to_act)
    elif s.phase == st.VOTE:
        what = tr("chicken_llama", "{name} votes for a player still in").format(name=to_act)
    elif s.phase == st.ALLIN:
        if any(r.status[p] == st.ALL_IN for p in r.active):
            what = tr("chicken_llama", "{name}: all-in or fold").format(name=to_act)
        else:
            what = tr("chicken_llama", "{name}: all-in or pass").format(name=to_act)
    elif s.phase == st.LASTCALL:
        what = tr("chicken_llama", "does {name} withdraw?").format(name=to_act)  # the head already says "Last call"
    elif s.phase == st.SURVIVOR:
        what = tr("chicken_llama", "{name} shows both bills: is there a {animal}?").format(
            name=r.winner, animal=animal_title(bust_animal(s.opts.role_swap)))
    elif s.phase == st.REVEAL:
        what = tr("chicken_llama", "Everyone still in shows their bills: count llamas and chickens")
    else:
        what = tr("chicken_llama", "Check the settlement and confirm")
    return tr("chicken_llama", "{head}: {what}").format(head=head, what=what)


def choice_label(s: State, a) -> str:
    """The button text for a legal action (with the real amounts)."""
    if isinstance(a, A.Stake):
        return stake_label(s, a.by)
    if isinstance(a, A.Fold):
        if s.phase == st.ALLIN:
            return tr("chicken_llama", "Fold (lose {n})").format(n=s.rnd.contrib.get(a.by, 0))
        return tr("chicken_llama", "Fold and vote")
    if isinstance(a, A.AllIn):
        return tr("chicken_llama", "All-in ({n})").format(n=s.holdings(a.by))
    if isinstance(a, A.Pass):
        return tr("chicken_llama", "Pass")
    if isinstance(a, A.Withdraw):
        pays, back = withdraw_terms(s, a.by)
        return tr("chicken_llama",
            "{name}: withdraw (pay {pays}, get {back} back)").format(name=a.by, pays=pays, back=back)
    if isinstance(a, A.Stay):
        return tr("chicken_llama", "Stay in")
    if isinstance(a, A.Vote):
        return tr("chicken_llama", "Vote for {name}").format(name=a.target)
    if isinstance(a, A.Draw):
        if a.count is not None:
            return tr("chicken_llama", "Drew {n}").format(n=a.count)
        if a.last and a.end == "top":
            return tr("chicken_llama", "Draw from the top, last (unseen)")
        if a.last:
            return tr("chicken_llama", "Draw from the bottom, last (unseen)")
        if a.end == "top":
            return tr("chicken_llama", "Draw from the top")
        return tr("chicken_llama", "Draw from the bottom")
    if isinstance(a, A.Stop):
        return tr("chicken_llama", "Stop drawing")
    if isinstance(a, A.SurvivorBust):
        return tr("chicken_llama", "Bust") if a.bust else tr("chicken_llama", "Not bust")
    if isinstance(a, A.Reveal):
        return tr("chicken_llama", "Enter the hands")
    if isinstance(a, A.Confirm):
        return tr("chicken_llama", "Confirm the settlement")
    if isinstance(a, A.Shuffle):
        if s.mode == "digital":
            return tr("chicken_llama", "Shuffle and deal")
        return tr("chicken_llama", "Bills shuffled and dealt")
    if isinstance(a, A.Mark):
        return tr("chicken_llama", "Mark")
    return describe(s, a)
