"""Movement search: every reachable square with its safest path (R5.1–R5.4, R6.1).

Positions are built by hand; chances are asserted as exact Fractions and paths square by square.
The search gives float chances: every path of :meth:`Board.reach` is first checked to carry exactly
``float`` of its exact chance, which then stands in for the float in the asserts.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from fractions import Fraction
from typing import NamedTuple

import networkx as nx
import pytest

from samurai_bowl.data import load_game_data
from samurai_bowl.engine.dice.chances import Roll, sequence
from samurai_bowl.engine.odds.paths import MoveAbility, Path, path_chance, path_rolls, reachable
from samurai_bowl.engine.state.pitch import Pitch, pitch_for

PITCH: Pitch = pitch_for(load_game_data().rules.pitch)
AG3 = 4  # dodge target of an agility-3 model
F = Fraction


def sq(x: int, y: int) -> int:
    return PITCH.square(x, y)


def squares(*xys: tuple[int, int]) -> tuple[int, ...]:
    return tuple(sq(x, y) for x, y in xys)


class ExactPath(NamedTuple):
    """A path as :func:`reachable` gives it, with its chances exact."""

    square: int
    steps: tuple[int, ...]
    chance: Fraction
    chance_with_team_reroll: Fraction
    dodges: int
    surges: int
    picks_up: bool


class Board:
    """A hand-built position: standing enemies (some with Tackle), other models that only block."""

    def __init__(
        self,
        enemies: Iterable[tuple[int, int]] = (),
        tacklers: Iterable[tuple[int, int]] = (),
        blockers: Iterable[tuple[int, int]] = (),
        ball: tuple[int, int] | None = None,
    ) -> None:
        self.occupied = [False] * PITCH.size
        self.tz = [0] * PITCH.size
        self.tackle = [0] * PITCH.size
        for xy, has_tackle in [(e, False) for e in enemies] + [(t, True) for t in tacklers]:
            self.occupied[sq(*xy)] = True
            for around in PITCH.neighbours[sq(*xy)]:
                self.tz[around] += 1
                self.tackle[around] += has_tackle
        for xy in blockers:
            self.occupied[sq(*xy)] = True
        self.ball = None if ball is None else sq(*ball)

    def reach(self, start: tuple[int, int], ability: MoveAbility) -> dict[int, ExactPath]:
        paths = reachable(PITCH, sq(*start), ability, self.occupied, self.tz, self.tackle, self.ball)
        return {square: self.exact(start, path, ability) for square, path in paths.items()}

    def exact(self, start: tuple[int, int], path: Path, ability: MoveAbility) -> ExactPath:
        """The path with its exact chances, once its floats are found to be exactly theirs."""
        rolls = self.rolls(start, path.steps, ability)
        alone, rerolled = sequence(rolls), sequence(rolls, team_reroll=True)
        assert (path.chance, path.chance_with_team_reroll) == (float(alone), float(rerolled))
        assert type(path.chance) is type(path.chance_with_team_reroll) is float
        return ExactPath(path.square, path.steps, alone, rerolled, path.dodges, path.surges, path.picks_up)

    def rolls(self, start: tuple[int, int], steps: tuple[int, ...], ability: MoveAbility) -> list[Roll]:
        return path_rolls(PITCH, sq(*start), steps, ability, self.tz, self.tackle, self.ball)


def move(ma: int, surges: int = 0, dodge: bool = False, pickup: Fraction | None = None) -> MoveAbility:
    return MoveAbility(ma_left=ma, surges=surges, dodge_target=AG3, has_dodge=dodge, pickup_chance=pickup)


# --- R5.1 movement and R5.4 Surge of Speed in the open --------------------------------------------


def test_r5_1_r5_4_open_field_ma_then_surges() -> None:
    start = (12, 7)
    paths = Board().reach(start, move(6, 2))
    expected = nx.single_source_shortest_path_length(PITCH.graph, sq(*start), cutoff=8)
    del expected[sq(*start)]
    assert set(paths) == set(expected)
    for square, path in paths.items():
        d = expected[square]
        assert len(path.steps) == d and path.steps[-1] == square == path.square
        assert path.chance == {7: F(5, 6), 8: F(25, 36)}.get(d, F(1))
        assert path.surges == max(0, d - 6) and path.dodges == 0 and not path.picks_up
    assert paths[sq(18, 7)].chance == 1
    assert paths[sq(19, 7)].chance_with_team_reroll == F(35, 36)
    assert paths[sq(20, 0)].chance_with_team_reroll == sequence([Roll(F(5, 6))] * 2, team_reroll=True)
    assert sq(21, 7) not in paths and sq(12, 7) not in paths  # beyond MA + surges; the start


def test_r5_4_no_surge_in_torrential_rain_and_three_with_sprint() -> None:
    rain = Board().reach((12, 7), move(4, 0))
    assert max(len(p.steps) for p in rain.values()) == 4 and all(p.chance == 1 for p in rain.values())
    assert len(rain) == 9 * 9 - 1
    sprint = Board().reach((12, 7), move(4, 3))
    assert sprint[sq(19, 7)].chance == F(125, 216) and sprint[sq(19, 7)].surges == 3
    assert sq(20, 7) not in sprint


def test_r5_1_no_movement_left_reaches_nothing() -> None:
    assert Board().reach((12, 7), move(0, 0)) == {}
    only_surges = Board().reach((12, 7), move(0, 2))
    assert only_surges[sq(13, 7)].chance == F(5, 6) and only_surges[sq(14, 7)].chance == F(25, 36)


def test_r5_1_occupied_squares_are_never_entered_and_can_block() -> None:
    board = Board(blockers=[(1, 0), (1, 1)])
    paths = board.reach((0, 0), move(4))
    assert paths[sq(2, 0)].steps == squares((0, 1), (1, 2), (2, 1), (2, 0))
    assert sq(1, 0) not in paths and sq(1, 1) not in paths
    boxed = Board(blockers=[(1, 0), (1, 1), (0, 1)])
    assert boxed.reach((0, 0), move(6, 2)) == {}


def test_r5_1_blocked_field_matches_networkx_shortest_paths() -> None:
    rng = random.Random(5)
    start = sq(12, 7)
    blocked = [s for s in rng.sample(range(PITCH.size), 60) if s != start]
    board = Board(blockers=[PITCH.xy(s) for s in blocked])
    paths = reachable(PITCH, start, move(5, 2), board.occupied, board.tz, board.tackle)
    free = PITCH.graph.subgraph(s for s in range(PITCH.size) if not board.occupied[s])
    expected = nx.single_source_shortest_path_length(free, start, cutoff=7)
    del expected[start]
    assert {s: len(p.steps) for s, p in paths.items()} == expected
    assert not any(board.occupied[s] for p in paths.values() for s in p.steps)


# --- R5.2 tackle zones and R5.3 dodging ------------------------------------------------------------


def test_r5_3_dodge_out_of_a_tackle_zone_into_a_free_square() -> None:
    board = Board(enemies=[(12, 7)])
    plain = board.reach((11, 7), move(1))
    assert plain[sq(10, 7)] == ExactPath(sq(10, 7), squares((10, 7)), F(1, 2), F(3, 4), 1, 0, False)
    assert board.reach((11, 7), move(1, dodge=True))[sq(10, 7)].chance == F(3, 4)
    # R5.2: entering a tackle zone needs no roll, only leaving one does
    free = Board(enemies=[(12, 7)]).reach((10, 7), move(1))
    assert free[sq(11, 7)].chance == 1 and free[sq(11, 7)].dodges == 0


@pytest.mark.parametrize(
    ("enemies", "plain", "with_dodge"),
    [
        ([(12, 7)], F(1, 3), F(5, 9)),  # (11, 6) in one tackle zone: -1, needs 5
        ([(12, 7), (10, 5)], F(1, 6), F(11, 36)),  # two: -2, needs 6
        ([(12, 7), (10, 5), (12, 5)], F(1, 6), F(11, 36)),  # three: needs 7, a natural 6 still succeeds
    ],
)
def test_r5_3_dodge_into_tackle_zones_minus_one_each(
    enemies: list[tuple[int, int]], plain: Fraction, with_dodge: Fraction
) -> None:
    board = Board(enemies=enemies)
    assert board.tz[sq(11, 6)] == len(enemies) and board.tz[sq(11, 7)] == 1
    assert board.reach((11, 7), move(1))[sq(11, 6)].chance == plain
    assert board.reach((11, 7), move(1, dodge=True))[sq(11, 6)].chance == with_dodge


def test_r5_3_tackle_on_the_square_left_cancels_the_dodge_reroll() -> None:
    tackled = Board(tacklers=[(12, 7)])
    path = tackled.reach((11, 7), move(1, dodge=True))[sq(10, 7)]
    assert path.chance == F(1, 2) and path.chance_with_team_reroll == F(3, 4)
    assert tackled.rolls((11, 7), path.steps, move(1, dodge=True)) == [Roll(F(1, 2), False)]
    # a Tackle model marking only the square entered does not cancel it: 1/3 re-rolled
    ahead = Board(enemies=[(12, 7)], tacklers=[(9, 7)])
    assert ahead.reach((11, 7), move(1, dodge=True))[sq(10, 7)].chance == F(5, 9)


def test_r5_3_detour_avoids_a_dodge_when_it_fits_in_ma() -> None:
    board = Board(enemies=[(8, 1)], blockers=[(8, 4)])
    detour = board.reach((5, 1), move(6))[sq(10, 1)]
    assert detour.steps == squares((6, 2), (7, 3), (8, 3), (9, 3), (10, 2), (10, 1))
    assert (detour.chance, detour.dodges) == (1, 0)


def test_r5_3_dodge_taken_when_the_detour_does_not_fit() -> None:
    board = Board(enemies=[(8, 1)], blockers=[(8, 4)])
    direct = board.reach((5, 1), move(5))[sq(10, 1)]
    assert direct.steps == squares((6, 2), (7, 3), (8, 3), (9, 2), (10, 1))
    assert (direct.chance, direct.dodges, direct.surges) == (F(1, 2), 1, 0)


def test_r5_4_a_surge_is_safer_than_a_dodge() -> None:
    board = Board(enemies=[(8, 1)], blockers=[(8, 4)])
    path = board.reach((5, 1), move(5, 1))[sq(10, 1)]
    assert path.steps == squares((6, 2), (7, 3), (8, 3), (9, 3), (10, 2), (10, 1))
    assert (path.chance, path.dodges, path.surges) == (F(5, 6), 0, 1)


def test_r5_4_surge_square_that_needs_a_dodge_needs_both_rolls() -> None:
    board = Board(enemies=[(12, 7)])
    path = board.reach((11, 7), move(0, 2))[sq(10, 7)]
    assert path.chance == F(5, 6) * F(1, 2) and (path.dodges, path.surges) == (1, 1)
    assert board.rolls((11, 7), path.steps, move(0, 2)) == [Roll(F(5, 6)), Roll(F(1, 2))]


def test_r5_3_two_dodges_exact_chance_with_team_reroll() -> None:
    board = Board(enemies=[(7, 7), (4, 9)])
    path = board.reach((6, 7), move(2))[sq(6, 9)]
    assert path.steps == squares((5, 8), (6, 9))
    assert (path.chance, path.dodges) == (F(1, 3) * F(1, 2), 2)
    # both pass; or the first fails (2/3), its re-roll and the second pass; or the second fails and is re-rolled
    assert path.chance_with_team_reroll == F(1, 6) + F(2, 3) * F(1, 3) * F(1, 2) + F(1, 3) * F(1, 2) * F(1, 2)
    assert path.chance_with_team_reroll == F(13, 36)
    dodger = board.reach((6, 7), move(2, dodge=True))[sq(6, 9)]
    assert dodger.chance == dodger.chance_with_team_reroll == F(5, 9) * F(3, 4)


def test_r5_3_r6_1_equal_chances_prefer_fewer_rolls() -> None:
    """Through the ball (2/3) then a re-rolled dodge (3/4) ties one dodge off a Tackle model (1/2)."""
    board = Board(enemies=[(6, 5)], tacklers=[(6, 9)], blockers=[(6, 7)], ball=(6, 6))
    ability = move(2, dodge=True, pickup=F(2, 3))
    via_ball = board.rolls((5, 7), squares((6, 6), (7, 7)), ability)
    assert via_ball == [Roll(F(2, 3)), Roll(F(1, 2), True)] and sequence(via_ball) == F(1, 2)
    path = board.reach((5, 7), ability)[sq(7, 7)]
    assert path.steps == squares((6, 8), (7, 7))
    assert (path.chance, path.dodges, path.picks_up) == (F(1, 2), 1, False)


# --- R6.1 picking up the ball ----------------------------------------------------------------------


def test_r6_1_pick_up_on_the_ball_square_multiplies_in() -> None:
    board = Board(ball=(13, 7))
    paths = board.reach((11, 7), move(6, 2, pickup=F(2, 3)))
    at_ball = paths[sq(13, 7)]
    assert (at_ball.chance, at_ball.chance_with_team_reroll, at_ball.picks_up) == (F(2, 3), F(8, 9), True)
    assert len(at_ball.steps) == 2
    beyond = paths[sq(14, 7)]  # walks round the ball rather than risk the pick-up
    assert (beyond.chance, beyond.picks_up, sq(13, 7) in beyond.steps) == (1, False, False)
    far = Board(ball=(18, 7)).reach((11, 7), move(6, 2, pickup=F(2, 3)))[sq(18, 7)]
    assert (far.chance, far.surges, far.picks_up) == (F(5, 6) * F(2, 3), 1, True)
    assert far.chance_with_team_reroll == F(5, 6)
    ignored = board.reach((11, 7), move(6, 2))[sq(13, 7)]  # no pick-up possible: no roll
    assert (ignored.chance, ignored.picks_up) == (1, False)


def test_r6_1_model_keeps_moving_after_the_pick_up() -> None:
    board = Board(blockers=[(0, 1), (1, 1)], ball=(1, 0))
    paths = board.reach((0, 0), move(3, pickup=F(1, 2)))
    assert paths[sq(1, 0)].chance == F(1, 2)
    assert paths[sq(3, 2)].steps == squares((1, 0), (2, 1), (3, 2))
    assert all(p.picks_up and p.chance == F(1, 2) and p.steps[0] == sq(1, 0) for p in paths.values())


def test_r6_1_ball_with_no_chance_of_pick_up_is_left_out() -> None:
    board = Board(blockers=[(0, 1), (1, 1)], ball=(1, 0))
    assert board.reach((0, 0), move(3, pickup=F(0))) == {}


# --- the whole search against an exhaustive oracle -------------------------------------------------


def d6(target: int, modifier: int) -> Fraction:
    return F(sum(1 for face in range(1, 7) if face == 6 or (face > 1 and face + modifier >= target)), 6)


def oracle(board: Board, start: int, ability: MoveAbility) -> dict[int, tuple[Fraction, int, int]]:
    """Best (chance, steps, rolls) per square over every simple path within the budget."""
    best: dict[int, tuple[Fraction, int, int]] = {}

    def walk(at: int, seen: set[int], chance: Fraction, rolls: int, n: int, carried: bool) -> None:
        if n == ability.ma_left + ability.surges:
            return
        for to in PITCH.neighbours[at]:
            if to in seen or board.occupied[to]:
                continue
            c, r, got = chance, rolls, carried
            if n + 1 > ability.ma_left:
                c, r = c * F(5, 6), r + 1
            if board.tz[at]:
                p = d6(ability.dodge_target, -board.tz[to])
                if ability.has_dodge and not board.tackle[at]:
                    p = 1 - (1 - p) ** 2
                c, r = c * p, r + 1
            if to == board.ball and ability.pickup_chance is not None and not got:
                c, r, got = c * ability.pickup_chance, r + 1, True
            if c == 0:
                continue
            old = best.get(to)
            if old is None or (c, -(n + 1), -r) > (old[0], -old[1], -old[2]):
                best[to] = (c, n + 1, r)
            walk(to, seen | {to}, c, r, n + 1, got)

    walk(start, {start}, F(1), 0, 0, False)
    return best


@pytest.mark.parametrize("seed", range(8))
def test_r5_r6_1_safest_paths_match_exhaustive_search(seed: int) -> None:
    rng = random.Random(seed)
    start = (12, 7)
    around = [(x, y) for x in range(8, 17) for y in range(3, 12) if (x, y) != start]
    picked = rng.sample(around, 14)
    board = Board(enemies=picked[:6], tacklers=picked[6:8], blockers=picked[8:11], ball=picked[11])
    ability = MoveAbility(
        ma_left=rng.choice([2, 3]),
        surges=rng.choice([1, 2]),
        dodge_target=rng.choice([3, 4, 5]),
        has_dodge=seed % 2 == 0,
        pickup_chance=rng.choice([None, F(2, 3), F(8, 9)]),
    )
    paths = board.reach(start, ability)
    expected = oracle(board, sq(*start), ability)
    assert set(paths) == set(expected)
    for square, path in paths.items():
        rolls = board.rolls(start, path.steps, ability)
        assert (path.chance, len(path.steps), len(rolls)) == expected[square]
        assert path.chance == sequence(rolls)
        assert path.chance_with_team_reroll == sequence(rolls, team_reroll=True) >= path.chance
        assert path.surges == max(0, len(path.steps) - ability.ma_left)
        assert path.dodges + path.surges + path.picks_up == len(rolls)
        assert path.picks_up == (board.ball in path.steps and ability.pickup_chance is not None)


def test_r5_results_are_deterministic() -> None:
    board = Board(enemies=[(13, 7), (14, 9), (10, 5)], tacklers=[(11, 9)], blockers=[(12, 8)], ball=(15, 6))
    ability = move(6, 2, dodge=True, pickup=F(2, 3))
    first = board.reach((12, 7), ability)
    again = board.reach((12, 7), ability)
    assert list(first.items()) == list(again.items())


# --- path_rolls and path_chance for a drawn path ---------------------------------------------------


def test_r5_path_rolls_checks_the_drawn_path() -> None:
    board = Board(enemies=[(12, 7)], ball=(9, 7))
    ability = move(2, 1, pickup=F(1, 2))
    steps = squares((10, 7), (9, 7), (10, 7))  # back over the ball: it is picked up once
    assert board.rolls((11, 7), steps, ability) == [Roll(F(1, 2)), Roll(F(1, 2)), Roll(F(5, 6))]
    chance = path_chance(PITCH, sq(11, 7), steps, ability, board.tz, board.tackle, board.ball)
    assert chance == F(5, 24)
    with pytest.raises(ValueError, match="not next to"):
        board.rolls((11, 7), squares((9, 7)), ability)
    with pytest.raises(ValueError, match="more than MA"):
        board.rolls((11, 7), squares((10, 7), (9, 7), (8, 7), (7, 7)), ability)
