"""The dugouts on the match screen: players off the pitch in their boxes with headings and counts,
in each team's shape and colour, who they are on hover; laid out so the pitch keeps its size;
and set-up from the dugout by dragging or clicking, back to it to bench."""

from __future__ import annotations

from itertools import pairwise

import arcade
import numpy as np
import pytest
from arcade.types import Color

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.dice.sources import SeededDice
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.scenarios.position import Placement, match_at_turn
from samurai_bowl.engine.state.pieces import Status
from samurai_bowl.sessions.session import Session
from samurai_bowl.ui.app import App
from samurai_bowl.ui.kit.theme import PANEL, SUBTITLE_INK, TITLE_INK
from samurai_bowl.ui.match.layout import WORDS_ROOM
from samurai_bowl.ui.match.parts.dugout import contrast, name_ink, ring_ink
from samurai_bowl.ui.match.view import MatchView
from tests.rules.match_builder import crane_v_lion, sq
from tests.shots import shots
from tests.teams.helpers import make_team
from tests.ui.conftest import render
from tests.ui.gestures import LEFT, RIGHT, screen, send

__all__ = ["screen"]  # the fixture


def shot(name: str) -> np.ndarray:
    """The frame just drawn, saved for a look, as rows from the bottom (y up, like the screen)."""
    image = arcade.get_image().convert("RGB")
    image.save(shots("dugout") / f"{name}.png")
    return np.asarray(image)[::-1]


def injured(data: GameData, app: App) -> MatchView:
    """Cranes (0-12) at their turn with #9 knocked out and #10 badly hurt; a Lion (23) knocked out."""
    home = make_team("crane", {"lineman": 9, "thrower": 2, "catcher": 2}, name="Cranes")
    away = crane_v_lion()[1]
    places = [Placement(i, sq(5, 2 + i)) for i in range(8)] + [
        Placement(13 + i, sq(16, 2 + i)) for i in range(10)
    ]
    m = match_at_turn(
        data, home, away, SeededDice(3), places, boxes={8: Status.KO, 9: Status.CASUALTY, 23: Status.KO}
    )
    m.injuries[9] = "badly_hurt"
    view = MatchView(app, Session(m, ("human", "normal")))
    app.show(view)
    render(app.window)
    return view


def in_reading_order(points: list[tuple[float, float]], row: float) -> bool:
    """Each point right of the one before on its row (centres within ``row`` / 2), or on a lower row."""
    return all(
        (abs(by - ay) <= row / 2 and bx > ax) or by < ay - row / 2 for (ax, ay), (bx, by) in pairwise(points)
    )


def test_the_dugout_shows_a_knocked_out_and_a_badly_hurt_player_in_their_boxes(
    screen: App, data: GameData
) -> None:
    view = injured(data, screen)
    image = shot("ko_and_badly_hurt_1280")
    home, away = view.dugouts.sides
    heads = {key: head for key, head in home.heads.items() if head.visible}
    assert [h.text for h in heads.values()] == ["Res 3", "KO 1", "BH 1"]  # short under the pitch
    ko, hurt = home.spot(8), home.spot(9)
    assert ko is not None and hurt is not None and set(home.spots) == {8, 9, 10, 11, 12}
    order = [(heads["ko"].x, heads["ko"].y), ko, (heads["badly_hurt"].x, heads["badly_hurt"].y), hurt]
    assert in_reading_order(order, home.token)  # each under his own heading, in reading order
    assert set(away.spots) == {23} and away.heads["ko"].text == "KO 1"
    fill = tuple(view.colours[0][0][:3])
    x, y = ko
    r = home.token / 2
    assert tuple(image[round(y), round(x + r * 0.6)]) == fill  # his token in the Cranes' colour ...
    assert tuple(image[round(y + r * 0.85), round(x + r * 0.85)]) != fill  # ... round: home's shape
    lx, ly = away.spot(23)  # type: ignore[misc]
    away_fill = tuple(view.colours[1][0][:3])
    assert tuple(image[round(ly + r * 0.7), round(lx + r * 0.7)]) == away_fill  # the Lion's is square
    head = heads["badly_hurt"]  # the heading is written there
    box = image[round(head.y - 5) : round(head.y + 5), round(head.x) : round(head.x + head.content_width)]
    assert (box.sum(axis=2) > 3 * 120).sum() > 10
    left, bottom, width, height = away.rect  # the dugout's band says whose it is
    send(screen, "on_mouse_motion", round(left + width - 3), round(bottom + height - 3), 0, 0)
    assert view.dugouts.tip.text == "Lions dugout: 1 knocked out"
    send(screen, "on_mouse_motion", round(hurt[0]), round(hurt[1]), 0, 0)
    assert view.dugouts.tip.text == "#10 Player 10 · Thrower · badly hurt: out for the game"
    render(screen.window)
    shot("ko_and_badly_hurt_hover_1280")


