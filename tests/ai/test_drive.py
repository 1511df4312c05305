"""The normal coach's drive: how its carrier and receivers move the ball up the pitch (R5.3, R5.4,
R6.1, R10.3). Home (Cranes, MA 7, AG 3) attacks the end zone at x = 22..23."""

from __future__ import annotations

from samurai_bowl.ai.heuristic import NERVE, HeuristicCoach
from samurai_bowl.ai.plan import to_goal
from samurai_bowl.ai.planners import Planners
from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from tests.ai.turns import play_turn
from tests.rules.match_builder import crane_v_lion, position, sq


def test_the_carrier_surges_into_next_turns_scoring_reach(data: GameData) -> None:
    # a walk of 7 ends at x = 12, 10 squares out: next turn's 7 squares and two surges fall one short;
    # one Surge of Speed (2+, 5 in 6) ends at x = 13, from where he can score next turn
    m, dice = position(data, *crane_v_lion(), [("d6", 4)], {0: (5, 5), 11: (20, 13)}, ball_carrier=0)
    texts = play_turn(m, HeuristicCoach(0))
    assert any(t.startswith("Surge of Speed") for t in texts)
    carrier = m.pieces[0]
    assert m.ball.carrier == 0 and carrier.square is not None
    assert m.pitch.xy(carrier.square)[0] == 13 and to_goal(m, 0, carrier.square) == 9
    dice.finish()


def test_the_carrier_walks_when_the_walk_keeps_him_in_reach(data: GameData) -> None:
    # from x = 7 a walk ends at x = 14, 8 squares out: in next turn's reach without a roll now
    m, dice = position(data, *crane_v_lion(), [], {0: (7, 5), 11: (20, 13)}, ball_carrier=0)
    texts = play_turn(m, HeuristicCoach(0))
    assert not any(t.startswith("Surge of Speed") for t in texts)
    assert m.pieces[0].square is not None and m.pitch.xy(m.pieces[0].square)[0] == 14
    dice.finish()


def test_a_receiver_waits_where_a_hand_off_next_turn_scores(data: GameData) -> None:
    # the carrier (0) has walked this turn to x = 8, 14 squares out; the catcher (9) runs to where
    # the carrier can reach him next turn (8 squares) and from where he walks in without a roll
    m, _ = position(data, *crane_v_lion(), [], {0: (8, 5), 9: (9, 9), 11: (2, 12)}, ball_carrier=0)
    m.acted.add(0)
    plans = Planners(m, NERVE["normal"])
    plan = plans.support(m, 0, m.pieces[9])
    assert plan is not None and "hand-off" in plan.reason
    spot = plan.actions[-1].square
    assert spot is not None
    assert to_goal(m, 0, spot) <= m.pieces[9].ma  # he walks in from there
    assert m.pitch.distance(spot, sq(8, 5)) <= m.pieces[0].ma + 1  # the carrier gets beside him
    for action in (Action(Act.ACTIVATE, piece=9), *plan.actions):
        m.apply(action)
    m.apply(next(a for a in m.legal_actions() if a.act is Act.END_ACTIVATION))
    assert m.pieces[9].square == spot
    # next turn, from the same square: the carrier runs to him, hands off, and he can score
    m.acted.clear()
    relay = Planners(m, NERVE["normal"]).relay(m, 0, m.pieces[0], [m.pieces[9]])
    assert relay is not None and relay.actions[-1].act is Act.HAND_OFF


def test_the_pick_up_goes_to_the_man_who_can_run_on_farthest(data: GameData) -> None:
    # both Cranes pick up at 3+ (R6.1); 1 reaches the ball in one step, 0 needs three and would
    # have three squares left, not six
    m, dice = position(
        data,
        *crane_v_lion(),
        [("d6", 5), ("d6", 4)],
        {0: (3, 5), 1: (5, 5), 11: (20, 13)},
        ball_square=sq(6, 5),
    )
    play_turn(m, HeuristicCoach(0))
    assert m.ball.carrier == 1
    # six more squares and a Surge of Speed into next turn's scoring reach
    assert m.pieces[1].square is not None and m.pitch.xy(m.pieces[1].square)[0] == 13
    dice.finish()


