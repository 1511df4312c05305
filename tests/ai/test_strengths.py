"""Fast clans play to their speed: a marked carrier dodges clear to where he is safest, a carrier
throws the ball to a free team-mate well up the pitch, a marked receiver dodges free to get open;
and the man who marks their carrier blocks him when the block is good."""

from __future__ import annotations

from samurai_bowl.ai.heuristic import NERVE, HeuristicCoach
from samurai_bowl.ai.planners import Planners
from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.state.pieces import Status
from tests.rules.match_builder import activate, crane_v_lion, position, sq


def activation(m: Match, coach: HeuristicCoach) -> list[Action]:
    """The actions of the coach's next activation in home's turn, applied."""
    first = coach.choose(m)
    assert first.act is Act.ACTIVATE
    taken = [first]
    m.apply(first)
    while m.pending is not None and m.pending.kind != "turn":
        action = coach.choose(m)
        taken.append(action)
        m.apply(action)
    return taken


def test_a_marked_carrier_dodges_clear_away_from_the_sideline(data: GameData) -> None:
    """Catcher 9 (Dodge) holds the ball at (8, 5), marked by a Lion at (9, 5), with another Lion far
    up the pitch: he dodges out and stops where he is off the sideline and the fewest can reach."""
    m, _ = position(data, *crane_v_lion(), [("d6", 6)], {9: (8, 5), 11: (9, 5), 12: (20, 10)}, ball_carrier=9)
    coach = HeuristicCoach(0)
    activation(m, coach)
    assert coach.last is not None and "dodges free" in coach.last.reason
    carrier = m.pieces[9]
    assert m.ball.carrier == 9 and carrier.square is not None
    x, y = m.pitch.xy(carrier.square)
    assert not m.board.tz[1][carrier.square]
    assert 2 <= y <= m.pitch.width - 3  # not left where one push puts him in the crowd
    assert x > 8  # and farther up the pitch than he was


def test_the_carrier_passes_to_a_free_team_mate_farther_up(data: GameData) -> None:
    """Thrower 7 at (2, 7) can walk the ball to x = 9 at most; catcher 9 stands free at (6, 7) and
    could run it to x = 13. The quick pass (2 in 3 to throw and catch) goes to him, and he runs on
    with the ball in the same turn."""
    m, dice = position(
        data,
        *crane_v_lion(),
        [("d6", 6), ("d6", 6)],
        {7: (2, 7), 9: (6, 7), 11: (22, 1), 12: (22, 12)},
        ball_carrier=7,
        rerolls=(2, 0),
    )
    coach = HeuristicCoach(0)
    taken = activation(m, coach)
    assert Action(Act.PASS, piece=7, square=sq(6, 7)) in taken
    assert coach.last is not None and "passes to" in coach.last.reason
    assert m.ball.carrier == 9 and not dice.remaining
    activation(m, coach)
    assert m.ball.carrier == 9 and m.pitch.xy(m.pieces[9].square)[0] > 9  # type: ignore[arg-type]


def test_a_marked_receiver_dodges_free_to_get_open(data: GameData) -> None:
    """Our carrier stands free at (4, 7); catcher 10 is marked at (8, 2) by a Lion at (9, 2). The
    catcher dodges out to a square ahead of the carrier, out of every tackle zone."""
    m, _ = position(
        data, *crane_v_lion(), [("d6", 6)], {7: (4, 7), 10: (8, 2), 11: (9, 2), 12: (22, 12)}, ball_carrier=7
    )
    coach = HeuristicCoach(0)
    moved: list[list[Action]] = []
    while m.pending is not None and m.pending.kind == "turn" and m.pending.side == 0:
        if coach.choose(m).act is Act.END_TURN:
            break
        moved.append(activation(m, coach))
    catcher = [taken for taken in moved if taken[0].piece == 10]
    assert catcher and catcher[0][1].act is Act.MOVE
    square = m.pieces[10].square
    assert square is not None and not m.board.tz[1][square]
    assert m.pitch.xy(square)[0] > m.pitch.xy(m.pieces[7].square)[0]  # type: ignore[arg-type]


