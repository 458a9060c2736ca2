"""Chicken or Llama The Poker: every impossible entry of §6 is refused with a message that says
what is wrong, and nothing changes (Table.refused checks the state and the log)."""
import pytest

from tableapp.core.engine import Setup
from tableapp.core.errors import InputError, RuleError
from tableapp.games.chicken_llama import ENGINE

from chicken_llama_table import Table

H = {"llamas": 2, "chickens": 0}


def at_reveal(players="Ann Bo Cy", draws=(0, 0, 0), **options) -> Table:
    """Everyone stakes and draws ``draws`` (None: not counted), nobody goes all-in."""
    t = Table(players, **options)
    t.deal()
    names = players.split()
    for p in names:
        t.act(p, "stake")
    for p, n in zip(names, draws):
        t.act(p, "draw", **({} if n is None else {"count": n}))
    t.each("pass", *names)
    assert t.phase == "reveal"
    return t


def test_only_the_player_whose_turn_it_is_can_act():
    t = Table()
    t.deal()
    assert "It is Ann's turn, not Bo's." in t.refused("Bo", "stake", RuleError)


def test_a_voter_cannot_stake_or_draw():
    t = Table()
    t.deal()
    t.act("Ann", "fold")
    t.each("stake", "Bo", "Cy")
    t.refused("Ann", "draw", RuleError, count=1)
    t.each("draw", "Bo", "Cy")
    assert t.phase == "vote"
    assert "the round is at Voting" in t.refused("Ann", "stake", RuleError)


def test_a_vote_must_go_to_a_player_still_in_never_to_oneself_or_another_voter():
    t = Table("Ann Bo Cy Dee")
    t.deal()
    t.each("fold", "Ann", "Bo")
    t.each("stake", "Cy", "Dee")
    t.each("draw", "Cy", "Dee")
    assert "You cannot vote for yourself" in t.refused("Ann", "vote", RuleError, **{"for": "Ann"})
    assert "Bo folded: vote for a player still in (Cy, Dee)." in t.refused("Ann", "vote", RuleError, **{"for": "Bo"})
    assert "Zed is not in this round" in t.refused("Ann", "vote", RuleError, **{"for": "Zed"})


def test_a_pass_facing_an_all_in_and_a_fold_without_one_are_refused():
    t = Table()
    t.deal()
    t.each("stake", "Ann", "Bo", "Cy")
    t.each("draw", "Ann", "Bo", "Cy")
    assert "Nobody is all-in" in t.refused("Ann", "fold", RuleError)
    t.act("Ann", "allin")
    assert "Someone is all-in: go all-in or fold." in t.refused("Bo", "pass", RuleError)


def test_only_an_all_in_player_may_withdraw():
    t = Table()
    t.deal()
    t.each("stake", "Ann", "Bo", "Cy")
    t.each("draw", "Ann", "Bo", "Cy")
    t.act("Ann", "allin")
    assert "Bo is not all-in" in t.refused("Bo", "withdraw", RuleError)


@pytest.mark.parametrize("count", [4, -1])
def test_a_player_draws_0_to_3_bills(count):
    t = Table()
    t.deal()
    t.each("stake", "Ann", "Bo", "Cy")
    assert "draws 0 to 3 bills" in t.refused("Ann", "draw", InputError, count=count)


def test_the_lone_survivor_holds_at_most_2_chickens_and_the_answer_must_agree():
    t = Table()
    t.deal()
    t.act("Ann", "stake")
    t.each("fold", "Bo", "Cy")
    assert "0 to 2 chickens, not 3" in t.refused(None, "survivor_bust", InputError, bust=True, chickens=3)
    assert "0 chickens among 2 bills is not a bust hand" in t.refused(None, "survivor_bust", InputError,
                                                                       bust=True, chickens=0)
    assert "leave out \"by\"" in t.refused("Ann", "survivor_bust", RuleError, bust=True)


def test_with_H1_a_survivor_with_two_chickens_is_not_bust():
    t = Table(role_swap=True)
    t.deal()
    t.act("Ann", "stake")
    t.each("fold", "Bo", "Cy")
    t.refused(None, "survivor_bust", InputError, bust=False, chickens=1)
    t.fact("survivor_bust", bust=False, chickens=2)


def test_a_hand_must_hold_2_plus_the_bills_drawn():
    t = at_reveal(draws=(1, 0, 3))
    msg = t.refused(None, "reveal", InputError, hands={"Ann": H, "Bo": H, "Cy": {"llamas": 4, "chickens": 1}})
    assert msg == "Ann holds 3 bills (2 dealt + 1 drawn), but 2 were counted (§6)."
    t.fact("reveal", hands={"Ann": {"llamas": 3, "chickens": 0}, "Bo": H, "Cy": {"llamas": 4, "chickens": 1}})


