"""R3.2 halves and turn counters, R3.6 re-rolls refreshed at half time, R3.7 full time; R3.4 refusals."""

from __future__ import annotations

import pytest

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action, IllegalAction
from samurai_bowl.engine.state.pieces import Status
from tests.rules.match_builder import crane_v_lion, position


def test_r3_2_r3_6_half_time_refreshes_rerolls_and_the_other_team_kicks(data: GameData) -> None:
    home, away = crane_v_lion()
    home = home.model_copy(update={"rerolls": 3})
    # away's 8th turn of the first half; home kicked this half, so away kicks the second
    m, _ = position(data, home, away, [], {0: (5, 5), 11: (15, 5)}, active=1, turns=(8, 8), rerolls=(0, 0))
    texts = [e.text for e in m.apply(Action(Act.END_TURN))]
    assert "End of half 1" in texts and "Half 2 begins" in texts
    assert m.half == 2 and m.teams[0].rerolls == 3 and m.teams[0].turn == 0
    assert m.pending.kind == "setup" and m.pending.side == 1  # type: ignore[union-attr]
    assert all(p.status is Status.RESERVES for p in m.pieces)


def test_r3_7_full_time_after_the_second_half(data: GameData) -> None:
    m, dice = position(
        data,
        *crane_v_lion(),
        [("d6", 3), ("d6", 4)],
        {0: (5, 5), 11: (15, 5)},
        active=1,
        half=2,
        turns=(8, 8),
    )
    texts = [e.text for e in m.apply(Action(Act.END_TURN))]
    assert texts[-1] == "Full time: Cranes 0 – 0 Lions"
    assert m.result is not None and m.result["winnings"] == [30, 40]  # R19.1: (d6 + 0) × 10, a draw
    dice.finish()
    assert m.pending is None and m.over and m.legal_actions() == []
    with pytest.raises(IllegalAction, match="the match is over"):
        m.apply(Action(Act.END_TURN))


def test_r3_3_turns_alternate_and_counters_move_by_themselves(data: GameData) -> None:
    m, _ = position(data, *crane_v_lion(), [], {0: (5, 5), 11: (15, 5)}, active=0, turns=(3, 2))
    assert m.teams[0].turn == 3
    m.apply(Action(Act.END_TURN))
    assert m.pending.side == 1 and m.teams[1].turn == 3  # type: ignore[union-attr]


def test_r3_4_ending_an_illegal_setup_says_why(data: GameData) -> None:
    from samurai_bowl.engine.dice.sources import ScriptedDice
    from samurai_bowl.engine.match import Match

    m = Match(data, *crane_v_lion(), seed=0, dice=ScriptedDice([("d6", 3), ("d6", 4), ("d6", 2)]))
    m.apply(Action(Act.CHOOSE_KICK, choice=1))
    m.apply(Action(Act.PLACE, piece=0, square=m.pitch.square(11, 6)))
    with pytest.raises(
        IllegalAction, match=r"R3.4: 1 players on the pitch, but 11 can play: place 11 \(10 more\)"
    ):
        m.apply(Action(Act.END_SETUP))
    with pytest.raises(IllegalAction, match=r"R3.4: square \(14, 6\) is not in your half"):
        m.apply(Action(Act.PLACE, piece=1, square=m.pitch.square(14, 6)))
