"""A foul's odds before it is made (R9.2-R9.3), and what its coach can still do against the
penalty of doubles: Augury on the armour dice (R16). Read-only."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from samurai_bowl.engine.shugenja import augury_open

if TYPE_CHECKING:
    from samurai_bowl.engine.match import Match
    from samurai_bowl.engine.pieces import Piece

DOUBLES = Fraction(6, 36)  # two d6 showing the same face


@dataclass(frozen=True)
class FoulOdds:
    """R9.2-R9.3: the armour roll of a foul, and the doubles that get the fouler ejected."""

    armour_break: Fraction
    ejection: Fraction  # doubles, before the Imperial Favor or an argued call
    ejection_with_augury: Fraction | None = None  # doubles again after Augury's re-roll; None: not ready


def foul_odds(m: Match, fouler: Piece, victim: Piece) -> FoulOdds:
    from samurai_bowl.engine.honour import foul_modifiers

    side = int(fouler.side)
    armour_mod = foul_modifiers(m, fouler)[0]
    breaks = sum(1 for a in range(1, 7) for b in range(1, 7) if a + b + armour_mod > victim.av)
    augury = DOUBLES * DOUBLES if augury_open(m, side) else None  # R16: the armour dice rolled again
    return FoulOdds(Fraction(breaks, 36), DOUBLES, augury)

