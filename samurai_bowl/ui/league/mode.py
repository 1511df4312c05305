"""A mode of the League screen: one piece of work done through forms over the boards (naming a
league, importing one, correcting a result, buying, removing…), owning what it needs until it
closes. The screen holds the mode under way, shows its form and hands it the keys; the mode's own
methods do the work its buttons ask for. The screen is typed here as a Protocol, so no mode
imports it."""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

import arcade
from arcade.types import Color

from samurai_bowl.league.store import Entry, League, LeagueStore
from samurai_bowl.ui.host import Host
from samurai_bowl.ui.kit.frame import Frame
from samurai_bowl.ui.kit.theme import SUBTITLE_INK
from samurai_bowl.ui.kit.widgets import ButtonColumn
from samurai_bowl.ui.league.ask import Ask
from samurai_bowl.ui.league.boards import Boards
from samurai_bowl.ui.league.buy_form import BuyForm
from samurai_bowl.ui.league.confirming import Confirming
from samurai_bowl.ui.league.forms import Form
from samurai_bowl.ui.league.panels import Chooser, History
from samurai_bowl.ui.league.result_form import ResultForm

Overlay = Form | Chooser | History | Ask | ResultForm | BuyForm


class TakesKeys(Protocol):
    """A mode of the screen: what a key does in it."""

    def key(self, symbol: int) -> None: ...


class LeagueScreen(Protocol):
    """The League screen as a mode sees it: the league file, the league chosen (and the season
    shown) and the card open, the boards, the buttons, the message line, and the modes."""

    app: Host
    path: Path
    exports: Path
    store: LeagueStore | None
    leagues: list[League]
    chosen: int
    season_shown: int | None
    short: list[Entry]
    boards: Boards
    menu: ButtonColumn
    frame: Frame
    asking: Confirming | None
    mode: Mode | None
    swallow: str

    @property
    def league(self) -> League | None: ...

    @property
    def carded(self) -> Entry | None: ...

    @property
    def form(self) -> Overlay | None: ...

    def busy(self) -> bool: ...

    def boards_keys(self) -> TakesKeys: ...

    def opened(self) -> LeagueStore: ...

    def close(self) -> None: ...

    def refresh(self) -> None: ...

    def choose(self, index: int) -> None: ...

    def see_season(self, by: int) -> None: ...

    def pick(self, place: int | None) -> None: ...

    def rank(self) -> None: ...

    def show_help(self) -> None: ...

    def say(self, words: str, ink: Color = SUBTITLE_INK) -> None: ...

    def close_form(self) -> None: ...


class Mode:
    """Its form on the screen (``show``) taking the keys (``key``), and the screen back to the
    boards (``close``)."""

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

    def key(self, symbol: int) -> None:
        """The form takes the key; a form opened by a letter does not take that letter."""
        before = self.form
        assert before is not None
        before.key(symbol)
        if self.view.form not in (before, None) and arcade.key.A <= symbol <= arcade.key.Z:
            self.view.swallow = chr(symbol)


class Reading(Mode):
    """A form that only shows something (every season's history) until it is closed."""

    def __init__(self, view: LeagueScreen, form: Overlay) -> None:
        super().__init__(view)
        self.show(form)
