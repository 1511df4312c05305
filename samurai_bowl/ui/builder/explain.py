"""Hover words for the hiring table: what each column means (a line from the rules), and what a
skill does (its rule text from the skills chart), shown in a box kept inside the window."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

import arcade

from samurai_bowl.data.skills import SkillList
from samurai_bowl.ui.kit.theme import PANEL_EDGE, TITLE_INK, Rect, label
from samurai_bowl.ui.kit.wrap import measure

# One line per column of the table, in the rules' own terms (R2, R5, R6, R7, R8, R9, R15).
COLUMNS: Mapping[str, tuple[str, str]] = MappingProxyType(
    {
        "Position": ("Position", "the kind of player, with the most of each a team may hire (R2)."),
        "MA": ("Movement Allowance", "how many squares he may move in his activation (R5)."),
        "ST": (
            "Strength",
            "compared in a block, assists added: stronger rolls 2 block dice and chooses (R7).",
        ),
        "AG": (
            "Agility",
            "the d6 a dodge, pick-up, catch or pass needs: AG1 6+, AG2 5+, AG3 4+, AG4 3+, AG5 2+ (R5.6).",
        ),
        "AV": ("Armour Value", "an armour roll of 2d6 must beat it to hurt him (R8)."),
        "PH": (
            "Personal Honor",
            "how often he may focus in an iaijutsu duel (R15), his roll in Show Me Your Stance; only"
            " a player under PH 2 may foul (R9), and the team with the higher total holds the"
            " Imperial Favor (R9.6).",
        ),
        "Skills": ("Skills", "what he does better than others: hover a skill for its rule (R18)."),
        "Cost": ("Cost", "koku to hire him; a new team has 1000 koku (R2)."),
        "Hired": ("Hired", "how many of the position the team has, and the most it may have (R2)."),
    }
)
SEPARATOR = ", "


def column_words(header: str) -> str:
    name, about = COLUMNS[header]
    return f"{header}: {name} — {about}" if name != header else f"{header}: {about}"


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


class Tip:
    """Words in a box beside the mouse, wrapped, moved to stay inside the window."""

    def __init__(self) -> None:
        self.lines: list[arcade.Text] = []
        self.rect: Rect = (0.0, 0.0, 0.0, 0.0)
        self.words = ""

    @property
    def shown(self) -> bool:
        return bool(self.words)

    def hide(self) -> None:
        self.words, self.lines = "", []

    def show(self, words: str, x: float, y: float, window: tuple[float, float], points: int) -> None:
        if not words:
            self.hide()
            return
        width, height = window
        pad = max(4, round(points * 0.6))
        room = min(460.0 * points / 12, width - 4 * pad)
        wrapped = measure(points).wrap(words, room)
        line_h = points * 1.7
        box_w = max(measure(points).width(line) for line in wrapped) + 2 * pad
        box_h = len(wrapped) * line_h + 2 * pad
        left = x + 14  # below and right of the mouse, or left/above it where the window ends
        bottom = y - 18 - box_h
        if left + box_w > width - 2:
            left = x - 14 - box_w
        if bottom < 2:
            bottom = y + 18
        left = min(max(2.0, left), width - 2 - box_w)
        bottom = min(max(2.0, bottom), height - 2 - box_h)
        self.rect = (left, bottom, box_w, box_h)
        self.words = words
        self.lines = []
        for index, line in enumerate(wrapped):
            text = label(line, TITLE_INK, points, anchor_y="center")
            text.position = (round(left + pad), round(bottom + box_h - pad - line_h * (index + 0.5)))
            self.lines.append(text)

    def draw(self) -> None:
        if not self.shown:
            return
        arcade.draw_lbwh_rectangle_filled(*self.rect, (16, 16, 22, 252))
        arcade.draw_lbwh_rectangle_outline(*self.rect, PANEL_EDGE, 2)
        for text in self.lines:
            text.draw()
