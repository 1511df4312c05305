"""Odds before acting through the Match API: moves, reachable squares, passes, hand-offs, blocks."""

from __future__ import annotations

from fractions import Fraction as F

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.dice.chances import Roll, sequence
from samurai_bowl.engine.odds.before_acting import BlockOdds, Chance
from tests.rules.match_builder import activate, crane_v_lion, move, position, sq


def test_r5_3_odds_of_a_dodge_with_and_without_a_team_reroll(data: GameData) -> None:
    m, _ = position(data, *crane_v_lion(), [], {0: (5, 5), 11: (6, 6), 12: (3, 5)}, rerolls=(1, 0))
    activate(m, 0)
    chance = m.odds(Action(Act.MOVE, piece=0, square=sq(4, 4)))
    assert isinstance(chance, Chance)
    assert chance.success == F(1, 3)  # AG3 4+ at -1 (12's zone covers (4, 4))
    assert chance.with_team_reroll == 1 - (1 - F(1, 3)) ** 2
    assert m.odds(Action(Act.MOVE, piece=0, square=sq(4, 6))).success == F(1, 3)  # type: ignore[union-attr]


def test_r5_3_the_dodge_skill_is_in_the_odds(data: GameData) -> None:
    m, _ = position(data, *crane_v_lion(), [], {9: (5, 5), 11: (6, 6)})
    activate(m, 9)
    assert m.odds(Action(Act.MOVE, piece=9, square=sq(4, 4))).success == F(3, 4)  # type: ignore[union-attr]


def test_r5_4_surge_odds_once_ma_is_spent(data: GameData) -> None:
    m, _ = position(data, *crane_v_lion(), [], {4: (5, 5), 11: (20, 5)})
    activate(m, 4)
    for x in range(6, 13):
        move(m, 4, x, 5)
    assert m.odds(Action(Act.MOVE, piece=4, square=sq(13, 5))).success == F(5, 6)  # type: ignore[union-attr]


def test_reachable_squares_follow_the_activation(data: GameData) -> None:
    m, _ = position(data, *crane_v_lion(), [], {4: (5, 5), 11: (20, 5)}, ball_square=sq(8, 5))
    before = m.reachable(4)
    assert len({sq_ for sq_, p in before.items() if p.chance == 1}) > 0
    assert before[sq(12, 5)].surges == 0 and before[sq(13, 5)].surges == 1
    at_ball = before[sq(8, 5)]
    assert at_ball.picks_up and at_ball.chance == float(F(2, 3))  # AG3 pick-up: 3+ with +1
    assert m.path_odds(4, at_ball.steps).success == F(2, 3)  # exact, for a person to read
    activate(m, 4)
    move(m, 4, 6, 5)
    after = m.reachable(4)
    assert sq(14, 5) in after and sq(15, 5) not in after  # MA 7: 6 left + 2 surges from (6, 5)


def test_r10_pass_and_hand_off_odds(data: GameData) -> None:
    m, _ = position(data, *crane_v_lion(), [], {7: (5, 5), 9: (8, 5), 1: (6, 5), 11: (20, 5)}, ball_carrier=7)
    activate(m, 7)
    throw = m.odds(Action(Act.PASS, piece=7, square=sq(8, 5)))
    # quick pass 3+ with Pass (8/9), then a 4+ catch with Catch (3/4)
    assert throw.success == float(F(8, 9) * F(3, 4)) and throw.rolls == 2  # type: ignore[union-attr]
    hand = m.odds(Action(Act.HAND_OFF, piece=7, square=sq(6, 5)))
    assert hand.success == F(1, 2)  # type: ignore[union-attr]


