"""Liar Dice at the table: challenges, chips, drop-outs, leavers, voids and what each seat sees."""
import random

import pytest

from tableapp.core.engine import CHANCE, TABLE, Setup
from tableapp.core.errors import InputError, RuleError
from tableapp.core.ledger import BANK, POT
from tableapp.core.run import GameRun
from tableapp.games.liar_dice import ENGINE, call_choices, verdict
from tableapp.games.liar_dice.actions import Accept, Call, Challenge, Leave, Reroll, Show, Void


def table(*names, mode="physical", chips=3, start=None, seed=None, **options):
    stacks = chips if isinstance(chips, dict) else {n: chips for n in names}
    setup = Setup(game="liar-dice", mode=mode, players=names, chips=stacks, options=options, start=start, seed=seed)
    ENGINE.validate_setup(setup)
    return GameRun(ENGINE, setup)


def play(run, *actions):
    for a in actions:
        run.play(ENGINE.parse_action(a), auto="by" not in a and ENGINE.to_act(run.state) == CHANCE)
    return run


def stacks(run):
    return {k: v for k, v in run.balances.items()}


def call(by, text, **kw):
    return {"by": by, "do": "call", "call": text, **kw}


def challenge(by):
    return {"by": by, "do": "challenge"}


def show(*faces):
    return {"do": "show", "faces": list(faces)}


# -- showdowns ------------------------------------------------------------------------------------
def test_an_exact_match_costs_the_challenger_a_chip():
    run = play(table("Ann", "Bo", "Cho"), call("Ann", "Pair of Tens"), call("Bo", "Four Kings", rerolled=3),
               challenge("Cho"))
    assert ENGINE.to_act(run.state) == TABLE
    transfers = play(run, show("K", "K", "K", "K", "A")).played[-1].transfers
    assert [(t.src, t.dst, t.amount, t.reason) for t in transfers] == [("Cho", POT, 1, "LD-C2")]
    assert stacks(run) == {"Ann": 3, "Bo": 3, "Cho": 2, POT: 1}


def test_a_higher_hand_meets_a_lower_call_even_without_the_named_rank():
    run = play(table("Ann", "Bo", "Cho"), call("Ann", "Pair of Aces"), challenge("Bo"), show("K", "K", "Q", "Q", "9"))
    assert stacks(run)["Bo"] == 2 and stacks(run)["Ann"] == 3


def test_the_caller_pays_when_the_call_was_higher_than_the_roll():
    run = play(table("Ann", "Bo", "Cho"), call("Ann", "Straight"), challenge("Bo"), show("A", "K", "Q", "J", "9"))
    assert [(t.src, t.reason) for t in run.played[-1].transfers] == [("Ann", "LD-C3")]
    assert stacks(run) == {"Ann": 2, "Bo": 3, "Cho": 3, POT: 1}


def test_the_challenger_starts_the_next_round_win_or_lose():
    lost = play(table("Ann", "Bo", "Cho"), call("Ann", "High card"), challenge("Bo"), show("A", "K", "Q", "J", "9"))
    won = play(table("Ann", "Bo", "Cho"), call("Ann", "Five Aces"), challenge("Bo"), show("A", "K", "Q", "J", "9"))
    for run in (lost, won):
        assert ENGINE.to_act(run.state) == "Bo"
        assert run.state.round == 2 and run.state.phase == "open" and run.state.call is None


def test_a_showdown_counts_in_the_round_it_settles():
    run = play(table("Ann", "Bo"), call("Ann", "High card"), challenge("Bo"), show("A", "K", "Q", "J", "9"))
    assert [(i, r, t.reason) for i, r, t in run.transfers() if i] == [(3, 1, "LD-C2")]
    play(run, call("Bo", "One pair"))
    assert run.played[-1].round == 2


def test_the_player_who_loses_their_last_chip_is_out_and_skipped():
    run = table("Ann", "Bo", "Cho", chips={"Ann": 1, "Bo": 2, "Cho": 2}, start={"pot": 4, "starter": "Ann"})
    play(run, call("Ann", "Five Aces"), challenge("Bo"), show("A", "A", "K", "K", "9"))
    assert run.state.out == ("Ann",)
    assert ENGINE.outcome(run.state).eliminated == ("Ann",)
    play(run, call("Bo", "One pair"))
    assert ENGINE.to_act(run.state) == "Cho"  # Ann's seat is skipped
    play(run, call("Cho", "Two pair"))
    assert ENGINE.to_act(run.state) == "Bo"


