"""Who coaches a side, as far as the AI needs to know: the AI's levels and a coach made at one,
and a coach's strength as a rating on openskill's scale (the ratings themselves, and how a match
moves them, are :mod:`samurai_bowl.ratings`)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from samurai_bowl.ai.coach import Coach

LEVELS = ("random", "easy", "normal", "hard")  # the AI's levels, weakest first

MU = 25.0  # a new coach's mean rating, and the normal AI's
SIGMA = MU / 3  # a new coach's uncertainty
BETA = MU / 6  # openskill's spread of one coach's form from match to match
SCALE = math.sqrt(2) * BETA  # the gap that turns an even match into the logistic of 1


@dataclass(frozen=True)
class Rating:
    """A coach's strength: the mean ``mu`` and its uncertainty ``sigma`` (one standard deviation)."""

    mu: float
    sigma: float

    @property
    def low(self) -> float:
        """The bottom of the rating's 95% interval."""
        return self.mu - 1.96 * self.sigma

    @property
    def high(self) -> float:
        return self.mu + 1.96 * self.sigma

    def shown(self) -> str:
        """``"27.3 ± 4.1"``: the mean and its 95% half-width."""
        return f"{self.mu:.1f} ± {1.96 * self.sigma:.1f}"

    def to_json(self) -> dict[str, float]:
        return {"mu": round(self.mu, 6), "sigma": round(self.sigma, 6)}


class Bench(Protocol):
    """One side's coach as the win chance reads him: his rating, and the AI level that plays his
    side when the match is played out (``samurai_bowl.ratings.Coach`` is one)."""

    @property
    def rating(self) -> Rating: ...

    @property
    def stand_in(self) -> str: ...


def level_coach(level: str, seed: int) -> Coach:
    """The random coach, or the AI coach at one of its levels (``easy``, ``normal``, ``hard``),
    seeded with the seed of the match it plays."""
    if level == "random":
        from samurai_bowl.ai.random_coach import RandomCoach

        return RandomCoach(seed)
    from samurai_bowl.ai.heuristic import HeuristicCoach

    return HeuristicCoach(seed, level=level)
