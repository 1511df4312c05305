"""What the pitch marks for a decision, read from its pixels: reach shading whose tiers a
colour-blind eye still tells apart, the dice printed on the squares ("4+"), tackle-zone counts
on shaded squares, the kick's squares, the hovered destination, each end zone's team, the
duellists; and hover words that name the models."""

from __future__ import annotations

import itertools
import math

import arcade
import numpy as np
from arcade.types import Color

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.dice.sources import ScriptedDice
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.scenarios.position import Placement, match_at_turn
from samurai_bowl.ui.app import App
from samurai_bowl.ui.art.turf import GRAIN
from samurai_bowl.ui.kit.palette import GRASS, lab, seen_as
from samurai_bowl.ui.kit.theme import contrast, over
from samurai_bowl.ui.match.view import MatchView
from samurai_bowl.ui.match.words.hover_words import target_words
from samurai_bowl.ui.pitch.marks import HOVER, OUTLINE, STYLES, TZ_INK
from samurai_bowl.ui.pitch.shading import TIERS, tier
from samurai_bowl.ui.pitch.spotlight import spotlight
from tests.rules.match_builder import crane_v_lion, sq
from tests.rules.test_r15_duels import EMPTY_LANDING, PRE_GAME, challenge
from tests.ui.pitch_helpers import Pixels, colour_at, count, frame, grassy, on_screen, rgb, shot
from tests.ui.test_match_view import click_square, hover, instant, press

__all__ = ["instant"]


def shown(view: MatchView, words: str, square: int) -> arcade.Text | None:
    """The mark layer's text ``words`` drawn inside ``square``, if any."""
    left, bottom, size, _ = view.geo.rect(square)
    texts = view.marks.texts.texts[: view.marks.texts.used]
    return next(
        (
            t
            for t in texts
            if t.text == words and left <= t.x <= left + size and bottom <= t.y <= bottom + size
        ),
        None,
    )


def inked(pixels: Pixels, view: MatchView, square: int) -> int:
    """Pixels in the middle of the square far from the shading's colour: letters."""
    left, bottom, size, _ = view.geo.rect(square)
    patch = pixels[
        int(bottom + size * 0.3) : int(bottom + size * 0.7), int(left + size * 0.2) : int(left + size * 0.8)
    ]
    ground = np.array(rgb(tile(pixels, view, square)))
    return int((np.abs(patch.astype(int) - ground).sum(axis=-1) > 200).sum())


def tile(pixels: Pixels, view: MatchView, square: int) -> Color:
    """The shading's colour near the square's corner, clear of any text on it."""
    left, bottom, size, _ = view.geo.rect(square)
    return colour_at(pixels, left + size * 0.15, bottom + size * 0.15)


def lined_up(data: GameData, app: App) -> MatchView:
    """A Crane (piece 0) with two Lions ahead: squares of every tier of risk around him."""
    placements = [Placement(0, sq(5, 5)), Placement(11, sq(8, 4)), Placement(12, sq(8, 7))]
    return on_screen(app, match_at_turn(data, *crane_v_lion(), ScriptedDice([]), placements))


def test_the_reach_tiers_survive_deuteranopia_and_no_roll_shows_on_the_grass(
    data: GameData, instant: App
) -> None:
    view = lined_up(data, instant)
    click_square(instant, view, sq(5, 5))
    pixels = frame(instant)
    shot("reach-tiers")
    found: dict[Color, int] = {}
    for square in view.input.reach:
        found.setdefault(view.input.tints()[square], square)
    tiers = [tier(lowest) for lowest, _, _ in TIERS]
    assert set(found) == set(tiers)  # all four tiers on this pitch
    drawn = {shade: tile(pixels, view, square) for shade, square in found.items()}
    for shade, square in found.items():
        expected = over(shade, GRASS[view.match.pitch.xy(square)[0] % 2])
        assert (
            max(abs(a - b) for a, b in zip(drawn[shade], expected, strict=True)) <= 2 + GRAIN
        )  # and the turf
    grass = colour_at(pixels, *view.geo.centre(sq(20, 12)))
    assert grassy(grass) and contrast(drawn[tiers[0]], grass) >= 3
    for a, b in itertools.combinations(drawn.values(), 2):
        for vision in ("deuteranopia", "protanopia"):
            assert math.dist(lab(seen_as(a, vision)), lab(seen_as(b, vision))) >= 20, (a, b, vision)


