"""The tokens' textures, drawn with Pillow once for each look and kept: the team's shape (a disc
for home, a square for away), the kit colour inside the clan's dark edge, the clan's mon on a
badge at the left, the position's icon on a badge below, and a shadow under a standing model.
A prone model lies smaller with its badges turned on their side and a bar beneath; a stunned one
lies face down (badges upside down) under a cross. A model that has acted is greyed.

Drawn four times larger and reduced, so edges are smooth while the inside of each colour stays
exactly that colour (the tests read it). A square token's edges fall on whole pixels."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import arcade
from arcade.types import Color
from PIL import Image, ImageDraw

from samurai_bowl.ui.art.icons import ICONS
from samurai_bowl.ui.art.mon import draw_mon
from samurai_bowl.ui.kit.theme import BLACK, WHITE, contrast

SUPER = 4  # drawn at this many times the size, then reduced
STANDING, PRONE, STUNNED = "standing", "prone", "stunned"
SHADOW = (0, 0, 0, 96)
LINE = (235, 235, 225, 255)
OUTLINE = (12, 12, 16, 255)
BADGE = (24, 22, 30, 255)  # near the outline, not it (the tests find the ball by its outline)
DIMMED = Color(110, 110, 110, 150)  # greyed, not darkened: an acted model still stands out
MON = 0.68  # the mon's size, a share of the token's radius: inside what the tests read as plain kit
TURNED = {STANDING: 0, PRONE: 90, STUNNED: 180}


def _over(top: Color, ground: tuple[int, int, int, int]) -> tuple[int, int, int, int]:
    a = top.a / 255
    return (*(round(t * a + g * (1 - a)) for t, g in zip(top[:3], ground[:3], strict=True)), 255)  # type: ignore[return-value]


@dataclass(frozen=True)
class Look:
    """Everything a token's texture depends on."""

    cell: int
    away: bool
    fill: tuple[int, int, int]
    edge: tuple[int, int, int]
    clan: str
    icon: str
    state: str = STANDING
    dimmed: bool = False


def radius(cell: float, state: str) -> float:
    return cell * (0.42 if state == STANDING else 0.34)


def rim(cell: float) -> int:
    return max(2, round(cell * 0.05))


def _body(
    d: ImageDraw.ImageDraw, look: Look, inset: float, colour: tuple[int, int, int, int], dy: float = 0
) -> None:
    """The token's shape, ``inset`` pixels (at 1x) inside its edge, in ``colour``."""
    cell, r = look.cell, radius(look.cell, look.state)
    if look.away:  # whole pixels: x0 .. cell - x0
        x0 = round(cell / 2 - r) + inset
        box = (x0 * SUPER, (x0 + dy) * SUPER, (cell - x0) * SUPER - 1, (cell - x0 + dy) * SUPER - 1)
        d.rectangle(box, fill=colour)
    else:
        c, rr = cell / 2 * SUPER, (r - inset) * SUPER
        d.ellipse((c - rr, c - rr + dy * SUPER, c + rr, c + rr + dy * SUPER), fill=colour)


def _mix(colour: tuple[int, int, int, int], toward: int, share: float) -> tuple[int, int, int, int]:
    return (*(round(c + (toward - c) * share) for c in colour[:3]), 255)  # type: ignore[return-value]


def _badges(look: Look, fill: tuple[int, int, int, int]) -> Image.Image:
    """The mon, embossed large behind the model's label in a shade of his colour (lighter under
    dark ink, darker under light ink, so the label stands out more), and the position's icon on a
    dark badge below; on a layer of their own, turned with the model when he is down."""
    size = look.cell * SUPER
    layer = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    r = radius(look.cell, look.state) * SUPER
    c = size / 2
    dark_ink = contrast(Color(*fill[:3]), BLACK) > contrast(Color(*fill[:3]), WHITE)
    emboss = _mix(fill, 255 if dark_ink else 0, 0.4)
    draw_mon(ImageDraw.Draw(layer), look.clan, c, c, MON * r, emboss)
    icon_r = 0.4 * r
    ix, iy = c, c + 0.92 * r
    mark = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    d = ImageDraw.Draw(mark)
    d.ellipse((ix - icon_r, iy - icon_r, ix + icon_r, iy + icon_r), fill=BADGE)
    ICONS[look.icon](d, ix, iy, icon_r * 0.7, LINE)
    layer.alpha_composite(mark)
    turned = TURNED[look.state]
    return layer.rotate(turned, resample=Image.Resampling.BICUBIC, center=(c, c)) if turned else layer


def token_image(look: Look) -> Image.Image:
    """The token at ``look.cell`` pixels square."""
    size = look.cell * SUPER
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    fill, edge = (*look.fill, 255), (*look.edge, 255)
    if look.dimmed:
        fill, edge = _over(DIMMED, fill), _over(DIMMED, edge)  # type: ignore[arg-type]
    if look.state == STANDING:  # the shadow of a model on his feet
        shade = Image.new("RGBA", (size, size), (0, 0, 0, 0))
        _body(ImageDraw.Draw(shade), look, 0, SHADOW, dy=max(2.0, look.cell * 0.06))
        image.alpha_composite(shade)
    d = ImageDraw.Draw(image)
    _body(d, look, 0, edge)
    _body(d, look, rim(look.cell), fill)
    image.alpha_composite(_badges(look, fill))  # type: ignore[arg-type]
    r, c = radius(look.cell, look.state) * SUPER, size / 2
    d = ImageDraw.Draw(image)
    if look.state == STUNNED:  # face down: a cross over the token, light on dark
        for colour, width in ((OUTLINE, 4), (LINE, 2)):
            d.line((c - r, c - r, c + r, c + r), fill=colour, width=width * SUPER)
            d.line((c - r, c + r, c + r, c - r), fill=colour, width=width * SUPER)
    elif look.state == PRONE:  # face up: a bar under the token
        y = c + r + 3 * SUPER
        d.line((c - r, y, c + r, y), fill=LINE, width=3 * SUPER)
    return image.reduce(SUPER)


@lru_cache(maxsize=2048)
def token_texture(look: Look) -> arcade.Texture:
    return arcade.Texture(token_image(look), hash=f"token-{look}")
