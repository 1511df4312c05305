"""R5.2 tackle zones kept up to date; R7.2 assists (the seed's example); R7.3 block dice."""

from __future__ import annotations

import random

import pytest

from samurai_bowl.engine.dice.chances import block_dice
from samurai_bowl.engine.state.pieces import Status
from samurai_bowl.engine.state.pitch import Side
from tests.rules.builder import PITCH, Spec, board_from

CRANE = Spec(Side.HOME)
LION = Spec(Side.AWAY)
SEED_EXAMPLE = """
2 X 1
X T X
X 3 P
"""


def test_r7_2_the_seeds_assist_example() -> None:
    """1, 2, 3 are Crane linemen; T and P Lion linemen (RULES.md R7.2, the seed's diagram)."""
    board, p = board_from(SEED_EXAMPLE, {"1": CRANE, "2": CRANE, "3": CRANE, "T": LION, "P": LION})
    # 1 blocks T: 2 assists; 3 cannot, he is in P's tackle zone. Nobody helps T.
    assert board.assists(p["1"], p["T"]) == (1, 0)
    # The same when 2 blocks.
    assert board.assists(p["2"], p["T"]) == (1, 0)
    # 3 blocks T: P adds 1 to T's strength; 1 and 2 both assist 3.
    assert board.assists(p["3"], p["T"]) == (2, 1)
    assert board.block_strength(p["3"], p["T"]) == (5, 4)


def test_r7_2_prone_models_do_not_assist_or_mark() -> None:
    board, p = board_from(
        SEED_EXAMPLE,
        {"1": CRANE, "2": CRANE, "3": CRANE, "T": LION, "P": Spec(Side.AWAY, status=Status.PRONE)},
    )
    # P lies prone: no tackle zone on 3, so 3 now assists 1, and P cannot help T.
    assert board.assists(p["1"], p["T"]) == (2, 0)
    assert board.assists(p["3"], p["T"]) == (2, 0)


def test_r7_3_dice_and_chooser() -> None:
    assert block_dice(4, 3) == (2, True)
    assert block_dice(3, 3) == (1, True)
    assert block_dice(3, 5) == (2, False)


def test_r5_2_tackle_zones_are_the_eight_squares_around_standing_models() -> None:
    board, p = board_from("A . B", {"A": Spec(Side.HOME), "B": Spec(Side.AWAY, skills=("Tackle",))})
    middle = PITCH.square(6, 5)
    assert board.tz[Side.HOME][middle] == 1 and board.tz[Side.AWAY][middle] == 1
    assert board.tackle_tz[Side.AWAY][middle] == 1 and board.tackle_tz[Side.HOME][middle] == 0
    assert board.tz[Side.HOME][PITCH.square(5, 5)] == 0  # not his own square
    board.set_status(p["B"], Status.PRONE)
    assert board.enemy_tz(Side.HOME)[middle] == 0 and board.tackle_tz[Side.AWAY][middle] == 0
    board.set_status(p["B"], Status.STANDING)
    board.move(p["A"], PITCH.square(4, 4))
    assert board.tz[Side.HOME][middle] == 0 and board.tz[Side.HOME][PITCH.square(3, 3)] == 1


def test_r5_2_zone_counts_survive_any_sequence_of_moves_falls_and_removals() -> None:
    drawing = "A B C D\n. . . .\nE F G H"
    legend = {
        m: Spec(Side.HOME if m in "ABEF" else Side.AWAY, skills=("Tackle",) if m in "CG" else ())
        for m in "ABCDEFGH"
    }
    board, pieces = board_from(drawing, legend)
    rng = random.Random(5)
    for _ in range(400):
        piece = rng.choice(list(pieces.values()))
        if piece.square is None:
            free = [sq for sq in range(PITCH.size) if board.at(sq) is None]
            board.place(piece, rng.choice(free), rng.choice([Status.STANDING, Status.PRONE]))
        else:
            action = rng.random()
            if action < 0.5:
                free = [sq for sq in PITCH.neighbours[piece.square] if board.at(sq) is None]
                if free:
                    board.move(piece, rng.choice(free))
            elif action < 0.8:
                board.set_status(piece, rng.choice([Status.STANDING, Status.PRONE, Status.STUNNED]))
            else:
                board.remove(piece, Status.KO)
        assert board.recount() == (board.occupant, board.tz, board.tackle_tz)


def test_a_square_holds_one_model() -> None:
    board, p = board_from("A B", {"A": Spec(Side.HOME), "B": Spec(Side.AWAY)})
    with pytest.raises(ValueError, match="is taken by"):
        board.move(p["A"], p["B"].square)  # type: ignore[arg-type]
    board.remove(p["A"], Status.RESERVES)
    with pytest.raises(ValueError, match="is taken by"):
        board.place(p["A"], p["B"].square)  # type: ignore[arg-type]
