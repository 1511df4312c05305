"""A square of the pitch in the game's words: the pitch draws no grid coordinates, so a square is
named by who stands on it, or by the nearest model on the pitch and the way to it on screen, never
"(11, 4)". The window and the AI's hint both say squares so."""

from __future__ import annotations

from samurai_bowl.engine import Match
from samurai_bowl.text.words import plural, possessive

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


def place_words(m: Match, square: int, mover: int | None = None) -> str:
    """Where ``square`` is, by who stands there or the nearest other model (not ``mover``, the one
    going there): "#4 Kaiu Isamu's square", "the square down-left of #4 Kaiu Isamu", "2 squares
    right of #4 Kaiu Isamu"; "an empty square" when the pitch holds no one else."""
    here = m.board_view.at(square)
    if here is not None and here.index != mover:
        return square_words(m, square)
    near = [
        (m.pitch.distance(square, p.square), p.number, p)
        for p in m.pieces
        if p.square is not None and p.index != mover
    ]
    if not near:
        return "an empty square"
    apart, _, model = min(near, key=lambda found: found[:2])
    way = heading(m, model.square if model.square is not None else square, square)
    name = f"#{model.number} {model.name}"
    return f"the square {way} of {name}" if apart == 1 else f"{plural(apart, 'square')} {way} of {name}"


def heading(m: Match, start: int, end: int) -> str:
    """Which way from ``start`` to ``end`` goes on screen: "up-left", "right" ..."""
    (ax, ay), (bx, by) = m.pitch.xy(start), m.pitch.xy(end)
    return "-".join(w for w in (VERTICAL[_sign(by - ay)], HORIZONTAL[_sign(bx - ax)]) if w) or "in place"


def _sign(value: int) -> int:
    return (value > 0) - (value < 0)
