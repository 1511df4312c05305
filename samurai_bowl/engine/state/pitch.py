"""The pitch (R1): squares as small integers, neighbours precomputed, zones, distances.

Squares are indexed ``y * length + x`` so hot loops touch only ints and tuples; the public
API speaks ``(x, y)``. The networkx graph of king moves is built once per pitch size.
"""

from __future__ import annotations

from enum import IntEnum
from functools import lru_cache

import networkx as nx

from samurai_bowl.data.rules import PitchRules


class Side(IntEnum):
    """HOME sets up in the low-x half and scores in the high-x end zone (R1.1)."""

    HOME = 0
    AWAY = 1

    @property
    def other(self) -> Side:
        return _OTHER_SIDE[self]


_OTHER_SIDE: tuple[Side, Side] = (Side.AWAY, Side.HOME)  # indexed by a side: the other one


class Pitch:
    """Geometry for one pitch size. Build with :func:`pitch_for`; it is immutable and shared."""

    def __init__(self, rules: PitchRules) -> None:
        self.length = rules.length
        self.width = rules.width
        self.size = self.length * self.width
        self.halfway = rules.halfway
        self.end_zone_depth = rules.end_zone_depth
        self.wide_zone_width = rules.wide_zone_width
        # the AI asks coordinates and distances hundreds of thousands of times a match: both are
        # read from tables made once per pitch, indexed by square (the formulas answer any other int)
        self._xy: tuple[tuple[int, int], ...] = tuple(
            (sq % self.length, sq // self.length) for sq in range(self.size)
        )
        self._distances: tuple[tuple[int, ...], ...] = self._distance_table()
        self.graph = self._build_graph()
        # hot loops read the graph's adjacency as plain tuples
        self.neighbours: tuple[tuple[int, ...], ...] = tuple(
            tuple(sorted(self.graph[sq])) for sq in range(self.size)
        )
        self._scoring: dict[Side, tuple[int, ...]] = {
            side: tuple(sq for sq in range(self.size) if self.scores_for(sq, side)) for side in Side
        }
        self.halves: tuple[tuple[int, ...], tuple[int, ...]] = (
            tuple(sq for sq in range(self.size) if sq % self.length < self.halfway),
            tuple(sq for sq in range(self.size) if sq % self.length >= self.halfway),
        )

    # --- coordinates ------------------------------------------------------------------
    def square(self, x: int, y: int) -> int:
        if not self.on_pitch(x, y):
            raise ValueError(f"({x}, {y}) is off the {self.length}×{self.width} pitch")
        return y * self.length + x

    def xy(self, square: int) -> tuple[int, int]:
        """(x, y) of a square (from the table for the pitch's own squares)."""
        if square >= 0:
            try:
                return self._xy[square]
            except IndexError:
                pass
        return square % self.length, square // self.length

    def on_pitch(self, x: int, y: int) -> bool:
        return 0 <= x < self.length and 0 <= y < self.width

    def step(self, square: int, dx: int, dy: int) -> int | None:
        """The square one step away, or None when that leaves the pitch."""
        x, y = self.xy(square)
        nx_, ny = x + dx, y + dy
        return ny * self.length + nx_ if self.on_pitch(nx_, ny) else None

    def distance(self, a: int, b: int) -> int:
        """King-move (Chebyshev) distance, R1.4."""
        if a >= 0 and b >= 0:
            try:
                return self._distances[a][b]
            except IndexError:
                pass
        return self._distance_formula(a, b)

    def distances_from(self, square: int) -> tuple[int, ...]:
        """:meth:`distance` from ``square`` to every square, indexed by square."""
        return self._distances[square]

    def _distance_table(self) -> tuple[tuple[int, ...], ...]:
        """:meth:`distance` between every two squares: row ``a``, column ``b``."""
        xs = [x for x, _ in self._xy]
        ys = [y for _, y in self._xy]
        return tuple(
            tuple(map(max, [abs(ax - x) for x in xs], [abs(ay - y) for y in ys])) for ax, ay in self._xy
        )

    def _distance_formula(self, a: int, b: int) -> int:
        """:meth:`distance` worked out from the coordinates (what the table holds)."""
        ax, ay = a % self.length, a // self.length
        bx, by = b % self.length, b // self.length
        return max(abs(ax - bx), abs(ay - by))

    # --- zones ------------------------------------------------------------------------
    def half_of(self, square: int) -> Side:
        """Whose half a square is in."""
        return Side.HOME if self.xy(square)[0] < self.halfway else Side.AWAY

    def line_of_scrimmage(self, side: Side) -> int:
        """The column of a side's line of scrimmage: next to halfway (R1.3)."""
        return self.halfway - 1 if side is Side.HOME else self.halfway

    def on_line_of_scrimmage(self, square: int, side: Side) -> bool:
        return self.xy(square)[0] == self.line_of_scrimmage(side)

    def in_end_zone_of(self, square: int, side: Side) -> bool:
        """In ``side``'s own end zone (R1.2): home's is x < depth, away's the last columns."""
        x = self.xy(square)[0]
        if side is Side.HOME:
            return x < self.end_zone_depth
        return x >= self.length - self.end_zone_depth

    def scores_for(self, square: int, side: Side) -> bool:
        """A ``side`` ball carrier standing here has scored: the opponent's end zone (R5.5)."""
        return self.in_end_zone_of(square, side.other)

    def scoring_squares(self, side: Side) -> tuple[int, ...]:
        """Every square where a ``side`` ball carrier has scored (:meth:`scores_for`), in order."""
        return self._scoring[side]

    def wide_zone(self, square: int) -> int | None:
        """0 for the low-y wide zone, 1 for the high-y one, None in the centre (R1.3)."""
        y = self.xy(square)[1]
        if y < self.wide_zone_width:
            return 0
        if y >= self.width - self.wide_zone_width:
            return 1
        return None

    # --- building ---------------------------------------------------------------------
    def _neighbours_of(self, square: int) -> tuple[int, ...]:
        out = []
        for dy in (-1, 0, 1):
            for dx in (-1, 0, 1):
                if dx or dy:
                    other = self.step(square, dx, dy)
                    if other is not None:
                        out.append(other)
        return tuple(out)

    def _build_graph(self) -> nx.Graph[int]:
        """Squares as nodes, king moves as edges (R1.4)."""
        graph: nx.Graph[int] = nx.Graph()
        for square in range(self.size):
            x, y = self.xy(square)
            graph.add_node(square, x=x, y=y)
        for square in range(self.size):
            graph.add_edges_from((square, other) for other in self._neighbours_of(square) if other > square)
        return graph


@lru_cache(maxsize=8)
def pitch_for(rules: PitchRules) -> Pitch:
    """The shared Pitch for a set of pitch rules."""
    return Pitch(rules)
