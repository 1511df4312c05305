"""A question asked on the League screen's message line before something is done for good (a
player fired): Y does it, N or Esc does nothing, other keys wait for the answer; a click anywhere
else answers no."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import arcade
from arcade.types import Color

from samurai_bowl.ui.kit.theme import SUBTITLE_INK, WARN


class Asked(Protocol):
    """The screen as a question sees it: the question under way, and the message line."""

    asking: Confirming | None

    def say(self, words: str, ink: Color = SUBTITLE_INK) -> None: ...


class Confirming:
    """``question`` on the message line, and what Y does (``action``), until it is answered."""

    def __init__(self, view: Asked, question: str, action: Callable[[], None]) -> None:
        self.view, self.action = view, action
        view.asking = self
        view.say(question, WARN)

    def key(self, symbol: int) -> None:
        if symbol == arcade.key.Y:
            self.view.asking = None
            self.action()
        elif symbol in (arcade.key.N, arcade.key.ESCAPE):
            self.view.asking = None
            self.view.say("Nothing was changed.")

    def dismiss(self) -> None:
        """A click elsewhere: no, and the question goes."""
        self.view.asking = None
        self.view.say("")
