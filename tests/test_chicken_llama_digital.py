"""Chicken or Llama The Poker, digital mode: the app's pile, draws, marks and what each seat
sees (§7). Bill ids 0-19 are llamas, 20-25 chickens; piles are written top first."""
import json

import pytest

from tableapp.core.errors import RuleError, UndoError
from tableapp.core.session import Session
from tableapp.games.chicken_llama import ENGINE

from chicken_llama_table import Table, pile

ORDER = ["Ann", "Bo", "Cy"]
L, C = "llama", "chicken"


def animals(view) -> list[str]:
    return [b["animal"] for b in view["hand"]]


def digital(hands, then=(), players="Ann Bo Cy", **options) -> Table:
    t = Table(players, mode="digital", **options)
    t.deal(pile(players.split(), hands, then))
    return t


def test_the_app_deals_two_passes_from_the_dealer_and_each_seat_sees_only_its_own_animals():
    t = digital({"Ann": [0, 1], "Bo": [20, 2], "Cy": [3, 4]})
    assert animals(t.view("Ann")) == [L, L] and animals(t.view("Bo")) == [C, L]
    public = t.view()
    assert "hand" not in public
    assert public["players"][1]["bills"] == [{"marks": []}, {"marks": []}]
    assert public["pile"] == {"count": 20, "top": []}


def test_a_draw_shows_the_first_two_bills_to_the_drawer_and_the_third_to_nobody():
    t = digital({"Ann": [0, 1], "Bo": [20, 2], "Cy": [3, 4]}, then=[21, 5, 6])
    t.each("stake", "Ann", "Bo", "Cy")
    t.act("Ann", "draw", end="top")  # 21, a chicken
    t.act("Ann", "draw", end="bottom")  # 25, a chicken
    assert animals(t.view("Ann")) == [L, L, C, C]
    t.act("Ann", "draw", end="top")  # 5, placed unseen: the turn ends
    assert animals(t.view("Ann")) == [L, L, C, C, "?"]
    assert t.to_act == "Bo"
    assert t.view()["players"][0]["draws"] == ["top", "bottom", "top"]
    assert ENGINE.describe(t.state, ENGINE.parse_action({"by": "Bo", "do": "draw", "end": "top"})) == \
        "Bo draws from the top"
    t.act("Bo", "stop")
    t.act("Cy", "draw", end="top")  # 6
    t.act("Cy", "stop")
    t.each("pass", "Ann", "Bo", "Cy")  # the app reveals and judges at once
    assert t.phase == "settle" and t.state.rnd.winner == "Cy"
    reveal = t.view("Bo")["reveal"]
    assert [b["animal"] for b in reveal["Ann"]["bills"]] == [L, L, C, C, L]  # the unseen one too
    assert reveal["Cy"] == {"llamas": 3, "chickens": 0, "bills": [{"marks": [], "animal": L}] * 3}
    assert "Cy wins the showdown (CL-R10)." in t.lines()


def test_with_H2_the_last_draw_is_declared_and_stays_unseen():
    t = digital({"Ann": [0, 1], "Bo": [2, 3], "Cy": [4, 5]}, last_draw_unseen=True)
    t.each("stake", "Ann", "Bo", "Cy")
    t.act("Ann", "draw", end="top")
    assert "draw it, saying it is the last" in t.refused("Ann", "stop", RuleError)
    t.act("Ann", "draw", end="bottom", last=True)
    assert animals(t.view("Ann")) == [L, L, L, "?"] and t.to_act == "Bo"
    t.act("Bo", "stop")  # stopping before any draw is fine


def test_last_is_only_for_H2():
    t = digital({"Ann": [0, 1], "Bo": [2, 3], "Cy": [4, 5]})
    t.each("stake", "Ann", "Bo", "Cy")
    t.refused("Ann", "draw", end="top", last=True)


def test_a_lone_survivor_is_revealed_by_the_app_with_marks_next_to_animals():
    t = digital({"Ann": [20, 1], "Bo": [2, 3], "Cy": [4, 5]})
    t.act("Ann", "mark", bill=1, slot="tr")
    t.act("Ann", "stake")
    t.each("fold", "Bo", "Cy")
    assert t.phase == "settle" and t.state.rnd.survivor_bust is True
    assert t.view()["reveal"]["Ann"]["bills"] == [{"marks": ["tr"], "animal": C}, {"marks": [], "animal": L}]
    assert "Bo" not in t.view()["reveal"]  # voters' bills are never revealed
    t.fact("confirm")
    assert t.coins("Ann", "Bo", "Cy") == (5, 2, 2)


