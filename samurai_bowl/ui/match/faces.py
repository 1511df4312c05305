"""The match screen and its pitch input as their parts see them, as Protocols: the prompt, the
undo button, the pause menu and the input's modes are handed the screen (or the input) that
makes them, and type it here instead of importing the module that made them."""

from __future__ import annotations

from typing import Protocol

from arcade.types import Color

from samurai_bowl.ai.hint import Coaching
from samurai_bowl.engine import Action, Blitz, Match, Path
from samurai_bowl.sessions.session import Session
from samurai_bowl.ui.host import Host
from samurai_bowl.ui.match.layout import ScreenPlan
from samurai_bowl.ui.match.parts.commands import Commands
from samurai_bowl.ui.match.parts.dugout import Dugouts
from samurai_bowl.ui.match.parts.prompt_choices import Choices
from samurai_bowl.ui.match.parts.spell_input import FiresPicker
from samurai_bowl.ui.pitch.draw import Geometry


class Said(Protocol):
    """The status line (panel/status_line.py): words said now, for the decision at hand."""

    @property
    def text(self) -> str: ...

    @text.setter
    def text(self, words: str) -> None: ...


class Prompt(Protocol):
    """The prompt panel, made again when what is asked changes."""

    def rebuild(self) -> None: ...

    def status_rect(self) -> tuple[float, float, float, float]: ...


class PitchPointer(Protocol):
    """The pitch input (controls/pitch_input.py): the model chosen, where it may go, the throw or
    end of turn offered, and a spell being aimed."""

    selected: int | None
    reach: dict[int, Path]
    turn_targets: list[Action]
    choices: Choices
    fires: FiresPicker
    commands: Commands

    @property
    def view(self) -> MatchScreen: ...

    @property
    def match(self) -> Match: ...

    def reset(self) -> None: ...

    def drop_choice(self) -> None: ...

    def reach_after(self, square: int) -> Path: ...

    def walk(self, path: Path) -> None: ...

    def blitz_at(self, square: int | None) -> Blitz | None: ...

    def start_fires(self) -> bool: ...

    def stop_fires(self) -> None: ...


class MatchScreen(Protocol):
    """The match screen: its match and session, what it draws from, and the one way it changes
    the game (``apply``, a legal action)."""

    app: Host
    session: Session
    match: Match
    plan: ScreenPlan
    geo: Geometry
    scale: float
    colours: list[tuple[Color, Color]]
    overlays_dirty: bool
    dugouts: Dugouts
    coaching: Coaching

    @property
    def status(self) -> Said: ...

    @property
    def prompt(self) -> Prompt: ...

    @property
    def input(self) -> PitchPointer: ...

    def human_to_act(self) -> bool: ...

    def apply(self, action: Action, pace: float | None = None) -> bool: ...

    def save(self) -> None: ...

    def autosave(self) -> None: ...

    def left(self) -> None: ...

    def waiting_words(self) -> str: ...

    def kept_words(self) -> str | None: ...
