"""The night's end: who pays whom. Every net is settled exactly, with the fewest transfers, ties by
seat order; in money, rounded to the currency's smallest unit without losing or making a cent."""
from __future__ import annotations

import itertools
from collections import namedtuple
from decimal import Decimal

import pytest
from conftest import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tableapp.core.ledger import BANK, CARRY, POT
from tableapp.export.settlement import (EXACT_UP_TO, fewest_transfers, minor_unit, parse_chip_value, round_money,
                                        settle, settle_rows)
from tableapp.games.scripts import parse_script, play_night

Row = namedtuple("Row", "src dst amount")


def after_paying(s, in_money: bool) -> dict[str, int]:
    """Each party's net once every payment is made: all zero when the settlement is right."""
    left = {line.name: (line.money if in_money else line.net) for line in s.lines}
    for p in s.payments:
        left[p.payer] += p.amount
        left[p.payee] -= p.amount
    return left


def test_the_loser_pays_the_winner_what_the_ledger_says():
    rows = [Row(BANK, "Ann", 3), Row(BANK, "Bo", 3), Row("Bo", POT, 2), Row(POT, "Ann", 2)]
    s = settle_rows(rows, ["Ann", "Bo"])
    assert [(x.name, x.buy_in, x.holds, x.net) for x in s.lines] == [("Ann", 3, 5, 2), ("Bo", 3, 1, -2)]
    assert [(p.payer, p.payee, p.amount) for p in s.payments] == [("Bo", "Ann", 2)]


def test_a_player_in_credit_pays_the_debt_too():
    # Bo played on credit and ends at −4: he bought in 3 and owes 7
    rows = [Row(BANK, "Ann", 3), Row(BANK, "Bo", 3), Row("Bo", POT, 7), Row(POT, "Ann", 7)]
    s = settle_rows(rows, ["Ann", "Bo"])
    assert s.lines[1].holds == -4 and s.lines[1].net == -7
    assert [(p.payer, p.payee, p.amount) for p in s.payments] == [("Bo", "Ann", 7)]


def test_chips_cashed_out_between_games_count_as_taken_out():
    # a fresh game: Ann's 5 are cashed out and she buys in 3 again
    rows = [Row(BANK, "Ann", 3), Row(BANK, "Bo", 3), Row("Bo", POT, 2), Row(POT, "Ann", 2),
            Row("Ann", BANK, 5), Row("Bo", BANK, 1), Row(BANK, "Ann", 3), Row(BANK, "Bo", 3)]
    s = settle_rows(rows, ["Ann", "Bo"])
    ann = s.lines[0]
    assert (ann.buy_in, ann.cashed_out, ann.holds, ann.buy_out, ann.net) == (6, 5, 3, 8, 2)


def test_chips_left_in_a_carry_pot_are_settled_with_the_bank():
    night = play_night(parse_script({"night": [{
        "game": "liar-dice", "players": ["Ann", "Bo", "Cy"], "chips": 2, "actions": [
            {"by": "Ann", "do": "call", "call": "pair of aces"}, {"by": "Bo", "do": "challenge"},
            {"do": "show", "faces": ["A", "A", "K", "Q", "J"]}, {"do": "end-game"}]}]}))
    assert night.balances()[CARRY] == 1
    s = settle(night)
    assert s.bank is not None and s.bank.net == 1 and s.bank.is_bank
    assert [(p.payer, p.payee, p.amount) for p in s.payments] == [("Bo", s.bank.name, 1)]


def test_the_fewest_transfers_beat_paying_the_biggest_first():
    # biggest first would take 4 transfers; Cy and Ann's 3 settle on their own: 3
    nets = [4, 3, -2, -2, -3]
    out = fewest_transfers(nets)
    assert len(out) == 3
    assert (4, 1, 3) in out


def test_ties_are_broken_by_seat_order():
    # two creditors of 2 and two debtors of 2: the first debtor pays the first creditor
    assert fewest_transfers([2, 2, -2, -2]) == [(2, 0, 2), (3, 1, 2)]
    assert fewest_transfers([-2, -2, 2, 2]) == [(0, 2, 2), (1, 3, 2)]
    # one big creditor: the debtors in seat order
    assert fewest_transfers([-1, 3, -1, -1]) == [(0, 1, 1), (2, 1, 1), (3, 1, 1)]


