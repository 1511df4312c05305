"""A coach's rating: how one match moves it, that an AI level stays put, and that it learns a
coach's strength from his results."""

from __future__ import annotations

import random

import pytest

from samurai_bowl.ratings.coach import Coach
from samurai_bowl.ratings.rating import (
    PRIOR,
    Rating,
    expected_score,
    level_rating,
    level_ratings,
    nearest_level,
    rated,
)


def test_a_win_raises_a_loss_lowers_a_draw_meets_in_the_middle() -> None:
    strong, weak = Rating(30.0, 4.0), Rating(20.0, 4.0)
    won, lost = rated(PRIOR, PRIOR, 0)
    assert won.mu > 25 > lost.mu and won.sigma < PRIOR.sigma
    a, b = rated(strong, weak, 1)
    assert a.mu < strong.mu and b.mu > weak.mu  # a draw with the weaker coach costs the stronger
    upset, _ = rated(weak, strong, 0)
    expected, _ = rated(strong, weak, 0)
    assert upset.mu - weak.mu > expected.mu - strong.mu  # the surprise moves more


def test_an_ai_level_keeps_its_rating() -> None:
    normal = level_rating("normal")
    person, ai = rated(PRIOR, normal, 0, b_fixed=True)
    assert ai == normal and person.mu > PRIOR.mu
    with pytest.raises(ValueError, match="result"):
        rated(PRIOR, normal, 3)


def test_the_levels_stand_in_order_and_a_person_is_played_by_the_nearest() -> None:
    levels = level_ratings()
    assert levels["random"].mu < levels["easy"].mu < levels["normal"].mu < levels["hard"].mu
    assert nearest_level(Rating(levels["easy"].mu + 0.5, 3.0)) == "easy"
    assert Coach.person("Kenji", Rating(levels["random"].mu - 9, 2)).stand_in == "random"
    assert Coach.ai("hard").stand_in == "hard"
    with pytest.raises(ValueError, match="AI level"):
        Coach.ai("grandmaster")


def test_the_rating_learns_a_coach_who_scores_like_the_easy_ai() -> None:
    """A made-up coach who takes the easy AI's expected score against normal (his results drawn at
    random with that chance) ends, after 60 matches, with the easy level inside his interval and
    normal outside it."""
    easy, normal = level_rating("easy"), level_rating("normal")
    chance = expected_score(easy, normal)
    rng = random.Random(3)
    rating = PRIOR
    for _ in range(60):
        result = 0 if rng.random() < chance else 2
        rating, _ = rated(rating, normal, result, b_fixed=True)
    assert rating.low <= easy.mu <= rating.high
    assert not rating.low <= normal.mu <= rating.high
    assert rating.shown() == f"{rating.mu:.1f} ± {1.96 * rating.sigma:.1f}"
