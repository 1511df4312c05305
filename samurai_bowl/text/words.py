"""English the game writes in every place (engine events, window, command line): a possessive and a
count with its noun, so that no screen says "Lanterns's shugenja" or "1 players"."""

from __future__ import annotations

import re


def possessive(name: str) -> str:
    """ "River Winds'" and "Doji Satoshi's"."""
    return f"{name}'" if name.endswith(("s", "S")) else f"{name}'s"


def plural(count: int, word: str, many: str | None = None) -> str:
    """ "1 player", "2 players"; ``many`` for a word that does not take an s ("casualties")."""
    return f"{count} {word if count == 1 else many or word + 's'}"


def score_needed(target: int, modifier: int = 0, *, one_die: bool = True) -> int:
    """The score the dice must show, with the modifiers folded into the target: a pick-up that
    needs 4+ with +1 needs a 3 on the die. On one d6 a natural 1 fails and a natural 6 succeeds,
    so the score is between 2 and 6 (the same number the pitch shows before the roll)."""
    needed = target - modifier
    return min(6, max(2, needed)) if one_die else needed


def needs(score: int) -> str:
    """A roll's target as every screen writes it: "3+"."""
    return f"{score}+"


_RULE = r"R\d+(?:\.\d+)?"
RULE_IDS = (
    (re.compile(rf"\s*\((?:{_RULE}(?:,\s*)?)+\)"), ""),  # "awarded (R3.8): …"
    (re.compile(rf"\b{_RULE}:\s*"), ""),  # "R3.4: 0 players on the pitch"
    (re.compile(rf",\s*{_RULE}(?=[,)])"), ""),  # "(only a concession, R3.8, changes that)"
    (re.compile(rf"\s*\b{_RULE}\b(?![.\d])"), ""),
)


def without_rule_ids(text: str) -> str:
    """Words for a player, without the rule book's ids ("R3.4: 0 players on the pitch" reads "0
    players on the pitch"): the window shows no rule book to look them up in."""
    for pattern, instead in RULE_IDS:
        text = pattern.sub(instead, text)
    return text.strip()
