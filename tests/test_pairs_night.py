"""Pairs across a night (D7, D8, D4): the Tacoma remainder waits in Pairs' own carry account for the
next Pairs payout, untouched by other games' carried chips; a debt made on credit goes on into the
next game; the deal passes left. Played as a night script, the way `tableapp replay` plays it."""
from tableapp.core.ledger import CARRY as CORE_CARRY
from tableapp.games.pairs import ENGINE
from tableapp.games.pairs.state import CARRY
from tableapp.games.scripts import night_json, parse_script, play_night

NIGHT = {"night": [
    # Liar Dice ended early with a pot of 1: the odd chip waits in the core's carry account
    {"game": "liar-dice", "players": ["Ann", "Bo", "Cy"], "chips": 2, "actions": [
        {"by": "Ann", "do": "call", "call": "pair of aces"}, {"by": "Bo", "do": "challenge"},
        {"do": "show", "faces": ["A", "A", "K", "Q", "J"]}, {"do": "end-game"}]},
    # Pairs, Tacoma 7: Bo (3 chips) loses on credit; Ann and Cy tie at 5 and share 6, 1 waits
    {"game": "pairs", "players": ["Ann", "Bo", "Cy"], "chips": {"Ann": 10, "Bo": 3, "Cy": 10},
     "options": {"betting": "tacoma", "tacoma_stake": 7, "first_dealer": "Ann"},
     "start": {"scores": {"Bo": [10, 9], "Cy": [5], "Ann": [4, 1]}},
     "actions": [{"do": "card", "value": 2}, {"do": "card", "value": 6}, {"do": "card", "value": 9},
                 {"by": "Bo", "do": "fold"}]},
    # Pairs, Olympia, the chips carried over: Bo deals now; Cy loses with 22, Bo (2) takes the pot
    {"game": "pairs", "players": ["Ann", "Bo", "Cy"], "carry": True, "options": {"betting": "olympia"},
     "start": {"scores": {"Cy": [10, 9], "Bo": [2], "Ann": [6]}},
     "actions": [{"do": "card", "value": 3}, {"do": "card", "value": 7}, {"do": "card", "value": 8},
                 {"by": "Cy", "do": "fold"}]},
]}


def rows(night, game: int) -> list[tuple]:
    return [(r.src, r.dst, r.amount, r.reason) for r in night.ledger() if r.game == game]


def test_the_tacoma_remainder_and_a_debt_go_on_to_the_next_pairs_game_D7_D8():
    night = play_night(parse_script(NIGHT))
    second, third = night.games[1].run, night.games[2].run
    assert [r for r in rows(night, 2) if r[3].startswith("A-")] == [
        ("Bo", CARRY, 7, "A-C6"), (CARRY, "Ann", 3, "A-C4"), (CARRY, "Cy", 3, "A-C4")]
    assert second.balances["Bo"] == -4 and second.balances[CARRY] == 1
    # the next Pairs game takes the chip with its setup: nothing moves for it at the opening
    assert third.setup.carry.pots == {CORE_CARRY: 1, CARRY: 1}
    assert ENGINE.balances(third.state_at(0))[CARRY] == 1
    assert not [r for r in rows(night, 3) if CARRY in r[:2] and r[3] in ("buy-in", "cash-out")]
    # Bo's debt came along (credit on), and Bo deals: the deal passed left (D4)
    assert third.setup.chips["Bo"] == -4 and third.state.dealer == "Bo"
    # Olympia: 22 - 2 = 20 on credit, and the pot of 21 with the carried chip goes to Bo
    assert [r for r in rows(night, 3) if r[3].startswith("A-")] == [
        ("Cy", CARRY, 20, "A-C6"), (CARRY, "Bo", 21, "A-C4")]
    assert "Bo was 4 below zero: 4 of these go back to the bank's spare chips (D8)." in \
        ENGINE.view(third.state, None)["payout"]
    chips = night_json(night)["chips"]
    assert chips.get(CARRY, 0) == 0 and chips[CORE_CARRY] == 1  # Liar Dice's odd chip still waits
    assert (chips["Ann"], chips["Bo"], chips["Cy"]) == (13, 17, -7)


def test_standings_of_a_pairs_game_in_the_night_have_the_loser_last_with_the_chips_won_and_lost():
    night = play_night(parse_script(NIGHT))
    assert [(s.name, s.rank, s.result, s.net) for s in night.games[2].run.standings()] == [
        ("Bo", 1, "", 21), ("Ann", 2, "", 0), ("Cy", 3, "lost", -20)]
