"""The night's-end commands: ``settle``, ``report``, ``import``, ``stats``, ``rename`` (cli.py parses
them). Each reads the database without taking a night over for writing, except ``import``
(a new night) and ``rename`` (the aliases beside the logs)."""
from __future__ import annotations

import json
import sys
from contextlib import contextmanager

from tableapp.cli import _fail, _open_store
from tableapp.core.errors import TableError
from tableapp.core.i18n import tr


@contextmanager
def _qt(args, gui: bool = False):
    """A Qt application for the words in ``--lang`` (and for drawing, ``gui``), taken down after."""
    import os

    from PySide6.QtCore import QCoreApplication

    app = QCoreApplication.instance()
    if app is None:
        if gui:
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # a report needs no window
            from PySide6.QtGui import QGuiApplication

            app = QGuiApplication(["tableapp"])
        else:
            app = QCoreApplication(["tableapp"])
    lang = getattr(args, "lang", None)
    translations = None
    if lang and lang != "en":
        from tableapp.ui.app import Translations

        translations = Translations(app)
        translations.use(lang)
    try:
        yield app
    finally:
        if translations is not None:
            translations.use("en")


@contextmanager
def _store(args, create: bool = False):
    """The database, closed after the command (``create``: made if there is none yet)."""
    if create:
        from tableapp.store.db import EventStore
        from tableapp.store.paths import db_path

        store = EventStore(db_path(args.data_dir))
    else:
        store = _open_store(args)
    try:
        yield store
    finally:
        store.close()


def _night(store, args):
    """The night, read only (a night open in a window settles and reports as well); damage found
    in its log is said on standard error (it is read up to its last good action)."""
    from tableapp.store.imports import read_night

    night = read_night(store, args.session)
    why = getattr(night, "read_only_reason", None)
    if why and getattr(store, "read_only", None) != why:
        print(f"tableapp: {why}", file=sys.stderr)
    return night


def _money(args, night) -> tuple[str | None, str]:
    """--chip-value / --currency, else the night's own settings."""
    from tableapp.store.extras import night_settings

    saved = night_settings(night.store, night.id) if night.store is not None else {}
    value = args.chip_value if args.chip_value is not None else saved.get("chip_value") or None
    currency = args.currency if args.currency is not None else saved.get("currency", "")
    return value, currency or ""


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else (f"-{-n}" if n < 0 else "0")


# -- settle ------------------------------------------------------------------------------------------------
def settle(args) -> int:
    from tableapp.export.settlement import settle as work_out

    try:
        with _store(args) as store:
            night = _night(store, args)
            value, currency = _money(args, night)
            s = work_out(night, value, currency)
    except (TableError, FileNotFoundError, ValueError) as e:
        return _fail(str(e))
    if args.json:
        print(json.dumps({"session": night.id, "title": night.title, **s.to_json()}, ensure_ascii=False, indent=2))
        return 0
    if getattr(args, "lang", None) and args.lang != "en":
        with _qt(args):
            _print_settlement(night, s)
    else:
        _print_settlement(night, s)
    return 0


def _print_settlement(night, s) -> None:
    from tableapp.export.settlement import chips_text

    head = [tr("report", "Player"), tr("report", "Bought in"), tr("report", "Cashed out"), tr("report", "Holds"),
            tr("report", "Net")] + ([tr("report", "Money")] if s.in_money else [])
    rows = [[line.label, "" if line.is_bank else str(line.buy_in), "" if line.is_bank else str(line.cashed_out),
             "" if line.is_bank else str(line.holds), _signed(line.net)]
            + ([s.money_text(line.money, sign=True, minus="-")] if s.in_money else []) for line in s.lines]
    print(f"{night.title} ({tr('report', 'night {n}').format(n=night.id)})")
    _print_table(head, rows)
    print(tr("report", "Who pays whom") + ":")
    if not s.payments:
        print("  " + tr("report", "Nobody owes anybody anything."))
    for p in s.payments:
        amount = s.money_text(p.amount, minus="-") if s.in_money else chips_text(p.amount)
        print("  " + tr("report", "{payer} pays {payee} {amount}").format(payer=s.label(p.payer), payee=s.label(p.payee),
                                                                                  amount=amount))


