"""A coach's rating and how one match moves it.

A rating is a mean ``mu`` and an uncertainty ``sigma`` on openskill's scale: a new coach starts at
the prior (25, 25/3), which is also where the normal AI coach stands, so a newcomer is guessed to
be as strong as the normal AI and told that the guess is wide. Two coaches' chance against each
other rests on the gap between their means measured in :data:`SCALE`: one SCALE is what turns an
even match into about 73–27 (the logistic of 1), counting draws as half a win.

A match moves both coaches (openskill's update, a draw as a tie), except an AI level, whose rating
is fixed: it is measured from thousands of self-play matches, not from the person it meets.
"""

from __future__ import annotations

import math
from functools import cache

from openskill.models import PlackettLuce

from samurai_bowl.ai.coaching import BETA, MU, SCALE, SIGMA, Rating

__all__ = [
    "BETA",
    "MU",
    "PRIOR",
    "SCALE",
    "SIGMA",
    "Rating",
    "expected_score",
    "level_rating",
    "level_ratings",
    "nearest_level",
    "rated",
]

_MODEL = PlackettLuce(mu=MU, sigma=SIGMA, beta=BETA)
PRIOR = Rating(MU, SIGMA)


def rated(
    a: Rating, b: Rating, result: int, a_fixed: bool = False, b_fixed: bool = False
) -> tuple[Rating, Rating]:
    """``a`` and ``b`` after a match between them that ``a`` won (``result`` 0), drew (1) or lost
    (2); a fixed side (an AI level) keeps its rating."""
    if result not in (0, 1, 2):
        raise ValueError(f"result: 0, 1 or 2 (got {result!r})")
    ranks = [[1.0, 2.0], [1.0, 1.0], [2.0, 1.0]][result]
    teams = [[_MODEL.rating(mu=a.mu, sigma=a.sigma)], [_MODEL.rating(mu=b.mu, sigma=b.sigma)]]
    (new_a,), (new_b,) = _MODEL.rate(teams, ranks=ranks)
    return (
        a if a_fixed else Rating(float(new_a.mu), float(new_a.sigma)),
        b if b_fixed else Rating(float(new_b.mu), float(new_b.sigma)),
    )


def expected_score(a: Rating, b: Rating) -> float:
    """``a``'s expected share of the points against ``b`` (a draw counting half)."""
    c = math.sqrt(2 * BETA**2 + a.sigma**2 + b.sigma**2)
    return 1.0 / (1.0 + math.exp(-(a.mu - b.mu) / c))


@cache
def level_ratings() -> dict[str, Rating]:
    """The AI levels' fixed ratings, as the shipped win model measured them."""
    from samurai_bowl.ai.win_model import shipped

    return dict(shipped().levels)


def level_rating(level: str) -> Rating:
    """The fixed rating of the AI at ``level`` (random, easy, normal or hard)."""
    return level_ratings()[level]


def nearest_level(rating: Rating) -> str:
    """The AI level whose rating is nearest ``rating``'s mean: who plays a person in a play-out."""
    levels = level_ratings()
    return min(levels, key=lambda name: abs(levels[name].mu - rating.mu))