def test_money_is_rounded_to_the_smallest_unit_and_still_adds_up():
    # a third of a euro per chip: 33.3 + 33.3 − 66.6 cents; the odd cent goes to the largest remainder
    s = settle_rows([Row(BANK, "Ann", 3), Row(BANK, "Bo", 3), Row(BANK, "Cy", 3), Row("Cy", "Ann", 1),
                     Row("Cy", "Bo", 1)], ["Ann", "Bo", "Cy"], "0.333", "EUR")
    assert [x.money for x in s.lines] == [33, 33, -66]
    assert s.money_text(-66) == "−0.66 EUR" and s.money_text(33, sign=True) == "+0.33 EUR"
    assert sum(p.amount for p in s.payments) == 66


def test_yen_have_no_smaller_unit():
    assert minor_unit("JPY") == 1 and minor_unit("eur") == Decimal("0.01") and minor_unit("KWD") == Decimal("0.001")
    s = settle_rows([Row(BANK, "Ann", 3), Row(BANK, "Bo", 3), Row("Bo", "Ann", 1)], ["Ann", "Bo"], "100", "JPY")
    assert s.money_text(s.lines[1].money) == "−100 JPY"
    assert s.to_json()["payments"] == [{"from": "Bo", "to": "Ann", "money": "100"}]


@pytest.mark.parametrize("text", ["abc", "0", "-1", "NaN", "Infinity"])
def test_a_chip_value_must_be_a_positive_number(text):
    with pytest.raises(ValueError, match="positive number"):
        parse_chip_value(text)


def test_no_chip_value_is_a_settlement_in_chips():
    assert parse_chip_value("") is None and parse_chip_value("  ") is None and parse_chip_value(None) is None
    assert parse_chip_value("0.25") == Decimal("0.25")


# -- properties over random ledgers ----------------------------------------------------------------------------
PLAYERS = ["Ann", "Bo", "Cy", "Dee", "長谷川", "Eve", "Fay", "Gus"]
ACCOUNTS = PLAYERS + [POT, CARRY, BANK]


@st.composite
def ledgers(draw):
    n = draw(st.integers(1, len(PLAYERS)))
    roster = PLAYERS[:n]
    accounts = roster + [POT, CARRY, BANK]
    rows = [Row(BANK, p, draw(st.integers(0, 50))) for p in roster]
    moves = draw(st.lists(st.tuples(st.sampled_from(accounts), st.sampled_from(accounts), st.integers(1, 40)),
                          max_size=40))
    rows += [Row(a, b, k) for a, b, k in moves if a != b]  # a player may go below zero: credit
    rows = [r for r in rows if r.amount > 0]
    return roster, rows


def best_possible(nets: list[int]) -> int:
    """The fewest transfers by brute force: n − the most zero-sum groups in any set partition."""
    parties = [v for v in nets if v]

    def most_groups(values: tuple[int, ...]) -> int:
        if not values:
            return 0
        first, rest = values[0], values[1:]
        best = 0
        for k in range(len(rest) + 1):
            for combo in itertools.combinations(range(len(rest)), k):
                if first + sum(rest[i] for i in combo) == 0:
                    others = tuple(v for i, v in enumerate(rest) if i not in combo)
                    best = max(best, 1 + most_groups(others))
        return best

    return len(parties) - most_groups(tuple(parties))


@settings(max_examples=examples(300), deadline=None)
@given(ledgers(), st.sampled_from([None, "1", "0.25", "0.333", "0.07", "100", "2.5"]),
       st.sampled_from(["EUR", "JPY", "KWD"]))
