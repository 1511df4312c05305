"""The game window and what every screen shares: the game data, the player's folder, settings;
and the navigator, the one place that knows which screen answers which route (ui/routes.py)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import arcade

from samurai_bowl.data import GameData
from samurai_bowl.engine import Match
from samurai_bowl.sessions.league_names import league_names
from samurai_bowl.sessions.session import Session
from samurai_bowl.teams.store import TeamStore
from samurai_bowl.ui.builder.teams import TeamsView
from samurai_bowl.ui.builder.view import TeamBuilderView
from samurai_bowl.ui.kit.settings import Settings, load_settings, save_settings
from samurai_bowl.ui.kit.sound import SoundBoard
from samurai_bowl.ui.kit.window import CAPTION, GameWindow
from samurai_bowl.ui.league.running import recorder
from samurai_bowl.ui.league.view import LeagueView
from samurai_bowl.ui.match.end import EndView
from samurai_bowl.ui.match.net_view import NetMatchView
from samurai_bowl.ui.match.pause import PauseView
from samurai_bowl.ui.match.setup import MatchSetupView
from samurai_bowl.ui.match.view import MatchView
from samurai_bowl.ui.menus.coaches_screen import CoachesView
from samurai_bowl.ui.menus.help import OPENS_AT, HelpView
from samurai_bowl.ui.menus.main_menu import MainMenuView
from samurai_bowl.ui.menus.resume_screen import ResumeView, resume_autosave
from samurai_bowl.ui.menus.settings_screen import SettingsView
from samurai_bowl.ui.menus.title import TitleView
from samurai_bowl.ui.net.host_screen import HostScreen
from samurai_bowl.ui.net.join_screen import JoinScreen
from samurai_bowl.ui.replay.viewer import ReplaysView, ReplayView
from samurai_bowl.ui.routes import (
    Clans,
    CoachesBook,
    Help,
    HostMatch,
    JoinMatch,
    Leagues,
    MainMenu,
    MatchEnd,
    NetMatch,
    NewMatch,
    Paused,
    PlayMatch,
    Replay,
    Replays,
    ResumeMatch,
    Resumes,
    Route,
    SettingsMenu,
    TeamBuilder,
    Teams,
)
from samurai_bowl.ui.safety_net import install_safety_net

SAVES = "saves"
AUTOSAVE = "autosave.json"


class App:
    """Owns the window; screens reach the data, the team store, settings and saves through it, and
    go elsewhere by asking it (``go``): it satisfies the kit's ``Host``, which screens are typed by."""

    def __init__(self, window: arcade.Window, data: GameData, folder: Path) -> None:
        self.window = window
        self.data = data
        self.folder = folder
        self.teams = TeamStore(folder)
        self.settings, self.notice = load_settings(folder)  # notice: why saved settings were not used
        self.sounds = SoundBoard(lambda: self.settings)  # at the volume in force when each plays
        self.helps: dict[tuple[int, int, int, float], HelpView] = {}  # made once: F1 answers at once

    @property
    def saves(self) -> Path:
        return self.folder / SAVES

    @property
    def autosave(self) -> Path:
        """The one autosave of older versions; each match now keeps its own (autosaves.py)."""
        return self.saves / AUTOSAVE

    def show(self, view: arcade.View) -> None:
        self.window.show_view(view)

    def main_menu(self) -> None:
        self.go(MainMenu())

    def go(self, route: Route) -> None:
        """Show the screen that answers ``route``."""
        match route:
            case ResumeMatch(path=saved):
                resume_autosave(self, saved)  # the match, or the main menu telling why not
            case Replay(path=saved, story=story, at=at, play=play):
                replay = ReplayView(self, saved, story=story)
                self.show(replay)
                if play:
                    replay.toggle_play()
                elif at is not None:
                    replay.go(at)
            case _:
                self.show(self.screen_for(route))

    def screen_for(self, route: Route) -> arcade.View:
        """A new screen for ``route``: the one place that knows which screen class answers which."""
        match route:
            case MainMenu():
                return MainMenuView(self)
            case Resumes(lit=lit):
                return ResumeView(self, lit=lit)
            case Clans():
                return TitleView(self.data, self.window, on_back=self.main_menu)
            case CoachesBook():
                return CoachesView(self)
            case Help(back=shown):
                return self.help_screen(shown)
            case SettingsMenu(back=None):
                return SettingsView(self)
            case SettingsMenu(back=arcade.View() as paused):
                return SettingsView(self, back=lambda: self.show(paused))
            case NewMatch(against_ai=against_ai):
                return MatchSetupView(self, against_ai=against_ai)
            case HostMatch(link=hosting, told=told, resumed=resumed):
                return HostScreen(self, hosting, told, resumed)
            case JoinMatch(link=joining):
                return JoinScreen(self, joining)
            case NetMatch(link=link):
                net_screen = NetMatchView(self, link)
                self.help_screen(net_screen)
                return net_screen
            case PlayMatch(session=session, on_finish=on_finish):
                if session.league is not None and not any(session.names):  # its entries' coaches, by name
                    session.names = league_names(session, self.data)
                match_screen = MatchView(self, session, on_finish)
                self.help_screen(match_screen)  # made now, so that F1 in the match answers at once
                return match_screen
            case Paused(match_screen=MatchView() as match_screen):
                return PauseView(self, match_screen)
            case MatchEnd(session=ended):
                return EndView(self, ended)
            case Leagues(path=league_file):
                return LeagueView(self, league_file)
            case Teams():
                return TeamsView(self)
            case TeamBuilder(team=team, back=where):
                return TeamBuilderView(self, team, on_back=lambda: self.go(where))
            case Replays(lit=lit):
                return ReplaysView(self, lit=lit)
        raise ValueError(f"no screen answers {route!r}")

    def help_screen(self, back: arcade.View) -> HelpView:
        """The shortcut list, opened from ``back``: kept once made for this window size, page and
        scale, since laying out its many lines takes a good part of a second."""
        size = (self.window.width, self.window.height, self.settings.ui_scale)
        key = (OPENS_AT.get(type(back).__name__, 1), *size)
        self.helps = {k: v for k, v in self.helps.items() if k[1:] == size}  # another size: made again
        view = self.helps.get(key)
        if view is None:
            view = self.helps[key] = HelpView(self, back=back)
        else:
            view.reopen(back)
        return view

    def finisher(self, session: Session) -> Callable[[Match], None] | None:
        """A league fixture's match, new or resumed, records its result in the league file."""
        if session.league is None:
            return None
        return recorder(self, Path(session.league["path"]), session.league["fixture"])

    def save_settings(self, settings: Settings) -> None:
        self.settings = settings
        save_settings(self.folder, settings)
        self.apply_window_settings()

    def apply_window_settings(self) -> None:
        s = self.settings
        if self.window.fullscreen != s.fullscreen:
            self.window.set_fullscreen(s.fullscreen)
        if not s.fullscreen and (self.window.width, self.window.height) != (s.window_width, s.window_height):
            self.window.set_size(s.window_width, s.window_height)


