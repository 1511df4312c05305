"""One headless Arcade window for the whole test session (ARCADE_HEADLESS is set in tests/conftest.py)."""

from __future__ import annotations

from collections.abc import Iterator

import arcade
import pytest

from samurai_bowl.data import GameData
from samurai_bowl.ui.title import open_window


@pytest.fixture(scope="session")
def window(data: GameData) -> Iterator[arcade.Window]:
    win = open_window(data, 1280, 720)
    yield win
    win.close()


def render(window: arcade.Window) -> None:
    """One frame by hand: events, update, draw. Read pixels after this and before any flip()."""
    window.dispatch_events()
    view = window.current_view
    assert view is not None
    view.on_update(1 / 60)
    window.clear()
    view.on_draw()
