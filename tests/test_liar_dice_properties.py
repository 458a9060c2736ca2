"""Thousands of random legal Liar Dice games in both modes: chips always add up, nobody goes below
zero, every game ends, nobody sees dice they should not, and the saved log replays to the same game."""
import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tableapp.core.engine import CHANCE, Setup
from tableapp.core.ledger import BANK
from tableapp.core.run import GameRun
from tableapp.games.scripts import parse_script, play_script, result_json, script_of
from tableapp.core.session import Session, bank_total
from tableapp.games.liar_dice import ENGINE
from tableapp.games.liar_dice.actions import Call, Show, Void
from tableapp.games.liar_dice.hands import FACES, PIPS

GAMES_PER_EXAMPLE = 5
tables = st.fixed_dictionaries({
    "seed": st.integers(0, 2**32 - 1),
    "players": st.integers(2, 10),
    "chips": st.integers(1, 4),
    "mode": st.sampled_from(["physical", "digital"]),
    "options": st.fixed_dictionaries({
        "straight_beats_full_house": st.booleans(), "leaver_chips_to_bank": st.booleans(),
        "strict_raises": st.booleans(), "ordinary_dice": st.booleans(),
    }),
})


def pick_action(state, legal, rng: random.Random, voids: int):
    """A random legal action: first a kind of action, then one of that kind. Leaving and voiding
    are rare (voids capped) so that games are long enough to reach their end by play."""
    kinds: dict[str, list] = {}
    for a in legal:
        kinds.setdefault(a.do, []).append(a)
    if "leave" in kinds and (len(kinds) == 1 or rng.random() < 0.02):
        return rng.choice(kinds["leave"])
    if "void" in kinds and voids < 3 and rng.random() < 0.02:
        return kinds["void"][0]
    kinds.pop("leave", None)
    kinds.pop("void", None)
    action = rng.choice(kinds[rng.choice(sorted(kinds))])
    if isinstance(action, Show):  # the table reports random faces, in either form
        ordinary = state.rules.ordinary_dice
        faces = [rng.choice(PIPS if ordinary and rng.random() < 0.5 else FACES) for _ in range(5)]
        if rng.random() < 0.3:
            counts: dict[str, int] = {}
            for f in faces:
                counts[f] = counts.get(f, 0) + 1
            return Show(counts=counts)
        return Show(faces=faces)
    if isinstance(action, Call) and not state.rules.digital and state.phase != "open" and rng.random() < 0.5:
        return Call(by=action.by, call=action.call, rerolled=rng.randint(0, 5))
    return action


def check_view(state, players):
    public = ENGINE.view(state, None)
    assert public["dice"] is None
    json.dumps(public)
    seeing = [p for p in players if ENGINE.view(state, p)["dice"] is not None]
    assert len(seeing) <= 1
    assert all(ENGINE.view(state, p) == public for p in players if p not in seeing)  # no other leak
    if seeing:  # only the cup holder, and only in digital mode while they hold it before calling
        assert state.rules.digital and seeing[0] == public["cup_holder"]
        assert public["to_act"] in (seeing[0], CHANCE)
        assert public["phase"] in ("open", "reroll", "rerolling", "call")


def step_bound(n_players: int, chips: int) -> int:
    # each round ends within ~3 actions per raise over 90 calls; a round ends with a chip lost,
    # a void (capped at 3) or a leave (at most one per player)
    return (n_players * chips + 3 + n_players + 1) * 3 * 92


def play_random_game(setup: Setup, rng: random.Random) -> GameRun:
    run = GameRun(ENGINE, setup)
    total = sum(run.balances.values())
    returned = voids = steps = 0
    while ENGINE.to_act(run.state) is not None:
        steps += 1
        assert steps <= step_bound(len(setup.players), max(setup.chips.values())), "the game did not end"
        chance = run.next_chance()
        if chance is not None:
            transfers = run.play(chance, auto=True)
        else:
            action = pick_action(run.state, ENGINE.legal_actions(run.state), rng, voids)
            voids += isinstance(action, Void)
            transfers = run.play(action)  # checks the transfers against the balances
        returned += sum(t.amount for t in transfers if t.dst == BANK)
        bal = run.balances
        assert sum(bal.values()) == total - returned
        assert min(bal.values()) >= 0
        if steps % 11 == 0:
            check_view(run.state, setup.players)
    out = ENGINE.outcome(run.state)
    assert out.finished and out.winner is not None
    assert run.balances[out.winner] == total - returned  # the winner holds every chip left in play
    return run


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(table=tables)
def test_random_games_conserve_chips_end_and_replay_the_same(table):
    rng = random.Random(table["seed"])
    players = tuple(f"P{i}" for i in range(table["players"]))
    for g in range(GAMES_PER_EXAMPLE):
        setup = Setup(game="liar-dice", mode=table["mode"], players=players,
                      chips={p: table["chips"] for p in players}, options=table["options"],
                      seed=rng.randrange(10**9))
        ENGINE.validate_setup(setup)
        run = play_random_game(setup, rng)
        again = play_script(parse_script(script_of(run)))
        assert again.state == run.state
        assert result_json(again) == result_json(run)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(table=tables)
def test_random_games_through_a_session_keep_the_nights_ledger_whole(table):
    rng = random.Random(table["seed"])
    players = [f"P{i}" for i in range(table["players"])]
    night = Session("property", players)
    for g in range(2):
        night.new_game(ENGINE, players, mode=table["mode"], options=table["options"], chips=table["chips"],
                       seed=rng.randrange(10**9))
        run, voids, steps = night.run, 0, 0
        while ENGINE.to_act(run.state) is not None:
            steps += 1
            assert steps <= step_bound(len(players), table["chips"])
            assert ENGINE.to_act(run.state) != CHANCE  # the session draws the app's dice at once
            action = pick_action(run.state, ENGINE.legal_actions(run.state), rng, voids)
            voids += isinstance(action, Void)
            night.act(action)
            bal = night.balances()
            assert sum(bal.values()) == bank_total(night.ledger()) and min(bal.values()) >= 0
        again = play_script(parse_script(script_of(run)))
        assert again.state == run.state
