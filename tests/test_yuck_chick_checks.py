"""Yuck, Chick, Knock, Down: what the app refuses in physical mode (§6), what it hides and shows
in digital mode (§7), players leaving (§9), ending early (CORE-E1), the setup and the views."""
import io
import json

import pytest

from tableapp.core.engine import CHANCE, TABLE, Setup
from tableapp.core.errors import InputError, UndoError
from tableapp.core.ledger import BANK, CARRY, POT
from tableapp.core.run import GameRun
from tableapp.core.session import Session
from tableapp.games.yuck_chick import ENGINE

from yuck_chick_table import Table, deck_for, moves


def bo_starts(**kw) -> Table:
    t = Table(**kw)
    t.deal(5, 3, 8, 9)
    return t


# -- §6: impossible facts in physical mode ----------------------------------------------------------------

@pytest.mark.parametrize("fields", [[5, 3, 8], [5, 3, 8, 9, 2], [0, 3, 8, 9], [5, 3, 11, 9]])
def test_a_deal_needs_one_value_of_1_to_10_per_player(fields):
    t = Table()
    t.refused(None, "deal", InputError, fields=fields)


def test_a_value_dealt_more_often_than_it_exists_is_refused():
    t = Table()
    assert "only one card of value 1" in t.refused(None, "deal", InputError, fields=[1, 1, 8, 9])  # §6, a sentence of its own
    t.refused(None, "deal", InputError, fields=[2, 2, 2, 9])


def test_a_flipped_value_seen_more_often_than_it_exists_this_round_is_refused():
    t = Table()
    t.deal(2, 3, 1, 9)  # the only 1 is in Cy's field
    t.knock("Cy")
    t.act("Dee", "yuck")
    assert "There is only one card of value 1, and 2 have been seen" in t.refused(None, "flip", InputError, card=1)
    t.refused(None, "flip", InputError, card=11)
    t.refused(None, "flip", InputError)  # no value at all
    t.fact("flip", card=2)
    t.knock("Ann")
    t.act("Bo", "yuck")
    assert "only 2 cards of value 2" in t.refused(None, "flip", InputError, card=2)


def test_cards_taken_by_down_or_turned_face_down_still_count_as_seen():
    t = Table()
    t.deal(2, 3, 1, 9)
    t.act("Cy", "down", owner="Cy", card=1)  # the 1 leaves play face down
    t.act("Dee", "yuck")
    t.refused(None, "flip", InputError, card=1)


def test_a_showdown_entry_must_have_exactly_the_counted_hand_size_and_possible_values():
    t = bo_starts()
    t.act("Bo", "chick")
    t.knock("Cy", "Dee", "Ann", "Bo")
    assert t.rnd.next_revealer == "Cy"
    assert "Cy holds 1 card in hand: enter exactly that many values" in t.refused(None, "reveal", InputError, cards=[2, 4])
    t.refused(None, "reveal", InputError, cards=[])
    t.refused(None, "reveal", InputError)
    t.fact("reveal", cards=[2])
    t.fact("reveal", cards=[2])
    t.fact("reveal", cards=[10])  # Ann
    assert t.rnd.next_revealer == "Bo"
    t.refused(None, "reveal", InputError, cards=[4])
    assert "only 2 cards of value 2" in t.refused(None, "reveal", InputError, cards=[2, 4])
    t.fact("reveal", cards=[4, 6])


def test_the_table_may_not_act_for_a_player_and_a_player_may_not_report_a_fact():
    t = bo_starts()
    t.refused(None, "knock")
    t.act("Bo", "yuck")
    t.refused("Bo", "flip", card=4)
    t.refused("Cy", "knock")  # the flip is awaited


def test_digital_only_and_physical_only_fields_are_refused():
    t = Table()
    t.refused(None, "deal", InputError, deck=deck_for([1, 2, 3, 4], [5, 6, 7, 8]))
    d = Table(mode="digital")
    d.refused(None, "deal", InputError, fields=[1, 2, 3, 4])
    d.refused(None, "deal", InputError, deck=[1, 2, 3])  # not the 55 cards


