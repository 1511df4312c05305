"""The heuristic coach makes legal, sensible choices in set positions and plays whole matches."""

from __future__ import annotations

import random

import pytest

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.ai.heuristic import HeuristicCoach
from samurai_bowl.ai.random_coach import RandomCoach
from samurai_bowl.ai.setup_plan import SHAPES, SITUATION_SHAPES, STYLE, situation
from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.state.pieces import Side, Status
from tests.ai.turns import play_turn
from tests.rules.match_builder import crane_v_lion, position, sq
from tests.rules.test_r12_kickoff import kick_to
from tests.teams.helpers import make_team


def test_scores_from_one_square_out(data: GameData) -> None:
    m, _ = position(data, *crane_v_lion(), [], {0: (21, 5), 11: (10, 5)}, ball_carrier=0)
    texts = play_turn(m, HeuristicCoach(0))
    assert "Touchdown! Player 1 scores for Cranes" in texts


def test_picks_up_a_free_ball(data: GameData) -> None:
    m, dice = position(
        data,
        *crane_v_lion(),
        [("d6", 5), ("d6", 4)],
        {0: (5, 5), 1: (5, 9), 11: (20, 5)},
        ball_square=sq(8, 5),
    )
    play_turn(m, HeuristicCoach(0))
    assert m.ball.carrier == 0  # the nearer one went for it, and then carried it on (a surge into reach)
    dice.finish()


def test_takes_a_two_dice_block_first(data: GameData) -> None:
    # 0 blocks 11 alone (one die); 2 blocks 12 with 3's help (two dice, attacker picks): that comes first
    m, _ = position(
        data, *crane_v_lion(), [], {0: (5, 5), 11: (6, 5), 2: (10, 10), 3: (12, 11), 12: (11, 10)}
    )
    coach = HeuristicCoach(0)
    first = coach.choose(m)
    assert first.act is Act.ACTIVATE and first.piece in (2, 3)


def test_does_not_dodge_needlessly(data: GameData) -> None:
    # the ball is far away and safe with us: a marked lineman stays rather than dodging off
    m, _ = position(data, *crane_v_lion(), [], {0: (2, 5), 1: (10, 5), 11: (11, 6)}, ball_carrier=0)
    texts = play_turn(m, HeuristicCoach(0))
    assert not any(t.startswith("Dodge") for t in texts)
    assert m.pieces[1].square == sq(10, 5)  # every way off needs a dodge: he stays


@pytest.mark.parametrize("clan", ["crab", "crane", "dragon", "lion", "phoenix", "scorpion", "unicorn"])
def test_plays_whole_matches_for_every_clan(data: GameData, clan: str) -> None:
    rng = random.Random(7)
    ours = draft_team(data, clan, rng)
    theirs = draft_team(data, rng.choice(sorted(data.rosters)), rng)
    m = Match(data, ours, theirs, 7)
    coaches = (HeuristicCoach(7), RandomCoach(7))
    while m.pending is not None:
        action = coaches[m.pending.side].choose(m)
        assert action in m.legal_actions()
        m.apply(action)
    assert m.teams[0].score > m.teams[1].score  # better than chance, every clan


def corners(m: Match, square: int) -> list[int]:
    x, y = m.pitch.xy(square)
    return [sq(x + dx, y + dy) for dx in (-1, 1) for dy in (-1, 1)]


def test_cages_the_carrier(data: GameData) -> None:
    # the carrier walks up without a roll; four team-mates close around him on the diagonals
    m, dice = position(
        data,
        *crane_v_lion(),
        [],
        {0: (4, 6), 1: (7, 3), 2: (7, 9), 3: (8, 5), 4: (8, 8), 11: (22, 0), 12: (22, 13)},
        ball_carrier=0,
    )
    play_turn(m, HeuristicCoach(0))
    carrier = m.pieces[0].square
    assert carrier is not None and m.ball.carrier == 0
    assert m.pitch.xy(carrier)[0] > 4  # he advanced
    occupants = [m.board.at(s) for s in corners(m, carrier)]
    assert all(p is not None and int(p.side) == 0 for p in occupants)
    dice.finish()  # and nobody needed a roll


def test_hands_off_to_a_team_mate_who_can_score(data: GameData) -> None:
    # the lineman (0) cannot reach the end zone; the catcher (9) can. A hand-off (4+) beats a pass
    # (4+, then a catch on 4+ with Catch's re-roll: 38%)
    m, dice = position(
        data, *crane_v_lion(), [("d6", 4)], {0: (10, 6), 9: (16, 6), 11: (3, 1)}, ball_carrier=0
    )
    texts = play_turn(m, HeuristicCoach(0))
    assert any(t.startswith("Hand-off") for t in texts)
    assert "Touchdown! Player 10 scores for Cranes" in texts
    dice.finish()


