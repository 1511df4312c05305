"""The match's story in the window: the chart's lines are where the chances say, a key moment in
the end screen opens the replay at the start of its turn, the replay's chart goes to a turn, and
the side panel shows the estimate only when the setting asks for it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import arcade
import numpy as np
import pytest
from arcade.types import Color

from samurai_bowl.ai.story import Marker, MatchStory, Sample, key_moments
from samurai_bowl.data import GameData
from samurai_bowl.engine.dice.sources import SeededDice
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.scenarios.position import Placement, match_at_turn
from samurai_bowl.sessions.session import Session, save_session
from samurai_bowl.ui.app import App
from samurai_bowl.ui.kit.theme import PANEL
from samurai_bowl.ui.match.end import EndView
from samurai_bowl.ui.match.view import MatchView
from samurai_bowl.ui.pitch.draw import team_colours
from samurai_bowl.ui.replay.viewer import ReplayView
from samurai_bowl.ui.story import win_chance_live
from samurai_bowl.ui.story import worker as story_worker
from samurai_bowl.ui.story.chart import StoryChart
from tests.rules.match_builder import crane_v_lion, sq
from tests.shots import shots
from tests.story.conftest import short_match
from tests.ui.conftest import render
from tests.ui.offscreen import shot_at


def frame() -> np.ndarray:
    """RGB pixels indexed [y, x] with y = 0 at the bottom, as Arcade places things."""
    return np.asarray(arcade.get_image().convert("RGB"))[::-1]


def near(pixel: np.ndarray, colour: Color, within: int = 10) -> bool:
    return bool(np.all(np.abs(pixel.astype(int) - np.array(colour[:3])) <= within))


def press(app: App, symbol: int) -> None:
    app.window.dispatch_event("on_key_press", symbol, 0)
    app.window.dispatch_events()


def click(app: App, x: float, y: float) -> None:
    app.window.dispatch_event("on_mouse_press", round(x), round(y), arcade.MOUSE_BUTTON_LEFT, 0)
    app.window.dispatch_events()


@pytest.fixture(scope="module")
def short(data: GameData) -> Match:
    return short_match(data)


@pytest.fixture
def quick(monkeypatch: pytest.MonkeyPatch) -> None:
    """One play-out from each turn's start: the story's figures, quickly."""
    monkeypatch.setattr(story_worker, "PLAYOUTS", 1)
    win_chance_live.KNOWN.clear()


@pytest.fixture
def saved(app: App, short: Match) -> Iterator[Path]:
    path = app.saves / f"match-{short.seed}.json"
    save_session(Session(short, ("human", "normal")), path)
    yield path
    path.unlink(missing_ok=True)


class ChartView(arcade.View):
    def __init__(self, chart: StoryChart) -> None:
        super().__init__()
        self.chart = chart

    def on_draw(self) -> None:
        self.clear()
        self.chart.draw()


def made_story() -> MatchStory:
    """Chances chosen by hand: home climbs from 20% to 90%, away falls from 70% to 5%."""
    homes = [0.2, 0.3, 0.5, 0.6, 0.7, 0.8, 0.85, 0.9]
    aways = [0.7, 0.6, 0.4, 0.3, 0.2, 0.1, 0.1, 0.05]
    samples = [
        Sample(10 * n, 1 + n // 4, n % 2, n // 2 % 2 + 1, n * 0.5 + (n // 4) * 2, h, 1 - h - a, a, 4)
        for n, (h, a) in enumerate(zip(homes, aways, strict=True))
    ]
    markers = [
        Marker("touchdown", 25, 1, 0, 2, 1.0, "Touchdown!"),
        Marker("casualty", 45, 2, 1, 1, 4.5, "hurt"),
    ]
    story = MatchStory(("Crane Clan", "Lion Clan"), 2, 4, samples, markers)
    story.moments = key_moments(samples, markers, story.teams)
    return story


def test_the_chart_draws_each_line_where_its_values_are(app: App, data: GameData, short: Match) -> None:
    colours = team_colours(data, short)
    chart = StoryChart(colours, ("Crane Clan", "Lion Clan"))
    story = made_story()
    chart.show(story)
    chart.layout((40, 60, 1000, 560), 11)
    app.show(ChartView(chart))
    render(app.window)
    pixels = frame()
    arcade.get_image().convert("RGB").save(shots() / "story-chart.png")
    home_ink, away_ink = chart.inks
    assert not near(np.array(home_ink[:3]), away_ink, 60)  # two lines told apart
    for sample in story.samples:
        for side, ink in ((0, home_ink), (1, away_ink)):
            x, y = chart.point(sample, side)
            assert near(pixels[round(y), round(x)], ink), (sample, side)
    # between two samples the home line passes half-way between their chances, and nothing is
    # drawn where no value is (the panel shows through at 100% - 10% above the home line)
    a, b = story.samples[0], story.samples[1]
    (x0, y0), (x1, y1) = chart.point(a, 0), chart.point(b, 0)
    assert near(pixels[round((y0 + y1) / 2), round((x0 + x1) / 2)], home_ink, 12)
    assert near(pixels[round(chart.y_at(0.97)), round((x0 + x1) / 2 + 3)], PANEL, 12)
    # the touchdown's band in the scorer's colour, the casualty's mark in the hurt team's row
    band_x = chart.x_at(1.25)
    assert not near(pixels[round(chart.y_at(0.97)), round(band_x)], PANEL, 6)
    cross_y = chart.plot[1] - chart.points * 1.2 * (1.2 + 1)  # the away row, under home's
    assert near(pixels[round(cross_y), round(chart.x_at(4.75))], away_ink)
    assert not near(pixels[round(cross_y + chart.points * 1.2), round(chart.x_at(4.75))], away_ink, 30)
    # the biggest swing (balance -0.3 -> +0.1) is Lion's first turn, listed first
    assert chart.moments[0].words.startswith("Half 1, Lion Clan turn 1: Crane Clan 30% → 50%")


def test_a_key_moment_in_the_end_screen_opens_the_replay_at_its_turn(
    app: App, short: Match, saved: Path, quick: None
) -> None:
    view = EndView(app, Session(short, ("human", "normal")))
    app.show(view)
    press(app, arcade.key.S)  # the story instead of the players
    story = view.story.finish()
    assert len(story.samples) == 9 and len(story.moments) >= 1
    render(app.window)
    arcade.get_image().convert("RGB").save(shots() / "story-end.png")
    pixels = frame()
    first = story.samples[0]
    x, y = view.chart.point(first, 0)
    assert near(pixels[round(y), round(x)], view.chart.inks[0])
    moment = story.moments[-1]
    row = view.chart.row_rects[len(story.moments) - 1]
    click(app, row[0] + row[2] / 2, row[1] + row[3] / 2)
    replay = app.window.current_view
    assert isinstance(replay, ReplayView)
    assert replay.index == moment.at and not replay.playing
    assert replay.match.active == moment.side and replay.match.half == moment.half
    assert replay.match.teams[moment.side].turn == moment.turn
    assert replay.match.events[-1].kind == "turn"  # the turn has just begun
    render(app.window)
    arcade.get_image().convert("RGB").save(shots() / "story-replay.png")
    assert replay.chart_shown and replay.chart.cursor == moment.x


def test_the_replay_shows_the_story_and_a_click_on_a_turn_goes_there(
    app: App, short: Match, saved: Path, quick: None
) -> None:
    replay = ReplayView(app, saved)
    app.show(replay)
    assert not replay.chart_shown and replay.story is None
    press(app, arcade.key.S)
    assert replay.chart_shown and replay.story is not None
    story = replay.story.finish()
    render(app.window)
    third = story.samples[2]
    x, _ = replay.chart.point(third, 0)
    click(app, x + 2, replay.chart.y_at(0.5))
    assert replay.index == third.at and replay.match.active == third.side
    press(app, arcade.key.S)
    assert not replay.chart_shown


def positioned(data: GameData, app: App) -> MatchView:
    placements = [
        Placement(0, sq(5, 5)),
        Placement(1, sq(10, 5)),
        Placement(11, sq(11, 5)),
        Placement(12, sq(20, 9)),
    ]
    m = match_at_turn(data, *crane_v_lion(), SeededDice(5), placements, ball_carrier=0, rerolls=(1, 1))
    view = MatchView(app, Session(m, ("human", "normal")))
    app.show(view)
    render(app.window)
    return view


def test_the_side_panel_shows_the_estimate_only_when_asked(app: App, data: GameData, quick: None) -> None:
    view = positioned(data, app)
    assert view.panel.chance is None and view.panel.live.latest is None  # off by default: no play-outs
    view.panel.live.threaded = True  # as in a real window: still nothing is played out while it is off
    win_chance_live.close_pool()
    for _ in range(3):
        render(app.window)
    assert view.panel.live.asked is None and win_chance_live._POOL is None
    before = app.settings
    app.settings = before.model_copy(update={"show_win_chance": True})
    try:
        view = positioned(data, app)
    finally:
        app.settings = before
    render(app.window)
    arcade.get_image().convert("RGB").save(shots() / "story-panel.png")
    chance = view.panel.chance
    assert chance is not None and view.panel.live.latest is not None
    figure = view.panel.live.latest[1]
    assert figure.playouts == 0  # the model's figure: a headless window plays nothing out
    assert chance.text == f"Win chance {figure.home:.0%} – {figure.away:.0%}, draw {figure.draw:.0%}"
    doubt, more = view.panel.doubt, view.panel.doubt_more
    # the home side's person gave no name: a new coach, whose rating is a wide guess, and said so
    assert doubt is not None and f"{doubt.text} {more.text}" == (
        f"Likely within {round(figure.spread * 100)} points of that (a first guess; a new coach: "
        "rating still a wide guess)"
    )
    assert more.y < doubt.y < chance.y and doubt.x == chance.x == more.x
    left, _, width, _ = view.panel.rect
    assert left <= chance.x and chance.x + chance.content_width <= left + width
    assert view.panel.weather.y > chance.y > view.panel.tray.rect[1] + view.panel.tray.rect[3]
    for size in ((1280, 720), (1920, 1080)):  # whole at both sizes, never cut short
        view.on_resize(*size)
        shot_at(app.window, view, size, "story-panel", keep=True)
        said = (chance.text, f"{doubt.text} {more.text}")
        assert said == (view.panel.live.words(), view.panel.live.doubt()), size
        left, _, width, _ = view.panel.rect
        assert max(label.x + label.content_width for label in (chance, doubt, more)) <= left + width
    view.on_resize(*app.window.get_size())


def test_the_setting_is_off_by_default_and_c_turns_it_on(app: App) -> None:
    from samurai_bowl.ui.kit.settings import Settings
    from samurai_bowl.ui.menus.settings_screen import SettingsView

    assert Settings().show_win_chance is False
    view = SettingsView(app)
    app.show(view)
    press(app, arcade.key.C)
    assert view.draft.show_win_chance is True and app.settings.show_win_chance is False  # not applied yet
    render(app.window)
    arcade.get_image().convert("RGB").save(shots() / "story-settings.png")
    assert any(value.text == "on" for value in view.values)
    press(app, arcade.key.C)
    assert view.draft.show_win_chance is False


def test_a_worked_out_story_is_kept_beside_the_save_and_read_back(
    app: App, short: Match, saved: Path, quick: None
) -> None:
    end = EndView(app, Session(short, ("human", "normal")))
    story = end.story.finish()
    kept = story_worker.story_file(saved)
    assert kept.is_file() and kept.parent.name == "stories" and kept.name == saved.name
    replay = ReplayView(app, saved)
    app.show(replay)
    press(app, arcade.key.S)
    assert replay.story is not None and replay.story.total == 0  # nothing to play out again
    assert replay.story.story.to_json() == story.to_json()
    kept.write_text('{"format": "samurai-bowl-story-1", "samples": "torn"}')
    again = ReplayView(app, saved)
    app.show(again)
    press(app, arcade.key.S)
    assert again.story is not None and again.story.total == 8  # a damaged story is worked out again
    assert len(again.story.finish().samples) == 9
    assert story_worker.kept_story(short, saved) is not None  # ... and written anew
    kept.unlink()
