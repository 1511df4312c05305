"""What every self-play match played to fit a model shares: the clans and weathers a model's
features name, in a fixed order, and the R4.2 option a match's seed gives it."""

from __future__ import annotations

from samurai_bowl.data.loader import GameData


def clans_and_weathers(data: GameData) -> tuple[list[str], list[str]]:
    return sorted(data.rosters), [str(entry.id.value) for entry in data.weather.results]


def match_options(seed: int) -> dict[str, object] | None:
    """Both R4.2 options, one match in two: one action per model on odd seeds."""
    return {"match": {"action_limit": "model"}} if seed % 2 else None