def test_the_dugouts_are_readable_for_every_clan(data: GameData) -> None:
    """Names 4.5:1 on their band, headings 4.5:1 on the dugout, tokens 3:1 by fill or ring."""
    from samurai_bowl.ui.match.parts.dugout import BAND_ALPHA, blend

    assert contrast(SUBTITLE_INK, PANEL) >= 4.5 and contrast(TITLE_INK, PANEL) >= 4.5
    for roster in data.rosters.values():
        fill = Color.from_hex_string(roster.colours.primary)
        edge = Color.from_hex_string(roster.colours.secondary)
        band = blend(fill, PANEL, BAND_ALPHA)
        assert contrast(name_ink((fill, edge), band), band) >= 4.5, roster.name
        assert max(contrast(fill, PANEL), contrast(ring_ink(fill, edge), PANEL)) >= 3, roster.name


@pytest.mark.parametrize(
    ("width", "height", "scale"), [(1280, 720, 1.0), (1920, 1080, 1.0), (800, 600, 1.0), (1280, 720, 1.5)]
)
def test_the_pitch_keeps_its_size_beside_the_dugouts(
    screen: App, data: GameData, width: int, height: int, scale: float
) -> None:
    view = injured(data, screen)
    screen.settings = screen.settings.model_copy(update={"ui_scale": scale})
    view.on_resize(width, height)
    s = min(width / 1280, height / 720) * scale
    panel_w = max(260.0, width * 0.26)
    words = max(16.0, round(WORDS_ROOM * s)) + 6  # the hover words' strip over the prompt, and its gaps
    alone = int(min((width - panel_w - 30) / 24, (height - 120 * s - 50 - words) / 14))  # without dugouts
    assert view.geo.cell >= alone * 0.9, view.plan  # the dugouts cost the pitch a tenth at most
    pitch = view.geo.bounds
    parts = [pitch, *view.plan.dugouts, view.plan.panel, view.plan.prompt]
    for index, (left, bottom, w, h) in enumerate(parts):
        assert left >= 0 and bottom >= 0 and left + w <= width + 0.5 and bottom + h <= height + 0.5
        for other in parts[index + 1 :]:
            assert (
                left + w <= other[0]
                or other[0] + other[2] <= left
                or bottom + h <= other[1]
                or other[1] + other[3] <= bottom
            ), (view.plan.where, (left, bottom, w, h), other)
    for dugout in view.dugouts.sides:  # a whole team in reserve fits, tokens big enough to click
        assert dugout.space.token >= 14 * scale and dugout.space.label >= 7
    if (width, height) == (1280, 720):
        render(screen.window)
        shot(f"dugouts_{width}x{height}_scale{scale}")


# --- set-up from the dugout ---------------------------------------------------------------------
def at_setup(data: GameData, app: App) -> MatchView:
    """A hot-seat match at the first set-up; the kickers' dugout holds all of them."""
    m = Match(data, *crane_v_lion(), seed=4)
    while m.pending is not None and m.pending.kind != "setup":
        m.apply(m.legal_actions()[0])
    view = MatchView(app, Session(m, ("human", "human")))
    app.show(view)
    render(app.window)
    return view


def drag(app: App, start: tuple[float, float], end: tuple[float, float], let_go: bool = True) -> None:
    send(app, "on_mouse_press", round(start[0]), round(start[1]), LEFT, 0)
    for t in (0.3, 0.7, 1.0):
        x, y = start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t
        send(app, "on_mouse_drag", round(x), round(y), 1, 1, LEFT, 0)
    if let_go:
        send(app, "on_mouse_release", round(end[0]), round(end[1]), LEFT, 0)


