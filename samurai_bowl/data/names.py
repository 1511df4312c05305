"""Given names for generated players (charts/names.yaml)."""

from __future__ import annotations

from pydantic import Field, model_validator

from samurai_bowl.data.coverage import check_unique
from samurai_bowl.data.types import DataModel, Text


class NameList(DataModel):
    given_names: list[Text] = Field(min_length=1)

    @model_validator(mode="after")
    def _unique(self) -> NameList:
        check_unique(self.given_names, "given_names")
        return self
