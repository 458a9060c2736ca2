"""The New game dialog never starts a game with other chips than it shows (money: the night's chips).

A new user ticked names in the dialog and it silently switched "Everyone starts with" to "Carry over": a
Kinola showing "Everyone starts with 200" started everyone on the 50 they held, a Chicken or Llama showing
"3 · Fixed by the rules of this game" (CL-S2) on 20. Here, for every game and each chips choice, driven as
a person would (clicks, Space on a name, typed numbers, the Start button): ticking and unticking names
never changes the choice, and each seat starts with what the dialog showed just before Start, in the
game's public view and in the ledger ('carry over': the chips held from the night's earlier games plus the
rebuy typed)."""
import re

import pytest
from PySide6.QtCore import Qt

from tableapp.core.session import Session
from tableapp.games.registry import GAMES, engine_for

from ui_helpers import answer_dialog, settings_dir, start_app  # noqa: F401 - fixtures
from ui_layout import LATIN

ROSTER = LATIN[:7]
HELD = 40  # what an earlier game leaves everyone (a Pairs game ended at once: the chips as bought)


def night(tmp_path, start_app):
    """A night of seven after a Pairs game the table ended at once: everyone holds 40."""
    w = start_app(tmp_path)
    c = w.controller
    c.set_session(Session("Night", ROSTER, w.store))
    c.start_game(engine_for("pairs"), players=ROSTER, mode="physical", chips=HELD)
    assert c.submit(c.parse_action({"do": "end-game"})), c.last_error
    assert c.session.balances() == {p: HELD for p in ROSTER}
    return w


def toggle(qtbot, d, row: int) -> None:
    """Space on a name: it is ticked or unticked."""
    d.player_list.setCurrentRow(row)
    qtbot.keyClick(d.player_list, Qt.Key.Key_Space)


def choice(d) -> tuple:
    return ("carry" if d.carry.isChecked() else "fresh" if d.fresh.isChecked() else None), d.stack.value()


def shown_stacks(d) -> dict[str, int]:
    """What the dialog shows each player ticked will start with: the number beside "Everyone starts
    with", or what the player holds ("(holds N)") plus the rebuy typed."""
    if d.fresh.isChecked():
        return {p: int(d.stack.text()) for p in d.players()}
    out = {}
    for label, (name, spin) in zip(d.rebuys._labels, d.rebuys.spins.items()):
        # (on the first page, or on a page (tab) of their own at larger text)
        assert label.isVisibleTo(d.rebuy_box) and not d.rebuy_box.isHidden() and label.text().startswith(name)
        out[name] = int(re.search(r"\(holds (-?\d+)\)", label.text()).group(1)) + int(spin.text())
    return out


def type_number(qtbot, spin, n: int) -> None:
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, str(n))
    assert spin.value() == n


def started_stacks(w) -> tuple[dict[str, int], dict[str, int]]:
    """Each seat's chips as the new game starts: its public view, and the ledger (held + bought - cashed)."""
    s = w.controller.session
    run = s.game.run
    view = run.engine.public_view(run.engine.start(run.setup))
    seats = {seat.name: seat.chips for seat in view.seats}
    ledger = {p: HELD for p in run.setup.players}
    for row in s.ledger():
        if row.game == len(s.games) and row.action == 0:
            if row.dst in ledger:
                ledger[row.dst] += row.amount
            if row.src in ledger:
                ledger[row.src] -= row.amount
    return seats, ledger


def players_for(engine) -> int:
    return min(max(4, engine.min_players), engine.max_players)


