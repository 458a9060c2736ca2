"""The night's end: what each player bought in, holds and won, and who pays whom.

No Qt. ``settle(session)`` (or ``settle_rows`` on a ledger) gives each player's line and the
fewest transfers that settle every net exactly:

- **net** = chips held at the end + chips cashed out during the night − chips bought in. A player
  playing on credit holds a negative stack: a debt, and their net says so; they pay.
- Chips no player holds at the end (waiting in a carry pot, or taken back by the bank under a
  rule) make the players' nets add up to something else than zero; the **bank** then takes part
  as one more party, after the last seat, so that every transfer still settles exactly.
- **Fewest transfers**: nets that settle among a group of k people need k − 1 transfers, so
  the fewest is n − (the most groups the nets split into, each adding up to zero). Found exactly
  up to ``EXACT_UP_TO`` parties with a net (a search over subsets); above that, the greedy
  settlement below (never more than n − 1). Ties are broken by seat order: the groups are
  searched from the first seat on, and in a group the biggest debtor pays the biggest creditor,
  the earlier seat first on equal amounts.
- **Money** (a chip value and a currency): each net is its exact value rounded down to the
  currency's smallest unit; the units this leaves over (the exact values add up to zero) go one
  each to the largest remainders (seat order on a tie). So a money net is never more than one
  unit from its exact value, never on the other side of zero, and they add up to exactly zero:
  no cent is lost or made. The transfers are then worked out on those money nets.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from decimal import ROUND_FLOOR, Decimal, InvalidOperation
from typing import Iterable

from tableapp.core.i18n import tr
from tableapp.core.ledger import BANK

EXACT_UP_TO = 16  # parties with a nonzero net: 2**16 subsets are searched in well under a second

# ISO 4217 currencies whose smallest unit is not a hundredth
MINOR_DIGITS = {"JPY": 0, "KRW": 0, "VND": 0, "ISK": 0, "CLP": 0, "PYG": 0, "UGX": 0, "XAF": 0, "XOF": 0,
                "HUF": 2, "BHD": 3, "KWD": 3, "OMR": 3, "JOD": 3, "TND": 3, "LYD": 3, "IQD": 3}


def minor_unit(currency: str) -> Decimal:
    """The currency's smallest unit: 0.01 for most, 1 for the yen."""
    return Decimal(1).scaleb(-MINOR_DIGITS.get(currency.strip().upper(), 2))


def parse_chip_value(text: str | Decimal | None) -> Decimal | None:
    """A chip's money value from what a person typed ("0.25"); None for nothing typed. Raises
    ValueError with words for a value that is not a positive number."""
    if text is None:
        return None
    if isinstance(text, Decimal):
        value = text
    else:
        text = str(text).strip()
        if not text:
            return None
        try:
            value = Decimal(text)
        except InvalidOperation:
            value = None
    if value is None or not value.is_finite() or value <= 0:
        raise ValueError(tr("settlement", "A chip's value must be a positive number, such as 0.25 or 100: "
                                          "not \"{text}\".").format(text=text))
    return value


@dataclass(frozen=True)
class Line:
    """One party of the settlement: a player, or the bank (``name`` is then the account ``#bank``,
    which no player can be called)."""

    name: str
    buy_in: int  # chips from the bank over the night (every game's opening, rebuys)
    cashed_out: int  # chips back to the bank during the night (a fresh game's opening, a rule)
    holds: int  # chips held at the end; negative: a debt played on credit
    net: int  # holds + cashed_out - buy_in
    money: int | None = None  # net in the currency's smallest units, rounded (with a chip value)
    is_bank: bool = False

    @property
    def label(self) -> str:
        return bank_label() if self.is_bank else self.name

    @property
    def buy_out(self) -> int:
        """What the player takes out of the night in chips: cashed out plus held at the end."""
        return self.cashed_out + self.holds


@dataclass(frozen=True)
class Payment:
    payer: str  # a player's name, or #bank
    payee: str
    amount: int  # chips, or the currency's smallest units when the settlement is in money


