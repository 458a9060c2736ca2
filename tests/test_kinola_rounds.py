"""Kinola, physical mode: the chip movements of §4 row by row, the round winner, the Kinola's two
effects, the end of the game, overtime and the house options that change them."""
import pytest

from tableapp.core.ledger import POT

from kinola_table import Table, moves

# A plain 4-player round 1 (Ann deals): Bo holds the Kinola and Cy takes it; Bo took no points.
ROUND1 = {"Ann": ("AS", 10, 4), "Bo": ("2C", 0, 0), "Cy": ("QH", 20, 6), "Dee": ("zero", 4, 2)}


def test_round_one_antes_are_five_each_and_ten_from_the_dealer_from_the_dealers_left():
    """R2, rows 2 and 3: the pot is empty, so every player pays 5 and the dealer 10, dealer last."""
    t = Table()
    assert t.to_act == "#table" and t.phase == "deal"
    assert moves(t.deal()) == [("Bo", POT, 5, "KN-C2"), ("Cy", POT, 5, "KN-C2"), ("Dee", POT, 5, "KN-C2"),
                               ("Ann", POT, 10, "KN-C3")]
    assert t.pot == 25 == t.state.cfg.first_pot
    assert t.phase == "report" and t.state.round == 1


def test_the_round_start_is_shown_before_it_is_booked():
    """§6: the app shows the dealer and what each player pays before the deal."""
    t = Table()
    view = t.view()
    assert view["dealer"] == "Ann" and [(d["from"], d["amount"]) for d in view["due"]] == [
        ("Bo", 5), ("Cy", 5), ("Dee", 5), ("Ann", 10)]
    # the big line in one line: the dealer and the total; each ante once, on the deal page
    assert view["summary"] == "Round 1 of 8: pay 25 chips, then Ann deals."
    assert "Ann antes 10" in [d["text"] for d in view["due"]]
    assert t.chips("Ann") == 200  # nothing moved yet


def test_the_holder_takes_the_pot_when_another_player_takes_the_kinola_and_every_loser_pays_the_winner():
    """R7(b) row 9, R9, R10 row 10: Bo collects the pot; Bo (0 points) wins and is paid points, from
    the dealer's left."""
    t = Table()
    t.deal()
    out = t.result(ROUND1, held="Bo", took="Cy")
    assert moves(out) == [(POT, "Bo", 25, "KN-C9"), ("Cy", "Bo", 20, "KN-C10"), ("Dee", "Bo", 4, "KN-C10"),
                          ("Ann", "Bo", 10, "KN-C10")]
    assert t.chips("Ann", "Bo", "Cy", "Dee") == (180, 254, 175, 191) and t.pot == 0
    assert "Kinola taken by Cy (holder Bo): Bo takes the pot of 25" in t.last_log()
    assert t.state.owed == {"Ann": "KN-C6"}  # R11: the reserved Ace costs 2 next round
    assert t.phase == "deal" and t.state.dealer == "Bo"  # R1: the deal passes left


def test_a_taken_pot_is_rebuilt_by_full_antes_before_the_ace_penalty():
    """R2 then R3 (D5): the pot was taken, so everyone antes again; then Ann's Ace penalty (row 6)."""
    t = Table()
    t.deal()
    t.result(ROUND1, held="Bo", took="Cy")
    assert moves(t.deal()) == [("Cy", POT, 5, "KN-C2"), ("Dee", POT, 5, "KN-C2"), ("Ann", POT, 5, "KN-C2"),
                               ("Bo", POT, 10, "KN-C3"), ("Ann", POT, 2, "KN-C6")]
    assert t.pot == 27


def test_h1_pays_the_penalties_first_so_the_pot_is_not_empty_and_only_the_dealer_antes():
    """H1 (D5 reading b): Ann's 2 make the pot non-empty; the dealer Bo antes 5 (row 4)."""
    t = Table(penalties_before_ante=True)
    t.deal()
    t.result(ROUND1, held="Bo", took="Cy")
    assert moves(t.deal()) == [("Ann", POT, 2, "KN-C6"), ("Bo", POT, 5, "KN-C4")]
    assert t.pot == 7


