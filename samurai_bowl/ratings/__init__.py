"""Every coach's strength as a rating with an uncertainty (openskill's Weng-Lin Plackett-Luce
model): a person's moves with every finished match he coaches; the AI's levels are fixed, measured
from self-play (``python -m samurai_bowl.ai.level_fit``). The win-chance model reads a coach's
rating where it once assumed two normal coaches."""

from samurai_bowl.ratings.rating import (
    PRIOR,
    SCALE,
    Rating,
    level_rating,
    level_ratings,
    nearest_level,
    rated,
)

__all__ = ["PRIOR", "SCALE", "Rating", "level_rating", "level_ratings", "nearest_level", "rated"]
