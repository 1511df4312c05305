"""Colour science for the colour tests: CIEDE2000 colour difference (Sharma, Wu and Dalal 2005)
on CIELAB, over the colour-vision simulation of :mod:`samurai_bowl.ui.kit.palette` (Machado,
Oliveira and Fernandes 2009, severity 1, applied in linear RGB), and that simulation applied to a
whole screenshot."""

from __future__ import annotations

import math

from arcade.types import Color
from PIL import Image

from samurai_bowl.ui.kit.palette import _VISION, VISIONS, lab, seen_as

__all__ = ["VISIONS", "delta_e", "delta_e_seen", "simulate"]


def delta_e(first: tuple[float, float, float], second: tuple[float, float, float]) -> float:
    """CIEDE2000 ΔE between two CIELAB colours (kL = kC = kH = 1)."""
    l1, a1, b1 = first
    l2, a2, b2 = second
    c_bar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_bar**7 / (c_bar**7 + 25**7)))
    a1p, a2p = a1 * (1 + g), a2 * (1 + g)
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dl, dc = l2 - l1, c2p - c1p
    if c1p * c2p == 0:
        dh = 0.0
    elif abs(h2p - h1p) <= 180:
        dh = h2p - h1p
    else:
        dh = h2p - h1p - 360 if h2p > h1p else h2p - h1p + 360
    big_dh = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    l_bar, cp_bar = (l1 + l2) / 2, (c1p + c2p) / 2
    if c1p * c2p == 0:
        h_bar = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        h_bar = (h1p + h2p) / 2
    else:
        h_bar = (h1p + h2p + 360) / 2 if h1p + h2p < 360 else (h1p + h2p - 360) / 2
    t = (
        1
        - 0.17 * math.cos(math.radians(h_bar - 30))
        + 0.24 * math.cos(math.radians(2 * h_bar))
        + 0.32 * math.cos(math.radians(3 * h_bar + 6))
        - 0.20 * math.cos(math.radians(4 * h_bar - 63))
    )
    d_theta = 30 * math.exp(-(((h_bar - 275) / 25) ** 2))
    r_c = 2 * math.sqrt(cp_bar**7 / (cp_bar**7 + 25**7))
    s_l = 1 + 0.015 * (l_bar - 50) ** 2 / math.sqrt(20 + (l_bar - 50) ** 2)
    s_c = 1 + 0.045 * cp_bar
    s_h = 1 + 0.015 * cp_bar * t
    r_t = -math.sin(math.radians(2 * d_theta)) * r_c
    return math.sqrt(
        (dl / s_l) ** 2 + (dc / s_c) ** 2 + (big_dh / s_h) ** 2 + r_t * (dc / s_c) * (big_dh / s_h)
    )


def delta_e_seen(first: Color, second: Color, vision: str) -> float:
    """CIEDE2000 ΔE between two sRGB colours as a viewer with ``vision`` sees them."""
    return delta_e(lab(seen_as(first, vision)), lab(seen_as(second, vision)))


def simulate(image: Image.Image, vision: str) -> Image.Image:
    """A screenshot as a viewer with ``vision`` sees it."""
    rgb = image.convert("RGB")
    if vision == "normal":
        return rgb
    table = [0.0] * 256
    for value in range(256):
        c = value / 255
        table[value] = c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    encode = [0] * 4097
    for step in range(4097):
        v = step / 4096
        encode[step] = round(255 * (12.92 * v if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055))
    matrix = _VISION[vision]
    seen: dict[tuple[int, int, int], tuple[int, int, int]] = {}
    out = []
    for pixel in rgb.getdata():
        found = seen.get(pixel)
        if found is None:
            lin = [table[c] for c in pixel]
            found = tuple(  # type: ignore[assignment]
                encode[round(min(1.0, max(0.0, sum(m * c for m, c in zip(row, lin, strict=True)))) * 4096)]
                for row in matrix
            )
            seen[pixel] = found  # type: ignore[assignment]
        out.append(found)
    result = Image.new("RGB", rgb.size)
    result.putdata(out)  # type: ignore[arg-type]
    return result