def test_the_holder_who_takes_the_kinola_doubles_the_pot_and_only_the_dealer_antes_next():
    """R7(a) row 8: Bo wins the Kinola trick and pays the pot's 25; next round row 4."""
    t = Table()
    t.deal()
    rows = {"Ann": ("2S", 10, 4), "Bo": ("3S", 3, 1), "Cy": ("4S", 20, 5), "Dee": ("5S", 7, 2)}
    out = t.result(rows, held="Bo", took="Bo")
    assert moves(out)[0] == ("Bo", POT, 25, "KN-C8") and t.pot == 50
    assert "Kinola taken by Bo (holder Bo): Bo pays 25 into the pot, doubling it" in t.last_log()
    assert moves(t.deal()) == [("Bo", POT, 5, "KN-C4")]
    assert t.pot == 55


def test_a_reserved_kinola_leaves_the_pot_alone_and_costs_ten_next_round():
    """R7 (reserved), R11, row 7: nothing happens to the pot; Dee pays 10 at the next R3."""
    t = Table()
    t.deal()
    rows = {"Ann": ("2S", 10, 4), "Bo": ("3S", 0, 0), "Cy": ("4S", 20, 6), "Dee": ("KH", 7, 2)}
    out = t.result(rows)
    assert [m for m in moves(out) if m[3] != "KN-C10"] == [] and t.pot == 25
    assert t.state.owed == {"Dee": "KN-C7"}
    assert moves(t.deal()) == [("Bo", POT, 5, "KN-C4"), ("Dee", POT, 10, "KN-C7")]


@pytest.mark.parametrize("rows, winner", [
    # fewest points wins
    ({"Ann": ("2S", 10, 4), "Bo": ("3S", 1, 1), "Cy": ("4S", 20, 5), "Dee": ("5S", 9, 2)}, "Bo"),
    # equal points: fewer tricks
    ({"Ann": ("2S", 0, 3), "Bo": ("3S", 0, 1), "Cy": ("4S", 20, 5), "Dee": ("5S", 20, 3)}, "Bo"),
    # equal points and tricks: first from the dealer's left (Bo before Cy ... Ann last)
    ({"Ann": ("2S", 0, 0), "Bo": ("3S", 20, 6), "Cy": ("4S", 0, 0), "Dee": ("5S", 20, 6)}, "Cy"),
])
def test_the_round_winner_has_the_fewest_points_then_tricks_then_sits_first_from_the_dealers_left(rows, winner):
    """R9 and its tie-breaks; the dealer Ann loses every full tie."""
    t = Table()
    t.deal()
    t.result(rows, held="Bo" if rows["Bo"][2] else "Dee", took="Dee" if rows["Dee"][1] >= 3 else "Bo")
    assert t.state.last["winner"] == winner
    assert all(m[1] == winner for m in moves(t.run.played[-1].transfers) if m[3] == "KN-C10")


def test_a_player_at_zero_who_owes_nothing_plays_on():
    """D7: exactly 0 chips is not bankrupt; a non-dealer owes nothing when the pot is not empty."""
    t = Table(chips={"Ann": 200, "Bo": 200, "Cy": 0, "Dee": 200}, start={"pot": 10})
    assert moves(t.deal()) == [("Ann", POT, 5, "KN-C4")]
    assert t.state.bankrupt == () and not t.state.ends


# -- the end of the game ------------------------------------------------------------------------------

def last_round(**kw) -> Table:
    """Round 8 of a 4-player game (the last scheduled one), Ann to deal, a pot of 30."""
    return Table(start={"round": 8, "pot": 30, "dealer": "Ann"}, dealer=None, **kw)


def test_the_game_ends_when_the_pot_is_taken_in_the_last_scheduled_round_and_aces_pay_the_taker():
    """§5.1, row 11: the pot is empty after round 8; Ann's reserved Ace pays 2 to Bo, who took it."""
    t = last_round()
    t.deal()
    rows = {"Ann": ("AS", 10, 4), "Bo": ("AH", 0, 0), "Cy": ("2C", 20, 6), "Dee": ("3C", 2, 2)}
    out = t.result(rows, held="Bo", took="Cy")
    assert moves(out)[0] == (POT, "Bo", 35, "KN-C9")
    assert moves(out)[-1] == ("Ann", "Bo", 2, "KN-C11")  # Bo's own Ace moves nothing
    assert t.phase == "over" and t.state.end == "pot" and t.to_act is None
    assert t.pot == 0 and t.state.owed == {}


