"""The League screen: the leagues in the player's league file, the chosen one's table (R19.4) and
its season's fixtures; new leagues, teams joining, the schedule, hiring, and playing the next
fixture (headless when the AI coaches both sides, in the match screen when a person coaches one)."""

from __future__ import annotations

from pathlib import Path

import arcade
from arcade.types import Color

from samurai_bowl.errors import DataError
from samurai_bowl.league.db import league_path, open_db
from samurai_bowl.league.store import Entry, Fixture, League, LeagueStore
from samurai_bowl.ui.app import App
from samurai_bowl.ui.league_parts.forms import AddTeamForm, Form, NewLeagueForm
from samurai_bowl.ui.league_parts.grid import Frame, Grid
from samurai_bowl.ui.league_parts.running import (
    coach_words,
    hire_cheapest,
    league_session,
    league_summary,
    score_words,
    standing_rows,
)
from samurai_bowl.ui.screen import Screen
from samurai_bowl.ui.theme import (
    BAD,
    FOOTER_INK,
    GOOD,
    MUTED_INK,
    SUBTITLE_INK,
    TITLE_INK,
    WARN,
    label,
    shorten,
)
from samurai_bowl.ui.widgets import Button, ButtonColumn

LEAGUE_ROWS, TABLE_ROWS, FIXTURE_ROWS = 12, 8, 16  # fixtures in two columns of eight
TABLE = [(0.015, "left", 0.0), (0.05, "left", 0.30), (0.37, "left", 0.19)] + [
    (share, "right", 0.0) for share in (0.60, 0.65, 0.70, 0.75, 0.83, 0.89, 0.94, 0.99)
]
TABLE_HEADER = ("#", "Team", "Coach", "P", "W", "D", "L", "TD", "Diff", "Cas", "Pts")
FIXTURES = [(0.01, "left", 0.0), (0.44, "right", 0.37), (0.50, "center", 0.0), (0.56, "left", 0.43)]
SHADE = Color(0, 0, 0, 150)  # over the screen behind a form


