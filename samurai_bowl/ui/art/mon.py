"""Each clan's mon (crest), drawn from code as a simple silhouette in one colour: a crab's shell and
claws, a crane's spread wings, a dragon's three swirls, a lion's maned sun, a phoenix's flame, a
scorpion's curled tail and a unicorn's horn. A clan without one of its own gets a flower with as
many petals as its name has letters (three to eight), so every clan has a mark.

Every function draws into a square box (cx, cy, r) of a Pillow image, y downwards."""

from __future__ import annotations

import math
from collections.abc import Callable

from PIL import ImageDraw

Ink = tuple[int, int, int, int]
Drawer = Callable[[ImageDraw.ImageDraw, float, float, float, Ink], None]


def _circle(d: ImageDraw.ImageDraw, x: float, y: float, r: float, ink: Ink) -> None:
    d.ellipse((x - r, y - r, x + r, y + r), fill=ink)


def _ring(d: ImageDraw.ImageDraw, x: float, y: float, r: float, ink: Ink, width: float) -> None:
    d.ellipse((x - r, y - r, x + r, y + r), outline=ink, width=max(1, round(width)))


def _polar(cx: float, cy: float, r: float, degrees: float) -> tuple[float, float]:
    a = math.radians(degrees)
    return cx + r * math.cos(a), cy - r * math.sin(a)


def crab(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, ink: Ink) -> None:
    """A broad shell with two raised claws."""
    d.ellipse((cx - 0.62 * r, cy - 0.2 * r, cx + 0.62 * r, cy + 0.62 * r), fill=ink)
    for side in (-1, 1):
        x = cx + side * 0.6 * r
        d.pieslice(
            (x - 0.36 * r, cy - 0.95 * r, x + 0.36 * r, cy - 0.23 * r),
            -60 if side > 0 else 150,
            30 if side > 0 else 240,
            fill=ink,
        )
        d.line(
            (cx + side * 0.45 * r, cy + 0.05 * r, x, cy - 0.4 * r), fill=ink, width=max(1, round(0.16 * r))
        )
    for side in (-1, 1):
        for k in (0.3, 0.55):
            d.line(
                (cx + side * 0.5 * r, cy + k * r, cx + side * 0.95 * r, cy + (k + 0.22) * r),
                fill=ink,
                width=max(1, round(0.1 * r)),
            )


def crane(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, ink: Ink) -> None:
    """Two wings spread wide above a slender body and head."""
    for side in (-1, 1):
        d.polygon(
            [
                (cx, cy - 0.05 * r),
                (cx + side * 0.98 * r, cy - 0.55 * r),
                (cx + side * 0.8 * r, cy - 0.15 * r),
                (cx + side * 0.55 * r, cy + 0.1 * r),
            ],
            fill=ink,
        )
    d.ellipse((cx - 0.16 * r, cy - 0.3 * r, cx + 0.16 * r, cy + 0.7 * r), fill=ink)
    _circle(d, cx, cy - 0.45 * r, 0.17 * r, ink)
    d.polygon([(cx - 0.05 * r, cy - 0.5 * r), (cx + 0.05 * r, cy - 0.5 * r), (cx, cy - 0.95 * r)], fill=ink)


def dragon(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, ink: Ink) -> None:
    """Three tomoe (comma swirls) turning round the centre."""
    for k in range(3):
        hx, hy = _polar(cx, cy, 0.45 * r, 90 + 120 * k)
        _circle(d, hx, hy, 0.3 * r, ink)
        tail = [
            _polar(cx, cy, 0.45 * r + 0.3 * r * (1 - t), 90 + 120 * k + 25 + 80 * t) for t in (0.0, 0.5, 1.0)
        ]
        d.polygon(
            [_polar(hx, hy, 0.3 * r, 90 + 120 * k + 90), *tail, _polar(hx, hy, 0.3 * r, 90 + 120 * k - 90)],
            fill=ink,
        )


def lion(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, ink: Ink) -> None:
    """A mane of twelve rays round a solid face."""
    points = []
    for k in range(24):
        points.append(_polar(cx, cy, r * (0.98 if k % 2 == 0 else 0.62), 90 + 15 * k))
    d.polygon(points, fill=ink)
    _circle(d, cx, cy, 0.45 * r, (0, 0, 0, 0))
    _circle(d, cx, cy, 0.32 * r, ink)


def phoenix(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, ink: Ink) -> None:
    """A flame of three tongues rising from a round base."""
    _circle(d, cx, cy + 0.45 * r, 0.45 * r, ink)
    for dx, top, half in ((0.0, -0.98, 0.32), (-0.42, -0.55, 0.24), (0.42, -0.55, 0.24)):
        d.polygon(
            [
                (cx + (dx - half) * r, cy + 0.4 * r),
                (cx + dx * r, cy + top * r),
                (cx + (dx + half) * r, cy + 0.4 * r),
            ],
            fill=ink,
        )


def scorpion(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, ink: Ink) -> None:
    """A tail curled over the back, ending in a sting."""
    width = max(1, round(0.26 * r))
    d.arc((cx - 0.7 * r, cy - 0.7 * r, cx + 0.7 * r, cy + 0.7 * r), 120, 420, fill=ink, width=width)
    tip = _polar(cx, cy, 0.7 * r, 60)
    d.polygon(
        [
            (tip[0] - 0.25 * r, tip[1] - 0.05 * r),
            (tip[0] + 0.3 * r, tip[1] - 0.35 * r),
            (tip[0] + 0.05 * r, tip[1] + 0.25 * r),
        ],
        fill=ink,
    )
    _circle(d, cx, cy, 0.22 * r, ink)


def unicorn(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, ink: Ink) -> None:
    """A spiral horn in a horseshoe."""
    d.arc(
        (cx - 0.85 * r, cy - 0.7 * r, cx + 0.85 * r, cy + 0.95 * r),
        320,
        220 + 360,
        fill=ink,
        width=max(1, round(0.22 * r)),
    )
    d.polygon([(cx - 0.2 * r, cy + 0.55 * r), (cx, cy - 0.98 * r), (cx + 0.2 * r, cy + 0.55 * r)], fill=ink)


def flower(petals: int) -> Drawer:
    def draw(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, ink: Ink) -> None:
        for k in range(petals):
            px, py = _polar(cx, cy, 0.52 * r, 90 + 360 * k / petals)
            _circle(d, px, py, 0.4 * r, ink)
        _circle(d, cx, cy, 0.2 * r, (0, 0, 0, 0))

    return draw


MONS: dict[str, Drawer] = {
    "crab": crab,
    "crane": crane,
    "dragon": dragon,
    "lion": lion,
    "phoenix": phoenix,
    "scorpion": scorpion,
    "unicorn": unicorn,
}


def mon_for(clan: str) -> Drawer:
    """The clan's mon; a flower for a clan the game has no mon for."""
    return MONS.get(clan) or flower(3 + sum(map(ord, clan)) % 6)


def draw_mon(d: ImageDraw.ImageDraw, clan: str, cx: float, cy: float, r: float, ink: Ink) -> None:
    mon_for(clan)(d, cx, cy, r, ink)