def test_ticking_names_never_switches_the_chips_choice(qtbot, tmp_path, start_app):
    """As the new user met it: the dialog opens on all seven, the game needs fewer; unticking names
    until it can start leaves "Everyone starts with" / "Carry over" as it was shown (and the game
    starts so). Chicken or Llama's rules give everyone 3 coins (CL-S2): "Everyone starts with 3"."""
    from tableapp.ui.game_setup import GameSetupDialog

    for game in ("kinola", "chicken-or-llama"):
        w = night(tmp_path / game, start_app)
        seen_before = {}

        def look(d):
            d.game_combo.setCurrentIndex(d.game_combo.findData(game))
            before = choice(d)
            if game == "chicken-or-llama":
                assert before == ("fresh", 3) and not d.stack.isEnabled()
            for row in range(len(ROSTER) - 1, players_for(engine_for(game)) - 1, -1):
                toggle(qtbot, d, row)
                assert choice(d) == before, (game, row)
            toggle(qtbot, d, 0)  # one more out and back in
            toggle(qtbot, d, 0)
            assert choice(d) == before
            seen_before["stacks"] = shown_stacks(d)
            assert d.start_button.isEnabled(), d.error.text()
            qtbot.mouseClick(d.start_button, Qt.MouseButton.LeftButton)

        seen = answer_dialog(qtbot, GameSetupDialog, look)
        w.new_game()
        seen.check()
        assert seen and w.controller.session.game.run.setup.game == game
        seats, ledger = started_stacks(w)
        assert seats == ledger == seen_before["stacks"], game
        if game == "chicken-or-llama":
            assert set(seats.values()) == {3}


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize("how", ["fresh", "carry", "as opened"])
def test_each_seat_starts_with_what_the_dialog_showed(qtbot, tmp_path, start_app, game, how):
    """``how``: "Everyone starts with" (a number typed where the rules let the table choose) or "Carry
    over" (a rebuy typed) clicked, or the choice the dialog opened with for the game (carry over: the
    chips as held can start every game but Chicken or Llama, whose rules give 3 coins, CL-S2)."""
    from tableapp.ui.game_setup import GameSetupDialog

    engine = engine_for(game)
    w = night(tmp_path, start_app)
    shown = {}

    def look(d):
        d.game_combo.setCurrentIndex(d.game_combo.findData(game))
        if how == "as opened":
            assert d.fresh.isChecked() == engine.fixed_chips and d.carry.isChecked() != engine.fixed_chips
        else:
            button = d.fresh if how == "fresh" else d.carry
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            assert button.isChecked()
        if how == "fresh" and not engine.fixed_chips:
            type_number(qtbot, d.stack, 37)
        wanted = choice(d)
        for row in range(len(ROSTER) - 1, players_for(engine) - 1, -1):
            toggle(qtbot, d, row)
            assert choice(d) == wanted, row
        for row in (0, 0):  # out and back in
            toggle(qtbot, d, row)
            assert choice(d) == wanted
        if how == "carry":
            # a rebuy from the bank (for everyone in Liar Dice: equal stacks, LD-H1)
            for name in d.players() if game == "liar-dice" else d.players()[1:2]:
                type_number(qtbot, d.rebuys.spins[name], 5)
        d.digital.click()
        d.physical.click()
        assert choice(d) == wanted
        shown.update(shown_stacks(d))
        assert d.start_button.isEnabled(), d.error.text()
        qtbot.mouseClick(d.start_button, Qt.MouseButton.LeftButton)

    seen = answer_dialog(qtbot, GameSetupDialog, look)
    w.new_game()
    seen.check()
    assert seen and w.controller.session.game.run.setup.game == game
    assert len(shown) == players_for(engine)
    if how == "as opened":
        assert set(shown.values()) == {engine.default_chips if engine.fixed_chips else HELD}
    elif how == "fresh":
        assert set(shown.values()) == {engine.default_chips if engine.fixed_chips else 37}
    else:
        assert sorted(shown.values()) == ([HELD + 5] * len(shown) if game == "liar-dice"
                                          else [HELD] * (len(shown) - 1) + [HELD + 5])
    seats, ledger = started_stacks(w)
    assert seats == ledger == shown


def test_a_number_being_typed_is_not_started_with(qtbot, tmp_path, start_app):
    """An emptied "Everyone starts with" box would start the game with the number it held before,
    no longer shown: Start waits for a number."""
    from tableapp.ui.game_setup import GameSetupDialog

    w = start_app(tmp_path)
    w.controller.set_session(Session("Night", ROSTER[:4], w.store))
    d = GameSetupDialog(w.controller, w)
    qtbot.addWidget(d)
    d.game_combo.setCurrentIndex(d.game_combo.findData("pairs"))
    d.stack.setFocus()
    d.stack.selectAll()
    qtbot.keyClick(d.stack, Qt.Key.Key_Backspace)
    assert d.stack.text() == "" and not d.start_button.isEnabled() and d.error.text()
    qtbot.keyClicks(d.stack, "60")
    assert d.start_button.isEnabled()
