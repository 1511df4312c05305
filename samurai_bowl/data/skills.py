"""The skills list (R18): every skill or trait a roster may name."""

from __future__ import annotations

import difflib
from enum import StrEnum

from pydantic import Field, model_validator

from samurai_bowl.data.coverage import check_unique
from samurai_bowl.data.types import DataModel, Text


class SkillKind(StrEnum):
    SKILL = "skill"
    TRAIT = "trait"


class Skill(DataModel):
    name: Text
    kind: SkillKind = SkillKind.SKILL
    text: Text


class SkillList(DataModel):
    skills: list[Skill] = Field(min_length=1)

    @model_validator(mode="after")
    def _unique_names(self) -> SkillList:
        names = [skill.name for skill in self.skills]
        folded = [name.casefold() for name in names]
        check_unique(folded, "skills", "name", shown=[f"'{name}'" for name in names])
        return self

    def names(self) -> list[str]:
        return [skill.name for skill in self.skills]

    def get(self, name: str) -> Skill | None:
        for skill in self.skills:
            if skill.name == name:
                return skill
        return None

    def unknown_skill_message(self, name: str) -> str:
        close = difflib.get_close_matches(name, self.names(), n=1, cutoff=0.6)
        hint = f" (did you mean '{close[0]}'?)" if close else f" (known: {', '.join(self.names())})"
        return f"unknown skill '{name}'{hint}"
