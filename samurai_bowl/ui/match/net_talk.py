"""What a network match screen has beside the match: the coaches' chat and the turn clock.

Enter opens a line at the foot of the side panel; Enter says it, Esc closes it; every key goes to
the line while it is open. The lines said come into the match log in each coach's colour, as plain
words. The turn clock, when the host set one, counts down in the banner over the pitch: whose it
is and the minutes and seconds left, stopped while the match waits for a coach.
"""

from __future__ import annotations

import arcade

from samurai_bowl.net.chat import LENGTH
from samurai_bowl.net.link import NetLink
from samurai_bowl.net.turn_clock import clock_words
from samurai_bowl.ui.kit.text_field import ENTER_KEYS, TextField
from samurai_bowl.ui.kit.theme import Rect
from samurai_bowl.ui.story.told import Story

PLACEHOLDER = "Say something: Enter sends, Esc closes"
OPENED = "Chat: type a line for the other coach · Enter says it · Esc closes it"
HURRY = 30.0  # seconds left from which the clock's words say so


class NetTalk:
    def __init__(self, link: NetLink) -> None:
        self.link = link
        self.shown = 0  # the number of the last line told in the log
        self.field: TextField | None = None
        self.rect: Rect = (0.0, 0.0, 0.0, 0.0)
        self.points = 10.0
        self._problem: str | None = None  # why the last line could not be said, to tell once

    # --- chat ----------------------------------------------------------------------------------
    @property
    def open(self) -> bool:
        return self.field is not None

    def can_chat(self) -> bool:
        """Coaches chat; spectators read."""
        return self.link.side is not None

    def start(self) -> None:
        self.field = TextField(max_length=LENGTH, placeholder=PLACEHOLDER, on_enter=self._say)
        self.field.focus()
        self.field.place(self.rect, self.points)

    def close(self) -> None:
        self.field = None

    def key(self, symbol: int) -> tuple[bool, str | None]:
        """A key while the line is open (all of them are its), or Enter to open it: whether it was
        taken, and words for the status line (why a line could not be said)."""
        if self.field is None:
            if symbol in ENTER_KEYS and self.can_chat():
                self.start()
                return True, OPENED
            return False, None
        if symbol == arcade.key.ESCAPE:
            self.close()
            return True, ""
        self.field.key(symbol)
        said, self._problem = self._problem, None
        return True, said

    def _say(self, text: str) -> None:
        self.close()
        if text.strip():
            self._problem = self.link.say(text)

    def type(self, words: str) -> None:
        if self.field is not None:
            self.field.type(words)

    def take_lines(self, story: Story) -> bool:
        """Tell the lines said since the last call in ``story`` (the log's); True when there were any."""
        told = False
        for line in self.link.chat:
            if line.n > self.shown:
                story.chat(line.side, line.name, line.text)
                self.shown, told = line.n, True
        return told

    # --- the turn clock --------------------------------------------------------------------------
    def clock_words(self) -> str:
        """The turn clock as the banner shows it ("" without one)."""
        clock = self.link.clock()
        match = self.link.match
        if clock is None or match is None or match.pending is None:
            return ""
        side, left, running = clock  # always the deciding coach's: the banner names him
        words = f"{'Your clock' if side == self.link.side else 'clock'} {clock_words(left)}"
        if not running:
            return f"{words} (stopped)"
        return f"{words} · hurry" if left <= HURRY and side == self.link.side else words

    # --- the screen ----------------------------------------------------------------------------
    def layout(self, panel: Rect, scale: float) -> None:
        left, bottom, width, _ = panel
        pad = round(10 * min(scale, 1.5))
        self.points = max(9.0, 11 * scale)
        self.rect = (left + pad, bottom + pad, width - 2 * pad, max(24.0, 30 * scale))
        if self.field is not None:
            self.field.place(self.rect, self.points)

    def room(self, log: Rect) -> Rect:
        """The match log's place while the line is open: above the line, so no row hides under it."""
        left, bottom, width, height = log
        top = self.rect[1] + self.rect[3] + 4
        return (left, top, width, max(0.0, bottom + height - top))

    def draw(self) -> None:
        if self.field is not None:
            self.field.draw()
