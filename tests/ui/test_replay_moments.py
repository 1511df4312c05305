"""The replay's small story chart lists its key moments inside their rows: words too long for one
line go on to a second while the plot keeps its height (each names the turn, both sides' chances
before and after, and what happened); beyond that they end in an ellipsis and the mouse on the
row shows them whole, in a box inside the window, at 1280×720 and 1920×1080. A click on any line
of a row opens the replay at that moment's turn."""

from __future__ import annotations

from dataclasses import replace
from itertools import pairwise
from pathlib import Path

from arcade.types import Color

from samurai_bowl.ui.app import App
from samurai_bowl.ui.kit.widgets import inside
from samurai_bowl.ui.replay.viewer import ReplayView
from samurai_bowl.ui.story.chart import MIN_PLOT, MOMENT_LINES, StoryChart
from tests.ui.conftest import render
from tests.ui.test_replay_words import drawn
from tests.ui.test_story_window import made_story, quick, saved, short

__all__ = ["quick", "saved", "short"]  # the fixtures


def test_every_key_moment_is_read_whole_in_its_row(app: App, saved: Path, quick: None) -> None:
    replay = ReplayView(app, saved)
    app.show(replay)
    replay.toggle_story()
    assert replay.story is not None
    story = replay.story.finish()
    assert story.moments
    try:
        for width, height in ((1280, 720), (1920, 1080)):
            replay.on_resize(width, height)
            render(app.window)
            drawn(app, replay, width, height, "replay_moments")
            chart = replay.chart
            left, _, w, _ = chart.rect
            for n, moment in enumerate(story.moments):
                whole = f"{n + 1}. {moment.words}"
                row = [text.text for text in chart.rows if inside(chart.row_rects[n], text.x + 1, text.y)]
                if n in chart.cut:  # what is shown is the start of the words, and the rest on hover
                    assert row[-1].endswith("…") and whole.startswith(" ".join(row)[:-1])
                    x, y = chart.rows[0].x + 4, chart.row_rects[n][1] + 2
                    replay.on_mouse_motion(round(x), round(y), 0, 0)
                    tip = chart.tip
                    assert tip.words == whole and tip.shown
                    tl, tb, tw, th = tip.rect
                    assert tl >= 0 and tb >= 0 and tl + tw <= width and tb + th <= height
                    drawn(app, replay, width, height, "replay_moment_hovered")
                    replay.on_mouse_motion(2, 2, 0, 0)
                    assert not tip.shown
                else:
                    assert " ".join(row) == whole
            assert chart.cut or width > 1280  # this match's long moment: cut short at the smaller size
            second_lines = len(chart.rows) - len(story.moments)
            # a second line only where the plot keeps its least height
            assert second_lines == 0 or chart.plot[3] >= MIN_PLOT * chart.points - 1
            assert len(chart.rows) <= MOMENT_LINES * len(story.moments)
            for text in chart.rows:
                assert left <= text.left and text.right <= left + w, text.text
                row = next(r for r in chart.row_rects if inside(r, text.x + 1, text.y))
                assert row[1] - 1 <= text.bottom and text.top <= row[1] + row[3] + 1, (
                    text.text
                )  # whole pixels
            bottoms = [r[1] for r in chart.row_rects]
            assert bottoms == sorted(bottoms, reverse=True)  # the rows one under another
            assert all(a[1] >= b[1] + b[3] for a, b in pairwise(chart.row_rects))
            last = chart.rows[-1]  # the last moment's last line answers a click as its first
            assert chart.moment_at(last.x + 2, last.y) is story.moments[-1]
            assert chart.plot[3] >= 40  # the plot keeps room to be read
    finally:
        replay.story.close()
        replay.on_resize(*app.window.get_size())


def test_a_long_key_moment_takes_a_second_line_where_the_chart_has_room(app: App) -> None:
    """The same long moment in a roomy chart (the results screen's) and in a cramped one (the
    replay's at 1280×720): two lines and nothing cut, or one line cut short and whole on hover."""
    story = made_story()
    long = replace(story.moments[0], words=" ".join([story.moments[0].words] * 3))
    story.moments = [long, *story.moments[1:]]
    blue, gold = Color(90, 150, 230), Color(230, 180, 40)
    chart = StoryChart([(blue, blue), (gold, gold)], story.teams)
    chart.show(story)
    chart.layout((40, 60, 900, 560), 11)
    assert 0 not in chart.cut and len(chart.rows) == len(story.moments) + 1
    assert " ".join(t.text for t in chart.rows[:2]) == f"1. {long.words}"
    assert chart.plot[3] >= MIN_PLOT * chart.points
    chart.layout((40, 60, 900, 200), 11)
    assert 0 in chart.cut and len(chart.rows) == len(story.moments) and chart.rows[0].text.endswith("…")
    row = chart.row_rects[0]
    chart.hover(row[0] + 10, row[1] + row[3] / 2)
    assert chart.tip.words == f"1. {long.words}"
