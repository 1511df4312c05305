"""The game's window: an Arcade window that draws only when something changed or moves (the
pacing is in ``frames.py``), so that it idles quietly on a menu or while the player thinks."""

from __future__ import annotations

from typing import Any

import arcade

from samurai_bowl.ui.kit.frames import ACTIVE_RATE, QUIET_EVENTS, FramePacer

CAPTION = "Samurai Bowl"  # the window's title (a network match adds its teams and this end to it)


def view_busy(view: arcade.View | None) -> bool:
    """Whether the shown screen has something moving or coming (its ``busy()``; none: idle)."""
    busy = getattr(view, "busy", None)
    return bool(busy()) if callable(busy) else False


class GameWindow(arcade.Window):
    """Draws every frame while the screen is busy or the player has just acted, else once a second;
    looks ten times a second whether anything began, sixty while anything happens."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.pacer = FramePacer()
        self.rate = ACTIVE_RATE
        super().__init__(*args, **kwargs)

    def dispatch_event(self, *args: Any) -> Any:
        if args and args[0] not in QUIET_EVENTS and hasattr(self, "pacer"):
            self.wake()
        return super().dispatch_event(*args)

    def wake(self) -> None:
        """Back to full frames at once (input, a new screen, a resize)."""
        self.pacer.wake()
        self._look_every(ACTIVE_RATE)

    def show_view(self, new_view: arcade.View) -> None:
        super().show_view(new_view)
        if hasattr(self, "pacer"):
            self.wake()

    def draw(self, dt: float) -> None:
        busy = view_busy(self.current_view)
        if self.pacer.should_draw(busy):
            super().draw(dt)
        self._look_every(self.pacer.rate(busy))

    def _look_every(self, rate: float) -> None:
        if rate != self.rate:
            self.rate = rate
            self.set_update_rate(rate)
