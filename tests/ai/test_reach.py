"""The walk without a roll finds exactly the squares the full path search reaches with certainty,
and the way onto the loose ball it finds is as likely as the full search's."""

from __future__ import annotations

import random

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.ai.heuristic import NERVE, HeuristicCoach
from samurai_bowl.ai.planners import Planners
from samurai_bowl.ai.reach import safe_reach
from samurai_bowl.data import GameData
from samurai_bowl.engine.match import Match
from tests.rules.match_builder import crane_v_lion, position, sq


def test_a_marked_model_and_the_loose_ball_need_rolls(data: GameData) -> None:
    # 0 is marked by 11: every step is a dodge; 1 walks freely but never onto the ball
    m, _ = position(data, *crane_v_lion(), [], {0: (5, 5), 1: (5, 9), 11: (6, 5)}, ball_square=sq(7, 9))
    assert safe_reach(m, m.pieces[0]) == {}
    walk = safe_reach(m, m.pieces[1])
    assert m.ball.square not in walk and walk
    assert all(len(path.steps) <= m.pieces[1].ma and path.chance == 1.0 for path in walk.values())


def test_same_squares_and_lengths_as_the_full_search_over_a_match(data: GameData) -> None:
    rng = random.Random(4)
    m = Match(data, draft_team(data, "unicorn", rng), draft_team(data, "crab", rng), 4)
    coaches = (HeuristicCoach(4), HeuristicCoach(5))
    compared = 0
    while m.pending is not None and m.half < 2:  # the first half
        if m.pending.kind == "turn":
            for piece in m.pieces:
                if piece.square is None:
                    continue
                certain = {s: p for s, p in m.reachable(piece.index).items() if p.chance >= 0.999}
                walk = safe_reach(m, piece)
                assert {s: len(p.steps) for s, p in walk.items()} == {
                    s: len(p.steps) for s, p in certain.items()
                }
                compared += 1
        m.apply(coaches[m.pending.side].choose(m))
    assert compared > 250


def test_the_way_onto_the_ball_is_as_likely_as_the_full_search_says(data: GameData) -> None:
    rng = random.Random(0)
    m = Match(data, draft_team(data, "phoenix", rng), draft_team(data, "lion", rng), 0)
    coaches = (HeuristicCoach(0), HeuristicCoach(1))
    compared = 0
    while m.pending is not None:
        if m.pending.kind == "turn" and m.ball.loose and m.ball.square is not None:
            for piece in m.side_pieces(m.pending.side):
                found = Planners(m, NERVE["normal"]).to_ball(piece)
                full = m.reachable(piece.index).get(m.ball.square) if piece.square is not None else None
                assert (found is None) == (full is None)
                if found is not None and full is not None:
                    assert (found.chance, found.chance_with_team_reroll) == (
                        full.chance,
                        full.chance_with_team_reroll,
                    )
                    assert len(found.steps) <= len(full.steps) or found.chance > full.chance
                    compared += 1
        m.apply(coaches[m.pending.side].choose(m))
    assert compared > 30
