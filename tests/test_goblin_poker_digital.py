"""Goblin Poker, digital mode (B.7): the app shuffles, deals and draws; each hand, first-card
choice and pitch is private to its seat; all first cards are turned up at once; the deal is
public; folded players' stacks are shown face down as a count; undo stops at every deal and reveal."""
import pytest

from tableapp.core.engine import CHANCE
from tableapp.core.errors import InputError, RuleError
from tableapp.games.common.cards import pairs_deck
from tableapp.games.goblin_poker import ENGINE
from tableapp.games.goblin_poker import actions as A

from goblin_poker_table import Table, deck_for, moves

# Ann deals: Bo, Cy, Ann get the cards; then 5 and 7 lie on top of the deck
HANDS = {"Bo": [1, 2, 4, 6, 8, 10], "Cy": [2, 3, 5, 7, 9, 10], "Ann": [3, 4, 6, 8, 9, 10]}
DECK = deck_for(["Bo", "Cy", "Ann"], HANDS, then=[5, 7])


def dealt_table() -> Table:
    t = Table("Ann Bo Cy", mode="digital")
    assert t.to_act == CHANCE
    t.deal(DECK)
    return t


def chosen_table() -> Table:
    t = dealt_table()
    t.act("Bo", "choose", card=4)
    t.act("Cy", "choose", card=5)
    t.act("Ann", "choose", card=4)
    return t


def faces(pieces):
    return [p.face for p in pieces]


def test_B2_the_app_deals_6_cards_each_from_the_dealers_left_and_keeps_the_rest_as_the_deck():
    t = dealt_table()
    assert t.state.hands == {p: tuple(h) for p, h in HANDS.items()}
    assert t.state.deck[:2] == (5, 7) and len(t.state.deck) == 55 - 18
    assert t.pot == 3


def test_the_deal_must_be_an_order_of_the_55_cards_of_the_pairs_deck():
    t = Table("Ann Bo Cy", mode="digital")
    assert "55 cards" in t.refused(None, "deal", deck=[1] * 55)
    assert "55 cards" in t.refused(None, "deal")
    assert "55 cards" in t.refused(None, "deal", deck=list(pairs_deck())[:54])


def test_B7_each_hand_is_private_to_its_seat():
    t = dealt_table()
    pub = ENGINE.public_view(t.state)
    for seat in pub.seats:
        assert seat.pieces == () and seat.note == "6 in hand"
    assert faces(ENGINE.private_view(t.state, "Bo").pieces) == ["1", "2", "4", "6", "8", "10"]
    assert "hand_cards" not in ENGINE.view(t.state, None)
    assert ENGINE.view(t.state, "Cy")["hand_cards"] == [2, 3, 5, 7, 9, 10]


def test_GR1_the_first_cards_are_chosen_in_secret_in_seat_order_from_the_dealers_left():
    t = dealt_table()
    assert t.to_act == "Bo" and t.summary == "Bo chooses a first card in secret"
    choices = ENGINE.choices(t.state)
    assert [(c.action.card, c.key, c.seat) for c in choices] == [
        (1, "1", "Bo"), (2, "2", "Bo"), (4, "4", "Bo"), (6, "6", "Bo"), (8, "8", "Bo"), (10, "0", "Bo")]
    assert "Bo chooses now, not Cy" in t.refused("Cy", "choose", card=5)
    assert "no 3 in your hand" in t.refused("Bo", "choose", card=3)
    t.act("Bo", "choose", card=4)
    # the choice is private until everyone has chosen: the log and the table see only that Bo chose
    assert ENGINE.describe(dealt_table().state, A.Choose(by="Bo", card=4)) == "Bo chooses a first card, face down"
    pub = ENGINE.public_view(t.state)
    assert pub.seat("Bo").status == "has chosen" and pub.seat("Bo").pieces == ()
    assert "4" not in str(pub.model_dump()["seats"])
    assert ENGINE.private_view(t.state, "Bo").detail["first_card"] == 4
    assert ENGINE.private_view(t.state, "Cy").detail["first_card"] is None
    assert ENGINE.private_view(t.state, "Bo").detail["hand"] == [1, 2, 6, 8, 10]