def _width(text: str) -> int:
    """Columns a text takes in a terminal (a Japanese character takes two)."""
    import unicodedata

    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def _print_table(head: list[str], rows: list[list[str]]) -> None:
    widths = [max(_width(r[c]) for r in [head, *rows]) for c in range(len(head))]
    for r in [head, *rows]:
        cells = [r[0] + " " * (widths[0] - _width(r[0]))]
        cells += [" " * (widths[c] - _width(r[c])) + r[c] for c in range(1, len(r))]
        print("  " + "  ".join(cells).rstrip())


# -- report ------------------------------------------------------------------------------------------------
def report(args) -> int:
    from tableapp.export.settlement import settle as work_out

    with _qt(args, gui=True):
        from tableapp.ui.report import default_paper, write_report

        try:
            with _store(args) as store:
                night = _night(store, args)
                value, currency = _money(args, night)
            kind = write_report(night, args.output, args.paper or default_paper(), work_out(night, value, currency))
        except (TableError, FileNotFoundError, ValueError) as e:
            return _fail(str(e))
        except OSError as e:
            return _fail(f"cannot write {args.output}: {e}")
    print(f"{args.output}: the report of night {night.id} ({kind.upper()})")
    return 0


# -- import ------------------------------------------------------------------------------------------------
def import_(args) -> int:
    from tableapp.store.imports import import_script

    try:
        with _store(args, create=True) as store:
            sid = import_script(store, args.script, args.title)
            info = next(i for i in store.sessions() if i.id == sid)
    except (TableError, OSError) as e:
        return _fail(str(e))
    print(f"stored as night {sid}: {info.title} ({info.games} games; {', '.join(info.roster)}): "
          "open it in tableapp to play on, or settle and report it")
    return 0


# -- stats -------------------------------------------------------------------------------------------------
def stats(args) -> int:
    from tableapp.export.stats import store_stats
    from tableapp.store.extras import resolver

    try:
        with _store(args) as store:
            s = store_stats(store)
            resolve = resolver(store)
    except (TableError, FileNotFoundError) as e:
        return _fail(str(e))
    players = s.players
    if args.player:
        name = resolve(args.player)
        players = [p for p in players if p.name == name]
        if not players:
            return _fail(f"nobody called {args.player!r} has played a night here")
    if args.json:
        out = s.to_json()
        out["players"] = [p.to_json() for p in players]
        print(json.dumps(out, ensure_ascii=False, indent=2))
        return 0
    from tableapp.export.report import game_title

    print(f"{s.nights} night{'s' if s.nights != 1 else ''}")
    _print_table(["player", "nights", "games", "wins", "net chips", "biggest pot"],
                 [[p.name, str(p.nights), str(p.games), str(p.wins), _signed(p.net), str(p.biggest_pot)]
                  for p in players])
    if args.player:
        p = players[0]
        print("game by game:")
        _print_table(["game", "games", "wins", "net chips", "biggest pot"],
                     [[game_title(g), str(t.games), str(t.wins), _signed(t.net), str(t.biggest_pot)]
                      for g, t in sorted(p.by_game.items())])
    for why in s.skipped:
        print(f"skipped: {why}", file=sys.stderr)
    return 0


# -- rename ------------------------------------------------------------------------------------------------
def rename(args) -> int:
    from tableapp.store.extras import known_names, rename as do_rename

    try:
        with _store(args) as store:
            merged = " ".join(args.new.split()) in known_names(store)
            old = do_rename(store, args.old, args.new)
    except (TableError, FileNotFoundError) as e:
        return _fail(str(e))
    verb = "merged into" if merged else "renamed to"
    print(f"{old} {verb} {' '.join(args.new.split())} (stats and the names offered for a new night; "
          "the nights' logs are unchanged)")
    return 0


COMMANDS = {"settle": settle, "report": report, "import": import_, "stats": stats, "rename": rename}
