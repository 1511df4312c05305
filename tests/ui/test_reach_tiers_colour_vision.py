"""The reach tiers and the block brackets for every eye: each pair of tiers, as drawn blended on
both grass stripes, a CIEDE2000 ΔE of at least 10 apart seen normally and with deuteranopia or
protanopia (Machado et al. 2009, severity 1, in linear RGB); a lightness ramp (lighter is safer)
that reads without colour; the block brackets apart from every tier and from the block target's
own tint. A screenshot of the reach is simulated for each vision and saved for a look
(pitchtext/reach-<vision>.png among the session's pictures), and its pixels are checked too."""

from __future__ import annotations

import itertools

import arcade
import numpy as np
import pytest
from arcade.types import Color

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act
from samurai_bowl.engine.dice.sources import ScriptedDice
from samurai_bowl.engine.scenarios.position import Placement, match_at_turn
from samurai_bowl.ui.app import App
from samurai_bowl.ui.kit.palette import GRASS, lab, seen_as
from samurai_bowl.ui.kit.theme import over
from samurai_bowl.ui.match.controls.pitch_input import TARGET
from samurai_bowl.ui.pitch.marks import OUTLINE, STYLES
from samurai_bowl.ui.pitch.shading import TIERS, tier
from tests.rules.match_builder import crane_v_lion, sq
from tests.shots import shots
from tests.ui.colour_vision import VISIONS, delta_e, delta_e_seen, simulate
from tests.ui.pitch_helpers import on_screen
from tests.ui.test_match_view import click_square, hover, instant

__all__ = ["instant"]

APART = 10.0  # CIEDE2000: two colours a glance tells apart
BRACKET = STYLES[Act.BLOCK.value][0]


def shades(grass: Color) -> list[tuple[str, Color]]:
    return [(name, over(tier(lowest), grass)) for lowest, _, name in TIERS]


@pytest.mark.parametrize(
    ("first", "second", "expected"),
    [  # Sharma, Wu and Dalal (2005), test pairs 1, 7, 17 and 25
        ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
        ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
        ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
        ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
    ],
)
def test_ciede2000_matches_the_published_pairs(
    first: tuple[float, float, float], second: tuple[float, float, float], expected: float
) -> None:
    assert delta_e(first, second) == pytest.approx(expected, abs=1e-4)
    assert delta_e(second, first) == pytest.approx(expected, abs=1e-4)


@pytest.mark.parametrize("vision", VISIONS)
@pytest.mark.parametrize("grass", GRASS, ids=["stripe-a", "stripe-b"])
def test_every_pair_of_tiers_stays_apart(vision: str, grass: Color) -> None:
    seen = [*shades(grass), ("grass", grass)]  # a tier apart from the squares out of reach too
    for (a, first), (b, second) in itertools.combinations(seen, 2):
        assert delta_e_seen(first, second, vision) >= APART, (vision, a, b)


@pytest.mark.parametrize("vision", VISIONS)
@pytest.mark.parametrize("grass", GRASS, ids=["stripe-a", "stripe-b"])
def test_the_tiers_are_a_lightness_ramp_lighter_is_safer(vision: str, grass: Color) -> None:
    lightness = [lab(seen_as(shade, vision))[0] for _, shade in shades(grass)]
    assert all(safer > riskier + 3 for safer, riskier in itertools.pairwise(lightness)), lightness
    assert lightness[0] - lightness[-1] > 40  # the long shot reads dark at a glance


@pytest.mark.parametrize("vision", VISIONS)
@pytest.mark.parametrize("grass", GRASS, ids=["stripe-a", "stripe-b"])
def test_the_block_brackets_stand_out_on_every_tier_and_on_the_target(vision: str, grass: Color) -> None:
    for name, shade in [*shades(grass), ("block target", over(TARGET[Act.BLOCK], grass)), ("grass", grass)]:
        assert delta_e_seen(BRACKET, shade, vision) >= APART, (vision, name)
        assert delta_e_seen(OUTLINE, shade, vision) >= APART, (vision, name)  # and its dark edge


def test_the_simulated_screenshot_keeps_the_tiers_apart(instant: App, data: GameData) -> None:
    """A Crane with two Lions ahead: squares of every tier, read back from the frame itself."""
    placements = [Placement(0, sq(5, 5)), Placement(11, sq(8, 4)), Placement(12, sq(8, 7))]
    view = on_screen(instant, match_at_turn(data, *crane_v_lion(), ScriptedDice([]), placements))
    click_square(instant, view, sq(5, 5))
    hover(instant, 0, 0)
    view.on_draw()
    image = arcade.get_image().convert("RGB")
    tints = view.input.tints()
    picked: dict[tuple[int, int, int], int] = {}
    for square, colour in tints.items():
        picked.setdefault((colour.r, colour.g, colour.b), square)
    tiers = [picked[(c.r, c.g, c.b)] for _, c, _ in TIERS if (c.r, c.g, c.b) in picked]
    assert len(tiers) == len(TIERS)  # every tier is on the pitch
    height = image.size[1]
    for vision in VISIONS:
        seen = simulate(image, vision)
        seen.save(shots("pitchtext") / f"reach-{vision}.png")
        pixels = np.asarray(seen)
        colours = []
        for square in tiers:
            left, bottom, size, _ = view.geo.rect(square)
            x, y = int(left + size * 0.2), int(height - 1 - (bottom + size * 0.2))
            colours.append(Color(*(int(c) for c in pixels[y, x])))
        for a, b in itertools.combinations(colours, 2):
            assert delta_e(lab(a), lab(b)) >= APART, (vision, a, b)
