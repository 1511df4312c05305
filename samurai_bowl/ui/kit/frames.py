"""When the window draws. Every frame while something moves, the AI plays or the player has just
acted; otherwise only now and then. An idle menu, a paused match or a match waiting for the
player then costs next to no CPU, and nothing on screen goes stale: any input, a screen that says
it is busy, or the once-a-second heartbeat brings the next frame."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

ACTIVE_RATE = 1 / 60  # seconds between frames while anything happens
IDLE_RATE = 1 / 10  # how often an idle window looks whether anything began
HEARTBEAT = 1.0  # an idle window still draws once a second (a caret, a clock, a late result)
SETTLE = 0.4  # seconds of full frames after the last input (hover marks, pressed buttons)

# Events that the window's own loop sends: they are not the player doing anything.
QUIET_EVENTS = frozenset({"on_update", "on_fixed_update", "on_draw", "on_refresh"})


@dataclass
class FramePacer:
    """Decides, frame by frame, whether to draw and how often to look again."""

    clock: Callable[[], float] = time.monotonic
    last_input: float = field(default=0.0)
    last_draw: float = field(default=float("-inf"))
    draws: int = 0  # frames drawn (for the idle benchmark and the tests)
    skips: int = 0  # frames not drawn because nothing changed

    def __post_init__(self) -> None:
        self.last_input = self.clock()

    def wake(self) -> None:
        """The player did something, or the screen changed: draw every frame for a while."""
        self.last_input = self.clock()
        self.last_draw = float("-inf")

    def settled(self) -> bool:
        return self.clock() - self.last_input >= SETTLE

    def should_draw(self, busy: bool) -> bool:
        """Whether this frame is drawn; counts it either way."""
        now = self.clock()
        draw = busy or not self.settled() or now - self.last_draw >= HEARTBEAT
        if draw:
            self.last_draw = now
            self.draws += 1
        else:
            self.skips += 1
        return draw

    def rate(self, busy: bool) -> float:
        """Seconds until the window should look again."""
        return ACTIVE_RATE if busy or not self.settled() else IDLE_RATE
