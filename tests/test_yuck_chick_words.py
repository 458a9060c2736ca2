"""The public log's words that the panel work found wanting: R12's pairs as whole sentences (no
plural built by appending "s" inside a Japanese line), and H4's hands in the log, the only place
the table can read them in digital mode (the app deals the next round at once)."""
from tableapp.core.i18n import tr
from tableapp.games.yuck_chick.words import pairs_text

from yuck_chick_table import Table, deck_for


def test_r12_pairs_are_whole_sentences_for_one_two_and_three_values():
    assert pairs_text([7]) == "a pair of 7s"
    assert pairs_text([7, 8]) == "pairs of 7s and 8s"
    assert pairs_text([2, 7, 8]) == "pairs of 2, 7 and 8"  # no "2s, 7s" pieces glued together
    # every case is one message of its own, so a translation can word it whole
    assert tr("yuck_chick", "pairs of {a}s and {b}s") != tr("yuck_chick", "pairs of {values} and {last}")


def test_r12_a_showdown_with_three_pairs_names_them_in_one_sentence():
    t = Table("Ann Bo", any_player_count=True)
    t.deal(2, 9)  # Ann starts (lowest field card)
    t.yuck("Ann", 7)
    t.act("Bo", "knock")
    t.yuck("Ann", 8)
    for _ in range(2):  # Ann draws two more hand cards
        t.act("Bo", "knock")
        t.act("Ann", "chick")
    t.act("Bo", "knock")
    t.act("Ann", "knock")  # 2 of 2: Bo reveals first, Ann last
    t.fact("reveal", cards=[3])
    t.fact("reveal", cards=[2, 7, 8])
    assert t.last_words().startswith("Ann reveals 2 7 8: pairs of 2, 7 and 8, Ann is out and pays 17")


def test_h4_the_next_deal_shows_every_hand_of_the_round_just_played():
    t = Table(mode="digital", reveal_hands_after_round=True, seed=None)
    t.deal_deck(deck_for([5, 6, 7, 8], [3, 4, 9, 10]))
    t.act("Ann", "down", owner="Ann", card=3)
    t.act("Bo", "down", owner="Bo", card=4)
    ending = t.run.engine.legal_actions(t.state)
    assert not any("every hand" in t.run.engine.describe(t.state, a) for a in ending)  # nothing before it ends
    t.act("Cy", "down", owner="Cy", card=9)  # Dee is the last player in (R9)
    assert "every hand" not in t.last_words()
    t.deal_deck(deck_for([1, 2, 3, 4], [5, 6, 7, 8]))
    assert t.last_words().startswith("Round 1, every hand (H4): Ann 5, Bo 6, Cy 7, Dee 8; Round 2: everyone antes 1")


def test_d14_without_h4_the_log_never_names_a_hidden_hand():
    t = Table(mode="digital", seed=None)
    t.deal_deck(deck_for([5, 6, 7, 8], [3, 4, 9, 10]))
    t.act("Ann", "down", owner="Ann", card=3)
    t.act("Bo", "down", owner="Bo", card=4)
    t.act("Cy", "down", owner="Cy", card=9)
    words = t.last_words()
    assert words == "Cy downs: takes their own 9, pays 9 and is out; Dee is the last player in and wins the pot of 20 chips"
