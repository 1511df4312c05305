"""The art drawn from code: every clan's mon and every position's icon apart from the others, a
token's look for each state, home and away told apart by shape, the cross-mown turf, and the
pitch's models in one sprite list."""

from __future__ import annotations

import itertools

import numpy as np
from arcade.types import Color
from PIL import Image, ImageDraw

from samurai_bowl.data import GameData
from samurai_bowl.engine.dice.sources import ScriptedDice
from samurai_bowl.engine.scenarios.position import Placement, match_at_turn
from samurai_bowl.engine.state.pieces import Status
from samurai_bowl.ui.app import App
from samurai_bowl.ui.art.icons import ICONS, position_icons
from samurai_bowl.ui.art.mon import MONS, draw_mon
from samurai_bowl.ui.art.token_art import PRONE, STANDING, STUNNED, Look, token_image
from samurai_bowl.ui.art.turf import GRAIN, mown
from samurai_bowl.ui.kit.palette import DISTINCT, GRASS, difference
from samurai_bowl.ui.pitch.draw import stripes
from tests.rules.match_builder import sq
from tests.ui.pitch_helpers import frame, on_screen
from tests.ui.test_match_view import instant
from tests.ui.test_pitch_drawing import CLANS, team

__all__ = ["instant"]
INK = (255, 255, 255, 255)


def silhouette(draw: object, *args: object) -> np.ndarray:
    image = Image.new("RGBA", (64, 64), (0, 0, 0, 0))
    draw(ImageDraw.Draw(image), *args)  # type: ignore[operator]
    return np.asarray(image)[..., 3] > 127


def overlap(a: np.ndarray, b: np.ndarray) -> float:
    return float((a & b).sum() / max(1, (a | b).sum()))


def test_every_clan_has_a_mon_of_its_own(data: GameData) -> None:
    shapes = {clan: silhouette(lambda d, c=clan: draw_mon(d, c, 32, 32, 28, INK)) for clan in data.rosters}
    assert set(data.rosters) <= set(MONS)
    for clan, mark in shapes.items():
        assert 0.12 < mark.mean() < 0.75, clan  # a shape, not a dot nor a block
    for a, b in itertools.combinations(shapes, 2):
        assert overlap(shapes[a], shapes[b]) < 0.7, (a, b)
    unknown = silhouette(lambda d: draw_mon(d, "mantis", 32, 32, 28, INK))
    assert unknown.mean() > 0.1  # a clan the game has no mon for still gets one


def test_every_position_of_a_clan_has_its_own_icon(data: GameData) -> None:
    for clan, roster in data.rosters.items():
        icons = position_icons(roster)
        assert set(icons) == {p.id for p in roster.positions}
        assert len(set(icons.values())) == len(icons), clan
    assert position_icons(data.roster("lion"))["lineman"] == "shield"
    assert position_icons(data.roster("crane"))["thrower"] == "throw"
    drawn = {name: silhouette(draw, 32, 32, 28, INK) for name, draw in ICONS.items()}
    for a, b in itertools.combinations(drawn, 2):
        assert overlap(drawn[a], drawn[b]) < 0.75, (a, b)


def look(state: str = STANDING, away: bool = False, dimmed: bool = False) -> Look:
    return Look(36, away, (85, 145, 245), (10, 20, 40), "crab", "blade", state, dimmed)


def test_each_state_looks_its_own_and_home_and_away_differ_in_shape() -> None:
    images = {state: np.asarray(token_image(look(state))) for state in (STANDING, PRONE, STUNNED)}
    fill = np.all(images[STANDING][..., :3] == (85, 145, 245), axis=-1)
    for state in (PRONE, STUNNED):
        assert not np.array_equal(images[state], images[STANDING])
        assert np.all(images[state][..., :3] == (85, 145, 245), axis=-1).sum() < fill.sum()  # lying: smaller
    assert not np.array_equal(images[PRONE], images[STUNNED])
    light = np.all(images[STUNNED][..., :3] == (235, 235, 225), axis=-1)
    corners = light[3:9, 3:9].sum() + light[-9:-3, -9:-3].sum()
    assert corners > 4  # the cross reaches the corners of a stunned token
    home, away = (np.asarray(token_image(look(away=side))) for side in (False, True))
    assert home[4, 4, 3] == 0 and away[5, 5, 3] == 255  # a disc leaves the corner empty, a square fills it
    shadow = home[31, 9]  # below the disc, clear of the icon's badge
    assert 0 < shadow[3] < 255 and tuple(shadow[:3]) == (0, 0, 0)  # a standing model casts a soft shadow
    dimmed = np.asarray(token_image(look(dimmed=True)))
    assert tuple(dimmed[18, 8][:3]) != tuple(home[18, 8][:3])