def test_any_ledger_is_settled_exactly_in_at_most_n_minus_1_transfers(ledger, chip_value, currency):
    roster, rows = ledger
    s = settle_rows(rows, roster, chip_value, currency)
    in_money = s.in_money
    # every party's net is settled exactly, and the nets add up to zero (the bank takes the rest)
    assert all(v == 0 for v in after_paying(s, in_money).values())
    assert sum(x.net for x in s.lines) == 0
    parties = [x for x in s.lines if (x.money if in_money else x.net)]
    assert len(s.payments) <= max(len(parties) - 1, 0)
    assert all(p.amount > 0 and p.payer != p.payee for p in s.payments)
    # a net is what the ledger says: held at the end + cashed out − bought in
    for x in s.players:
        held = sum(r.amount for r in rows if r.dst == x.name) - sum(r.amount for r in rows if r.src == x.name)
        assert x.holds == held
        assert x.net == held + sum(r.amount for r in rows if r.src == x.name and r.dst == BANK) \
            - sum(r.amount for r in rows if r.src == BANK and r.dst == x.name)
    if in_money:
        value, unit = Decimal(chip_value), minor_unit(currency)
        assert sum(x.money for x in s.lines) == 0  # no cent lost or made
        for x in s.lines:
            exact = x.net * value / unit
            # never a whole unit off, never to the other side of zero: no fraction moves the wrong way
            assert abs(x.money - exact) < 1
            assert x.money * exact >= 0
        # only those who owe pay, only those owed are paid
        for p in s.payments:
            assert next(x for x in s.lines if x.name == p.payer).money < 0
            assert next(x for x in s.lines if x.name == p.payee).money > 0
    else:
        for p in s.payments:
            assert next(x for x in s.lines if x.name == p.payer).net < 0
            assert next(x for x in s.lines if x.name == p.payee).net > 0


@settings(max_examples=examples(200), deadline=None)
@given(st.lists(st.integers(-12, 12), min_size=1, max_size=7))
def test_the_transfers_are_the_fewest_possible(values):
    nets = values + [-sum(values)]
    out = fewest_transfers(nets)
    assert len(out) == best_possible(nets)
    left = list(nets)
    for payer, payee, amount in out:
        left[payer] += amount
        left[payee] -= amount
    assert left == [0] * len(nets)


def test_above_the_exact_search_the_greedy_settlement_still_needs_at_most_n_minus_1():
    nets = list(range(1, EXACT_UP_TO + 3))
    nets.append(-sum(nets))
    assert len(fewest_transfers(nets)) <= len(nets) - 1


@settings(max_examples=examples(100), deadline=None)
@given(st.lists(st.integers(-10**6, 10**6), min_size=1, max_size=9), st.integers(1, 999))
def test_rounding_never_loses_or_makes_a_unit(values, thousandths):
    nets = values + [-sum(values)]
    exact = [Decimal(v) * Decimal(thousandths) / 1000 for v in nets]
    rounded = round_money(exact)
    assert sum(rounded) == 0
    assert all(abs(r - e) < 1 and r * e >= 0 for r, e in zip(rounded, exact))


# -- random real nights --------------------------------------------------------------------------------------
@settings(max_examples=examples(8), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31))
def test_random_nights_settle_to_zero_for_everyone(seed):
    from night_maker import random_night

    night = random_night(seed, games=3)
    for chip_value in (None, "0.1"):
        s = settle(night, chip_value, "EUR")
        assert all(v == 0 for v in after_paying(s, s.in_money).values())
        parties = [x for x in s.lines if (x.money if s.in_money else x.net)]
        assert len(s.payments) <= max(len(parties) - 1, 0)
        bal = night.balances()
        assert [x.holds for x in s.players] == [bal.get(p, 0) for p in night.roster]
        # what no player holds is what the bank settles
        assert (s.bank.net if s.bank else 0) == -sum(x.net for x in s.players)


def test_a_player_called_the_bank_is_never_taken_for_the_bank():
    rows = [Row(BANK, "the bank", 2), Row(BANK, "Bo", 2), Row("Bo", CARRY, 1), Row("the bank", "Bo", 1)]
    s = settle_rows(rows, ["the bank", "Bo"])
    assert [(x.name, x.label, x.net) for x in s.lines] == [("the bank", "the bank", -1), ("Bo", "Bo", 0),
                                                          (BANK, "the bank", 1)]
    assert [(p.payer, p.payee) for p in s.payments] == [("the bank", BANK)]
    assert s.to_json()["payments"] == [{"from": "the bank", "to": BANK, "chips": 1}]
