"""The shading of the squares a model can reach, and the dice on the way. The shading is a quiet
lightness ramp that reads without colour too: the lighter the square, the safer (pale ice for no
roll, yellow, amber, then deep violet for a long shot). The rolls are printed only on the path
the mouse is on ("5+" where a dodge is, "2+ 5+" for a surge and a dodge), its chance on the
square it ends on, so the rest of the pitch stays clear."""

from __future__ import annotations

from fractions import Fraction

from arcade.types import Color

from samurai_bowl.engine import Match, Path, Piece, move_ability, path_rolls, with_reroll
from samurai_bowl.text.words import needs

# (lowest chance, colour, what it means); the first tier is the one without a roll. The shading
# is the colour at SHADE_ALPHA over the grass, a ramp in lightness (lighter is safer) so that the
# tiers read by how light they are without their colour: no roll at 3:1 on the grass, and every
# tier, the grass and the block brackets at least a CIEDE2000 ΔE of 10 from each other seen
# normally and with deuteranopia or protanopia (checked in the tests).
TIERS: tuple[tuple[float, Color, str], ...] = (
    (0.999, Color(190, 240, 255), "no roll"),
    (0.8, Color(210, 225, 10), "likely"),
    (0.5, Color(205, 115, 0), "risky"),
    (0.0, Color(30, 0, 165), "long shot"),
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


def _dice_by_step(m: Match, piece: Piece, path: Path) -> list[tuple[int, str, Fraction]] | None:
    """Each roll on the way, in order, as (the step it is on, what it is, its chance); None when
    the rolls cannot be put to their steps."""
    if piece.square is None:
        return []
    ability = move_ability(m, piece)
    tz = m.board_view.tz[1 - int(piece.side)]
    ball = m.ball.square if m.ball.loose else None
    rolls = _chances(m, piece, path)
    kinds: list[tuple[int, str]] = []  # the engine's order on each step: surge, dodge, pick-up
    prev, loose = piece.square, ball if ability.pickup_chance is not None else None
    for index, square in enumerate(path.steps, 1):
        kinds += [(index - 1, "surge")] * (index > ability.ma_left) + [(index - 1, "dodge")] * bool(tz[prev])
        if square == loose:
            kinds.append((index - 1, "pick-up"))
            loose = None
        prev = square
    if len(kinds) != len(rolls):
        return None
    return [(step, kind, chance) for (step, kind), chance in zip(kinds, rolls, strict=True)]


def path_dice(m: Match, piece: Piece, path: Path) -> list[tuple[str, int | None]]:
    """Each roll on the way, in order, as (what it is, the d6 score it needs)."""
    by_step = _dice_by_step(m, piece, path)
    if by_step is None:  # as before: rolls the steps do not account for are plain "roll"s
        return [("roll", d6_target(chance)) for chance in _chances(m, piece, path)]
    return [(kind, d6_target(chance)) for _, kind, chance in by_step]


def _chances(m: Match, piece: Piece, path: Path) -> list[Fraction]:
    """The chance of each roll on the way, in order."""
    assert piece.square is not None
    enemy = 1 - int(piece.side)
    ball = m.ball.square if m.ball.loose else None
    tz, tackle = m.board_view.tz[enemy], m.board_view.tackle_tz[enemy]
    rolls = path_rolls(m.pitch, piece.square, path.steps, move_ability(m, piece), tz, tackle, ball)
    return [roll.chance for roll in rolls]


def _needs(chance: Fraction) -> str:
    target = d6_target(chance)
    return needs(target) if target is not None else f"{float(chance):.0%}"


def path_labels(m: Match, piece: Piece, path: Path, chance: float) -> dict[int, tuple[str, str]]:
    """The words on the squares of the path the mouse is on: each square with a roll the score
    it needs ("5+", "2+ 5+" for a surge and a dodge), and the square it ends on the path's chance
    too. Square -> (the rolls there, the chance: only on the last square)."""
    by_step = _dice_by_step(m, piece, path)
    if not path.steps or by_step == []:
        return {}
    end = path.steps[-1]
    total = f"{chance:.0%}" if chance >= 0.005 else "<1%"
    if by_step is None:  # rolls that cannot be put to their steps: the whole path's on its end
        return {end: (roll_label(path_dice(m, piece, path), chance), total)}
    words: dict[int, list[str]] = {}
    for step, _, roll_chance in by_step:
        words.setdefault(path.steps[step], []).append(_needs(roll_chance))
    labels = {square: (" ".join(needs), "") for square, needs in words.items()}
    labels[end] = (labels.get(end, ("", ""))[0], total)
    return labels


def roll_label(dice: list[tuple[str, int | None]], chance: float) -> str:
    """What a square shows: nothing without a roll, "4+" or "2+ 4+" for one or two, else the chance."""
    if not dice:
        return ""
    targets = [target for _, target in dice if target is not None]
    if len(targets) == len(dice) <= MAX_TARGETS:
        return " ".join(needs(target) for target in targets)
    return f"{chance:.0%}" if chance >= 0.005 else "<1%"
