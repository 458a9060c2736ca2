"""Command line: ``tableapp`` starts the window; ``replay`` and ``export`` work headless."""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path


def _parser() -> argparse.ArgumentParser:
    # --data-dir is accepted before or after the command ("tableapp export 3 --data-dir X")
    data = argparse.ArgumentParser(add_help=False)
    data.add_argument("--data-dir", default=argparse.SUPPRESS,
                      help="folder of the night database (default: the user data folder, or $TABLEAPP_DATA_DIR)")
    p = argparse.ArgumentParser(prog="tableapp", description="Dealer, banker and referee for a game night.",
                                parents=[data])
    p.add_argument("--lang", choices=["en", "ja"], help="language of the window (default: the system's)")
    p.add_argument("--fullscreen", action="store_true", help="start full screen")
    sub = p.add_subparsers(dest="command")
    r = sub.add_parser("replay", help="play a replay script and print the final state")
    r.add_argument("script", help="a replay script (JSON, see docs/replay.md)")
    r.add_argument("--json", action="store_true", help="print the final state as JSON")
    e = sub.add_parser("export", help="export a night's chip ledger", parents=[data])
    e.add_argument("session", type=int, help="the night's number (tableapp list shows them)")
    e.add_argument("--format", choices=["csv", "json", "summary"], default="csv",
                   help="summary: one row per player (player, buy_in, buy_out, net); with -o FILE.csv it is "
                        "also written beside the ledger as FILE-summary.csv")
    e.add_argument("-o", "--output", help="file to write (default: standard output)")
    sub.add_parser("list", help="list the nights in the database", parents=[data])
    b = sub.add_parser("backups", help="list the automatic backups of the database (newest first)", parents=[data])
    b.add_argument("--restore", type=int, metavar="N",
                   help="put backup number N back in place of the database (the replaced file is kept)")
    _night_end_commands(sub, data)
    return p


def _night_end_commands(sub, data) -> None:
    """settle, report, import, stats, rename (tableapp/cli_night.py runs them)."""
    lang = argparse.ArgumentParser(add_help=False)
    lang.add_argument("--lang", choices=["en", "ja"], default=argparse.SUPPRESS, help="language of the words")
    s = sub.add_parser("settle", help="who pays whom at the night's end", parents=[data, lang])
    s.add_argument("session", type=int, help="the night's number (tableapp list shows them)")
    s.add_argument("--chip-value", help="money value of one chip, e.g. 0.25 (default: the night's own setting)")
    s.add_argument("--currency", help="currency code, e.g. EUR or JPY (its smallest unit is what amounts round to)")
    s.add_argument("--json", action="store_true", help="print the settlement as JSON")
    r = sub.add_parser("report", help="the night report as PDF or HTML", parents=[data, lang])
    r.add_argument("session", type=int, help="the night's number")
    r.add_argument("-o", "--output", required=True, help="FILE.pdf or FILE.html")
    r.add_argument("--paper", choices=["a4", "letter"], help="paper size of the PDF (default: the locale's)")
    r.add_argument("--chip-value", help="money value of one chip (default: the night's own setting)")
    r.add_argument("--currency", help="currency code")
    i = sub.add_parser("import", help="store a replay script (a game or a whole night) as a night", parents=[data])
    i.add_argument("script", help="a replay script (JSON, see docs/replay.md)")
    i.add_argument("--title", help="the night's name (default: the script's title, or the file's name)")
    t = sub.add_parser("stats", help="the regulars across nights", parents=[data])
    t.add_argument("--player", help="only this player")
    t.add_argument("--json", action="store_true", help="print the stats as JSON")
    n = sub.add_parser("rename", help="rename a regular, or merge two names into one", parents=[data])
    n.add_argument("old", help="the name as it was typed")
    n.add_argument("new", help="the name from now on (a regular's name: the two are merged)")


def main(argv: list[str] | None = None) -> int:
    for stream in (sys.stdout, sys.stderr):  # a name the terminal cannot show never stops a command
        try:
            stream.reconfigure(errors="backslashreplace")
        except (AttributeError, ValueError):
            pass
    args = _parser().parse_args(argv)
    args.data_dir = getattr(args, "data_dir", None)
    if args.command == "replay":
        return _replay(args)
    if args.command == "export":
        return _export(args)
    if args.command == "list":
        return _list(args)
    if args.command == "backups":
        return _backups(args)
    if args.command in ("settle", "report", "import", "stats", "rename"):
        from tableapp.cli_night import COMMANDS

        return COMMANDS[args.command](args)
    if _no_display():
        return _fail("no display to open a window on (set DISPLAY, or use QT_QPA_PLATFORM=offscreen); "
                     "the commands replay, export and list work without one", 1)
    from tableapp.ui.app import run_gui

    return run_gui(data_dir=args.data_dir, lang=args.lang, fullscreen=args.fullscreen)


def _no_display() -> bool:
    """On Linux without X11 or Wayland Qt would abort with a core dump: say so plainly instead."""
    import os

    if not sys.platform.startswith("linux") or os.environ.get("QT_QPA_PLATFORM"):
        return False
    return not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def _fail(message: str, status: int = 2) -> int:
    print(f"tableapp: {message}", file=sys.stderr)
    return status


