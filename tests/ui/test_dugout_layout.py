"""Where the dugouts go and how their boxes flow, as plain layout: the screen plan keeps the
pitch's squares as large as without dugouts whenever some place has room, and a dugout's boxes
read heading, then players, left to right and row by row."""

from __future__ import annotations

from samurai_bowl.data import GameData
from samurai_bowl.engine.state.pitch import pitch_for
from samurai_bowl.ui.app import App
from samurai_bowl.ui.match.layout import Fits, plan_screen
from samurai_bowl.ui.match.parts.dugout_boxes import Measure, Spacing, flow


def needs(width: float, height: float, token: int = 24) -> Fits:
    """A dugout that fits any rectangle at least ``width`` × ``height`` with ``token`` pixel
    tokens, and needs that height."""

    def fits(w: float, h: float, scale: float) -> tuple[int, float] | None:
        return (token, height) if w >= width and h >= height else None

    return fits


def test_the_plan_keeps_the_pitch_whole_where_a_place_has_room(data: GameData) -> None:
    pitch = pitch_for(data.rules.pitch)
    free = plan_screen(1280, 720, 1.0, pitch, None, lambda w, h, s: None)  # nowhere fits: squeezed
    assert free.where == "under"
    column = plan_screen(1280, 720, 1.0, pitch, 300.0, needs(40, 60))  # room under the panel's words
    under_800 = plan_screen(800, 600, 0.625, pitch, None, needs(40, 60))  # slack under the pitch
    beside = plan_screen(1280, 720, 1.5, pitch, None, needs(30, 100))  # slack beside it only
    assert (column.where, under_800.where, beside.where) == ("column", "under", "beside")
    assert (
        column.cell == 37 and under_800.cell == 21 and beside.cell == 30
    )  # the hover words' strip, two lines high: 38 -> 37 and 31 -> 30
    for plan, scale in (
        (column, 1.0),
        (beside, 1.5),
    ):  # the banner's line (centre 22, 16 pt) clears the pitch
        assert plan.pitch_area[1] + plan.pitch_area[3] <= 720 - (22 + 12) * scale
    top = column.dugouts[0][1] + column.dugouts[0][3]
    assert top < column.panel[1] and column.panel[1] + column.panel[3] == 710  # the panel keeps its top
    cramped = plan_screen(1280, 720, 1.0, pitch, 300.0, needs(40, 60, token=16))
    assert cramped.where != "column" and cramped.panel[3] == 700  # small tokens: the pitch gives way


def test_boxes_flow_heading_then_players_in_reading_order(app: App) -> None:
    measure = Measure()
    groups = [("reserves", "Reserves 3", [1, 2, 3]), ("ko", "Knocked out 1", [4])]
    wide = flow(groups, 400, Spacing(1.0, 20, 9, False), measure)
    assert wide is not None
    (_, _, rx, ry), (_, _, kx, ky) = wide.heads
    spots = {piece: (x, y) for piece, x, y in wide.spots}
    assert ry == ky == spots[1][1] == spots[4][1]  # one row
    assert rx < spots[1][0] < spots[2][0] < spots[3][0] < kx < spots[4][0]
    short = [("reserves", "Res 3", [1, 2, 3]), ("ko", "KO 1", [4])]
    narrow = flow(short, 40, Spacing(1.0, 20, 7, True), measure)  # headings above, a player a row
    assert narrow is not None and len({y for _, _, y in narrow.spots}) == 4
    assert [y for *_, y in narrow.heads] == sorted((y for *_, y in narrow.heads), reverse=True)
    assert flow(groups, 30, Spacing(1.0, 20, 9, False), measure) is None  # "Reserves 3" is too wide