def test_a_marked_carrier_with_no_team_re_roll_left_dodges_free(data: GameData) -> None:
    # no team re-roll this half: waiting will not make the dodge (4+) likelier, so he takes it
    m, dice = position(
        data, *crane_v_lion(), [("d6", 4)], {0: (10, 5), 11: (11, 5)}, ball_carrier=0, rerolls=(0, 0)
    )
    texts = play_turn(m, HeuristicCoach(0))
    assert any(t.startswith("Dodge") and "success" in t for t in texts)
    carrier = m.pieces[0]
    assert m.ball.carrier == 0 and carrier.square is not None
    assert not m.board.tz[1][carrier.square]  # free of his marker
    dice.finish()


def test_a_marked_carrier_waits_for_a_team_re_roll(data: GameData) -> None:
    # the team still has a re-roll this half, spent already this turn: he waits for the next turn
    m, _ = position(data, *crane_v_lion(), [], {0: (10, 5), 11: (11, 5)}, ball_carrier=0, rerolls=(1, 0))
    m.team(0).reroll_used = True
    texts = play_turn(m, HeuristicCoach(0))
    assert not any(t.startswith("Dodge") for t in texts)
    assert m.pieces[0].square == sq(10, 5)


def test_the_pick_up_goes_to_the_man_who_can_score_after_it(data: GameData) -> None:
    # the thrower (7, Sure Hands: 8 in 9) needs all his movement to reach the ball, 7 squares out; the
    # lineman (1, 3+: 2 in 3) reaches it in one step and can run in with one surge: he goes for it
    m, dice = position(
        data,
        *crane_v_lion(),
        [("d6", 5), ("d6", 4)],
        {1: (14, 4), 7: (8, 5), 11: (2, 13)},
        ball_square=sq(15, 5),
    )
    texts = play_turn(m, HeuristicCoach(0))
    assert "Touchdown! Player 2 scores for Cranes" in texts
    dice.finish()


def test_the_turns_block_clears_the_way_to_a_loose_ball_first(data: GameData) -> None:
    # the ball lies beside a Lion (11): 0 blocks him with 1's assist (two dice) before 2 walks to the
    # ball, so the pick-up and the run after it need no dodge past him
    m, _ = position(
        data,
        *crane_v_lion(),
        [],
        {0: (14, 5), 1: (13, 4), 2: (9, 5), 11: (13, 5), 12: (2, 13)},
        ball_square=sq(12, 5),
    )
    coach = HeuristicCoach(0)
    first = coach.choose(m)
    assert first.act is Act.ACTIVATE and first.piece in (0, 1)
    assert coach.last is not None and "clear the way to the ball" in coach.last.reason
    assert coach.last.actions[-1] == Action(Act.BLOCK, piece=first.piece, square=sq(13, 5))


def test_support_walks_round_a_wall_to_reach_the_ball_without_a_dodge(data: GameData) -> None:
    # five Lions stand in a wall at x = 12 with the ball behind them: walking up to the wall leaves a
    # dodge to get through; the lineman (0) goes round its end instead
    wall = {11 + i: (12, 3 + i) for i in range(5)}
    m, _ = position(data, *crane_v_lion(), [], {0: (8, 5), **wall, 16: (2, 13)}, ball_square=sq(14, 5))
    plan = Planners(m, NERVE["normal"]).support(m, 0, m.pieces[0])
    assert plan is not None
    spot = plan.actions[-1].square
    assert spot is not None and not m.board.tz[1][spot]
    for action in (Action(Act.ACTIVATE, piece=0), *plan.actions):
        m.apply(action)
    m.apply(next(a for a in m.legal_actions() if a.act is Act.END_ACTIVATION))
    m.acted.clear()  # next turn, from there: onto the ball with no dodge
    way = m.reachable(0).get(sq(14, 5))
    assert way is not None and way.dodges == 0


def test_a_receiver_ready_for_a_hand_off_waits_there(data: GameData) -> None:
    # the catcher (9) stands where the carrier (0) can reach him next turn and walks in from: he stays
    m, _ = position(data, *crane_v_lion(), [], {0: (8, 5), 9: (16, 9), 11: (2, 12)}, ball_carrier=0)
    m.acted.add(0)
    assert Planners(m, NERVE["normal"]).support(m, 0, m.pieces[9]) is None
