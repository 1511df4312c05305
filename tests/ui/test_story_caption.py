"""The story chart's caption (how far the play-outs are) has a row of its own above the plot:
it never covers the lines, even where they run along the top of the chart."""

from __future__ import annotations

import numpy as np
from arcade.types import Color

from samurai_bowl.ai.story import MatchStory, Sample
from samurai_bowl.ui.app import App
from samurai_bowl.ui.story.chart import StoryChart
from tests.ui.offscreen import offscreen, save_shot
from tests.ui.test_story_window import ChartView

Box = tuple[float, float, float, float]  # left, bottom, right, top


def high_story() -> MatchStory:
    """Home's chance stays near the top all match long, right where a caption used to sit."""
    samples = [
        Sample(10 * n, 1 + n // 4, n % 2, n // 2 % 2 + 1, n * 0.5 + (n // 4) * 2, 0.93, 0.02, 0.05, 4)
        for n in range(8)
    ]
    return MatchStory(("Crane Clan", "Lion Clan"), 2, 4, samples, [])


def meet(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def test_the_play_outs_caption_keeps_off_the_lines(app: App) -> None:
    black = Color(0, 0, 0)
    colours = [(Color(70, 130, 240), black), (Color(230, 80, 60), black)]
    for size, points in (((1280, 720), 11.0), ((1920, 1080), 16.5)):
        chart = StoryChart(colours, ("Crane Clan", "Lion Clan"))
        chart.layout((size[0] * 0.03, size[1] * 0.12, size[0] * 0.94, size[1] * 0.7), points)
        chart.show(high_story(), "Play-outs 5%")
        note = chart.note
        assert note.text == "Play-outs 5%"
        caption: Box = (note.left, note.bottom, note.right, note.top)
        px, py, pw, ph = chart.plot
        assert not meet(caption, (px, py, px + pw, py + ph))  # nothing of the plot under the words
        for text in (*chart.halves, *chart.legend, chart.title):
            assert not meet(caption, (text.left, text.bottom, text.right, text.top)), text.text
        # and in the pixels: the home line's ink is nowhere inside the caption's box
        image = offscreen(app.window, ChartView(chart), size)
        save_shot(image, f"story-caption-{size[0]}")
        pixels = np.asarray(image)[::-1]
        box = pixels[round(note.bottom) : round(note.top), round(note.left) : round(note.right)]
        ink = np.array(chart.inks[0][:3])
        assert not np.any(np.all(np.abs(box.astype(int) - ink) <= 12, axis=-1))
