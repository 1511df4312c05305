"""R7.7 pushes: directly away, else a square beside it, else a chain push, the crowd only last;
Stand Firm is not moved; Sidestep picks any free neighbouring square."""

from __future__ import annotations

from samurai_bowl.engine.rules.push import away_squares, push_options
from samurai_bowl.engine.state.pitch import Side
from tests.rules.builder import PITCH, Spec, board_from

A = Spec(Side.HOME)
D = Spec(Side.AWAY)


def xy(squares: tuple[int, ...]) -> set[tuple[int, int]]:
    return {PITCH.xy(sq) for sq in squares}


def test_r7_7_straight_push_goes_directly_away() -> None:
    board, p = board_from("A D .", {"A": A, "D": D})
    options = push_options(board, p["A"].square, p["D"])  # type: ignore[arg-type]
    assert xy(options.squares) == {(7, 5)}
    assert not options.chain and not options.off_pitch and not options.defender_chooses


def test_r7_7_blocked_direct_square_lets_the_attacker_pick_beside_it() -> None:
    board, p = board_from(". . .\nA D B\n. . .", {"A": A, "D": D, "B": D})
    options = push_options(board, p["A"].square, p["D"])  # type: ignore[arg-type]
    assert xy(options.squares) == {(7, 5), (7, 7)}


def test_r7_7_diagonal_push_squares() -> None:
    board, p = board_from("A . .\n. D .\n. . .", {"A": A, "D": D})
    direct, beside = away_squares(board, p["A"].square, p["D"].square)  # type: ignore[arg-type]
    assert PITCH.xy(direct) == (7, 7)  # type: ignore[arg-type]
    assert xy(beside) == {(7, 6), (6, 7)}


def test_r7_7_chain_push_when_all_three_are_taken() -> None:
    board, p = board_from(". . B\nA D C\n. . E", {"A": A, "D": D, "B": D, "C": D, "E": A})
    options = push_options(board, p["A"].square, p["D"])  # type: ignore[arg-type]
    assert xy(options.squares) == {(7, 6)} and options.chain


def test_r7_7_crowd_only_when_no_square_on_the_pitch_is_left() -> None:
    # pushed diagonally along the side line: the direct square is off the pitch, one beside it is free
    board, p = board_from("A .\n. D", {"A": A, "D": D}, origin=(4, 12))
    options = push_options(board, p["A"].square, p["D"])  # type: ignore[arg-type]
    assert xy(options.squares) == {(6, 13)} and not options.off_pitch
    # pushed straight at the side line, or diagonally into the corner: all three are off the pitch
    for drawing, origin in (("A\nD", (5, 12)), ("A .\n. D", (22, 12))):
        board, p = board_from(drawing, {"A": A, "D": D}, origin=origin)
        options = push_options(board, p["A"].square, p["D"])  # type: ignore[arg-type]
        assert options.off_pitch and options.squares == ()


def test_r7_7_chain_push_beside_rather_than_into_the_crowd() -> None:
    # the only on-pitch square beside the direct one holds a model: he is pushed on, not the crowd
    board, p = board_from("A . .\n. D B", {"A": A, "D": D, "B": D}, origin=(4, 12))
    options = push_options(board, p["A"].square, p["D"])  # type: ignore[arg-type]
    assert xy(options.squares) == {(6, 13)} and options.chain and not options.off_pitch


def test_r7_7_stand_firm_is_not_moved() -> None:
    board, p = board_from("A D .", {"A": A, "D": Spec(Side.AWAY, skills=("Stand Firm",))})
    options = push_options(board, p["A"].square, p["D"])  # type: ignore[arg-type]
    assert not options.moved


def test_r7_7_sidestep_lets_the_defender_choose_any_free_neighbour() -> None:
    board, p = board_from(". . .\nA D B\n. . .", {"A": A, "D": Spec(Side.AWAY, skills=("Sidestep",)), "B": D})
    options = push_options(board, p["A"].square, p["D"])  # type: ignore[arg-type]
    assert options.defender_chooses
    assert xy(options.squares) == {(5, 5), (6, 5), (7, 5), (5, 7), (6, 7), (7, 7)}
