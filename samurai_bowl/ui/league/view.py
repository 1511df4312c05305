"""The League screen: the leagues in the player's league file, the chosen one's table (R19.4) or
banzuke and its season's fixtures (← → a past season's), leaders or a team's card; new leagues,
teams joining, the schedule, the next season, hiring, and playing the next fixture (headless when
the AI coaches both sides, or watched on the match screen; there too when a person coaches one)
or every AI fixture that waits for no person's game, one after another. On a team's card a player
is fired, renamed or given another shirt number, the team renamed and staff and players bought;
every season's history; results corrected or written out; a league exported to the data folder's
exports and imported from there.

The screen holds the league file, the league chosen and the boards; what the keys do is the
current mode's: a question on the message line, a form, fixtures being played, a team's card,
or the boards themselves."""

from __future__ import annotations

from pathlib import Path

import arcade
from arcade.types import Color

from samurai_bowl.errors import DataError
from samurai_bowl.league.db import league_path, open_db
from samurai_bowl.league.store import Entry, Fixture, League, LeagueStore
from samurai_bowl.ui.host import Host
from samurai_bowl.ui.kit.theme import (
    BAD,
    FOOTER_INK,
    MUTED_INK,
    SUBTITLE_INK,
    TITLE_INK,
    WARN,
    label,
    shorten,
)
from samurai_bowl.ui.league import manage
from samurai_bowl.ui.league.boards import Boards
from samurai_bowl.ui.league.browsing import Browsing
from samurai_bowl.ui.league.buy_form import BuyForm
from samurai_bowl.ui.league.card import Card
from samurai_bowl.ui.league.confirming import Confirming
from samurai_bowl.ui.league.grid import Frame, Grid, window
from samurai_bowl.ui.league.importing import Importing
from samurai_bowl.ui.league.menu import league_menu, place_menu, switch
from samurai_bowl.ui.league.mode import Mode, Overlay
from samurai_bowl.ui.league.panels import Chooser, History
from samurai_bowl.ui.league.playing import Playing
from samurai_bowl.ui.league.result_form import ResultForm
from samurai_bowl.ui.league.running import about_words, league_summary
from samurai_bowl.ui.screen import ButtonScreen

LEAGUE_ROWS = 12
SHADE = Color(0, 0, 0, 150)  # over the screen behind a form
FOOTER = (
    "↑↓ or click: a league · [ ] or click a row: a team's card · B banzuke · ← → past seasons · "
    "the key on each button · F1 every shortcut · Esc back"
)
CARD_FOOTER = (
    "↑↓ or click a row: a player · F fire · R rename or renumber · T team name · U buy · "
    "X remove the team · [ ] another card · F1 every shortcut · Esc closes the card"
)
Keys = Confirming | Mode | Playing | Browsing  # whatever takes the keys now


