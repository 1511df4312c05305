"""Looking at the pitch in tests: the frame's pixels, colours as tuples, a match on the screen."""

from __future__ import annotations

import arcade
import numpy as np
from arcade.types import Color

from samurai_bowl.engine.match import Match
from samurai_bowl.sessions.session import Session
from samurai_bowl.ui.app import App
from samurai_bowl.ui.art.turf import GRAIN
from samurai_bowl.ui.kit.palette import GRASS
from samurai_bowl.ui.match.view import MatchView
from tests.shots import shots
from tests.ui.conftest import render

Pixels = np.ndarray


def frame(app: App) -> Pixels:
    """The frame just drawn, indexed [y, x] with y = 0 at the bottom (as the window counts)."""
    render(app.window)
    return np.asarray(arcade.get_image().convert("RGB"))[::-1]


def shot(name: str) -> None:
    arcade.get_image().convert("RGB").save(shots("pitch") / f"test-{name}.png")


def rgb(colour: Color) -> tuple[int, int, int]:
    return (colour.r, colour.g, colour.b)


def colour_at(pixels: Pixels, x: float, y: float) -> Color:
    r, g, b = (int(c) for c in pixels[int(y), int(x)])
    return Color(r, g, b)


def grassy(colour: Color | tuple[int, ...], stripes: tuple[Color, ...] = GRASS) -> bool:
    """Turf: one of the ``stripes`` give or take the grain of its grass blades (art/turf.py)."""
    return any(
        max(abs(int(a) - b) for a, b in zip(colour[:3], stripe[:3], strict=True)) <= GRAIN
        for stripe in stripes
    )


def count(pixels: Pixels, box: tuple[float, float, float, float], colour: Color) -> int:
    """How many pixels of exactly ``colour`` lie in (left, bottom, width, height)."""
    left, bottom, width, height = (round(v) for v in box)
    patch = pixels[bottom : bottom + height, left : left + width]
    return int(np.all(patch == rgb(colour), axis=-1).sum())


def on_screen(app: App, m: Match, coaches: tuple[str, str] = ("human", "normal")) -> MatchView:
    view = MatchView(app, Session(m, coaches))
    app.show(view)
    view.moments.read_events()
    view.moments.waiting.clear()  # the marks under test, not the opening weather and kick-off banners
    render(app.window)
    return view
