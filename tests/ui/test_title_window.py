"""The title window really opens and draws: title, the seven clans in their colours, Esc to quit."""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path

import arcade
import numpy as np
import pytest
from arcade.types import Color
from numpy.typing import NDArray
from PIL import Image

from samurai_bowl.data import GameData
from samurai_bowl.ui.app import App
from samurai_bowl.ui.menus.title import BACKGROUND, TitleView, ink_for
from tests.ui.conftest import render

Pixels = NDArray[np.uint8]
Frame = tuple[TitleView, Image.Image]


def rgb(colour: Color) -> tuple[int, int, int]:
    return (colour.r, colour.g, colour.b)


def pixels(image: Image.Image) -> Pixels:
    """RGB array indexed [y, x] in window coordinates (origin bottom-left) from arcade.get_image()."""
    return np.asarray(image.convert("RGB"))[::-1]


def at(image: Image.Image, x: float, y: float) -> tuple[int, int, int]:
    r, g, b = pixels(image)[int(y), int(x)]
    return (int(r), int(g), int(b))


def count(region: Pixels, colour: Color) -> int:
    return int(np.all(region == rgb(colour), axis=-1).sum())


@pytest.fixture
def frame(window: arcade.Window, data: GameData) -> Frame:
    view = TitleView(data, window)
    window.show_view(view)
    render(window)
    return view, arcade.get_image()


def test_seven_cards_in_each_clans_colour(frame: Frame, data: GameData) -> None:
    view, image = frame
    rects = view.card_rects()
    assert [clan for clan, *_ in rects] == list(data.rosters)
    for clan, left, bottom, width, height in rects:
        roster = data.rosters[clan]
        fill = rgb(Color.from_hex_string(roster.colours.primary))
        # inside the border beside the centred text, and centred in the band between positions and prices
        assert at(image, left + 10, bottom + height / 2) == fill, clan
        assert at(image, left + width / 2, bottom + 0.3 * height) == fill, clan
        assert at(image, left + 1, bottom + 50) == rgb(Color.from_hex_string(roster.colours.secondary)), clan
    assert len({at(image, left + 10, bottom + height / 2) for _, left, bottom, _, height in rects}) == 7


def test_cards_do_not_overlap_and_fit_the_window(frame: Frame) -> None:
    view, _ = frame
    rects = view.card_rects()
    for (_, left, _, width, _), (_, next_left, *_) in pairwise(rects):
        assert left + width < next_left
    assert rects[0][1] > 0 and rects[-1][1] + rects[-1][3] < 1280
    assert all(bottom > 0 and bottom + height < 720 * 0.6 for _, _, bottom, _, height in rects)


def test_nothing_is_drawn_between_the_cards(frame: Frame) -> None:
    """No card text runs off its card: the gaps between cards are plain background."""
    view, image = frame
    grid = pixels(image)
    for (_, left, bottom, width, height), (_, next_left, *_) in pairwise(view.card_rects()):
        gap = grid[int(bottom) : int(bottom + height), int(left + width + 4) : int(next_left - 4)]
        assert gap.size and count(gap, BACKGROUND) == gap.shape[0] * gap.shape[1]


def test_title_is_drawn_above_the_cards(frame: Frame) -> None:
    view, image = frame
    left, bottom, width, height = view.title_rect()
    assert bottom > max(b + h for _, _, b, _, h in view.card_rects())
    region = pixels(image)[int(bottom) : int(bottom + height), int(left) : int(left + width)]
    light = int(np.all(region > 200, axis=-1).sum())
    assert light > 0.15 * region.shape[0] * region.shape[1]  # big bold letters, not an empty box
    for x, y in [(10, 700), (1270, 10), (10, 10), (100, 450)]:
        assert at(image, x, y) == rgb(BACKGROUND), (x, y)


def test_card_text_is_drawn_in_a_contrasting_ink(frame: Frame, data: GameData) -> None:
    view, image = frame
    grid = pixels(image)
    for clan, left, bottom, width, height in view.card_rects():
        ink = ink_for(Color.from_hex_string(data.rosters[clan].colours.primary))
        top = bottom + height
        name_band = grid[int(top - 50) : int(top - 12), int(left + 8) : int(left + width - 8)]
        assert count(name_band, ink) > 40, f"{clan}: no {ink} name drawn on the card"
        price_band = grid[int(bottom + 8) : int(bottom + 60), int(left + 8) : int(left + width - 8)]
        assert count(price_band, ink) > 40, f"{clan}: no {ink} re-roll price drawn on the card"


