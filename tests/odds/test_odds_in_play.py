"""Every kind of chance the window shows, played out on copies of its position with dice of
their own, agrees with how often it happens — in positions built for each kind of roll and skill
(``trials``), and in positions met in seeded matches (``harvested``): a two-sided binomial range at 99.9% for all the
figures together (each at 0.1% divided by their number). The seeds are fixed, so the check
gives the same answer every time."""

from __future__ import annotations

import pytest

from samurai_bowl.data import GameData
from tests.odds.playout import disagreements
from tests.odds.trials import harvested, trials

RUNS = 2000  # play-outs of each chance
CONFIDENCE = 0.999


@pytest.mark.slow
def test_every_displayed_chance_agrees_with_play(data: GameData) -> None:
    met = harvested(data)
    assert len(met) >= 15  # 23 with these seeds
    wrong = disagreements(trials(data) + met, RUNS, CONFIDENCE, first_seed=10_000)
    assert not wrong, "\n".join(wrong)
