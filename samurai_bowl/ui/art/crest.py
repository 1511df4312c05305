"""A clan's crest for the screens around the match: its mon on a disc of its main colour inside a
ring of its second colour, the mon in whichever of the second colour, white or black stands out
most from the disc. Drawn large and reduced, once for each clan and size."""

from __future__ import annotations

from functools import lru_cache

import arcade
from arcade.types import Color
from PIL import Image, ImageDraw

from samurai_bowl.data.roster import Roster
from samurai_bowl.ui.art.mon import draw_mon
from samurai_bowl.ui.kit.theme import BLACK, WHITE, contrast

SUPER = 4
RING = 0.12  # the ring's width, a share of the radius


def mon_ink(primary: Color, secondary: Color) -> Color:
    return max((secondary, WHITE, BLACK), key=lambda ink: contrast(ink, primary))


def crest_image(clan: str, size: int, primary: Color, secondary: Color) -> Image.Image:
    big = size * SUPER
    image = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    d = ImageDraw.Draw(image)
    r = big / 2 - 1
    c = big / 2
    d.ellipse((c - r, c - r, c + r, c + r), fill=(*secondary[:3], 255))
    inner = r * (1 - RING)
    d.ellipse((c - inner, c - inner, c + inner, c + inner), fill=(*primary[:3], 255))
    mark = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    draw_mon(ImageDraw.Draw(mark), clan, c, c, inner * 0.72, (*mon_ink(primary, secondary)[:3], 255))
    image.alpha_composite(mark)
    return image.reduce(SUPER)


@lru_cache(maxsize=64)
def _texture(clan: str, size: int, primary: Color, secondary: Color) -> arcade.Texture:
    return arcade.Texture(crest_image(clan, size, primary, secondary), hash=f"crest-{clan}-{size}-{primary}")


def crest_texture(roster: Roster, size: int) -> arcade.Texture:
    """The clan's crest, ``size`` pixels across."""
    colours = roster.colours
    primary, secondary = Color.from_hex_string(colours.primary), Color.from_hex_string(colours.secondary)
    return _texture(roster.id, max(8, size), primary, secondary)


def crest_sprite(roster: Roster, size: int, x: float, y: float) -> arcade.Sprite:
    sprite = arcade.Sprite(crest_texture(roster, size))
    half = size / 2
    sprite.position = (round(x - half) + half, round(y - half) + half)  # on whole pixels: sharp
    return sprite
