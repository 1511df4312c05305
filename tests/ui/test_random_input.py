"""No click or key crashes any screen: random mouse presses, moves, keys and typing on each one,
following wherever the screen leads, with frames drawn in between."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

import arcade
import pytest

from samurai_bowl.data import GameData
from samurai_bowl.engine.dice.sources import SeededDice
from samurai_bowl.engine.scenarios.position import Placement, match_at_turn
from samurai_bowl.sessions.session import Session
from samurai_bowl.teams.store import TeamStore
from samurai_bowl.ui.app import App
from samurai_bowl.ui.builder.teams import TeamsView
from samurai_bowl.ui.builder.view import TeamBuilderView
from samurai_bowl.ui.match.setup import MatchSetupView
from samurai_bowl.ui.match.view import MatchView
from samurai_bowl.ui.menus.help import HelpView
from samurai_bowl.ui.menus.main_menu import MainMenuView
from samurai_bowl.ui.menus.settings_screen import SettingsView
from samurai_bowl.ui.replay.viewer import ReplaysView
from tests.rules.match_builder import crane_v_lion, sq
from tests.ui.conftest import render

K = arcade.key
KEYS = [
    K.ENTER,
    K.ESCAPE,
    K.SPACE,
    K.UP,
    K.DOWN,
    K.LEFT,
    K.RIGHT,
    K.E,
    K.H,
    K.T,
    K.R,
    K.N,
    K.Y,
    K.S,
    K.KEY_1,
    K.KEY_2,
    K.KEY_3,
    K.PLUS,
    K.MINUS,
    K.DELETE,
    K.BACKSPACE,
    K.TAB,
    K.P,
    K.C,
    K.G,
    K.B,
    K.D,
]
EVENTS = 300


@pytest.fixture
def sandbox(
    app: App, monkeypatch: pytest.MonkeyPatch, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[App]:
    """The shared window, kept open, windowed and 1280×720, on a fresh player's folder."""
    folder = tmp_path_factory.mktemp("random")
    monkeypatch.setattr(app.window, "close", lambda: None)
    monkeypatch.setattr(app.window, "set_fullscreen", lambda *a, **k: None)
    monkeypatch.setattr(app.window, "set_size", lambda *a, **k: None)
    monkeypatch.setattr(app, "folder", folder)
    monkeypatch.setattr(app, "teams", TeamStore(folder))
    monkeypatch.setattr(app, "settings", app.settings.model_copy(update={"animation_speed": "instant"}))
    yield app
    app.notice = None


def match_view(app: App, data: GameData) -> MatchView:
    placements = [
        Placement(0, sq(5, 5)),
        Placement(1, sq(10, 5)),
        Placement(11, sq(11, 5)),
        Placement(12, sq(20, 9)),
    ]
    m = match_at_turn(data, *crane_v_lion(), SeededDice(9), placements, ball_carrier=0, rerolls=(1, 1))
    return MatchView(app, Session(m, ("human", "normal")))


SCREENS: dict[str, Callable[[App, GameData], arcade.View]] = {
    "menu": lambda app, data: MainMenuView(app),
    "match setup": lambda app, data: MatchSetupView(app, against_ai=True, seed=3),
    "hot-seat setup": lambda app, data: MatchSetupView(app, against_ai=False, seed=3),
    "match": match_view,
    "team builder": lambda app, data: TeamBuilderView(app),
    "teams": lambda app, data: TeamsView(app),
    "replays": lambda app, data: ReplaysView(app),
    "settings": lambda app, data: SettingsView(app),
    "help": lambda app, data: HelpView(app, back=MainMenuView(app)),
}


@pytest.mark.parametrize("screen", list(SCREENS))
def test_random_input_never_crashes(sandbox: App, data: GameData, screen: str) -> None:
    app = sandbox
    app.show(SCREENS[screen](app, data))
    rng = random.Random(screen)
    window = app.window
    for step in range(EVENTS):
        x, y = rng.randrange(window.width), rng.randrange(window.height)
        roll = rng.random()
        if roll < 0.35:
            button = arcade.MOUSE_BUTTON_RIGHT if rng.random() < 0.15 else arcade.MOUSE_BUTTON_LEFT
            window.dispatch_event("on_mouse_press", x, y, button, 0)
            window.dispatch_event("on_mouse_release", x, y, button, 0)
        elif roll < 0.55:
            window.dispatch_event("on_mouse_motion", x, y, 0, 0)
        elif roll < 0.65:
            window.dispatch_event("on_text", rng.choice("abcXYZ 12"))
        else:
            window.dispatch_event("on_key_press", rng.choice(KEYS), 0)
        window.dispatch_events()
        view = window.current_view
        assert view is not None
        view.on_update(0.5)
        if step % 8 == 0:
            render(window)
