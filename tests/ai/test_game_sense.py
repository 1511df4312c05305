"""The normal coach plays the game as it stands: risks that follow the score and the clock, no
turn wasted while an activation still has value, and a new carrier with a guard beside him."""

from __future__ import annotations

from pathlib import Path

import pytest

from samurai_bowl.ai.heuristic import HeuristicCoach
from samurai_bowl.ai.planners.urgency import LAST_GASP, Situation, game_nerve, situation
from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act
from samurai_bowl.engine.saves.files import load_match
from tests.ai.turns import play_turn
from tests.rules.match_builder import crane_v_lion, position, sq
from tests.teams.helpers import make_team

POSITIONS = Path(__file__).parent / "positions"


def test_a_level_game_late_without_the_ball_is_not_waited_out(data: GameData) -> None:
    """Normal Unicorn (away) against Crab, 0-0, the second half's second turn: the Crab carrier
    grinds forward in his cage, several Unicorn men stand in Crab tackle zones and no two-dice
    block exists. The coach used to end the turn with no activation at all; the men who cannot
    reach the carrier now take their places in his way."""
    m = load_match(data, POSITIONS / "idle_at_level_late.json")
    assert m.pending is not None and m.pending.kind == "turn" and m.pending.side == 1
    assert (m.half, m.teams[0].score, m.teams[1].score) == (2, 0, 0)
    coach = HeuristicCoach(5049, "normal")
    first = coach.choose(m)
    assert first.act is Act.ACTIVATE
    assert coach.last is not None
    assert "in the screen in front of" in coach.last.reason or "safety" in coach.last.reason


@pytest.mark.parametrize(
    ("half", "turns", "behind", "blitzes"),
    [
        (1, (2, 2), False, False),  # early and level: the long blitz is not worth its dodge
        (2, (7, 7), True, True),  # behind in the last turns: it is
        (2, (7, 7), False, False),  # level late, but their carrier cannot score next turn: not yet
    ],
)
def test_a_long_blitz_on_the_carrier_when_the_game_calls_for_it(
    data: GameData, half: int, turns: tuple[int, int], behind: bool, blitzes: bool
) -> None:
    # our only man (0) is marked by two Lions; the Lion carrier stands four squares off
    m, _ = position(
        data,
        *crane_v_lion(),
        [],
        {0: (8, 5), 13: (9, 5), 14: (9, 4), 11: (12, 5), 12: (13, 8)},
        ball_carrier=11,
        half=half,
        turns=turns,
    )
    if behind:
        m.teams[1].score = 1
    coach = HeuristicCoach(0)
    first = coach.choose(m)
    assert (first.act is Act.ACTIVATE) is blitzes
    if blitzes:
        assert coach.plan[-1].act is Act.BLOCK and coach.plan[-1].square == sq(12, 5)
        assert coach.last is not None and coach.last.chance < 0.7  # below the level's usual nerve


@pytest.mark.parametrize(("turns", "runs_in"), [((5, 5), False), ((8, 8), True)])
def test_the_halfs_last_turn_takes_any_chance_to_score(
    data: GameData, turns: tuple[int, int], runs_in: bool
) -> None:
    # the marked carrier is six squares out: scoring needs a dodge and two surges
    m, _ = position(
        data,
        *crane_v_lion(),
        [],
        {0: (15, 5), 11: (16, 4), 14: (16, 6), 12: (3, 8)},
        ball_carrier=0,
        turns=turns,
    )
    coach = HeuristicCoach(0)
    coach.choose(m)
    assert coach.last is not None
    assert ("runs in to score" in coach.last.reason) is runs_in
    if runs_in:
        assert coach.last.chance < 0.5  # below what the level asks on any other turn
        assert m.pitch.scores_for(coach.plan[-1].square, m.pieces[0].side)  # type: ignore[arg-type]


def test_ahead_late_the_ball_is_kept_safe(data: GameData) -> None:
    m, _ = position(
        data, *crane_v_lion(), [], {0: (10, 5), 11: (16, 4)}, ball_carrier=0, half=2, turns=(6, 6)
    )
    normal = HeuristicCoach(0).nerve
    level = game_nerve(normal, situation(m, 0))
    assert (level.pass_on, level.surge_on) == (normal.pass_on, normal.surge_on)
    m.teams[0].score = 1
    ahead = game_nerve(normal, situation(m, 0))
    assert ahead.pass_on == 1.0 and ahead.surge_on == 1.0  # no pass or surge that could lose it
    assert game_nerve(HeuristicCoach(0, "easy").nerve, situation(m, 0)) == HeuristicCoach(0, "easy").nerve
    assert normal.score > LAST_GASP


