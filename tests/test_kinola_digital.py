"""Kinola, digital mode: the deck per player count, the deal, the private reservation, must-follow
with jokers as hearts, the trick winner, the Kinola announced and settled, the first-dealer draw,
and what the screens are handed (views and choices)."""
import pytest

from tableapp.core.engine import CHANCE
from tableapp.core.ledger import POT
from tableapp.games.common.cards import parse_card
from tableapp.games.kinola import ENGINE
from tableapp.games.kinola import actions as A
from tableapp.games.kinola.deck import config, trick_winner

from kinola_table import Table, deck_for, moves

SUITS4 = {"Ann": [f"{r}S" for r in "A K Q J 10 9 8 7 6 5 4 3 2".split()],
          "Bo": [f"{r}H" for r in "A K Q J 10 9 8 7 6 5 4 3 2".split()],
          "Cy": [f"{r}D" for r in "A K Q J 10 9 8 7 6 5 4 3 2".split()],
          "Dee": [f"{r}C" for r in "A K Q J 10 9 8 7 6 5 4 3 2".split()]}


@pytest.mark.parametrize("n, harsh, cards, hand, tricks, rounds, pot, jokers", [
    (3, False, 48, 16, 15, 6, 20, 0),
    (3, True, 36, 12, 11, 6, 20, 0),
    (4, False, 52, 13, 12, 8, 25, 0),
    (5, False, 55, 11, 10, 10, 30, 3),
    (6, False, 54, 9, 8, 12, 35, 2),
])
def test_the_deck_and_the_schedule_follow_the_player_count(n, harsh, cards, hand, tricks, rounds, pot, jokers):
    """§1's table, S1: the deck, the hand, T = hand - 1, 2 x players rounds, a first pot of 5n + 5."""
    cfg = config(n, harsh)
    assert (len(cfg.deck), cfg.hand, cfg.tricks, cfg.rounds, cfg.first_pot, cfg.jokers) == (
        cards, hand, tricks, rounds, pot, jokers)
    assert len(set(cfg.deck)) == cards
    ranks = {c.rank for c in cfg.deck}
    assert ("10" in ranks) == (n != 3 or harsh) and ("2" in ranks) == (not harsh)
    assert sum(1 for c in cfg.deck if c.rank in "AKQJ") == 16  # 40 points in every deck


def test_the_harsh_deck_is_for_three_players_only():
    with pytest.raises(Exception, match="harsh deck is for 3 players"):
        Table("Ann Bo Cy Dee", harsh=True)


def test_the_deal_goes_one_card_at_a_time_from_the_dealers_left_and_hands_are_sorted():
    """R4: the first card to the dealer's left; the private view shows the hand by suit and rank."""
    t = Table(mode="digital", dealer="Dee")
    deck = [c.text for c in config(4).deck]
    t.deal(deck)
    assert t.to_act == "Ann" and t.phase == "reserve"
    hand = ENGINE.private_view(t.state, "Ann").detail["hand"]
    assert sorted(hand, key=lambda c: deck.index(c)) == deck[0::4][:13]  # the 1st, 5th, 9th ... cards
    assert hand[:5] == ["AS", "10S", "6S", "2S", "KH"]  # ♠ then ♥, high to low
    assert ENGINE.private_view(t.state, "Bo").detail["hand"][0] == "JS"  # the 2nd, 6th, 10th card ...