@dataclass(frozen=True)
class Settlement:
    lines: list[Line]  # the players in seat order, then the bank if it takes part
    payments: list[Payment]
    chip_value: Decimal | None = None
    currency: str = ""
    unit: Decimal = field(default=Decimal("0.01"))

    @property
    def in_money(self) -> bool:
        return self.chip_value is not None

    @property
    def players(self) -> list[Line]:
        return [line for line in self.lines if not line.is_bank]

    @property
    def bank(self) -> Line | None:
        return next((line for line in self.lines if line.is_bank), None)

    @staticmethod
    def label(account: str) -> str:
        """A payer or payee in words ("the bank" for #bank)."""
        return bank_label() if account == BANK else account

    def money(self, units: int) -> Decimal:
        """An amount in the currency's smallest units as money."""
        return (units * self.unit).quantize(self.unit)

    def money_text(self, units: int, sign: bool = False, minus: str = "−") -> str:
        """"1,234.50 EUR"; ``sign``: "+" before a gain; ``minus``: the sign of a loss (the report's
        columns of chips use "−"; a terminal may want "-")."""
        amount = self.money(units)
        text = f"{abs(amount):,}"
        if amount < 0:
            text = minus + text
        elif sign and amount > 0:
            text = "+" + text
        return f"{text} {self.currency}".strip()

    def to_json(self) -> dict:
        def amount(units: int | None):
            return None if units is None else str(self.money(units))

        out = {
            "chip_value": None if self.chip_value is None else str(self.chip_value),
            "currency": self.currency or None,
            "players": [{"name": line.name, "buy_in": line.buy_in, "cashed_out": line.cashed_out,
                         "holds": line.holds, "buy_out": line.buy_out, "net": line.net,
                         **({"money": amount(line.money)} if self.in_money else {})}
                        for line in self.players],
            "bank": None,
            "payments": [{"from": p.payer, "to": p.payee,
                          **({"money": amount(p.amount)} if self.in_money else {"chips": p.amount})}
                         for p in self.payments],
        }
        bank = self.bank
        if bank is not None:
            out["bank"] = {"net": bank.net, **({"money": amount(bank.money)} if self.in_money else {})}
        return out


def bank_label() -> str:
    return tr("settlement", "the bank")


def chips_text(n: int) -> str:
    return (tr("settlement", "{n} chip") if n == 1 else tr("settlement", "{n} chips")).format(n=n)


# -- the night's lines --------------------------------------------------------------------------------
def lines_of(rows: Iterable, roster: list[str]) -> list[Line]:
    """Each player's line from the ledger's rows (``src``, ``dst``, ``amount``), then the bank's
    when the players' nets do not add up to zero."""
    buy_in = {p: 0 for p in roster}
    out = {p: 0 for p in roster}
    held = {p: 0 for p in roster}
    for r in rows:
        if r.src != BANK:
            held[r.src] = held.get(r.src, 0) - r.amount
        if r.dst != BANK:
            held[r.dst] = held.get(r.dst, 0) + r.amount
        if r.src == BANK and r.dst in buy_in:
            buy_in[r.dst] += r.amount
        elif r.dst == BANK and r.src in out:
            out[r.src] += r.amount
    lines = [Line(p, buy_in[p], out[p], held[p], held[p] + out[p] - buy_in[p]) for p in roster]
    rest = -sum(line.net for line in lines)
    if rest:  # chips left in a pot, or taken back by the bank: the bank settles them
        lines.append(Line(BANK, 0, 0, 0, rest, is_bank=True))
    return lines


def settle(session, chip_value: Decimal | str | None = None, currency: str = "") -> Settlement:
    return settle_rows(session.ledger(), session.roster, chip_value, currency)


def settle_rows(rows: Iterable, roster: list[str], chip_value: Decimal | str | None = None,
                currency: str = "") -> Settlement:
    value = parse_chip_value(chip_value)
    lines = lines_of(rows, roster)
    unit = minor_unit(currency)
    if value is None:
        nets = [line.net for line in lines]
    else:
        nets = round_money([line.net * value / unit for line in lines])
        lines = [Line(line.name, line.buy_in, line.cashed_out, line.holds, line.net, m, line.is_bank)
                 for line, m in zip(lines, nets)]
    payments = [Payment(lines[i].name, lines[j].name, amount) for i, j, amount in fewest_transfers(nets)]
    return Settlement(lines, payments, value, currency.strip().upper(), unit)


