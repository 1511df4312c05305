"""Scenario files, part one: what a parsed file holds, and small readers that turn a bad
value into one line naming the file and field."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from pydantic import TypeAdapter, ValidationError

from samurai_bowl.engine.match import Match
from samurai_bowl.engine.state.pieces import Status
from samurai_bowl.engine.state.pitch import Pitch
from samurai_bowl.errors import DataError, data_error_from_validation, join_fields
from samurai_bowl.teams.model import Name, Team

SIDES = ("home", "away")
TOP_FIELDS = (
    "home",
    "away",
    "options",
    "turn",
    "kickoff",
    "pregame",
    "favor",
    "weather",
    "players",
    "ball",
    "rerolls",
    "dice",
    "actions",
    "expect",
)
STARTS = ("turn", "kickoff", "pregame")  # the three ways a scenario starts; give at most one
FACE_ALIASES = {"skull": "attacker_down"}
NAME = TypeAdapter(Name)  # a player id becomes the model's name, so it follows the rules for names
RESULT_FIELDS = (
    "score",
    "turn",
    "active",
    "pending",
    "offered",
    "ball",
    "players",
    "rerolls",
    "weather",
    "events",
)


# --- the parsed file ----------------------------------------------------------------------------
@dataclass(frozen=True)
class ScenarioPlayer:
    id: str
    side: int
    piece: int  # index in the match
    square: int | None
    status: Status
    skills: tuple[str, ...]  # extra skills, added after the match is built


@dataclass
class Scenario:
    source: str
    home: Team
    away: Team
    options: dict[str, Any]
    pitch: Pitch
    half: int
    active: int
    turns: tuple[int, int]
    weather: str
    players: list[ScenarioPlayer]
    rerolls: tuple[int, int]
    ball_carrier: int | None  # piece index
    ball_square: int | None
    dice: list[tuple[str, int | str]]
    actions: list[dict[Any, Any]]
    expect: dict[str, Any] | None
    kicker: int | None = None  # kickoff: the side about to kick (else the match starts at a turn)
    favor: int | None = None  # the side given the Imperial Favor (turn/kickoff starts only)
    pregame: bool = False  # the match is created from the very beginning (weather roll first)

    def piece_of(self, player_id: Any, where: str) -> int:
        for player in self.players:
            if player.id == player_id:
                return player.piece
        known = ", ".join(p.id for p in self.players)
        raise DataError(self.source, f"unknown player {player_id!r} (players: {known})", where)


@dataclass
class ScenarioRun:
    scenario: Scenario
    match: Match
    ids: dict[int, str] = field(default_factory=dict)  # piece index -> scenario id


# --- small readers --------------------------------------------------------------------------------
def field_error(src: str, where: str, message: str) -> DataError:
    return DataError(src, message, where)


def read_fields(value: Any, src: str, where: str, allowed: tuple[str, ...]) -> dict[Any, Any]:
    if not isinstance(value, dict):
        raise field_error(src, where, f"must be a mapping of fields (got {shown_value(value)})")
    for key in value:
        if key not in allowed:
            known = ", ".join(allowed)
            raise field_error(src, join_fields(where, str(key)), f"is not a known field (fields: {known})")
    return value


def read_list(value: Any, src: str, where: str) -> list[Any]:
    if not isinstance(value, list):
        raise field_error(src, where, f"must be a list (got {shown_value(value)})")
    return value


def read_int(value: Any, src: str, where: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise field_error(
            src,
            where,
            f"must be a whole number from {low} to {high} (got {shown_value(value)})",
        )
    return value


def read_text(value: Any, src: str, where: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise field_error(src, where, f"must be text (got {shown_value(value)})")
    return value.strip()


def read_name(value: Any, src: str, where: str) -> str:
    """Text that is a valid team or player name (R2.5): a letter or digit, at most 40 characters."""
    try:
        return NAME.validate_python(value)
    except ValidationError as exc:
        raise field_error(src, where, data_error_from_validation(src, exc).message) from None


def read_choice(value: Any, choices: tuple[str, ...], src: str, where: str) -> str:
    if not isinstance(value, str) or value.strip().lower() not in choices:
        raise field_error(src, where, f"must be one of {', '.join(choices)} (got {shown_value(value)})")
    return value.strip().lower()


def shown_value(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, default=str)


def read_square(value: Any, pitch: Pitch, src: str, where: str) -> int:
    """``[x, y]`` -> square; off the pitch is an error."""
    ok = isinstance(value, list) and len(value) == 2
    if not ok or any(isinstance(v, bool) or not isinstance(v, int) for v in value):
        raise field_error(src, where, f"must be a square [x, y] (got {shown_value(value)})")
    if not pitch.on_pitch(value[0], value[1]):
        raise field_error(src, where, f"square {shown_value(value)} is off the pitch")
    return pitch.square(value[0], value[1])


# side fields for the team's staff: a count (0..9) or, where the low end is None, true/false
STAFF_FIELDS: dict[str, int | None] = {
    "geisha": 0,
    "assistant_coaches": 0,
    "team_shugenja": None,
    "special_staff": None,
}


def read_staff(value: Any, src: str, where: str, low: int | None) -> int | bool:
    if low is not None:
        return read_int(value, src, where, low, 9)
    if not isinstance(value, bool):
        raise field_error(src, where, f"must be true or false (got {shown_value(value)})")
    return value