def hover_text(view: MatchView, words: str, square: int) -> arcade.Text | None:
    """The hovered path's text ``words`` drawn inside ``square``, if any."""
    left, bottom, size, _ = view.geo.rect(square)
    texts = view.hover_marks.texts.texts[: view.hover_marks.texts.used]
    return next(
        (
            t
            for t in texts
            if t.text == words and left <= t.x <= left + size and bottom <= t.y <= bottom + size
        ),
        None,
    )


def test_a_dodge_square_shows_4_plus_under_the_mouse_and_a_free_one_shows_nothing(
    data: GameData, instant: App
) -> None:
    placements = [Placement(0, sq(5, 5)), Placement(11, sq(4, 5)), Placement(1, sq(5, 9))]
    view = on_screen(instant, match_at_turn(data, *crane_v_lion(), ScriptedDice([]), placements))
    click_square(instant, view, sq(5, 5))  # beside a Lion: every step away is a dodge
    away = sq(6, 5)  # out of the Lion's reach: a plain 4+ (AG 3)
    frame(instant)
    assert shown(view, "4+", away) is None  # nothing printed until the mouse is on the path
    hover(instant, *view.geo.centre(away))
    pixels = frame(instant)
    shot("dodge-4-plus")
    text = hover_text(view, "4+", away)
    assert text is not None and text.visible and inked(pixels, view, away) > 10
    assert hover_text(view, "50%", away) is not None  # the path's chance on the square it ends on
    click_square(instant, view, sq(5, 9))  # a Crane nobody marks: no roll anywhere near
    hover(instant, 0, 0)
    pixels = frame(instant)
    assert sq(6, 9) in view.input.reach and inked(pixels, view, sq(6, 9)) == 0
    hover(instant, *view.geo.centre(sq(6, 9)))
    frame(instant)
    assert view.hover_marks.labels == 0  # a path without a roll: nothing printed on it


def test_tackle_zone_counts_show_on_shaded_squares(data: GameData, instant: App) -> None:
    placements = [Placement(0, sq(5, 5)), Placement(11, sq(8, 4)), Placement(12, sq(8, 6))]
    view = on_screen(instant, match_at_turn(data, *crane_v_lion(), ScriptedDice([]), placements))
    click_square(instant, view, sq(5, 5))
    zoned = sq(7, 3)  # in reach, in one Lion's tackle zone
    assert zoned in view.input.tints() and sq(7, 5) in view.input.tints()
    assert view.match.board.tz[1][zoned] == 1 and view.match.board.tz[1][sq(7, 5)] == 2
    left, bottom, size, _ = view.geo.rect(zoned)
    chip = (left + size * 0.6, bottom, size * 0.4, size * 0.4)
    before = frame(instant)
    press(instant, arcade.key.T)
    pixels = frame(instant)
    shot("tackle-zones")
    assert shown(view, "1", zoned) is not None and shown(view, "2", sq(7, 5)) is not None
    assert count(before, chip, OUTLINE) == 0
    assert (
        int(
            (
                np.abs(
                    pixels[
                        int(chip[1]) : int(chip[1] + chip[3]), int(chip[0]) : int(chip[0] + chip[2])
                    ].astype(int)
                    - np.array([TZ_INK.r, TZ_INK.g, TZ_INK.b])
                ).sum(axis=-1)
                < 60
            ).sum()
        )
        > 3
    )
    assert shown(view, "1", sq(20, 12)) is None  # nobody's zone there
    press(instant, arcade.key.T)