def test_the_pitch_draws_its_models_as_one_sprite_list(data: GameData, instant: App) -> None:
    placements = [Placement(i, sq(3 + i, 3)) for i in range(11)]
    placements += [Placement(11, sq(15, 5), Status.PRONE), Placement(12, sq(16, 5), Status.STUNNED)]
    view = on_screen(
        instant, match_at_turn(data, team(data, "crab"), team(data, "lion"), ScriptedDice([]), placements)
    )
    tokens = view.tokens
    assert len(tokens.sprites) == len(view.match.pieces)
    shown = [i for i, sprite in enumerate(tokens.sprite) if sprite.visible]
    assert shown == [p.index for p in view.match.pieces if p.square is not None]
    for index in shown:
        assert tokens.sprite[index].position == view.geo.centre(view.match.pieces[index].square or 0)
    states = {tokens.sprite_look(i).state for i in shown}
    assert states == {STANDING, PRONE, STUNNED}
    icons = {tokens.sprite_look(i).icon for i in range(11)}
    assert len(icons) == len(data.roster("crab").positions)


def test_every_clan_pair_differs_on_screen_in_colour_for_every_eye_and_in_shape(
    data: GameData, instant: App
) -> None:
    """Home and away tokens of every pairing as drawn: kits apart for normal and colour-blind eyes
    (CIELAB ΔE), and a square away token filling the corner a home disc leaves empty. Each clan
    plays once at home and once away (the kits of every pairing are checked in test_pitch_colours)."""
    for home, away in zip(CLANS, CLANS[1:] + CLANS[:1], strict=True):
        view = on_screen(
            instant,
            match_at_turn(
                data,
                team(data, home),
                team(data, away),
                ScriptedDice([]),
                [Placement(0, sq(8, 5)), Placement(11, sq(10, 5))],
            ),
        )
        pixels = frame(instant)
        kits, corners = [], []
        for square in (sq(8, 5), sq(10, 5)):
            cx, cy = view.geo.centre(square)
            cell = view.geo.cell
            kits.append(Color(*map(int, pixels[int(cy), int(cx - 0.33 * cell)])))
            corners.append(Color(*map(int, pixels[int(cy + 0.38 * cell), int(cx - 0.38 * cell)])))
        assert kits == [view.colours[0][0], view.colours[1][0]], (home, away)
        assert difference(*kits) >= DISTINCT, (home, away)  # the smallest ΔE over the three eyes
        assert corners[1] == view.colours[1][1] and corners[0] not in view.colours[0], (home, away)


def test_the_turf_is_cross_mown_within_its_stripe(data: GameData, instant: App) -> None:
    m = match_at_turn(
        data, team(data, "crab"), team(data, "lion"), ScriptedDice([]), [Placement(0, sq(3, 3))]
    )
    columns = stripes(m.pitch, (Color(85, 145, 245), Color(245, 190, 30)))
    assert columns[0] != GRASS[0] and columns[-1] != GRASS[1] and columns[5] == GRASS[1]  # the end zones
    view = on_screen(instant, m)
    pixels = frame(instant)
    for x in (0, 5, 6, 12, 23):
        drawn = []
        for y in (7, 8):
            left, bottom, _, _ = view.geo.rect(y * 24 + x)
            drawn.append(tuple(int(c) for c in pixels[int(bottom + 3), int(left + 3)]))
        assert drawn[0] != drawn[1], x  # one row mown one way, the next the other
        for colour in drawn:
            assert max(abs(a - b) for a, b in zip(colour, columns[x][:3], strict=True)) <= GRAIN, x
    assert mown(columns[5], 0) == columns[5] and mown(columns[5], 1) != columns[5]