# -- money without losing a cent ------------------------------------------------------------------------
def round_money(exact: list[Decimal]) -> list[int]:
    """Whole units for exact amounts that add up to zero: each rounded down, then the units left
    over given one each to the largest remainders, the earlier seat first on a tie."""
    floors = [int(x.to_integral_value(rounding=ROUND_FLOOR)) for x in exact]
    left = -sum(floors)  # 0 <= left < len(exact): the remainders add up to it exactly
    order = sorted(range(len(exact)), key=lambda i: (-(exact[i] - floors[i]), i))
    for i in order[:left]:
        floors[i] += 1
    return floors


# -- the fewest transfers -----------------------------------------------------------------------------
def fewest_transfers(nets: list[int]) -> list[tuple[int, int, int]]:
    """(payer, payee, amount) by index into ``nets`` (which add up to zero), the fewest transfers
    that bring every net to zero; indexes are seat order, which breaks every tie."""
    if sum(nets):
        raise ValueError(f"nets do not add up to zero: {nets}")
    parties = [i for i, v in enumerate(nets) if v]
    if len(parties) <= EXACT_UP_TO:
        groups = _zero_groups([nets[i] for i in parties])
        groups = [[parties[k] for k in g] for g in groups]
    else:
        groups = [parties]
    out: list[tuple[int, int, int]] = []
    for group in groups:
        out.extend(_settle_group({i: nets[i] for i in group}))
    return out


def _zero_groups(values: list[int]) -> list[list[int]]:
    """The most groups (by index) the values split into, each adding up to zero.

    best[mask] is the most zero-sum groups the parties of ``mask`` can be cut into when taken
    one by one in some order (a cut wherever the running sum is zero): best[mask] = max over a
    party i in mask of best[mask without i], plus one if mask itself adds up to zero. Walking back
    from everyone, each step takes the first seat that keeps the best, so ties go by seat order."""
    n = len(values)
    full = (1 << n) - 1
    total = [0] * (1 << n)
    best = [0] * (1 << n)
    for mask in range(1, full + 1):
        low = mask & -mask
        i = low.bit_length() - 1
        total[mask] = total[mask ^ low] + values[i]
        m, rest = 0, mask
        while rest:
            bit = rest & -rest
            b = best[mask ^ bit]
            if b > m:
                m = b
            rest ^= bit
        best[mask] = m + (total[mask] == 0)
    groups: list[list[int]] = []
    mask, current = full, []
    while mask:
        if total[mask] == 0 and current:
            groups.append(sorted(current))
            current = []
        want = best[mask] - (total[mask] == 0)
        # the last party to take out of this group: the highest seat that keeps the best, so the
        # first seats end up together at the front of the walk
        for i in reversed(range(n)):
            if mask >> i & 1 and best[mask ^ (1 << i)] == want:
                current.append(i)
                mask ^= 1 << i
                break
    if current:
        groups.append(sorted(current))
    groups.sort(key=lambda g: g[0])
    return groups


def _settle_group(nets: dict[int, int]) -> list[tuple[int, int, int]]:
    """Settle a group whose nets add up to zero in at most k − 1 transfers: the biggest debtor pays
    the biggest creditor as much as one of them needs (the earlier seat first on equal amounts)."""
    nets = dict(nets)
    out = []
    while True:
        debtors = [i for i in sorted(nets) if nets[i] < 0]
        creditors = [i for i in sorted(nets) if nets[i] > 0]
        if not debtors:
            return out
        payer = min(debtors, key=lambda i: (nets[i], i))
        payee = max(creditors, key=lambda i: (nets[i], -i))
        amount = min(-nets[payer], nets[payee])
        out.append((payer, payee, amount))
        nets[payer] += amount
        nets[payee] -= amount
