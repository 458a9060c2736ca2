"""What Liar Dice hands the screens (core/views.py): the public view, the cup holder's private
view (LD §7: the dice only to the cup holder while they hold it) and the choices of the moment."""
from __future__ import annotations

from functools import lru_cache

from tableapp.core.i18n import tr
from tableapp.core.ledger import CARRY, POT
from tableapp.core.views import CUP, STARTER, TURN, Choice, Piece, PotView, PrivateView, PublicView, SeatView, turn_text

from .actions import Accept, Call, Challenge, Reroll, Show, Void
from .hands import CALLS, FACES, call_name, call_text, calls_above
from .state import CALL, OPEN, OVER, REROLL, REROLLING, RESPOND, ROLL, SHOW, LiarDiceState


def phase_text(phase: str) -> str:
    return {
        ROLL: tr("liar_dice", "The app rolls"),
        OPEN: tr("liar_dice", "Opening call"),
        RESPOND: tr("liar_dice", "Accept or challenge"),
        REROLL: tr("liar_dice", "Choosing dice to reroll"),
        REROLLING: tr("liar_dice", "The app rerolls"),
        CALL: tr("liar_dice", "A higher call"),
        SHOW: tr("liar_dice", "The dice are shown"),
        OVER: tr("liar_dice", "Game over"),
    }.get(phase, phase)


def public_view(engine, s: LiarDiceState) -> PublicView:
    p = s.players
    to_act = engine.to_act(s)
    over = s.phase == OVER
    holder = None if over else s.holder()
    seats = []
    for i, name in enumerate(p):
        playing = s.chips[i] > 0 and name not in s.out
        roles: tuple[str, ...] = ()
        if playing and not over:
            roles = tuple(r for r, on in ((TURN, to_act == name), (STARTER, i == s.starter), (CUP, i == holder)) if on)
        status = ""
        if name in s.left:
            status = tr("liar_dice", "left the table")
        elif not playing:
            status = tr("liar_dice", "out")
        seats.append(SeatView(name=name, chips=s.chips[i], playing=playing, status=status, roles=roles))
    pots = [PotView(account=POT, label=tr("liar_dice", "Pot"), chips=s.pot)]
    if s.carried:
        pots.append(PotView(account=CARRY, label=tr("liar_dice", "Carried"), chips=s.carried))
    return PublicView(
        game=engine.id, mode="digital" if s.rules.digital else "physical", round=s.round, phase=s.phase,
        phase_text=phase_text(s.phase), summary=engine.summary(s), to_act=to_act, turn_text=turn_text(to_act),
        seats=tuple(seats), pots=tuple(pots), stake=None if s.call is None else call_name(s.call), over=over,
        detail={**engine.view(s, None), "ordinary_dice": s.rules.ordinary_dice, "calls": all_calls()})


def all_calls() -> list[list]:
    """Every well-formed call (LD §3.2), lowest first, as ``[text, name, hand, rank, second rank]``:
    the call picker groups the legal ones (the choices of group "call") by hand and rank, and names
    the steps on the way (e.g. "Two pair, Kings up" before the second rank is chosen)."""
    return _all_calls(tr("liar_dice", "Aces"))  # the names follow the language


@lru_cache(maxsize=4)
def _all_calls(_language: str) -> list[list]:
    return [[call_text(k), call_name(k), *k] for k in CALLS]


def private_view(s: LiarDiceState, seat: str) -> PrivateView | None:
    """LD §7: the five dice, to the cup holder only, from their roll or accept until their call."""
    p = s.players
    if not (s.rules.digital and s.dice is not None and seat in p and p.index(seat) == s.actor
            and s.phase in (OPEN, REROLL, REROLLING, CALL)):
        return None
    faces = [FACES[v - 1] for v in s.dice]
    return PrivateView(seat=seat, pieces=tuple(Piece(kind="die", face=f) for f in faces),
                       detail={"dice": faces, "pending": list(s.pending)})


def choices(engine, s: LiarDiceState) -> list[Choice]:
    """The actions of the moment as a panel offers them: A accept, C challenge, each call (group
    "call", lowest first, no key: the call picker has its own), reroll choices, the table's facts."""
    if s.phase == OVER:
        return []
    r = s.rules
    out: list[Choice] = []
    if s.phase == SHOW:
        return [Choice(Show(faces=["A"] * 5), tr("liar_dice", "Report the five faces"), "f", group="table",
                       entry="faces")]
    who = s.players[s.actor] if s.phase not in (ROLL, REROLLING) else None
    if who is None:
        return []
    if s.phase == RESPOND:
        higher = calls_above(s.call, r.straight_beats_full_house, r.strict_raises)
        if higher:
            out.append(Choice(Accept(by=who), tr("liar_dice", "Accept"), "a", seat=who))
        out.append(Choice(Challenge(by=who), tr("liar_dice", "Challenge"), "c", seat=who))
        if higher and not r.digital:  # LD §6: a new call stands for Accept
            out += _calls(who, s, higher)
    elif s.phase == REROLL:
        out.append(Choice(Reroll(by=who, dice=[]), tr("liar_dice", "Reroll the chosen dice"), "r", seat=who,
                          entry="reroll"))
    elif s.phase in (OPEN, CALL):
        out += _calls(who, s, calls_above(s.call, r.straight_beats_full_house, r.strict_raises))
    if not r.digital:
        out.append(Choice(Void(), tr("liar_dice", "Void the round (dice exposed)"), None, group="table"))
    return out


def _calls(who: str, s: LiarDiceState, keys) -> tuple[Choice, ...]:
    return _call_choices(who, s.call, tuple(keys))


@lru_cache(maxsize=4096)
def _call_choices(who: str, current, keys) -> tuple[Choice, ...]:
    """Built once per (player, call): a physical response lists up to 89 calls on every refresh."""
    return tuple(Choice(Call(by=who, call=call_text(k)), call_name(k), group="call", seat=who) for k in keys)
