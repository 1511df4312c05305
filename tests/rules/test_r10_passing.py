"""R10 passes and hand-offs, R6.2 catches, through the Match API with scripted dice."""

from __future__ import annotations

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.match import Match
from tests.rules.match_builder import activate, crane_v_lion, position, sq

# crane: 0-6 linemen (no skills), 7-8 throwers (Dodge, Pass, Sure Hands), 9-10 catchers (Catch, Dodge)


def throw(m: Match, thrower: int, x: int, y: int, act: Act = Act.PASS) -> list[str]:
    return [e.text for e in m.apply(Action(act, piece=thrower, square=sq(x, y)))]


def test_r10_1_quick_pass_caught(data: GameData) -> None:
    m, dice = position(
        data, *crane_v_lion(), [("d6", 3), ("d6", 4)], {7: (5, 5), 9: (8, 5), 11: (15, 5)}, ball_carrier=7
    )
    activate(m, 7)
    texts = throw(m, 7, 8, 5)
    assert "Pass (quick pass) (Player 8): rolled 3+1, needed 4+, success" in texts
    assert "Player 10 catches the ball" in texts and m.ball.carrier == 9
    assert m.pending.kind == "turn" and m.pending.side == 0  # type: ignore[union-attr]  # no turnover
    dice.finish()


def test_r10_1_long_pass_with_the_pass_skill(data: GameData) -> None:
    m, dice = position(
        data,
        *crane_v_lion(),
        [("d6", 4), ("d6", 5), ("d6", 2), ("d6", 6)],
        {7: (5, 5), 9: (15, 5), 11: (20, 5)},
        ball_carrier=7,
    )
    activate(m, 7)
    texts = throw(m, 7, 15, 5)
    assert "Pass (long pass) (Player 8): rolled 4-1, needed 4+, failed" in texts
    assert "Pass (long pass) (Player 8): rolled 5-1, needed 4+, success (re-roll: Pass)" in texts
    assert "Catch (Player 10): rolled 6, needed 4+, success (re-roll: Catch)" in texts
    dice.finish()


def test_r10_1_only_standing_team_mates_within_twelve(data: GameData) -> None:
    m, _ = position(
        data, *crane_v_lion(), [], {7: (2, 5), 9: (15, 5), 10: (14, 6), 11: (20, 5)}, ball_carrier=7
    )
    activate(m, 7)
    targets = {m.pitch.xy(a.square) for a in m.legal_actions() if a.act is Act.PASS}  # type: ignore[arg-type]
    assert targets == {(14, 6)}  # (15, 5) is 13 squares away


def test_r10_2_inaccurate_pass_scatters_three_times_and_is_a_turnover(data: GameData) -> None:
    m, dice = position(
        data,
        *crane_v_lion(),
        [("d6", 2), ("d8", 5), ("d8", 5), ("d8", 5)],
        {0: (5, 5), 1: (8, 5), 11: (20, 5)},
        ball_carrier=0,
    )
    activate(m, 0)
    texts = throw(m, 0, 8, 5)
    assert m.ball.square == sq(11, 5) and m.ball.carrier is None
    assert "Turnover: Cranes' turn ends" in texts
    dice.finish()


def test_r10_2_an_inaccurate_pass_is_caught_at_minus_one(data: GameData) -> None:
    # it ends on a Lion at (11, 5): he catches with 5-1
    m, dice = position(
        data,
        *crane_v_lion(),
        [("d6", 2), ("d8", 5), ("d8", 5), ("d8", 5), ("d6", 5)],
        {0: (5, 5), 1: (8, 5), 11: (11, 5)},
        ball_carrier=0,
    )
    activate(m, 0)
    texts = throw(m, 0, 8, 5)
    assert "Catch (Player 1): rolled 5-1, needed 4+, success" in texts
    assert m.ball.carrier == 11 and "Turnover: Cranes' turn ends" in texts
    dice.finish()


def test_r4_4_an_accurate_pass_dropped_is_a_turnover(data: GameData) -> None:
    m, dice = position(
        data,
        *crane_v_lion(),
        [("d6", 5), ("d6", 2), ("d8", 7)],
        {0: (5, 5), 1: (8, 5), 11: (20, 5)},
        ball_carrier=0,
    )
    activate(m, 0)
    texts = throw(m, 0, 8, 5)
    assert m.ball.square == sq(8, 6) and "Turnover: Cranes' turn ends" in texts
    dice.finish()


def test_r10_3_hand_off_is_a_free_action(data: GameData) -> None:
    m, dice = position(
        data, *crane_v_lion(), [("d6", 4)], {0: (5, 5), 1: (6, 5), 11: (20, 5)}, ball_carrier=0
    )
    activate(m, 0)
    texts = throw(m, 0, 6, 5, Act.HAND_OFF)
    assert texts[0] == "Player 1 hands the ball to Player 2" and m.ball.carrier == 1
    assert not any(t.startswith("Catch") for t in texts)  # no catch roll
    assert any(a.act is Act.MOVE for a in m.legal_actions())  # the giver goes on
    dice.finish()


def test_r10_3_failed_hand_off_bounces_from_the_receiver(data: GameData) -> None:
    m, dice = position(
        data, *crane_v_lion(), [("d6", 3), ("d8", 5)], {0: (5, 5), 1: (6, 5), 11: (20, 5)}, ball_carrier=0
    )
    activate(m, 0)
    texts = throw(m, 0, 6, 5, Act.HAND_OFF)
    assert m.ball.square == sq(7, 5) and m.ball.carrier is None
    assert "Turnover: Cranes' turn ends" in texts
    dice.finish()
