"""Motion on the match screen, read frame by frame: a walk glides square to square, a push slides,
a knock-down topples, the ball flies in an arc, the dice tumble before they settle. The match has
already moved on each time (the screen only catches up); Space and the instant speed show the
match's state at once."""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterator

import numpy as np
import pytest

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.dice.sources import ScriptedDice
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.scenarios.position import Placement, match_at_turn
from samurai_bowl.engine.state.pieces import Status
from samurai_bowl.ui.app import App
from samurai_bowl.ui.art.token_art import PRONE, STANDING
from samurai_bowl.ui.match.motion import Fall, ball_route
from samurai_bowl.ui.match.view import MatchView
from samurai_bowl.ui.pitch.tokens import Tokens
from tests.rules.match_builder import crane_v_lion, sq
from tests.ui.conftest import at_speed, render
from tests.ui.pitch_helpers import frame, on_screen
from tests.ui.test_sound import block_down, kick_ready

FRAMES = 240  # four seconds of frames: every motion is over long before


@pytest.fixture
def normal(app: App) -> Iterator[App]:
    """The normal animation speed; the player's folder as it was found."""
    with at_speed(app, "normal") as screen:
        yield screen


def at(tokens: Tokens, piece: int) -> tuple[float, float]:
    x, y = tokens.sprite[piece].position
    return float(x), float(y)


def walker(data: GameData) -> Match:
    return match_at_turn(
        data, *crane_v_lion(), ScriptedDice([]), [Placement(0, sq(5, 5)), Placement(11, sq(20, 9))]
    )


def test_a_walk_glides_square_by_square_and_ends_on_the_match_square(data: GameData, normal: App) -> None:
    view = on_screen(normal, walker(data), ("human", "human"))
    start = view.geo.centre(sq(5, 5))
    assert at(view.tokens, 0) == start
    assert view.apply(Action(Act.ACTIVATE, piece=0))
    for x in (6, 7, 8):
        assert view.apply(Action(Act.MOVE, piece=0, square=sq(x, 5)))
    assert view.match.pieces[0].square == sq(8, 5)  # the rules are done: the screen catches up
    end = view.geo.centre(sq(8, 5))
    xs = []
    for _ in range(FRAMES):
        render(normal.window)
        xs.append(at(view.tokens, 0)[0])
        if not view.pacing.moving:
            break
    assert len(xs) > 10 and xs[0] < start[0] + view.geo.cell  # it set out from where he stood
    assert all(b >= a for a, b in itertools.pairwise(xs)) and len(set(xs)) > 8  # on and on, to the right
    assert at(view.tokens, 0) == end and view.tokens.offsets == {}


def test_a_push_slides_and_the_knock_down_topples(data: GameData, normal: App) -> None:
    view = on_screen(normal, blocked_match(data), ("human", "human"))
    block_down(view, normal)
    crane = view.match.pieces[0]
    assert crane.square == sq(9, 5) and not crane.standing  # pushed back one square, and down
    angles, xs = [], []
    for _ in range(FRAMES):
        render(normal.window)
        angles.append(view.tokens.tilts.get(0))
        xs.append(at(view.tokens, 0)[0])
        if not view.pacing.moving:
            break
    sliding = [x for x, a in zip(xs, angles, strict=True) if a in (None, 0.0)]
    assert len(set(sliding)) > 3 and xs[0] > view.geo.centre(sq(9, 5))[0]  # slid from (10, 5) ...
    turned = [a for a in angles if a]
    assert len(turned) > 5 and turned == sorted(turned) and turned[-1] > 60  # ... then fell over
    assert at(view.tokens, 0) == view.geo.centre(sq(9, 5)) and view.tokens.tilts == {}
    look = view.tokens.looks[0][0]
    assert look.state == PRONE and view.tokens.sprite_look(0) == look
    assert view.tokens.sprite[0].angle == 0


def blocked_match(data: GameData) -> Match:
    from tests.ui.test_sound import blocked

    return blocked(data)


