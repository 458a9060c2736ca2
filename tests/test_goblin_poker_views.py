"""What Goblin Poker hands the screens: the typed public view (B.7's public facts), the turn and
phase in words, the pots with the carry, and the detail that is view(state, None)."""
from tableapp.core.views import DEALER, STARTER, TURN, Carry
from tableapp.games.goblin_poker import ENGINE

from goblin_poker_table import Table

CARRY = "#pot:carry:goblin"


def test_the_public_view_before_the_deal_names_the_dealer_the_ante_and_the_table():
    t = Table("Ann Bo Cy", carry=Carry(pots={CARRY: 2}))
    pub = ENGINE.public_view(t.state)
    assert pub.turn_text == "The table" and pub.phase_text == "Ante and deal" and pub.stake == "Ante 1"
    assert DEALER in pub.seat("Ann").roles and pub.seat("Ann").note == ""
    assert [(p.account, p.label, p.chips) for p in pub.pots] == [
        ("#pot", "Pot", 0), (CARRY, "Carried to the next game", 2)]
    assert pub.detail == ENGINE.view(t.state, None)
    t.deal()
    assert [p.account for p in ENGINE.public_view(t.state).pots] == ["#pot"]  # the carry joined the pot
    assert CARRY not in ENGINE.balances(t.state)


def test_the_public_view_in_a_round_shows_the_stacks_face_up_the_lowest_and_the_fold_cost():
    t = Table("Ann Bo Cy")
    t.deal()
    t.reveal(Ann=5, Bo=3, Cy=8)
    t.pitch("Bo")
    pub = ENGINE.public_view(t.state)
    assert pub.turn_text == "Cy" and pub.round == 1 and pub.phase_text == "Fold or pitch"
    assert pub.stake == "Fold costs 3 chips"
    bo = pub.seat("Bo")
    assert [p.face for p in bo.pieces] == ["3"] and STARTER in bo.roles and bo.status == "pitched"
    assert bo.note == "4 in hand" and pub.seat("Cy").note == "5 in hand"  # every hand's size is public
    assert TURN in pub.seat("Cy").roles
    assert pub.detail["fold_cost"] == 3 and pub.detail["middle"] == 1 and pub.detail["lowest"] == "Bo"
    assert pub.detail["players"][1]["status_title"] == "stack 3, pitched"


def test_the_public_view_once_over_marks_no_turn_and_names_the_winner():
    t = Table("Ann Bo Cy")
    t.deal()
    t.reveal(Ann=5, Bo=3, Cy=8)
    t.fold("Bo")
    t.fold("Cy")
    pub = ENGINE.public_view(t.state)
    assert pub.over and pub.turn_text == "" and pub.to_act is None and pub.stake is None
    assert pub.seat("Ann").status == "won the pot" and not any(TURN in s.roles for s in pub.seats)
    assert [p.face for p in pub.seat("Cy").pieces] == [None] and pub.seat("Cy").status == "folded (5 chips)"
    assert pub.summary == "Ann wins the pot"


def test_the_digital_turn_text_says_the_app_deals():
    t = Table("Ann Bo Cy", mode="digital")
    assert ENGINE.public_view(t.state).turn_text == "The app"
    assert ENGINE.private_view(t.state, "Ann") is None  # nothing dealt yet