class LeagueView(ButtonScreen):
    def __init__(self, app: Host, path: Path | None = None) -> None:
        super().__init__(app)
        self.path = path or league_path(app.folder)
        self.store: LeagueStore | None = None
        self.error = ""  # why the league file cannot be used; then nothing is written to it
        self.leagues: list[League] = []
        self.chosen = 0
        self.season_shown: int | None = None  # a past season on the boards (None: the current one)
        self.league_first = 0  # the first league shown: a zoomed list scrolls
        self.short: list[Entry] = []  # the chosen league's person-coached teams that must hire first
        self.exports = app.folder / manage.EXPORTS
        # the modes: a question, a form, fixtures being played, the card and the boards
        self.asking: Confirming | None = None
        self.mode: Mode | None = None  # the form under way, and the work it does
        self.plays = Playing(self)
        self.card = Card(self)
        self.browsing = Browsing(self)
        self.swallow = ""  # the letter that opened a form, not to be typed into it
        self.frame = Frame()
        self.title = label("League", TITLE_INK, anchor_y="center", bold=True)
        # where the leagues are kept, in a player's words (the file's own name is the program's)
        self.file = label("kept in your data folder", MUTED_INK, anchor_x="right", anchor_y="center")
        self.about = label("", SUBTITLE_INK, anchor_y="center")  # the chosen league's season and rules
        self.about_room = 900.0  # pixels between the title and the file's name
        self.boards = Boards()
        self.table, self.fixtures = self.boards.table, self.boards.fixtures
        self.captions = [label("Leagues", SUBTITLE_INK, anchor_y="center", bold=True), self.boards.caption]
        # why the leagues, the table and the lower board are empty, when they are
        self.empty = [label("", MUTED_INK, anchor_y="center"), self.boards.empty_top, self.boards.empty_lower]
        self.note = label("", WARN, anchor_y="center")
        self.message = label("", SUBTITLE_INK, anchor_y="center")
        self.footer = label(FOOTER, FOOTER_INK, anchor_x="center", anchor_y="center")
        self.league_grid = Grid([(0.04, "left", 0.62), (0.96, "right", 0.0)], LEAGUE_ROWS)
        self.menu = league_menu(self, self.card, self.plays, self.leave)
        self.open()
        self.refresh()
        self.layout(self.window.width, self.window.height)

    # --- the league file -----------------------------------------------------------------------
    def open(self) -> None:
        """Open an existing league file; a missing one is made when the first league is."""
        if not self.path.exists():
            return
        try:
            self.store = LeagueStore(open_db(self.path, create=False), self.app.data)
        except DataError as exc:
            self.error = " ".join(str(exc).split())
            self.say(self.error, BAD)

    def opened(self) -> LeagueStore:
        if self.store is None:
            self.store = LeagueStore(open_db(self.path), self.app.data)
        return self.store

    def close(self) -> None:
        if self.store is not None:
            self.store.db.close()
            self.store = None

    def leave(self) -> None:
        self.close()
        self.app.main_menu()

    # --- what the screen shows -------------------------------------------------------------------
    @property
    def league(self) -> League | None:
        return self.leagues[self.chosen] if self.leagues else None

    @property
    def carded(self) -> Entry | None:
        """The team whose card is open."""
        picked = self.boards.picked_id
        return self.boards.entries.get(picked) if picked is not None else None

    @property
    def playing(self) -> Fixture | None:
        """The AI fixture to play once "playing…" has been shown."""
        return self.plays.fixture

    @property
    def batch(self) -> list[int] | None:
        """Playing them all: [recorded, to play]."""
        return self.plays.batch

    @property
    def files(self) -> list[Path]:
        """The exports offered for import, while they are."""
        return self.mode.files if isinstance(self.mode, Importing) else []

    def shown_season(self) -> League | None:
        """The season the boards show: a past one chosen with ← →, or the current one."""
        league, store = self.league, self.store
        if store is None or league is None or self.season_shown is None:
            return league
        if not 1 <= self.season_shown < league.season:
            self.season_shown = None
            return league
        return store.season(league, self.season_shown)

    def refresh(self) -> None:
        """Read the league afresh into the tables (texts are refilled, not made)."""
        store = self.store
        self.leagues = store.leagues() if store else []
        self.chosen = max(0, min(self.chosen, len(self.leagues) - 1))
        rows = [(lg.name, league_summary(store, lg)) for lg in self.leagues if store]
        self.league_first = first = window(self.chosen, len(rows), self.league_grid.room)
        self.league_grid.fill(rows[first:], self.chosen - first)
        league = self.league
        fixtures: list[Fixture] = []
        next_fixture, self.short = None, []
        if store is not None and league is not None:
            fixtures, next_fixture = store.fixtures(league), store.next_fixture(league)
            self.short = [e for e in store.entries(league) if e.coach_kind == "human" and store.unfit(e)]
        self.boards.fill(store, self.shown_season(), league)
        shorten(self.about, about_words(store, league, fixtures, self.app.data.rules), self.about_room)
        short = store.unfit(self.short[0]) if store and self.short else None
        shorten(self.note, f"{short} · H hires the cheapest player" if short else "", 1200 * self.frame.scale)
        self.empty[0].text = "" if self.leagues or self.error else "No leagues yet: N starts one."
        self.footer.text = CARD_FOOTER if self.boards.picked is not None else FOOTER
        switch(self, self.error, fixtures, next_fixture)

    def say(self, words: str, ink: Color = SUBTITLE_INK) -> None:
        self.message.color = ink
        shorten(self.message, words, 1200 * self.frame.scale)

    # --- choosing ----------------------------------------------------------------------------------
    def choose(self, index: int) -> None:
        if self.leagues and self.playing is None:
            chosen = max(0, min(len(self.leagues) - 1, index))
            if chosen != self.chosen:
                self.boards.pick(None)
                self.season_shown = None
            self.chosen = chosen
            self.refresh()

    def see_season(self, by: int) -> None:
        """An earlier (-1) or later (+1) season's table and fixtures on the boards."""
        league = self.league
        if league is None or self.store is None:
            return
        now = self.season_shown or league.season
        wanted = now + by
        if not 1 <= wanted <= league.season:
            last = "the first" if wanted < 1 else "the current"
            self.say(f"Season {now} is {last} season of {league.name}.", WARN)
            return
        self.season_shown = None if wanted == league.season else wanted
        self.say("")
        self.refresh()

    def pick(self, place: int | None) -> None:
        """The card of the team at ``place`` in the table; its row again closes it."""
        self.boards.pick(None if place == self.boards.picked else place)
        self.refresh()

    def rank(self) -> None:
        """The banzuke and the leaders instead of the table and the fixtures, or back."""
        self.boards.ranked = not self.boards.ranked
        self.refresh()

    @property
    def form(self) -> Overlay | None:
        """The form of the mode under way, over the boards."""
        return self.mode.form if self.mode is not None else None

    def close_form(self) -> None:
        self.mode = None

    # --- layout and drawing ------------------------------------------------------------------------
    def layout(self, width: int, height: int) -> None:
        f = self.frame
        s = f.fit(width, height, self.app.settings.ui_scale)
        for text, x, top, points in (
            (self.title, 40, 40, 28),
            (self.file, 1240, 40, 12),
            (self.about, 200, 42, 13),
            (self.captions[0], 40, 88, 15),
            (self.empty[0], 52, 122, 13),
            (self.note, 40, 552, 13),
            (self.message, 40, 574, 14),
            (self.footer, 640, 700, 11),
        ):
            f.put(text, x, top, points)
        self.about.x = round(self.title.x + self.title.content_width + 28 * s)  # clear of a zoomed title
        self.about_room = self.file.x - self.file.content_width - 28 * s - self.about.x
        z = f.zoom
        leagues = min(LEAGUE_ROWS, f.rows(420, 34))
        self.league_grid.place(
            [f.rect(40, 88 + 16 * z + i * 34 * z, 260, 32 * z) for i in range(leagues)], f.points(13)
        )
        self.boards.place(f)
        shorten(self.note, self.note.text, 1200 * s)
        place_menu(self.menu.buttons, f)
        if self.form is not None:
            self.form.layout(f)
        self.refresh()  # the rows shown may have changed

    def on_draw(self) -> None:
        self.clear()
        for text in (
            self.title,
            self.file,
            self.about,
            self.captions[0],
            self.empty[0],
            self.note,
            self.message,
        ):
            text.draw()
        self.footer.draw()
        self.league_grid.draw()
        self.boards.draw()
        self.menu.draw()
        if self.form is not None:
            arcade.draw_lbwh_rectangle_filled(0, 0, self.window.width, self.window.height, SHADE)
            self.form.draw()
        self.plays.drawn = True

    # --- input: each to the mode under way --------------------------------------------------------
    def busy(self) -> bool:
        return self.playing is not None  # "playing…" drawn, then the fixtures played

    def on_update(self, delta_time: float) -> None:
        self.plays.update()

    def boards_keys(self) -> Browsing:
        """The boards' mode: a team's card when one is open, else the table and fixtures."""
        return self.card if self.boards.picked is not None else self.browsing

    def keys(self) -> Keys:
        """The mode that takes the keys now: a question, a form, a game being played, the boards."""
        if self.asking is not None:
            return self.asking
        if self.mode is not None:
            return self.mode
        return self.plays if self.busy() else self.boards_keys()

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        self.swallow = ""
        self.keys().key(symbol)

    def on_text(self, text: str) -> None:
        swallow, self.swallow = self.swallow, ""
        if swallow and text.lower() == swallow:  # the key that opened the form, typed just after it
            return
        if self.form is not None:
            self.form.text(text)

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        (self.form or self.menu).hover(x, y)

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> None:
        if isinstance(self.form, (Chooser, History, ResultForm, BuyForm)) and scroll_y:
            self.form.scroll(-1 if scroll_y > 0 else 1)
        elif self.form is None and scroll_y and self.boards.at(x, y) is not None:
            self.boards.scroll(-1 if scroll_y > 0 else 1)  # a league of more than eight teams
            self.refresh()

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        if self.asking is not None:
            self.asking.dismiss()  # a click elsewhere answers no
        if self.form is not None:
            self.form.click(x, y)
        elif self.menu.click(x, y):
            return
        elif (row := self.league_grid.at(x, y)) is not None:
            self.choose(row + self.league_first)
        elif (place := self.boards.at(x, y)) is not None:
            self.pick(place)
        elif (row := self.boards.player_at(x, y)) is not None:
            self.boards.row = row
            self.refresh()
