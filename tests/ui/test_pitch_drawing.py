"""The models on the match screen, read from its pixels: marks and numbers on the tokens, the
ball bright on the grass and on a carrier without hiding his label, the selection ring on every
clan, a target's brackets drawn over the model on its square, dimming that keeps a token's
shape, and the attacker and defender marked at a block's decision."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from arcade.shape_list import ShapeElementList
from arcade.types import Color

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.dice.sources import ScriptedDice
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.scenarios.position import Placement, match_at_turn
from samurai_bowl.sessions.session import Session
from samurai_bowl.teams.model import Team
from samurai_bowl.ui.app import App
from samurai_bowl.ui.kit.palette import GRASS
from samurai_bowl.ui.kit.theme import contrast, over
from samurai_bowl.ui.match.view import MatchView
from samurai_bowl.ui.pitch.marks import OUTLINE, STYLES
from samurai_bowl.ui.pitch.tokens import BALL, DIMMED
from tests.rules.match_builder import crane_v_crab, crane_v_lion, sq
from tests.teams.helpers import make_team
from tests.ui.pitch_helpers import Pixels, colour_at, count, frame, grassy, on_screen, rgb, shot
from tests.ui.test_match_view import click_square, instant

__all__ = ["instant"]
CLANS = ("crab", "crane", "dragon", "lion", "phoenix", "scorpion", "unicorn")


def team(data: GameData, clan: str) -> Team:
    """Eleven of the clan's first position, then one of each other position."""
    positions = [p.id for p in data.roster(clan).positions]
    return make_team(
        clan,
        {positions[0]: 11 - len(positions) + 1, **dict.fromkeys(positions[1:], 1)},
        name=f"{clan.title()} Eleven",
    )


def rival(clan: str) -> str:
    return "lion" if clan != "lion" else "crane"


def two_clans(data: GameData, home: str, away: str, placements: list[Placement], **kwargs: Any) -> Match:
    return match_at_turn(data, team(data, home), team(data, away), ScriptedDice([]), placements, **kwargs)


def ball_box(pixels: Pixels, view: MatchView, square: int) -> tuple[int, int, int, int]:
    """(x0, y0, x1, y1) of the ball's bright and dark pixels around ``square``."""
    left, bottom, size, _ = view.geo.rect(square)
    x0, y0 = int(left - size / 2), int(bottom - size / 2)
    patch = pixels[y0 : int(bottom + 1.5 * size), x0 : int(left + 1.5 * size)]
    bright = np.all(patch == rgb(BALL), axis=-1)
    ys, xs = np.nonzero(bright | np.all(patch == rgb(OUTLINE), axis=-1))
    assert bright.sum() > 10, "no ball drawn"
    return x0 + int(xs.min()), y0 + int(ys.min()), x0 + int(xs.max()), y0 + int(ys.max())


def test_tokens_show_the_positions_mark_over_the_number(data: GameData, instant: App) -> None:
    placements = [Placement(i, sq(4 + i, 3)) for i in range(4)] + [Placement(11, sq(15, 5))]
    view = on_screen(instant, two_clans(data, "crab", "lion", placements))
    marks = {view.match.pieces[i].position: view.tokens.marks[i].text for i in range(8, 11)}
    assert marks == {"berserker": "Be", "the_damned": "Da", "tsukai_tsugasu": "TT"}
    for i in range(4):
        mark, number = view.tokens.marks[i], view.tokens.numbers[i]
        assert number.text == str(view.match.pieces[i].number) and mark.visible and number.visible
        assert mark.y > number.y and mark.bottom > number.bottom  # the mark sits above the number
        left, bottom, size, _ = view.geo.rect(view.match.pieces[i].square or 0)
        assert left < mark.left and mark.right < left + size and bottom < number.bottom


@pytest.mark.parametrize("column", [7, 8])  # one square of each grass stripe
def test_a_loose_ball_stands_out_whole_on_the_top_row(data: GameData, instant: App, column: int) -> None:
    ball = sq(column, 0)
    m = match_at_turn(data, *crane_v_lion(), ScriptedDice([]), [Placement(0, sq(3, 5))], ball_square=ball)
    view = on_screen(instant, m)
    pixels = frame(instant)
    left, bottom, size, _ = view.geo.rect(ball)
    x0, y0, x1, y1 = ball_box(pixels, view, ball)
    assert left <= x0 and x1 < left + size and bottom <= y0 and y1 < bottom + size  # within its square
    assert (x1 - x0) >= size * 0.4
    grass = colour_at(pixels, left + 3, bottom + 3)
    assert grassy(grass, (GRASS[column % 2],))
    assert contrast(colour_at(pixels, (x0 + x1) / 2, (y0 + y1) / 2), grass) >= 3


