"""Armour, injury and Sigudu's Subchart (R8), with the knock-down modifiers of R7.9."""

from __future__ import annotations

from dataclasses import dataclass

from samurai_bowl.data.charts import CasualtyChart, CasualtyResult, InjuryChart, InjuryResult
from samurai_bowl.data.rules import DamageRules
from samurai_bowl.engine.dice.rolled import DieRoll, roll
from samurai_bowl.engine.dice.sources import DiceSource, DieKind
from samurai_bowl.engine.state.pieces import Piece, Skill


@dataclass(frozen=True, slots=True)
class Modifiers:
    armour: int = 0
    injury: int = 0


NONE = Modifiers()


def block_knockdown_modifiers(knocker: Piece, moved_first: bool, rules: DamageRules) -> Modifiers:
    """R7.9: what the model who knocked the other down adds. Charge needs a move this activation."""
    armour = injury = 0
    if knocker.has(Skill.MIGHTY_BLOW):
        armour += rules.mighty_blow_bonus
        injury += rules.mighty_blow_bonus
    if knocker.has(Skill.KATANA):
        injury += rules.katana_injury_bonus
    if moved_first and knocker.has(Skill.CHARGE):
        armour += rules.charge_armour_bonus
    return Modifiers(armour, injury)


def _two_d6(dice: DiceSource, purpose: str) -> tuple[DieRoll, DieRoll]:
    return roll(dice, DieKind.D6, purpose), roll(dice, DieKind.D6, purpose)


@dataclass(frozen=True, slots=True)
class ArmourRoll:
    total: int
    broken: bool
    rolls: tuple[DieRoll, DieRoll]

    @property
    def doubles(self) -> bool:
        return self.rolls[0].value == self.rolls[1].value


def armour(dice: DiceSource, victim: Piece, modifier: int) -> ArmourRoll:
    """R8.1: 2d6 plus modifiers; higher than AV breaks the armour."""
    a, b = _two_d6(dice, f"armour of {victim.name}")
    total = a.value + b.value + modifier
    return ArmourRoll(total, total > victim.av, (a, b))


@dataclass(frozen=True, slots=True)
class Injury:
    total: int  # the injury roll with modifiers, read within the chart's range
    result: InjuryResult
    casualty: CasualtyResult | None
    rolls: tuple[DieRoll, ...]


def injury(
    dice: DiceSource, victim: Piece, modifier: int, injury_chart: InjuryChart, casualty_chart: CasualtyChart
) -> Injury:
    """R8.2-R8.3: 2d6 plus modifiers on the injury chart (capped to the chart); a critical rolls a
    d6 on Sigudu's Subchart, to which no modifier ever applies."""
    a, b = _two_d6(dice, f"injury of {victim.name}")
    lowest, highest = injury_chart.dice.lowest, injury_chart.dice.highest
    total = min(highest, max(lowest, a.value + b.value + modifier))
    result = injury_chart.lookup(total).id
    if result is not InjuryResult.CRITICAL:
        return Injury(total, result, None, (a, b))
    sigudu = roll(dice, DieKind.D6, f"Sigudu's Subchart for {victim.name}")
    return Injury(total, result, casualty_chart.lookup(sigudu.value).id, (a, b, sigudu))
