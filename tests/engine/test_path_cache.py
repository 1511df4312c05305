"""The movement search's chances and its cache (R5, R6.1): floats on the hot path, each exactly
``float`` of the exact chance a person reads, and a bounded least-recently-used cache of path
summaries whose size in entries and bytes is stated in ``pathing`` and checked here."""

from __future__ import annotations

import random
from collections.abc import Iterator
from fractions import Fraction

import pytest

from samurai_bowl.ai.drafting import draft_team
from samurai_bowl.ai.heuristic import HeuristicCoach
from samurai_bowl.data import GameData
from samurai_bowl.engine.dice.chances import sequence
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.odds import paths as pathing
from samurai_bowl.engine.odds.before_acting import move_ability
from samurai_bowl.engine.odds.lru import LruCache
from samurai_bowl.engine.odds.paths import CACHE_BYTES, CACHE_ENTRIES, MoveAbility, path_rolls, reachable
from tests.engine.test_pathing import PITCH, Board, move


def team_reroll_left(m: Match, side: int) -> bool:
    team = m.team(side)
    return m.active == side and team.rerolls > 0 and not team.reroll_used


def midgame_turns(data: GameData, seed: int, turns: int) -> Iterator[Match]:
    """A normal-vs-normal match at the start of each of its first ``turns`` team-turn decisions
    after the kick-off (the AI coaches play everything else)."""
    rng = random.Random(seed)
    clans = sorted(data.rosters)
    m = Match(data, draft_team(data, rng.choice(clans), rng), draft_team(data, rng.choice(clans), rng), seed)
    coaches = [HeuristicCoach(seed, "normal"), HeuristicCoach(seed + 1, "normal")]
    seen = 0
    while m.pending is not None and seen < turns:
        if m.pending.kind == "turn":
            seen += 1
            yield m
        m.apply(coaches[m.pending.side].choose(m))


def test_r5_every_path_of_real_play_carries_the_float_of_its_exact_chance(data: GameData) -> None:
    """The floats the AI plans with are exactly ``float`` of the Fractions of the path's rolls,
    and ``Match.path_odds`` gives those Fractions, for a person to read."""
    chances: set[Fraction] = set()
    for seed in (3, 8):
        for m in midgame_turns(data, seed, turns=12):
            side = m.pending.side  # type: ignore[union-attr]
            enemy = 1 - side
            ball = m.ball.square if m.ball.loose else None
            for piece in m.side_pieces(side):
                for path in m.reachable(piece.index).values():
                    rolls = path_rolls(
                        m.pitch,
                        piece.square,
                        path.steps,
                        move_ability(m, piece),  # type: ignore[arg-type]
                        m.board.tz[enemy],
                        m.board.tackle_tz[enemy],
                        ball,
                    )
                    alone, rerolled = sequence(rolls), sequence(rolls, team_reroll=True)
                    assert type(path.chance) is float and type(path.chance_with_team_reroll) is float
                    assert (path.chance, path.chance_with_team_reroll) == (float(alone), float(rerolled))
                    exact = m.path_odds(piece.index, path.steps)
                    assert exact.success == alone and exact.rolls == len(rolls)
                    assert exact.with_team_reroll == (rerolled if team_reroll_left(m, side) else alone)
                    chances.add(alone)
    assert len(chances) > 20  # dodges, surges and pick-ups of many kinds


def test_r5_3_r6_1_floats_match_exact_chances_on_crowded_boards() -> None:
    """Random crowded boards, every kind of roll: the float of each path against its rolls."""
    rng = random.Random(11)
    for _ in range(30):
        squares = rng.sample([(x, y) for x in range(6, 18) for y in range(2, 12) if (x, y) != (12, 7)], 22)
        board = Board(enemies=squares[:9], tacklers=squares[9:12], blockers=squares[12:21], ball=squares[21])
        ability = move(
            rng.randint(0, 7),
            rng.randint(0, 3),
            dodge=rng.random() < 0.5,
            pickup=rng.choice([None, Fraction(1, 2), Fraction(2, 3), Fraction(35, 36)]),
        )
        ability = MoveAbility(
            ability.ma_left, ability.surges, rng.randint(2, 6), ability.has_dodge, ability.pickup_chance
        )
        paths = board.reach((12, 7), ability)  # Board.reach checks each float against its rolls
        for path in paths.values():
            rolls = board.rolls((12, 7), path.steps, ability)
            assert path.chance == sequence(rolls)


@pytest.fixture
def tiny_cache(monkeypatch: pytest.MonkeyPatch) -> LruCache[tuple[tuple[int, int, int], int], tuple]:
    cache: LruCache[tuple[tuple[int, int, int], int], tuple] = LruCache(4)
    monkeypatch.setattr(pathing, "_SUMMARIES", cache)
    return cache


def test_a_small_cache_stays_full_not_emptied_and_gives_the_same_paths(
    tiny_cache: LruCache[tuple[tuple[int, int, int], int], tuple],
) -> None:
    board = Board(enemies=[(13, 7), (14, 9), (10, 5)], tacklers=[(11, 9)], blockers=[(12, 8)], ball=(15, 6))
    ability = move(6, 2, dodge=True, pickup=Fraction(2, 3))
    start = PITCH.square(12, 7)
    first = reachable(PITCH, start, ability, board.occupied, board.tz, board.tackle, board.ball)
    assert len({(p.chance, p.dodges, p.surges, p.picks_up) for p in first.values()}) > 4
    assert len(tiny_cache) == 4  # full, one entry evicted per new sequence, never emptied whole
    again = reachable(PITCH, start, ability, board.occupied, board.tz, board.tackle, board.ball)
    assert list(again.items()) == list(first.items())
    assert len(tiny_cache) == 4
    latest = list(tiny_cache.keys())
    other = move(3, 1)  # another kind of mover: its sequences push out the ones used longest ago
    reachable(PITCH, start, other, board.occupied, board.tz, board.tackle, board.ball)
    assert len(tiny_cache) == 4 and not set(latest) & set(tiny_cache.keys())


def test_the_cache_in_play_is_the_stated_size() -> None:
    assert isinstance(pathing._SUMMARIES, LruCache) and pathing._SUMMARIES.maxsize == CACHE_ENTRIES


def test_a_full_cache_of_the_longest_paths_holds_less_than_the_stated_bytes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """CACHE_ENTRIES summaries of paths a model with MA 9 and Sprint could walk (12 steps, every
    kind of roll), twice over so the table churns as it does in play: under CACHE_BYTES."""
    cache: LruCache[tuple[tuple[int, int, int], int], tuple] = LruCache(CACHE_ENTRIES)
    monkeypatch.setattr(pathing, "_SUMMARIES", cache)
    rng = random.Random(5)
    codes = [0, 1, 2, 3] + [bits | tz << 4 for bits in (4, 5, 8, 9, 6, 10) for tz in range(1, 9)]
    for _ in range(2 * CACHE_ENTRIES):
        ability = MoveAbility(
            9, 3, rng.randint(2, 6), False, rng.choice([None, Fraction(2, 3), Fraction(8, 9)])
        )
        packed = 1
        for step in range(12):
            code = rng.choice(codes) & ~pathing._SURGE
            if step >= 9:
                code |= pathing._SURGE
            if ability.pickup_chance is None:
                code &= ~pathing._PICKUP
            packed = packed << 8 | code
        pathing._Summaries(ability).find(packed)
    assert len(cache) == CACHE_ENTRIES
    assert cache.nbytes() < CACHE_BYTES
