"""R6.1, R11.1: a Sure Hands pick-up takes its skill re-roll, and then no team re-roll may follow,
so its chance is the same with a team re-roll left as without one."""

from __future__ import annotations

from fractions import Fraction as F

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.procedure import Ask
from tests.rules.match_builder import activate, crane_v_lion, position, sq

THROWER = 7  # Crane thrower: AG3, Dodge, Pass, Sure Hands
PICKUP = 1 - (1 - F(2, 3)) ** 2  # 3+ (AG3 4+ at +1), once more with Sure Hands: 8/9


def test_r11_1_sure_hands_pickup_is_not_team_rerolled_in_the_odds(data: GameData) -> None:
    m, _ = position(
        data, *crane_v_lion(), [], {THROWER: (5, 5), 11: (20, 5)}, rerolls=(2, 0), ball_square=sq(7, 5)
    )
    steps = (sq(6, 5), sq(7, 5))
    odds = m.path_odds(THROWER, steps)
    assert (odds.success, odds.with_team_reroll, odds.rolls) == (PICKUP, PICKUP, 1)
    path = m.reachable(THROWER)[sq(7, 5)]
    assert path.picks_up and path.chance == path.chance_with_team_reroll == float(PICKUP)


def test_r11_1_a_surge_before_a_sure_hands_pickup_still_takes_the_team_reroll(data: GameData) -> None:
    m, _ = position(
        data, *crane_v_lion(), [], {THROWER: (5, 5), 11: (20, 5)}, rerolls=(1, 0), ball_square=sq(13, 5)
    )
    odds = m.path_odds(THROWER, tuple(sq(x, 5) for x in range(6, 14)))  # MA 7, the 8th square a surge
    surge = F(5, 6)
    assert odds.success == surge * PICKUP
    # only the surge can take the team re-roll: it is spent on a failed surge, never on the pick-up
    assert odds.with_team_reroll == (surge + (1 - surge) * surge) * PICKUP


def test_r11_1_the_engine_offers_no_team_reroll_after_sure_hands(data: GameData) -> None:
    # the pick-up fails, Sure Hands fails too: a turnover with the team re-roll unspent
    m, dice = position(
        data,
        *crane_v_lion(),
        [("d6", 2), ("d6", 1), ("d8", 5)],
        {THROWER: (6, 5), 11: (20, 5)},
        rerolls=(1, 0),
        ball_square=sq(7, 5),
    )
    activate(m, THROWER)
    m.apply(Action(Act.MOVE, piece=THROWER, square=sq(7, 5)))
    assert m.pending is not None and m.pending.kind != Ask.REROLL.value
    assert m.team(0).rerolls == 1 and m.ball.carrier is None and m.ball.square == sq(8, 5)
    dice.finish()
