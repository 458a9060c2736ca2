"""Kinola, physical mode: §6's checks of the end-of-round entry. A refused entry says which sum or
fact is off, and leaves the state and the log untouched."""
import pytest

from kinola_table import Table, grid

GOOD = {"Ann": ("AS", 10, 4), "Bo": ("2C", 0, 0), "Cy": ("QH", 20, 6), "Dee": ("zero", 4, 2)}


def dealt(players="Ann Bo Cy Dee", **kw) -> Table:
    t = Table(players, **kw)
    t.deal()
    return t


def refused(t: Table, rows, held="Bo", took="Cy") -> str:
    return t.refused(None, "result", seats=grid(rows, held, took))


def test_the_tricks_must_add_up_to_t():
    t = dealt()
    msg = refused(t, {**GOOD, "Dee": ("zero", 4, 3)})
    assert "The tricks add up to 13, but a round has 12 tricks" in msg


def test_a_player_wins_between_zero_and_t_tricks():
    t = dealt()
    msg = refused(t, {**GOOD, "Ann": ("AS", 10, 13), "Cy": ("QH", 20, -3)})
    assert "Ann: a player wins 0 to 12 tricks, not 13" in msg


def test_a_player_with_no_trick_took_no_points():
    t = dealt()
    msg = refused(t, {**GOOD, "Bo": ("2C", 3, 0), "Ann": ("AS", 7, 4)})
    assert "Bo won no trick, so took no points, not 3" in msg


def test_the_points_add_up_to_forty_minus_the_reserved_cards():
    """A♠ (4) and Q♥ (2) are out of play: the points taken are 34."""
    t = dealt()
    msg = refused(t, {**GOOD, "Dee": ("zero", 6, 2)})
    assert "The points add up to 36, but they must add up to 34: 40 minus the 6 points of the reserved cards" in msg


def test_classes_count_their_points_too():
    t = dealt()
    rows = {"Ann": ("ace", 10, 4), "Bo": ("jack", 0, 0), "Cy": ("king", 20, 6), "Dee": ("queen", 4, 2)}
    msg = refused(t, rows)
    assert "must add up to 30: 40 minus the 10 points" in msg
    t.result({**rows, "Cy": ("king", 16, 6)}, held="Bo", took="Cy")  # 10 + 0 + 16 + 4 = 30
    assert t.phase == "deal"


def test_nobody_reserved_the_kinola_so_one_holder_and_one_taker_are_marked():
    t = dealt()
    assert "mark the one player who played it and the one who took it (0 and 1 marked)" in refused(
        t, GOOD, held=None, took="Cy")
    both = grid(GOOD, "Bo", "Cy")
    both["Dee"]["held"] = True
    assert "(2 and 1 marked)" in t.refused(None, "result", seats=both)


def test_a_reserved_kinola_has_no_holder_or_taker():
    t = dealt()
    rows = {**GOOD, "Bo": ("KH", 0, 0), "Dee": ("zero", 1, 2)}
    assert "Bo reserved the Kinola, so nobody played or took it" in refused(t, rows)
    assert "Bo reserved the Kinola" in refused(t, {**rows, "Bo": ("kinola", 0, 0)}, held=None)


def test_the_taker_won_a_trick_and_at_least_three_points():
    t = dealt()
    assert "Dee took the Kinola, so won at least 1 trick and 3 points" in refused(
        t, {**GOOD, "Dee": ("zero", 2, 2), "Ann": ("AS", 12, 4)}, took="Dee")


def test_each_reserved_card_exists_in_this_deck_and_only_once():
    t = dealt()
    assert "Ann: 10♠ is not in this game's deck" in refused(
        dealt("Ann Bo Cy"), {"Ann": ("10S", 10, 5), "Bo": ("2C", 0, 0), "Cy": ("3C", 30, 10)})
    assert "Bo: 3♣ is not in this game's deck" in refused(
        dealt("Ann Bo Cy", harsh=True), {"Ann": ("AS", 10, 5), "Bo": ("3C", 0, 0), "Cy": ("6C", 26, 6)})
    assert "Joker is not in this game's deck" in refused(t, {**GOOD, "Dee": ("JOKER", 4, 2)})
    assert "A♠ was reserved by two players" in refused(t, {**GOOD, "Bo": ("AS", 0, 0), "Cy": ("QH", 16, 6)})
    assert "neither a card" in refused(t, {**GOOD, "Bo": ("xx", 0, 0)})


def test_jokers_may_be_reserved_up_to_the_decks_number():
    rows = {"Ann": ("JOKER", 10, 2), "Bo": ("JOKER", 0, 0), "Cy": ("JOKER", 20, 4), "Dee": ("2S", 0, 0),
            "Eve": ("3S", 10, 4)}
    five = dealt("Ann Bo Cy Dee Eve")
    five.result(rows, held="Bo", took="Cy")  # 3 jokers with 5 players
    six = dealt("Ann Bo Cy Dee Eve Fay")
    rows6 = {**rows, "Ann": ("JOKER", 10, 2), "Fay": ("4S", 0, 0), "Eve": ("3S", 10, 2)}
    assert "3 jokers were reserved, but the deck holds 2" in refused(six, rows6)


def test_classes_are_limited_to_what_the_deck_holds():
    t = dealt()
    rows = {"Ann": ("king", 10, 4), "Bo": ("king", 0, 0), "Cy": ("KS", 8, 6), "Dee": ("KD", 10, 2)}
    assert "4 players reserved a King, but the deck holds only 3" in refused(t, rows)
    rows = {"Ann": ("kinola", 10, 4), "Bo": ("KH", 0, 0), "Cy": ("2S", 20, 6), "Dee": ("3S", 4, 2)}
    assert "2 players reserved the Kinola, but the deck holds only 1" in refused(t, rows, held=None, took=None)


def test_every_seat_has_a_row_and_nobody_else():
    t = dealt()
    rows = dict(GOOD)
    del rows["Dee"]
    assert "Enter a row for Dee too" in refused(t, rows)
    assert "Zed not at this table" in refused(t, {**GOOD, "Zed": ("2S", 0, 0)})


def test_the_result_is_the_tables_and_only_after_the_deal():
    t = Table()
    assert "not possible now" in refused(t, GOOD)
    t.deal()
    with pytest.raises(Exception):
        t.act("Ann", "result", seats=grid(GOOD, "Bo", "Cy"))
    assert t.phase == "report"
    assert "not possible now" in Table(mode="digital").refused(None, "result", seats=grid(GOOD, "Bo", "Cy"))
