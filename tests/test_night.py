"""A night across games (issue 9): what a game leaves for the next (carry pots, the dealer, CL-H8
marks), credit that survives into the next game, standings, and ending a game early (CORE-E1).
Most are played as night scripts, the way `tableapp replay` plays them."""
from __future__ import annotations

import pytest

from tableapp.core.errors import InputError, ScriptError
from tableapp.core.ledger import CARRY, POT
from tableapp.core.session import Session
from tableapp.games.registry import engine_for
from tableapp.games.scripts import night_json, parse_script, play_night

# Liar Dice, physical: Bo challenges Ann's true call and pays 1 to the pot; then the table ends
# the game: 1 chip among 3 players still in is 0 each and 1 carried (CORE-E1, CORE-E1c).
LIAR_DICE_POT_OF_ONE = {
    "game": "liar-dice", "players": ["Ann", "Bo", "Cy"], "chips": 2, "actions": [
        {"by": "Ann", "do": "call", "call": "pair of aces"},
        {"by": "Bo", "do": "challenge"},
        {"do": "show", "faces": ["A", "A", "K", "Q", "J"]},
        {"do": "end-game"}]}


def rows(session: Session, game: int) -> list[tuple]:
    return [(r.src, r.dst, r.amount, r.reason) for r in session.ledger() if r.game == game]


def test_the_odd_chips_of_an_early_end_wait_untouched_until_a_game_that_takes_them(toy_registered):
    night = play_night(parse_script({"night": [
        LIAR_DICE_POT_OF_ONE,
        {"game": "liar-dice", "players": ["Ann", "Bo", "Cy"], "chips": 2, "actions": [{"do": "end-game"}]},
        {"game": "toy", "players": ["Ann", "Bo"], "chips": 3, "actions": [
            {"by": "Ann", "do": "ante"}, {"do": "dice", "faces": [6, 2]}]},
    ]}))
    assert ("#pot", CARRY, 1, "CORE-E1c") in rows(night, 1)
    # game 2 (Liar Dice) does not take a carry: the chip waits, no bank movement touches it
    assert not [r for r in rows(night, 2) if CARRY in r[:2]]
    assert night.games[1].run.setup.carry.pots == {CARRY: 1}  # stored with the next game's setup
    # game 3 (the toy) takes it: nothing moves at its opening, the first round's winner gets it (T-C3)
    assert night.games[2].run.setup.carry.pots == {CARRY: 1}
    assert not [r for r in rows(night, 3) if r[3] in ("buy-in", "cash-out") and CARRY in r[:2]]
    assert (CARRY, "Ann", 1, "T-C3") in rows(night, 3)
    assert night_json(night)["chips"].get(CARRY, 0) == 0


def test_an_early_end_shares_the_pot_and_ranks_the_players_still_in_by_chips_with_ties_shared():
    night = play_night(parse_script({"night": [LIAR_DICE_POT_OF_ONE]}))
    run = night.game.run
    assert [(s.name, s.rank, s.result, s.chips, s.net) for s in run.standings()] == [
        ("Ann", 1, "", 2, 0), ("Cy", 1, "", 2, 0), ("Bo", 3, "", 1, -1)]
    assert run.balances[CARRY] == 1 and run.balances[POT] == 0
    lines = [line.text for line, _ in night.log_lines(night.game)]
    assert lines[-2] == "The table ends the game: the pot of 1 is shared, 0 each, 1 carried to the next game"
    assert lines[-1] == "Ann #1, even · Cy #1, even · Bo #3, −1 chip"


def test_ending_a_game_early_is_undone_like_any_action():
    s = Session("Friday", ["Ann", "Bo", "Cy"])
    s.new_game(engine_for("liar-dice"), ["Ann", "Bo", "Cy"], chips=2)
    s.act({"by": "Ann", "do": "call", "call": "pair of aces"})
    s.act({"do": "end-game"})
    assert s.run.engine.outcome(s.run.state).finished
    assert s.undo() == "The table ends the game (the pot is empty)"
    assert not s.run.engine.outcome(s.run.state).finished and s.run.state.call is not None