def test_light_cards_get_dark_ink_and_dark_cards_light_ink() -> None:
    assert ink_for(Color.from_hex_string("#f2f6f9")) == Color(0, 0, 0)
    assert ink_for(Color.from_hex_string("#d4a017")) == Color(0, 0, 0)
    assert ink_for(Color.from_hex_string("#1a1a1a")) == Color(255, 255, 255)
    assert ink_for(Color.from_hex_string("#3d5a80")) == Color(255, 255, 255)


def test_layout_follows_the_window_size(window: arcade.Window, data: GameData, frame: Frame) -> None:
    view = TitleView(data, window)
    view.on_resize(800, 600)
    small = view.card_rects()
    assert small[-1][1] + small[-1][3] < 800
    view.on_resize(1280, 720)
    assert all(s[3] < big[3] and s[4] < big[4] for s, big in zip(small, view.card_rects(), strict=True))
    # laid out small and back again, it draws exactly what a fresh view draws
    window.show_view(view)
    render(window)
    assert arcade.get_image().tobytes() == frame[1].tobytes()


def test_escape_closes_the_window(
    data: GameData, window: arcade.Window, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the shared window must survive, so its close() is replaced for this test only
    closed: list[bool] = []
    monkeypatch.setattr(window, "close", lambda: closed.append(True))
    view = TitleView(data, window)
    window.show_view(view)
    window.dispatch_event("on_key_press", arcade.key.A, 0)
    window.dispatch_events()
    assert closed == []
    window.dispatch_event("on_key_press", arcade.key.ESCAPE, 0)
    assert closed == []  # headless pyglet queues the event ...
    window.dispatch_events()
    assert closed == [True]  # ... and dispatch_events() delivers it to the view


def test_screenshot_is_not_blank(frame: Frame, tmp_path: Path) -> None:
    _, image = frame
    path = tmp_path / "title.png"
    image.save(path)
    saved = Image.open(path).convert("RGB")
    assert saved.size == (1280, 720)
    colours = saved.getcolors(maxcolors=1 << 16)
    assert colours is not None and len(colours) > 20
    assert max(n for n, _ in colours) < 0.9 * 1280 * 720  # not just background


def test_every_card_has_its_clans_crest_above_it(frame: Frame, data: GameData) -> None:
    """A ring of the clan's second colour round a disc of its first, with its mon on the disc."""
    view, image = frame
    grid = pixels(image)
    assert len(view.crests) == len(view.cards)
    marks = []
    for (clan, left, bottom, width, height), crest in zip(view.card_rects(), view.crests, strict=True):
        roster = data.rosters[clan]
        x, y = crest.position
        assert abs(x - (left + width / 2)) <= 1 and y - crest.height / 2 > bottom + height  # over its card
        assert y + crest.height / 2 < view.title.bottom
        r = crest.width / 2
        ring = at(image, x, y + r * 0.95)
        assert (
            max(
                abs(a - b)
                for a, b in zip(ring, rgb(Color.from_hex_string(roster.colours.secondary)), strict=True)
            )
            <= 8
        ), clan
        disc = grid[int(y - r * 0.8) : int(y + r * 0.8), int(x - r * 0.8) : int(x + r * 0.8)]
        primary = np.all(disc == rgb(Color.from_hex_string(roster.colours.primary)), axis=-1)
        assert 0.15 < primary.mean() < 0.9, clan  # the disc, and a mon drawn over it
        marks.append(~primary)
    for a, b in pairwise(marks):
        shape = min(a.shape[0], b.shape[0]), min(a.shape[1], b.shape[1])
        assert not np.array_equal(a[: shape[0], : shape[1]], b[: shape[0], : shape[1]])


def test_the_main_menu_stands_between_the_clans_crests(app: App, data: GameData) -> None:
    from samurai_bowl.ui.menus.main_menu import MainMenuView

    window = app.window
    view = MainMenuView(app)
    app.show(view)
    render(window)
    assert len(view.crests) == len(data.rosters)
    buttons = [b.rect for b in view.menu.buttons]
    low, high = min(r[1] for r in buttons), max(r[1] + r[3] for r in buttons)
    for crest in view.crests:
        x, y = crest.position
        half = crest.width / 2
        assert all(x + half < left or x - half > left + w for left, _, w, _ in buttons)  # beside, not over
        assert half < x < window.width - half and low - half <= y <= high + half
    image = arcade.get_image()
    first = view.crests[0]
    assert at(image, *first.position) != rgb(BACKGROUND)  # drawn
