"""A view's frame at any size, saved for a look: the headless window keeps its first frame buffer,
so a size other than the window's is drawn into a buffer of its own. Frames go into the session's
folder of pictures (tests/shots.py)."""

from __future__ import annotations

from pathlib import Path

import arcade
from arcade.camera.default import ViewportProjector
from arcade.types import LBWH
from PIL import Image

from tests.shots import shots


def offscreen(
    window: arcade.Window, view: arcade.View, size: tuple[int, int], update: bool = True
) -> Image.Image:
    """``view`` drawn as it is laid out now into a ``size`` buffer of its own (after one update
    unless ``update`` is False), as an RGB picture the right way up."""
    width, height = size
    ctx = window.ctx
    target = ctx.framebuffer(color_attachments=[ctx.texture((width, height), components=4)])
    if update:
        view.on_update(1 / 60)
    with target.activate():
        target.clear()
        ViewportProjector(viewport=LBWH(0, 0, width, height)).use()
        view.on_draw()
        pixels = target.read(components=3)
    window.default_camera.use()
    return Image.frombytes("RGB", (width, height), pixels).transpose(Image.Transpose.FLIP_TOP_BOTTOM)


def save_shot(image: Image.Image, name: str, folder: str = "") -> Path:
    """Keep a frame as [folder/]<name>.png among the session's pictures, for a look."""
    path = shots(folder) / f"{name}.png"
    image.save(path)
    return path


def shot_at(
    window: arcade.Window, view: arcade.View, size: tuple[int, int], name: str, keep: bool = False
) -> Image.Image:
    """``view`` laid out (unless ``keep``: it is already) and drawn at ``size``, saved as
    <name>-<width>.png among the session's pictures; laid out again for the window's own size afterwards."""
    if not keep:
        view.on_resize(*size)
    image = offscreen(window, view, size)
    save_shot(image, f"{name}-{size[0]}")
    if not keep:
        view.on_resize(*window.get_size())
    return image
