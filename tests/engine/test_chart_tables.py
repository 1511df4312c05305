"""Every result of the kick-off chart has its play in the engine's table: a result added to the
chart's list without one fails here, instead of passing in a match without effect (R13)."""

from __future__ import annotations

from samurai_bowl.data import GameData
from samurai_bowl.data.charts import KickoffEvent
from samurai_bowl.engine.kickoff import CHART_EVENTS


def test_every_kick_off_result_has_its_play() -> None:
    assert set(CHART_EVENTS) == set(KickoffEvent)


def test_the_shipped_chart_names_only_results_with_a_play(data: GameData) -> None:
    assert {entry.id for entry in data.kickoff.results} == set(CHART_EVENTS)
