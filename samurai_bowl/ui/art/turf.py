"""The turf under the painted lines: each column of squares mown in its stripe of grass (or its
end zone's team colour), with a grain of grass blades — short streaks a shade lighter or darker —
so the pitch reads as turf rather than flat paint. The grain stays within ``GRAIN`` of the
stripe's colour on every channel, so every contrast worked out against the grass still holds."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import arcade
import numpy as np
from arcade.types import Color
from PIL import Image

GRAIN = 3  # the most a blade differs from its stripe, per channel
BLADE = 4  # pixels: the length of a blade's streak


def turf_image(cell: int, columns: Sequence[Color], rows: int, seed: int = 11) -> Image.Image:
    """``len(columns)`` columns of ``rows`` squares of ``cell`` pixels, each column its colour."""
    width, height = cell * len(columns), cell * rows
    base = np.repeat(np.array([c[:3] for c in columns], dtype=np.int16), cell, axis=0)  # one per pixel column
    grid = np.broadcast_to(base, (height, width, 3)).copy()
    rng = np.random.default_rng(seed)
    noise = rng.normal(0.0, 1.0, (height + BLADE, width))
    streaks = sum(noise[k : k + height] for k in range(BLADE)) / np.sqrt(BLADE)  # blades stand upright
    shade = np.clip(np.round(streaks * 1.3), -GRAIN, GRAIN).astype(np.int16)
    grid[..., 0] += np.clip(shade // 2, -GRAIN, GRAIN)
    grid[..., 1] += shade
    grid[..., 2] += np.clip(shade // 2, -GRAIN, GRAIN)
    return Image.fromarray(np.clip(grid, 0, 255).astype(np.uint8)).convert("RGBA")


@lru_cache(maxsize=8)
def turf_texture(cell: int, columns: tuple[Color, ...], rows: int) -> arcade.Texture:
    return arcade.Texture(turf_image(cell, columns, rows), hash=f"turf-{cell}-{rows}-{columns}")
