"""Tables looked up by a stat or a distance: basic agility (R5.6) and pass ranges (R10.1)."""

from __future__ import annotations

from pydantic import Field, model_validator

from samurai_bowl.data.coverage import check_coverage
from samurai_bowl.data.types import Bool, DataModel, Id, Int, Span, Text
from samurai_bowl.errors import FieldProblem


class AgilityRow(DataModel):
    agility: Int = Field(ge=1, le=20)
    and_above: Bool = False
    target: Int = Field(ge=2, le=6)


class AgilityTable(DataModel):
    """Roll needed on a d6 for each AG; the last row counts for that AG and above."""

    name: Text
    natural_one_fails: Bool = True
    natural_six_succeeds: Bool = True
    rows: list[AgilityRow] = Field(min_length=1)

    @model_validator(mode="after")
    def _covers_every_agility(self) -> AgilityTable:
        for index, row in enumerate(self.rows[:-1]):
            if row.and_above:
                raise FieldProblem(f"rows[{index}].and_above", "only the last row may cover 'and above'")
        if not self.rows[-1].and_above:
            raise FieldProblem(
                f"rows[{len(self.rows) - 1}].and_above",
                "the last row must cover its agility and above, so every AG has a target",
            )
        top = max(row.agility for row in self.rows)
        spans = [(row.agility, row.agility) for row in self.rows]
        check_coverage(spans, range(1, top + 1), "rows", "agility", what="agility")
        return self

    def target(self, agility: int) -> int:
        """The d6 roll needed (before modifiers) for a model with this AG (at least 1)."""
        if agility < 1:
            raise ValueError(f"agility must be at least 1 (got {agility})")
        for row in self.rows:
            if row.agility == agility or (row.and_above and agility >= row.agility):
                return row.target
        raise ValueError(f"no agility row for AG {agility}")  # unreachable after validation


class PassBand(DataModel):
    id: Id
    name: Text
    distance: Span
    modifier: Int = Field(ge=-6, le=6)


class PassRanges(DataModel):
    """Pass range bands by king-move distance, 1..max_range (R10.1)."""

    name: Text
    max_range: Int = Field(ge=1, le=30)
    bands: list[PassBand] = Field(min_length=1)

    @model_validator(mode="after")
    def _covers_every_distance(self) -> PassRanges:
        spans = [band.distance for band in self.bands]
        check_coverage(spans, range(1, self.max_range + 1), "bands", "distance", what="distance")
        return self

    def band(self, distance: int) -> PassBand | None:
        """The band for a distance, or None when out of range."""
        for band in self.bands:
            low, high = band.distance
            if low <= distance <= high:
                return band
        return None
