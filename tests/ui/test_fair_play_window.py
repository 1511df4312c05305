"""Fair play on the match screen: a prone model who needs a roll to stand up (R4.6) is shown his
targets whatever his roll will show, and the words over them say the figures assume he stands. The
match's dice are sealed here: selecting him, his brackets and the words over his target roll
nothing."""

from __future__ import annotations

from collections.abc import Iterator

import arcade
import pytest

from samurai_bowl.data import GameData
from samurai_bowl.engine.actions import Act, Action
from samurai_bowl.engine.dice.sources import SealedDice
from samurai_bowl.ui.app import App
from tests.ai.test_fair_play import prone_beside_an_opponent
from tests.rules.match_builder import sq
from tests.ui.conftest import at_speed, render
from tests.ui.pitch_helpers import on_screen, shot


@pytest.fixture
def instant(app: App) -> Iterator[App]:
    with at_speed(app, "instant") as screen:
        yield screen


def mouse(app: App, event: str, square: tuple[float, float]) -> None:
    x, y = (int(v) for v in square)
    if event == "press":
        app.window.dispatch_event("on_mouse_press", x, y, arcade.MOUSE_BUTTON_LEFT, 0)
    else:
        app.window.dispatch_event("on_mouse_motion", x, y, 0, 0)
    app.window.dispatch_events()


def test_a_prone_models_targets_and_their_words_ask_no_die(data: GameData, instant: App) -> None:
    m = prone_beside_an_opponent(data, 0)  # Winter Warfare: MA 2, he needs 4+ to stand
    m.state.dice = SealedDice()
    view = on_screen(instant, m)
    mouse(instant, "press", view.geo.centre(sq(9, 6)))
    assert view.input.selected == 0
    assert view.input.turn_targets == [Action(Act.BLOCK, piece=0, square=sq(10, 6))]
    mouse(instant, "motion", view.geo.centre(sq(10, 6)))
    render(instant.window)
    shot("fair-play-prone-block")
    words = view.input.words.text
    assert words.startswith("If he stands up (4+: 50%): Block: Player 1 on Player 1 · 2 dice, you pick")
    assert view.match.pieces[0].status.value == "prone" and view.match.pending.kind == "turn"  # type: ignore[union-attr]
