"""One headless Arcade window for the whole test session (ARCADE_HEADLESS is set in tests/conftest.py)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import arcade
import pytest

from samurai_bowl.data import GameData
from samurai_bowl.teams.store import TeamStore
from samurai_bowl.ui.app import App, draw_frame, open_window
from tests.ui.autosaved import clear_autosaves


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
    draw_frame(window)


@pytest.fixture
def store(app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> TeamStore:
    """A teams folder of the test's own, so no test sees another's files."""
    store = TeamStore(tmp_path)
    monkeypatch.setattr(app, "teams", store)
    return store


@contextmanager
def at_speed(app: App, speed: str) -> Iterator[App]:
    """The app at one animation speed; afterwards its settings as they were and no match saved."""
    before = app.settings
    app.settings = before.model_copy(update={"animation_speed": speed})
    yield app
    app.settings = before
    clear_autosaves(app)
    for save in app.saves.glob("match-*.json"):
        save.unlink()
