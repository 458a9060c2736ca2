"""The night report as HTML (no Qt): the settlement, the chips over the night (a picture the caller
draws), the games with their standings, the biggest pots and the ledger's totals per reason.

The HTML keeps to what Qt's QTextDocument renders (tables with attributes, little CSS), so that
the same text becomes the PDF (ui/report.py) and the HTML file. Every name is escaped: a player
called ``<b>`` is printed as typed."""
from __future__ import annotations

import time
from html import escape

from tableapp.core.i18n import tr
from tableapp.core.session import Session

from .settlement import Settlement, chips_text, settle


def game_title(game_id: str) -> str:
    from tableapp.games.registry import engine_for

    try:
        return tr("games", engine_for(game_id).title)
    except Exception:  # noqa: BLE001 - a game no longer installed still shows its id
        return game_id


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else _num(n)


def _num(n: int) -> str:
    """A count of chips, a debt with the same minus sign as the nets."""
    return f"−{-n}" if n < 0 else str(n)


def _result(result: str) -> str:
    return {"won": tr("report", "won"), "lost": tr("report", "lost"), "out": tr("report", "out"),
            "left": tr("report", "left")}.get(result, "")


def _table(head: list[str], rows: list[list[str]], right: set[int] = frozenset()) -> str:
    """A bordered table; ``right``: the columns of numbers (right-aligned)."""
    out = ['<table border="1" cellspacing="0" cellpadding="4" width="100%">', "<thead><tr>"]
    out += [f'<th align="{"right" if i in right else "left"}" bgcolor="#e8e8e8">{h}</th>' for i, h in enumerate(head)]
    out.append("</tr></thead>")  # repeated at the top of the next page when a table is split
    for row in rows:
        out.append("<tr>" + "".join(f'<td align="{"right" if i in right else "left"}">{c}</td>'
                                    for i, c in enumerate(row)) + "</tr>")
    out.append("</table>")
    return "\n".join(out)


def settlement_html(s: Settlement) -> str:
    head = [tr("report", "Player"), tr("report", "Bought in"), tr("report", "Cashed out"), tr("report", "Holds"),
            tr("report", "Net")]
    if s.in_money:
        head.append(tr("report", "Money"))
    rows = []
    for line in s.lines:
        name = escape(line.label)
        row = [f"<i>{name}</i>" if line.is_bank else f"<b>{name}</b>",
               str(line.buy_in) if not line.is_bank else "", str(line.cashed_out) if not line.is_bank else "",
               _num(line.holds) if not line.is_bank else "", _signed(line.net)]
        if s.in_money:
            row.append(s.money_text(line.money, sign=True))
        rows.append(row)
    out = [_table(head, rows, right=set(range(1, len(head))))]
    if s.in_money:
        out.append("<p>" + escape(tr("report", "One chip is worth {value} {currency}; each amount is rounded to "
                                              "{unit} {currency} and they still add up to zero.").format(
            value=s.chip_value, currency=s.currency, unit=s.unit)) + "</p>")
    bank = s.bank
    if bank is not None:
        out.append("<p>" + escape(tr("report", "Chips that no player holds at the end (left in a pot, or taken "
                                              "back by the bank) are settled with the bank.")) + "</p>")
    out.append(f"<h3>{escape(tr('report', 'Who pays whom'))}</h3>")
    if not s.payments:
        out.append("<p>" + escape(tr("report", "Nobody owes anybody anything.")) + "</p>")
    else:
        out.append("<ul>")
        for p in s.payments:
            amount = s.money_text(p.amount) if s.in_money else chips_text(p.amount)
            out.append("<li>" + tr("report", "{payer} pays {payee} {amount}").format(
                payer=f"<b>{escape(s.label(p.payer))}</b>", payee=f"<b>{escape(s.label(p.payee))}</b>",
                amount=escape(amount)) + "</li>")
        out.append("</ul>")
    return "\n".join(out)