def test_a_winner_heads_the_standings_and_the_log_says_what_the_game_won_them():
    night = play_night(parse_script({"night": [{
        "game": "liar-dice", "players": ["Ann", "Bo"], "chips": 1, "actions": [
            {"by": "Ann", "do": "call", "call": "pair of aces"},
            {"by": "Bo", "do": "challenge"},
            {"do": "show", "faces": ["A", "A", "K", "Q", "J"]}]}]}))
    run = night.game.run
    assert [(s.name, s.rank, s.result, s.net) for s in run.standings()] == [("Ann", 1, "won", 1), ("Bo", 2, "out", -1)]
    assert night.log_lines(night.game)[-1][0].text == "Ann wins 1 chip · Bo #2, −1 chip"


def test_a_debt_under_credit_survives_into_the_next_game_and_a_game_without_credit_refuses_it(toy_registered):
    night = play_night(parse_script({"night": [
        {"game": "toy", "players": ["Ann", "Bo"], "chips": 1, "options": {"ante": 2, "credit": True},
         "actions": [{"by": "Ann", "do": "ante"}, {"do": "dice", "faces": [6, 1]}]},
        {"game": "toy", "players": ["Ann", "Bo"], "carry": True, "options": {"credit": True}, "actions": []},
    ]}))
    assert night.games[1].run.setup.chips == {"Ann": 3, "Bo": -1}  # the debt sits down with Bo
    assert night.balances()["Bo"] == -1  # still owed at the night's end (issue 15 settles it)
    with pytest.raises(ScriptError, match="Bo has no chips to play with"):
        play_night(parse_script({"night": [
            {"game": "toy", "players": ["Ann", "Bo"], "chips": 1, "options": {"ante": 2, "credit": True},
             "actions": [{"by": "Ann", "do": "ante"}, {"do": "dice", "faces": [6, 1]}]},
            {"game": "toy", "players": ["Ann", "Bo"], "carry": True, "actions": []}]}))


def test_a_fresh_start_turns_a_debt_into_a_buy_in_so_the_nights_net_still_counts_it(toy_registered):
    night = play_night(parse_script({"night": [
        {"game": "toy", "players": ["Ann", "Bo"], "chips": 1, "options": {"ante": 2, "credit": True},
         "actions": [{"by": "Ann", "do": "ante"}, {"do": "dice", "faces": [6, 1]}]},
        {"game": "toy", "players": ["Ann", "Bo"], "chips": 3, "actions": []}]}))
    assert ("#bank", "Bo", 4, "buy-in") in rows(night, 2)  # from -1 up to 3


def marked_cl_night(fresh: list[str]) -> Session:
    """Two digital Chicken or Llama games: in the first the player to act marks their first bill
    (CL-R7) and the table ends the game; the second starts with that bill set, or fresh bills."""
    cl = engine_for("chicken-or-llama")
    first = {"game": "chicken-or-llama", "mode": "digital", "seed": 7, "players": ["Ann", "Bo", "Cy"],
             "options": {"first_dealer": "Ann"}, "actions": []}
    probe = Session("probe", ["Ann", "Bo", "Cy"])  # the app shuffles: whose turn comes first
    probe.new_game(cl, ["Ann", "Bo", "Cy"], mode="digital", seed=7, options={"first_dealer": "Ann"})
    who = cl.to_act(probe.game.run.state)
    first["actions"] = [{"by": who, "do": "mark", "bill": 1, "slot": "tl"}, {"do": "end-game"}]
    second = {"game": "chicken-or-llama", "mode": "digital", "seed": 8, "players": ["Ann", "Bo", "Cy"],
              "fresh": fresh, "actions": []}
    return play_night(parse_script({"night": [first, second]}))


def test_marked_bills_go_on_to_the_next_chicken_or_llama_game_CL_H8():
    night = marked_cl_night([])
    cl = engine_for("chicken-or-llama")
    first, second = (rec.run for rec in night.games)
    assert cl.bill_marks(first.state) and cl.bill_marks(second.state) == cl.bill_marks(first.state)
    assert second.setup.carry.for_game("chicken-or-llama")["marks"] == cl.bill_marks(first.state)


