"""The one spell of the game and Ikoma Ujiaki's fury are spent when they change the game."""

from __future__ import annotations

from samurai_bowl.ai.heuristic import HeuristicCoach
from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.teams.model import Team
from tests.rules.match_builder import activate, position, sq
from tests.teams.helpers import make_team


def phoenix_v_lion(shugenja: bool = True) -> tuple[Team, Team]:
    return (
        make_team("phoenix", {"apprentice": 11}, name="Phoenix", team_shugenja=shugenja),
        make_team("lion", {"lineman": 11}, name="Lions"),
    )


def test_void_strike_on_the_opposing_ball_carrier(data: GameData) -> None:
    m, _ = position(data, *phoenix_v_lion(), [], {0: (3, 3), 11: (10, 5), 12: (15, 5)}, ball_carrier=11)
    assert HeuristicCoach(0).choose(m) == Action(Act.VOID_STRIKE, square=sq(10, 5))


def test_the_spell_is_kept_when_nothing_is_worth_it(data: GameData) -> None:
    m, _ = position(data, *phoenix_v_lion(), [], {0: (3, 3), 11: (10, 5), 12: (15, 5)}, ball_square=sq(8, 8))
    action = HeuristicCoach(0).choose(m)
    assert action.act not in (Act.VOID_STRIKE, Act.FIRES_FROM_WITHIN, Act.INNER_FIRE)


def test_fires_from_within_along_a_line_of_three_opponents(data: GameData) -> None:
    home = make_team("crab", {"lineman": 11}, name="Crabs", team_shugenja=True)
    away = make_team("lion", {"lineman": 11}, name="Lions")
    m, _ = position(
        data, home, away, [], {0: (3, 3), 11: (10, 5), 12: (10, 6), 13: (10, 7)}, ball_square=sq(1, 1)
    )
    action = HeuristicCoach(0).choose(m)
    assert action.act is Act.FIRES_FROM_WITHIN
    assert action.square in (sq(10, 5), sq(10, 7))


def test_ujiaki_fury_before_a_turn_of_blocks(data: GameData) -> None:
    home = make_team("lion", {"lineman": 11}, name="Lions", special_staff=True)
    away = make_team("crab", {"lineman": 11}, name="Crabs")
    at = {0: (5, 5), 1: (5, 6), 2: (5, 7), 11: (6, 5), 12: (6, 6), 13: (6, 7)}
    m, _ = position(data, home, away, [], at, ball_square=sq(1, 1))
    assert HeuristicCoach(0).choose(m) == Action(Act.USE_STAFF, choice=1)
    quiet, _ = position(data, home, away, [], {0: (5, 5), 11: (15, 5)}, ball_square=sq(1, 1))
    assert HeuristicCoach(0).choose(quiet).act is not Act.USE_STAFF


def test_augury_is_kept_for_a_roll_that_loses_the_ball(data: GameData) -> None:
    home = make_team("crab", {"lineman": 11}, name="Crabs", team_shugenja=True)
    away = make_team("lion", {"lineman": 11}, name="Lions")
    # a plain dodge by a man without the ball fails: the spell is kept
    m, _ = position(data, home, away, [("d6", 1)], {0: (5, 5), 11: (6, 5)}, ball_square=sq(1, 1))
    activate(m, 0)
    m.apply(Action(Act.MOVE, piece=0, square=sq(4, 5)))
    assert m.pending is not None and m.pending.kind == "augury"
    assert HeuristicCoach(0).choose(m) == Action(Act.AUGURY, choice=0)
    # a failed pick-up: cast it
    m, _ = position(data, home, away, [("d6", 1)], {0: (5, 5), 11: (15, 5)}, ball_square=sq(6, 5))
    activate(m, 0)
    m.apply(Action(Act.MOVE, piece=0, square=sq(6, 5)))
    assert m.pending is not None and m.pending.kind == "augury"
    assert HeuristicCoach(0).choose(m) == Action(Act.AUGURY, choice=1)
