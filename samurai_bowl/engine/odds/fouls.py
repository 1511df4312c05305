"""A foul's odds before it is made (R9.2-R9.3), and what its coach can still do against the
penalty of doubles: Augury on the armour dice (R16), arguing the call (R9.7), the Imperial Favor
(R9.6, R17 Ide Tadaji). Read-only: whether he may argue or use the Favor is asked of the
engine's own penalty procedure, not decided again here."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from samurai_bowl.engine.actions import Act
from samurai_bowl.engine.procedure import Ask, Prompt
from samurai_bowl.engine.rules.casting import augury_open

if TYPE_CHECKING:
    from samurai_bowl.engine.match import Match
    from samurai_bowl.engine.state.pieces import Piece

DOUBLES = Fraction(6, 36)  # two d6 showing the same face


@dataclass(frozen=True)
class FoulOdds:
    """R9.2-R9.3: the armour roll of a foul, and the doubles that get the fouler ejected."""

    armour_break: Fraction
    ejection: Fraction  # doubles, before the Imperial Favor or an argued call
    ejection_with_augury: Fraction | None = None  # doubles again after Augury's re-roll; None: not ready
    argue: Fraction | None = None  # the chance an argued call is cancelled; None: he may not argue now
    favor: bool = False  # the Imperial Favor is his to use now

    @property
    def ejection_if_argued(self) -> Fraction | None:
        """Doubles, and the argued call upheld all the same; None when he may not argue now."""
        return None if self.argue is None else self.ejection * (1 - self.argue)


def foul_odds(m: Match, fouler: Piece, victim: Piece) -> FoulOdds:
    from samurai_bowl.engine.rules.honour import foul_modifiers

    side = int(fouler.side)
    armour_mod = foul_modifiers(m, fouler)[0]
    breaks = sum(1 for a in range(1, 7) for b in range(1, 7) if a + b + armour_mod > victim.av)
    augury = DOUBLES * DOUBLES if augury_open(m, side) else None  # R16: the armour dice rolled again
    answers = penalty_answers(m, side)
    argue = argue_wins(m.team_files[side].assistant_coaches, m.rules.honour.argue_call_target)
    return FoulOdds(
        Fraction(breaks, 36),
        DOUBLES,
        augury,
        argue if Act.ARGUE_CALL in answers else None,
        Act.USE_FAVOR in answers,
    )


def penalty_answers(m: Match, side: int) -> set[Act]:
    """What ``side``'s coach could answer a penalty against his team with now (R9.6, R9.7, R17)."""
    from samurai_bowl.engine.rules.honour import Penalty

    return {action.act for action in Penalty(side=side).legal(m, Prompt(Ask.PENALTY, side))}


def argue_wins(coaches: int, target: int) -> Fraction:
    """R9.7: the chance an argued call is cancelled, by the rule the penalty rolls with."""
    from samurai_bowl.engine.rules.honour import argue_succeeds

    return Fraction(sum(1 for face in range(1, 7) if argue_succeeds(face, coaches, target)), 6)
