"""The turf under the painted lines, cross-mown: each column of squares in its stripe of grass (or
its end zone's team colour), and every other row of squares mown the other way, a shade lighter,
so the pitch reads as a mown pitch rather than flat paint. A row differs from its stripe by at
most ``GRAIN`` on any channel, so every contrast worked out against the grass still holds. Flat
boxes in the pitch's one shape list: a textured pitch would cost the software renderer a few
milliseconds a frame."""

from __future__ import annotations

from arcade.types import Color

GRAIN = 3  # the most a mown row differs from its stripe, per channel
MOWN = (1, 3, 1)  # what a row mown the other way adds to its stripe


def mown(stripe: Color, row: int) -> Color:
    """The turf of the square in ``row`` of a column of this ``stripe``."""
    if row % 2 == 0:
        return stripe
    return Color(*(min(255, c + d) for c, d in zip(stripe[:3], MOWN, strict=True)))
