"""A clan's roster (R2.1): positions with limits and stats, re-roll and staff prices."""

from __future__ import annotations

from pydantic import Field, model_validator

from samurai_bowl.data.coverage import check_unique
from samurai_bowl.data.types import Colour, DataModel, Id, Int, Text
from samurai_bowl.errors import FieldProblem


class Quantity(DataModel):
    min: Int = Field(default=0, ge=0, le=40)
    max: Int = Field(ge=1, le=40)

    @model_validator(mode="after")
    def _ordered(self) -> Quantity:
        if self.min > self.max:
            raise FieldProblem("min", f"must not exceed max ({self.min} > {self.max})")
        return self

    def __str__(self) -> str:
        return f"{self.min}-{self.max}"


class Position(DataModel):
    id: Id
    name: Text
    quantity: Quantity
    ma: Int = Field(ge=1, le=12)
    st: Int = Field(ge=1, le=10)
    ag: Int = Field(ge=1, le=6)
    av: Int = Field(ge=2, le=12)
    ph: Int = Field(ge=0, le=10)
    skills: list[Text] = Field(default_factory=list)
    cost: Int = Field(ge=0)

    @model_validator(mode="after")
    def _no_repeated_skill(self) -> Position:
        check_unique(self.skills, "skills")
        return self


class SpecialStaff(DataModel):
    id: Id
    name: Text
    cost: Int = Field(ge=0)
    rules: Text


class ClanColours(DataModel):
    primary: Colour
    secondary: Colour


class Roster(DataModel):
    id: Id
    name: Text
    colours: ClanColours
    reroll_cost: Int = Field(ge=0)
    team_shugenja_cost: Int = Field(ge=0)
    special_staff: SpecialStaff
    family_names: list[Text] = Field(min_length=1)
    positions: list[Position] = Field(min_length=1)

    @model_validator(mode="after")
    def _unique_positions(self) -> Roster:
        check_unique([p.id for p in self.positions], "positions", "id")
        return self

    def position(self, position_id: str) -> Position | None:
        for position in self.positions:
            if position.id == position_id:
                return position
        return None

    def cheapest_position(self) -> Position:
        return min(self.positions, key=lambda p: p.cost)
