"""Given names for generated players (charts/names.yaml)."""

from __future__ import annotations

from pydantic import Field, model_validator

from samurai_bowl.data.types import DataModel, Text
from samurai_bowl.errors import FieldProblem


class NameList(DataModel):
    given_names: list[Text] = Field(min_length=1)

    @model_validator(mode="after")
    def _unique(self) -> NameList:
        seen: set[str] = set()
        for index, name in enumerate(self.given_names):
            if name in seen:
                raise FieldProblem(f"given_names[{index}]", f"'{name}' is listed twice")
            seen.add(name)
        return self