def test_a_pot_left_after_the_last_scheduled_round_means_overtime_without_antes():
    """§5.2, row 5: the Kinola was reserved in round 8; round 9 has no ante, only the penalty."""
    t = last_round()
    t.deal()
    t.result({"Ann": ("KH", 10, 4), "Bo": ("2S", 0, 0), "Cy": ("2C", 20, 6), "Dee": ("3C", 7, 2)})
    assert t.phase == "deal" and t.state.dealer == "Bo"
    assert "Overtime round 9" in t.view()["summary"]
    assert moves(t.deal()) == [("Ann", POT, 10, "KN-C7")]
    assert t.pot == 45 and t.state.overtime


def test_overtime_goes_on_until_the_pot_is_taken_and_a_doubled_pot_does_not_end_it():
    """§5.2: a self-taken Kinola doubles the pot (row 8) and overtime continues; the next take ends it."""
    t = last_round()
    t.deal()
    t.result({"Ann": ("2D", 10, 4), "Bo": ("2S", 3, 1), "Cy": ("2C", 20, 5), "Dee": ("3C", 7, 2)},
             held="Bo", took="Bo")
    assert t.pot == 70 and t.phase == "deal"
    t.deal()
    assert t.pot == 70  # no ante, nothing owed
    t.result({"Ann": ("2D", 10, 4), "Bo": ("2S", 0, 0), "Cy": ("2C", 20, 6), "Dee": ("3C", 10, 2)},
             held="Bo", took="Dee")
    # Bo: paid the pot's 35, won round 8 (10 + 20 + 7), took the pot of 70, won round 9 (10 + 20 + 10)
    assert t.phase == "over" and t.state.end == "pot" and t.chips("Bo") == 200 - 35 + 37 + 70 + 40


def test_d19_a_final_ace_penalty_that_cannot_be_paid_is_a_bankruptcy_and_the_pot_is_split():
    """D19, rows 12-14: Dee has 1 chip left after paying points and owes the Ace's 2: every penalty
    goes into the pot, which is split among the others, the remainder to the richest."""
    t = Table(chips={"Ann": 200, "Bo": 200, "Cy": 200, "Dee": 3}, start={"round": 8, "pot": 30, "dealer": "Ann"},
              dealer=None)
    t.deal()
    rows = {"Ann": ("AS", 10, 4), "Bo": ("2S", 0, 0), "Cy": ("2C", 20, 6), "Dee": ("AD", 2, 2)}
    out = moves(t.result(rows, held="Bo", took="Cy"))
    assert ("Dee", "Bo", 2, "KN-C10") in out
    assert ("Ann", POT, 2, "KN-C12") in out and ("Dee", POT, 1, "KN-C12") in out  # Dee pays what she has
    assert t.state.bankrupt == ("Dee",) and t.state.end == "bankrupt"
    # the pot of 3 shared by Ann, Bo, Cy: 1 each, nothing left over
    assert [m for m in out if m[3] in ("KN-C13", "KN-C14")] == [
        (POT, "Bo", 1, "KN-C13"), (POT, "Cy", 1, "KN-C13"), (POT, "Ann", 1, "KN-C13")]
    assert t.pot == 0 and t.chips("Dee") == 0


def test_a_bankruptcy_at_the_end_of_a_round_ends_the_game_penalties_go_in_and_the_remainder_goes_to_the_richest():
    """§5.3, D8, rows 12-15: Cy owes 20 points with 12 chips: pays them and is bankrupt; Ann's Ace goes
    into the emptied pot; its 2 chips make no whole share for three, so the richest, Bo, takes them."""
    t = Table(chips={"Ann": 200, "Bo": 200, "Cy": 17, "Dee": 200})
    t.deal()  # Cy has 12 left
    out = moves(t.result(ROUND1, held="Dee", took="Cy"))
    assert out[:2] == [(POT, "Dee", 25, "KN-C9"), ("Cy", "Bo", 12, "KN-C10")]
    assert ("Ann", POT, 2, "KN-C12") in out
    assert t.state.bankrupt == ("Cy",) and t.phase == "over"
    assert t.state.split == {**t.state.split, "pot": 2, "share": 0, "remainder": 2, "richest": "Bo"}
    assert out[-1] == (POT, "Bo", 2, "KN-C14")  # Bo is the richest after collecting the points


