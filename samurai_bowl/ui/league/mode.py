"""A mode of the League screen: one piece of work done through forms over the boards (naming a
league, importing one, correcting a result, buying, removing…), owning what it needs until it
closes. The screen holds the mode under way and shows its form; the mode's own methods do the
work its buttons ask for. The screen is typed here as a Protocol, so no mode imports it."""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from arcade.types import Color

from samurai_bowl.league.store import Entry, League, LeagueStore
from samurai_bowl.ui.kit.frame import Frame
from samurai_bowl.ui.kit.host import Host
from samurai_bowl.ui.kit.theme import SUBTITLE_INK
from samurai_bowl.ui.league.ask import Ask
from samurai_bowl.ui.league.boards import Boards
from samurai_bowl.ui.league.buy_form import BuyForm
from samurai_bowl.ui.league.forms import Form
from samurai_bowl.ui.league.panels import Chooser, History
from samurai_bowl.ui.league.result_form import ResultForm

Overlay = Form | Chooser | History | Ask | ResultForm | BuyForm


class LeagueScreen(Protocol):
    """The League screen as a mode sees it: the league file, the league chosen and the card open,
    the boards, and the message line."""

    app: Host
    path: Path
    exports: Path
    store: LeagueStore | None
    leagues: list[League]
    boards: Boards
    frame: Frame
    mode: Mode | None

    @property
    def league(self) -> League | None: ...

    @property
    def carded(self) -> Entry | None: ...

    def opened(self) -> LeagueStore: ...

    def close(self) -> None: ...

    def refresh(self) -> None: ...

    def choose(self, index: int) -> None: ...

    def say(self, words: str, ink: Color = SUBTITLE_INK) -> None: ...

    def close_form(self) -> None: ...

    def player_name(self, entry: Entry, number: int) -> str: ...


class Mode:
    """Its form on the screen (``show``), and the screen back to the boards (``close``)."""

    def __init__(self, view: LeagueScreen) -> None:
        self.view = view
        self.form: Overlay | None = None

    def show(self, form: Overlay) -> None:
        """``form`` over the boards, in place of this mode's form before it (if any)."""
        self.form = form
        form.layout(self.view.frame)
        self.view.mode = self

    def close(self) -> None:
        self.view.close_form()


class Reading(Mode):
    """A form that only shows something (every season's history) until it is closed."""

    def __init__(self, view: LeagueScreen, form: Overlay) -> None:
        super().__init__(view)
        self.show(form)
