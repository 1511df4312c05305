"""Words wrapped to a width: between words, inside a word only when it alone is wider, and a letter
a line when the room is narrower than any letter (a chart laid out before it has its size)."""

from __future__ import annotations

import pytest

from samurai_bowl.ui.app import App
from samurai_bowl.ui.kit.wrap import measure


@pytest.mark.parametrize("room", [0.0, -5.0, 3.0])
def test_a_room_narrower_than_a_letter_keeps_every_letter(app: App, room: float) -> None:
    lines = measure(12).wrap("Kitsu Mountain Waves", room)
    assert "".join(lines) == "KitsuMountainWaves" and all(len(line) == 1 for line in lines)


def test_words_break_between_words_first(app: App) -> None:
    widths = measure(12)
    room = widths.width("Kitsu Mountain") + 1
    assert widths.wrap("Kitsu Mountain Waves", room) == ["Kitsu Mountain", "Waves"]
