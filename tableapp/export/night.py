"""What a night's report and chart read from its ledger (no Qt): each player's stack after every
action, the biggest pots, the totals per reason, and the summary per player."""
from __future__ import annotations

import csv
import io
from dataclasses import dataclass

from tableapp.core.ledger import is_pot
from tableapp.core.session import Session


@dataclass(frozen=True)
class ChipPoint:
    """The stacks after one action of the night (``index`` -1: after a game's opening buy-ins)."""

    game: int  # the game's number in the night, from 1
    index: int  # the action's place in its game's log of actions in effect, from 0
    action: int  # the action's number as the game log shows it (0: the opening)
    round: int
    stacks: tuple[int, ...]  # per player, in the roster's order


@dataclass(frozen=True)
class ChipSeries:
    players: list[str]
    points: list[ChipPoint]
    game_starts: list[tuple[int, int, str]]  # (index of the game's first point, game number, game id)

    def stack(self, player: str) -> list[int]:
        k = self.players.index(player)
        return [p.stacks[k] for p in self.points]


def chip_series(session: Session) -> ChipSeries:
    """Each player's stack after every action of the night: a point after each game's opening,
    then one per action in effect (an action that moves no chip repeats the stacks before it)."""
    players = list(session.roster)
    where = {p: k for k, p in enumerate(players)}
    stacks = [0] * len(players)
    points: list[ChipPoint] = []
    starts: list[tuple[int, int, str]] = []

    def move(transfers) -> None:
        for t in transfers:
            k = where.get(t.src)
            if k is not None:
                stacks[k] -= t.amount
            k = where.get(t.dst)
            if k is not None:
                stacks[k] += t.amount

    for number, rec in enumerate(session.games, start=1):
        run = rec.run
        starts.append((len(points), number, run.setup.game))
        move(run.opening)
        points.append(ChipPoint(number, -1, 0, 0, tuple(stacks)))
        for i, p in enumerate(run.played):
            if p.transfers:
                move(p.transfers)
            points.append(ChipPoint(number, i, p.no or i + 1, p.round, tuple(stacks)))
    return ChipSeries(players, points, starts)


def describe_point(session: Session, point: ChipPoint) -> str:
    """The action behind a point in words (as the game log says it)."""
    from tableapp.core.i18n import tr

    rec = session.games[point.game - 1]
    run = rec.run
    if point.index < 0:
        return tr("report", "Start of the game: the chips each player sits down with")
    return run.engine.describe(run.state_at(point.index), run.played[point.index].action)


@dataclass(frozen=True)
class Pot:
    """Chips one player took from the pots in one action."""

    player: str
    chips: int
    game: int
    game_id: str
    action: int
    round: int
    reasons: tuple[str, ...]


def pots_won(session: Session) -> list[Pot]:
    """Every pot a player took (chips moved from a pot account to them in one action), in order."""
    out: list[Pot] = []
    key = None
    won: dict[str, list] = {}

    def flush():
        for player, (chips, reasons, row) in won.items():
            out.append(Pot(player, chips, row.game, row.game_id, row.action, row.round, tuple(reasons)))
        won.clear()

    for row in session.ledger():
        k = (row.game, row.action, row.round)
        if k != key:
            flush()
            key = k
        if is_pot(row.src) and not row.dst.startswith("#"):
            entry = won.setdefault(row.dst, [0, [], row])
            entry[0] += row.amount
            if row.reason not in entry[1]:
                entry[1].append(row.reason)
    flush()
    return out


def biggest_pots(session: Session, n: int = 5) -> list[Pot]:
    """The ``n`` biggest pots of the night, the earlier one first on equal chips."""
    pots = pots_won(session)
    order = sorted(range(len(pots)), key=lambda i: (-pots[i].chips, i))
    return [pots[i] for i in order[:n]]


@dataclass(frozen=True)
class ReasonTotal:
    game_id: str
    reason: str
    why: str
    transfers: int
    chips: int


def totals_per_reason(session: Session) -> list[ReasonTotal]:
    """The ledger summed per reason (and game, whose rules the reason belongs to), in the order
    each reason first moved chips."""
    totals: dict[tuple[str, str], list[int]] = {}
    for row in session.ledger():
        t = totals.setdefault((row.game_id, row.reason), [0, 0])
        t[0] += 1
        t[1] += row.amount
    return [ReasonTotal(g, r, reason_words(g, r), n, chips) for (g, r), (n, chips) in totals.items()]


def reason_words(game_id: str, reason: str) -> str:
    """A reason id in words, as the ledger's "why" column says it."""
    from tableapp.games.registry import engine_for

    try:
        return engine_for(game_id).reason_text(reason)
    except Exception:  # noqa: BLE001 - a game no longer installed still shows its ids
        return reason


SUMMARY_COLUMNS = ["player", "buy_in", "buy_out", "net"]


def summary_csv(session: Session) -> str:
    """One row per player: chips bought in, taken out (cashed out during the night plus held at
    the end) and the net; the same CSV dialect as the ledger (UTF-8 with a BOM, no formulas)."""
    from tableapp.export.ledger import safe_cell
    from tableapp.export.settlement import settle

    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\r\n")
    w.writerow(SUMMARY_COLUMNS)
    for line in settle(session).players:
        w.writerow([safe_cell(line.name), line.buy_in, line.buy_out, line.net])
    return "\ufeff" + buf.getvalue()


def summary_path(ledger_path: str) -> str:
    """Where the summary goes beside a ledger CSV: ``ledger-3.csv`` -> ``ledger-3-summary.csv``."""
    base = ledger_path[:-4] if ledger_path.lower().endswith(".csv") else ledger_path
    return base + "-summary.csv"

