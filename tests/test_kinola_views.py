"""What the screens read from the public view, in the engine's words (§6, §7): each payment with its
text, the round start of a player who cannot pay (§5.3), the led suit (R6, a joker leads hearts),
the Kinola's story ("Kinola taken by X (holder Y)", R7) and the settled round's line."""
from kinola_table import Table, deck_for


def test_each_payment_due_at_the_round_start_comes_with_its_words():
    """§6: the table reads every ante before the deal."""
    t = Table()
    assert [d["text"] for d in t.view()["due"]] == ["Bo antes 5", "Cy antes 5", "Dee antes 5", "Ann antes 10"]
    assert t.view()["due_note"] == ""


def test_a_player_who_cannot_pay_at_the_round_start_is_named_with_what_follows():
    """§5.3, D10 (and H2): everything is paid, the player is bankrupt, the round is still played."""
    t = Table(chips={"Ann": 200, "Bo": 3, "Cy": 200, "Dee": 200})
    view = t.view()
    assert view["due"][0]["text"] == "Bo antes 5: pays only 3 and is bankrupt"
    assert view["due_note"].startswith("Bo cannot pay in full: pays everything and is bankrupt; the round is "
                                       "still dealt and played")
    h2 = Table(chips={"Ann": 200, "Bo": 3, "Cy": 200, "Dee": 200}, bankrupt_ends_at_once=True)
    assert "the game ends without dealing" in h2.view()["due_note"]


def test_the_settled_round_and_its_payments_are_worded_for_everyone():
    """§7: at the end of a round every payment is public, in words."""
    t = Table()
    t.deal()
    t.result({"Ann": ("zero", 10, 3), "Bo": ("zero", 0, 0), "Cy": ("zero", 20, 6), "Dee": ("zero", 10, 3)},
             held="Bo", took="Cy")
    last = t.view()["last_round"]
    assert [p["text"] for p in last["payments"]] == ["Bo takes the pot of 25", "Cy pays Bo 20", "Dee pays Bo 10",
                                                     "Ann pays Bo 10"]
    assert last["kinola_text"] == "Kinola taken by Cy (holder Bo): Bo takes the pot of 25"
    assert last["text"].startswith("Bo wins the round with 0 points; Kinola taken by Cy (holder Bo)")


def test_the_led_suit_is_public_and_a_led_joker_leads_hearts():
    """R6, D13: jokers are hearts."""
    players = ("Ann", "Bo", "Cy", "Dee", "Eve")
    deck = deck_for(players, "Ann", {"Bo": ["JOKER1", "AS"], "Cy": ["2H", "KS"]})
    t = Table("Ann Bo Cy Dee Eve", mode="digital")
    t.deal(deck)
    t.reserve(Bo="AS", Cy="KS")
    t.reserve(Dee=t.view("Dee")["hand"][0])
    t.reserve(Eve=t.view("Eve")["hand"][0])
    t.reserve(Ann=t.view("Ann")["hand"][0])
    assert t.view()["led"] is None
    t.play("JOKER1")
    assert t.view()["led"] == "H"