def test_a_challenger_who_drops_out_hands_the_start_to_the_next_player_after_them():
    run = table("Ann", "Bo", "Cho", "Dee", chips={"Ann": 2, "Bo": 1, "Cho": 2, "Dee": 2}, start={"pot": 5})
    play(run, call("Ann", "One pair"), challenge("Bo"), show("9", "9", "10", "J", "Q"))  # D10
    assert run.state.out == ("Bo",)
    assert ENGINE.to_act(run.state) == "Cho"


def test_a_start_position_with_an_out_starter_passes_the_start_on():
    run = table("Ann", "Bo", "Cho", chips={"Ann": 0, "Bo": 2, "Cho": 2}, start={"pot": 5, "starter": "Ann", "round": 7})
    assert ENGINE.to_act(run.state) == "Bo" and run.state.round == 7  # E10
    assert run.balances == {"Ann": 0, "Bo": 2, "Cho": 2, POT: 5}
    assert [(t.dst, t.amount) for t in run.opening] == [("Bo", 2), ("Cho", 2), (POT, 5)]


def test_the_last_player_with_chips_takes_the_whole_pot():
    run = table("Ann", "Bo", chips={"Ann": 1, "Bo": 1}, start={"pot": 4, "starter": "Bo"})
    play(run, call("Bo", "Pair of Kings"), challenge("Ann"), show("K", "K", "A", "Q", "J"))
    out = ENGINE.outcome(run.state)
    assert out.finished and out.winner == "Bo" and out.eliminated == ("Ann",)
    assert stacks(run) == {"Ann": 0, "Bo": 6, POT: 0}
    assert [(t.src, t.dst, t.amount, t.reason) for t in run.played[-1].transfers] == [
        ("Ann", POT, 1, "LD-C2"), (POT, "Bo", 5, "LD-C5")]
    assert ENGINE.to_act(run.state) is None and ENGINE.legal_actions(run.state) == []
    with pytest.raises(RuleError):
        ENGINE.apply(run.state, Call(by="Bo", call="Five Aces"))


# -- turns and raises -----------------------------------------------------------------------------
def test_only_the_player_to_act_may_call_or_challenge():
    run = play(table("Ann", "Bo", "Cho"), call("Ann", "Pair of Aces"))
    with pytest.raises(RuleError) as e:
        ENGINE.apply(run.state, Challenge(by="Cho"))
    assert e.value.rule == "LD-D8" and "Bo" in e.value.message
    with pytest.raises(RuleError):
        ENGINE.apply(run.state, Call(by="Cho", call="Five Aces"))


def test_a_call_must_be_strictly_higher_and_says_what_to_beat():
    run = play(table("Ann", "Bo", "Cho"), call("Ann", "Pair of Aces"))
    with pytest.raises(RuleError) as e:
        ENGINE.apply(run.state, Call(by="Bo", call="Pair of Kings"))
    assert str(e.value) == "Call something higher than Pair of Aces (LD-R4)"
    with pytest.raises(RuleError) as e:
        ENGINE.apply(run.state, Call(by="Bo", call="Two pair, Nines up"))
    assert e.value.rule == "LD-R2"


def test_accepting_is_final():
    run = play(table("Ann", "Bo", "Cho"), call("Ann", "One pair"), {"by": "Bo", "do": "accept"})
    assert {type(a) for a in ENGINE.legal_actions(run.state)} == {Call, Leave, Void}
    with pytest.raises(RuleError) as e:
        ENGINE.apply(run.state, Challenge(by="Bo"))
    assert e.value.rule == "LD-D8"
    play(run, call("Bo", "Pair of Nines", rerolled=3))
    assert run.state.history[-1] == ("call", 1, (2, 1, 0), 3)


def test_there_is_no_challenge_before_the_opening_call_and_the_starter_rerolls_nothing():
    run = table("Ann", "Bo")
    with pytest.raises(RuleError):
        ENGINE.apply(run.state, Challenge(by="Ann"))
    with pytest.raises(RuleError) as e:
        ENGINE.apply(run.state, Call(by="Ann", call="One pair", rerolled=2))
    assert e.value.rule == "LD-D6"
    with pytest.raises(InputError):
        play(run, call("Ann", "One pair"), call("Bo", "Two pair", rerolled=6))


