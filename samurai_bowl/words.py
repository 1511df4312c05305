"""English the game writes in every place (engine events, window, command line): a possessive and a
count with its noun, so that no screen says "Lanterns's shugenja" or "1 players"."""

from __future__ import annotations


def possessive(name: str) -> str:
    """ "River Winds'" and "Doji Satoshi's"."""
    return f"{name}'" if name.endswith(("s", "S")) else f"{name}'s"


def plural(count: int, word: str, many: str | None = None) -> str:
    """ "1 player", "2 players"; ``many`` for a word that does not take an s ("casualties")."""
    return f"{count} {word if count == 1 else many or word + 's'}"
