"""Set-up legality (R3.4): what a coach may put on the pitch before a kickoff, with clear refusals."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from samurai_bowl.data.rules import SetupRules
from samurai_bowl.engine.state.pieces import Piece
from samurai_bowl.engine.state.pitch import Pitch, Side


def setup_problems(
    pitch: Pitch, rules: SetupRules, side: Side, placed: Sequence[Piece], able: int
) -> list[str]:
    """Every R3.4 rule a set-up breaks; ``placed`` are ``side``'s models on the pitch and ``able``
    how many of its players could take the field this drive."""
    return list(_problems(pitch, rules, side, placed, able))


def setup_ready(pitch: Pitch, rules: SetupRules, side: Side, placed: Sequence[Piece], able: int) -> bool:
    """Whether the set-up breaks no R3.4 rule: it stops at the first it finds (set-up asks this at
    nearly every decision)."""
    return next(_problems(pitch, rules, side, placed, able), None) is None


def _problems(
    pitch: Pitch, rules: SetupRules, side: Side, placed: Sequence[Piece], able: int
) -> Iterator[str]:
    """The broken rules one by one, counted in one pass over the models in plain arithmetic."""
    wanted = min(rules.players_on_pitch, able)
    count = len(placed)
    if count > rules.players_on_pitch:
        yield f"R3.4: {count} players on the pitch, at most {rules.players_on_pitch}"
    elif count < wanted:
        yield (
            f"R3.4: {count} players on the pitch, but {able} can play: place {wanted} ({wanted - count} more)"
        )
    length, halfway, home = pitch.length, pitch.halfway, side is Side.HOME
    line = pitch.line_of_scrimmage(side)
    top_below, bottom_from = pitch.wide_zone_width, pitch.width - pitch.wide_zone_width
    on_line = top = bottom = 0
    for piece in placed:
        square = piece.square
        assert square is not None
        x, y = square % length, square // length
        if (x < halfway) is not home:
            yield f"R3.4: #{piece.number} {piece.name} at {(x, y)} is not in your half"
        on_line += x == line
        top += y < top_below
        bottom += y >= bottom_from
    needed = min(rules.min_on_line_of_scrimmage, able)
    if on_line < needed:
        yield f"R3.4: {on_line} on the line of scrimmage (x = {line}), at least {needed} needed"
    for in_zone, name, label in (
        (top, "top", f"y = 0-{top_below - 1}"),
        (bottom, "bottom", f"y = {bottom_from}-{pitch.width - 1}"),
    ):
        if in_zone > rules.max_per_wide_zone:
            yield f"R3.4: {in_zone} in the {name} wide zone ({label}), at most {rules.max_per_wide_zone}"