def test_d13_with_the_deck_empty_only_knock_and_down_are_left():
    t = Table(chips=1000)
    t.deal(5, 3, 8, 9)
    while t.rnd.deck_count:
        t.act(t.to_act, "chick")
    assert t.rnd.deck_count == 0 and t.view()["deck"] == 0
    who = t.to_act
    assert "The deck is empty" in t.refused(who, "yuck")
    assert "The deck is empty" in t.refused(who, "chick")
    assert {a.do for a in ENGINE.legal_actions(t.state)} == {"knock", "down"}
    for _ in range(4):
        t.act(t.to_act, "knock")
    assert t.phase == "reveal"  # the round still ends


# -- §7: digital mode ---------------------------------------------------------------------------------

def digital(**kw) -> Table:
    """Hands Ann 5, Bo 6, Cy 7, Dee 8; fields Ann 3, Bo 4, Cy 9, Dee 10; then the deck: 3, 2, 10 ..."""
    t = Table(mode="digital", **kw)
    t.deal_deck(deck_for([5, 6, 7, 8], [3, 4, 9, 10], [3, 2, 10]))
    return t


def test_s7_the_app_deals_hands_from_seat_one_then_fields_and_the_rest_is_the_deck():
    t = digital()
    r = t.rnd
    assert r.hands == {"Ann": (5,), "Bo": (6,), "Cy": (7,), "Dee": (8,)}
    assert r.fields == {"Ann": (3,), "Bo": (4,), "Cy": (9,), "Dee": (10,)}
    assert r.deck[:3] == (3, 2, 10) and len(r.deck) == r.deck_count == 47
    assert t.to_act == "Ann"


def test_s7_the_app_shuffles_a_whole_pairs_deck_from_its_seed():
    setup = Setup(game="yuck-chick-knock-down", mode="digital", players=("Ann", "Bo", "Cy", "Dee"),
                  chips={p: 50 for p in ("Ann", "Bo", "Cy", "Dee")}, seed=7)
    a, b = GameRun(ENGINE, setup), GameRun(ENGINE, setup)
    assert a.next_chance_due() and a.next_chance() == b.next_chance()
    deal = a.next_chance()
    assert sorted(deal.deck) == sorted(v for v in range(1, 11) for _ in range(v))


def test_s7_each_seat_sees_only_its_own_hand():
    t = digital()
    assert ENGINE.private_view(t.state, "Bo").detail["hand"] == [6]
    assert "hand" not in t.view(None) and t.view("Bo")["hand"] == [6]
    public = json.dumps(ENGINE.public_view(t.state).model_dump(mode="json"))
    assert '"hand":' not in public
    bo = ENGINE.public_view(t.state).seat("Bo")
    assert [p.face for p in bo.pieces] == ["4", None]  # field up, hand down


def test_s7_a_chick_shows_the_drawn_card_only_to_the_actor():
    t = digital()
    t.act("Ann", "chick")
    assert t.last_words() == "Ann chicks: pays 1, hand is now 2 cards"
    assert ENGINE.private_view(t.state, "Ann").detail == {"hand": [5, 3], "drawn": 3}
    assert ENGINE.private_view(t.state, "Bo").detail["hand"] == [6]
    assert [p.face for p in ENGINE.public_view(t.state).seat("Ann").pieces] == ["3", None, None]


def test_s7_the_drawer_of_a_chick_is_named_until_the_next_action_and_only_their_drawn_card_is_new():
    """§7 "A Chick shows the drawn card only to the actor": the public view names the seat that must see
    its hand before the screen passes (``news_for``, no card in it); the drawer's private view marks the
    drawn card; the next action, whatever it is, ends it."""
    t = digital()
    assert ENGINE.public_view(t.state).news_for is None
    t.act("Ann", "chick")
    public = ENGINE.public_view(t.state)
    assert public.news_for == "Ann" and public.to_act == "Bo"
    assert ENGINE.private_view(t.state, "Ann").fresh == (1,)  # her 3, the second card of her hand
    assert ENGINE.private_view(t.state, "Bo").fresh == ()
    t.act("Bo", "knock")
    assert ENGINE.public_view(t.state).news_for is None and ENGINE.private_view(t.state, "Ann").fresh == ()
    t.act("Cy", "chick")
    assert ENGINE.public_view(t.state).news_for == "Cy"
    t.act("Dee", "yuck")  # a Yuck is public: nobody has news
    assert ENGINE.public_view(t.state).news_for is None