def test_the_kick_flies_in_an_arc_then_scatters_and_bounces(data: GameData, normal: App) -> None:
    view = on_screen(normal, kick_ready(data), ("human", "human"))
    assert view.apply(Action(Act.KICK, square=sq(16, 6)))
    rest = view.match.ball.square
    assert rest == sq(18, 6)  # one square right, then a bounce right
    route = view.pacing.flight.route if view.pacing.flight else []
    assert route[1:] == [sq(16, 6), sq(17, 6), sq(18, 6)] and route[0] % 24 < 12  # from the kickers' half
    heights, xs = [], []
    for _ in range(FRAMES):
        render(normal.window)
        if view.tokens.flight is None:
            break
        x, _, lift = view.tokens.flight
        heights.append(lift)
        xs.append(x)
    assert len(heights) > 10 and max(heights) > 2 * view.geo.cell  # high over the pitch
    assert xs == sorted(xs)
    assert view.pacing.flight is None and view.tokens.flight is None


def test_the_ball_flies_only_when_it_leaves_the_hands_or_lies_loose(data: GameData) -> None:
    from samurai_bowl.engine.events import Event

    assert ball_route(30, 4, 31, 4, []) == []  # carried along
    assert ball_route(30, None, 30, 4, []) == []  # picked up where it lay
    assert ball_route(30, 4, None, None, []) == []  # off the pitch (a touchdown)
    assert ball_route(30, 4, 35, 7, []) == [30, 35]  # handed or thrown to a team-mate
    bounce = [Event("ball", "bounces", square=36), Event("ball", "rests", square=37)]
    assert ball_route(30, 4, 37, None, bounce) == [30, 36, 37]


def test_the_dice_tumble_then_settle_on_the_roll(data: GameData, normal: App) -> None:
    view = on_screen(normal, blocked_match(data), ("human", "human"))
    assert view.apply(Action(Act.ACTIVATE, piece=11))
    assert view.apply(Action(Act.BLOCK, piece=11, square=sq(10, 5)))
    tray = view.panel.tray
    render(normal.window)
    assert tray.tumble_left > 0
    left, bottom, width, height = tray.rect
    seen = []
    while tray.tumble_left > 0:
        pixels = frame(normal)
        seen.append(pixels[int(bottom) : int(bottom + height), int(left) : int(left + width)].copy())
    settled = frame(normal)[int(bottom) : int(bottom + height), int(left) : int(left + width)]
    assert len(seen) > 10
    assert sum(not np.array_equal(a, b) for a, b in itertools.pairwise(seen)) >= 4  # turning
    assert not np.array_equal(seen[0], settled)
    still = view.panel.tray
    still.tumble(0.0, 0.0)  # as the instant speed would have it: the same dice, never tumbled
    assert np.array_equal(
        frame(normal)[int(bottom) : int(bottom + height), int(left) : int(left + width)], settled
    )


def test_space_and_the_instant_speed_show_the_match_at_once(data: GameData, normal: App) -> None:
    from arcade import key

    view = on_screen(normal, blocked_match(data), ("human", "human"))
    block_down(view, normal)
    assert view.pacing.moving and view.panel.tray.tumble_left > 0
    normal.window.dispatch_event("on_key_press", key.SPACE, 0)
    render(normal.window)
    assert not view.pacing.moving and view.tokens.tilts == {} and view.panel.tray.tumble_left == 0
    assert at(view.tokens, 0) == view.geo.centre(sq(9, 5))
    normal.settings = normal.settings.model_copy(update={"animation_speed": "instant"})
    fast: MatchView = on_screen(normal, walker(data), ("human", "human"))
    assert fast.apply(Action(Act.ACTIVATE, piece=0)) and fast.apply(
        Action(Act.MOVE, piece=0, square=sq(6, 5))
    )
    render(normal.window)
    assert not fast.pacing.moving and at(fast.tokens, 0) == fast.geo.centre(sq(6, 5))


def test_a_falling_model_is_drawn_standing_until_he_lies(data: GameData, normal: App) -> None:
    placements = [Placement(0, sq(5, 5), Status.PRONE), Placement(11, sq(20, 9))]
    view = on_screen(
        normal, match_at_turn(data, *crane_v_lion(), ScriptedDice([]), placements), ("human", "human")
    )
    tokens = view.tokens
    assert tokens.sprite_look(0).state == PRONE
    view.pacing.falls[0] = Fall(share=0.7)
    render(normal.window)
    assert 40 < tokens.sprite[0].angle < 90 and tokens.sprite_look(0).state == STANDING
    view.pacing.clear()
    render(normal.window)
    assert tokens.sprite[0].angle == 0 and tokens.sprite_look(0).state == PRONE
    assert math.isclose(at(tokens, 0)[0], view.geo.centre(sq(5, 5))[0])
