"""Set-ups chosen by the clan's way of playing, and where to kick.

Shapes are written for the home side (line of scrimmage x = 11) and mirrored for the away side.
Each has three groups filled in turn: the line (the strongest men), the runners (the quickest
and surest hands), then the rest in order. Every shape is legal under R3.4 with 11 players; with
fewer the line still comes first, and the engine's own checks decide when set-up may end."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from samurai_bowl.ai.defence import quick
from samurai_bowl.ai.kick import LATE, kick_target
from samurai_bowl.engine import Act, Action, Match, Piece

__all__ = ["kick_target", "setup_action"]

Squares = tuple[tuple[int, int], ...]


@dataclass(frozen=True)
class Shape:
    line: Squares
    runners: Squares
    rest: Squares


# How each clan plays (the brief): grind, run and pass, adepts, duel.
STYLE = {
    "crab": "grind",
    "lion": "grind",
    "crane": "run",
    "unicorn": "run",
    "scorpion": "run",
    "phoenix": "adepts",
    "dragon": "duel",
}

SHAPES: dict[tuple[str, bool], Shape] = {
    # (style, kicking)
    ("grind", False): Shape(
        ((11, 5), (11, 6), (11, 7), (11, 8)), ((6, 6), (6, 7)), ((10, 4), (10, 9), (9, 6), (9, 7), (8, 3))
    ),
    ("grind", True): Shape(
        ((11, 4), (11, 5), (11, 6), (11, 7), (11, 8), (11, 9)), ((10, 2), (10, 11)), ((9, 6), (9, 7), (5, 7))
    ),
    ("run", False): Shape(
        ((11, 5), (11, 6), (11, 8)), ((5, 5), (5, 8), (7, 2), (7, 11)), ((10, 7), (9, 4), (9, 9), (8, 6))
    ),
    ("run", True): Shape(
        ((11, 5), (11, 6), (11, 7)), ((10, 2), (10, 11), (10, 4), (10, 9)), ((9, 6), (9, 7), (6, 6), (4, 7))
    ),
    ("adepts", False): Shape(
        ((11, 5), (11, 6), (11, 7), (11, 8)), ((5, 6), (6, 3), (6, 10)), ((9, 5), (9, 8), (8, 6), (8, 7))
    ),
    ("adepts", True): Shape(
        ((11, 5), (11, 6), (11, 7), (11, 8)), ((10, 2), (10, 11), (10, 4)), ((10, 9), (9, 6), (8, 7), (5, 7))
    ),
    # The Dragons' Iaijutsu men stand on the line, where opponents must face them.
    ("duel", False): Shape(
        ((11, 4), (11, 5), (11, 6), (11, 7), (11, 8)), ((6, 6), (6, 7)), ((9, 3), (9, 10), (9, 6), (8, 7))
    ),
    ("duel", True): Shape(
        ((11, 4), (11, 5), (11, 6), (11, 7), (11, 8), (11, 9)), ((10, 2), (10, 11)), ((9, 6), (9, 7), (6, 7))
    ),
}


# Kicking shapes for the situation, for every style (the line still takes the style's strongest):
SITUATION_SHAPES: dict[str, Shape] = {
    # against a quick team: three hold the middle, the fastest wide to close on the carrier, a
    # second line, and a safety deep enough that a breakaway still meets him
    "depth": Shape(
        ((11, 5), (11, 6), (11, 7)), ((10, 2), (10, 11)), ((9, 4), (9, 9), (8, 6), (8, 7), (6, 7), (3, 7))
    ),
    # behind in the last turns: everyone up to put pressure on the ball at once
    "press": Shape(
        ((11, 4), (11, 5), (11, 6), (11, 7), (11, 8), (11, 9)),
        ((10, 2), (10, 11)),
        ((10, 5), (10, 8), (10, 6)),
    ),
    # ahead in the last turns: men back, so a long pass or a run finds someone in the way
    "hold": Shape(
        ((11, 5), (11, 6), (11, 7)), ((9, 2), (9, 11)), ((9, 5), (9, 8), (7, 4), (7, 9), (5, 7), (3, 7))
    ),
    # receiving, behind in the last turns: the surest hands where the kick comes down, the fastest
    # forward and wide for a quick pass
    "hurry": Shape(
        ((11, 5), (11, 6), (11, 7)), ((6, 7), (9, 2), (9, 11), (8, 4), (8, 9)), ((10, 4), (10, 9), (7, 7))
    ),
    # receiving, ahead in the last turns: the strongest round the catch, a cage ready at once
    "keep": Shape(
        ((11, 5), (11, 6), (11, 7)), ((6, 7),), ((5, 6), (5, 8), (7, 6), (7, 8), (9, 4), (9, 9), (8, 7))
    ),
}
QUICK_TEAM = 6  # a quick team: most of its eleven are quick (Scorpion, Crane; not four Dragon catchers)


def situation(m: Match, side: int) -> str | None:
    """The situation that calls for its own shape, or None for the clan's own: the score in the
    last turns, or kicking to a quick team."""
    kicking = m.kicker == side
    us, them = m.team(side), m.team(1 - side)
    if m.half == 2 and m.rules.match.turns_per_half - us.turn <= LATE and us.score != them.score:
        behind = us.score < them.score
        if kicking:
            return "press" if behind else "hold"
        return "hurry" if behind else "keep"
    if not kicking:
        return None
    able = [p for p in m.side_pieces(1 - side) if p.square is not None or m.in_reserves(p)]
    return "depth" if sum(quick(p) for p in able) >= QUICK_TEAM else None


def line_worth(style: str, piece: Piece) -> tuple[int, ...]:
    duellist = "Iaijutsu" in piece.skills and style == "duel"
    holds = sum(skill in piece.skills for skill in ("Block", "Stand Firm", "Mighty Blow"))
    return (int(duellist), piece.st, holds, piece.av, -piece.number)


def runner_worth(piece: Piece) -> tuple[int, ...]:
    hands = sum(skill in piece.skills for skill in ("Sure Hands", "Catch", "Pass", "Sprint", "Dodge"))
    return (piece.ma + piece.ag + hands, piece.ag, -piece.number)


def arrangement(m: Match, side: int, kicking: bool, pieces: list[Piece]) -> list[tuple[Piece, int]]:
    """Who stands where: the line first, then the runners, then the rest."""
    style = STYLE.get(m.team(side).clan, "grind")
    special = situation(m, side)
    shape = SITUATION_SHAPES[special] if special else SHAPES[(style, kicking)]
    free = list(pieces)
    placed: list[tuple[Piece, int]] = []

    def fill(squares: Squares, key: Callable[[Piece], tuple[int, ...]]) -> None:
        for x, y in squares:
            if not free:
                return
            best = max(free, key=key)
            free.remove(best)
            column = x if side == 0 else m.pitch.length - 1 - x
            placed.append((best, m.pitch.square(column, y)))

    fill(shape.line, lambda p: line_worth(style, p))
    fill(shape.runners, runner_worth)
    fill(shape.rest, lambda p: (p.st + p.av, -p.number))
    return placed


def setup_action(m: Match, side: int) -> Action:
    """The next placement of our shape; then end the set-up, or fall back on a ready-made formation.
    Each candidate is asked of the match (``allows``): the set-up's placements are never listed."""
    end = Action(Act.END_SETUP)
    kicking = m.kicker == side
    ours = [p for p in m.side_pieces(side) if p.square is not None or m.in_reserves(p)]
    wanted = arrangement(m, side, kicking, [p for p in ours if m.in_reserves(p) or p.square is not None])
    for piece, square in wanted:
        if piece.square == square:
            continue
        occupant = m.board_view.at(square)
        if occupant is not None and int(occupant.side) == side and occupant is not piece:
            bench = Action(Act.BENCH, piece=occupant.index)
            if m.allows(bench):
                return bench
        place = Action(Act.PLACE, piece=piece.index, square=square)
        if m.allows(place):
            return place
        break  # the shape cannot be finished: use a formation the engine knows is legal
    else:
        if m.allows(end):
            return end
    if m.allows(end) and _formation_placed(m, side):
        return end
    return Action(Act.FORMATION, choice=1 if kicking else 0)  # the Wall to kick, Balanced to receive


def _formation_placed(m: Match, side: int) -> bool:
    return any(p.square is not None for p in m.side_pieces(side))
