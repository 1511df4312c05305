"""Contrast (WCAG relative luminance) and ink that stays readable: a team's colour lightened just
enough to be read on a dark panel, so every team keeps its hue."""

from __future__ import annotations

from arcade.types import Color

from samurai_bowl.ui.kit.theme import contrast, luminance

__all__ = ["MARK_CONTRAST", "TEXT_CONTRAST", "contrast", "legible", "luminance", "mix"]

TEXT_CONTRAST = 4.5  # words on their background
MARK_CONTRAST = 3.0  # graphic marks: dice, rings, stripes


def mix(a: Color, b: Color, share: float) -> Color:
    """``share`` of ``b`` into ``a`` (0 keeps ``a``), alpha from ``a``."""
    r, g, b_ = (round(x + (y - x) * share) for x, y in zip(a[:3], b[:3], strict=True))
    return Color(r, g, b_, a.a)


def legible(colour: Color, background: Color, ratio: float = TEXT_CONTRAST) -> Color:
    """``colour`` mixed towards white (or black on a light background) in small steps until it
    reaches ``ratio`` against ``background``."""
    target = Color(255, 255, 255) if luminance(background) < 0.18 else Color(0, 0, 0)
    for step in range(21):
        shade = mix(colour, target, step / 20)
        if contrast(shade, background) >= ratio:
            return Color(shade.r, shade.g, shade.b, 255)
    return target
