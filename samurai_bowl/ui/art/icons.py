"""An icon for each position of a clan, drawn from code, so that a model's job shows at a glance:
a shield for the line, a ball in flight for a thrower, open hands for a catcher, a katana, a
fist, a flame and so on. Each position takes the first icon its id, name and skills suggest that
no earlier position of its clan has taken, so no two positions of one clan share an icon.

Every function draws into a square box (cx, cy, r) of a Pillow image, y downwards."""

from __future__ import annotations

import math
import re
from collections.abc import Callable

from PIL import ImageDraw

from samurai_bowl.data.roster import Roster

Ink = tuple[int, int, int, int]
Drawer = Callable[[ImageDraw.ImageDraw, float, float, float, Ink], None]


def _w(r: float, share: float) -> int:
    return max(1, round(share * r))


def shield(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, ink: Ink) -> None:
    d.polygon(
        [
            (cx - 0.7 * r, cy - 0.75 * r),
            (cx + 0.7 * r, cy - 0.75 * r),
            (cx + 0.7 * r, cy + 0.05 * r),
            (cx, cy + 0.85 * r),
            (cx - 0.7 * r, cy + 0.05 * r),
        ],
        fill=ink,
    )


def throw(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, ink: Ink) -> None:
    """A ball on an arc."""
    d.arc((cx - 0.85 * r, cy - 0.3 * r, cx + 0.85 * r, cy + 1.3 * r), 200, 330, fill=ink, width=_w(r, 0.16))
    d.ellipse((cx + 0.2 * r, cy - 0.85 * r, cx + 0.85 * r, cy - 0.35 * r), fill=ink)


def catch(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, ink: Ink) -> None:
    """Two open hands, cupped upwards."""
    d.chord((cx - 0.85 * r, cy - 0.7 * r, cx + 0.85 * r, cy + 0.85 * r), 0, 180, fill=ink)
    d.rectangle((cx - 0.08 * r, cy + 0.05 * r, cx + 0.08 * r, cy + 0.85 * r), fill=(0, 0, 0, 0))


def blade(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, ink: Ink) -> None:
    """A katana point up, on the diagonal."""
    d.line((cx - 0.55 * r, cy + 0.55 * r, cx + 0.7 * r, cy - 0.7 * r), fill=ink, width=_w(r, 0.22))
    d.line((cx - 0.55 * r, cy + 0.15 * r, cx - 0.15 * r, cy + 0.55 * r), fill=ink, width=_w(r, 0.2))
    d.line((cx - 0.85 * r, cy + 0.85 * r, cx - 0.45 * r, cy + 0.45 * r), fill=ink, width=_w(r, 0.3))


def fist(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, ink: Ink) -> None:
    """A burst: a mighty blow."""
    points = [
        (
            cx + r * (0.95 if k % 2 == 0 else 0.45) * math.cos(math.pi * k / 5 + 0.3),
            cy - r * (0.95 if k % 2 == 0 else 0.45) * math.sin(math.pi * k / 5 + 0.3),
        )
        for k in range(10)
    ]
    d.polygon(points, fill=ink)


def flame(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, ink: Ink) -> None:
    d.ellipse((cx - 0.55 * r, cy - 0.1 * r, cx + 0.55 * r, cy + 0.85 * r), fill=ink)
    d.polygon(
        [(cx - 0.55 * r, cy + 0.35 * r), (cx + 0.15 * r, cy - 0.95 * r), (cx + 0.55 * r, cy + 0.35 * r)],
        fill=ink,
    )


def fury(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, ink: Ink) -> None:
    """A lightning bolt: frenzy."""
    d.polygon(
        [
            (cx + 0.2 * r, cy - 0.95 * r),
            (cx - 0.55 * r, cy + 0.1 * r),
            (cx - 0.02 * r, cy + 0.1 * r),
            (cx - 0.25 * r, cy + 0.95 * r),
            (cx + 0.6 * r, cy - 0.2 * r),
            (cx + 0.05 * r, cy - 0.2 * r),
        ],
        fill=ink,
    )


def shadow(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, ink: Ink) -> None:
    """A crescent moon: the Shadowlands."""
    d.ellipse((cx - 0.85 * r, cy - 0.85 * r, cx + 0.85 * r, cy + 0.85 * r), fill=ink)
    d.ellipse((cx - 0.45 * r, cy - 1.0 * r, cx + 1.15 * r, cy + 0.6 * r), fill=(0, 0, 0, 0))


def mountain(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, ink: Ink) -> None:
    """Two peaks: standing firm, or earth."""
    d.polygon(
        [
            (cx - 0.95 * r, cy + 0.75 * r),
            (cx - 0.3 * r, cy - 0.75 * r),
            (cx + 0.1 * r, cy + 0.1 * r),
            (cx + 0.4 * r, cy - 0.35 * r),
            (cx + 0.95 * r, cy + 0.75 * r),
        ],
        fill=ink,
    )