def test_after_five_aces_the_only_choice_is_to_challenge():
    run = play(table("Ann", "Bo", "Cho"), call("Ann", "Five Aces"))
    bo = [a for a in ENGINE.legal_actions(run.state) if a.by == "Bo" and not isinstance(a, Leave)]
    assert bo == [Challenge(by="Bo")]
    with pytest.raises(RuleError) as e:
        ENGINE.apply(run.state, Accept(by="Bo"))
    assert e.value.rule == "LD-D9"
    assert "must challenge" in ENGINE.summary(run.state)


def test_legal_calls_are_exactly_the_higher_ones_and_honour_strict_raises():
    run = play(table("Ann", "Bo"), call("Ann", "One pair"))
    calls = [a.call for a in ENGINE.legal_actions(run.state) if isinstance(a, Call)]
    assert calls[0] == "Pair of Nines" and len(calls) == 90 - 2
    assert [c for c, _ in call_choices(run.state)] == calls
    strict = play(table("Ann", "Bo", strict_raises=True), call("Ann", "One pair"))
    assert [a.call for a in ENGINE.legal_actions(strict.state) if isinstance(a, Call)][0] == "Pair of Tens"
    with pytest.raises(RuleError):
        play(strict, call("Bo", "Pair of Nines"))


def test_straight_beats_full_house_changes_what_raises_what():
    run = play(table("Ann", "Bo", straight_beats_full_house=True), call("Ann", "Full house, Aces over Kings"))
    play(run, call("Bo", "Straight"))  # legal only under H2
    with pytest.raises(RuleError):
        play(run, call("Ann", "Full house, Aces"))
    play(run, challenge("Ann"), show("A", "A", "A", "K", "K"))  # a full house does not meet a straight under H2
    assert stacks(run)["Bo"] == 2


# -- leaving and voiding --------------------------------------------------------------------------
def test_the_player_to_act_leaving_voids_the_round_and_the_next_player_starts():
    run = play(table("Ann", "Bo", "Cho", "Dee"), call("Ann", "Two pair"), {"by": "Bo", "do": "leave"})
    assert [(t.src, t.dst, t.amount, t.reason) for t in run.played[-1].transfers] == [("Bo", POT, 3, "LD-C4")]
    assert run.state.round == 2 and run.state.call is None
    assert ENGINE.to_act(run.state) == "Cho"  # E7: the next active player after the leaver
    assert run.state.left == ("Bo",)


def test_a_bystander_leaving_lets_the_round_go_on_without_them():
    run = play(table("Ann", "Bo", "Cho", "Dee"), call("Ann", "Two pair"), {"by": "Cho", "do": "leave"})
    assert run.state.round == 1 and ENGINE.to_act(run.state) == "Bo"
    play(run, call("Bo", "Three of a kind"))
    assert ENGINE.to_act(run.state) == "Dee"  # Cho's seat is skipped


def test_an_accepted_caller_leaving_does_not_stop_the_accepting_player():
    run = play(table("Ann", "Bo", "Cho"), call("Ann", "Two pair"), {"by": "Bo", "do": "accept"},
               {"by": "Ann", "do": "leave"})
    assert run.state.round == 1 and ENGINE.to_act(run.state) == "Bo"
    play(run, call("Bo", "Three of a kind"), challenge("Cho"), show("9", "9", "9", "A", "K"))
    assert stacks(run) == {"Ann": 0, "Bo": 3, "Cho": 2, POT: 4}


def test_the_cup_holder_leaving_voids_the_round():
    run = play(table("Ann", "Bo", "Cho"), call("Ann", "Two pair"), {"by": "Ann", "do": "leave"})
    assert run.state.round == 2 and ENGINE.to_act(run.state) == "Bo"


def test_with_h3_a_leaver_takes_their_chips_back_to_the_bank():
    run = play(table("Ann", "Bo", "Cho", leaver_chips_to_bank=True), {"by": "Cho", "do": "leave"})
    assert [(t.src, t.dst, t.amount, t.reason) for t in run.played[-1].transfers] == [("Cho", BANK, 3, "LD-H3")]
    assert stacks(run) == {"Ann": 3, "Bo": 3, "Cho": 0, POT: 0}


