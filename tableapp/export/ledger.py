"""Ledger export. The CSV opens in a spreadsheet with Japanese names intact (UTF-8 with a BOM,
which Excel needs to guess the encoding) and no cell can turn into a formula."""
from __future__ import annotations

import csv
import io
import json
import time
from typing import Any

from tableapp.core.i18n import tr
from tableapp.core.ledger import BANK, CARRY, POT
from tableapp.core.session import LedgerRow, Session

COLUMNS = ["time", "game", "game_id", "round", "action", "from", "to", "amount", "reason", "why",
           "from_after", "to_after"]

# A cell starting with one of these is read as a formula by spreadsheets (CSV injection); a
# Japanese spreadsheet also reads the full-width ＝ ＋ － ＠ (and ｜ ％) as the ASCII ones.
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r", "\n", "|", "%", "＝", "＋", "－", "＠", "｜", "％")


def account_name(account: str) -> str:
    if account == BANK:
        return tr("ledger", "bank")
    if account == POT:
        return tr("ledger", "pot")
    if account == CARRY:
        return tr("ledger", "carry pot")
    if account.startswith(CARRY + ":"):
        return tr("ledger", "carry pot ({game})").format(game=account[len(CARRY) + 1:])
    if account.startswith(POT + ":"):
        return tr("ledger", "pot {name}").format(name=account[len(POT) + 1:])
    return account


def rows_with_running_totals(rows: list[LedgerRow]) -> list[dict[str, Any]]:
    """Each transfer with the balance of both accounts after it (per-player running totals)."""
    from tableapp.games.registry import engine_for

    bal: dict[str, int] = {}
    out = []
    why: dict[tuple[str, str], str] = {}  # (game, reason) -> words, looked up once
    for r in rows:
        key = (r.game_id, r.reason)
        if key not in why:
            try:
                why[key] = engine_for(r.game_id).reason_text(r.reason)
            except Exception:  # noqa: BLE001 - a game no longer installed still exports its ids
                why[key] = r.reason
        if r.src != BANK:
            bal[r.src] = bal.get(r.src, 0) - r.amount
        if r.dst != BANK:
            bal[r.dst] = bal.get(r.dst, 0) + r.amount
        out.append({
            "time": when(r.ts),
            "game": r.game, "game_id": r.game_id, "round": r.round, "action": r.action,
            "from": account_name(r.src), "to": account_name(r.dst), "amount": r.amount, "reason": r.reason,
            "why": why[key],
            "from_after": None if r.src == BANK else bal[r.src],
            "to_after": None if r.dst == BANK else bal[r.dst],
        })
    return out


def when(ts: float) -> str:
    """The local time of ``ts``; a time no clock can show (damage) is written as the number."""
    try:
        return time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(ts))
    except (OverflowError, OSError, ValueError, TypeError):
        return str(ts)


def safe_cell(value: Any) -> Any:
    """Prefix text that a spreadsheet would run as a formula with an apostrophe."""
    if isinstance(value, str) and value.startswith(_FORMULA_START):
        return "'" + value
    return value


def to_csv(session: Session) -> str:
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\r\n")
    w.writerow(COLUMNS)
    for row in rows_with_running_totals(session.ledger()):
        w.writerow([safe_cell("" if row[c] is None else row[c]) for c in COLUMNS])
    return "\ufeff" + buf.getvalue()


def to_json(session: Session) -> str:
    data = {
        "session": session.id, "title": session.title, "players": session.roster,
        "chips": {p: session.balances().get(p, 0) for p in session.roster},
        "games": [{"game": n, "game_id": rec.run.setup.game,
                   "standings": [st.model_dump() for st in rec.run.standings()]}
                  for n, rec in enumerate(session.games, start=1)],
        "ledger": rows_with_running_totals(session.ledger()),
    }
    return json.dumps(data, ensure_ascii=False, indent=2)


def export(session: Session, fmt: str) -> str:
    if fmt == "csv":
        return to_csv(session)
    if fmt == "json":
        return to_json(session)
    raise ValueError(tr("ledger", "Unknown format {fmt}: use csv or json.").format(fmt=fmt))
