"""A die as rolled: the record every rule function returns so the engine can log each roll."""

from __future__ import annotations

from dataclasses import dataclass

from samurai_bowl.data.dice import Dice
from samurai_bowl.engine.dice.sources import DiceSource, DieKind


@dataclass(frozen=True, slots=True)
class DieRoll:
    kind: DieKind
    purpose: str
    value: int


def roll(dice: DiceSource, kind: DieKind, purpose: str) -> DieRoll:
    return DieRoll(kind, purpose, dice.roll(kind, purpose))


def roll_total(dice: DiceSource, spec: Dice, purpose: str) -> tuple[int, tuple[DieRoll, ...]]:
    """Roll dice written like ``2d6`` and add them up."""
    kind = {3: DieKind.D3, 6: DieKind.D6, 8: DieKind.D8}.get(spec.sides)
    if kind is None:
        raise ValueError(f"no d{spec.sides} in the dice box")
    rolls = tuple(roll(dice, kind, purpose) for _ in range(spec.count))
    return sum(r.value for r in rolls), rolls
