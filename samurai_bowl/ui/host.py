"""What a screen may ask of the window that shows it, as a Protocol the app satisfies: a screen
types its host with this and never imports the app, so no screen knows another screen's class."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

import arcade

from samurai_bowl.data import GameData
from samurai_bowl.teams.store import TeamStore
from samurai_bowl.ui.kit.settings import Settings
from samurai_bowl.ui.kit.sound import SoundBoard

if TYPE_CHECKING:
    from samurai_bowl.engine import Match
    from samurai_bowl.sessions.session import Session
    from samurai_bowl.ui.routes import Route


class Host(Protocol):
    """The window's owner: the game data, the player's folder and settings, and where to go next."""

    window: arcade.Window
    data: GameData
    folder: Path
    teams: TeamStore
    settings: Settings
    notice: str | None
    sounds: SoundBoard

    @property
    def saves(self) -> Path: ...

    @property
    def autosave(self) -> Path: ...

    def go(self, route: Route) -> None:
        """Show the screen that answers ``route``."""

    def show(self, view: arcade.View) -> None:
        """Show a screen already made (one to come back to, as a match from its pause menu)."""

    def main_menu(self) -> None:
        """Back to the main menu."""

    def save_settings(self, settings: Settings) -> None:
        """Keep ``settings`` in force and on disk, and size the window by them."""

    def finisher(self, session: Session) -> Callable[[Match], None] | None:
        """What a match must do when it ends, beyond the screen's own work (a league fixture's
        result recorded), or None."""
