"""A view's frame at any size, saved for a look: the headless window keeps its first frame buffer,
so a size other than the window's is drawn into a buffer of its own."""

from __future__ import annotations

from pathlib import Path

import arcade
from arcade.camera.default import ViewportProjector
from arcade.types import LBWH
from PIL import Image

SHOTS = Path("/tmp/shots-prompts2")


def shot_at(
    window: arcade.Window, view: arcade.View, size: tuple[int, int], name: str, keep: bool = False
) -> Image.Image:
    """``view`` laid out (unless ``keep``: it is already) and drawn at ``size``, saved as
    /tmp/shots-prompts2/<name>-<width>.png; laid out again for the window's own size afterwards."""
    width, height = size
    SHOTS.mkdir(parents=True, exist_ok=True)
    ctx = window.ctx
    target = ctx.framebuffer(color_attachments=[ctx.texture((width, height), components=4)])
    if not keep:
        view.on_resize(width, height)
    view.on_update(1 / 60)
    with target.activate():
        target.clear()
        ViewportProjector(viewport=LBWH(0, 0, width, height)).use()
        view.on_draw()
        pixels = target.read(components=3)
    window.default_camera.use()
    image = Image.frombytes("RGB", (width, height), pixels).transpose(Image.Transpose.FLIP_TOP_BOTTOM)
    image.save(SHOTS / f"{name}-{width}.png")
    if not keep:
        view.on_resize(*window.get_size())
    return image
