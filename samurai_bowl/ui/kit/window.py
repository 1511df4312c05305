"""The game's window: an Arcade window that draws only when something changed or moves (the
pacing is in ``frames.py``), so that it idles quietly on a menu or while the player thinks.

Every event the window hands to the shown screen (the mouse, the keys, a resize, an update, a
frame to draw) goes through :meth:`GameWindow.deliver`: with a safety net set (``net``), an error
in the screen's handler is handed to the net instead of ending the window, and the window goes on
with the next event. Without one (the tests' windows) errors rise as ever. The net's one line to
the player (``notice``) is drawn over every frame."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import arcade
from pyglet.event import EventDispatcher

from samurai_bowl.ui.kit.frames import ACTIVE_RATE, QUIET_EVENTS, FramePacer
from samurai_bowl.ui.kit.notice_line import NoticeLine
from samurai_bowl.ui.kit.theme import Rect

CAPTION = "Samurai Bowl"  # the window's title (a network match adds its teams and this end to it)

Net = Callable[[str, Exception], None]  # told of an error raised by the screen's handler of an event


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
        self.net: Net | None = None
        self.notice = NoticeLine()
        super().__init__(*args, **kwargs)

    def dispatch_event(self, *args: Any) -> Any:
        if args and args[0] not in QUIET_EVENTS and hasattr(self, "pacer"):
            self.wake()
        if self._enable_event_queue and not self._allow_dispatch_event:
            return super().dispatch_event(*args)  # queued by pyglet: delivered by dispatch_events
        return self.deliver(*args)

    def dispatch_events(self) -> None:
        """The events queued outside the event loop (a headless window's, the first ones), each
        delivered under the net; then the system's, which come through :meth:`dispatch_event`."""
        self.dispatch_pending_events()
        super().dispatch_events()

    def dispatch_pending_events(self) -> None:
        queue = self._event_queue
        while queue:
            self.deliver(*queue.popleft())

    def deliver(self, *args: Any) -> Any:
        """Hand one event to its handlers now: the screen's, then the window's own. An error in
        one goes to the net, if one is set; a frame drawn gets the net's line over it."""
        net = getattr(self, "net", None)
        try:
            if net is None:
                return EventDispatcher.dispatch_event(self, *args)
            try:
                return EventDispatcher.dispatch_event(self, *args)
            except Exception as exc:  # never KeyboardInterrupt or SystemExit: those end the program
                net(str(args[0]) if args else "", exc)
                return False
        finally:
            if args and args[0] == "on_draw" and hasattr(self, "notice"):
                self.notice.draw(self.width, self.height, self.notice_place())

    def notice_place(self) -> Rect | None:
        """Where the shown screen wants the net's line (its ``notice_place()``); None: the top."""
        place = getattr(self.current_view, "notice_place", None)
        return place() if callable(place) else None

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
