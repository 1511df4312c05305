"""Dice drawn as dice, into shape lists built once per roll: a d6 (and d3) as a rounded ivory
cube with pips, a d8 as an octagon with up to eight pips, and the block die's five faces as
icons that differ by shape, not only colour: a skull (attacker down), an arrow (pushed), a blade
(defender down), crossed blades (both down) and "!" (defender stumbles). A die still tumbling
is drawn turned, showing a face picked at random (:func:`tumbling`)."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from enum import StrEnum
from typing import cast

import arcade.shape_list as shapes
from arcade.types import Color

from samurai_bowl.data.charts import BlockDiceChart, BlockFace
from samurai_bowl.engine import Event

BODY = Color(240, 232, 212)
D8_BODY = Color(206, 222, 240)
INK = Color(30, 27, 38)
SKULL_INK = Color(138, 24, 24)
SHADOW = Color(0, 0, 0, 110)
KEPT = Color(255, 212, 72)
DROPPED = Color(34, 31, 44, 128)  # over a die not kept: dimmer, its marks still 3:1 on it

Shapes = shapes.ShapeElementList[shapes.Shape]


class Mark(StrEnum):
    """How a die of a block is shown once a face is kept."""

    PLAIN = "plain"
    KEPT = "kept"
    DROPPED = "dropped"


@dataclass(frozen=True)
class Die:
    kind: str  # "d3", "d6", "d8" or "block"
    value: int
    face: str = ""  # a block die's face id (BlockFace)


def dice_of(event: Event, chart: BlockDiceChart) -> list[Die]:
    """The dice of a roll event, block dice with their faces."""
    kinds = event.data.get("dice", ())
    values = event.data.get("values", ())
    return [
        Die(kind, value, chart.lookup(value).id.value if kind == "block" else "")
        for kind, value in zip(kinds, values, strict=False)
    ]


def block_dice(faces: list[str] | tuple[str, ...]) -> list[Die]:
    """Block dice from face ids, as a block's decision names them."""
    return [Die("block", 0, face) for face in faces]


# --- shapes -------------------------------------------------------------------------------
def _quad(out: Shapes, points: list[tuple[float, float]], colour: Color) -> None:
    """A convex polygon given in order around its edge."""
    out.append(shapes.create_polygon(points, colour))


def _bar(
    out: Shapes, x0: float, y0: float, x1: float, y1: float, w0: float, w1: float, colour: Color
) -> None:
    """A bar from (x0, y0) to (x1, y1), ``w0`` wide at its start and ``w1`` at its end."""
    length = math.hypot(x1 - x0, y1 - y0) or 1.0
    nx, ny = -(y1 - y0) / length, (x1 - x0) / length
    _quad(
        out,
        [
            (x0 + nx * w0 / 2, y0 + ny * w0 / 2),
            (x1 + nx * w1 / 2, y1 + ny * w1 / 2),
            (x1 - nx * w1 / 2, y1 - ny * w1 / 2),
            (x0 - nx * w0 / 2, y0 - ny * w0 / 2),
        ],
        colour,
    )


def _rounded(out: Shapes, cx: float, cy: float, size: float, colour: Color) -> None:
    r = size * 0.16
    out.append(shapes.create_rectangle_filled(cx, cy, size, size - 2 * r, colour))
    out.append(shapes.create_rectangle_filled(cx, cy, size - 2 * r, size, colour))
    for dx in (-1, 1):
        for dy in (-1, 1):
            out.append(
                shapes.create_ellipse_filled(
                    cx + dx * (size / 2 - r), cy + dy * (size / 2 - r), 2 * r, 2 * r, colour, num_segments=12
                )
            )


def _octagon(out: Shapes, cx: float, cy: float, size: float, colour: Color) -> None:
    radius = size / 2 / math.cos(math.pi / 8)
    points = [
        (
            cx + radius * math.cos(math.pi / 8 + k * math.pi / 4),
            cy + radius * math.sin(math.pi / 8 + k * math.pi / 4),
        )
        for k in range(8)
    ]
    _quad(out, points, colour)


PIPS = {  # on a 3 x 3 grid, (column, row) from -1 to 1
    1: [(0, 0)],
    2: [(-1, 1), (1, -1)],
    3: [(-1, 1), (0, 0), (1, -1)],
    4: [(-1, 1), (1, 1), (-1, -1), (1, -1)],
    5: [(-1, 1), (1, 1), (0, 0), (-1, -1), (1, -1)],
    6: [(-1, 1), (1, 1), (-1, 0), (1, 0), (-1, -1), (1, -1)],
    7: [(-1, 1), (1, 1), (-1, 0), (0, 0), (1, 0), (-1, -1), (1, -1)],
    8: [(-1, 1), (0, 1), (1, 1), (-1, 0), (1, 0), (-1, -1), (0, -1), (1, -1)],
}


def _pips(out: Shapes, cx: float, cy: float, size: float, value: int) -> None:
    step, pip = size * 0.26, max(3.0, size * 0.17)
    for col, row in PIPS.get(value, []):
        out.append(
            shapes.create_ellipse_filled(cx + col * step, cy + row * step, pip, pip, INK, num_segments=10)
        )