def wind(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, ink: Ink) -> None:
    """Two chevrons: speed, or air."""
    for dx in (-0.45, 0.2):
        d.line(
            (cx + dx * r, cy - 0.7 * r, cx + (dx + 0.45) * r, cy, cx + dx * r, cy + 0.7 * r),
            fill=ink,
            width=_w(r, 0.28),
            joint="curve",
        )


def wave(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, ink: Ink) -> None:
    """Two crests of a wave: water, or a side-step."""
    for dy in (-0.3, 0.35):
        d.arc(
            (cx - 0.9 * r, cy + (dy - 0.35) * r, cx, cy + (dy + 0.35) * r),
            180,
            360,
            fill=ink,
            width=_w(r, 0.22),
        )
        d.arc(
            (cx, cy + (dy - 0.35) * r, cx + 0.9 * r, cy + (dy + 0.35) * r),
            0,
            180,
            fill=ink,
            width=_w(r, 0.22),
        )


def shuriken(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, ink: Ink) -> None:
    points = [
        (
            cx + r * (0.95 if k % 2 == 0 else 0.25) * math.cos(math.pi * k / 4 + math.pi / 4),
            cy - r * (0.95 if k % 2 == 0 else 0.25) * math.sin(math.pi * k / 4 + math.pi / 4),
        )
        for k in range(8)
    ]
    d.polygon(points, fill=ink)
    d.ellipse((cx - 0.15 * r, cy - 0.15 * r, cx + 0.15 * r, cy + 0.15 * r), fill=(0, 0, 0, 0))


def spear(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, ink: Ink) -> None:
    """An arrow forward: a charge, a blitz."""
    d.line((cx - 0.9 * r, cy, cx + 0.2 * r, cy), fill=ink, width=_w(r, 0.26))
    d.polygon([(cx + 0.1 * r, cy - 0.6 * r), (cx + 0.95 * r, cy), (cx + 0.1 * r, cy + 0.6 * r)], fill=ink)


def eye(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, ink: Ink) -> None:
    """An open eye: an apprentice who watches and learns."""
    d.chord((cx - 0.95 * r, cy - 0.55 * r, cx + 0.95 * r, cy + 0.95 * r), 200, 340, fill=ink)
    d.chord((cx - 0.95 * r, cy - 0.95 * r, cx + 0.95 * r, cy + 0.55 * r), 20, 160, fill=ink)
    d.ellipse((cx - 0.3 * r, cy - 0.3 * r, cx + 0.3 * r, cy + 0.3 * r), fill=(0, 0, 0, 0))


ICONS: dict[str, Drawer] = {
    "shield": shield,
    "throw": throw,
    "catch": catch,
    "blade": blade,
    "fist": fist,
    "flame": flame,
    "fury": fury,
    "shadow": shadow,
    "mountain": mountain,
    "wind": wind,
    "wave": wave,
    "shuriken": shuriken,
    "spear": spear,
    "eye": eye,
}
# what a word of a position's id or name, or one of its skills, suggests, best first
WORDS = {
    "lineman": "shield",
    "thrower": "throw",
    "catcher": "catch",
    "blitzer": "spear",
    "berserker": "fury",
    "damned": "shadow",
    "ninja": "shuriken",
    "earth": "mountain",
    "air": "wind",
    "fire": "flame",
    "water": "wave",
    "apprentice": "eye",
    "kenshinzen": "blade",
    "maiden": "spear",
}
SKILLS = {
    "pass": "throw",
    "catch": "catch",
    "katana": "blade",
    "iaijutsu": "blade",
    "mighty blow": "fist",
    "frenzy": "fury",
    "shadowlands": "shadow",
    "stand firm": "mountain",
    "sprint": "wind",
    "dodge": "wind",
    "sidestep": "wave",
    "dirty player": "shuriken",
    "charge": "spear",
    "block": "shield",
    "tackle": "shield",
}


def position_icons(roster: Roster) -> dict[str, str]:
    """Position id -> the name of its icon (a key of ICONS), different for every position."""
    taken: set[str] = set()
    out: dict[str, str] = {}
    for position in roster.positions:
        words = re.split(r"[^a-z]+", f"{position.id} {position.name}".lower())
        wanted = [WORDS[w] for w in words if w in WORDS] + [
            SKILLS[s.lower()] for s in position.skills if s.lower() in SKILLS
        ]
        icon = next((i for i in [*wanted, *ICONS] if i not in taken), "shield")
        taken.add(icon)
        out[position.id] = icon
    return out
