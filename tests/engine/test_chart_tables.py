"""Every result of the kick-off chart has its play in the engine's table, and every weather effect a
rule that reads it: a result added to a chart without one fails here, instead of passing in a match
without effect (R13, R14)."""

from __future__ import annotations

from pathlib import Path

from samurai_bowl.data import GameData
from samurai_bowl.data.charts import KickoffEvent, RollEntry, Weather, WeatherEntry
from samurai_bowl.engine.rules.kickoff import CHART_EVENTS

ENGINE = Path(__file__).resolve().parents[2] / "samurai_bowl" / "engine"


def test_every_kick_off_result_has_its_play() -> None:
    assert set(CHART_EVENTS) == set(KickoffEvent)


def test_the_shipped_chart_names_only_results_with_a_play(data: GameData) -> None:
    assert {entry.id for entry in data.kickoff.results} == set(CHART_EVENTS)


def test_every_weather_effect_of_the_chart_is_played() -> None:
    """The weather chart is data: each result is its effects (R14). An effect field added to the chart
    that no rule reads would pass in a match without effect: every one must be read by the engine."""
    engine = "\n".join(path.read_text(encoding="utf-8") for path in ENGINE.rglob("*.py"))
    effects = set(WeatherEntry.model_fields) - set(RollEntry.model_fields) - {"id"}
    assert effects >= {"pass_modifier", "ma_halved", "end_of_drive_miss_on"}
    assert not {effect for effect in effects if f".{effect}" not in engine}


def test_the_shipped_weather_chart_has_every_weather(data: GameData) -> None:
    assert {entry.id for entry in data.weather.results} == set(Weather)