def test_a_free_man_guards_the_ball_before_the_pick_up(data: GameData) -> None:
    """The loose ball lies in the open with four Lions able to reach it next turn: before the
    pick-up, a free team-mate walks up beside it, so the new carrier ends the turn guarded."""
    m, dice = position(
        data,
        *crane_v_lion(),
        [("d6", 6)],  # the pick-up
        {9: (6, 5), 1: (7, 8), 11: (15, 4), 12: (15, 5), 13: (15, 7), 14: (16, 6)},
        ball_square=sq(10, 5),
    )
    coach = HeuristicCoach(0)
    first = coach.choose(m)
    assert coach.last is not None and "beside the loose ball" in coach.last.reason
    assert first.act is Act.ACTIVATE
    m.apply(first)
    play_turn(m, coach)
    dice.finish()
    carrier = m.ball.carrier
    assert carrier is not None and m.pieces[carrier].side == 0
    at = m.pieces[carrier].square
    assert at is not None
    assert any(
        p.square is not None and p.standing and p.index != carrier and m.pitch.distance(p.square, at) == 1
        for p in m.side_pieces(0)
    )


def test_a_unicorn_drive_hands_the_ball_to_a_battle_maiden_who_scores_sooner(data: GameData) -> None:
    """A lineman (MA5) has the ball with a Battle Maiden (MA8) free ahead of him: he walks up and
    hands her the ball, and she runs it on to where she can score next turn, unmarked; walking it
    himself he would be two turns or more from the end zone."""
    home = make_team("unicorn", {"lineman": 9, "battle_maiden": 2}, name="Unicorns")
    away = make_team("lion", {"lineman": 11}, name="Lions")
    m, dice = position(
        data,
        home,
        away,
        [("d6", 5)],  # the hand-off
        {0: (6, 7), 9: (9, 6), 11: (17, 2), 12: (17, 11), 13: (19, 7)},
        ball_carrier=0,
        rerolls=(2, 0),
    )
    coach = HeuristicCoach(0)
    coach.choose(m)
    assert coach.last is not None and "hands the ball on to" in coach.last.reason
    assert coach.plan[-1].act is Act.HAND_OFF
    play_turn(m, coach)
    dice.finish()
    assert m.ball.carrier == 9
    maiden = m.pieces[9]
    assert maiden.square is not None and not m.board_view.tz[1][maiden.square]
    lineman_walk = 6 + m.pieces[0].ma  # the farthest column the lineman could have reached
    x = m.pitch.xy(maiden.square)[0]
    assert x > lineman_walk and 22 - x <= maiden.ma + 2  # scoring reach next turn


@pytest.mark.parametrize(
    ("now", "chasing"),
    [
        (Situation(lead=0, turns_left=3, second_half=True, ball="theirs", they_can_score=True), True),
        (Situation(lead=0, turns_left=3, second_half=True, ball="theirs", they_can_score=False), False),
        (Situation(lead=-1, turns_left=2, second_half=True, ball="loose"), True),
        (Situation(lead=-1, turns_left=5, second_half=True, ball="loose"), False),
        (Situation(lead=-1, turns_left=1, second_half=False, ball="theirs", they_can_score=True), False),
        (Situation(lead=-1, turns_left=1, second_half=True, ball="ours"), False),
    ],
)
def test_when_the_game_slips_away(now: Situation, chasing: bool) -> None:
    assert now.chasing is chasing
    nerve = game_nerve(HeuristicCoach(0).nerve, now)
    assert nerve.one_die_blocks is chasing


@pytest.mark.parametrize(
    ("beside", "dodged"),
    [
        pytest.param(False, True, id="alone: a marked team-mate dodges over"),
        pytest.param(True, False, id="guarded already: nobody dodges"),
    ],
)
def test_the_turns_last_move_puts_a_man_beside_a_lone_carrier(
    data: GameData, beside: bool, dodged: bool
) -> None:
    """The carrier has run and stands alone with three Lions able to reach him next turn; the one
    team-mate left is marked. With nothing safe left to do, he dodges to stand beside the
    carrier, unless a team-mate stands there already."""
    at = {9: (6, 5), 0: (4, 5), 11: (3, 5), 12: (12, 5), 13: (12, 7), 14: (13, 4)}
    if beside:
        at[1] = (7, 6)
    m, dice = position(data, *crane_v_lion(), [("d6", 6)] if dodged else [], at, ball_carrier=9)
    m.acted.update({9, 1})  # the carrier, and the guard where there is one, have acted this turn
    coach = HeuristicCoach(0)
    first = coach.choose(m)
    said = coach.last.reason if coach.last is not None else ""
    assert ("dodges over to stand beside the ball carrier" in said) is dodged
    texts = [e.text for e in m.apply(first)] + play_turn(m, coach)
    dice.finish()
    guard = m.pieces[0]
    assert guard.square is not None and guard.standing
    assert (m.pitch.distance(guard.square, sq(6, 5)) == 1) is dodged
    assert any("Dodge" in t or "dodge" in t for t in texts) is dodged
