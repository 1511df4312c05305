"""Hover words for the hiring table: what each column means (a line from the rules). What a skill
does comes from the kit's skill words (ui/kit/skill_words.py), the one place for them, and both
are shown in the kit's tip box (ui/kit/tip.py)."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

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


def column_words(header: str) -> str:
    name, about = COLUMNS[header]
    return f"{header}: {name} — {about}" if name != header else f"{header}: {about}"