class LeagueView(Screen):
    def __init__(self, app: App, path: Path | None = None) -> None:
        super().__init__(app)
        self.path = path or league_path(app.folder)
        self.store: LeagueStore | None = None
        self.error = ""  # why the league file cannot be used; then nothing is written to it
        self.leagues: list[League] = []
        self.chosen = 0
        self.short: list[Entry] = []  # the chosen league's person-coached teams that must hire first
        self.form: Form | None = None
        self.playing: Fixture | None = None  # an AI fixture to play once "playing…" has been shown
        self.drawn = False
        self.frame = Frame()
        self.title = label("League", TITLE_INK, anchor_y="center", bold=True)
        self.file = label(self.path.name, MUTED_INK, anchor_x="right", anchor_y="center")
        self.captions = [label(words, SUBTITLE_INK, anchor_y="center", bold=True)
                         for words in ("Leagues", "Fixtures")]
        self.empty = [label("", MUTED_INK, anchor_y="center") for _ in range(3)]  # leagues, table, fixtures
        self.note = label("", WARN, anchor_y="center")
        self.message = label("", SUBTITLE_INK, anchor_y="center")
        self.footer = label("↑↓ or click: choose a league · the key on each button · F1 every shortcut · "
                            "Esc back", FOOTER_INK, anchor_x="center", anchor_y="center")
        self.league_grid = Grid([(0.04, "left", 0.62), (0.96, "right", 0.0)], LEAGUE_ROWS)
        self.header = Grid(TABLE, 1, bold=1)
        self.header.fill([TABLE_HEADER], inks=[SUBTITLE_INK])
        self.table = Grid(TABLE, TABLE_ROWS, bold=1)
        self.fixtures = Grid(FIXTURES, FIXTURE_ROWS)
        k = arcade.key
        self.menu = ButtonColumn([
            Button("New league", self.new_league, k.N), Button("Add team", self.add_team, k.A),
            Button("Draw schedule", self.draw_schedule, k.D), Button("Play next", self.play, k.P),
            Button("Hire", self.hire, k.H), Button("Back", self.leave, k.ESCAPE),
        ])
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

    @property
    def league(self) -> League | None:
        return self.leagues[self.chosen] if self.leagues else None

    def refresh(self) -> None:
        """Read the league afresh into the tables (texts are refilled, not made)."""
        store = self.store
        self.leagues = store.leagues() if store else []
        self.chosen = max(0, min(self.chosen, len(self.leagues) - 1))
        rows = [(lg.name, league_summary(store, lg)) for lg in self.leagues if store]
        self.league_grid.fill(rows, self.chosen)
        league = self.league
        fixtures: list[Fixture] = []
        next_fixture, self.short = None, []
        if store is not None and league is not None:
            fixtures, next_fixture = store.fixtures(league), store.next_fixture(league)
            self.short = [e for e in store.entries(league) if e.coach_kind == "human" and store.unfit(e)]
        self.table.fill(standing_rows(store, league) if store and league else [])
        self.show_fixtures(fixtures, next_fixture)
        short = store.unfit(self.short[0]) if store and self.short else None
        shorten(self.note, f"{short} · H hires the cheapest player" if short else "", 1200 * self.frame.scale)
        self.empty[0].text = "" if self.leagues or self.error else "No leagues yet: N starts one."
        self.empty[1].text = "" if self.table.values or not league else "No teams yet: A adds a saved team."
        later = "No schedule yet: D draws it, once the teams are in."
        self.empty[2].text = "" if fixtures or not league else later
        buttons = self.menu.buttons
        entries_in = len(self.table.values)
        for button, enabled in zip(buttons, (
            not self.error, league is not None and not fixtures, entries_in >= 2 and not fixtures,
            next_fixture is not None and self.playing is None, bool(self.short), True,
        ), strict=True):
            button.enabled = enabled

    def show_fixtures(self, fixtures: list[Fixture], next_fixture: Fixture | None) -> None:
        index = fixtures.index(next_fixture) if next_fixture else len(fixtures)
        start = max(0, min(index - FIXTURE_ROWS // 4, len(fixtures) - FIXTURE_ROWS))
        shown = fixtures[start : start + FIXTURE_ROWS]
        self.fixtures.fill(
            [(f"R{f.round}", f.home.name, score_words(f), f.away.name) for f in shown],
            index - start if next_fixture else None,
            [TITLE_INK if f.played else SUBTITLE_INK for f in shown],
        )
        played = sum(1 for f in fixtures if f.played)
        league = self.league
        season = f"Season {league.season} fixtures" if league else "Fixtures"
        self.captions[1].text = f"{season} · {played} of {len(fixtures)} played" if fixtures else season

    def say(self, words: str, ink: Color = SUBTITLE_INK) -> None:
        self.message.color = ink
        shorten(self.message, words, 1200 * self.frame.scale)

    # --- the buttons -------------------------------------------------------------------------
    def new_league(self) -> None:
        self.open_form(NewLeagueForm(self.create, self.close_form))

    def create(self) -> None:
        form = self.form
        assert isinstance(form, NewLeagueForm)
        if not form.name.value.strip():  # the file is made with the first league, not before
            form.say("Type the league's name first.")
            return
        try:
            league = self.opened().create(form.name.value, form.rounds)
        except DataError as exc:
            form.say(str(exc))
            return
        self.close_form()
        self.refresh()
        self.choose(next(i for i, lg in enumerate(self.leagues) if lg.name == league.name))
        self.say(f"League '{league.name}' created: add its teams (A), then draw the schedule (D).", GOOD)

    def add_team(self) -> None:
        teams = [stored.team for stored in self.app.teams.list(self.app.data) if stored.team is not None]
        if not teams:
            self.say("No saved team to add: build one first (New team on the main menu).", WARN)
            return
        clans = [self.app.data.roster(team.clan).name for team in teams]
        self.open_form(AddTeamForm(teams, clans, self.join, self.close_form))

    def join(self) -> None:
        form, league = self.form, self.league
        assert isinstance(form, AddTeamForm) and league is not None and self.store is not None
        if not form.coach_name:
            form.say("Type the name of the person who coaches this team.")
            return
        try:
            entry = self.store.add_team(league, form.teams[form.team.index], form.coach_name, form.kind)
        except DataError as exc:
            form.say(str(exc))
            return
        self.close_form()
        self.refresh()
        self.say(f"{entry.name} joins {league.name}, coached by {coach_words(entry)}.", GOOD)

    def draw_schedule(self) -> None:
        league = self.league
        assert league is not None and self.store is not None
        try:
            fixtures = self.store.draw_schedule(league)
        except DataError as exc:
            self.say(str(exc), BAD)
            return
        self.refresh()
        rounds = max(f.round for f in fixtures)
        self.say(f"The season is drawn: {len(fixtures)} fixtures in {rounds} rounds.", GOOD)

    def play(self) -> None:
        league, store = self.league, self.store
        fixture = store.next_fixture(league) if store and league else None
        if store is None or league is None or fixture is None:
            return
        humans = [e for e in (fixture.home, fixture.away) if e.coach_kind == "human"]
        problem = next((p for e in humans if (p := store.unfit(e))), None)
        if problem:
            self.say(problem, WARN)
        elif humans:
            self.start_match(store, league, fixture)
        else:
            self.playing, self.drawn = fixture, False
            self.refresh()
            self.say(f"Playing round {fixture.round}: {fixture.home.name} v {fixture.away.name}…", WARN)

    def start_match(self, store: LeagueStore, league: League, fixture: Fixture) -> None:
        """A person coaches a side: the match screen, which records the result when it ends."""
        from samurai_bowl.ui.match_view import MatchView

        try:
            session = league_session(store, league, fixture, self.path)
        except DataError as exc:
            self.say(str(exc), BAD)
            return
        self.close()
        self.app.show(MatchView(self.app, session))  # it records the result itself (session.league)

    def play_headless(self, fixture: Fixture) -> None:
        from samurai_bowl.league.play import simulate

        self.playing = None
        league = self.league
        assert self.store is not None and league is not None
        try:
            result = simulate(self.store, league, fixture)
        except DataError as exc:
            self.say(str(exc), BAD)
        else:
            home, away = result["score"]
            self.say(f"Round {fixture.round}: {fixture.home.name} {home} – {away} {fixture.away.name}", GOOD)
        self.refresh()

    def hire(self) -> None:
        if self.store is not None and self.short:
            self.say(hire_cheapest(self.store, self.short[0]), GOOD)
            self.refresh()

    def leave(self) -> None:
        self.close()
        self.app.main_menu()

    # --- choosing and forms --------------------------------------------------------------------
    def choose(self, index: int) -> None:
        if self.leagues and self.playing is None:
            self.chosen = max(0, min(len(self.leagues) - 1, index))
            self.refresh()

    def open_form(self, form: Form) -> None:
        self.form = form
        form.layout(self.frame)

    def close_form(self) -> None:
        self.form = None

    # --- layout, drawing, input --------------------------------------------------------------------
    def layout(self, width: int, height: int) -> None:
        f = self.frame
        s = f.fit(width, height)
        for text, x, top, points in ((self.title, 40, 40, 28), (self.file, 1240, 40, 12),
                                     (self.captions[0], 40, 88, 15), (self.captions[1], 320, 334, 15),
                                     (self.empty[0], 52, 122, 13), (self.empty[1], 332, 122, 13),
                                     (self.empty[2], 332, 368, 13), (self.note, 40, 554, 13),
                                     (self.message, 40, 584, 14), (self.footer, 640, 690, 11)):
            f.put(text, x, top, points)
        self.league_grid.place([f.rect(40, 104 + i * 34, 260, 32) for i in range(LEAGUE_ROWS)], 13 * s)
        self.header.place([f.rect(320, 76, 920, 26)], 13 * s)
        self.table.place([f.rect(320, 104 + i * 26, 920, 25) for i in range(TABLE_ROWS)], 13 * s)
        self.fixtures.place([f.rect(320 + (i // 8) * 466, 350 + (i % 8) * 24, 454, 23)
                             for i in range(FIXTURE_ROWS)], 12 * s)
        shorten(self.note, self.note.text, 1200 * s)
        for index, button in enumerate(self.menu.buttons):
            button.place(f.rect(40 + index * 202, 606, 190, 40), 14 * s)
        if self.form is not None:
            self.form.layout(f)

    def on_draw(self) -> None:
        self.clear()
        for text in (self.title, self.file, *self.captions, *self.empty, self.note, self.message):
            text.draw()
        self.footer.draw()
        for grid in (self.league_grid, self.header, self.table, self.fixtures):
            grid.draw()
        self.menu.draw()
        if self.form is not None:
            arcade.draw_lbwh_rectangle_filled(0, 0, self.window.width, self.window.height, SHADE)
            self.form.draw()
        self.drawn = True

    def on_update(self, delta_time: float) -> None:
        if self.playing is not None and self.drawn:  # "playing…" has been on the screen
            self.play_headless(self.playing)

    def on_text(self, text: str) -> None:
        if self.form is not None:
            self.form.text(text)

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        (self.form or self.menu).hover(x, y)

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        if self.form is not None:
            self.form.click(x, y)
        elif not self.menu.click(x, y) and (row := self.league_grid.at(x, y)) is not None:
            self.choose(row)

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        k = arcade.key
        if self.form is not None:
            self.form.key(symbol)
        elif symbol in (k.UP, k.DOWN):
            self.choose(self.chosen + (1 if symbol == k.DOWN else -1))
        elif symbol == k.F1:
            self.show_help()
        elif self.playing is None:
            for button in self.menu.buttons:
                if button.key == symbol:
                    button.press()
                    return