def _skull(out: Shapes, cx: float, cy: float, s: float) -> None:
    out.append(shapes.create_ellipse_filled(cx, cy + 0.07 * s, 0.56 * s, 0.48 * s, SKULL_INK))
    out.append(shapes.create_rectangle_filled(cx, cy - 0.17 * s, 0.32 * s, 0.2 * s, SKULL_INK))
    for dx in (-1, 1):
        out.append(shapes.create_ellipse_filled(cx + dx * 0.12 * s, cy + 0.05 * s, 0.15 * s, 0.16 * s, BODY))
        tooth = shapes.create_rectangle_filled(cx + dx * 0.055 * s, cy - 0.22 * s, 0.035 * s, 0.1 * s, BODY)
        out.append(tooth)
    _quad(out, [(cx, cy - 0.03 * s), (cx + 0.045 * s, cy - 0.11 * s), (cx - 0.045 * s, cy - 0.11 * s)], BODY)


def _arrow(out: Shapes, cx: float, cy: float, s: float) -> None:
    _bar(out, cx - 0.32 * s, cy, cx + 0.06 * s, cy, 0.14 * s, 0.14 * s, INK)
    _quad(out, [(cx + 0.04 * s, cy + 0.22 * s), (cx + 0.34 * s, cy), (cx + 0.04 * s, cy - 0.22 * s)], INK)


def _blade(out: Shapes, cx: float, cy: float, s: float, lean: int) -> None:
    """A katana along the diagonal, point up: ``lean`` 1 to the upper right, -1 to the upper left."""
    ux, uy = lean * math.sqrt(0.5), math.sqrt(0.5)

    def at(t: float) -> tuple[float, float]:
        return cx + ux * t * s, cy + uy * t * s

    _bar(out, *at(-0.14), *at(0.3), 0.13 * s, 0.1 * s, INK)  # the blade, narrowing
    _bar(out, *at(0.3), *at(0.44), 0.1 * s, 0.01 * s, INK)  # the point
    gx, gy = at(-0.16)
    px, py = -uy * 0.16 * s, ux * 0.16 * s  # the guard, across the blade
    _bar(out, gx - px, gy - py, gx + px, gy + py, 0.08 * s, 0.08 * s, INK)
    _bar(out, *at(-0.44), *at(-0.18), 0.1 * s, 0.1 * s, INK)  # the grip


def _stumbles(out: Shapes, cx: float, cy: float, s: float) -> None:
    _bar(out, cx, cy - 0.06 * s, cx, cy + 0.33 * s, 0.09 * s, 0.17 * s, INK)
    out.append(shapes.create_ellipse_filled(cx, cy - 0.23 * s, 0.15 * s, 0.15 * s, INK, num_segments=12))


def _face(out: Shapes, face: str, cx: float, cy: float, s: float) -> None:
    if face == BlockFace.ATTACKER_DOWN:
        _skull(out, cx, cy, s)
    elif face == BlockFace.PUSHED:
        _arrow(out, cx, cy, s)
    elif face == BlockFace.DEFENDER_DOWN:
        _blade(out, cx, cy, s, 1)
    elif face == BlockFace.BOTH_DOWN:
        _blade(out, cx, cy, s, 1)
        _blade(out, cx, cy, s, -1)
    elif face == BlockFace.DEFENDER_STUMBLES:
        _stumbles(out, cx, cy, s)


SIDES = {"d3": 3, "d6": 6, "d8": 8}


def tumbling(die: Die, rng: random.Random, faces: list[str]) -> tuple[Die, float]:
    """A face for a die still in the air (any of its kind's, ``faces`` for a block die) and the
    degrees it is turned."""
    if die.kind == "block":
        shown = Die("block", 0, rng.choice(faces) if faces else die.face)
    else:
        shown = Die(die.kind, rng.randint(1, SIDES.get(die.kind, 6)))
    return shown, rng.uniform(-40.0, 40.0)


def _turned(parts: list[shapes.Shape], cx: float, cy: float, degrees: float) -> list[shapes.Shape]:
    """``parts`` turned by ``degrees`` about (cx, cy)."""
    a = math.radians(degrees)
    cos, sin = math.cos(a), math.sin(a)

    def turned(x: float, y: float) -> tuple[float, float]:
        return cx + (x - cx) * cos - (y - cy) * sin, cy + (x - cx) * sin + (y - cy) * cos

    return [shapes.Shape([turned(p[0], p[1]) for p in part.points], part.colors, part.mode) for part in parts]


def add_die(
    out: Shapes, die: Die, cx: float, cy: float, size: float, mark: Mark = Mark.PLAIN, turn: float = 0.0
) -> None:
    """One die of side ``size`` centred on (cx, cy), turned ``turn`` degrees; a kept die gets a
    gold ring, one not kept is dimmed."""
    if turn:
        parts: list[shapes.Shape] = []
        _die(cast(Shapes, parts), die, cx, cy, size, mark)
        for part in _turned(parts, cx, cy, turn):
            out.append(part)
    else:
        _die(out, die, cx, cy, size, mark)


def _die(out: Shapes, die: Die, cx: float, cy: float, size: float, mark: Mark) -> None:
    if mark is Mark.KEPT:
        ring = size * 0.14
        _rounded(out, cx, cy, size + 2 * ring, KEPT)
    shadow = max(1.0, size * 0.06)
    if die.kind == "d8":
        _octagon(out, cx + shadow, cy - shadow, size, SHADOW)
        _octagon(out, cx, cy, size, D8_BODY)
    else:
        _rounded(out, cx + shadow, cy - shadow, size, SHADOW)
        _rounded(out, cx, cy, size, BODY)
    if die.kind == "block":
        _face(out, die.face, cx, cy, size)
    else:
        _pips(out, cx, cy, size, die.value)
    if mark is Mark.DROPPED:
        out.append(shapes.create_rectangle_filled(cx, cy, size + 2, size + 2, DROPPED))