def report_html(session: Session, chart_src: str | None = "chart.png", settlement: Settlement | None = None,
                chart_width: int = 640, pots: int = 5) -> str:
    """The whole report. ``chart_src``: where the chart picture is (a resource name for Qt, a data
    URL for a browser); None leaves the chart out."""
    from .night import biggest_pots, totals_per_reason

    s = settlement if settlement is not None else settle(session)
    when = time.strftime("%Y-%m-%d %H:%M", time.localtime(session.created))
    parts = ['<html><head><meta charset="utf-8"><title>' + escape(session.title) + "</title></head><body>",
             f"<h1>{escape(session.title)}</h1>",
             "<p>" + escape(tr("report", "Night report · started {when} · games: {n} · players: {names}").format(
                 when=when, n=len(session.games), names=", ".join(session.roster))) + "</p>"]

    parts.append(f"<h2>{escape(tr('report', 'Settlement'))}</h2>")
    parts.append(settlement_html(s))

    if chart_src is not None and session.games:
        parts.append(f"<h2>{escape(tr('report', 'Chips over the night'))}</h2>")
        parts.append(f'<p><img src="{escape(chart_src)}" width="{chart_width}"></p>')

    parts.append(f"<h2>{escape(tr('report', 'Games'))}</h2>")
    if not session.games:
        parts.append("<p>" + escape(tr("report", "No game was played.")) + "</p>")
    for number, rec in enumerate(session.games, start=1):
        run = rec.run
        finished = run.engine.outcome(run.state).finished
        mode = tr("report", "digital") if run.setup.mode == "digital" else tr("report", "physical")
        state = tr("report", "finished") if finished else tr("report", "not finished")
        parts.append(f"<h3>{escape(tr('report', 'Game {n}: {game}').format(n=number, game=game_title(run.setup.game)))}"
                     f"</h3><p>{escape(mode)} · {escape(state)}</p>")
        standings = run.standings()
        head = [tr("report", "Place"), tr("report", "Player"), tr("report", "Result"), tr("report", "Chips"),
                tr("report", "Net")]
        if standings:
            rows = [[str(st.rank), f"<b>{escape(st.name)}</b>", escape(_result(st.result)), _num(st.chips),
                     _signed(st.net)] for st in standings]
        else:  # a game still going: the chips as they stand
            bal = run.balances
            rows = [["", f"<b>{escape(p)}</b>", "", _num(bal.get(p, 0)), _signed(bal.get(p, 0) - run.setup.chips.get(p, 0))]
                    for p in run.setup.players]
        parts.append(_table(head, rows, right={0, 3, 4}))

    parts.append(f"<h2>{escape(tr('report', 'Biggest pots'))}</h2>")
    top = biggest_pots(session, pots)
    if not top:
        parts.append("<p>" + escape(tr("report", "No pot was won.")) + "</p>")
    else:
        head = [tr("report", "Player"), tr("report", "Chips"), tr("report", "Game"), tr("report", "Round"),
                tr("report", "Action")]
        rows = [[f"<b>{escape(p.player)}</b>", str(p.chips),
                 escape(f"{p.game}: {game_title(p.game_id)}"), str(p.round), str(p.action)] for p in top]
        parts.append(_table(head, rows, right={1, 3, 4}))

    parts.append(f"<h2>{escape(tr('report', 'The ledger per reason'))}</h2>")
    totals = totals_per_reason(session)
    head = [tr("report", "Game"), tr("report", "Reason"), tr("report", "Transfers"), tr("report", "Chips")]
    rows = [[escape(game_title(t.game_id)),
             escape(t.why if t.why == t.reason else f"{t.why} ({t.reason})"), str(t.transfers), str(t.chips)]
            for t in totals]
    parts.append(_table(head, rows, right={2, 3}))
    parts.append("<p><small>" + escape(tr("report", "Made by tableapp from the night's log on {when}.").format(
        when=time.strftime("%Y-%m-%d %H:%M"))) + "</small></p>")
    parts.append("</body></html>")
    return "\n".join(parts)
