"""R3.1 coin toss and R12 kickoff from the start of a match, every die scripted."""

from __future__ import annotations

from typing import Any

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.dice.sources import ScriptedDice
from samurai_bowl.engine.match import Match
from tests.rules.match_builder import crane_v_lion, sq

PRE_GAME = [("d6", 3), ("d6", 4), ("d6", 2)]  # weather 3+4 = 7: fine; coin toss 2: home wins


def kick_to(
    data: GameData, target: tuple[int, int], after_kick: list[tuple[str, Any]]
) -> tuple[Match, ScriptedDice]:
    """Home wins the toss and kicks; both take the Balanced formation; home kicks to ``target``."""
    # kickoff chart 3+4 = 7: the weather is rolled again, 5+5 = 10, still fine
    dice = ScriptedDice([*PRE_GAME, ("d6", 3), ("d6", 4), ("d6", 5), ("d6", 5), *after_kick], data.block_dice)
    m = Match(data, *crane_v_lion(), seed=0, dice=dice)
    assert m.pending.kind == "coin_toss" and m.pending.side == 0  # type: ignore[union-attr]
    m.apply(Action(Act.CHOOSE_KICK, choice=1))
    for side in (0, 1):
        assert m.pending.kind == "setup" and m.pending.side == side  # type: ignore[union-attr]
        assert Action(Act.END_SETUP) not in m.legal_actions()  # nobody on the pitch yet
        m.apply(Action(Act.FORMATION, choice=0))
        m.apply(Action(Act.END_SETUP))
    assert m.pending.kind == "kick"  # type: ignore[union-attr]
    m.apply(Action(Act.KICK, square=sq(*target)))
    return m, dice


def test_r3_1_weather_and_coin_toss_are_rolled_and_logged(data: GameData) -> None:
    m, _ = kick_to(data, (18, 6), [("d8", 5), ("d6", 1), ("d8", 5)])
    texts = [e.text for e in m.events]
    assert texts[0] == "Weather: rolled 3+4 — The Light of Amaterasu"
    assert texts[1] == "Cranes hold the Imperial Favor"  # R9.6: roster PH 37 against 33
    assert texts[2] == "Coin toss (1-3 home, 4-6 away): rolled 2 — Cranes win the toss"
    assert m.weather == "light_of_amaterasu"


def test_r12_2_scatter_then_one_bounce_to_an_empty_square(data: GameData) -> None:
    # target (18, 6): scatter right 1 to (19, 6), bounce right to (20, 6), nobody there
    m, dice = kick_to(data, (18, 6), [("d8", 5), ("d6", 1), ("d8", 5)])
    assert m.ball.square == sq(20, 6) and m.ball.carrier is None
    assert "Kickoff chart: rolled 3+4 — Weather" in [e.text for e in m.events]
    assert m.pending.kind == "turn" and m.pending.side == 1  # type: ignore[union-attr]
    dice.finish()


def test_r12_3_a_standing_model_catches_the_kick(data: GameData) -> None:
    # the away Balanced formation has a model at (19, 6): kick to (20, 5), scatter left 1 to
    # (19, 5), bounce down onto him at (19, 6); he catches with a 5
    m, dice = kick_to(data, (20, 5), [("d8", 4), ("d6", 1), ("d8", 7), ("d6", 5)])
    catcher = m.board.at(sq(19, 6))
    assert catcher is not None and m.ball.carrier == catcher.index
    dice.finish()


def test_r12_4_touchback_when_the_kick_ends_in_the_kicking_half(data: GameData) -> None:
    m, dice = kick_to(data, (13, 6), [("d8", 4), ("d6", 2), ("d8", 4)])
    assert m.pending.kind == "touchback" and m.pending.side == 1  # type: ignore[union-attr]
    receiver = m.legal_actions()[0]
    m.apply(receiver)
    assert m.ball.carrier == receiver.piece
    assert m.pending.kind == "turn" and m.pending.side == 1  # type: ignore[union-attr]
    dice.finish()


def test_r12_4_touchback_when_the_kick_leaves_the_pitch(data: GameData) -> None:
    m, dice = kick_to(data, (22, 1), [("d8", 3), ("d6", 3)])
    assert m.pending.kind == "touchback"  # type: ignore[union-attr]
    dice.finish()


def test_r12_1_the_kick_goes_to_the_receiving_half(data: GameData) -> None:
    dice = ScriptedDice(PRE_GAME, data.block_dice)
    m = Match(data, *crane_v_lion(), seed=0, dice=dice)
    m.apply(Action(Act.CHOOSE_KICK, choice=0))  # home receives: away kicks into home's half
    for _ in (0, 1):
        m.apply(Action(Act.FORMATION, choice=1))
        m.apply(Action(Act.END_SETUP))
    targets = {m.pitch.xy(a.square)[0] for a in m.legal_actions()}  # type: ignore[arg-type]
    assert targets == set(range(12))