def test_with_H1_the_six_minority_bills_are_the_llamas():
    t = digital({"Ann": [20, 21], "Bo": [2, 3], "Cy": [4, 5]}, role_swap=True)
    assert animals(t.view("Ann")) == [L, L] and animals(t.view("Bo")) == [C, C]
    t.act("Ann", "stake")
    t.each("fold", "Bo", "Cy")
    assert t.state.rnd.survivor_bust is True  # a llama busts


def test_marks_go_on_ones_own_bills_on_ones_own_turn_and_are_permanent():
    t = digital({"Ann": [0, 1], "Bo": [20, 2], "Cy": [3, 4]})
    t.act("Ann", "mark", bill=2, slot="d5")
    assert "while it is your turn" in t.refused("Bo", "mark", RuleError, bill=1, slot="tl")
    assert "mark one of them (1 to 2)" in t.refused("Ann", "mark", RuleError, bill=3, slot="tl")
    assert "already has a dot 5: marks are permanent" in t.refused("Ann", "mark", RuleError, bill=2, slot="d5")
    assert t.view()["players"][0]["bills"] == [{"marks": []}, {"marks": ["d5"]}]
    assert ENGINE.describe(t.state, ENGINE.parse_action({"by": "Ann", "do": "mark", "bill": 1, "slot": "h"})) == \
        "A mark is added to a bill in front of Ann"
    t.act("Ann", "mark", bill=2, slot="tl")
    assert t.view()["players"][0]["bills"][1] == {"marks": ["tl", "d5"]}  # always in slot order


def test_marks_stay_on_the_bill_in_later_rounds_and_show_on_the_top_of_the_pile():
    t = digital({"Ann": [0, 1], "Bo": [20, 2], "Cy": [3, 4]})
    t.act("Ann", "mark", bill=2, slot="h")  # bill 1
    t.each("fold", "Ann", "Bo", "Cy")
    t.fact("confirm")
    t.deal(pile(ORDER, {"Ann": [5, 6], "Bo": [7, 8], "Cy": [9, 10]}, then=[1]))
    assert t.view()["pile"]["top"] == ["h"]
    t.act("Ann", "stake")
    t.each("stake", "Bo", "Cy")
    t.act("Ann", "draw", end="top")
    assert t.view()["players"][0]["bills"][2] == {"marks": ["h"]} and t.view()["pile"]["top"] == []


def test_with_H7_a_player_adds_a_limited_number_of_marks_each_round():
    t = digital({"Ann": [0, 1], "Bo": [20, 2], "Cy": [3, 4]}, mark_limit=2)
    t.act("Ann", "mark", bill=1, slot="tl")
    t.act("Ann", "mark", bill=1, slot="tr")
    assert "limit (H7)" in t.refused("Ann", "mark", RuleError, bill=2, slot="tl")
    assert not ENGINE.mark_actions(t.state, "Ann")
    t.each("fold", "Ann", "Bo", "Cy")
    t.fact("confirm")
    t.deal(list(range(26)))
    t.act("Ann", "mark", bill=1, slot="bl")  # a new round, new marks


def test_with_H6_votes_stay_secret_until_the_settlement():
    t = digital({"Ann": [0, 1], "Bo": [2, 3], "Cy": [4, 5]}, secret_votes=True)
    t.act("Ann", "fold")
    t.each("stake", "Bo", "Cy")
    t.each("stop", "Bo", "Cy")
    t.act("Ann", "vote", **{"for": "Cy"})
    assert t.view()["players"][0]["vote"] == "secret" and t.view("Bo")["players"][0]["vote"] == "secret"
    assert t.view("Ann")["players"][0]["vote"] == "Cy"
    assert ENGINE.describe(t.state, ENGINE.parse_action({"by": "Ann", "do": "vote", "for": "Cy"})) == \
        "Ann votes in secret"
    t.each("pass", "Bo", "Cy")
    assert t.view()["players"][0]["vote"] == "Cy"


def test_the_table_display_reads_the_votes_the_draws_and_at_the_settlement_the_hands():
    """The public view's seat lines, which the table display shows from the chairs as the rows do: whom
    a folded player voted for (CL-R8), which end each draw came from (§7.4: public), and at the
    settlement each revealed hand (R10), never an animal before it."""
    t = digital({"Ann": [0, 1], "Bo": [2, 20], "Cy": [4, 5]}, then=[21, 6])
    t.act("Ann", "fold")
    t.each("stake", "Bo", "Cy")
    t.act("Bo", "draw", end="top")  # 21, a chicken, seen by Bo only
    assert lines(t) == ["folded, votes", "staked · drew top", "staked"]
    t.each("stop", "Bo", "Cy")
    t.act("Ann", "vote", **{"for": "Cy"})
    assert lines(t)[0] == "folded, voted for Cy"
    t.each("pass", "Bo", "Cy")
    assert t.state.phase == "settle"
    assert lines(t) == ["folded, voted for Cy", "passed · 1 llama, 2 chickens", "passed · 2 llamas, 0 chickens"]