def test_s6_a_physical_chick_gives_the_app_no_news():
    t = Table()
    t.fact("deal", fields=[3, 4, 9, 10])
    t.act("Ann", "chick")
    assert ENGINE.public_view(t.state).news_for is None


def test_s7_a_yuck_is_turned_up_by_the_app_and_logged_with_its_value():
    t = digital()
    t.act("Ann", "yuck")
    assert t.to_act == CHANCE
    assert ENGINE.describe(t.state, ENGINE.legal_actions(t.state)[0]) == "Ann turns up a card: 3, a pair of 3s; Ann is out and pays 3"
    moved = t.run.play(t.run.next_chance(), auto=True)
    assert moves(moved) == [("Ann", POT, 3, "YCKD-R5")]
    # the eliminated hand is never shown: face down in the view, absent from every public word
    ann = ENGINE.public_view(t.state).seat("Ann")
    assert [p.face for p in ann.pieces] == [None, None, None]
    assert t.view()["players"][0]["field"] == [] and t.view()["players"][0]["facedown"] == 3


def test_s7_a_written_flip_must_be_the_top_card():
    t = digital()
    t.act("Ann", "yuck")
    t.refused(None, "flip", InputError, card=9)
    t.fact("flip", card=3)


def test_s7_reveals_are_public_one_by_one_and_an_r13_winner_keeps_the_hand_hidden():
    t = digital()
    t.knock("Ann", "Bo", "Cy", "Dee")
    assert t.to_act == TABLE and ENGINE.choices(t.state)[0].label == "Reveal Ann's hand"
    t.fact("reveal")
    assert t.last_words() == "Ann reveals 5: score 8"
    assert ENGINE.public_view(t.state).seat("Ann").pieces[-1].face == "5"
    t.refused(None, "reveal", InputError, cards=[1])  # Bo's hand is a 6
    t.fact("reveal", cards=6)  # a one-card hand may be written as its value
    assert t.rnd.next_revealer == "Cy" and t.run.played[-1].action.cards == [6]


def public_record(t: Table) -> tuple:
    """Everything the table sees: the public view and every log line."""
    words = [ENGINE.describe(t.run.state_at(i), p.action) for i, p in enumerate(t.run.played)]
    return ENGINE.public_view(t.state).model_dump(mode="json"), words


def test_s7_h4_off_eliminated_hands_and_an_unrevealed_winners_hand_are_never_shown():
    games = []
    for hands in ([5, 6, 7, 8], [2, 10, 1, 6]):  # the same round with other hidden hands
        t = Table(mode="digital")
        t.deal_deck(deck_for(hands, [3, 4, 9, 10], [3]))
        t.act("Ann", "yuck")
        t.run.play(t.run.next_chance(), auto=True)  # a 3: Ann is out
        t.act("Bo", "down", owner="Bo", card=4)
        t.act("Cy", "down", owner="Cy", card=9)  # Dee wins alone, unrevealed
        assert t.phase == "deal" and t.view()["last_round"]["winner"] == "Dee"
        games.append(public_record(t))
    assert games[0] == games[1]


