"""A match answers a path search it has made lately from memory: the answer is always the one a
fresh search gives from the board as it stands (taken squares, tackle zones, the loose ball, the
mover's movement left), whole or for a few squares, and each answer is a dict of its own."""

from __future__ import annotations

import random

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.ai.random_coach import RandomCoach
from samurai_bowl.data import GameData
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.odds.before_acting import move_ability
from samurai_bowl.engine.odds.paths import Path, reachable


def fresh(m: Match, index: int) -> dict[int, Path]:
    piece = m.pieces[index]
    assert piece.square is not None
    enemy = 1 - piece.side
    occupied = [o >= 0 for o in m.board.occupant]
    ball = m.ball.square if m.ball.loose else None
    ability = move_ability(m, piece)
    return reachable(
        m.pitch, piece.square, ability, occupied, m.board.tz[enemy], m.board.tackle_tz[enemy], ball
    )


def test_remembered_searches_are_the_searches_of_the_board_as_it_stands(data: GameData) -> None:
    rng = random.Random(11)
    m = Match(data, draft_team(data, "crane", rng), draft_team(data, "crab", rng), 11)
    coach = RandomCoach(11)
    checked = 0
    while m.pending is not None and checked < 600:
        if m.pending.kind in ("turn", "activation"):
            for piece in m.pieces:
                if piece.square is None:
                    continue
                want = fresh(m, piece.index)
                first = m.reachable(piece.index)
                first.clear()  # an answer of his own: the memory keeps its copy
                again = m.reachable(piece.index)
                assert list(again.items()) == list(want.items())
                asked = tuple(sorted(want)[:3]) + m.pitch.neighbours[piece.square]
                some = m.reachable(piece.index, asked)
                assert list(some.items()) == [(s, p) for s, p in want.items() if s in asked]
                checked += 1
        m.apply(coach.choose(m))
    assert checked >= 600