def test_when_a_leaver_leaves_one_player_that_player_takes_the_pot_with_the_forfeit():
    run = play(table("Ann", "Bo"), call("Ann", "Five Aces"), challenge("Bo"), show("9", "9", "10", "J", "Q"),
               {"by": "Ann", "do": "leave"})
    assert ENGINE.outcome(run.state).winner == "Bo"
    assert stacks(run) == {"Ann": 0, "Bo": 6, POT: 0}


def test_nobody_leaves_or_voids_between_a_challenge_and_its_show():
    run = play(table("Ann", "Bo", "Cho"), call("Ann", "One pair"), challenge("Bo"))
    for action in (Leave(by="Cho"), Leave(by="Ann"), Void()):
        with pytest.raises(RuleError) as e:
            ENGINE.apply(run.state, action)
        assert e.value.rule == "LD-E11"
    assert ENGINE.legal_actions(run.state) == [Show(faces=["A"] * 5)]


def test_a_voided_round_moves_no_chips_and_the_same_starter_rolls_again():
    run = play(table("Ann", "Bo", "Cho"), call("Ann", "High card"), challenge("Bo"), show("A", "K", "Q", "J", "9"),
               call("Bo", "One pair"), call("Cho", "Two pair"), {"do": "void"})
    assert run.played[-1].transfers == ()
    assert run.state.round == 3 and ENGINE.to_act(run.state) == "Bo" and run.state.history == ()
    assert stacks(run) == {"Ann": 3, "Bo": 2, "Cho": 3, POT: 1}


def test_a_voided_round_whose_starter_has_left_passes_to_the_next_player():
    run = play(table("Ann", "Bo", "Cho", "Dee"), call("Ann", "One pair"), {"by": "Bo", "do": "accept"},
               {"by": "Ann", "do": "leave"})  # Ann's call was accepted: the round goes on
    assert run.state.round == 1
    play(run, {"do": "void"})
    assert run.state.round == 2 and ENGINE.to_act(run.state) == "Bo"  # E8 with E10


def test_only_the_tables_own_dice_can_be_voided():
    run = play(table("Ann", "Bo", mode="digital", seed=3))
    run.play(run.next_chance(), auto=True)
    with pytest.raises(RuleError) as e:
        ENGINE.apply(run.state, Void())
    assert e.value.rule == "LD-E8"


# -- the faces the table reports ---------------------------------------------------------------------
@pytest.mark.parametrize("bad", [
    {"faces": ["A", "A", "K", "Q"]},
    {"faces": ["A", "A", "K", "Q", "10", "9"]},
    {"faces": ["A", "A", "K", "Q", "8"]},
    {"faces": ["1", "2", "3", "4", "5"]},  # pips, but the table uses poker dice
    {"counts": {"A": 3, "K": 1}},
    {"faces": ["A"] * 5, "counts": {"A": 5}},
])
def test_a_mistyped_show_is_refused_and_changes_nothing(bad):
    run = play(table("Ann", "Bo", "Cho"), call("Ann", "Pair of Aces"), challenge("Bo"))
    before, n = run.state, len(run.played)
    with pytest.raises(InputError) as e:
        run.play(ENGINE.parse_action({"do": "show", **bad}))
    assert "Five dice" in str(e.value) or "five faces" in str(e.value)
    assert run.state is before and len(run.played) == n and stacks(run)[POT] == 0


def test_faces_may_be_given_as_counts_or_as_pips_with_ordinary_dice():
    run = play(table("Ann", "Bo", ordinary_dice=True), call("Ann", "Full house, Aces over Jacks"), challenge("Bo"))
    assert verdict(run.state, [6, 6, 6, 3, 3]).met
    assert verdict(run.state, counts={"A": 3, "J": 2}).met
    play(run, {"do": "show", "faces": ["6", "6", "6", "3", "3"]})
    assert stacks(run)["Bo"] == 2
    assert run.engine.view(run.state, None)["last_showdown"]["faces"] == ["A", "A", "A", "J", "J"]


