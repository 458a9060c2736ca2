"""Command line: ``tableapp`` starts the window; ``replay`` and ``export`` work headless."""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="tableapp", description="Dealer, banker and referee for a game night.")
    p.add_argument("--data-dir", help="folder of the night database (default: the user data folder, "
                                      "or $TABLEAPP_DATA_DIR)")
    p.add_argument("--lang", choices=["en", "ja"], help="language of the window (default: the system's)")
    p.add_argument("--fullscreen", action="store_true", help="start full screen")
    sub = p.add_subparsers(dest="command")
    r = sub.add_parser("replay", help="play a replay script and print the final state")
    r.add_argument("script", help="a replay script (JSON, see docs/replay.md)")
    r.add_argument("--json", action="store_true", help="print the final state as JSON")
    e = sub.add_parser("export", help="export a night's chip ledger")
    e.add_argument("session", type=int, help="the night's number (tableapp list shows them)")
    e.add_argument("--format", choices=["csv", "json"], default="csv")
    e.add_argument("-o", "--output", help="file to write (default: standard output)")
    sub.add_parser("list", help="list the nights in the database")
    return p


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if args.command == "replay":
        return _replay(args)
    if args.command == "export":
        return _export(args)
    if args.command == "list":
        return _list(args)
    from tableapp.ui.app import run_gui

    return run_gui(data_dir=args.data_dir, lang=args.lang, fullscreen=args.fullscreen)


def _fail(message: str, status: int = 2) -> int:
    print(f"tableapp: {message}", file=sys.stderr)
    return status


def _replay(args) -> int:
    from tableapp.core.errors import ScriptError
    from tableapp.core.script import load_script, play_script, result_json

    try:
        run = play_script(load_script(args.script))
    except ScriptError as e:
        return _fail(str(e))
    result = result_json(run)
    if args.json:
        print(json.dumps(result, ensure_ascii=False, indent=2))
        return 0
    print(f"{run.engine.title}: " + ("finished" if result["finished"] else "not finished")
          + (f", winner {result['winner']}" if result["winner"] else ""))
    for name, chips in result["chips"].items():
        out = " (out)" if name in result["eliminated"] else ""
        print(f"  {name}: {chips}{out}")
    print(f"  pot: {result['pot']}")
    summary = run.engine.summary(run.state)
    if summary:
        print(summary)
    return 0


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
    from tableapp.store.nights import open_night

    try:
        text = export(open_night(_open_store(args), args.session), args.format)
    except (TableError, FileNotFoundError) as e:
        return _fail(str(e))
    if args.output:
        try:
            # newline="" keeps the CSV's CRLF rows as written
            Path(args.output).write_text(text, encoding="utf-8", newline="")
        except OSError as e:
            return _fail(f"cannot write {args.output}: {e}")
    else:
        sys.stdout.write(text.lstrip("\ufeff"))
    return 0


def _list(args) -> int:
    import time

    from tableapp.core.errors import TableError

    try:
        infos = _open_store(args).sessions()
    except (TableError, FileNotFoundError) as e:
        return _fail(str(e))
    for i in infos:
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(i.created))
        state = "finished" if i.finished else "open"
        print(f"{i.id:4d}  {when}  {state:8s}  {i.title}  ({', '.join(i.roster)})  last game: {i.last_game or '-'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