@pytest.mark.parametrize("clan", CLANS)
def test_a_carried_ball_is_outlined_on_every_clan_and_clear_of_the_label(
    data: GameData, instant: App, clan: str
) -> None:
    carrier = sq(6, 0)  # on the top row: nothing may be cut off
    m = two_clans(data, clan, rival(clan), [Placement(0, carrier), Placement(11, sq(15, 5))], ball_carrier=0)
    view = on_screen(instant, m)
    pixels = frame(instant)
    shot(f"carrier-{clan}")
    x0, y0, x1, y1 = ball_box(pixels, view, carrier)
    left, bottom, size, _ = view.geo.rect(carrier)
    assert left <= x0 and x1 < left + size and bottom <= y0 and y1 < bottom + size
    fill = view.colours[0][0]
    assert count(pixels, (x0, y0, x1 - x0 + 1, y1 - y0 + 1), OUTLINE) > 10  # the dark edge ...
    assert contrast(OUTLINE, fill) >= 3 and contrast(BALL, fill) > 1  # ... is what sets it off the token
    for text in (view.tokens.marks[0], view.tokens.numbers[0]):
        text.visible = False  # the same frame without the letters: what differs is their ink
    bare = frame(instant)
    letters = np.any(pixels != bare, axis=-1)
    drawn, view.tokens.ball = view.tokens.ball, ShapeElementList()
    no_ball = frame(instant)  # and without the ball: what differs is the ball (the token's mon stays)
    view.tokens.ball = drawn
    ball = np.zeros_like(letters)
    ball[y0 : y1 + 1, x0 : x1 + 1] = np.any(
        bare[y0 : y1 + 1, x0 : x1 + 1] != no_ball[y0 : y1 + 1, x0 : x1 + 1], axis=-1
    )
    assert letters.sum() > 20 and not (letters & ball).any(), clan  # no letter on the ball


def ring_colours(pixels: Pixels, view: MatchView, square: int) -> list[Color]:
    """The colours met going right from the token's edge to the next square's token."""
    cx, cy = view.geo.centre(square)
    cell = view.geo.cell
    return [colour_at(pixels, x, cy) for x in range(int(cx + 0.3 * cell), int(cx + 0.58 * cell))]


@pytest.mark.parametrize("clan", CLANS)
@pytest.mark.parametrize("side", [0, 1])
def test_the_selected_model_is_ringed_on_every_clan(
    data: GameData, instant: App, clan: str, side: int
) -> None:
    home, away = (clan, rival(clan)) if side == 0 else (rival(clan), clan)
    mine = 0 if side == 0 else 11
    m = two_clans(data, home, away, [Placement(0, sq(8, 5)), Placement(11, sq(15, 5))], active=side)
    view = on_screen(instant, m, ("human", "normal") if side == 0 else ("normal", "human"))
    square = m.pieces[mine].square or 0
    before = ring_colours(frame(instant), view, square)
    click_square(instant, view, square)
    assert view.input.selected == mine
    pixels = frame(instant)
    shot(f"ring-{clan}-{side}")
    after = ring_colours(pixels, view, square)
    fill, edge = view.colours[side]
    grass = set(before) - {fill, edge}
    new = [c for c in after if c not in (fill, edge, OUTLINE) and c not in grass]
    assert len(new) >= 3, (clan, side, after)  # a band of its own colour round the token
    ring = max(set(new), key=new.count)
    assert all(contrast(ring, g) >= 3 for g in GRASS) and contrast(ring, OUTLINE) >= 3
    assert ring != fill and ring != edge and OUTLINE in after  # bright, then dark outside


def test_a_block_targets_brackets_are_drawn_over_the_model_on_its_square(
    data: GameData, instant: App
) -> None:
    placements = [Placement(0, sq(10, 5)), Placement(11, sq(11, 5))]
    view = on_screen(instant, match_at_turn(data, *crane_v_lion(), ScriptedDice([]), placements))
    target = sq(11, 5)
    left, bottom, size, _ = view.geo.rect(target)
    token = (left + size * 0.1, bottom + size * 0.1, size * 0.8, size * 0.8)  # the away token's own box
    colour = STYLES["block"][0]
    assert count(frame(instant), token, colour) == 0
    click_square(instant, view, sq(10, 5))
    assert any(a.act is Act.BLOCK and a.square == target for a in view.input.turn_targets)
    pixels = frame(instant)
    shot("block-target")
    assert count(pixels, (left - 3, bottom - 3, size + 6, size + 6), colour) > 40  # brackets round the square
    assert count(pixels, token, OUTLINE) > 5 and count(pixels, token, colour) > 3  # a letter over the token
    cx, cy = view.geo.centre(target)
    for dx, dy in ((1, -1), (-1, -1), (1, 1)):  # the square token's other corners still show
        assert colour_at(pixels, cx + dx * 0.38 * size, cy + dy * 0.38 * size) == view.colours[1][1]