def test_the_verdict_preview_says_who_pays_without_changing_anything():
    run = play(table("Ann", "Bo", "Cho"), call("Ann", "One pair"), call("Bo", "Pair of Aces"), challenge("Cho"))
    before = run.state
    v = verdict(run.state, ["A", "A", "A", "J", "J"])
    assert (v.loser, v.rule, v.met) == ("Cho", "LD-C2", True)
    assert v.text == "Pair of Aces called, Full house, Aces over Jacks shown: Cho challenged and pays 1"
    assert run.state is before
    assert ENGINE.describe(run.state, Show(faces=["A", "A", "A", "J", "J"])) == (
        "Shown: A A A J J — Full house, Aces over Jacks. Pair of Aces called: Cho challenged and pays 1")
    assert verdict(run.state, ["9", "9", "K", "Q", "J"]).loser == "Bo"


# -- words ---------------------------------------------------------------------------------------
def test_descriptions_and_the_public_line_read_like_the_table_talks():
    run = play(table("Ann", "Bo", "Cho"), call("Ann", "One pair"))
    assert ENGINE.summary(run.state) == "Ann called One pair — Bo to accept or challenge"
    assert ENGINE.describe(run.state, Call(by="Bo", call="pair of aces", rerolled=2)) == "Bo calls Pair of Aces (rerolled 2)"
    assert ENGINE.describe(run.state, Challenge(by="Bo")) == "Bo challenges"
    assert ENGINE.describe(run.state, Leave(by="Cho")) == "Cho leaves the game (3 chips to the pot)"


def test_warnings_for_an_unusual_table_size_but_no_refusal():
    def setup(n):
        names = tuple(f"P{i}" for i in range(n))
        return Setup(game="liar-dice", players=names, chips={p: 3 for p in names})
    assert ENGINE.warnings(setup(4)) == [] and ENGINE.warnings(setup(6)) == []
    assert "3 to 6" in ENGINE.warnings(setup(2))[0] and ENGINE.warnings(setup(7))
    ENGINE.validate_setup(setup(2))
    ENGINE.validate_setup(setup(10))
    with pytest.raises(InputError):
        ENGINE.validate_setup(setup(11))


@pytest.mark.parametrize("chips, options, mode", [
    ({"Ann": 3, "Bo": 4}, {}, "physical"),  # H1: everyone starts equal
    ({"Ann": 0, "Bo": 0}, {}, "physical"),
    ({"Ann": 3, "Bo": 3}, {"first_starter": "Zed"}, "physical"),
    ({"Ann": 3, "Bo": 3}, {"random_starter": True}, "physical"),
    ({"Ann": 3, "Bo": 3}, {"strict_raises": "sometimes"}, "physical"),
])
def test_a_setup_the_rules_cannot_start_is_refused(chips, options, mode):
    with pytest.raises(InputError):
        ENGINE.validate_setup(Setup(game="liar-dice", mode=mode, players=("Ann", "Bo"), chips=chips, options=options))


def test_the_first_starter_can_be_chosen_or_drawn_in_digital_mode():
    assert ENGINE.to_act(table("Ann", "Bo", "Cho", first_starter="Cho").state) == "Cho"
    starters = {table("Ann", "Bo", "Cho", mode="digital", seed=s, random_starter=True).state.starter for s in range(30)}
    assert starters == {0, 1, 2}


# -- digital mode: who sees what -------------------------------------------------------------------
class Scripted(random.Random):
    """An RNG that deals the given faces in order (LD §7: tests inject the dice)."""

    def __init__(self, values):
        super().__init__(0)
        self.values = list(values)

    def randrange(self, n):
        return self.values.pop(0)


def roll(run, *faces):
    index = {"9": 0, "10": 1, "J": 2, "Q": 3, "K": 4, "A": 5}
    action = ENGINE.chance(run.state, Scripted(index[f] for f in faces))
    assert list(action.faces) == list(faces)
    run.play(action, auto=True)


