"""The coaches a match can be given, built one way wherever a match is played: both coaches of a
match are seeded with the match's own seed, so a seed names every choice either coach makes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from samurai_bowl.ai.coaching import LEVELS, level_coach

if TYPE_CHECKING:
    from samurai_bowl.ai.coach import Coach

COACH_NAMES = LEVELS


def make_coach(name: str, seed: int) -> Coach:
    """The random coach, or the AI coach at one of its levels (``easy``, ``normal``, ``hard``),
    seeded with the seed of the match it plays."""
    return level_coach(name, seed)
