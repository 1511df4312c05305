"""The replay speaks as the match log does (names with shirt numbers in their team's ink, no grid
coordinates), and its story chart has room of its own in the panel under the log: the pitch's
squares are as big with the chart as without it, and no smaller than the match screen's at the
same window size (1280×720 and 1920×1080). Frames are saved among the session's pictures (replay/) for a look."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import arcade
import pytest

from samurai_bowl.sessions.session import Session, load_session
from samurai_bowl.ui.app import App
from samurai_bowl.ui.kit.widgets import inside
from samurai_bowl.ui.match.view import MatchView
from samurai_bowl.ui.replay.viewer import ReplayView
from samurai_bowl.ui.story.told import Story
from tests.ui.offscreen import offscreen, save_shot
from tests.ui.test_story_window import quick, saved, short

__all__ = ["quick", "saved", "short"]  # the fixtures

SIZES = ((1280, 720), (1920, 1080))


def drawn(app: App, view: arcade.View, width: int, height: int, name: str) -> None:
    save_shot(
        offscreen(app.window, view, (width, height), update=False), f"{name}_{width}x{height}", "replay"
    )


@pytest.fixture
def replay(app: App, saved: Path, quick: None) -> Iterator[ReplayView]:
    view = ReplayView(app, saved)
    app.show(view)
    yield view
    if view.story is not None:
        view.story.close()
    view.on_resize(*app.window.get_size())


def test_the_replay_log_names_players_with_numbers_and_never_squares(replay: ReplayView) -> None:
    replay.go(len(replay.timeline))
    rows = [row for row in replay.log.row_texts() if row]
    assert rows
    m = replay.match
    numbered = [f"#{p.number} {p.name}" for p in m.pieces]
    assert any(name in row for row in rows for name in numbered)
    assert not any(re.search(r"\(\d+, \d+\)", row) for row in rows)
    assert not any(re.search(r"\b[a-z]+_[a-z_]+\b", row) for row in rows)
    replay.go(len(replay.timeline) // 2)  # back: the log is told again up to there
    replay.log.refresh()
    told = Story(replay.match)
    told.update()
    assert replay.log.story.match is replay.match
    assert [e.text for e in replay.log.story.entries] == [e.text for e in told.entries]


def test_the_story_chart_leaves_the_pitch_its_size(app: App, replay: ReplayView, saved: Path) -> None:
    match_screen = MatchView(
        app, Session(load_session(app.data, saved, app.folder).match, ("human", "normal"))
    )
    replay.go(len(replay.timeline) // 2)  # mid-match: models on the pitch, a full log
    for width, height in SIZES:
        match_screen.on_resize(width, height)
        assert match_screen.geo is not None
        replay.on_resize(width, height)
        assert replay.geo is not None
        without = replay.geo.cell
        drawn(app, replay, width, height, "replay")
        replay.toggle_story()
        assert replay.chart_shown and replay.geo is not None
        replay.on_resize(width, height)
        with_chart = replay.geo.cell
        drawn(app, replay, width, height, "replay_story")
        assert with_chart == without >= match_screen.geo.cell * 0.98, (
            width,
            with_chart,
            match_screen.geo.cell,
        )
        left, bottom, w, h = replay.chart.rect
        assert inside(replay._panel, left + 1, bottom + 1) and inside(
            replay._panel, left + w - 1, bottom + h - 1
        )
        assert bottom + h <= replay.log.rect[1]  # under the log, not over it
        replay.toggle_story()
