"""R1: the pitch — size, halves, end zones, line of scrimmage, wide zones, distance, scatter."""

from __future__ import annotations

import networkx as nx

from samurai_bowl.data import GameData
from samurai_bowl.engine.state.pitch import Side
from tests.rules.builder import PITCH


def test_r1_1_size_and_halves() -> None:
    assert (PITCH.length, PITCH.width, PITCH.size) == (24, 14, 336)
    assert PITCH.half_of(PITCH.square(11, 0)) is Side.HOME
    assert PITCH.half_of(PITCH.square(12, 13)) is Side.AWAY


def test_r1_2_end_zones_are_two_squares_deep() -> None:
    home_own = {x for x in range(24) if PITCH.in_end_zone_of(PITCH.square(x, 6), Side.HOME)}
    away_own = {x for x in range(24) if PITCH.in_end_zone_of(PITCH.square(x, 6), Side.AWAY)}
    assert (home_own, away_own) == ({0, 1}, {22, 23})
    assert PITCH.scores_for(PITCH.square(22, 3), Side.HOME)
    assert not PITCH.scores_for(PITCH.square(21, 3), Side.HOME)
    assert PITCH.scores_for(PITCH.square(1, 3), Side.AWAY)


def test_r1_3_line_of_scrimmage_and_wide_zones() -> None:
    assert (PITCH.line_of_scrimmage(Side.HOME), PITCH.line_of_scrimmage(Side.AWAY)) == (11, 12)
    assert PITCH.on_line_of_scrimmage(PITCH.square(11, 7), Side.HOME)
    assert not PITCH.on_line_of_scrimmage(PITCH.square(11, 7), Side.AWAY)
    zones = [PITCH.wide_zone(PITCH.square(5, y)) for y in range(14)]
    assert zones == [0, 0, 0, 0, None, None, None, None, None, None, 1, 1, 1, 1]


def test_r1_4_king_move_distance() -> None:
    a = PITCH.square(3, 3)
    assert PITCH.distance(a, PITCH.square(7, 5)) == 4
    assert PITCH.distance(a, PITCH.square(3, 15 - 2)) == 10
    assert PITCH.distance(a, a) == 0


def test_r1_4_graph_of_king_moves_built_once() -> None:
    assert PITCH.graph.number_of_nodes() == 336
    # 4 corners with 3, 2*(22+12) edge squares with 5, the rest with 8 neighbours; each edge counted twice
    assert PITCH.graph.number_of_edges() == (4 * 3 + 2 * (22 + 12) * 5 + 22 * 12 * 8) // 2
    lengths = nx.single_source_shortest_path_length(PITCH.graph, PITCH.square(0, 0))
    assert all(lengths[sq] == PITCH.distance(PITCH.square(0, 0), sq) for sq in range(PITCH.size))
    assert all(set(PITCH.graph[sq]) == set(PITCH.neighbours[sq]) for sq in range(PITCH.size))


def test_r1_5_scatter_steps_follow_the_template(data: GameData) -> None:
    centre = PITCH.square(10, 7)
    landed = {roll: PITCH.xy(PITCH.step(centre, *data.scatter.step(roll))) for roll in range(1, 9)}  # type: ignore[arg-type]
    assert landed == {
        1: (9, 6),
        2: (10, 6),
        3: (11, 6),
        4: (9, 7),
        5: (11, 7),
        6: (9, 8),
        7: (10, 8),
        8: (11, 8),
    }
    assert PITCH.step(PITCH.square(0, 0), -1, 0) is None