def test_fresh_bills_start_the_next_game_clean_CL_H8():
    night = marked_cl_night(["chicken-or-llama"])
    cl = engine_for("chicken-or-llama")
    assert cl.bill_marks(night.games[0].run.state) and cl.bill_marks(night.games[1].run.state) == {}


def test_nobody_sees_when_a_mark_was_made_the_log_says_nothing_of_it_CL_7_3():
    night = marked_cl_night([])
    texts = [line.text for line, _ in night.log_lines(night.games[0])]
    assert not any("mark" in t.lower() for t in texts)
    # and the log's numbers run on without a gap where the mark was
    assert [line.no for line, _ in night.log_lines(night.games[0])][:-1] == list(range(1, len(texts)))


def test_the_deal_passes_on_to_the_next_game():
    night = play_night(parse_script({"night": [
        LIAR_DICE_POT_OF_ONE,
        {"game": "liar-dice", "players": ["Ann", "Bo", "Cy"], "chips": 2, "actions": []}]}))
    last_starter = night.games[0].run.state.starter
    assert night.games[1].run.state.starter == (last_starter + 1) % 3


def test_the_ledger_numbers_each_action_as_the_game_log_does_after_an_undo():
    """Confirm wrong faces, undo, enter the right ones: the payment's number in the ledger (and so
    the CSV) is the one the log shows, undone lines counted."""
    s = Session("Friday", ["Ann", "Bo", "Cy"])
    s.new_game(engine_for("liar-dice"), ["Ann", "Bo", "Cy"], chips=2)
    s.act({"by": "Ann", "do": "call", "call": "pair of aces"})
    s.act({"by": "Bo", "do": "challenge"})
    s.act({"do": "show", "faces": ["K", "K", "Q", "J", "9"]})
    s.undo()
    s.act({"do": "show", "faces": ["A", "A", "Q", "J", "9"]})
    log = {line.text: line.no for line, undone in s.log_lines(s.game) if not undone}
    paid = [r for r in s.ledger() if r.reason == "LD-C2"]
    assert len(paid) == 1 and paid[0].action == 4 == log[next(t for t in log if t.startswith("Shown: A A"))]


def test_a_leaver_who_holds_the_cup_voids_the_round_and_the_log_says_so_LD_E7():
    s = Session("Friday", ["Ann", "Bo", "Cy"])
    s.new_game(engine_for("liar-dice"), ["Ann", "Bo", "Cy"], chips=2)
    s.act({"by": "Ann", "do": "call", "call": "pair of aces"})
    s.act({"by": "Bo", "do": "leave"})
    assert s.log_lines(s.game)[-1][0].text == (
        "Bo leaves the game (2 chips to the pot); the round is void, Cy starts the next")


def test_a_night_script_names_the_game_and_action_that_cannot_be_played():
    with pytest.raises(ScriptError, match=r"game 2: action 0: .*LD-R2"):
        play_night(parse_script({"night": [
            LIAR_DICE_POT_OF_ONE,
            {"game": "liar-dice", "players": ["Ann", "Bo", "Cy"], "chips": 2,
             "actions": [{"by": "Bo", "do": "call", "call": "pair of aces"}]}]}))


def test_a_game_in_progress_cannot_be_followed_by_the_next_one():
    with pytest.raises(ScriptError, match="not over"):
        play_night(parse_script({"night": [
            {"game": "liar-dice", "players": ["Ann", "Bo"], "actions": []},
            {"game": "liar-dice", "players": ["Ann", "Bo"], "actions": []}]}))


def test_a_game_without_credit_refuses_a_stack_below_one():
    s = Session("Friday", ["Ann", "Bo", "Cy"])
    with pytest.raises(InputError, match="Bo has no chips"):
        s.new_game(engine_for("chicken-or-llama"), ["Ann", "Bo", "Cy"], chips={"Ann": 3, "Bo": 0, "Cy": 3})
