"""The walk without a roll, as the coach asks it (from the board's closed squares, the walk's
paths made whole), gives exactly what a plain breadth-first walk gives: the same squares in the
same order, each by the same steps, at every decision of whole matches, loose ball and all."""

from __future__ import annotations

import random

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.ai.heuristic import HeuristicCoach
from samurai_bowl.ai.reach import safe_reach
from samurai_bowl.data import GameData
from samurai_bowl.engine import Match, Path, Piece, move_ability


def plain_walk(m: Match, piece: Piece) -> dict[int, Path]:
    """Breadth first from his square, neighbours in order, never onto a model or the loose ball,
    never on from a square in an opponent's tackle zone; the first way found to each square."""
    start = piece.square
    zones = m.board_view.tz[1 - piece.side]
    if start is None or zones[start]:
        return {}
    ball = m.ball.square if m.ball.loose else None
    steps_to: dict[int, tuple[int, ...]] = {start: ()}
    frontier = [start]
    for _ in range(move_ability(m, piece).ma_left):
        frontier_next = []
        for s in frontier:
            if s != start and zones[s]:
                continue
            for t in m.pitch.neighbours[s]:
                if t not in steps_to and m.board_view.occupant[t] < 0 and t != ball:
                    steps_to[t] = (*steps_to[s], t)
                    frontier_next.append(t)
        frontier = frontier_next
    del steps_to[start]
    return {t: Path(t, steps, 1.0, 1.0, 0, 0, False) for t, steps in steps_to.items()}


def test_every_walk_of_whole_matches_is_the_plain_walk(data: GameData) -> None:
    loose = 0
    for seed in (3, 12):
        rng = random.Random(seed)
        clans = sorted(data.rosters)
        m = Match(
            data, draft_team(data, rng.choice(clans), rng), draft_team(data, rng.choice(clans), rng), seed
        )
        coaches = (HeuristicCoach(seed, "normal"), HeuristicCoach(seed + 1, "normal"))
        while m.pending is not None:
            if m.pending.kind in ("turn", "activation"):
                loose += m.ball.loose
                for piece in m.pieces:
                    got, want = safe_reach(m, piece), plain_walk(m, piece)
                    assert list(got.items()) == list(want.items())
                    assert all(type(path) is Path for path in got.values())
            m.apply(coaches[m.pending.side].choose(m))
    assert loose > 5
