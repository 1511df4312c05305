"""One headless Arcade window for the whole test session (ARCADE_HEADLESS is set in tests/conftest.py)."""

from __future__ import annotations

from collections.abc import Iterator

import arcade
import pytest

from samurai_bowl.data import GameData
from samurai_bowl.ui.app import App, open_window


@pytest.fixture(scope="session")
def app(data: GameData, tmp_path_factory: pytest.TempPathFactory) -> Iterator[App]:
    """The one window of the session, on a player's folder of its own."""
    app = open_window(data, tmp_path_factory.mktemp("player"), 1280, 720)
    yield app
    app.window.close()


@pytest.fixture(scope="session")
def window(app: App) -> arcade.Window:
    return app.window


def render(window: arcade.Window) -> None:
    """One frame by hand: events, update, draw. Read pixels after this and before any flip()."""
    window.dispatch_events()
    view = window.current_view
    assert view is not None
    view.on_update(1 / 60)
    window.clear()
    view.on_draw()
