"""The pitch's colours: the grass, each clan's token colours (kits), and the choice of kits for a
match so that the two teams differ for every viewer, with colour-blind vision simulated too.

The grass is dark so that a token colour can be bright enough to stand out from it (3:1) and
still have a hue; every kit is checked against both stripes of grass in the tests."""

from __future__ import annotations

import math
from collections.abc import Sequence

from arcade.types import Color

from samurai_bowl.data.roster import Roster
from samurai_bowl.ui.kit.theme import contrast, luminance

GRASS = (Color(25, 62, 35), Color(29, 70, 40))
TOKEN_CONTRAST = 3.3  # a token colour against either grass stripe (3:1 and a little to spare)
DISTINCT = 28.0  # CIELAB ΔE the two teams' colours keep apart, seen normally and colour-blind
EDGE_LUMINANCE = 0.03  # a token's edge is at most this light: 3:1 against any token colour
END_ZONE_TINT = 0.7  # how far an end zone's grass turns toward its team's (darkened) colour

# Home kit first, then the change kits an away team wears when its first is too like the home one.
# From the rosters' colours, brightened where the clan colour would vanish on the grass.
CLAN_KITS: dict[str, tuple[Color, ...]] = {
    "crab": (Color(85, 145, 245), Color(205, 215, 225)),
    "crane": (Color(135, 205, 250), Color(250, 250, 250)),
    "dragon": (Color(60, 215, 165), Color(235, 200, 80)),
    "lion": (Color(245, 190, 30), Color(215, 160, 120)),
    "phoenix": (Color(255, 115, 35), Color(255, 225, 100), Color(255, 200, 180)),
    "scorpion": (Color(250, 85, 85), Color(255, 160, 200)),
    "unicorn": (Color(190, 130, 240), Color(245, 230, 250)),
}

# Machado, Oliveira and Fernandes (2009), severity 1, on linear RGB.
_VISION: dict[str, tuple[tuple[float, float, float], ...]] = {
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
}
VISIONS = ("normal", *_VISION)


def _linear(channel: float) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _encode(value: float) -> int:
    v = min(1.0, max(0.0, value))
    return round(255 * (12.92 * v if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055))


def seen_as(colour: Color, vision: str) -> Color:
    """``colour`` as a viewer with ``vision`` ("normal", "deuteranopia", "protanopia") sees it."""
    if vision == "normal":
        return colour
    rgb = [_linear(c) for c in colour[:3]]
    return Color(*(_encode(sum(m * c for m, c in zip(row, rgb, strict=True))) for row in _VISION[vision]))


def lab(colour: Color) -> tuple[float, float, float]:
    """CIELAB (D65) of an sRGB colour."""
    r, g, b = (_linear(c) for c in colour[:3])
    xyz = (
        (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047,
        0.2126 * r + 0.7152 * g + 0.0722 * b,
        (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883,
    )
    fx, fy, fz = (t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116 for t in xyz)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def difference(a: Color, b: Color) -> float:
    """The smallest CIELAB ΔE between ``a`` and ``b`` over normal and colour-blind vision."""
    return min(math.dist(lab(seen_as(a, v)), lab(seen_as(b, v))) for v in VISIONS)


def on_grass(colour: Color) -> float:
    """The lower contrast of ``colour`` against the two grass stripes."""
    return min(contrast(colour, grass) for grass in GRASS)


def brightened(colour: Color) -> Color:
    """``colour`` mixed with white until it stands out from the grass (a clan without a kit)."""
    mixed, step = colour, 0
    while on_grass(mixed) < TOKEN_CONTRAST and step < 50:
        step += 1
        mixed = Color(*(round(c + (255 - c) * step / 50) for c in colour[:3]))
    return mixed


def kits(roster: Roster) -> tuple[Color, ...]:
    """A clan's token colours, home kit first."""
    if roster.id in CLAN_KITS:
        return CLAN_KITS[roster.id]
    clan = roster.colours
    return tuple(brightened(Color.from_hex_string(c)) for c in (clan.primary, clan.secondary))


def darkened(colour: Color, most: float) -> Color:
    """``colour`` darkened (its hue kept) until its luminance is at most ``most``."""
    shade = colour
    for step in range(41):
        shade = Color(*(round(c * (1 - step / 40)) for c in colour[:3]))
        if luminance(shade) <= most:
            break
    return shade


def edge(roster: Roster) -> Color:
    """The token's edge: the clan's darker colour, darkened until any kit stands out from it."""
    clan = roster.colours
    return darkened(
        min((Color.from_hex_string(c) for c in (clan.primary, clan.secondary)), key=luminance), EDGE_LUMINANCE
    )


def end_zone(kit: Color, grass: Color) -> Color:
    """A team's end zone: the grass turned toward its colour but no lighter, so that every token
    stands out there as it does on the grass."""
    tint = darkened(kit, luminance(grass))
    mix = END_ZONE_TINT
    return Color(*(round(t * mix + g * (1 - mix)) for t, g in zip(tint[:3], grass[:3], strict=True)))


def choose(home: Sequence[Color], away: Sequence[Color]) -> tuple[Color, Color]:
    """The home kit and the first away kit far enough from it (the home team changes only when
    none of the away kits is); the most different pair when nothing is far enough."""
    pairs = [(h, a) for h in home for a in away]
    return next((p for p in pairs if difference(*p) >= DISTINCT), max(pairs, key=lambda p: difference(*p)))
