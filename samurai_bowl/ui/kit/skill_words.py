"""A skill's rule in words, from the skills chart (charts/skills.yaml, R18): the one place the
screens that explain a skill on hover (the hiring table, the match's player card) take them from;
and which skill of a comma-joined list is written under the mouse."""

from __future__ import annotations

import arcade

from samurai_bowl.data.skills import SkillList
from samurai_bowl.ui.kit.wrap import measure

SEPARATOR = ", "


def skill_at(cell: arcade.Text, x: float) -> str | None:
    """The skill written under ``x`` in a table's skills cell (a list joined by commas)."""
    words = cell.text
    if not words or words == "-":
        return None
    width = measure(int(cell.font_size), cell.bold is True or cell.bold == "bold")
    left = cell.x  # the skills cell is left-anchored
    start = 0
    for name in words.split(SEPARATOR):
        begin = left + width.width(words[:start])
        end = left + width.width(words[: start + len(name)])
        if begin - 2 <= x <= end + 2:
            return name
        start += len(name) + len(SEPARATOR)
    return None


def skill_words(skills: SkillList, name: str) -> str:
    """A skill's hover words: its name, whether it is a trait, and its rule."""
    skill = skills.get(name)
    if skill is None:
        return ""
    kind = " (trait)" if skill.kind == "trait" else ""
    return f"{skill.name}{kind}: {skill.text}"