def lines(t) -> list[str]:
    return [seat.status for seat in ENGINE.public_view(t.state).seats]


def test_with_H9_everyone_can_look_up_past_reveals():
    t = digital({"Ann": [20, 1], "Bo": [2, 3], "Cy": [4, 5]}, public_reveal_log=True)
    t.act("Ann", "mark", bill=1, slot="v")
    t.act("Ann", "stake")
    t.each("fold", "Bo", "Cy")
    assert t.view()["reveal_log"] == []
    t.fact("confirm")
    assert t.view()["reveal_log"] == [{"round": 1, "holder": "Ann", "marks": ["v"], "animal": C},
                                      {"round": 1, "holder": "Ann", "marks": [], "animal": L}]
    assert "reveal_log" not in digital({"Ann": [0, 1], "Bo": [2, 3], "Cy": [4, 5]}).view()


def test_a_started_position_carries_marks_and_fixes_the_first_pile():
    order = pile(ORDER, {"Ann": [7, 8], "Bo": [9, 10], "Cy": [11, 12]})
    t = Table(mode="digital", seed=1, start={"marks": {"7": ["tl", "d5"]}, "pile": order, "round": 4})
    assert ENGINE.legal_actions(t.state)[0].pile == order
    run_action = t.run.next_chance()
    assert run_action.pile == order
    t.run.play(run_action, auto=True)
    assert t.state.round == 4
    assert t.view("Ann")["hand"][0] == {"marks": ["tl", "d5"], "animal": L}
    assert ENGINE.bill_marks(t.state) == {"7": ["tl", "d5"]}


def test_undo_never_goes_back_past_a_draw_or_a_reveal_but_takes_back_a_mark():
    night = Session("Friday", ORDER)
    night.new_game(ENGINE, ORDER, mode="digital", seed=11, options={"first_dealer": "Ann"})
    assert night.run.played[0].auto  # the app shuffled and dealt
    night.act({"by": "Ann", "do": "mark", "bill": 1, "slot": "tl"})
    assert night.undo() == "A mark is added to a bill in front of Ann"
    for p in ORDER:
        night.act({"by": p, "do": "stake"})
    night.undo()
    night.act({"by": "Cy", "do": "stake"})
    night.act({"by": "Ann", "do": "draw", "end": "top"})
    assert night.undo_blocker() is not None
    with pytest.raises(UndoError):
        night.undo()
    night.act({"by": "Ann", "do": "stop"})
    for p in ("Bo", "Cy"):
        night.act({"by": p, "do": "stop"})
    night.act({"by": "Ann", "do": "pass"})
    night.act({"by": "Bo", "do": "pass"})
    assert night.undo() == "Bo passes"  # nothing shown yet
    night.act({"by": "Bo", "do": "pass"})
    night.act({"by": "Cy", "do": "pass"})  # this shows every hand
    assert night.undo_blocker() is not None


def test_no_view_shows_a_bill_identity_or_an_animal_the_seat_has_not_seen():
    """The same round played with bills relabelled (same animals, same marks) looks the same to
    everyone; swapping the animals of two voters' bills changes only those voters' own views."""
    deals = {
        "plain": ({"Ann": [0, 20], "Bo": [1, 21], "Cy": [2, 3]}, {}),
        "relabelled": ({"Ann": [19, 25], "Bo": [18, 24], "Cy": [17, 16]}, {}),
        "swapped": ({"Ann": [0, 20], "Bo": [1, 4], "Cy": [2, 21]}, {}),  # Bo's chicken now Cy's
    }
    seen: dict[str, list] = {k: [] for k in deals}  # every seat's view as JSON, step by step
    for name, (hands, _) in deals.items():
        t = digital(hands)
        seen[name].append([json.dumps(t.view(seat), sort_keys=True) for seat in (None, "Ann", "Bo", "Cy")])
        for step in (("Ann", "mark", {"bill": 2, "slot": "tl"}), ("Ann", "stake", {}), ("Bo", "mark", {"bill": 2,
                     "slot": "d1"}), ("Bo", "fold", {}), ("Cy", "fold", {})):
            t.act(step[0], step[1], **step[2])
            seen[name].append([json.dumps(t.view(seat), sort_keys=True) for seat in (None, "Ann", "Bo", "Cy")])
    assert seen["plain"] == seen["relabelled"]
    for k, (plain, swapped) in enumerate(zip(seen["plain"], seen["swapped"])):
        assert plain[:2] == swapped[:2]  # the public and Ann see the same
        assert plain[2] != swapped[2] and plain[3] != swapped[3]  # Bo and Cy see their own animals
