"""Weather (R14): what the current weather does to movement and passing, and rolling it anew."""

from __future__ import annotations

from typing import TYPE_CHECKING

from samurai_bowl.data.charts import WeatherEntry
from samurai_bowl.engine.dice.rolled import roll_total
from samurai_bowl.engine.events import roll_event
from samurai_bowl.engine.state.pieces import Piece, Skill

if TYPE_CHECKING:
    from samurai_bowl.engine.match import Match


def current(m: Match) -> WeatherEntry:
    for entry in m.data.weather.results:
        if entry.id.value == m.weather:
            return entry
    raise ValueError(f"unknown weather '{m.weather}'")


def roll_weather(m: Match, purpose: str) -> None:
    """Roll 2d6 on the weather chart and make it the weather now (before the game, kickoff 7)."""
    total, rolls = roll_total(m.dice, m.data.weather.dice, "weather")
    entry = m.data.weather.lookup(total)
    m.weather = entry.id.value
    m._log(roll_event(rolls, purpose, result=entry.name))


def movement_allowance(m: Match, piece: Piece) -> int:
    """MA in this weather: Torrential Rain takes one off, Winter Warfare halves it, rounded up."""
    weather = current(m)
    ma = piece.ma + weather.ma_modifier
    if weather.ma_halved:
        ma = -(-ma // 2)
    return max(0, ma)


def surge_squares(m: Match, piece: Piece) -> int:
    """Surge of Speed squares allowed: none in Torrential Rain (R5.4, R14)."""
    if not current(m).surge_allowed:
        return 0
    movement = m.rules.movement
    return movement.sprint_surge_squares if piece.has(Skill.SPRINT) else movement.surge_squares
