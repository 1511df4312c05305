"""Where a screen asks the window to go: one small frozen value per destination, made by the
screen and handed to ``Host.go``. Only the app (ui/app.py) knows which screen answers which;
this module imports no screen, so a screen names where it goes without importing it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import arcade

if TYPE_CHECKING:
    from samurai_bowl.engine import Match
    from samurai_bowl.net.link import HostLink, JoinLink, NetLink
    from samurai_bowl.sessions.session import Session
    from samurai_bowl.teams.model import Team
    from samurai_bowl.ui.story.worker import StoryWorker


@dataclass(frozen=True)
class MainMenu:
    """The main menu."""


@dataclass(frozen=True)
class Clans:
    """The title screen's clan cards, Esc back to the main menu."""


@dataclass(frozen=True)
class CoachesBook:
    """Every person's rating in the coaches' book, strongest first, and the AI levels' own."""


@dataclass(frozen=True)
class Help:
    """Every shortcut and the pitch's legend; Esc or F1 shows ``back`` again."""

    back: arcade.View


@dataclass(frozen=True)
class SettingsMenu:
    """The settings screen; Back shows ``back`` again (None: the main menu)."""

    back: arcade.View | None = None


@dataclass(frozen=True)
class NewMatch:
    """The choices before a match: against the AI, or two people at one screen."""

    against_ai: bool


@dataclass(frozen=True)
class HostMatch:
    """Host a match over the network: the team, where to listen, then the address and join code
    (``link``: already listening, as ``samurai-bowl host`` opens the window; ``told`` what to say;
    ``resumed``: a match hosted before, served again with its own code)."""

    link: HostLink | None = None
    told: tuple[str, ...] = ()
    resumed: Session | None = None  # a match hosted before (its autosave): hosted again, not played here


@dataclass(frozen=True)
class JoinMatch:
    """Join a match over the network: the host's address, the join code and the team (``link``:
    already connecting, as ``samurai-bowl join`` opens the window)."""

    link: JoinLink | None = None


@dataclass(frozen=True)
class NetMatch:
    """The match screen of a match over the network, at either end of ``link``."""

    link: NetLink


@dataclass(frozen=True)
class Resumes:
    """The unfinished matches, to resume one or delete one; ``lit`` (an autosave's path) chosen."""

    lit: Path | None = None


@dataclass(frozen=True)
class ResumeMatch:
    """The match left unfinished in the autosave at ``path``, or the main menu telling why not."""

    path: Path


@dataclass(frozen=True)
class PlayMatch:
    """The match screen on ``session``; ``on_finish`` is told of the finished match (None: what
    the app has for the session, as a league fixture's result recorded)."""

    session: Session
    on_finish: Callable[[Match], None] | None = None


@dataclass(frozen=True)
class Paused:
    """The pause menu over the match screen ``match_screen``, which Resume shows again."""

    match_screen: arcade.View


@dataclass(frozen=True)
class MatchEnd:
    """The results of the finished match in ``session``."""

    session: Session


@dataclass(frozen=True)
class Leagues:
    """The League screen on the league file at ``path`` (None: the data folder's own)."""

    path: Path | None = None


@dataclass(frozen=True)
class Teams:
    """The saved teams."""


@dataclass(frozen=True)
class TeamBuilder:
    """The team builder on a new team, or on ``team`` to change it; Back goes to ``back``."""

    team: Team | None = None
    back: Route = MainMenu()


@dataclass(frozen=True)
class Replays:
    """The saved matches, ``lit`` (a save's path) chosen."""

    lit: Path | None = None


@dataclass(frozen=True)
class Replay:
    """One saved match watched again: paused at the kick-off, playing (``play``), or paused after
    ``at`` actions; ``story`` is the match's story already worked out, shown at once."""

    path: Path
    story: StoryWorker | None = None
    at: int | None = None
    play: bool = False


Route = (
    MainMenu
    | Clans
    | CoachesBook
    | Help
    | SettingsMenu
    | NewMatch
    | HostMatch
    | JoinMatch
    | NetMatch
    | Resumes
    | ResumeMatch
    | PlayMatch
    | Paused
    | MatchEnd
    | Leagues
    | Teams
    | TeamBuilder
    | Replays
    | Replay
)