def open_window(data: GameData, folder: Path, width: int | None = None, height: int | None = None) -> App:
    """Create the game window on the main menu (does not start the event loop)."""
    settings, _ = load_settings(folder)
    window = GameWindow(
        width or settings.window_width,
        height or settings.window_height,
        CAPTION,
        antialiasing=False,
        resizable=True,
    )
    arcade.resources.load_liberation_fonts()
    app = App(window, data, folder)
    app.main_menu()
    return app


def draw_frame(window: arcade.Window) -> None:
    """One frame by hand, without Arcade's event loop (headless tests and benchmarks): the queued
    events, an update, a draw. Pixels read after this and before any flip() are this frame's."""
    window.dispatch_events()
    view = window.current_view
    assert view is not None
    if isinstance(window, GameWindow):  # as the event loop does: under the window's net, its line drawn
        window.deliver("on_update", 1 / 60)
        window.clear()
        window.deliver("on_draw")
        return
    view.on_update(1 / 60)
    window.clear()
    view.on_draw()


def run(data: GameData, folder: Path, first: Route | None = None) -> None:
    """Open the window (on the screen ``first`` names, or the main menu) and run Arcade's event
    loop until it is closed (or the program is stopped: either way the worker processes of its win
    chances and stories end with it, at once)."""
    from samurai_bowl.processes.pool import end_every_pool

    try:
        app = open_window(data, folder)
        install_safety_net(app)  # from now on no screen's error ends the window
        if first is not None:
            app.go(first)
        if app.settings.fullscreen:
            app.window.set_fullscreen(True)
        arcade.run()
    finally:
        end_every_pool()
