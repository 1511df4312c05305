"""The side without the ball: men who cannot reach a quick carrier screen him and one drops deep as
the safety, a receiver who could score is marked, men stand between a loose ball and the
opponents, and in a Sneak Attack the surest hands run under the kick."""

from __future__ import annotations

from samurai_bowl.ai.defence import Defence
from samurai_bowl.ai.heuristic import NERVE, HeuristicCoach
from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act
from samurai_bowl.engine.match import Match
from samurai_bowl.teams.model import Team
from tests.rules.match_builder import position, sq
from tests.rules.test_r13_kickoff_events import EMPTY_LANDING, kickoff
from tests.teams.helpers import make_team

CARRIER = 20  # their catcher (MA 7, Dodge): Lions 0-10 at home, Cranes 11-21 away (catchers 20-21)


def lion_v_crane() -> tuple[Team, Team]:
    return (
        make_team("lion", {"lineman": 11}, name="Lions"),
        make_team("crane", {"lineman": 7, "thrower": 2, "catcher": 2}, name="Cranes"),
    )


def play_turn(m: Match, coach: HeuristicCoach) -> list[str]:
    """Home's whole turn by the coach; the reasons of its activations."""
    reasons = []
    while m.pending is not None and m.pending.side == 0:
        action = coach.choose(m)
        if m.pending.kind == "turn" and action.act is Act.ACTIVATE and coach.last is not None:
            reasons.append(coach.last.reason)
        m.apply(action)
        if action.act is Act.END_TURN:
            break
    return reasons


def xy(m: Match, piece: int) -> tuple[int, int]:
    square = m.pieces[piece].square
    assert square is not None
    return m.pitch.xy(square)


def test_men_who_cannot_reach_a_quick_carrier_screen_him_with_a_safety_deep(data: GameData) -> None:
    """Their catcher runs the ball at (18, 7) towards our end zone (x = 0-1); none of our three men
    can get next to him this turn. Two stand in a screen three squares in front of him, three
    rows apart so their tackle zones close the lanes, and one drops deep as the safety."""
    m, _ = position(
        data, *lion_v_crane(), [], {0: (8, 4), 1: (8, 10), 2: (6, 7), CARRIER: (18, 7)}, ball_carrier=CARRIER
    )
    reasons = play_turn(m, HeuristicCoach(0))
    spots = sorted(xy(m, p) for p in (0, 1, 2))
    deep, *screen = spots
    assert deep[0] <= 4, spots  # the safety, well behind the screen
    assert all(12 <= x <= 15 for x, _ in screen), spots  # in front of the carrier, not on him
    assert abs(screen[0][1] - screen[1][1]) >= 3  # spread to cover the lanes, not bunched
    assert all(abs(y - 7) <= 4 for _, y in screen)
    assert any("safety" in r for r in reasons) and any("screen" in r for r in reasons)


def receiver_marked(data: GameData) -> tuple[Match, HeuristicCoach]:
    """Their carrier at (18, 7), their other catcher free at (4, 3), our man at (8, 5): the
    match after the coach's first decision, and the coach."""
    m, _ = position(
        data,
        *lion_v_crane(),
        [("block", "pushed")],
        {0: (8, 5), CARRIER: (18, 7), 21: (4, 3)},
        ball_carrier=CARRIER,
    )
    coach = HeuristicCoach(0)
    m.apply(coach.choose(m))
    return m, coach


def test_a_receiver_who_could_score_is_marked(data: GameData) -> None:
    """Their other catcher stands free at (4, 3), a pass and a short run from our end zone; our man
    at (8, 5), far from the carrier, marks him on the side of our end zone."""
    m, coach = receiver_marked(data)
    assert coach.last is not None and "could take a pass and score" in coach.last.reason
    while m.pending is not None and m.pending.kind == "activation":
        action = coach.choose(m)
        if action.act is not Act.MOVE:
            break
        m.apply(action)
    x, y = xy(m, 0)
    assert max(abs(x - 4), abs(y - 3)) == 1  # his tackle zone is on the receiver
    assert action.act is Act.BLOCK  # and from there, stronger, he blocks him


def test_a_slow_carrier_in_his_cage_is_pressed_not_screened(data: GameData) -> None:
    """A slow carrier (a Lion, MA 6, no Dodge) is pressed: the men who cannot reach him close on him."""
    lions, cranes = lion_v_crane()
    m, _ = position(data, cranes, lions, [], {0: (4, 4), 11: (18, 7)}, ball_carrier=11)
    play_turn(m, HeuristicCoach(0))
    assert xy(m, 0)[0] >= 10  # straight at him, not back into a screen or deep


def test_a_man_not_going_for_the_loose_ball_stands_between_it_and_the_opponent(data: GameData) -> None:
    """The ball lies loose at (12, 7) with their catcher at (16, 7) able to reach it. Our man at
    (10, 7), the likeliest to pick it up, is kept to go for it; the other, at (7, 7), walks to the
    square beside the ball on the catcher's side, (13, 7), so the catcher must come through his
    tackle zone."""
    m, _ = position(
        data, *lion_v_crane(), [], {0: (10, 7), 1: (7, 7), CARRIER: (16, 7)}, ball_square=sq(12, 7)
    )
    defence = Defence(m, NERVE["normal"])
    assert defence.guard_ball(m, 0, m.pieces[0]) is None
    plan = defence.guard_ball(m, 0, m.pieces[1])
    assert plan is not None and plan.safe
    assert plan.actions[-1].square == sq(13, 7)
    assert "between the loose ball and" in plan.reason


def test_a_sneak_attack_sends_the_surest_hands_under_the_kick(data: GameData) -> None:
    """Kickoff 10, Sneak Attack: the Cranes' bonus turn comes before their kick to (16, 6) lands. The
    coach sends its throwers and catchers (Sure Hands or Catch, MA 7), with no roll, towards that
    square and a few rows either side of it, to pick the ball up when it comes down."""
    m, _, texts = kickoff(data, (4, 6), EMPTY_LANDING)
    assert "Cranes: a bonus turn (Sneak Attack)" in texts
    before = {p.index: p.square for p in m.side_pieces(0)}
    coach = HeuristicCoach(0)
    movers: list[int] = []
    while m.pending is not None and m.pending.side == 0:
        action = coach.choose(m)
        if m.pending.kind == "turn":
            if coach.last is None or "runs under the kick" not in coach.last.reason:
                break
            movers.append(action.piece)  # type: ignore[arg-type]
        if action.act is Act.BLOCK:
            break  # a block from where a runner stopped: the dice for it are not scripted here
        m.apply(action)
    assert m.ball.square is None  # still in the air: every step was taken without a roll
    # three runners: both throwers (Sure Hands) and the nearer catcher (Catch); no lineman
    assert sorted(movers) == [7, 8, 9]
    kick = sq(16, 6)
    for piece in movers:
        now = m.pieces[piece].square
        assert now is not None and before[piece] is not None
        assert m.pitch.distance(now, kick) < m.pitch.distance(before[piece], kick)  # type: ignore[arg-type]
    assert min(m.pitch.distance(m.pieces[p].square, kick) for p in movers) <= 3  # type: ignore[arg-type]
