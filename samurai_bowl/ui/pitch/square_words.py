"""A square of the pitch in words the screen can stand by: the pitch draws no grid coordinates, so
a square is named by who stands on it, or said to be empty, never "(11, 4)"."""

from __future__ import annotations

from samurai_bowl.engine import Match
from samurai_bowl.text.words import possessive

VERTICAL = {-1: "up", 0: "", 1: "down"}  # the pitch is drawn with y growing downwards
HORIZONTAL = {-1: "left", 0: "", 1: "right"}


def square_words(m: Match, square: int | None) -> str:
    """ "#4 Kaiu Isamu's square", or "an empty square"."""
    if square is None:
        return ""
    model = m.board_view.at(square)
    if model is None:
        return "an empty square"
    return f"{possessive(f'#{model.number} {model.name}')} square"


def heading(m: Match, start: int, end: int) -> str:
    """Which way one step from ``start`` to ``end`` goes on screen: "up-left", "right" ..."""
    (ax, ay), (bx, by) = m.pitch.xy(start), m.pitch.xy(end)
    return "-".join(w for w in (VERTICAL[_sign(by - ay)], HORIZONTAL[_sign(bx - ax)]) if w) or "in place"


def _sign(value: int) -> int:
    return (value > 0) - (value < 0)
