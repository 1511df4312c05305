"""A clan team as saved in the player's data folder (R2)."""

from __future__ import annotations

import unicodedata
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BeforeValidator, Field, SerializerFunctionWrapHandler, model_serializer

from samurai_bowl.data.types import Amount, Bool, DataModel, Id, Int, ShirtNumber

TEAM_FORMAT: Literal[1] = 1
MAX_NAME_LENGTH = 40


def _strip(value: object) -> object:
    return value.strip() if isinstance(value, str) else value


def _readable_name(value: str) -> str:
    if any(unicodedata.category(ch).startswith("C") for ch in value):
        raise ValueError("must not contain control characters")
    if not any(ch.isalnum() for ch in value):
        raise ValueError(f"must contain a letter or a digit (got {value!r})")
    return value


Name = Annotated[
    str,
    BeforeValidator(_strip),
    Field(min_length=1, max_length=MAX_NAME_LENGTH, strict=True),
    AfterValidator(_readable_name),
]


class Player(DataModel):
    number: ShirtNumber
    name: Name
    position: Id
    spp: Amount = Field(default=0, ge=0)
    seriously_injured: Bool = False  # R8.5: rolls before each game, a 1 misses it
    id: Int | None = Field(default=None, ge=1)  # who he is in his league team, whatever he wears

    @model_serializer(mode="wrap")
    def _without_missing_id(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        """A player not yet in a league has no id, and his team's file says nothing of it."""
        out: dict[str, Any] = handler(self)
        if out.get("id") is None:
            out.pop("id", None)
        return out


class Team(DataModel):
    format: Literal[1] = TEAM_FORMAT
    name: Name
    clan: Id
    treasury: Amount | None = None
    rerolls: Amount = Field(default=0, ge=0)
    geisha: Amount = Field(default=0, ge=0)
    assistant_coaches: Amount = Field(default=0, ge=0)
    team_shugenja: Bool = False
    special_staff: Bool = False
    players: list[Player] = Field(default_factory=list)
