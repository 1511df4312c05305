"""Who coaches one side of a match, as the win chance needs it: an AI level or a person, his
rating, and the AI level that stands in for him when a match is played out to its end."""

from __future__ import annotations

from dataclasses import dataclass

from samurai_bowl.ratings.rating import PRIOR, Rating, level_rating, nearest_level

AI_LEVELS = ("random", "easy", "normal", "hard")


@dataclass(frozen=True)
class Coach:
    kind: str  # "human" or an AI level
    rating: Rating
    name: str | None = None  # a person's name ("human" coaches only)

    @classmethod
    def ai(cls, level: str) -> Coach:
        if level not in AI_LEVELS:
            raise ValueError(f"coach: {level!r} is not an AI level ({', '.join(AI_LEVELS)})")
        return cls(level, level_rating(level))

    @classmethod
    def person(cls, name: str | None, rating: Rating = PRIOR) -> Coach:
        return cls("human", rating, name)

    @property
    def is_ai(self) -> bool:
        return self.kind != "human"

    @property
    def stand_in(self) -> str:
        """The AI level that plays this coach's side in a play-out: his own, or for a person the
        level whose rating is nearest his."""
        return self.kind if self.is_ai else nearest_level(self.rating)

    def shown(self) -> str:
        """``"Kenji 27.3 ± 4.1"`` or ``"the normal AI 25.0 ± 0.3"``."""
        who = f"the {self.kind} AI" if self.is_ai else (self.name or "a new coach")
        return f"{who} {self.rating.shown()}"


Coaches = tuple[Coach, Coach]  # home, away


def two_normal() -> Coaches:
    """What the win chance assumed before it knew who coached: the normal AI on both benches."""
    return Coach.ai("normal"), Coach.ai("normal")