def _replay(args) -> int:
    from tableapp.core.errors import ScriptError
    from tableapp.games.scripts import load_script, night_json, play_night, result_json

    try:
        night = play_night(load_script(args.script))
    except ScriptError as e:
        return _fail(str(e))
    except Exception as e:  # noqa: BLE001 - a bug of ours: still one sentence, never a traceback
        return _fail(f"{args.script} cannot be played: {type(e).__name__}: {e} (a bug in tableapp: please report it)")
    games = night.games
    if args.json:  # one game: its result; a night: each game's and the night's chips
        out = result_json(games[0].run) if len(games) == 1 else night_json(night)
        print(json.dumps(out, ensure_ascii=False, indent=2))
        return 0
    for number, rec in enumerate(games, start=1):
        _print_game(rec.run, number if len(games) > 1 else None)
    if len(games) > 1:
        print("The night's chips:")
        for account, chips in night_json(night)["chips"].items():
            print(f"  {_account(account)}: {chips}")
    return 0


def _account(account: str) -> str:
    from tableapp.export.ledger import account_name

    return account_name(account) if account.startswith("#") else account


def _print_game(run, number: int | None) -> None:
    from tableapp.core.session import standings_text
    from tableapp.games.scripts import result_json

    result = result_json(run)
    head = f"Game {number}: " if number else ""
    print(f"{head}{run.engine.title}: " + ("finished" if result["finished"] else "not finished")
          + (f", winner {result['winner']}" if result["winner"] else ""))
    for name, chips in result["chips"].items():
        out = " (out)" if name in result["eliminated"] else ""
        print(f"  {name}: {chips}{out}")
    for account, chips in run.balances.items():
        if account.startswith("#"):
            print(f"  {_account(account).lower()}: {chips}")
    standings = run.standings()
    if standings:
        print("  " + standings_text(standings))
    summary = run.engine.summary(run.state)
    if summary:
        print("  " + summary if number else summary)


def _open_store(args):
    from tableapp.store.db import EventStore
    from tableapp.store.paths import db_path

    path = db_path(args.data_dir)
    if not path.exists():
        raise FileNotFoundError(f"no database at {path}")
    return EventStore(path)


def _export(args) -> int:
    from tableapp.core.errors import TableError
    from tableapp.export.ledger import export
    from tableapp.export.night import summary_csv, summary_path
    from tableapp.store.nights import open_night

    store = None
    try:
        store = _open_store(args)
        # reading only: a night open in a window exports as well
        night = open_night(store, args.session, write=False)
        text = summary_csv(night) if args.format == "summary" else export(night, args.format)
    except (TableError, FileNotFoundError) as e:
        return _fail(str(e))
    finally:
        if store is not None:
            store.close()
    if night.read_only_reason:  # damage found (exported up to there), or a file only read
        print(f"tableapp: {night.read_only_reason}", file=sys.stderr)
    if args.output:
        try:
            # newline="" keeps the CSV's CRLF rows as written
            Path(args.output).write_text(text, encoding="utf-8", newline="")
            if args.format == "csv":  # the summary per player beside the ledger
                Path(summary_path(args.output)).write_text(summary_csv(night), encoding="utf-8", newline="")
        except OSError as e:
            return _fail(f"cannot write {args.output}: {e}")
    else:
        sys.stdout.write(text.lstrip("\ufeff"))
    return 0


def _list(args) -> int:
    import time

    from tableapp.core.errors import TableError

    store = None
    try:
        store = _open_store(args)
        infos = store.sessions()
    except (TableError, FileNotFoundError) as e:
        if store is not None:
            store.close()
        return _fail(str(e))
    if store.read_only:
        print(f"tableapp: {store.read_only}", file=sys.stderr)
    from tableapp.games.registry import engine_for

    def title(game: str | None) -> str:
        try:
            return engine_for(game).title if game else "-"
        except TableError:
            return game

    for i in infos:
        # the last action's time, as the start page shows it (the night's start can be hours earlier)
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(i.last_ts))
        state = "finished" if i.finished else "open"
        print(f"{i.id:4d}  {when}  {state:8s}  {i.title}  ({', '.join(i.roster)})  last game: {title(i.last_game)}"
              + (f"  [{i.problem}]" if i.problem else ""))
    store.close()
    return 0


def _backups(args) -> int:
    import time

    from tableapp.core.errors import TableError
    from tableapp.store.backups import list_backups, restore
    from tableapp.store.paths import db_path

    path = db_path(args.data_dir)
    found = list_backups(path)
    if args.restore is not None:
        if not 1 <= args.restore <= len(found):
            return _fail(f"there is no backup number {args.restore} (tableapp backups lists {len(found)})")
        try:
            aside = restore(path, found[args.restore - 1].path)
        except TableError as e:
            return _fail(str(e))
        print(f"restored {found[args.restore - 1].path.name}"
              + (f"; the file it replaced is kept as {aside}" if aside else ""))
        return 0
    if not found:
        print(f"no backups yet in {path.parent / 'backups'} (one is made after each game and on quit)")
        return 0
    for n, b in enumerate(found, start=1):
        when = time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(b.when))
        nights = "unreadable" if b.nights is None else f"{b.nights} night{'s' if b.nights != 1 else ''}"
        last = f" (last: {b.last_title})" if b.last_title else ""
        print(f"{n:3d}  {when}  {b.reason:15s}  {nights}{last}  {b.size // 1024 + 1} KB  {b.path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