def test_a_dimmed_away_token_stays_square(data: GameData, instant: App) -> None:
    placements = [Placement(0, sq(4, 5)), Placement(11, sq(15, 5)), Placement(12, sq(15, 9))]
    m = match_at_turn(data, *crane_v_lion(), ScriptedDice([]), placements, active=1)
    view = on_screen(instant, m, ("normal", "human"))
    assert view.apply(Action(Act.ACTIVATE, piece=11)) and view.apply(Action(Act.END_ACTIVATION, piece=11))
    assert 11 in view.match.acted and view.match.active == 1
    pixels = frame(instant)
    shot("dimmed-away")
    fill = view.colours[1][0]
    dim = over(DIMMED, fill)
    for square, expected in ((sq(15, 5), dim), (sq(15, 9), fill)):
        cx, cy = view.geo.centre(square)
        corner = 0.34 * view.geo.cell  # outside the circle a token of this size would have
        for dx, dy in ((-1, -1), (1, -1), (-1, 1), (1, 1)):
            assert colour_at(pixels, cx + dx * corner, cy + dy * corner) == expected, (square, dx, dy)


def test_the_attacker_and_the_defender_are_marked_at_the_block_dice(data: GameData, instant: App) -> None:
    """A Crab (ST 4) blocks a Crane (ST 3): two dice, the Crab's coach keeps one."""
    dice = ScriptedDice([("block", "pushed"), ("block", "both_down")], data.block_dice)
    placements = [Placement(0, sq(10, 5)), Placement(11, sq(11, 5)), Placement(12, sq(16, 9))]
    m = match_at_turn(data, *crane_v_crab(), dice, placements, active=1)
    view = on_screen(instant, m, ("normal", "human"))
    attacker, defender = sq(11, 5), sq(10, 5)
    calm = frame(instant)
    assert view.apply(Action(Act.ACTIVATE, piece=11))
    assert view.apply(Action(Act.BLOCK, piece=11, square=defender))
    pending = view.match.pending
    assert pending is not None and pending.kind == "block_die"
    view.input.selected = None  # marked for the prompt, not as a selection
    view.overlays_dirty = True
    pixels = frame(instant)
    shot("block-dice")
    left, bottom, size, _ = view.geo.rect(defender)
    block = STYLES["block"][0]
    assert count(calm, view.geo.rect(defender), block) == 0
    assert count(pixels, (left, bottom, size * 0.4, size * 0.4), block) > 10  # brackets on the defender
    ring = ring_colours(pixels, view, attacker)
    assert OUTLINE in ring and any(c not in ring_colours(calm, view, attacker) for c in ring)
    assert OUTLINE not in ring_colours(pixels, view, sq(16, 9))  # nobody else


def test_the_model_the_ai_acts_with_is_ringed(
    data: GameData, instant: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(instant, "settings", instant.settings.model_copy(update={"animation_speed": "slow"}))
    placements = [Placement(0, sq(4, 5)), Placement(11, sq(15, 5)), Placement(12, sq(15, 9))]
    m = match_at_turn(data, *crane_v_lion(), ScriptedDice([]), placements, active=1)
    view = MatchView(instant, Session(m, ("human", "normal")))
    instant.show(view)
    view.apply(Action(Act.ACTIVATE, piece=12))  # the AI's coach has begun with this one, before a frame
    view.moments.waiting.clear()
    assert not view.human_to_act() and view.match.pending is not None
    assert view.match.pending.data["piece"] == 12
    pixels = frame(instant)
    assert OUTLINE in ring_colours(pixels, view, sq(15, 9))
    assert OUTLINE not in ring_colours(pixels, view, sq(15, 5))


def test_at_a_push_the_attacker_the_pushed_model_and_his_squares_are_marked(
    data: GameData, instant: App
) -> None:
    dice = ScriptedDice([("block", "pushed")], data.block_dice)
    placements = [Placement(0, sq(10, 5)), Placement(11, sq(11, 5)), Placement(12, sq(12, 5))]
    view = on_screen(instant, match_at_turn(data, *crane_v_lion(), dice, placements))
    assert view.apply(Action(Act.ACTIVATE, piece=0)) and view.apply(
        Action(Act.BLOCK, piece=0, square=sq(11, 5))
    )
    pending = view.match.pending
    assert (
        pending is not None
        and pending.kind == "push"
        and set(pending.data["squares"]) == {sq(12, 4), sq(12, 6)}
    )
    pixels = frame(instant)
    shot("push")
    push = STYLES["push"][0]
    for square in (sq(11, 5), sq(12, 4), sq(12, 6)):  # the pushed Lion and where he may go
        left, bottom, size, _ = view.geo.rect(square)
        assert count(pixels, (left - 3, bottom - 3, size + 6, size + 6), push) > 40, square
    assert OUTLINE in ring_colours(pixels, view, sq(10, 5))  # the Crane who blocked
    assert OUTLINE not in ring_colours(pixels, view, sq(12, 5))
