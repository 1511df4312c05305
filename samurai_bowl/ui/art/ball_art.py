"""The ball in flight as a sprite: the same oval as on the ground (bright, dark edge, white seam),
and the soft shadow it casts on the turf below it."""

from __future__ import annotations

from functools import lru_cache

import arcade
from PIL import Image, ImageDraw

SUPER = 4
BALL = (255, 236, 90, 255)
EDGE = (12, 12, 16, 255)
SEAM = (255, 255, 255, 255)


@lru_cache(maxsize=32)
def ball_texture(width: int) -> arcade.Texture:
    """A ball ``width`` pixels long (its edge included) at rest on its side."""
    size = (width + 4) * SUPER
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    d = ImageDraw.Draw(image)
    c, w = size / 2, width * SUPER / 2
    h = w * 0.74
    d.ellipse((c - w, c - h, c + w, c + h), fill=EDGE)
    e = max(2.0, width * 0.12) * SUPER
    d.ellipse((c - w + e, c - h + e, c + w - e, c + h - e), fill=BALL)
    s = w * 0.4
    d.line((c - s, c + s * 0.6, c + s, c - s * 0.6), fill=SEAM, width=max(1, round(e / 2)))
    return arcade.Texture(image.reduce(SUPER), hash=f"ball-{width}")


@lru_cache(maxsize=32)
def shadow_texture(width: int) -> arcade.Texture:
    size = (width + 4) * SUPER
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    c, w = size / 2, width * SUPER * 0.45
    ImageDraw.Draw(image).ellipse((c - w, c - w * 0.45, c + w, c + w * 0.45), fill=(0, 0, 0, 110))
    return arcade.Texture(image.reduce(SUPER), hash=f"ball-shadow-{width}")