@pytest.mark.parametrize(("turn", "scores"), [(7, False), (8, True)])
def test_stalls_until_the_last_turn(data: GameData, turn: int, scores: bool) -> None:
    # two squares out and nobody near: on turn 7 a touchdown would hand the Lions a last turn
    m, _ = position(
        data, *crane_v_lion(), [], {0: (20, 6), 11: (5, 1), 12: (5, 12)}, ball_carrier=0, turns=(turn, 1)
    )
    texts = play_turn(m, HeuristicCoach(0))
    assert ("Touchdown! Player 1 scores for Cranes" in texts) is scores
    if not scores:
        assert m.ball.carrier == 0 and not m.pitch.scores_for(m.pieces[0].square, m.pieces[0].side)  # type: ignore[arg-type]


def test_fouls_the_man_lying_on_the_ball(data: GameData) -> None:
    home = make_team("scorpion", {"lineman": 11}, name="Scorpions")  # PH 1, Dirty Player
    m, _ = position(
        data,
        home,
        crane_v_lion()[0],
        [],
        {0: (5, 5), 11: (6, 5, Status.PRONE), 12: (20, 5)},
        ball_square=sq(6, 5),
    )
    coach = HeuristicCoach(0)
    first = coach.choose(m)
    assert first == Action(Act.ACTIVATE, piece=0)
    m.apply(first)
    assert coach.choose(m) == Action(Act.FOUL, piece=0, square=sq(6, 5))


def test_clears_the_ball_from_under_a_fallen_team_mate(data: GameData) -> None:
    # R6.4: the ball stays under a fallen man; he stands, steps off and back on to pick it up
    m, dice = position(
        data, *crane_v_lion(), [("d6", 6)], {0: (5, 5, Status.PRONE), 11: (20, 1)}, ball_square=sq(5, 5)
    )
    play_turn(m, HeuristicCoach(0))
    assert m.ball.carrier == 0
    dice.finish()


def test_a_touchback_goes_to_a_free_man_with_room_to_run(data: GameData) -> None:
    # The kick ends in the kicking half; Lion's line stands in Crane's tackle zones.
    m, _ = kick_to(data, (13, 6), [("d8", 4), ("d6", 2), ("d8", 4)])
    assert m.pending is not None and m.pending.kind == "touchback"
    candidates = [m.pieces[a.piece] for a in m.legal_actions() if a.piece is not None]
    assert any(m.board.tz[0][p.square] for p in candidates if p.square is not None)

    def room(square: int) -> int:
        return min(m.pitch.distance(square, e.square) for e in m.side_pieces(0) if e.square is not None)

    action = HeuristicCoach(0).choose(m)
    assert action.act is Act.TOUCHBACK and action.piece is not None
    square = m.pieces[action.piece].square
    assert square is not None and not m.board.tz[0][square] and room(square) >= 3
    free = [p.square for p in candidates if p.square is not None and room(p.square) >= 3]
    ahead = min(m.pitch.xy(s)[0] for s in free)  # Lion attacks the end zone at x = 0
    assert m.pitch.xy(square)[0] == ahead
    m.apply(action)
    assert m.ball.carrier == action.piece


@pytest.mark.parametrize("clan", ["crab", "crane", "dragon", "lion", "phoenix", "scorpion", "unicorn"])
def test_sets_up_in_the_clan_shape_with_the_strongest_on_the_line(data: GameData, clan: str) -> None:
    rng = random.Random(3)
    m = Match(data, draft_team(data, clan, rng), draft_team(data, clan, rng), 3)
    coaches = (HeuristicCoach(3), HeuristicCoach(3))
    while m.pending is not None and m.pending.kind != "kick":
        m.apply(coaches[m.pending.side].choose(m))
    for side in (0, 1):
        kicking = m.kicker == side
        line = m.pitch.line_of_scrimmage(Side(side))
        placed = [p for p in m.side_pieces(side) if p.square is not None]
        on_line = [p for p in placed if m.pitch.xy(p.square)[0] == line]  # type: ignore[arg-type]
        assert len(placed) == 11
        special = situation(m, side)
        shape = SITUATION_SHAPES[special] if special else SHAPES[(STYLE[clan], kicking)]
        assert len(on_line) == len(shape.line)
        if STYLE[clan] != "duel":
            assert min(p.st for p in on_line) >= max(p.st for p in placed if p not in on_line)


@pytest.mark.parametrize("level", ["easy", "hard"])
def test_every_level_plays_a_whole_match(data: GameData, level: str) -> None:
    rng = random.Random(11)
    m = Match(data, draft_team(data, "dragon", rng), draft_team(data, "unicorn", rng), 11)
    coaches = (RandomCoach(11), HeuristicCoach(11, level))
    while m.pending is not None:
        action = coaches[m.pending.side].choose(m)
        assert action in m.legal_actions()
        m.apply(action)
    assert m.over
    if level == "hard":
        assert m.teams[1].score > m.teams[0].score
    else:  # a beginner may be held to a draw, but does not lose to chance
        assert m.teams[1].score >= m.teams[0].score


def test_an_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown level 'expert'"):
        HeuristicCoach(0, "expert")