def test_h4_every_hand_is_shown_after_the_round():
    t = Table(mode="digital", reveal_hands_after_round=True, seed=None)
    t.deal_deck(deck_for([5, 6, 7, 8], [3, 4, 9, 10]))
    t.act("Ann", "down", owner="Ann", card=3)
    t.act("Bo", "down", owner="Bo", card=4)
    t.act("Cy", "down", owner="Cy", card=9)
    assert t.view()["last_round"]["hands"] == {"Ann": [5], "Bo": [6], "Cy": [7], "Dee": [8]}
    off = Table(mode="digital", seed=None)
    off.deal_deck(deck_for([5, 6, 7, 8], [3, 4, 9, 10]))
    for p, v in (("Ann", 3), ("Bo", 4), ("Cy", 9)):
        off.act(p, "down", owner=p, card=v)
    assert off.view()["last_round"]["winner"] == "Dee" and "hands" not in off.view()["last_round"]


def test_s7_undo_stops_at_the_deal_a_chick_a_flip_and_a_reveal_but_not_a_knock():
    players = ["Ann", "Bo", "Cy", "Dee"]
    session = Session("Night", players)
    session.new_game(ENGINE, players, mode="digital", seed=3, chips=50)
    assert session.undo_blocker() is not None  # the deal
    run = session.game.run
    who = ENGINE.to_act(run.state)
    session.act({"by": who, "do": "knock"})
    assert session.undo_blocker() is None
    session.undo()
    session.act({"by": who, "do": "chick"})
    with pytest.raises(UndoError):
        session.undo()
    nxt = ENGINE.to_act(run.state)
    session.act({"by": nxt, "do": "yuck"})  # with the app's flip
    assert session.undo_blocker() is not None
    assert ENGINE.is_barrier(run.state, ENGINE.parse_action({"do": "reveal"}), "digital")
    assert not ENGINE.is_barrier(run.state, ENGINE.parse_action({"do": "reveal"}), "physical")


# -- §9: a player leaves ------------------------------------------------------------------------------

def test_s9_a_player_leaving_between_rounds_takes_their_chips_and_is_not_ranked():
    t = bo_starts()
    t.act("Bo", "down", owner="Bo", card=3)
    t.act("Cy", "down", owner="Cy", card=8)
    t.act("Dee", "down", owner="Dee", card=9)  # Ann wins and would start
    moved = t.act("Ann", "leave")
    assert moves(moved) == [("Ann", BANK, 73, "YCKD-§9")]
    assert t.state.next_starter == "Bo"  # the next player clockwise from Ann's seat
    t.deal(5, 3, 8)
    assert t.to_act == "Bo" and t.rnd.order == ("Bo", "Cy", "Dee")
    t.act("Bo", "down", owner="Bo", card=5)
    t.act("Cy", "down", owner="Cy", card=3)  # Dee wins the round
    t.act("Bo", "leave")
    t.act("Cy", "leave")
    assert t.phase == "over" and t.state.ended_by == "§9"
    places = ENGINE.standings(t.state)
    assert [(p.name, p.result) for p in places] == [("Dee", "won"), ("Ann", "left"), ("Bo", "left"), ("Cy", "left")]
    assert ENGINE.outcome(t.state).left == ("Ann", "Bo", "Cy")


def test_s9_a_player_leaving_on_their_turn_is_out_without_paying_the_streak_resets_and_play_passes():
    t = bo_starts()
    t.knock("Bo", "Cy")
    moved = t.act("Dee", "leave")
    assert moves(moved) == [("Dee", BANK, 49, "YCKD-§9")]
    assert t.pot == 4 and t.rnd.out["Dee"] == "left" and t.rnd.streak == 0 and t.to_act == "Ann"
    assert "out of this round, the ante stays in the pot" in t.last_words()
    t.refused("Ann", "down", owner="Dee", card=9)  # the leaver's cards are out of play


def test_s9_a_leaver_during_the_showdown_is_skipped_and_may_leave_one_player_who_wins():
    t = bo_starts()
    t.knock("Bo", "Cy", "Dee", "Ann")
    t.fact("reveal", cards=[3])  # Bo out: pair of 3s
    t.act("Cy", "leave")
    assert t.rnd.next_revealer == "Dee"
    t.act("Dee", "leave")  # only Ann is left: she wins unrevealed (R13)
    assert t.state.rnd.winner == "Ann" and t.state.rnd.how == "unrevealed" and t.phase == "deal"


