"""The public facts a Goblin Poker screen shows beyond the stacks: the cards of the last deal in the
order they were turned up (B.7: the deal is public, even when the app deals it all at once), what
the winner took or each survivor's share (G-C4, G-C5), and each seat's fold cost (GR8, H12)."""
from tableapp.games.goblin_poker import ENGINE

from goblin_poker_table import Table


def revealed(players="Ann Bo Cy", **cards):
    t = Table(players)
    t.deal()
    t.reveal(**cards)
    return t


def test_GR10_B7_the_last_deal_lists_each_card_as_it_was_turned_up_and_stays_until_the_next_deal():
    t = revealed("Ann Bo Cy Dee", Ann=5, Bo=3, Cy=8, Dee=6)
    t.pitch("Bo", "Cy", "Dee", "Ann")
    assert t.view()["last_deal"] == [] and t.view()["last_deal_round"] == 1
    t.dealt(9, 8)  # Cy pairs (GR11)
    assert t.view()["last_deal"] == [{"name": "Bo", "card": 9, "paired": False},
                                     {"name": "Cy", "card": 8, "paired": True}]
    t.dealt(2, 7)
    view = t.view()
    assert view["round"] == 2 and view["last_deal_round"] == 1 and len(view["last_deal"]) == 4
    t.pitch("Dee", "Ann", "Bo")  # round 2's deal starts afresh
    assert t.view()["last_deal"] == [] and t.view()["last_deal_round"] == 2


def test_G_C4_the_winner_takes_the_whole_pot_and_the_view_says_how_much():
    t = revealed(Ann=5, Bo=3, Cy=8)
    t.fold("Bo")  # pays 3, the lowest card in play (Bo's own)
    t.fold("Cy")  # pays 5: Ann's 5 is the lowest left
    assert t.view()["won"] == 3 + 3 + 5 and t.view()["winner"] == "Ann"


def test_G_C5_G_C6_each_survivor_s_share_and_the_carried_remainder_are_in_the_view():
    t = Table("Ann Bo Cy Dee", start={"round": 5, "pot": 11, "stacks": {
        "Ann": [1, 4, 7, 10, 2], "Bo": [2, 5, 8, 10, 6], "Cy": [3, 6, 9, 10, 5]}})
    t.pitch("Ann", "Bo", "Cy")
    t.dealt(3, 3, 4)
    view = t.view()
    assert view["won"] == 3 and view["carry"] == 2 and view["sharers"] == ["Ann", "Bo", "Cy"]


def test_H12_each_seat_s_fold_cost_counts_the_others_stacks_only_when_the_option_is_on():
    t = Table("Ann Bo Cy", fold_cost_others_only=True)
    t.deal()
    t.reveal(Ann=5, Bo=3, Cy=8)
    costs = {p["name"]: p["fold_cost"] for p in t.view()["players"]}
    assert costs == {"Ann": 3, "Bo": 5, "Cy": 3} and t.view()["fold_others_only"]
    plain = revealed(Ann=5, Bo=3, Cy=8)
    assert {p["fold_cost"] for p in plain.view()["players"]} == {3}
    assert ENGINE.public_view(plain.state).detail["fold_others_only"] is False
