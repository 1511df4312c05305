"""The heuristic coach makes legal, sensible choices in set positions and plays whole matches."""

from __future__ import annotations

import random

import pytest

from ai.drafting import draft_team
from ai.heuristic import HeuristicCoach
from ai.random_coach import RandomCoach
from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act
from samurai_bowl.engine.match import Match
from tests.rules.match_builder import crane_v_lion, position, sq


def play_turn(m: Match, coach: HeuristicCoach) -> list[str]:
    """Let the coach play home's turn; returns what happened."""
    texts: list[str] = []
    while m.pending is not None and m.pending.side == 0 and m.pending.kind != "setup":
        action = coach.choose(m)
        assert action in m.legal_actions()
        texts += [e.text for e in m.apply(action)]
        if action.act is Act.END_TURN:
            break
    return texts


def test_scores_from_one_square_out(data: GameData) -> None:
    m, _ = position(data, *crane_v_lion(), [], {0: (21, 5), 11: (10, 5)}, ball_carrier=0)
    texts = play_turn(m, HeuristicCoach(0))
    assert "Touchdown! Player 1 scores for Cranes" in texts


def test_picks_up_a_free_ball(data: GameData) -> None:
    m, dice = position(data, *crane_v_lion(), [("d6", 5)], {0: (5, 5), 1: (5, 9), 11: (20, 5)},
                       ball_square=sq(8, 5))
    play_turn(m, HeuristicCoach(0))
    assert m.ball.carrier == 0  # the nearer one went for it, and then carried it on
    dice.finish()


def test_takes_a_two_dice_block_first(data: GameData) -> None:
    # 0 blocks 11 alone (one die); 2 blocks 12 with 3's help (two dice, attacker picks): that comes first
    m, _ = position(data, *crane_v_lion(), [], {0: (5, 5), 11: (6, 5), 2: (10, 10), 3: (12, 11), 12: (11, 10)})
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