def click(app: App, point: tuple[float, float], button: int = LEFT) -> None:
    send(app, "on_mouse_press", round(point[0]), round(point[1]), button, 0)
    send(app, "on_mouse_release", round(point[0]), round(point[1]), button, 0)


def test_set_up_by_dragging_that_very_player_from_the_dugout(screen: App, data: GameData) -> None:
    view = at_setup(data, screen)
    m = view.match
    side = m.pending.side  # type: ignore[union-attr]
    dugout = view.dugouts.sides[side]
    reserves = [p for p in m.side_pieces(side) if m.in_reserves(p)]
    strongest = max(reserves, key=lambda p: (p.st, p.ma, -p.number))
    chosen = max((p for p in reserves if p is not strongest), key=lambda p: p.number)
    square = m.pitch.halves[side][len(m.pitch.halves[side]) // 2]
    start = dugout.spot(chosen.index)
    assert start is not None
    send(screen, "on_mouse_motion", round(start[0]), round(start[1]), 0, 0)
    assert view.dugouts.tip.text.startswith(f"#{chosen.number} {chosen.name} · ")
    assert view.dugouts.tip.text.endswith("in reserve · drag him to his square, or click him, then it")
    drag(screen, start, view.geo.centre(square), let_go=False)
    render(screen.window)
    image = shot("setup_dragging_1280")
    x, y = view.geo.centre(square)
    assert tuple(image[round(y), round(x + view.geo.cell * 0.3)]) == tuple(view.colours[side][0][:3])
    send(screen, "on_mouse_release", round(x), round(y), LEFT, 0)
    assert m.board.at(square) is chosen and chosen.status is Status.STANDING
    assert dugout.spot(chosen.index) is None
    other = min((p for p in reserves if p is not chosen), key=lambda p: p.number)  # click him, then a square
    second = next(
        s for s in m.pitch.halves[side] if m.board.at(s) is None and m.pitch.distance(s, square) > 3
    )
    click(screen, dugout.spot(other.index))  # type: ignore[arg-type]
    assert view.input.selected == other.index
    click(screen, view.geo.centre(second))
    assert m.board.at(second) is other
    band = dugout.rect[0] + dugout.rect[2] - 4, dugout.rect[1] + dugout.rect[3] - 4
    drag(screen, view.geo.centre(square), band)  # dragged back to his dugout: benched
    assert chosen.square is None and m.in_reserves(chosen) and dugout.spot(chosen.index) is not None
    click(screen, view.geo.centre(second), RIGHT)  # right-click benches too
    assert other.square is None and m.in_reserves(other)
    assert [a.act for a in m.history[-4:]] == [Act.PLACE, Act.PLACE, Act.BENCH, Act.BENCH]
    assert m.history[-4] == Action(Act.PLACE, piece=chosen.index, square=square)


def test_a_taken_back_set_up_leaves_the_dugout_right(screen: App, data: GameData) -> None:
    """A take-back puts a new position in the match's place (R4.7): the dugout reads the players
    of that position, not those of the one before it."""
    view = at_setup(data, screen)
    m = view.match
    side = m.pending.side  # type: ignore[union-attr]
    dugout = view.dugouts.sides[side]
    first, second = (p.index for p in m.side_pieces(side)[:2])
    squares = [s for s in m.pitch.halves[side] if m.board.at(s) is None][-2:]
    assert view.apply(Action(Act.PLACE, piece=first, square=squares[0]))
    assert view.apply(Action(Act.PLACE, piece=second, square=squares[1]))
    assert view.apply(Action(Act.UNDO))
    render(screen.window)
    assert m.pieces[first].status.on_pitch and not m.pieces[second].status.on_pitch
    in_reserve = {p.index for p in m.side_pieces(side) if m.in_reserves(p)}
    assert set(dugout.spots) == in_reserve and second in in_reserve
    assert dugout.heads["reserves"].text.endswith(f" {len(in_reserve)}")
    shot("setup_taken_back_1280")
