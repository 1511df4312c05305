"""The League screen's keys when no form is open: ↑↓ the league, ← → its seasons, B the banzuke,
[ ] a team's card, F1 every shortcut, and each button's own key (Esc leaves). A switched-off
button says why, when its reason is not on the screen."""

from __future__ import annotations

from collections.abc import Callable

import arcade

from samurai_bowl.ui.kit.theme import WARN
from samurai_bowl.ui.league.mode import LeagueScreen
from samurai_bowl.ui.league.refusals import refusal


class Browsing:
    """The league list and the boards: the table (or banzuke) and the fixtures (or leaders)."""

    def __init__(self, view: LeagueScreen) -> None:
        self.view = view

    def keys(self) -> dict[int, Callable[[], None]]:
        """What each key of this mode does (a button's key is pressed otherwise)."""
        k, view = arcade.key, self.view
        return {
            k.UP: lambda: self.move(-1),
            k.DOWN: lambda: self.move(1),
            k.LEFT: lambda: view.see_season(-1),
            k.RIGHT: lambda: view.see_season(1),
            k.F1: view.show_help,
            k.B: view.rank,
            k.BRACKETLEFT: lambda: self.step(-1),
            k.BRACKETRIGHT: lambda: self.step(1),
        }

    def key(self, symbol: int) -> None:
        action = self.keys().get(symbol)
        if action is not None:
            action()
        elif not self.view.busy():
            self.press(symbol)

    def move(self, by: int) -> None:
        """↑↓: the league above or below."""
        self.view.choose(self.view.chosen + by)

    def step(self, by: int) -> None:
        """[ ]: the next or previous team's card."""
        self.view.boards.step(by)
        self.view.refresh()

    def press(self, symbol: int) -> None:
        """The button with this key, or why it is switched off; a form it opens does not take the
        letter that opened it."""
        view = self.view
        for button in view.menu.buttons:
            if button.key == symbol:
                if not button.press() and (why := refusal(view, button)):
                    view.say(why, WARN)
                if view.form is not None and arcade.key.A <= symbol <= arcade.key.Z:
                    view.swallow = chr(symbol)
                return