def test_s9_the_yucker_leaving_before_the_flip_voids_the_flip():
    t = bo_starts()
    t.act("Bo", "yuck")
    t.act("Bo", "leave")
    assert t.phase == "turn" and t.to_act == "Cy" and t.rnd.deck_count == 47


def test_s9_a_leaver_leaving_one_player_in_the_round_gives_them_the_pot():
    t = Table("Ann Bo", any_player_count=True)
    t.deal(5, 3)
    t.act("Ann", "leave")
    assert t.phase == "over" and t.chips("Bo") == 51 and t.state.rnd.winner == "Bo"


def test_s9_a_leaver_while_the_table_names_the_starter():
    t = Table(table_picks_starter=True)
    t.deal(3, 5, 3, 9)
    t.act("Ann", "leave")
    assert t.phase == "turn" and t.to_act == "Cy"


# -- CORE-E1: the table ends the game early ---------------------------------------------------------------

def test_core_e1_ending_early_shares_the_pot_among_the_players_still_in_and_carries_the_rest():
    t = bo_starts()
    t.act("Bo", "down", owner="Cy", card=8)  # pot 12
    t.act("Cy", "leave")
    moved = ENGINE.end_early(t.state).transfers
    assert moves(moved) == [(POT, p, 4, "CORE-E1") for p in ("Ann", "Bo", "Dee")]
    t.act(None, "end-game")
    assert t.phase == "over" and t.pot == 0 and ENGINE.carry(t.state).pots == {}
    t2 = bo_starts()
    t2.act(None, "end-game")  # pot 4 among 4
    t3 = Table("Ann Bo Cy Dee Eve")
    t3.deal(5, 3, 8, 9, 10)
    t3.act("Bo", "knock")
    t3.act("Cy", "chick")  # pot 6 among 5: 1 each, 1 carried
    t3.act(None, "end-game")
    assert t3.chips("Ann") == 50 and ENGINE.balances(t3.state)[CARRY] == 1
    assert ENGINE.carry(t3.state).pots == {CARRY: 1}
    assert ENGINE.public_view(t3.state).pots[-1].account == CARRY


# -- setup, standings, carry -------------------------------------------------------------------------------

@pytest.mark.parametrize("n, h5, ok", [(3, False, False), (4, False, True), (6, False, True), (7, False, False),
                                        (2, True, True), (8, True, True), (9, True, False), (1, True, False)])
def test_d17_h5_four_to_six_players_or_two_to_eight(n, h5, ok):
    names = tuple("ABCDEFGHIJ"[:n])
    setup = Setup(game="yuck-chick-knock-down", players=names, chips={p: 50 for p in names},
                  options={"any_player_count": h5})
    if ok:
        ENGINE.validate_setup(setup)
    else:
        with pytest.raises(InputError):
            ENGINE.validate_setup(setup)


def test_s2_h1_the_default_stack_is_50_and_a_start_position_sets_round_and_starter():
    assert ENGINE.default_chips == 50
    t = Table(start={"round": 4, "starter": "Cy"}, rounds=4)
    t.deal(1, 2, 3, 4)
    assert t.to_act == "Cy" and t.state.round == 4
    for p, v in (("Cy", 3), ("Dee", 4), ("Ann", 1)):
        t.act(p, "down", owner=p, card=v)
    assert t.phase == "over" and t.state.ended_by == "E2c"  # round 4 of 4
    with pytest.raises(InputError):
        Table(start={"round": 0})
    with pytest.raises(InputError):
        Table(start={"starter": "Zed"})
    with pytest.raises(InputError):
        Table(start={"deck": [1, 2]}, mode="digital")
    with pytest.raises(InputError):
        Table(start={"deck": list(range(55))})  # physical


def test_a_start_deck_fixes_the_next_digital_shuffle():
    deck = deck_for([5, 6, 7, 8], [3, 4, 9, 10])
    t = Table(mode="digital", start={"deck": deck})
    t.run.play(t.run.next_chance(), auto=True)
    assert t.rnd.hands["Ann"] == (5,) and t.rnd.fields["Dee"] == (10,)