def test_the_hovered_destination_is_framed(data: GameData, instant: App) -> None:
    view = lined_up(data, instant)
    click_square(instant, view, sq(5, 5))
    target = sq(5, 8)
    left, bottom, size, _ = view.geo.rect(target)
    assert count(frame(instant), view.geo.rect(target), HOVER) == 0
    hover(instant, left + size / 2, bottom + size / 2)
    pixels = frame(instant)
    assert count(pixels, view.geo.rect(target), HOVER) > size * 2  # a white frame all round
    assert count(pixels, view.geo.rect(sq(5, 9)), HOVER) == 0


def kick_pending(data: GameData) -> Match:
    dice = ScriptedDice(PRE_GAME, data.block_dice)
    m = Match(data, *crane_v_lion(), seed=0, dice=dice)
    m.apply(Action(Act.CHOOSE_KICK, choice=1))
    for _ in (0, 1):
        m.apply(Action(Act.FORMATION, choice=0))
        m.apply(Action(Act.END_SETUP))
    assert m.pending is not None and m.pending.kind == "kick" and m.pending.side == 0
    return m


def test_the_kick_shades_the_receiving_half_and_frames_the_square_under_the_mouse(
    data: GameData, instant: App
) -> None:
    view = on_screen(instant, kick_pending(data))
    pixels = frame(instant)
    shot("kick")
    kicks = {a.square for a in view.match.legal_actions() if a.act is Act.KICK}
    theirs, ours = sq(18, 12), sq(5, 12)
    assert theirs in kicks and ours not in kicks
    assert grassy(colour_at(pixels, *view.geo.centre(ours)))
    assert not grassy(colour_at(pixels, *view.geo.centre(theirs)))
    hover(instant, *view.geo.centre(theirs))
    assert count(frame(instant), view.geo.rect(theirs), HOVER) > 20


def test_each_end_zone_carries_its_teams_name_in_its_colour(data: GameData, instant: App) -> None:
    view = lined_up(data, instant)
    pixels = frame(instant)
    left, bottom, width, height = view.geo.bounds
    depth = 2 * view.geo.cell
    for side, x in ((0, left), (1, left + width - depth)):
        name = view.end_zones.texts[side]
        assert name.text == view.match.teams[side].name and name.color[:3] == view.colours[side][0][:3]
        assert count(pixels, (x, bottom, depth, height), view.colours[side][0]) > 50
        assert count(pixels, (x, bottom, depth, height), view.colours[1 - side][0]) == 0


def test_the_challenger_and_the_challenged_are_marked_for_the_duel(data: GameData, instant: App) -> None:
    m, _, mine, theirs = challenge(data, [("d6", 5), ("d6", 2), *EMPTY_LANDING])
    assert spotlight(m).acting == {mine} and spotlight(m).acted_on == {theirs: Act.CHALLENGE}
    view = on_screen(instant, m, ("human", "human"))
    pixels = frame(instant)
    shot("duel-challenge")
    assert count(pixels, view.geo.rect(sq(12, 6)), STYLES["challenge"][0]) > 20
    view.apply(Action(Act.ACCEPT_DUEL, choice=1))
    assert view.match.pending is not None and view.match.pending.kind == "duel"
    lit = spotlight(view.match)
    assert set(lit.acting) | set(lit.acted_on) == {mine, theirs}


def test_hover_words_name_the_models_not_their_labels(data: GameData) -> None:
    placements = [
        Placement(7, sq(5, 5)),
        Placement(9, sq(6, 5)),
        Placement(10, sq(9, 5)),
        Placement(11, sq(5, 6)),
    ]
    m = match_at_turn(data, *crane_v_lion(), ScriptedDice([]), placements, ball_carrier=7)
    m.apply(Action(Act.ACTIVATE, piece=7))
    names = {i: m.pieces[i].name for i in (7, 9, 10, 11)}
    words = {
        a.act: target_words(m, a) for a in m.legal_actions() if a.square is not None and a.act is not Act.MOVE
    }
    assert words[Act.BLOCK].startswith(f"Block: {names[7]} on {names[11]} · ")
    # beside him: the hand-off and the pass, both open, in one line
    assert words[Act.HAND_OFF].startswith(f"Hand-off or pass: {names[7]} to {names[9]} · hand-off ")
    assert words[Act.PASS].startswith(f"Pass: {names[7]} to ")
