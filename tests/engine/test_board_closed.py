"""The board keeps, beside who stands where, the squares the path search may not enter
(``Board.closed``): after every action of whole matches, taken back ones included, it says what
the occupants say; a copy of a match has a list of its own; and the paths a match gives from it
are the paths the search gives from the occupants."""

from __future__ import annotations

import random

import pytest

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.ai.heuristic import HeuristicCoach
from samurai_bowl.ai.random_coach import RandomCoach
from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.invariants import InvariantBroken, check_invariants
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.odds.before_acting import move_ability
from samurai_bowl.engine.odds.paths import reachable
from samurai_bowl.engine.state.board import CLOSED


def derived(m: Match) -> list[float]:
    return [CLOSED if o >= 0 else 0.0 for o in m.board.occupant]


def test_the_closed_squares_follow_every_action_of_whole_matches(data: GameData) -> None:
    for seed in (1, 6):
        rng = random.Random(seed)
        m = Match(data, draft_team(data, "crab", rng), draft_team(data, "scorpion", rng), seed)
        coach = RandomCoach(seed)
        undone = 0
        while m.pending is not None:
            if rng.random() < 0.05 and m.taken_back() is not None:
                m.apply(Action(Act.UNDO))
                undone += 1
            else:
                m.apply(coach.choose(m))
            assert m.board.closed == derived(m)
        assert undone > 0


def test_a_copy_has_closed_squares_of_its_own(data: GameData) -> None:
    rng = random.Random(2)
    m = Match(data, draft_team(data, "lion", rng), draft_team(data, "crane", rng), 2)
    coaches = (HeuristicCoach(2, "normal"), HeuristicCoach(3, "normal"))
    while m.pending is not None and m.turn_seq < 3:
        m.apply(coaches[m.pending.side].choose(m))
    for copy in (m.clone(), m.replica()):
        assert copy.board.closed == m.board.closed and copy.board.closed is not m.board.closed
        before = list(m.board.closed)
        copy.board.closed[0] = -1.0
        assert m.board.closed == before


def test_a_match_gives_the_paths_the_search_gives_from_the_occupants(data: GameData) -> None:
    rng = random.Random(8)
    m = Match(data, draft_team(data, "unicorn", rng), draft_team(data, "dragon", rng), 8)
    coaches = (HeuristicCoach(8, "normal"), HeuristicCoach(9, "normal"))
    checked = 0
    while m.pending is not None and checked < 400:
        if m.pending.kind == "turn":
            for piece in m.side_pieces(m.pending.side):
                if piece.square is None:
                    continue
                enemy = 1 - piece.side
                ball = m.ball.square if m.ball.loose else None
                occupied = [o >= 0 for o in m.board.occupant]
                want = reachable(
                    m.pitch,
                    piece.square,
                    move_ability(m, piece),
                    occupied,
                    m.board.tz[enemy],
                    m.board.tackle_tz[enemy],
                    ball,
                )
                got = m.reachable(piece.index)
                assert list(got.items()) == list(want.items())
                assert m.board.closed == derived(m)  # the search wrote in a copy
                checked += 1
        m.apply(coaches[m.pending.side].choose(m))
    assert checked >= 400


def test_the_invariant_check_finds_a_closed_square_that_drifted(data: GameData) -> None:
    rng = random.Random(3)
    m = Match(data, draft_team(data, "crab", rng), draft_team(data, "lion", rng), 3)
    coach = RandomCoach(3)
    while m.pending is not None and m.pending.kind != "turn":
        m.apply(coach.choose(m))
    check_invariants(m)
    taken = next(p.square for p in m.pieces if p.square is not None)
    assert taken is not None
    m.board.closed[taken] = 0.0  # the search could walk through a model
    with pytest.raises(InvariantBroken, match="path search"):
        check_invariants(m)