def test_digital_dice_are_seen_only_by_the_cup_holder_and_only_while_they_hold_it():
    run = table("Ann", "Bo", "Cho", mode="digital")
    assert ENGINE.to_act(run.state) == CHANCE
    roll(run, "A", "A", "A", "K", "Q")
    assert ENGINE.view(run.state, "Ann")["dice"] == ["A", "A", "A", "K", "Q"]
    assert ENGINE.view(run.state, "Bo")["dice"] is None and ENGINE.view(run.state, None)["dice"] is None
    play(run, call("Ann", "One pair"))
    assert all(ENGINE.view(run.state, p)["dice"] is None for p in ("Ann", "Bo", "Cho", None))
    with pytest.raises(RuleError) as e:
        ENGINE.apply(run.state, Call(by="Bo", call="Two pair"))
    assert e.value.rule == "LD-R4"  # digital: accept first
    play(run, {"by": "Bo", "do": "accept"})
    assert ENGINE.view(run.state, "Bo")["dice"] == ["A", "A", "A", "K", "Q"]
    assert ENGINE.view(run.state, "Ann")["dice"] is None
    play(run, {"by": "Bo", "do": "reroll", "dice": [5, 4]})
    assert ENGINE.to_act(run.state) == CHANCE and ENGINE.view(run.state, None)["rerolled"] == 2
    roll(run, "J", "9")  # positions 4 then 5
    assert ENGINE.view(run.state, "Bo")["dice"] == ["A", "A", "A", "J", "9"]
    play(run, call("Bo", "Pair of Aces"))
    assert run.state.history[-1] == ("call", 1, (2, 6, 0), 2)
    assert ENGINE.view(run.state, None)["history"][-1] == {"by": "Bo", "do": "call", "call": "Pair of Aces",
                                                           "name": "Pair of Aces", "rerolled": 2}
    play(run, challenge("Cho"))  # settled at once: the app knows the dice
    shown = ENGINE.view(run.state, None)["last_showdown"]
    assert shown["faces"] == ["A", "A", "A", "J", "9"] and shown["loser"] == "Cho"
    assert stacks(run) == {"Ann": 3, "Bo": 3, "Cho": 2, POT: 1}
    assert ENGINE.to_act(run.state) == CHANCE and run.state.starter == 2


def test_rerolling_no_dice_goes_straight_to_the_call():
    run = table("Ann", "Bo", mode="digital")
    roll(run, "9", "9", "9", "9", "9")
    play(run, call("Ann", "Five Nines"), {"by": "Bo", "do": "accept"})
    for bad in ([1, 1], [0], [6]):
        with pytest.raises(InputError):
            ENGINE.apply(run.state, Reroll(by="Bo", dice=bad))
    play(run, {"by": "Bo", "do": "reroll", "dice": []})
    assert ENGINE.to_act(run.state) == "Bo" and run.state.rerolled == 0
    assert ENGINE.describe(run.state, Call(by="Bo", call="Five Tens")) == "Bo calls Five Tens (rerolled 0)"


def test_digital_undo_barriers_are_the_roll_the_accept_and_the_challenge():
    s = table("Ann", "Bo", mode="digital", seed=1).state
    for action, barrier in ((Accept(by="Bo"), True), (Challenge(by="Bo"), True), (Call(by="Ann", call="One pair"), False),
                            (Reroll(by="Bo", dice=[1]), False), (Leave(by="Bo"), False)):
        assert ENGINE.is_barrier(s, action, "digital") is barrier
        assert ENGINE.is_barrier(s, action, "physical") is False


def test_a_digital_challenge_is_described_with_what_the_app_showed_and_who_pays():
    run = table("Ann", "Bo", "Cho", mode="digital")
    roll(run, "A", "A", "K", "Q", "9")
    play(run, call("Ann", "Three Aces"))
    described = ENGINE.describe(run.state, Challenge(by="Bo"))
    play(run, challenge("Bo"))
    shown = ENGINE.view(run.state, None)["last_showdown"]
    assert shown["loser"] == "Ann"
    assert described == ("Bo challenges · Shown: A A K Q 9 — Pair of Aces. Three Aces called: "
                         "Ann called too high and pays 1")
    # physical mode: the table shows the dice next, in its own line
    run = play(table("Ann", "Bo"), call("Ann", "One pair"))
    assert ENGINE.describe(run.state, Challenge(by="Bo")) == "Bo challenges"


def test_unequal_stacks_are_refused_naming_each_stack_LD_H1():
    setup = Setup(game="liar-dice", mode="physical", players=("Ann", "Bo"), chips={"Ann": 3, "Bo": 2})
    with pytest.raises(InputError) as e:
        ENGINE.validate_setup(setup)
    assert "LD-H1" in str(e.value) and "Ann 3, Bo 2" in str(e.value)
