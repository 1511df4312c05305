"""The shading of the squares a model can reach, and the dice on the way: a colour scale that
colour-blind eyes read too (pale blue for no roll, pale yellow, orange, then rose for a long shot),
and the roll each square needs printed on it ("4+", "2+ 4+"), as the paths' dice say."""

from __future__ import annotations

from fractions import Fraction

from arcade.types import Color

from samurai_bowl.engine import Match, Path, Piece, move_ability, path_rolls, with_reroll

# (lowest chance, colour, what it means); the first tier is the one without a roll. The shading
# is the colour at SHADE_ALPHA over the grass: no roll at 3:1 on it, every tier apart from the
# others for colour-blind eyes too (checked in the tests).
TIERS: tuple[tuple[float, Color, str], ...] = (
    (0.999, Color(150, 205, 255), "no roll"),
    (0.8, Color(250, 240, 150), "likely"),
    (0.5, Color(250, 140, 40), "risky"),
    (0.0, Color(255, 90, 150), "long shot"),
)
SHADE_ALPHA = 150
MAX_TARGETS = 2  # more rolls than this and the square shows the path's chance instead


def tier_colour(chance: float) -> Color:
    return next(colour for lowest, colour, _ in TIERS if chance >= lowest)


def tier(chance: float) -> Color:
    """The light shading of a square reached with this chance."""
    colour = tier_colour(chance)
    return Color(colour.r, colour.g, colour.b, SHADE_ALPHA)


def d6_target(chance: Fraction) -> int | None:
    """The d6 score a roll of this chance needs (a skill re-roll included), or None if it is no
    single d6 roll."""
    for hits in range(1, 6):
        if chance in (Fraction(hits, 6), with_reroll(Fraction(hits, 6))):
            return 7 - hits
    return None


def path_dice(m: Match, piece: Piece, path: Path) -> list[tuple[str, int | None]]:
    """Each roll on the way, in order, as (what it is, the d6 score it needs)."""
    if piece.square is None:
        return []
    ability = move_ability(m, piece)
    enemy = 1 - int(piece.side)
    tz, tackle = m.board_view.tz[enemy], m.board_view.tackle_tz[enemy]
    ball = m.ball.square if m.ball.loose else None
    rolls = path_rolls(m.pitch, piece.square, path.steps, ability, tz, tackle, ball)
    kinds: list[str] = []  # the engine's order on each step: surge, dodge, pick-up
    prev, loose = piece.square, ball if ability.pickup_chance is not None else None
    for index, square in enumerate(path.steps, 1):
        kinds += ["surge"] * (index > ability.ma_left) + ["dodge"] * bool(tz[prev])
        if square == loose:
            kinds.append("pick-up")
            loose = None
        prev = square
    if len(kinds) != len(rolls):
        kinds = ["roll"] * len(rolls)
    return [(kind, d6_target(roll.chance)) for kind, roll in zip(kinds, rolls, strict=True)]


def roll_label(dice: list[tuple[str, int | None]], chance: float) -> str:
    """What a square shows: nothing without a roll, "4+" or "2+ 4+" for one or two, else the chance."""
    if not dice:
        return ""
    targets = [target for _, target in dice]
    if len(targets) <= MAX_TARGETS and None not in targets:
        return " ".join(f"{target}+" for target in targets)
    return f"{chance:.0%}" if chance >= 0.005 else "<1%"