def test_GR1_all_first_cards_are_turned_up_at_once_by_the_app():
    t = chosen_table()
    assert t.to_act == CHANCE and t.phase == "reveal"
    assert ENGINE.is_barrier(t.state, A.Reveal(), "digital")
    assert ENGINE.describe(t.state, A.Reveal()) == "The first cards are turned up: Ann 4, Bo 4, Cy 5"
    t.chance()
    assert t.state.stacks == {"Ann": (4,), "Bo": (4,), "Cy": (5,)}
    assert faces(ENGINE.public_view(t.state).seat("Cy").pieces) == ["5"]


def test_GR4_digital_tie_break_cards_come_from_the_top_of_the_deck():
    t = chosen_table()
    t.chance()  # the reveal: Bo and Ann tie with 4
    assert t.to_act == CHANCE and t.state.tie.group == ("Bo", "Ann")
    assert "top of the deck" in t.refused(None, "draw", card=9)
    assert ENGINE.describe(t.state, A.Draw(card=5)) == "Tie-break: Bo draws 5"
    t.chance()
    t.draw(7)
    assert t.state.stacks == {"Ann": (4, 7), "Bo": (4, 5), "Cy": (5,)}
    assert t.to_act == "Bo"


def play_to_round_1() -> Table:
    t = chosen_table()
    t.chance()
    t.draw(5)
    t.draw(7)
    return t


def test_GR9_B7_a_pitch_is_private_but_that_someone_pitched_is_public():
    t = play_to_round_1()
    keys = [(c.label, c.key) for c in ENGINE.choices(t.state)]
    assert keys[0] == ("Fold (pay 4)", "f") and ("Pitch 10", "0") in keys
    t.act("Bo", "pitch", card=1)
    pub = ENGINE.public_view(t.state)
    assert pub.seat("Bo").status == "pitched" and pub.detail["middle"] == 1
    assert ENGINE.describe(t.state, A.Pitch(by="Cy", card=9)) == "Cy pitches a card face down"
    assert ENGINE.private_view(t.state, "Bo").detail["pitched_card"] == 1
    assert ENGINE.private_view(t.state, "Cy").detail["pitched_card"] is None
    assert "no 1 in your hand" in t.refused("Cy", "pitch", card=1)


def test_a_digital_pitch_names_a_card_of_the_hand():
    t = play_to_round_1()
    with pytest.raises(RuleError, match="no"):
        t.act("Bo", "pitch")


def test_GR10_the_app_deals_the_pitched_cards_face_up_only_cards_that_were_pitched():
    t = play_to_round_1()
    t.act("Bo", "pitch", card=1)
    t.act("Cy", "pitch", card=9)
    t.act("Ann", "pitch", card=8)
    assert t.to_act == CHANCE and t.state.receivers == ("Bo", "Cy", "Ann")
    assert "No 7 is among the pitched cards" in t.refused(None, "dealt", card=7)
    assert "Give the card" in t.refused(None, "dealt")
    assert ENGINE.chance(t.state, __import__("random").Random(1)).card in (1, 8, 9)
    t.act(None, "dealt", card=9)
    t.act(None, "dealt", card=8)
    t.act(None, "dealt", card=1)
    assert t.state.stacks == {"Ann": (4, 7, 1), "Bo": (4, 5, 9), "Cy": (5, 8)}
    assert t.state.round == 2 and t.to_act == "Ann"  # 1-4-7 is the lowest stack


