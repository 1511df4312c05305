"""R3.4 set-up: at most 11, exactly 11 when able, own half, 3 on the line, 2 per wide zone."""

from __future__ import annotations

from samurai_bowl.data import GameData
from samurai_bowl.engine.rules.setup_legality import setup_problems
from samurai_bowl.engine.state.pieces import Piece, Status
from samurai_bowl.engine.state.pitch import Side
from tests.rules.builder import PITCH


def team(squares: list[tuple[int, int]], side: Side = Side.HOME) -> list[Piece]:
    return [
        Piece(
            i,
            side,
            f"P{i + 1}",
            i + 1,
            "lineman",
            6,
            3,
            3,
            8,
            2,
            frozenset(),
            PITCH.square(x, y),
            Status.STANDING,
        )
        for i, (x, y) in enumerate(squares)
    ]


LEGAL = [(11, 5), (11, 6), (11, 7), (8, 1), (8, 12), (9, 5), (9, 8), (6, 4), (6, 9), (3, 6), (3, 2)]


def problems(data: GameData, placed: list[Piece], able: int = 14, side: Side = Side.HOME) -> list[str]:
    return setup_problems(PITCH, data.rules.setup, side, placed, able)


def test_r3_4_a_legal_setup(data: GameData) -> None:
    assert problems(data, team(LEGAL)) == []


def test_r3_4_the_away_side_mirrors(data: GameData) -> None:
    mirrored = [(23 - x, y) for x, y in LEGAL]
    assert problems(data, team(mirrored, Side.AWAY), side=Side.AWAY) == []
    assert problems(data, team(LEGAL, Side.AWAY), side=Side.AWAY)[0].endswith("is not in your half")


def test_r3_4_at_most_eleven(data: GameData) -> None:
    assert problems(data, team([*LEGAL, (4, 7)])) == ["R3.4: 12 players on the pitch, at most 11"]


def test_r3_4_exactly_eleven_when_eleven_can_play(data: GameData) -> None:
    assert problems(data, team(LEGAL[:10])) == [
        "R3.4: 10 players on the pitch, but 14 can play: place 11 (1 more)"
    ]
    assert problems(data, team(LEGAL[:9]), able=9) == []


def test_r3_4_own_half_only(data: GameData) -> None:
    placed = team([*LEGAL[:10], (12, 6)])
    assert problems(data, placed) == ["R3.4: #11 P11 at (12, 6) is not in your half"]


def test_r3_4_three_on_the_line_if_able(data: GameData) -> None:
    placed = team([(10, 7), *LEGAL[1:]])
    assert problems(data, placed) == ["R3.4: 2 on the line of scrimmage (x = 11), at least 3 needed"]
    assert problems(data, team([(11, 6), (11, 7)]), able=2) == []


def test_r3_4_two_per_wide_zone(data: GameData) -> None:
    placed = team([*LEGAL[:9], (5, 0), (5, 3)])  # (8, 1) + these two: three in the top wide zone
    assert problems(data, placed) == ["R3.4: 3 in the top wide zone (y = 0-3), at most 2"]
    placed = team([*LEGAL[:4], *LEGAL[5:9], (2, 13), (4, 10), (5, 11)])
    assert "R3.4: 3 in the bottom wide zone (y = 10-13), at most 2" in problems(data, placed, able=11)
