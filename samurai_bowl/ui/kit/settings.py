"""The window's settings, kept between runs in ``settings.json`` in the player's data folder."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from samurai_bowl.data.files import read_capped
from samurai_bowl.data.long_numbers import parse_json
from samurai_bowl.errors import DataError, FieldProblem, data_error_from_validation
from samurai_bowl.files.atomic import write_text_atomic
from samurai_bowl.net.relay_protocol import relay_problem
from samurai_bowl.ratings.book import clean_name

SETTINGS_FILE = "settings.json"
SETTINGS_MAX_BYTES = 100_000
RELAY_ADDRESS_MAX = 200  # characters of a relay's address, as the Host and Join screens take it
Speed = Literal["slow", "normal", "fast", "instant"]
HintLevel = Literal["easy", "normal", "hard"]
SPEED_SECONDS: dict[str, float] = {"slow": 0.6, "normal": 0.3, "fast": 0.1, "instant": 0.0}
# the match screen's animations (ui/match/animation.py) are timed for normal and multiplied by this
SPEED_PACE: dict[str, float] = {"slow": 2.0, "normal": 1.0, "fast": 0.4, "instant": 0.0}


class Settings(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid")

    animation_speed: Speed = "normal"  # how long each AI step and die stays on screen
    manual_turn_counter: bool = False  # R4.1's digital rule option for new matches
    show_win_chance: bool = False  # the match screen's side panel shows each side's chance to win
    window_width: int = Field(default=1280, ge=800, le=7680)
    window_height: int = Field(default=720, ge=600, le=4320)
    fullscreen: bool = False
    ui_scale: float = Field(default=1.0, ge=0.75, le=2.0)
    volume: float = Field(default=0.7, ge=0.0, le=1.0)  # the match's sounds, 0 to 1
    mute: bool = False
    hint_level: HintLevel = "normal"  # the AI level whose plan the hint shows
    # who coaches at this machine, by name in the coaches' book ("" : not named, his matches unrated);
    # the second is the away coach of a hot-seat match
    coach_name: str = ""
    second_coach_name: str = ""
    # the relay last hosted or joined through (wss://HOST[:PORT]), offered again; "" : none yet
    relay_address: str = Field(default="", max_length=RELAY_ADDRESS_MAX)

    @field_validator("coach_name", "second_coach_name")
    @classmethod
    def _a_name(cls, value: str) -> str:
        """A coach's name as the book keeps it (spaces tidied), or "" for none."""
        if not value.strip():
            return ""
        try:
            return clean_name(value)
        except DataError as exc:
            raise ValueError(exc.message) from None

    @field_validator("relay_address")
    @classmethod
    def _a_relay(cls, value: str) -> str:
        """A relay's address (spaces around it dropped), or "" for none."""
        if not value.strip():
            return ""
        problem = relay_problem(value)
        if problem:
            raise ValueError(problem)
        return value.strip()

    @property
    def step_seconds(self) -> float:
        """Seconds a replay shows each action."""
        return SPEED_SECONDS[self.animation_speed]

    @property
    def pace(self) -> float:
        """How much longer than at normal speed the AI's turns take on the match screen."""
        return SPEED_PACE[self.animation_speed]


def load_settings(folder: Path) -> tuple[Settings, str | None]:
    """The saved settings, or the defaults with one line saying why the file was not used."""
    path = folder / SETTINGS_FILE
    if not path.exists():
        return Settings(), None
    try:
        raw = read_capped(path, path.name, SETTINGS_MAX_BYTES)  # a regular file, and small
        return Settings.model_validate(parse_json(raw.decode("utf-8"))), None
    except DataError as exc:
        return Settings(), f"{path.name}: not used ({exc.message}); the defaults apply"
    except FieldProblem as exc:  # a number too long to read
        return Settings(), f"{path.name}: not used ({exc.field}: {exc.message}); the defaults apply"
    except ValidationError as exc:
        problem = data_error_from_validation("", exc, Settings)  # the field and what is wrong with it
        return Settings(), f"{path.name}: not used ({problem}); the defaults apply"
    except (OSError, ValueError) as exc:
        first = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        return Settings(), f"{path.name}: not used ({first}); the defaults apply"


def save_settings(folder: Path, settings: Settings) -> None:
    text = json.dumps(settings.model_dump(), indent=2) + "\n"
    write_text_atomic(folder / SETTINGS_FILE, text, "the settings", make_folder=True)