def test_the_next_game_is_started_by_the_last_round_winner_and_nothing_is_carried():
    t = bo_starts()
    for p, v in (("Bo", 3), ("Cy", 8), ("Dee", 9)):
        t.act(p, "down", owner=p, card=v)
    t.act(None, "end-game")
    carry = ENGINE.carry(t.state)
    assert carry.dealer == "Ann" and carry.pots == {}
    assert ENGINE.credit(t.setup) is False


def test_standings_are_empty_until_the_game_is_over():
    assert ENGINE.standings(bo_starts().state) == []


# -- the views and choices ----------------------------------------------------------------------------------

def test_choices_name_each_action_with_its_key_and_cost():
    t = bo_starts()
    t.act("Bo", "chick")
    t.knock("Cy", "Dee")
    got = [(c.label, c.key, c.amount, c.group) for c in ENGINE.choices(t.state)]
    assert got[:3] == [("Yuck: turn up a card", "y", None, "main"), ("Chick: draw a card (pay 1)", "c", 1, "main"),
                       ("Knock (3 of 4)", "k", None, "main")]
    assert got[3:] == [("Down: take your own 5 (pay 5)", "1", 5, "down"), ("Down: take Bo's 3 (pay 3)", "2", 3, "down"),
                       ("Down: take Cy's 8 (pay 8)", "3", 8, "down"), ("Down: take Dee's 9 (pay 9)", "4", 9, "down")]
    t.act("Ann", "knock")
    t.act("Bo", "knock")  # 4 of 4
    c = ENGINE.choices(t.state)
    assert [(x.label, x.entry, x.group) for x in c] == [("Enter Cy's 1 card", "cards", "table")]


def test_physical_facts_are_offered_with_their_entries():
    t = Table()
    assert [(c.entry, c.group, c.label) for c in ENGINE.choices(t.state)] == [("grid", "table", "Enter the field cards")]
    t.deal(5, 3, 8, 9)
    t.act("Bo", "yuck")
    assert [(c.entry, c.key) for c in ENGINE.choices(t.state)] == [("card", "f")]


def test_the_public_view_shows_turn_starter_pot_and_notes():
    t = bo_starts()
    t.yuck("Bo", 6)
    pv = ENGINE.public_view(t.state)
    bo = pv.seat("Bo")
    assert "starter" in bo.roles and "turn" in pv.seat("Cy").roles
    assert bo.note == "field 9 · hand 1" and [p.face for p in bo.pieces] == ["3", "6", None]
    assert pv.pot_total == 4 and pv.turn_text == "Cy" and pv.phase_text == "Turns"
    assert pv.summary == "Round 1: Cy to act · knocks 0 of 4 · deck 46"
    json.dumps(pv.model_dump(mode="json"))


def test_every_transfer_reason_has_words():
    reasons = ENGINE.reasons()
    for rid in ("YCKD-R1", "YCKD-R5", "YCKD-R6", "YCKD-R8", "YCKD-R12", "YCKD-R15", "YCKD-§9", "CORE-E1", "CORE-E1c"):
        assert ENGINE.reason_text(rid) != rid and rid in reasons


def test_a_game_reopened_from_its_snapshot_is_the_game_a_full_replay_gives():
    from tableapp.core.i18n import language
    from tableapp.core.snapshot import _Unpickler, image

    from test_snapshot import played_night, reopen, same_game

    night = played_night("yuck-chick-knock-down", 300, seed=5)
    entries = list(night.game.entries)
    cut = len(entries) * 2 // 3
    early = reopen(night, entries[:cut], None)
    early._word(early.game)
    blob = image(early.game, language())
    assert _Unpickler(io.BytesIO(blob)).load()["state"] == early.game.run.state  # the restricted unpickler reads it
    same_game(reopen(night, entries, blob), reopen(night, entries, None))
