"""Set-up legality (R3.4): what a coach may put on the pitch before a kickoff, with clear refusals."""

from __future__ import annotations

from collections.abc import Sequence

from samurai_bowl.data.rules import SetupRules
from samurai_bowl.engine.pieces import Piece
from samurai_bowl.engine.pitch import Pitch, Side


def setup_problems(
    pitch: Pitch, rules: SetupRules, side: Side, placed: Sequence[Piece], able: int
) -> list[str]:
    """Every R3.4 rule a set-up breaks; ``placed`` are ``side``'s models on the pitch and ``able``
    how many of its players could take the field this drive."""
    problems = []
    wanted = min(rules.players_on_pitch, able)
    count = len(placed)
    if count > rules.players_on_pitch:
        problems.append(f"R3.4: {count} players on the pitch, at most {rules.players_on_pitch}")
    elif count < wanted:
        problems.append(
            f"R3.4: {count} players on the pitch, but {able} can play: place {wanted} "
            f"({wanted - count} more)"
        )
    for piece in placed:
        assert piece.square is not None
        if pitch.half_of(piece.square) is not side:
            where = pitch.xy(piece.square)
            problems.append(f"R3.4: #{piece.number} {piece.name} at {where} is not in your half")
    line = pitch.line_of_scrimmage(side)
    on_line = sum(1 for p in placed if p.square is not None and pitch.on_line_of_scrimmage(p.square, side))
    needed = min(rules.min_on_line_of_scrimmage, able)
    if on_line < needed:
        problems.append(
            f"R3.4: {on_line} on the line of scrimmage (x = {line}), at least {needed} needed"
        )
    for zone, label in ((0, f"y = 0-{pitch.wide_zone_width - 1}"),
                        (1, f"y = {pitch.width - pitch.wide_zone_width}-{pitch.width - 1}")):
        in_zone = sum(1 for p in placed if p.square is not None and pitch.wide_zone(p.square) == zone)
        if in_zone > rules.max_per_wide_zone:
            problems.append(
                f"R3.4: {in_zone} in the {'top' if zone == 0 else 'bottom'} wide zone ({label}), "
                f"at most {rules.max_per_wide_zone}"
            )
    return problems