def test_the_split_gives_equal_shares_and_the_whole_remainder_to_the_richest_ties_from_the_dealers_left():
    """D9, rows 13-14: Cy cannot pay the pot's worth for a self-taken Kinola (bankrupt at S1, row 15);
    the pot of 37 among 3 players is 12 each and 1 over; Bo and Dee tie for the most chips (205)
    and Bo sits first from the dealer's left."""
    t = Table(chips={"Ann": 200, "Bo": 190, "Cy": 17, "Dee": 217})
    t.deal()  # Cy has 12 left
    rows = {"Ann": ("2S", 13, 4), "Bo": ("3S", 0, 0), "Cy": ("4S", 20, 6), "Dee": ("5S", 7, 2)}
    out = moves(t.result(rows, held="Cy", took="Cy"))
    assert out[0] == ("Cy", POT, 12, "KN-C8")
    assert ("Cy", "Bo", 20, "KN-C10") not in out  # Cy has nothing left: the 20 are forgiven
    assert t.state.split == {**t.state.split, "pot": 37, "share": 12, "remainder": 1, "richest": "Bo"}
    assert out[-4:] == [(POT, "Bo", 12, "KN-C13"), (POT, "Dee", 12, "KN-C13"), (POT, "Ann", 12, "KN-C13"),
                        (POT, "Bo", 1, "KN-C14")]
    assert t.chips("Ann", "Bo", "Cy", "Dee") == (177 + 12, 205 + 13, 0, 205 + 12)


def test_a_bankrupt_round_winner_keeps_what_they_win_and_pays_later_debts_out_of_it():
    """D8: Cy cannot pay the self-taken Kinola (bankrupt at S1) but wins the round and is paid."""
    t = Table(chips={"Ann": 200, "Bo": 200, "Cy": 8, "Dee": 200})
    t.deal()  # Cy has 3 left
    rows = {"Ann": ("2S", 20, 5), "Bo": ("3S", 14, 4), "Cy": ("4S", 3, 1), "Dee": ("5S", 3, 2)}
    out = moves(t.result(rows, held="Cy", took="Cy"))
    assert out[0] == ("Cy", POT, 3, "KN-C8")
    assert ("Ann", "Cy", 20, "KN-C10") in out and ("Dee", "Cy", 3, "KN-C10") in out  # Cy wins the tie on tricks
    assert t.state.bankrupt == ("Cy",) and t.chips("Cy") == 37
    assert all(m[1] != "Cy" for m in out if m[3] in ("KN-C13", "KN-C14"))  # no share for a bankrupt player


# -- D10, H2: bankruptcy at the round start -----------------------------------------------------------

def test_d10_a_player_who_cannot_ante_pays_what_they_have_and_the_round_is_still_played():
    t = Table(chips={"Ann": 200, "Bo": 200, "Cy": 3, "Dee": 200})
    assert moves(t.deal()) == [("Bo", POT, 5, "KN-C2"), ("Cy", POT, 3, "KN-C2"), ("Dee", POT, 5, "KN-C2"),
                               ("Ann", POT, 10, "KN-C3")]
    assert t.state.bankrupt == ("Cy",) and t.phase == "report"
    assert "Cy bankrupt: the round is played, then the game ends" in t.last_log()
    rows = {"Ann": ("AS", 10, 4), "Bo": ("2C", 0, 0), "Cy": ("QH", 20, 6), "Dee": ("zero", 4, 2)}
    out = moves(t.result(rows, held="Bo", took="Dee"))
    assert out[0] == (POT, "Bo", 23, "KN-C9")
    assert ("Ann", POT, 2, "KN-C12") in out  # the game ends: S3 into the pot
    assert t.phase == "over" and t.state.end == "bankrupt"
    assert t.state.split["takers"] == ["Bo", "Dee", "Ann"]


def test_h2_a_round_start_bankruptcy_ends_the_game_without_a_deal():
    t = Table(chips={"Ann": 200, "Bo": 200, "Cy": 3, "Dee": 200}, bankrupt_ends_at_once=True)
    out = moves(t.deal())
    assert out[:4] == [("Bo", POT, 5, "KN-C2"), ("Cy", POT, 3, "KN-C2"), ("Dee", POT, 5, "KN-C2"),
                       ("Ann", POT, 10, "KN-C3")]
    # the pot of 23 split among Ann, Bo, Dee: 7 each; the 2 over to the richest: Bo and Dee (195) tie, Bo is first
    assert out[4:] == [(POT, "Bo", 7, "KN-C13"), (POT, "Dee", 7, "KN-C13"), (POT, "Ann", 7, "KN-C13"),
                       (POT, "Bo", 2, "KN-C14")]
    assert t.phase == "over" and t.state.end == "at-once" and t.pot == 0


