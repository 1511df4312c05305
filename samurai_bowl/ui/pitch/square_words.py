"""A square of the pitch in words the screen can stand by: the pitch draws no grid coordinates, so
a square is named by who stands on it, or said to be empty, never "(11, 4)". The words are the
game's, shared with the AI's hint (samurai_bowl/telling/square_words.py)."""

from __future__ import annotations

from samurai_bowl.telling.square_words import heading, place_words, square_words

__all__ = ["heading", "place_words", "square_words"]
