"""Dice notation (``d6``, ``2d6``, ``d8``, ``d3``) and the totals each can roll."""

from __future__ import annotations

import re
from dataclasses import dataclass

_DICE = re.compile(r"^([1-9][0-9]?)?d([1-9][0-9]?)$")


@dataclass(frozen=True)
class Dice:
    count: int
    sides: int

    @classmethod
    def parse(cls, text: str) -> Dice:
        match = _DICE.match(text.strip())
        if not match:
            raise ValueError(f"must be dice like 'd6' or '2d6' (got {text!r})")
        count = int(match.group(1) or 1)
        sides = int(match.group(2))
        if sides < 2:
            raise ValueError(f"a die needs at least 2 sides (got {text!r})")
        return cls(count, sides)

    @property
    def lowest(self) -> int:
        return self.count

    @property
    def highest(self) -> int:
        return self.count * self.sides

    def totals(self) -> range:
        """Every total these dice can show."""
        return range(self.lowest, self.highest + 1)

    def __str__(self) -> str:
        return f"{self.count if self.count > 1 else ''}d{self.sides}"