def test_the_reservation_is_private_and_made_in_turn_from_the_dealers_left():
    """R5, §7: the log and the public view never name the reserved card; only its owner sees it."""
    t = Table(mode="digital", dealer="Dee")
    t.deal(deck_for(t.players, "Dee", SUITS4))
    assert "It is Ann's turn, not Bo's" in t.refused("Bo", "reserve", card="2H")
    assert "Ann does not hold 2♥" in t.refused("Ann", "reserve", card="2H")
    t.act("Ann", "reserve", card="AS")
    assert t.last_log() == "Ann reserves a card face down"
    public = str(ENGINE.public_view(t.state).model_dump()) + str(t.view())
    assert "AS" not in public and "A♠" not in public
    assert ENGINE.private_view(t.state, "Ann").detail["reserved"] == "AS"
    assert "reserved" not in ENGINE.private_view(t.state, "Bo").detail
    assert ENGINE.public_view(t.state).seat("Ann").pieces[0].face is None  # face down, with the marker
    t.reserve(Bo="2H", Cy="AD", Dee="2C")
    assert t.phase == "play" and t.to_act == "Ann"


def play_out(t: Table) -> None:
    """Every remaining card: the first legal one of the player to act."""
    while t.phase == "play":
        t.act(t.to_act, "play", card=ENGINE.legal_actions(t.state)[0].card)


def test_a_kinola_discarded_on_another_suit_gives_its_holder_the_pot():
    """R7(b), D3, row 9: Bo discards the K♥ on Ann's spade; Ann takes it; Bo collects the pot at S1.
    Ann wins every trick with all 32 points in play; Bo, Cy and Dee tie at 0 and Bo is first."""
    t = Table(mode="digital", dealer="Dee")
    t.deal(deck_for(t.players, "Dee", SUITS4))
    t.reserve(Ann="AS", Bo="2H", Cy="AD", Dee="2C")
    t.play("KS", "KH", "2D", "3C")
    assert t.last_log() == ("Dee plays 3♣; Ann wins trick 1; Kinola taken by Ann (holder Bo): "
                            "Bo will take the pot of 25")
    assert t.view()["kinola"] == {"holder": "Bo", "taker": "Ann", "pot": 25,  # §7: announced to everyone
                                  "text": "Kinola taken by Ann (holder Bo): Bo will take the pot of 25"}
    assert t.view()["last_trick"] == [["Ann", "KS"], ["Bo", "KH"], ["Cy", "2D"], ["Dee", "3C"]]
    assert t.pot == 25  # booked only at S1
    play_out(t)
    last = t.state.last
    assert last["points"] == {"Ann": 32, "Bo": 0, "Cy": 0, "Dee": 0} and last["tricks"]["Ann"] == 12
    assert last["winner"] == "Bo" and last["reserved"] == {"Ann": "A♠", "Bo": "2♥", "Cy": "A♦", "Dee": "2♣"}
    assert moves(t.run.played[-1].transfers) == [(POT, "Bo", 25, "KN-C9"), ("Ann", "Bo", 32, "KN-C10")]
    assert t.state.owed == {"Ann": "KN-C6", "Cy": "KN-C6"}
    assert t.phase == "deal" and t.to_act == CHANCE and t.state.dealer == "Ann"
    assert "reserved: Ann A♠, Bo 2♥, Cy A♦, Dee 2♣" in t.last_log()


def test_a_holder_who_wins_the_kinola_trick_pays_the_pot_and_doubles_it():
    """R7(a), row 8: Ann holds every heart and leads the K♥; nobody can beat it."""
    hands = {"Ann": SUITS4["Bo"], "Bo": SUITS4["Ann"], "Cy": SUITS4["Cy"], "Dee": SUITS4["Dee"]}
    t = Table(mode="digital", dealer="Dee")
    t.deal(deck_for(t.players, "Dee", hands))
    t.reserve(Ann="2H", Bo="2S", Cy="2D", Dee="2C")
    t.play("KH", "3S", "3D", "3C")
    assert "Kinola taken by Ann (holder Ann): Ann will pay 25 into the pot, doubling it" in t.last_log()
    play_out(t)
    assert moves(t.run.played[-1].transfers)[0] == ("Ann", POT, 25, "KN-C8") and t.pot == 50