def test_a_penalty_that_cannot_be_paid_at_the_round_start_is_a_bankruptcy_too():
    """R3, D10: Dee owes the Kinola's 10 with 4 chips."""
    t = Table(chips={"Ann": 200, "Bo": 200, "Cy": 200, "Dee": 4}, start={"pot": 20, "owed": {"Dee": "kinola"}})
    assert moves(t.deal()) == [("Ann", POT, 5, "KN-C4"), ("Dee", POT, 4, "KN-C7")]
    assert t.state.bankrupt == ("Dee",) and t.state.ends


# -- H3, H6 ---------------------------------------------------------------------------------------------

def test_h3_schedules_eleven_rounds_in_the_harsh_three_player_game():
    assert Table("Ann Bo Cy", harsh=True).state.cfg.rounds == 6  # D11
    assert Table("Ann Bo Cy", harsh=True, eleven_rounds=True).state.cfg.rounds == 11


def test_h6_ends_the_game_after_the_capped_overtime_round_penalties_first_into_the_pot():
    t = Table(start={"round": 9, "pot": 40, "dealer": "Ann"}, dealer=None, overtime_cap=1)
    t.deal()
    out = moves(t.result({"Ann": ("AS", 10, 4), "Bo": ("KH", 0, 0), "Cy": ("2C", 16, 6), "Dee": ("3C", 7, 2)}))
    assert ("Ann", POT, 2, "KN-C12") in out and ("Bo", POT, 10, "KN-C12") in out
    assert t.phase == "over" and t.state.end == "cap" and t.state.bankrupt == ()
    assert t.state.split["pot"] == 52 and t.state.split["share"] == 13


def test_without_h6_overtime_has_no_cap():
    t = Table(start={"round": 30, "pot": 40, "dealer": "Ann"}, dealer=None)
    t.deal()
    t.result({"Ann": ("AS", 10, 4), "Bo": ("KH", 0, 0), "Cy": ("2C", 16, 6), "Dee": ("3C", 7, 2)})
    assert t.phase == "deal" and t.state.round == 30  # round 31 next


# -- standings, carry ------------------------------------------------------------------------------------

def test_standings_rank_by_chips_share_equal_ranks_and_put_the_bankrupt_last():
    """§5.4, D15."""
    t = Table(chips={"Ann": 200, "Bo": 200, "Cy": 17, "Dee": 200})
    t.deal()
    t.result({"Ann": ("2S", 5, 4), "Bo": ("3S", 0, 0), "Cy": ("4S", 25, 6), "Dee": ("5S", 10, 2)},
             held="Bo", took="Cy")
    places = [(p.name, p.rank, p.result) for p in t.run.engine.standings(t.state)]
    # Ann and Dee both end with the same chips
    assert t.chips("Ann") == t.chips("Dee")
    assert places == [("Bo", 1, "won"), ("Ann", 2, ""), ("Dee", 2, ""), ("Cy", 4, "out")]
    out = t.run.engine.outcome(t.state)
    assert out.finished and out.winner == "Bo" and out.eliminated == ("Cy",)


def test_the_deal_passes_on_to_the_next_game_and_no_chips_are_carried():
    t = last_round()
    t.deal()
    t.result({"Ann": ("AS", 10, 4), "Bo": ("AH", 0, 0), "Cy": ("2C", 20, 6), "Dee": ("3C", 2, 2)},
             held="Bo", took="Cy")
    carry = t.run.engine.carry(t.state)
    assert carry.dealer == "Bo" and carry.pots == {}
    nxt = Table(dealer=None, carry=carry)
    assert nxt.state.dealer == "Bo" and nxt.phase == "deal"
    first = Table(dealer=None)
    assert first.state.dealer is None and first.phase == "first"  # no option, no carry: the table names one
    first.act(None, "dealer", name="Cy")
    assert first.state.dealer == "Cy" and first.phase == "deal"


def test_when_every_player_is_bankrupt_the_pot_is_split_among_all():
    """§9: nobody can pay the ante in full; the round is played; the pot of 9 goes 3 to each."""
    t = Table("Ann Bo Cy", chips=3)
    t.deal()
    assert t.state.bankrupt == ("Bo", "Cy", "Ann") and t.pot == 9
    out = moves(t.result({"Ann": ("2S", 20, 7), "Bo": ("KH", 0, 0), "Cy": ("3S", 17, 8)}))
    assert out == [(POT, "Bo", 3, "KN-C13"), (POT, "Cy", 3, "KN-C13"), (POT, "Ann", 3, "KN-C13")]
    assert t.chips("Ann", "Bo", "Cy") == (3, 3, 3) and t.state.split["takers"] == ["Bo", "Cy", "Ann"]
