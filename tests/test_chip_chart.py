"""The chips over the night: a point per action whose stacks are the ledger's running totals; the
chart draws one line per player told apart by colour, dash and name; hovering names the action."""
from __future__ import annotations

from conftest import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tableapp.export.ledger import rows_with_running_totals
from tableapp.export.night import biggest_pots, chip_series, pots_won, totals_per_reason
from tableapp.games.scripts import parse_script, play_night

LIAR_DICE = {"game": "liar-dice", "players": ["Ann", "Bo", "Cy"], "chips": 2, "actions": [
    {"by": "Ann", "do": "call", "call": "pair of aces"}, {"by": "Bo", "do": "challenge"},
    {"do": "show", "faces": ["A", "A", "K", "Q", "J"]}, {"by": "Bo", "do": "call", "call": "pair of kings"},
    {"by": "Cy", "do": "challenge"}, {"do": "show", "faces": ["A", "Q", "J", "10", "9"]}]}


def check_points_are_running_totals(night) -> None:
    series = chip_series(night)
    ledger = night.ledger()
    running = rows_with_running_totals(ledger)
    totals: dict[str, int] = {p: 0 for p in night.roster}
    after: dict[tuple[int, int], dict[str, int]] = {}
    for row, t in zip(running, ledger):
        for side, account in (("from", t.src), ("to", t.dst)):
            if account in totals and row[f"{side}_after"] is not None:
                totals[account] = row[f"{side}_after"]
        after[(t.game, t.action)] = dict(totals)
    # the last point of each (game, action) holds the ledger's running totals after that action
    last: dict[tuple[int, int], tuple] = {}
    for pt in series.points:
        last[(pt.game, pt.action)] = pt.stacks
    for key, stacks in last.items():
        expected = None
        for k in sorted(after):
            if k <= key:
                expected = after[k]
        if expected is None:
            expected = {p: 0 for p in night.roster}
        assert dict(zip(series.players, stacks)) == expected, key
    assert dict(zip(series.players, series.points[-1].stacks)) == {p: night.balances().get(p, 0) for p in night.roster}
    # a point after every action of the night, and one after each game's opening
    assert len(series.points) == sum(len(rec.run.played) + 1 for rec in night.games)
    assert [s[1] for s in series.game_starts] == list(range(1, len(night.games) + 1))


def test_the_points_are_the_ledgers_running_totals():
    ended = {**LIAR_DICE, "actions": LIAR_DICE["actions"] + [{"do": "end-game"}]}
    night = play_night(parse_script({"night": [ended, {**LIAR_DICE, "chips": 3, "actions": []}]}))
    check_points_are_running_totals(night)
    series = chip_series(night)
    assert series.stack("Bo")[:4] == [2, 2, 2, 1]  # the opening, the call, the challenge, the show
    assert series.points[0].index == -1 and series.points[0].action == 0


@settings(max_examples=examples(8), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31))
def test_the_points_of_random_nights_are_the_ledgers_running_totals(seed):
    from night_maker import random_night

    check_points_are_running_totals(random_night(seed, games=3))


def test_the_pots_won_and_the_totals_per_reason():
    night = play_night(parse_script(LIAR_DICE))
    assert [(p.player, p.chips) for p in pots_won(night)] == []  # nobody has taken the pot yet
    totals = {(t.reason, t.transfers, t.chips) for t in totals_per_reason(night)}
    assert ("buy-in", 3, 6) in totals and ("LD-C2", 1, 1) in totals
    night = play_night(parse_script({"night": [{
        "game": "goblin-poker", "mode": "physical", "players": ["Ann", "Bo", "Cy"], "actions": [
            {"do": "deal"}, {"do": "reveal", "cards": {"Ann": 5, "Bo": 3, "Cy": 8}},
            {"by": "Bo", "do": "fold"}, {"by": "Cy", "do": "fold"}]}]}))
    pots = biggest_pots(night)
    assert [(p.player, p.chips, p.game) for p in pots] == [("Ann", 11, 1)]


def test_pens_tell_ten_players_apart():
    from tableapp.ui.chart_paint import pen_for

    pens = [pen_for(k) for k in range(10)]
    assert len({(p.color().name(), tuple(p.dashPattern()) if p.style().name != "SolidLine" else ()) for p in pens}) == 10
    assert len({tuple(p.dashPattern()) for p in pens[1:]}) == 9  # every dashed one its own pattern


def test_a_long_night_is_thinned_without_losing_a_peak():
    from tableapp.ui.chart_paint import _thinned

    values = [0] * 50_000
    values[12_345] = 99
    values[40_000] = -7
    kept = _thinned(values, 800)
    assert len(kept) < 4000
    assert (12_345, 99) in kept and (40_000, -7) in kept and kept[-1] == (49_999, 0)


def test_the_chart_window_draws_every_player_and_names_the_action_under_the_mouse(qtbot, tmp_path):
    from PySide6.QtGui import QColor

    from tableapp.ui.chart_paint import COLOURS
    from tableapp.ui.chip_chart import ChipChart

    night = play_night(parse_script(LIAR_DICE))
    chart = ChipChart()
    qtbot.addWidget(chart)
    chart.resize(900, 500)
    chart.set_session(night)
    chart.show()
    image = chart.grab().toImage()
    image.save(str(tmp_path / "chart.png"))
    for k in range(3):  # each player's colour is on the picture
        want = QColor(COLOURS[k])
        near = 0
        for x in range(0, image.width(), 2):
            for y in range(0, image.height(), 2):
                c = image.pixelColor(x, y)
                if abs(c.red() - want.red()) + abs(c.green() - want.green()) + abs(c.blue() - want.blue()) < 60:
                    near += 1
        assert near > 20, k
    geo = chart.geometry_
    x = geo.x(3)  # the first show: Bo's challenge lost
    text = chart.hover_at(x)
    assert chart.hover == 3
    where, words, stacks = text.splitlines()
    assert where == "Game 1: Liar Dice, action 3, round 1"
    assert words == night.game.lines[2].text
    assert stacks == "Ann 2 · Bo 1 · Cy 2"
    assert chart.hover_at(-50) == "" and chart.hover is None