def test_a_reserved_kinola_is_revealed_only_at_the_end_of_the_round():
    t = Table(mode="digital", dealer="Dee")
    t.deal(deck_for(t.players, "Dee", SUITS4))
    t.reserve(Ann="2S", Bo="KH", Cy="2D", Dee="2C")
    play_out(t)
    assert t.state.last["kinola"] == {"reserved_by": "Bo", "pot": 25} and t.pot == 25
    assert t.state.owed == {"Bo": "KN-C7"}


# -- must-follow, jokers, the trick winner --------------------------------------------------------------

FIVE = {
    "Ann": ["5H", "6H", "7H", "8H", "9H", "10H", "JH", "QH", "AH", "3H", "4H"],
    "Bo": ["JOKER1", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS"],
    "Cy": ["2H", "JOKER2", "KH", "QS", "KS", "AS", "2D", "3D", "4D", "5D", "6D"],
    "Dee": ["2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "10C", "JC", "QC"],
    "Eve": ["JOKER3", "KC", "AC", "7D", "8D", "9D", "10D", "JD", "QD", "KD", "AD"],
}


def five_player_tricks() -> Table:
    t = Table("Ann Bo Cy Dee Eve", mode="digital", dealer="Eve")
    t.deal(deck_for(t.players, "Eve", FIVE))
    t.reserve(Ann="3H", Bo="2S", Cy="2D", Dee="2C", Eve="7D")
    return t


def test_a_player_must_follow_suit_and_a_joker_is_a_heart():
    """R6, D13: Bo's only heart is a joker, so Bo must play it; Dee has no heart and plays anything."""
    t = five_player_tricks()
    t.play("5H")
    assert [a.card for a in ENGINE.legal_actions(t.state)] == ["JOKER1"]
    assert "Hearts were led: Bo must follow suit with one of Joker" in t.refused("Bo", "play", card="3S")
    t.play("JOKER1")
    assert [a.card for a in ENGINE.legal_actions(t.state)] == ["KH", "2H", "JOKER2"]
    t.play("2H")
    assert len(ENGINE.legal_actions(t.state)) == 10  # Dee: any card
    t.play("3C", "JOKER3")
    assert t.state.rnd.last_winner == "Ann"  # the 5♥ beats the 2♥ and both jokers


@pytest.mark.parametrize("trick, winner", [
    ([("Ann", "JOKER2"), ("Bo", "2S"), ("Cy", "JOKER1"), ("Dee", "JOKER3")], "Ann"),  # the earliest joker
    ([("Ann", "JOKER1"), ("Bo", "JOKER2"), ("Cy", "2H")], "Cy"),  # a joker is below the 2♥
    ([("Ann", "3S"), ("Bo", "JOKER1"), ("Cy", "AH"), ("Dee", "2S")], "Ann"),  # no trumps: only the suit led
    ([("Ann", "10D"), ("Bo", "QD"), ("Cy", "AS"), ("Dee", "JD")], "Bo"),
])
def test_the_highest_card_of_the_suit_led_wins_and_the_earlier_joker_beats_a_later_one(trick, winner):
    """R6, D13 (§9: the winner is always unique)."""
    assert trick_winner(tuple((p, parse_card(c)) for p, c in trick)) == winner


def test_a_card_out_of_turn_or_not_held_is_refused():
    t = five_player_tricks()
    assert "It is Ann's turn, not Bo's" in t.refused("Bo", "play", card="JOKER1")
    assert "Ann does not hold K♥" in t.refused("Ann", "play", card="KH")
    assert "not a card" in t.refused("Ann", "play", card="11H")


# -- the first dealer ---------------------------------------------------------------------------------

def test_the_app_draws_for_the_first_dealer_and_the_tied_lowest_draw_again():
    """D14: rank only; a tie for the lowest card draws again among the tied players."""
    t = Table(mode="digital", dealer=None)
    assert t.phase == "first" and t.to_act == CHANCE
    t.act(None, "draw", cards={"Ann": "2S", "Bo": "2H", "Cy": "9D", "Dee": "KC"})
    assert t.state.drawing == ("Ann", "Bo") and "Ann, Bo tie and draw again" in t.last_log()
    assert "A card for each of Ann, Bo" in t.refused(None, "draw", cards={"Ann": "5S", "Cy": "3C"})
    assert "all different" in t.refused(None, "draw", cards={"Ann": "5S", "Bo": "5S"})
    t.act(None, "draw", cards={"Ann": "5S", "Bo": "3C"})
    assert t.state.dealer == "Bo" and t.phase == "deal" and "Bo deals first" in t.last_log()


def test_jokers_draw_lowest_and_tie_with_each_other():
    t = Table("Ann Bo Cy Dee Eve", mode="digital", dealer=None)
    t.act(None, "draw", cards={"Ann": "JOKER1", "Bo": "2H", "Cy": "JOKER2", "Dee": "KC", "Eve": "2S"})
    assert t.state.drawing == ("Ann", "Cy")
    assert "not in this game's deck" in Table("Ann Bo Cy", mode="digital", dealer=None).refused(
        None, "draw", cards={"Ann": "10S", "Bo": "2H", "Cy": "3H"})


def test_a_seeded_draw_and_deal_are_the_apps_own_and_cannot_be_undone():
    t = Table(mode="digital", dealer=None, seed=7)
    draw = t.run.next_chance()
    assert isinstance(draw, A.Draw) and ENGINE.is_barrier(t.state, draw, "digital")
    while t.phase == "first":
        t.run.play(t.run.next_chance(), auto=True)
    deal = t.run.next_chance()
    assert isinstance(deal, A.Shuffle) and len(deal.deck) == 52
    assert ENGINE.is_barrier(t.state, deal, "digital") and not ENGINE.is_barrier(t.state, deal, "physical")
    t.run.play(deal, auto=True)
    reserve = ENGINE.legal_actions(t.state)[0]
    assert not ENGINE.is_barrier(t.state, reserve, "digital")  # taken back before the first lead is fine


def test_a_deal_must_be_this_games_deck():
    t = Table("Ann Bo Cy", mode="digital")
    deck = [c.text for c in config(4).deck][:48]
    assert "must hold the 48 cards" in t.refused(None, "shuffle", deck=deck)
    assert "not possible now" in Table().refused(None, "shuffle", deck=[c.text for c in config(4).deck])
    assert "not possible now" in t.refused(None, "deal")  # digital: the app shuffles and deals


# -- screens -------------------------------------------------------------------------------------------

def test_each_legal_card_is_one_choice_labelled_and_keyed_by_its_place_in_the_hand():
    t = five_player_tricks()
    t.play("5H")
    choices = ENGINE.choices(t.state)
    assert [(c.label, c.key, c.group, c.seat) for c in choices] == [("Joker", "a", "card", "Bo")]  # after 9 spades
    t.play("JOKER1")
    assert [(c.label, c.key) for c in ENGINE.choices(t.state)] == [("K♥", "4"), ("2♥", "5"), ("Joker", "6")]
    assert ENGINE.private_view(t.state, "Cy").detail["labels"][:6] == ["A♠", "K♠", "Q♠", "K♥", "2♥", "Joker"]


def test_the_reservation_offers_every_card_of_the_hand():
    t = Table(mode="digital", dealer="Dee")
    t.deal(deck_for(t.players, "Dee", SUITS4))
    choices = ENGINE.choices(t.state)
    assert len(choices) == 13 and choices[0].label == "A♠" and choices[0].key == "1" and choices[0].group == "reserve"


def test_the_public_view_shows_the_trick_counts_and_hides_points_unless_h5():
    t = Table(mode="digital", dealer="Dee")
    t.deal(deck_for(t.players, "Dee", SUITS4))
    t.reserve(Ann="AS", Bo="2H", Cy="AD", Dee="2C")
    t.play("KS", "QH")
    view = ENGINE.public_view(t.state)
    assert [p.face for p in view.seat("Ann").pieces] == [None, "KS"]
    assert view.seat("Ann").note == "0 tricks" and view.stake == "Kinola: pot 25"
    t.play("2D", "3C")
    assert ENGINE.public_view(t.state).seat("Ann").note == "1 trick"
    assert "points" not in str(t.view()["players"])
    h5 = Table(mode="digital", dealer="Dee", show_points=True)
    h5.deal(deck_for(h5.players, "Dee", SUITS4))
    h5.reserve(Ann="AS", Bo="2H", Cy="AD", Dee="2C")
    h5.play("KS", "QH", "2D", "3C")
    assert ENGINE.public_view(h5.state).seat("Ann").note == "1 trick · 5 points"


def test_the_physical_round_start_and_result_are_the_tables_choices():
    t = Table()
    [deal] = ENGINE.choices(t.state)
    assert deal.group == "table" and deal.key == "d" and "25 chips" in deal.label
    t.deal()
    [enter] = ENGINE.choices(t.state)
    assert enter.entry == "grid" and enter.seat is None and enter.action.do == "result"
    first = Table(dealer=None)
    assert [c.label for c in ENGINE.choices(first.state)] == [
        "Ann deals first", "Bo deals first", "Cy deals first", "Dee deals first"]


def test_a_holder_who_leads_the_kinola_into_the_ace_collects_the_pot():
    """D3: Ann leads the K♥ and Bo beats it with the A♥: Bo took the Kinola, so Ann collects."""
    hands = {"Ann": ["KH"] + [f"{r}S" for r in "A K Q J 10 9 8 7 6 5 4 3".split()],
             "Bo": ["AH", "QH"] + [f"{r}D" for r in "A K Q J 10 9 8 7 6 5 4".split()]}
    t = Table(mode="digital", dealer="Dee")
    t.deal(deck_for(t.players, "Dee", hands))
    t.reserve(Ann="3S", Bo="4D", Cy=t.state.rnd.hands["Cy"][-1].text, Dee=t.state.rnd.hands["Dee"][-1].text)
    t.play("KH", "AH")
    for _ in range(2):  # Cy and Dee follow with lower hearts if they have any
        t.play(ENGINE.legal_actions(t.state)[0].card)
    assert t.state.rnd.last_winner == "Bo" and t.state.rnd.taker == "Bo"
    assert "Kinola taken by Bo (holder Ann): Ann will take the pot of 25" in t.last_log()
    play_out(t)
    assert moves(t.run.played[-1].transfers)[0] == (POT, "Ann", 25, "KN-C9")


@pytest.mark.parametrize("players, harsh", [("Ann Bo Cy", False), ("Ann Bo Cy", True), ("Ann Bo Cy Dee", False),
                                            ("Ann Bo Cy Dee Eve", False), ("Ann Bo Cy Dee Eve Fay", False)])
def test_a_seeded_round_at_every_player_count_takes_every_point_in_play(players, harsh):
    """§1, R6, R8: T tricks; the points taken and the reserved cards' points make 40."""
    t = Table(players, mode="digital", harsh=harsh, seed=3)
    t.deal()
    while t.phase == "reserve":  # in turn from the dealer's left
        t.act(t.to_act, "reserve", card=ENGINE.legal_actions(t.state)[0].card)
    play_out(t)
    last, cfg = t.state.last, t.state.cfg
    assert sum(last["tricks"].values()) == cfg.tricks == cfg.hand - 1
    reserved = sum({"kinola": 3, "ace": 4, "king": 3, "queen": 2, "jack": 1, "zero": 0}[c]
                   for c in last["classes"].values())
    assert sum(last["points"].values()) + reserved == 40
    assert t.state.round == 1 and t.phase in ("deal", "over")


def test_kinola_starts_with_200_chips_each():
    """S2, D12 (H4: another stack is the game setup's)."""
    assert ENGINE.default_chips == 200 and not ENGINE.fixed_chips and not ENGINE.credit(Table().setup)
