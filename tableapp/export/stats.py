"""The regulars across nights, computed from the nights' logs every time (no Qt, nothing stored).

Per player, and per player and game:

- **nights**: nights in which the player sat in at least one game;
- **games**: games the player sat in (a game whose start was undone does not count);
- **wins**: finished games the player ended first in (a shared first place counts for each,
  unless everyone shares it: a game ended before anyone won anything has no winner; a player who
  lost, was out or left never won);
- **net**: chips won (+) or lost (−): per night, held at the end + cashed out − bought in (the
  settlement's net); per game, chips at the game's end − chips sat down with;
- **biggest pot**: the most chips the player took from the pots in one action.

Names go through the aliases (store/extras.py): a renamed or merged player is one regular.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Iterable

from tableapp.core.session import Session

NOT_A_WIN = ("lost", "out", "left")


@dataclass
class Tally:
    games: int = 0
    wins: int = 0
    net: int = 0
    biggest_pot: int = 0

    def to_json(self) -> dict:
        return {"games": self.games, "wins": self.wins, "net": self.net, "biggest_pot": self.biggest_pot}


@dataclass
class PlayerStats(Tally):
    name: str = ""
    nights: int = 0
    by_game: dict[str, Tally] = field(default_factory=dict)

    def to_json(self) -> dict:
        return {"name": self.name, "nights": self.nights, **super().to_json(),
                "by_game": {g: t.to_json() for g, t in self.by_game.items()}}


@dataclass
class Stats:
    nights: int
    players: list[PlayerStats]
    games: dict[str, dict[str, int]]  # game id -> {"games": n, "nights": k}
    skipped: list[str] = field(default_factory=list)  # nights that could not be read, and why

    def player(self, name: str) -> PlayerStats | None:
        return next((p for p in self.players if p.name == name), None)

    def to_json(self) -> dict:
        return {"nights": self.nights, "players": [p.to_json() for p in self.players], "games": self.games,
                **({"skipped": self.skipped} if self.skipped else {})}


def winners_of(standings: list) -> set[str]:
    first = {st.name for st in standings if st.rank == 1 and st.result not in NOT_A_WIN}
    return set() if len(first) == len(standings) and len(standings) > 1 else first


def night_stats(nights: Iterable[Session], resolve: Callable[[str], str] = lambda n: n) -> Stats:
    from .night import pots_won
    from .settlement import lines_of

    players: dict[str, PlayerStats] = {}
    games: dict[str, dict[str, int]] = {}
    count = 0

    def of(raw: str) -> PlayerStats:
        name = resolve(raw)
        if name not in players:
            players[name] = PlayerStats(name=name)
        return players[name]

    for night in nights:
        count += 1
        sat: set[str] = set()
        ids_tonight: set[str] = set()
        for rec in night.games:
            run = rec.run
            gid = run.setup.game
            ids_tonight.add(gid)
            games.setdefault(gid, {"games": 0, "nights": 0})["games"] += 1
            bal = run.balances
            winners = winners_of(run.standings())
            for raw in run.setup.players:
                p = of(raw)
                sat.add(p.name)
                t = p.by_game.setdefault(gid, Tally())
                chips = bal.get(raw, 0) - run.setup.chips.get(raw, 0)
                won = raw in winners
                for tally in (p, t):
                    tally.games += 1
                    tally.wins += won
                t.net += chips
        for gid in ids_tonight:
            games[gid]["nights"] += 1
        for line in lines_of(night.ledger(), night.roster):
            if not line.is_bank and resolve(line.name) in sat:
                of(line.name).net += line.net
        for name in sat:
            players[name].nights += 1
        for pot in pots_won(night):
            p = of(pot.player)
            p.biggest_pot = max(p.biggest_pot, pot.chips)
            t = p.by_game.setdefault(pot.game_id, Tally())
            t.biggest_pot = max(t.biggest_pot, pot.chips)
    ranked = sorted((p for p in players.values() if p.nights), key=lambda p: (-p.net, p.name.casefold(), p.name))
    return Stats(count, ranked, games)


def store_stats(store) -> Stats:
    """The stats of every night in ``store`` (a night that cannot be read is skipped and named)."""
    from tableapp.core.errors import TableError
    from tableapp.store.extras import resolver
    from tableapp.store.imports import read_night

    skipped: list[str] = []

    def nights():
        for info in store.sessions():
            try:
                yield read_night(store, info.id)
            except TableError as e:
                skipped.append(str(e))

    stats = night_stats(nights(), resolver(store))
    stats.skipped = skipped
    return stats