@pytest.mark.parametrize("size", [1, 6])
def test_a_hand_whose_draws_were_not_counted_holds_2_to_5_bills(size):
    t = at_reveal(draws=(None, 0, 0))
    t.refused(None, "reveal", InputError, hands={"Ann": {"llamas": size, "chickens": 0}, "Bo": H, "Cy": H})


def test_more_chickens_than_the_six_bills_are_refused():
    t = at_reveal("Ann Bo Cy", draws=(3, 3, 0))
    hands = {"Ann": {"llamas": 2, "chickens": 3}, "Bo": {"llamas": 1, "chickens": 4}, "Cy": H}
    msg = t.refused(None, "reveal", InputError, hands=hands)
    assert "7 chickens were counted, but there are only 6 chicken bills" in msg


def test_more_llamas_than_the_twenty_bills_are_refused():
    t = at_reveal("Ann Bo Cy Dee Eve", draws=(3, 3, 3, 3, 3))
    hands = {p: {"llamas": 5, "chickens": 0} for p in ("Ann", "Bo", "Cy", "Dee")}
    hands["Eve"] = {"llamas": 1, "chickens": 4}
    msg = t.refused(None, "reveal", InputError, hands=hands)
    assert "21 llamas were counted, but there are only 20 llama bills" in msg


def test_with_H1_the_limits_swap():
    t = at_reveal(draws=(3, 3, 0), role_swap=True)
    t.refused(None, "reveal", InputError, hands={"Ann": {"llamas": 4, "chickens": 1},
                                                 "Bo": {"llamas": 3, "chickens": 2},
                                                 "Cy": H})
    t.fact("reveal", hands={"Ann": {"llamas": 0, "chickens": 5}, "Bo": {"llamas": 1, "chickens": 4}, "Cy": H})


def test_the_reveal_names_exactly_the_players_still_in_with_counts_not_below_zero():
    t = Table()
    t.deal()
    t.act("Ann", "fold")
    t.each("stake", "Bo", "Cy")
    t.each("draw", "Bo", "Cy")
    t.act("Ann", "vote", **{"for": "Bo"})
    t.each("pass", "Bo", "Cy")
    assert "every player still in: Bo, Cy" in t.refused(None, "reveal", InputError, hands={"Bo": H})
    t.refused(None, "reveal", InputError, hands={"Ann": H, "Bo": H, "Cy": H})
    t.refused(None, "reveal", InputError, hands={"Bo": {"llamas": 3, "chickens": -1}, "Cy": H})


def test_a_table_fact_comes_only_when_it_is_asked_for():
    t = Table()
    t.deal()
    t.refused(None, "confirm", RuleError)
    t.refused(None, "reveal", RuleError, hands={})
    t.refused(None, "shuffle", RuleError)


def test_physical_mode_knows_no_bills_and_no_marks():
    t = Table()
    assert "give no pile order" in t.refused(None, "shuffle", InputError, pile=list(range(26)))
    t.deal()
    t.refused("Ann", "mark", RuleError, bill=1, slot="tl")
    t.act("Ann", "stake")
    t.refused("Bo", "draw", RuleError, count=1)  # not yet: betting goes on
    t.each("stake", "Bo", "Cy")
    t.refused("Ann", "draw", InputError, end="top")
    t.refused("Ann", "stop", InputError)


def test_a_digital_shuffle_is_an_order_of_the_26_bills():
    t = Table(mode="digital")
    t.refused(None, "shuffle", InputError)
    t.refused(None, "shuffle", InputError, pile=list(range(25)))
    t.refused(None, "shuffle", InputError, pile=[0] * 26)
    t.refused("Ann", "shuffle", RuleError, pile=list(range(26)))


def test_someone_no_longer_playing_cannot_leave_again():
    t = Table()
    t.act("Bo", "leave")
    t.refused("Bo", "leave", RuleError)


@pytest.mark.parametrize("players, options, start, words", [
    (("Ann", "Bo"), {}, None, "needs 3 to 5 players"),
    (("A", "B", "C", "D", "E", "F"), {}, None, "needs 3 to 5 players"),
    (("Ann", "Bo", "Cy"), {"first_dealer": "Zed"}, None, "first dealer"),
    (("Ann", "Bo", "Cy"), {"mark_limit": 0}, None, "mark_limit"),
    (("Ann", "Bo", "Cy"), {}, {"n0": 2}, "start.n0"),
    (("Ann", "Bo", "Cy"), {}, {"dealers": "Ann"}, "Unknown start keys"),
    (("Ann", "Bo", "Cy"), {}, {"marks": {"3": ["tl"]}}, "digital mode"),
])
def test_a_setup_the_rules_cannot_start_is_refused(players, options, start, words):
    setup = Setup(game="chicken-or-llama", players=players, chips={p: 3 for p in players}, options=options,
                  start=start)
    with pytest.raises(InputError) as info:
        ENGINE.validate_setup(setup)
    assert words in str(info.value)