def test_the_man_who_marks_their_carrier_blocks_him_when_the_block_is_good(data: GameData) -> None:
    """Their carrier at (10, 7) is marked by our man at (11, 7); another of ours walks up from
    (14, 7) to mark him too, and there, with the first man's assist, throws the two-dice block
    rather than ending his action beside him."""
    m, _ = position(
        data,
        *crane_v_lion(),
        [("block", "defender_down"), ("block", "pushed"), ("d6", 1), ("d6", 1), ("d8", 1)],
        {0: (11, 7), 1: (14, 7), 11: (10, 7), 12: (22, 12)},
        ball_carrier=11,
    )
    coach = HeuristicCoach(0)
    taken = activation(m, coach)
    assert taken[0] == Action(Act.ACTIVATE, piece=1) and taken[1].act is Act.MOVE
    assert Action(Act.BLOCK, piece=1, square=sq(10, 7)) in taken
    assert m.ball.carrier != 11


def play_turn(m: Match, coach: HeuristicCoach) -> None:
    """Home's whole turn by the coach, applied."""
    while m.pending is not None and m.pending.side == 0:
        m.apply(coach.choose(m))


def test_a_fallen_man_stands_up_at_his_corner_of_the_cage(data: GameData) -> None:
    """Our carrier stands free at (10, 7) and lineman 1 lies at the corner (9, 6): the cage planner
    has him stand up where he lies, and activated so he is on his feet at the corner."""
    m, _ = position(
        data,
        *crane_v_lion(),
        [],
        {7: (10, 7), 1: (9, 6, Status.PRONE), 11: (22, 1), 12: (22, 12)},
        ball_carrier=7,
    )
    plan = Planners(m, NERVE["normal"]).cage(m, 0, m.pieces[1])
    assert plan is not None and "corner of the cage" in plan.reason
    activate(m, 1)
    for action in plan.actions:
        m.apply(action)
    assert m.pieces[1].status is Status.STANDING and m.pieces[1].square == sq(9, 6)


def test_a_fallen_man_beside_their_carrier_stands_up_to_mark_him(data: GameData) -> None:
    """Their carrier, Lion 11, holds the ball at (12, 7); our lineman 0 lies beside him at (11, 7).
    He stands up there, his tackle zone back on the carrier."""
    m, _ = position(
        data, *crane_v_lion(), [], {0: (11, 7, Status.PRONE), 11: (12, 7), 12: (22, 12)}, ball_carrier=11
    )
    play_turn(m, HeuristicCoach(0))
    marker = m.pieces[0]
    assert marker.status is Status.STANDING and marker.square == sq(11, 7)
    assert m.ball.carrier == 11 and m.board.tz[0][sq(12, 7)]


def test_a_fallen_man_with_nothing_to_do_still_stands_up(data: GameData) -> None:
    """The ball is theirs far away and lineman 2 lies alone in our half: he gets up."""
    m, _ = position(
        data, *crane_v_lion(), [], {2: (3, 3, Status.PRONE), 11: (20, 7), 12: (22, 12)}, ball_carrier=11
    )
    play_turn(m, HeuristicCoach(0))
    assert m.pieces[2].status is Status.STANDING


def test_a_block_frees_the_marked_carrier_before_he_dodges(data: GameData) -> None:
    """Our carrier 7 at (10, 7) is marked by Lion 11 at (11, 7); lineman 0 beside the Lion at (11, 6)
    has two dice on him (the carrier assists). The turn opens with that block, so the carrier can
    walk on without a dodge, rather than with the carrier's dodge."""
    m, _ = position(
        data, *crane_v_lion(), [], {7: (10, 7), 0: (11, 6), 11: (11, 7), 12: (22, 12)}, ball_carrier=7
    )
    coach = HeuristicCoach(0)
    assert coach.choose(m) == Action(Act.ACTIVATE, piece=0)
    assert coach.last is not None and coach.last.actions == (Action(Act.BLOCK, piece=0, square=sq(11, 7)),)
    assert "to free the ball carrier" in coach.last.reason


def test_a_receiver_moving_up_keeps_out_of_the_carriers_way(data: GameData) -> None:
    """Our carrier, thrower 7, stands free at (5, 7); catcher 9 moves up ahead of him, but not onto
    the carrier's row or the rows either side within his next walk, where he would stand in the way."""
    m, _ = position(
        data, *crane_v_lion(), [], {7: (5, 7), 9: (4, 7), 11: (14, 0), 12: (14, 13)}, ball_carrier=7
    )
    plan = Planners(m, NERVE["normal"]).support(m, 0, m.pieces[9])
    assert plan is not None and plan.actions[-1].square is not None
    x, y = m.pitch.xy(plan.actions[-1].square)
    assert x > 5 and not (x <= 5 + m.pieces[7].ma and abs(y - 7) <= 1)