def test_B7_folded_stacks_are_shown_face_down_as_a_count_and_the_pair_ends_the_game():
    t = play_to_round_1()
    for who, card in (("Bo", 1), ("Cy", 9), ("Ann", 8)):
        t.act(who, "pitch", card=card)
    for card in (9, 8, 1):
        t.act(None, "dealt", card=card)
    t.act("Ann", "pitch", card=3)
    assert moves(t.act("Bo", "fold")) == [("Bo", "#pot", 1, "G-C2")]  # the lowest card in play: Ann's 1
    bo = ENGINE.public_view(t.state).seat("Bo")
    assert faces(bo.pieces) == [None, None, None] and not bo.playing and bo.status == "folded (1 chip)"
    assert ENGINE.private_view(t.state, "Bo") is None
    t.act("Cy", "pitch", card=7)
    assert t.state.receivers == ("Ann", "Cy")
    transfers = t.act(None, "dealt", card=7)  # Ann's second 7: out, and Cy is the last one in
    assert moves(transfers) == [("Ann", "#pot", 7, "G-C3"), ("#pot", "Cy", 11, "G-C4")]
    assert t.chips("Ann", "Bo", "Cy") == (92, 98, 110)
    assert ENGINE.outcome(t.state).winner == "Cy"
    over = ENGINE.public_view(t.state)
    assert over.over and over.seat("Cy").status == "won the pot"
    assert faces(over.seat("Ann").pieces) == [None] * 4 and over.seat("Ann").status == "out on a pair (7 chips)"


def test_digital_undo_stops_at_every_deal_draw_and_reveal_but_not_at_a_choice():
    t = dealt_table()
    s = t.state
    assert ENGINE.is_barrier(s, A.Deal(deck=DECK), "digital")
    assert not ENGINE.is_barrier(s, A.Choose(by="Bo", card=4), "digital")
    assert not ENGINE.is_barrier(s, A.Pitch(by="Bo", card=4), "digital")
    assert ENGINE.is_barrier(s, A.Draw(), "digital") and ENGINE.is_barrier(s, A.Dealt(card=1), "digital")
    assert ENGINE.is_barrier(s, A.Reshuffle(deck=[]), "digital")
    assert not ENGINE.is_barrier(s, A.Dealt(card=1), "physical")


def test_the_apps_chance_is_an_action_with_the_outcome_written_out():
    import random
    t = Table("Ann Bo Cy", mode="digital", seed=4)
    deal = ENGINE.chance(t.state, random.Random(3))
    assert sorted(deal.deck) == sorted(pairs_deck())
    assert ENGINE.chance(t.state, random.Random(3)) == deal  # the same seed, the same deck
    with pytest.raises(RuleError):
        ENGINE.chance(Table("Ann Bo Cy").state, random.Random(3))


def test_D23_digital_the_out_of_play_cards_are_reshuffled_when_the_deck_runs_out():
    stacks = {"Ann": [4], "Bo": [4], "Cy": [9]}
    hands = {"Ann": [1, 2, 3, 10], "Bo": [2, 3, 10, 10], "Cy": [3, 5, 10, 10]}
    t = Table("Ann Bo Cy", mode="digital", start={"round": 2, "pot": 3, "stacks": stacks, "hands": hands,
                                                  "deck": [4]})
    assert t.phase == "tie" and t.state.deck == (4,)
    t.draw(4)  # Bo's 4 pairs and is discarded: the deck is empty now
    assert t.to_act == CHANCE and "the deck is empty" in t.summary
    assert "shuffled first" in t.refused(None, "draw")
    assert "out-of-play cards" in t.refused(None, "reshuffle", deck=[1, 2])
    pool = list(t.state.pool)
    assert 4 in pool and len(pool) == 55 - 3 - 12
    t.act(None, "reshuffle", deck=sorted(pool, reverse=True))
    assert t.state.pool == () and t.state.discards == () and t.state.deck[0] == 10
    t.draw(10)  # Bo 4-10
    assert t.state.tie.pending == ("Ann",)


def test_a_digital_start_position_must_hold_the_cards_of_a_pairs_deck():
    with pytest.raises(InputError, match="every hand holds 4"):
        Table("Ann Bo Cy", mode="digital", start={"round": 2, "stacks": {"Ann": [4], "Bo": [5]},
                                                   "hands": {"Ann": [1], "Bo": [2]}})
    with pytest.raises(InputError, match="more cards"):
        Table("Ann Bo Cy", mode="digital", start={"round": 5, "stacks": {"Ann": [1, 2, 3, 4, 5], "Bo": [1, 2, 3, 4, 6]},
                                                   "hands": {"Ann": [7], "Bo": [8]}})