def test_r7_block_odds(data: GameData) -> None:
    m, _ = position(data, *crane_v_lion(), [], {0: (5, 5), 1: (6, 4), 11: (6, 5)}, rerolls=(1, 0))
    activate(m, 0)
    block = m.odds(Action(Act.BLOCK, piece=0, square=sq(6, 5)))
    assert isinstance(block, BlockOdds)
    assert (block.dice, block.attacker_chooses, block.attacker_st, block.defender_st) == (2, True, 4, 3)
    assert sum(block.outcomes.values()) == 1
    # two dice, attacker picks. Without Block he prefers Pushed to Both Down (which floors him too):
    # a Defender Down or Stumbles on either die (20/36), or only Skulls and Both Downs with one Both Down (3/36)
    assert block.knockdown == F(20, 36) + F(3, 36)
    assert block.attacker_down == F(1, 36) + F(3, 36)
    assert block.knockdown_with_reroll == block.knockdown + (1 - block.knockdown) * block.knockdown
    assert sum(block.outcomes_with_reroll.values()) == 1
    assert block.outcomes_with_reroll["pushed"] == (1 - block.knockdown) * block.outcomes["pushed"]


def test_odds_for_actions_that_roll_nothing(data: GameData) -> None:
    m, _ = position(data, *crane_v_lion(), [], {0: (5, 5), 11: (20, 5)})
    activate(m, 0)
    assert m.odds(Action(Act.MOVE, piece=0, square=sq(6, 5))).success == 1  # type: ignore[union-attr]
    assert m.odds(Action(Act.END_ACTIVATION, piece=0)) is None


def test_moving_along_the_safest_path(data: GameData) -> None:
    # a Lion at (7, 5) marks the straight line; the safest way round avoids every dodge
    m, dice = position(data, *crane_v_lion(), [], {0: (5, 8), 11: (7, 5)})
    activate(m, 0)
    steps = m.path_actions(0, sq(9, 8))
    assert len(steps) == 4 and steps[-1].square == sq(9, 8)
    assert all(m.board.tz[1][a.square] == 0 for a in steps)  # type: ignore[index]  # no dodge on the way
    for action in steps:
        m.apply(action)
    assert m.pieces[0].square == sq(9, 8)
    assert m.path_actions(0, sq(23, 8)) == []
    dice.finish()


def test_r5_1_odds_of_a_move_he_cannot_make_are_none(data: GameData) -> None:
    m, _ = position(data, *crane_v_lion(), [], {0: (5, 5), 1: (6, 5), 11: (20, 5)})
    activate(m, 0)
    assert m.odds(Action(Act.MOVE, piece=0, square=sq(8, 5))) is None  # not next to him
    assert m.odds(Action(Act.MOVE, piece=0, square=sq(6, 5))) is None  # a team-mate stands there
    assert m.odds(Action(Act.MOVE, piece=0, square=10_000)) is None  # off the pitch


def test_r5_3_r11_1_exact_odds_of_a_whole_path(data: GameData) -> None:
    m, _ = position(data, *crane_v_lion(), [], {0: (5, 5), 11: (6, 6), 12: (3, 5)}, rerolls=(1, 0))
    activate(m, 0)
    # a dodge into 12's zone (4+ at -1), then out of it (4+): each may take the team re-roll
    odds = m.path_odds(0, (sq(4, 4), sq(4, 3)))
    assert (odds.success, odds.rolls) == (F(1, 3) * F(1, 2), 2)
    assert odds.with_team_reroll == sequence([Roll(F(1, 3)), Roll(F(1, 2))], team_reroll=True)
    path = m.reachable(0)[sq(4, 3)]  # the safest way: one dodge to (5, 4), then free
    exact = m.path_odds(0, path.steps)
    assert exact.success == F(1, 2) and path.chance == float(exact.success)
    assert path.chance_with_team_reroll == float(exact.with_team_reroll) == 0.75
    for steps in [
        (),
        (sq(4, 4), sq(8, 8)),
        (sq(6, 6),),
        tuple(sq(4, y) for y in range(4, -1, -1)) + tuple(sq(x, 0) for x in range(5, 12)),
    ]:
        assert m.path_odds(0, steps) is None  # nothing, a jump, a taken square, more than MA + surges
