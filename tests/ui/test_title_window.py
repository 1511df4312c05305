"""The title window really opens and draws: title, the seven clans in their colours, Esc to quit."""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path

import arcade
import pytest
from arcade.types import Color
from PIL import Image

from samurai_bowl.data import GameData
from samurai_bowl.ui.title import BACKGROUND, TitleView, ink_for
from tests.ui.conftest import render


def pixel(image: Image.Image, x: float, y: float) -> tuple[int, int, int]:
    """The RGB at window coordinates (origin bottom-left) in an image from arcade.get_image()."""
    r, g, b, *_ = image.getpixel((int(x), image.height - 1 - int(y)))
    return (r, g, b)


@pytest.fixture
def frame(window: arcade.Window, data: GameData) -> tuple[TitleView, Image.Image]:
    view = TitleView(data, window)
    window.show_view(view)
    render(window)
    return view, arcade.get_image()


def test_seven_cards_in_each_clans_colour(frame: tuple[TitleView, Image.Image], data: GameData) -> None:
    view, image = frame
    rects = view.card_rects()
    assert [clan for clan, *_ in rects] == list(data.rosters)
    for clan, left, bottom, _width, _height in rects:
        # a point in the card's empty middle band, clear of text
        expected = Color.from_hex_string(data.rosters[clan].colours.primary)
        assert pixel(image, left + 10, bottom + 110) == (expected.r, expected.g, expected.b), clan
        border = Color.from_hex_string(data.rosters[clan].colours.secondary)
        assert pixel(image, left + 1, bottom + 50) == (border.r, border.g, border.b), clan


def test_cards_do_not_overlap_and_fit_the_window(frame: tuple[TitleView, Image.Image]) -> None:
    view, _ = frame
    rects = view.card_rects()
    for (_, left, _, width, _), (_, next_left, *_) in pairwise(rects):
        assert left + width < next_left
    assert rects[0][1] > 0 and rects[-1][1] + rects[-1][3] < 1280
    assert all(bottom > 0 and bottom + height < 720 * 0.6 for _, _, bottom, _, height in rects)


def test_title_is_drawn_above_the_cards(frame: tuple[TitleView, Image.Image]) -> None:
    view, image = frame
    left, bottom, width, height = view.title_rect()
    assert bottom > max(b + h for _, _, b, _, h in view.card_rects())
    region = image.crop((int(left), int(720 - bottom - height), int(left + width), int(720 - bottom)))
    light = sum(1 for p in region.getdata() if p[0] > 200 and p[1] > 200)
    assert light > 0.15 * region.width * region.height  # big bold letters, not an empty box
    assert pixel(image, 10, 700) == (BACKGROUND.r, BACKGROUND.g, BACKGROUND.b)


def test_card_text_is_drawn_in_a_contrasting_ink(frame: tuple[TitleView, Image.Image], data: GameData) -> None:
    view, image = frame
    for clan, left, bottom, width, height in view.card_rects():
        fill = Color.from_hex_string(data.rosters[clan].colours.primary)
        ink = ink_for(fill)
        band = image.crop((int(left + 8), int(720 - bottom - height + 12), int(left + width - 8), int(720 - bottom - height + 50)))
        inked = sum(1 for p in band.getdata() if p[:3] == (ink.r, ink.g, ink.b))
        assert inked > 40, f"{clan}: no {ink} name drawn on the card"


def test_light_cards_get_dark_ink_and_dark_cards_light_ink() -> None:
    assert ink_for(Color.from_hex_string("#f2f6f9")) == Color(0, 0, 0)
    assert ink_for(Color.from_hex_string("#1a1a1a")) == Color(255, 255, 255)


def test_layout_follows_the_window_size(window: arcade.Window, data: GameData) -> None:
    view = TitleView(data, window)
    view.layout(960, 600)
    small = view.card_rects()
    view.layout(1280, 720)
    large = view.card_rects()
    assert all(s[3] < big[3] for s, big in zip(small, large, strict=True))
    assert small[-1][1] + small[-1][3] < 960


def test_escape_closes_the_window(data: GameData, window: arcade.Window, monkeypatch: pytest.MonkeyPatch) -> None:
    view = TitleView(data, window)
    window.show_view(view)
    closed: list[bool] = []
    monkeypatch.setattr(window, "close", lambda: closed.append(True))
    window.dispatch_event("on_key_press", arcade.key.ESCAPE, 0)
    window.dispatch_events()
    view.on_key_press(arcade.key.A, 0)
    assert closed == [True]


def test_screenshot_is_not_blank(frame: tuple[TitleView, Image.Image], tmp_path: Path) -> None:
    _, image = frame
    path = tmp_path / "title.png"
    image.save(path)
    colours = Image.open(path).convert("RGB").getcolors(maxcolors=1 << 16)
    assert colours is not None and len(colours) > 20
